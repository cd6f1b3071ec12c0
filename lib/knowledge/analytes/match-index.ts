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
  ordered: IndexMap;
  sorted: IndexMap;
  compact: IndexMap;
  folded: IndexMap;
  /** Alias token lists, for the containment search (unit or range says the name meant a longer alias). */
  aliasTokens: { tokens: string[]; analyte: number }[];
}

/** Shortest OCR-folded key that is indexed: folding two-letter codes would merge unrelated abbreviations. */
const MIN_FOLDED_LENGTH = 4;

/** Builds the index over analytes whose `aliases` already hold the merged per-language tables. */
export function buildMatchIndex(analytes: readonly Analyte[]): MatchIndex {
  const index: MatchIndex = { ordered: new Map(), sorted: new Map(), compact: new Map(), folded: new Map(), aliasTokens: [] };
  analytes.forEach((analyte, position) => {
    const names: [string, string][] = [];
    names.push([analyte.shortName, "*"], [analyte.longName, "en"]);
    for (const [lang, list] of Object.entries(analyte.aliases)) for (const name of list ?? []) names.push([name, lang]);
    for (const name of analyte.abbreviations) names.push([name, "*"]);
    for (const name of analyte.ocrVariants ?? []) names.push([name, "*"]);
    for (const [name, lang] of names) {
      for (const form of aliasForms(name)) {
        const entry = { analyte: position, langs: [lang], reduced: form.reduced, hint: form.hint };
        addEntry(index.ordered, orderedKey(form.tokens), entry);
        addEntry(index.sorted, sortedKey(form.tokens), entry);
        const compact = compactKey(form.tokens);
        addEntry(index.compact, compact, entry);
        const folded = ocrFold(compact);
        if (folded.length >= MIN_FOLDED_LENGTH) addEntry(index.folded, folded, entry);
        if (!form.reduced) index.aliasTokens.push({ tokens: form.tokens, analyte: position });
      }
    }
  });
  return index;
}

/** Adds an entry, merging languages when the same analyte already sits under the key in the same form. */
function addEntry(map: IndexMap, key: string, entry: IndexEntry): void {
  if (key === "") return;
  const list = map.get(key);
  if (list === undefined) {
    map.set(key, [{ ...entry, langs: [...entry.langs] }]);
    return;
  }
  const same = list.find((e) => e.analyte === entry.analyte && e.reduced === entry.reduced && e.hint === entry.hint);
  if (same === undefined) list.push({ ...entry, langs: [...entry.langs] });
  else if (!same.langs.includes(entry.langs[0]!)) same.langs.push(entry.langs[0]!);
}
