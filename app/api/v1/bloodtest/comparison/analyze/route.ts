// POST /api/v1/bloodtest/comparison/analyze — blood test comparison (2–20 tests, 1 credit)
import { endpoint } from "@/lib/api/endpoint";
import { comparisonAnalyze } from "@/lib/modules/lab-trends/endpoints";

export const POST = endpoint(comparisonAnalyze);
