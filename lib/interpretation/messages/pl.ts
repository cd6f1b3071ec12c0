// Placeholder until the pl catalogue is written.
import type { Catalogue } from "./en";

export const pl: Partial<Catalogue> = {};
