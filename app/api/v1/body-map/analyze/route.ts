// POST /api/v1/body-map/analyze — body map analysis (1 credit)
import { endpoint } from "@/lib/api/endpoint";
import { analyze } from "@/lib/modules/body-map/endpoints";

export const POST = endpoint(analyze);
