// placeholder: filled below
import type { DnaCatalogue } from "./en";

export const pl: Partial<DnaCatalogue> = {};
