// GET /api/icr/health — ICR pipeline readiness: PDF reader, OCR models, image decoder, database (no auth)
import { endpoint } from "@/lib/api/endpoint";
import { icrHealth } from "@/lib/modules/icr/endpoints";

export const GET = endpoint(icrHealth);
