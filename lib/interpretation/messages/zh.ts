// Placeholder until the zh catalogue is written.
import type { Catalogue } from "./en";

export const zh: Partial<Catalogue> = {};
