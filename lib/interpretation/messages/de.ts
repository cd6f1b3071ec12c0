// Placeholder until the de catalogue is written.
import type { Catalogue } from "./en";

export const de: Partial<Catalogue> = {};
