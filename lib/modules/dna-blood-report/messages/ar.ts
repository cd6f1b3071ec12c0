// placeholder until translated
import type { DnbCatalogue } from "./en";

export const ar: Partial<DnbCatalogue> = {};
