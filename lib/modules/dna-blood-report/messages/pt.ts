// placeholder until translated
import type { DnbCatalogue } from "./en";

export const pt: Partial<DnbCatalogue> = {};
