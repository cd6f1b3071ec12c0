// placeholder until translated
import type { DnbCatalogue } from "./en";

export const zh: Partial<DnbCatalogue> = {};
