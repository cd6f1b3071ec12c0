// placeholder: filled below
import type { DnaCatalogue } from "./en";

export const nl: Partial<DnaCatalogue> = {};
