// placeholder: filled below
import type { DnaCatalogue } from "./en";

export const it: Partial<DnaCatalogue> = {};
