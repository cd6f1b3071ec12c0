// placeholder until translated
import type { DnbCatalogue } from "./en";

export const it: Partial<DnbCatalogue> = {};
