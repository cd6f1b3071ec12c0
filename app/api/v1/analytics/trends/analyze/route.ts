// POST /api/v1/analytics/trends/analyze — trend analysis (2–50 tests, 1 credit)
import { endpoint } from "@/lib/api/endpoint";
import { trendsAnalyze } from "@/lib/modules/lab-trends/endpoints";

export const POST = endpoint(trendsAnalyze);
