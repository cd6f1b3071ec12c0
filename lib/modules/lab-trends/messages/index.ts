// Catalogues of the comparison and trend narrative, kept in this module's folder. The requested language is used
// when its catalogue is complete (same keys and {placeholders} as English), otherwise English with
// language_fallback — the same rule as the blood test narrative (lib/interpretation/messages).
import { fillTemplate, placeholdersOf } from "@/lib/interpretation/messages";
import { ar } from "./ar";
import { de } from "./de";
import { en, type TrendCatalogue, type TrendMessageKey } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { pl } from "./pl";
import { pt } from "./pt";
import { ru } from "./ru";
import { tr } from "./tr";
import { zh } from "./zh";

export type { TrendCatalogue, TrendMessageKey };
export { en };

export const TREND_CATALOGUES: Readonly<Record<string, Partial<TrendCatalogue>>> = { en, de, fr, es, it, pt, tr, nl, pl, ru, zh, ar };

const KEYS = Object.keys(en) as TrendMessageKey[];

/** Keys that `catalogue` lacks or whose placeholders differ from English; empty = complete. */
export function missingTrendKeys(catalogue: Partial<TrendCatalogue>): TrendMessageKey[] {
  return KEYS.filter((k) => {
    const t = catalogue[k];
    return typeof t !== "string" || t.trim() === "" || placeholdersOf(t).join() !== placeholdersOf(en[k]).join();
  });
}

export interface TrendWriter {
  language: string;
  fallback: boolean;
  /** The filled template for `key`. */
  t: (key: TrendMessageKey, vars?: Readonly<Record<string, string | number>>) => string;
}

/** Why: one place decides the narrative language, so every sentence of an answer is in the same one. */
export function trendWriter(language: string): TrendWriter {
  const candidate = TREND_CATALOGUES[language];
  const complete = candidate !== undefined && missingTrendKeys(candidate).length === 0;
  const messages = (complete ? candidate : en) as TrendCatalogue;
  return {
    language: complete ? language : "en",
    fallback: !complete && language !== "en",
    t: (key, vars) => fillTemplate(messages[key], vars),
  };
}
