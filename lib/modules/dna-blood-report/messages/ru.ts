// placeholder until translated
import type { DnbCatalogue } from "./en";

export const ru: Partial<DnbCatalogue> = {};
