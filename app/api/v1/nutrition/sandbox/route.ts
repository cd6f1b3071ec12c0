// POST /api/v1/nutrition/sandbox — nutrition plan sandbox (free, short path)
import { endpoint } from "@/lib/api/endpoint";
import { nutritionSandbox } from "@/lib/modules/nutrition/endpoints";

export const POST = endpoint(nutritionSandbox);
