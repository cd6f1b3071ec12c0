// placeholder until translated
import type { DnbCatalogue } from "./en";

export const de: Partial<DnbCatalogue> = {};
