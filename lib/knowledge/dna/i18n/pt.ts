// placeholder: filled below
import type { DnaCatalogue } from "./en";

export const pt: Partial<DnaCatalogue> = {};
