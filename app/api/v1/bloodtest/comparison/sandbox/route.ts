// POST /api/v1/bloodtest/comparison/sandbox — blood test comparison sandbox (free)
import { endpoint } from "@/lib/api/endpoint";
import { comparisonSandbox } from "@/lib/modules/lab-trends/endpoints";

export const POST = endpoint(comparisonSandbox);
