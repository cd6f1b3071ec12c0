// es narrative (placeholder until translated; see ./index.ts)
import type { TrendCatalogue } from "./en";

export const es: Partial<TrendCatalogue> = {};
