// GET /api/v1/body-map/info — body map capabilities and limits
import { endpoint } from "@/lib/api/endpoint";
import { info } from "@/lib/modules/body-map/endpoints";

export const GET = endpoint(info);
