// POST /api/v11/health-score/analyze — blood test analysis with health score (v11)
import { endpoint } from "@/lib/api/endpoint";
import { v11HealthAnalyze } from "@/lib/modules/blood-test/endpoints";

export const POST = endpoint(v11HealthAnalyze);
