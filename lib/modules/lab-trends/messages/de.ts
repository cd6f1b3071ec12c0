// de narrative (placeholder until translated; see ./index.ts)
import type { TrendCatalogue } from "./en";

export const de: Partial<TrendCatalogue> = {};
