// GET /api/v1/family-health/family-relations — 14 relations (no auth)
import { endpoint } from "@/lib/api/endpoint";
import { familyRelations } from "@/lib/modules/family-health/endpoints";

export const GET = endpoint(familyRelations);
