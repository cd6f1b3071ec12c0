// POST /api/v1/dna-interpretation/sandbox — sample DNA report (free)
import { endpoint } from "@/lib/api/endpoint";
import { sandbox } from "@/lib/modules/dna/endpoints";

export const POST = endpoint(sandbox);
