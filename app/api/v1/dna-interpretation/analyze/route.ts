// POST /api/v1/dna-interpretation/analyze — DNA interpretation of raw genotype data (sync, or 202 + job)
import { endpoint } from "@/lib/api/endpoint";
import { analyze } from "@/lib/modules/dna/endpoints";

export const POST = endpoint(analyze);
