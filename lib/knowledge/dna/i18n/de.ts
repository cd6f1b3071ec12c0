// placeholder: filled below
import type { DnaCatalogue } from "./en";

export const de: Partial<DnaCatalogue> = {};
