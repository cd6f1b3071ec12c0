// POST /api/v3/10-10-2024/analyze — legacy v3 analysis (deprecated; v11 shape)
import { endpoint } from "@/lib/api/endpoint";
import { v3Analyze } from "@/lib/modules/blood-test/endpoints";

export const POST = endpoint(v3Analyze);
