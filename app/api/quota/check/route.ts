// POST /api/quota/check — remaining credits of the calling account (contract shape B)
import { endpoint } from "@/lib/api/endpoint";
import { quotaCheck } from "@/lib/modules/utility/endpoints";

export const POST = endpoint(quotaCheck);
