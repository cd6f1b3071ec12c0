// POST /api/v8/31-03-2025/analyze — legacy v8 analysis (deprecated; v11 shape)
import { endpoint } from "@/lib/api/endpoint";
import { v8Analyze } from "@/lib/modules/blood-test/endpoints";

export const POST = endpoint(v8Analyze);
