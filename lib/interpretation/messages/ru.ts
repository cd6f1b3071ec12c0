// Placeholder until the ru catalogue is written.
import type { Catalogue } from "./en";

export const ru: Partial<Catalogue> = {};
