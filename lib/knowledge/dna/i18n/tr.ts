// placeholder: filled below
import type { DnaCatalogue } from "./en";

export const tr: Partial<DnaCatalogue> = {};
