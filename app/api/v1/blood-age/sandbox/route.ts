// POST /api/v1/blood-age/sandbox — biological age sandbox (free)
import { endpoint } from "@/lib/api/endpoint";
import { sandbox } from "@/lib/modules/biological-age/endpoints";

export const POST = endpoint(sandbox);
