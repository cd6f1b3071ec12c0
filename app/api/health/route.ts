// GET /api/health — liveness and database reachability (503 when the database is down)
import { endpoint } from "@/lib/api/endpoint";
import { health } from "@/lib/modules/utility/endpoints";

export const GET = endpoint(health);
