// The precomputed name index: every alias, abbreviation and OCR variant of every analyte under four keys
// (word order kept, word order ignored, no spaces, OCR-folded). A lookup is then a few Map reads; only names
// that miss all four go to the (cached) edit-distance search.
import { aliasForms } from "./name-forms";
import type { SpecimenHint } from "./name-vocabulary";
import { compactKey, ocrFold, orderedKey, sortedKey } from "./normalize-name";
import type { Analyte } from "./types";

export interface IndexEntry {
  /** Position of the analyte in the knowledge base's list. */
  analyte: number;
  /** Languages whose alias lists hold this name ("*" = abbreviation, short name or OCR variant). */
  langs: string[];
  /** The alias lost specimen words to produce this key ("Urine glucose" → "glucose"). */
  reduced: boolean;
  /** The specimen those words named. */
  hint: SpecimenHint | null;
}

export type IndexMap = Map<string, IndexEntry[]>;

export interface MatchIndex {
  /** Word order kept. Also answers sorted and compact lookups for names whose key does not change. */
  ordered: IndexMap;
  /** Word order ignored; only names whose sorted key differs from their ordered key. */
  sorted: IndexMap;
  /** Without spaces; only names of more than one word. */
  compact: IndexMap;
  /** OCR-folded compact keys and alias token lists: built on first need (only damaged or odd names reach them). */
  secondary: () => SecondaryIndex;
}

export interface SecondaryIndex {
  folded: IndexMap;
  /** Alias token lists, for the containment search (unit or range says the name meant a longer alias). */
  aliasTokens: { tokens: string[]; analyte: number }[];
}

/** Entries for a word-order-free key (see MatchIndex.sorted). */
export function lookupSorted(index: MatchIndex, key: string): IndexEntry[] | undefined {
  return index.sorted.get(key) ?? index.ordered.get(key);
}

/** Entries for a compact key (see MatchIndex.compact). */
export function lookupCompact(index: MatchIndex, key: string): IndexEntry[] | undefined {
  return index.compact.get(key) ?? index.ordered.get(key);
}

/** Shortest OCR-folded key that is indexed: folding two-letter codes would merge unrelated abbreviations. */
const MIN_FOLDED_LENGTH = 4;

/**
 * Builds the index over analytes whose `aliases` already hold the merged per-language tables. Each distinct
 * printed name is normalised once, however many analytes and languages list it (most abbreviations recur in
 * every language table).
 */
export function buildMatchIndex(analytes: readonly Analyte[]): MatchIndex {
  const ordered: IndexMap = new Map();
  const sorted: IndexMap = new Map();
  const compact: IndexMap = new Map();
  // name → analyte position → languages
  const owners = new Map<string, Map<number, string[]>>();
  const own = (name: string, position: number, lang: string): void => {
    let byAnalyte = owners.get(name);
    if (byAnalyte === undefined) owners.set(name, (byAnalyte = new Map()));
    const langs = byAnalyte.get(position);
    if (langs === undefined) byAnalyte.set(position, [lang]);
    else if (!langs.includes(lang)) langs.push(lang);
  };
  analytes.forEach((analyte, position) => {
    own(analyte.shortName, position, "*");
    own(analyte.longName, position, "en");
    for (const [lang, list] of Object.entries(analyte.aliases)) for (const name of list ?? []) own(name, position, lang);
    for (const name of analyte.abbreviations) own(name, position, "*");
    for (const name of analyte.ocrVariants ?? []) own(name, position, "*");
  });
  const formsOf: { tokens: string[]; entries: IndexEntry[] }[] = [];
  for (const [name, byAnalyte] of owners) {
    for (const form of aliasForms(name)) {
      const entries: IndexEntry[] = [];
      for (const [position, langs] of byAnalyte) entries.push({ analyte: position, langs, reduced: form.reduced, hint: form.hint });
      const orderedKeyText = orderedKey(form.tokens);
      addEntries(ordered, orderedKeyText, entries);
      if (form.tokens.length > 1) {
        const sortedKeyText = sortedKey(form.tokens);
        if (sortedKeyText !== orderedKeyText) addEntries(sorted, sortedKeyText, entries);
        addEntries(compact, compactKey(form.tokens), entries);
      }
      formsOf.push({ tokens: form.tokens, entries });
    }
  }
  let secondary: SecondaryIndex | null = null;
  const buildSecondary = (): SecondaryIndex => {
    const folded: IndexMap = new Map();
    const aliasTokens: SecondaryIndex["aliasTokens"] = [];
    for (const { tokens, entries } of formsOf) {
      const key = ocrFold(compactKey(tokens));
      if (key.length >= MIN_FOLDED_LENGTH) addEntries(folded, key, entries);
      for (const e of entries) if (!e.reduced) aliasTokens.push({ tokens, analyte: e.analyte });
    }
    return { folded, aliasTokens };
  };
  return { ordered, sorted, compact, secondary: () => (secondary ??= buildSecondary()) };
}

/** Adds entries under a key (an analyte may sit under one key through several names; ranking takes the best). */
function addEntries(map: IndexMap, key: string, entries: IndexEntry[]): void {
  if (key === "") return;
  const list = map.get(key);
  if (list === undefined) map.set(key, [...entries]);
  else list.push(...entries);
}
