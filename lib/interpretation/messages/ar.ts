// Placeholder until the ar catalogue is written.
import type { Catalogue } from "./en";

export const ar: Partial<Catalogue> = {};
