// Placeholder until the es catalogue is written.
import type { Catalogue } from "./en";

export const es: Partial<Catalogue> = {};
