// GET /api/info — service information (versions, languages, documentation address)
import { endpoint } from "@/lib/api/endpoint";
import { info } from "@/lib/modules/utility/endpoints";

export const GET = endpoint(info);
