// placeholder: filled below
import type { DnaCatalogue } from "./en";

export const fr: Partial<DnaCatalogue> = {};
