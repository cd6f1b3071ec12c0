// GET /api/v1/family-health/condition-categories — 9 categories (no auth)
import { endpoint } from "@/lib/api/endpoint";
import { conditionCategories } from "@/lib/modules/family-health/endpoints";

export const GET = endpoint(conditionCategories);
