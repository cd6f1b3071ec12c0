// Placeholder until the fr catalogue is written.
import type { Catalogue } from "./en";

export const fr: Partial<Catalogue> = {};
