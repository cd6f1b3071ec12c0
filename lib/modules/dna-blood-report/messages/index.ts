// The DNA + blood report's catalogues and the choice between them: the requested language when its catalogue is
// complete, otherwise English flagged as a fallback (never a mix of languages in one report).
import { fillTemplate, placeholdersOf } from "@/lib/interpretation/messages";
import { ar } from "./ar";
import { de } from "./de";
import { en, type DnbCatalogue, type DnbMessageKey } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { pl } from "./pl";
import { pt } from "./pt";
import { ru } from "./ru";
import { tr } from "./tr";
import { zh } from "./zh";

export type { DnbCatalogue, DnbMessageKey };
export const DNB_CATALOGUES: Readonly<Record<string, Partial<DnbCatalogue>>> = { en, de, fr, es, it, pt, nl, pl, tr, ru, ar, zh };
const KEYS = Object.keys(en) as DnbMessageKey[];

/** Keys a catalogue lacks or whose placeholders differ from English; empty = complete. */
export function missingDnbKeys(catalogue: Partial<DnbCatalogue>): DnbMessageKey[] {
  return KEYS.filter((k) => {
    const t = catalogue[k];
    return typeof t !== "string" || t.trim() === "" || placeholdersOf(t).join() !== placeholdersOf(en[k]).join();
  });
}

export interface DnbWriter {
  language: string;
  fallback: boolean;
  t: (key: DnbMessageKey, vars?: Record<string, string | number>) => string;
}

/** A template filler for `language` (English with fallback=true when that catalogue is incomplete or absent). */
export function dnbWriter(language: string): DnbWriter {
  const cat = DNB_CATALOGUES[language];
  const complete = cat !== undefined && missingDnbKeys(cat).length === 0;
  const messages = (complete ? cat : en) as DnbCatalogue;
  return { language: complete ? language : "en", fallback: !complete && language !== "en", t: (key, vars) => fillTemplate(messages[key], vars) };
}
