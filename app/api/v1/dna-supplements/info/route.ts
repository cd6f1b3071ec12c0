// GET /api/v1/dna-supplements/info — what the supplement advisor accepts, its limits and cost (no auth)
import { endpoint } from "@/lib/api/endpoint";
import { advisorInfo } from "@/lib/modules/dna-supplements/endpoints";

export const GET = endpoint(advisorInfo);
