// GET /api/v1/body-map/render — signed address: renders the illustration on demand (PNG; 503 + Retry-After while rendering)
import { renderIllustrationRoute } from "@/lib/modules/body-map/illustration-http";

export const GET = renderIllustrationRoute;
