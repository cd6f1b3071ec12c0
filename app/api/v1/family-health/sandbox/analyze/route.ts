// POST /api/v1/family-health/sandbox/analyze — sample report (free)
import { endpoint } from "@/lib/api/endpoint";
import { sandbox } from "@/lib/modules/family-health/endpoints";

export const POST = endpoint(sandbox);
