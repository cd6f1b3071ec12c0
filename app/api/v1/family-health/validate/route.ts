// POST /api/v1/family-health/validate — check a request (free)
import { endpoint } from "@/lib/api/endpoint";
import { validate } from "@/lib/modules/family-health/endpoints";

export const POST = endpoint(validate);
