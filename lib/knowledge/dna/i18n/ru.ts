// placeholder: filled below
import type { DnaCatalogue } from "./en";

export const ru: Partial<DnaCatalogue> = {};
