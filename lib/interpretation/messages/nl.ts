// Placeholder until the nl catalogue is written.
import type { Catalogue } from "./en";

export const nl: Partial<Catalogue> = {};
