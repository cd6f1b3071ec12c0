// nl narrative (placeholder until translated; see ./index.ts)
import type { TrendCatalogue } from "./en";

export const nl: Partial<TrendCatalogue> = {};
