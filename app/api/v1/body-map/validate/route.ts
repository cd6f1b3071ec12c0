// POST /api/v1/body-map/validate — body map validation (free)
import { endpoint } from "@/lib/api/endpoint";
import { validate } from "@/lib/modules/body-map/endpoints";

export const POST = endpoint(validate);
