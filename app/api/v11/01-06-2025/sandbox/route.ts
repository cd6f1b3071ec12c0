// POST /api/v11/01-06-2025/sandbox — blood test analysis sandbox (v11, free)
import { endpoint } from "@/lib/api/endpoint";
import { v11Sandbox } from "@/lib/modules/blood-test/endpoints";

export const POST = endpoint(v11Sandbox);
