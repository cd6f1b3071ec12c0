// POST /api/v1/dna-supplements/analyze — DNA supplement plan (1 credit; sync, or 202 + job)
import { endpoint } from "@/lib/api/endpoint";
import { advisorAnalyze } from "@/lib/modules/dna-supplements/endpoints";

export const POST = endpoint(advisorAnalyze);
