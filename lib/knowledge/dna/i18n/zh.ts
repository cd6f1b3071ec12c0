// placeholder: filled below
import type { DnaCatalogue } from "./en";

export const zh: Partial<DnaCatalogue> = {};
