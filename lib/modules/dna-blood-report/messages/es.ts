// placeholder until translated
import type { DnbCatalogue } from "./en";

export const es: Partial<DnbCatalogue> = {};
