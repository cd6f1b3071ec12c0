// The advisor's narrative catalogues (12 complete languages) and the writer that picks one: the requested
// language when its catalogue is complete, otherwise English with `fallback` (never a mix).
import { fillTemplate, placeholdersOf } from "@/lib/interpretation/messages";
import { ar } from "./ar";
import { de } from "./de";
import { en, type AdvisorCatalogue, type AdvisorMessageKey } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { pl } from "./pl";
import { pt } from "./pt";
import { ru } from "./ru";
import { tr } from "./tr";
import { zh } from "./zh";

export type { AdvisorCatalogue, AdvisorMessageKey };
export { en };

export const ADVISOR_CATALOGUES: Readonly<Record<string, Partial<AdvisorCatalogue>>> = { en, de, fr, es, it, pt, nl, pl, tr, ru, ar, zh };

const EN_KEYS = Object.keys(en) as AdvisorMessageKey[];

/** Keys of English that `catalogue` lacks or whose placeholders differ; empty = complete. */
export function missingAdvisorKeys(catalogue: Partial<AdvisorCatalogue>): AdvisorMessageKey[] {
  return EN_KEYS.filter((k) => {
    const t = catalogue[k];
    return typeof t !== "string" || t.trim() === "" || placeholdersOf(t).join() !== placeholdersOf(en[k]).join();
  });
}

export interface AdvisorWriter {
  language: string;
  fallback: boolean;
  t: (key: AdvisorMessageKey, vars?: Readonly<Record<string, string | number>>) => string;
}

/** A writer for `language`, or English with `fallback: true` when that catalogue is missing or incomplete. */
export function advisorWriter(language: string): AdvisorWriter {
  const catalogue = ADVISOR_CATALOGUES[language];
  const complete = catalogue !== undefined && missingAdvisorKeys(catalogue).length === 0;
  const messages = (complete ? catalogue : en) as AdvisorCatalogue;
  return { language: complete ? language : "en", fallback: !complete, t: (key, vars) => fillTemplate(messages[key], vars) };
}
