// GET /api/icr/info — ICR features, formats, limits, costs and languages (no auth)
import { endpoint } from "@/lib/api/endpoint";
import { icrInfoEndpoint } from "@/lib/modules/icr/endpoints";

export const GET = endpoint(icrInfoEndpoint);
