// placeholder until translated
import type { DnbCatalogue } from "./en";

export const tr: Partial<DnbCatalogue> = {};
