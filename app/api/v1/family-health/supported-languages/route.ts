// GET /api/v1/family-health/supported-languages — the 100 language codes (no auth)
import { endpoint } from "@/lib/api/endpoint";
import { supportedLanguages } from "@/lib/modules/family-health/endpoints";

export const GET = endpoint(supportedLanguages);
