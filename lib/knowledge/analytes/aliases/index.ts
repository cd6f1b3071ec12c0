// The per-language alias tables (one file per language, `aliases: AliasTable`). English names live in the
// analyte records themselves; the loader merges these tables into each analyte's `aliases` by language.
import type { AliasTable } from "../types";
import { aliases as bg } from "./bg";
import { aliases as da } from "./da";
import { aliases as de } from "./de";
import { aliases as el } from "./el";
import { aliases as et } from "./et";
import { aliases as fi } from "./fi";
import { aliases as lt } from "./lt";
import { aliases as lv } from "./lv";
import { aliases as no } from "./no";
import { aliases as ru } from "./ru";
import { aliases as sr } from "./sr";
import { aliases as sv } from "./sv";
import { aliases as uk } from "./uk";
import { aliases as zh } from "./zh";

/** Alias tables by ISO 639-1 code. */
export const aliasTables: Readonly<Record<string, AliasTable>> = {
  bg, da, de, el, et, fi, lt, lv, no, ru, sr, sv, uk, zh,
};
