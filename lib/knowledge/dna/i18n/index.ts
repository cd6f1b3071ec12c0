// DNA narrative catalogues (12 complete languages) and the choice between them. The same rules as the blood-test
// writer (lib/interpretation/messages): a language is used only when its catalogue is complete, otherwise English
// with a warning, never a mix.
import { fillTemplate, placeholdersOf } from "@/lib/interpretation/messages";
import { ar } from "./ar";
import { de } from "./de";
import { en, type DnaCatalogue, type DnaMessageKey } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { pl } from "./pl";
import { pt } from "./pt";
import { ru } from "./ru";
import { tr } from "./tr";
import { zh } from "./zh";

export type { DnaCatalogue, DnaMessageKey };
export { en };

export const DNA_CATALOGUES: Readonly<Record<string, Partial<DnaCatalogue>>> = { en, de, fr, es, it, pt, tr, nl, pl, ru, zh, ar };

const EN_KEYS = Object.keys(en) as DnaMessageKey[];

/** Keys of English that `catalogue` lacks or whose placeholders differ; empty = complete. */
export function missingDnaKeys(catalogue: Partial<DnaCatalogue>): DnaMessageKey[] {
  return EN_KEYS.filter((k) => {
    const t = catalogue[k];
    return typeof t !== "string" || t.trim() === "" || placeholdersOf(t).join() !== placeholdersOf(en[k]).join();
  });
}

export interface DnaWriter {
  language: string;
  fallback: boolean;
  /** The filled template for `key`. */
  t: (key: DnaMessageKey, vars?: Readonly<Record<string, string | number>>) => string;
}

/** A writer for `language`, or English with `fallback: true` when that catalogue is missing or incomplete. */
export function dnaWriter(language: string): DnaWriter {
  const catalogue = DNA_CATALOGUES[language];
  const complete = catalogue !== undefined && missingDnaKeys(catalogue).length === 0;
  const messages = (complete ? catalogue : en) as DnaCatalogue;
  return {
    language: complete ? language : "en",
    fallback: !complete,
    t: (key, vars) => fillTemplate(messages[key], vars),
  };
}
