// POST /api/v12/18-09-2026/sandbox — blood test analysis sandbox (v12, free)
import { endpoint } from "@/lib/api/endpoint";
import { v12Sandbox } from "@/lib/modules/blood-test/endpoints";

export const POST = endpoint(v12Sandbox);
