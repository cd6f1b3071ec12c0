// placeholder: filled below
import type { DnaCatalogue } from "./en";

export const es: Partial<DnaCatalogue> = {};
