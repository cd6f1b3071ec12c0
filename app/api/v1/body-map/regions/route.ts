// GET /api/v1/body-map/regions — the 13 body-map regions and severity levels
import { endpoint } from "@/lib/api/endpoint";
import { regions } from "@/lib/modules/body-map/endpoints";

export const GET = endpoint(regions);
