// POST /api/v1/analytics/trends/sandbox — trend analysis sandbox (free)
import { endpoint } from "@/lib/api/endpoint";
import { trendsSandbox } from "@/lib/modules/lab-trends/endpoints";

export const POST = endpoint(trendsSandbox);
