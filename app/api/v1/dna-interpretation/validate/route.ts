// POST /api/v1/dna-interpretation/validate — read genotype data and report what was found (free)
import { endpoint } from "@/lib/api/endpoint";
import { validate } from "@/lib/modules/dna/endpoints";

export const POST = endpoint(validate);
