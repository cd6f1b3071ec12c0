// The per-language alias tables (one file per language, `aliases: AliasTable`). English names live in the
// analyte records themselves; the loader merges these tables into each analyte's `aliases` by language.
import type { AliasTable } from "../types";
import { aliases as af } from "./af";
import { aliases as ar } from "./ar";
import { aliases as az } from "./az";
import { aliases as bg } from "./bg";
import { aliases as ca } from "./ca";
import { aliases as cs } from "./cs";
import { aliases as da } from "./da";
import { aliases as de } from "./de";
import { aliases as el } from "./el";
import { aliases as es } from "./es";
import { aliases as et } from "./et";
import { aliases as fa } from "./fa";
import { aliases as fi } from "./fi";
import { aliases as fr } from "./fr";
import { aliases as he } from "./he";
import { aliases as hi } from "./hi";
import { aliases as hr } from "./hr";
import { aliases as hu } from "./hu";
import { aliases as bn } from "./bn";
import { aliases as hy } from "./hy";
import { aliases as id } from "./id";
import { aliases as is } from "./is";
import { aliases as it } from "./it";
import { aliases as ja } from "./ja";
import { aliases as ko } from "./ko";
import { aliases as lt } from "./lt";
import { aliases as lv } from "./lv";
import { aliases as mn } from "./mn";
import { aliases as my } from "./my";
import { aliases as ms } from "./ms";
import { aliases as nl } from "./nl";
import { aliases as no } from "./no";
import { aliases as pl } from "./pl";
import { aliases as pt } from "./pt";
import { aliases as ro } from "./ro";
import { aliases as ru } from "./ru";
import { aliases as sk } from "./sk";
import { aliases as sl } from "./sl";
import { aliases as sq } from "./sq";
import { aliases as sr } from "./sr";
import { aliases as sv } from "./sv";
import { aliases as tg } from "./tg";
import { aliases as th } from "./th";
import { aliases as tr } from "./tr";
import { aliases as uk } from "./uk";
import { aliases as ur } from "./ur";
import { aliases as vi } from "./vi";
import { aliases as zh } from "./zh";
import { aliases as be } from "./be";
import { aliases as fo } from "./fo";
import { aliases as ka } from "./ka";
import { aliases as kk } from "./kk";
import { aliases as km } from "./km";
import { aliases as ky } from "./ky";
import { aliases as lo } from "./lo";
import { aliases as mk } from "./mk";
import { aliases as ne } from "./ne";
import { aliases as si } from "./si";
import { aliases as sw } from "./sw";
import { aliases as tk } from "./tk";
import { aliases as uz } from "./uz";

/** Alias tables by ISO 639-1 code. */
export const aliasTables: Readonly<Record<string, AliasTable>> = {
  af, ar, az, be, bg, bn, ca, cs, da, de, el, es, et, fa, fi, fo, fr, he, hi, hr, hu, hy, id, is, it, ja, ka, kk, km, ko, ky, lo, lt, lv, mk, mn, ms, my, ne, nl, no, pl, pt, ro, ru, si, sk, sl, sq, sr, sv, sw, tg, th, tk, tr, uk, ur, uz, vi, zh,
};
