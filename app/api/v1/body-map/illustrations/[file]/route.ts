// GET /api/v1/body-map/illustrations/{spec}.png — signed address of a cached body-map illustration (PNG)
import { cachedIllustrationRoute } from "@/lib/modules/body-map/illustration-http";

export const GET = cachedIllustrationRoute;
