// POST /api/v1/family-health/analyze — hereditary risk report (1 credit)
import { endpoint } from "@/lib/api/endpoint";
import { analyze } from "@/lib/modules/family-health/endpoints";

export const POST = endpoint(analyze);
