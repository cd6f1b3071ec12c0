// placeholder until translated
import type { DnbCatalogue } from "./en";

export const fr: Partial<DnbCatalogue> = {};
