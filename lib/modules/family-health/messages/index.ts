// Family-health catalogues in the 12 complete languages and how the report picks one (English fallback,
// never a mix). Completeness is checked with the shared placeholder helper.
import { placeholdersOf } from "@/lib/interpretation/messages";
import { ar } from "./ar";
import { de } from "./de";
import { en, type FamilyCatalogue, type FamilyMessageKey } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { pl } from "./pl";
import { pt } from "./pt";
import { ru } from "./ru";
import { tr } from "./tr";
import { zh } from "./zh";

export const FAMILY_CATALOGUES: Readonly<Record<string, Partial<FamilyCatalogue>>> = { en, de, fr, es, it, pt, tr, nl, pl, ru, zh, ar };

const KEYS = Object.keys(en) as FamilyMessageKey[];

/** Keys `catalogue` lacks or whose {placeholders} differ from English; empty = complete. */
export function missingFamilyKeys(catalogue: Partial<FamilyCatalogue>): FamilyMessageKey[] {
  return KEYS.filter((k) => {
    const t = catalogue[k];
    return typeof t !== "string" || t.trim() === "" || placeholdersOf(t).join() !== placeholdersOf(en[k]).join();
  });
}

/** The catalogue for `language`, or English with fallback true. */
export function familyCatalogue(language: string): { messages: FamilyCatalogue; language: string; fallback: boolean } {
  const c = FAMILY_CATALOGUES[language];
  if (c && missingFamilyKeys(c).length === 0) return { messages: c as FamilyCatalogue, language, fallback: false };
  return { messages: en, language: "en", fallback: language !== "en" };
}

export type { FamilyCatalogue, FamilyMessageKey };
