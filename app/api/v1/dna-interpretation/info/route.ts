// GET /api/v1/dna-interpretation/info — inputs, limits, cost and languages (no authentication)
import { endpoint } from "@/lib/api/endpoint";
import { info } from "@/lib/modules/dna/endpoints";

export const GET = endpoint(info);
