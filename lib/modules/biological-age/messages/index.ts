// The biological-age catalogues and how one is chosen: the requested language when its catalogue is
// complete, else English with a flag (the same rule as the interpretation writer's catalogues).
import { fillTemplate, placeholdersOf } from "@/lib/interpretation/messages";
import { ar } from "./ar";
import { de } from "./de";
import { en, type BioAgeCatalogue, type BioAgeMessageKey } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { pl } from "./pl";
import { pt } from "./pt";
import { ru } from "./ru";
import { tr } from "./tr";
import { zh } from "./zh";

export type { BioAgeCatalogue, BioAgeMessageKey };
export { en };

export const BIO_AGE_CATALOGUES: Readonly<Record<string, Partial<BioAgeCatalogue>>> = { en, de, fr, es, it, pt, tr, nl, pl, ru, zh, ar };

const EN_KEYS = Object.keys(en) as BioAgeMessageKey[];

/** Keys that `catalogue` lacks or whose placeholders differ from English; empty = complete. */
export function missingBioAgeKeys(catalogue: Partial<BioAgeCatalogue>): BioAgeMessageKey[] {
  return EN_KEYS.filter((k) => {
    const t = catalogue[k];
    return typeof t !== "string" || t.trim() === "" || placeholdersOf(t).join() !== placeholdersOf(en[k]).join();
  });
}

/** The catalogue for `language` (English with fallback true when it has none or it is incomplete). */
export function bioAgeCatalogue(language: string): { t: (key: BioAgeMessageKey, vars?: Record<string, string | number>) => string; language: string; fallback: boolean } {
  const c = BIO_AGE_CATALOGUES[language];
  const complete = c !== undefined && missingBioAgeKeys(c).length === 0;
  const messages = (complete ? c : en) as BioAgeCatalogue;
  return { t: (key, vars) => fillTemplate(messages[key], vars), language: complete ? language : "en", fallback: !complete && language !== "en" };
}
