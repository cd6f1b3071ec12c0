// Placeholder until the tr catalogue is written.
import type { Catalogue } from "./en";

export const tr: Partial<Catalogue> = {};
