// placeholder until translated
import type { DnbCatalogue } from "./en";

export const pl: Partial<DnbCatalogue> = {};
