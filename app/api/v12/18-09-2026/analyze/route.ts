// POST /api/v12/18-09-2026/analyze — blood test analysis (v12)
import { endpoint } from "@/lib/api/endpoint";
import { v12Analyze } from "@/lib/modules/blood-test/endpoints";

export const POST = endpoint(v12Analyze);
