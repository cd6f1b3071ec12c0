// fr narrative (placeholder until translated; see ./index.ts)
import type { TrendCatalogue } from "./en";

export const fr: Partial<TrendCatalogue> = {};
