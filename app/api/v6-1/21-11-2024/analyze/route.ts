// POST /api/v6-1/21-11-2024/analyze — legacy v6.1 analysis (deprecated; v11 shape)
import { endpoint } from "@/lib/api/endpoint";
import { v6Analyze } from "@/lib/modules/blood-test/endpoints";

export const POST = endpoint(v6Analyze);
