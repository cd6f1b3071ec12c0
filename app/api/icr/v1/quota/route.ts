// POST /api/icr/v1/quota — remaining credits and ICR calls they cover (free)
import { endpoint } from "@/lib/api/endpoint";
import { icrQuota } from "@/lib/modules/icr/endpoints";

export const POST = endpoint(icrQuota);
