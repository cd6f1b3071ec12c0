// Placeholder until the it catalogue is written.
import type { Catalogue } from "./en";

export const it: Partial<Catalogue> = {};
