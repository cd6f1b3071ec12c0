// POST /api/v10/health-score/analyze — legacy v10 health score (deprecated; v11 shape)
import { endpoint } from "@/lib/api/endpoint";
import { v10HealthAnalyze } from "@/lib/modules/blood-test/endpoints";

export const POST = endpoint(v10HealthAnalyze);
