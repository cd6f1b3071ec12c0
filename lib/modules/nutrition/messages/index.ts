// The nutrition plan's catalogues and the choice between them: the requested language when its catalogue is
// complete, otherwise English with a fallback flag (never a mix). Placeholder helpers come from the shared
// interpretation catalogue module so all writers fill templates the same way.
import { fillTemplate, placeholdersOf } from "@/lib/interpretation/messages";
import { en, type NutritionCatalogue, type NutritionMessageKey } from "./en";
import { ar } from "./ar";
import { de } from "./de";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { pl } from "./pl";
import { pt } from "./pt";
import { ru } from "./ru";
import { tr } from "./tr";
import { zh } from "./zh";

export type { NutritionMessageKey, NutritionCatalogue };
export const NUTRITION_CATALOGUES: Readonly<Record<string, Partial<NutritionCatalogue>>> = { en, de, fr, es, it, pt, tr, nl, pl, ru, zh, ar };
const KEYS = Object.keys(en) as NutritionMessageKey[];

/** Keys a catalogue lacks or whose placeholders differ from English; empty = complete. */
export function missingNutritionKeys(catalogue: Partial<NutritionCatalogue>): NutritionMessageKey[] {
  return KEYS.filter((k) => {
    const t = catalogue[k];
    return typeof t !== "string" || t.trim() === "" || placeholdersOf(t).join() !== placeholdersOf(en[k]).join();
  });
}

export interface NutritionWriter {
  language: string;
  fallback: boolean;
  t: (key: NutritionMessageKey, vars?: Record<string, string | number>) => string;
}

/** A template filler for `language` (English with fallback=true when that catalogue is incomplete). */
export function nutritionWriter(language: string): NutritionWriter {
  const cat = NUTRITION_CATALOGUES[language];
  const complete = cat !== undefined && missingNutritionKeys(cat).length === 0;
  const messages = (complete ? cat : en) as NutritionCatalogue;
  return {
    language: complete ? language : "en",
    fallback: !complete && language !== "en",
    t: (key, vars) => fillTemplate(messages[key], vars),
  };
}
