// POST /api/v1/blood-age/analyze — biological age (PhenoAge) and derived indices (1 credit)
import { endpoint } from "@/lib/api/endpoint";
import { analyze } from "@/lib/modules/biological-age/endpoints";

export const POST = endpoint(analyze);
