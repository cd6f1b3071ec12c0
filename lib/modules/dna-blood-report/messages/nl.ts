// placeholder until translated
import type { DnbCatalogue } from "./en";

export const nl: Partial<DnbCatalogue> = {};
