// The name index: every alias, abbreviation and OCR variant of every analyte under four normalised keys (word
// order kept, word order ignored, no spaces, OCR-folded). A lookup is then a few dictionary reads; only names
// that miss all four go to the (cached) edit-distance search.
//
// Normalising ~11,000 names takes ~150 ms in a cold process, so the index is also stored precomputed
// (./generated/name-index.ts, see ./name-index-file.ts); the loader uses it when its fingerprint matches the
// data and builds the index itself otherwise.
import { aliasForms } from "./name-forms";
import type { SpecimenHint } from "./name-vocabulary";
import { compactKey, ocrFold, orderedKey, sortedKey } from "./normalize-name";
import type { Analyte } from "./types";

export interface IndexEntry {
  /** Position of the analyte in the knowledge base's list. */
  analyte: number;
  /** Languages whose alias lists hold this name ("*" = abbreviation, short name or OCR variant). */
  langs: readonly string[];
  /** The alias lost specimen words to produce this key ("Urine glucose" → "glucose"). */
  reduced: boolean;
  /** The specimen those words named. */
  hint: SpecimenHint | null;
}

export type IndexMap = Map<string, IndexEntry[]>;

export interface MatchIndex {
  /** Entries under a word-order key ("cholesterol total"). */
  ordered(key: string): IndexEntry[] | undefined;
  /** Entries under a word-order-free key ("cholesterol total" for "Total cholesterol"). */
  sorted(key: string): IndexEntry[] | undefined;
  /** Entries under a no-space key ("hba1c" for "Hb A1c"). */
  compact(key: string): IndexEntry[] | undefined;
  /** Entries under an OCR-folded no-space key (see ocrFold). */
  folded(key: string): IndexEntry[] | undefined;
  /** Every OCR-folded key with its entries (for the edit-distance search). */
  foldedKeys(): Iterable<[string, IndexEntry[]]>;
  /** Alias token lists, for the containment search (unit or range says the name meant a longer alias). */
  aliasTokens(): readonly { tokens: string[]; analyte: number }[];
}

/** Shortest OCR-folded key that is indexed: folding two-letter codes would merge unrelated abbreviations. */
const MIN_FOLDED_LENGTH = 4;

/**
 * The four maps. `sorted` only holds keys that differ from their ordered key and `compact` only multi-word
 * names; lookups fall back to the ordered map for the others.
 */
export interface IndexMaps {
  ordered: IndexMap;
  sorted: IndexMap;
  compact: IndexMap;
  folded: IndexMap;
}

/**
 * Builds the maps over analytes whose `aliases` already hold the merged per-language tables. Each distinct
 * printed name is normalised once, however many analytes and languages list it.
 */
export function buildIndexMaps(analytes: readonly Analyte[]): IndexMaps {
  const maps: IndexMaps = { ordered: new Map(), sorted: new Map(), compact: new Map(), folded: new Map() };
  // Printed name → the analytes that list it, with the languages they list it in. An analyte's names are all
  // visited before the next analyte's, so an analyte already owning a name is always the list's last owner.
  const owners = new Map<string, { position: number; langs: string[] }[]>();
  const own = (name: string, position: number, lang: string): void => {
    const list = owners.get(name);
    if (list === undefined) {
      owners.set(name, [{ position, langs: [lang] }]);
      return;
    }
    const last = list[list.length - 1]!;
    if (last.position !== position) list.push({ position, langs: [lang] });
    else if (!last.langs.includes(lang)) last.langs.push(lang);
  };
  analytes.forEach((analyte, position) => {
    own(analyte.shortName, position, "*");
    own(analyte.longName, position, "en");
    for (const lang in analyte.aliases) for (const name of analyte.aliases[lang] ?? []) own(name, position, lang);
    for (const name of analyte.abbreviations) own(name, position, "*");
    for (const name of analyte.ocrVariants ?? []) own(name, position, "*");
  });
  for (const [name, list] of owners) {
    for (const form of aliasForms(name)) {
      const entries = list.map(({ position, langs }) => ({ analyte: position, langs, reduced: form.reduced, hint: form.hint }));
      const orderedKeyText = orderedKey(form.tokens);
      const compactKeyText = compactKey(form.tokens);
      addEntries(maps.ordered, orderedKeyText, entries);
      if (form.tokens.length > 1) {
        const sortedKeyText = sortedKey(form.tokens);
        if (sortedKeyText !== orderedKeyText) addEntries(maps.sorted, sortedKeyText, entries);
        addEntries(maps.compact, compactKeyText, entries);
      }
      const foldedKey = ocrFold(compactKeyText);
      if (foldedKey.length >= MIN_FOLDED_LENGTH) addEntries(maps.folded, foldedKey, entries);
    }
  }
  return maps;
}

/** A MatchIndex over lookup functions (maps built now, or the decoded precomputed file). */
export function indexFromLookups(lookups: {
  ordered: (key: string) => IndexEntry[] | undefined;
  sorted: (key: string) => IndexEntry[] | undefined;
  compact: (key: string) => IndexEntry[] | undefined;
  folded: (key: string) => IndexEntry[] | undefined;
  orderedKeys: () => Iterable<[string, IndexEntry[]]>;
  foldedKeys: () => Iterable<[string, IndexEntry[]]>;
}): MatchIndex {
  let aliasTokens: { tokens: string[]; analyte: number }[] | null = null;
  return {
    ordered: lookups.ordered,
    sorted: (key) => lookups.sorted(key) ?? lookups.ordered(key),
    compact: (key) => lookups.compact(key) ?? lookups.ordered(key),
    folded: (key) => (key.length >= MIN_FOLDED_LENGTH ? lookups.folded(key) : undefined),
    foldedKeys: lookups.foldedKeys,
    aliasTokens: () => {
      if (aliasTokens === null) {
        aliasTokens = [];
        for (const [key, entries] of lookups.orderedKeys()) {
          const tokens = key.split(" ");
          for (const e of entries) if (!e.reduced) aliasTokens.push({ tokens, analyte: e.analyte });
        }
      }
      return aliasTokens;
    },
  };
}

/** Builds the index from the data (the slow path; see the file comment). */
export function buildMatchIndex(analytes: readonly Analyte[]): MatchIndex {
  const maps = buildIndexMaps(analytes);
  return indexFromLookups({
    ordered: (k) => maps.ordered.get(k),
    sorted: (k) => maps.sorted.get(k),
    compact: (k) => maps.compact.get(k),
    folded: (k) => maps.folded.get(k),
    orderedKeys: () => maps.ordered.entries(),
    foldedKeys: () => maps.folded.entries(),
  });
}

/** Adds entries under a key (an analyte may sit under one key through several names; ranking takes the best). */
function addEntries(map: IndexMap, key: string, entries: readonly IndexEntry[]): void {
  if (key === "") return;
  const list = map.get(key);
  if (list === undefined) map.set(key, entries.slice());
  else for (const e of entries) list.push(e);
}
