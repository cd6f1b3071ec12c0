// Types of the body-map screens, inferred from the server's schemas.
import type { z } from "zod";
import type { bodyMapRegionSchema, bodyMapResponse } from "@/lib/modules/body-map/schemas";

export type BodyMapResult = z.infer<typeof bodyMapResponse>;
export type MapRegion = z.infer<typeof bodyMapRegionSchema>;
