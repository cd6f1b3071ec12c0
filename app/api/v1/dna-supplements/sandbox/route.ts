// POST /api/v1/dna-supplements/sandbox — sample supplement plan with the clinic's own catalogue (free)
import { endpoint } from "@/lib/api/endpoint";
import { advisorSandbox } from "@/lib/modules/dna-supplements/endpoints";

export const POST = endpoint(advisorSandbox);
