// The narrative catalogues and how the writer picks one: the requested language when its catalogue is
// complete, otherwise English with a flag saying so (never a mix of languages).
import { isLanguageCode } from "@/lib/i18n/languages";
import { ar } from "./ar";
import { de } from "./de";
import { en, type Catalogue, type MessageKey } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { pl } from "./pl";
import { pt } from "./pt";
import { ru } from "./ru";
import { tr } from "./tr";
import { zh } from "./zh";

export type { Catalogue, MessageKey };
export { en };

/** Catalogues by language code. A partial entry is allowed here but never used until it is complete. */
export const CATALOGUES: Readonly<Record<string, Partial<Catalogue>>> = { en, de, fr, es, it, pt, tr, nl, pl, ru, zh, ar };

const EN_KEYS = Object.keys(en) as MessageKey[];

/** The {placeholders} of a template, sorted, e.g. "{name}: {value}" -> ["name", "value"]. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1] ?? "").sort();
}

/** Keys of English that `catalogue` lacks or whose placeholders differ; empty = complete. */
export function missingKeys(catalogue: Partial<Catalogue>): MessageKey[] {
  return EN_KEYS.filter((k) => {
    const t = catalogue[k];
    return typeof t !== "string" || t.trim() === "" || placeholdersOf(t).join() !== placeholdersOf(en[k]).join();
  });
}

const COMPLETE = new Set(Object.entries(CATALOGUES).filter(([, c]) => missingKeys(c).length === 0).map(([code]) => code));

/** Languages with a complete catalogue. */
export function completeLanguages(): string[] {
  return [...COMPLETE];
}

export interface ChosenCatalogue {
  messages: Catalogue;
  /** Language the narrative is written in. */
  language: string;
  /** True when the requested language had no complete catalogue and English was used instead. */
  fallback: boolean;
}

/** The catalogue for `language`, or English with `fallback: true` when that language is not complete. */
export function chooseCatalogue(language: string): ChosenCatalogue {
  if (isLanguageCode(language) && COMPLETE.has(language)) {
    return { messages: CATALOGUES[language] as Catalogue, language, fallback: false };
  }
  return { messages: en, language: "en", fallback: language !== "en" };
}

/** Fills {placeholders}; a missing variable stays visible as {name} rather than silently disappearing. */
export function fillTemplate(template: string, vars: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** True when the catalogue has an entry for `key` (used for optional, data-driven keys like meanings). */
export function hasMessage(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}
