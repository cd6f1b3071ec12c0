// placeholder: filled below
import type { DnaCatalogue } from "./en";

export const ar: Partial<DnaCatalogue> = {};
