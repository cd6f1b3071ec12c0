// POST /api/v1/nutrition/diet-plan/sandbox — nutrition plan sandbox (free)
import { endpoint } from "@/lib/api/endpoint";
import { dietPlanSandbox } from "@/lib/modules/nutrition/endpoints";

export const POST = endpoint(dietPlanSandbox);
