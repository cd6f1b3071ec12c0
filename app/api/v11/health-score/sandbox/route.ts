// POST /api/v11/health-score/sandbox — health score sandbox (v11, free)
import { endpoint } from "@/lib/api/endpoint";
import { v11HealthSandbox } from "@/lib/modules/blood-test/endpoints";

export const POST = endpoint(v11HealthSandbox);
