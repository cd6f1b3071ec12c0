// POST /api/v12/health-score/sandbox — health score sandbox (v12, free)
import { endpoint } from "@/lib/api/endpoint";
import { v12HealthSandbox } from "@/lib/modules/blood-test/endpoints";

export const POST = endpoint(v12HealthSandbox);
