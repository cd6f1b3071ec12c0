// POST /api/v12/health-score/analyze — blood test analysis with health score and disease risks (v12)
import { endpoint } from "@/lib/api/endpoint";
import { v12HealthAnalyze } from "@/lib/modules/blood-test/endpoints";

export const POST = endpoint(v12HealthAnalyze);
