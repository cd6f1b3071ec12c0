// The name index: every alias, abbreviation and OCR variant of every analyte under its normalised key (word
// order kept) and its word-order-free key. A lookup is then one or two dictionary reads; only names that miss go
// to the secondary index (no-space and OCR-folded keys, built on first need) and the cached edit-distance search.
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
  /** Every word-order key with its entries (for the secondary index and data checks). */
  keys(): Iterable<[string, IndexEntry[]]>;
  /** No-space and OCR-folded keys and alias token lists, built on first need. */
  secondary(): SecondaryIndex;
}

export interface SecondaryIndex {
  /** Without spaces ("hba1c" for "Hb A1c"). */
  compact: IndexMap;
  /** OCR-folded compact keys. */
  folded: IndexMap;
  /** Alias token lists, for the containment search (unit or range says the name meant a longer alias). */
  aliasTokens: { tokens: string[]; analyte: number }[];
}

/** Shortest OCR-folded key that is indexed: folding two-letter codes would merge unrelated abbreviations. */
const MIN_FOLDED_LENGTH = 4;

/** Word-order and word-order-free maps; the sorted map only holds keys that differ from their ordered key. */
export interface PrimaryMaps {
  ordered: IndexMap;
  sorted: IndexMap;
}

/**
 * Builds the primary maps over analytes whose `aliases` already hold the merged per-language tables. Each
 * distinct printed name is normalised once, however many analytes and languages list it.
 */
export function buildPrimaryMaps(analytes: readonly Analyte[]): PrimaryMaps {
  const ordered: IndexMap = new Map();
  const sorted: IndexMap = new Map();
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
      addEntries(ordered, orderedKeyText, entries);
      if (form.tokens.length > 1) {
        const sortedKeyText = sortedKey(form.tokens);
        if (sortedKeyText !== orderedKeyText) addEntries(sorted, sortedKeyText, entries);
      }
    }
  }
  return { ordered, sorted };
}

/** A MatchIndex over primary maps (built now or decoded from the precomputed file). */
export function indexFromMaps(maps: {
  ordered: (key: string) => IndexEntry[] | undefined;
  sorted: (key: string) => IndexEntry[] | undefined;
  keys: () => Iterable<[string, IndexEntry[]]>;
}): MatchIndex {
  let secondary: SecondaryIndex | null = null;
  return {
    ordered: maps.ordered,
    // A name whose words are already in sorted order sits in the ordered map only.
    sorted: (key) => maps.sorted(key) ?? maps.ordered(key),
    keys: maps.keys,
    secondary: () => (secondary ??= buildSecondary(maps.keys())),
  };
}

/** Builds the index from the data (the slow path; see the file comment). */
export function buildMatchIndex(analytes: readonly Analyte[]): MatchIndex {
  const { ordered, sorted } = buildPrimaryMaps(analytes);
  return indexFromMaps({ ordered: (k) => ordered.get(k), sorted: (k) => sorted.get(k), keys: () => ordered.entries() });
}

function buildSecondary(keys: Iterable<[string, IndexEntry[]]>): SecondaryIndex {
  const compact: IndexMap = new Map();
  const folded: IndexMap = new Map();
  const aliasTokens: SecondaryIndex["aliasTokens"] = [];
  for (const [key, entries] of keys) {
    const tokens = key.split(" ");
    const joined = compactKey(tokens);
    if (tokens.length > 1) addEntries(compact, joined, entries);
    const foldedKey = ocrFold(joined);
    if (foldedKey.length >= MIN_FOLDED_LENGTH) addEntries(folded, foldedKey, entries);
    for (const e of entries) if (!e.reduced) aliasTokens.push({ tokens, analyte: e.analyte });
  }
  return { compact, folded, aliasTokens };
}

/** Entries for a no-space key: multi-word names in the compact map, single words under their ordered key. */
export function lookupCompact(index: MatchIndex, key: string): IndexEntry[] | undefined {
  return index.secondary().compact.get(key) ?? index.ordered(key);
}

/** Adds entries under a key (an analyte may sit under one key through several names; ranking takes the best). */
function addEntries(map: IndexMap, key: string, entries: readonly IndexEntry[]): void {
  if (key === "") return;
  const list = map.get(key);
  if (list === undefined) map.set(key, entries.slice());
  else for (const e of entries) list.push(e);
}
