// Placeholder until the pt catalogue is written.
import type { Catalogue } from "./en";

export const pt: Partial<Catalogue> = {};
