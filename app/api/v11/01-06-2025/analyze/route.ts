// POST /api/v11/01-06-2025/analyze — blood test analysis (v11, sectioned interpretation)
import { endpoint } from "@/lib/api/endpoint";
import { v11Analyze } from "@/lib/modules/blood-test/endpoints";

export const POST = endpoint(v11Analyze);
