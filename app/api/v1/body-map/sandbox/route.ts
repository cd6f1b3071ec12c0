// POST /api/v1/body-map/sandbox — body map sandbox (free)
import { endpoint } from "@/lib/api/endpoint";
import { sandbox } from "@/lib/modules/body-map/endpoints";

export const POST = endpoint(sandbox);
