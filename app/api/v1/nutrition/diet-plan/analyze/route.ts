// POST /api/v1/nutrition/diet-plan/analyze — nutrition plan (1 credit)
import { endpoint } from "@/lib/api/endpoint";
import { dietPlanAnalyze } from "@/lib/modules/nutrition/endpoints";

export const POST = endpoint(dietPlanAnalyze);
