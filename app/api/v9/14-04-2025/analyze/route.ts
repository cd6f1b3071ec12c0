// POST /api/v9/14-04-2025/analyze — legacy v9 analysis (deprecated; v11 shape)
import { endpoint } from "@/lib/api/endpoint";
import { v9Analyze } from "@/lib/modules/blood-test/endpoints";

export const POST = endpoint(v9Analyze);
