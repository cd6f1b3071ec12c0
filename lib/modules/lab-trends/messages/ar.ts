// ar narrative (placeholder until translated; see ./index.ts)
import type { TrendCatalogue } from "./en";

export const ar: Partial<TrendCatalogue> = {};
