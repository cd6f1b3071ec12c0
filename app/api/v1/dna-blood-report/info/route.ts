// GET /api/v1/dna-blood-report/info — inputs, limits, cost, languages and concordance rules (no authentication)
import { endpoint } from "@/lib/api/endpoint";
import { info } from "@/lib/modules/dna-blood-report/endpoints";

export const GET = endpoint(info);
