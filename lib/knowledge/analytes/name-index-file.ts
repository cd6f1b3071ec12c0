// The precomputed name index (./generated/name-index.ts): its fingerprint, its encoding and its decoding.
// The fingerprint covers every indexed name with its analyte and language, in data order, plus a format
// version; the loader trusts the file only when the fingerprint of the loaded data matches, so a stale file
// costs load time (the index is rebuilt), never a wrong match. completeness.test.ts fails on a stale file and
// says how to regenerate it: npx tsx lib/knowledge/analytes/generate-name-index.ts
import { createHash } from "node:crypto";
import { indexFromMaps, type IndexEntry, type MatchIndex, type PrimaryMaps } from "./match-index";
import type { SpecimenHint } from "./name-vocabulary";
import type { Analyte } from "./types";

/** Bump when normalisation (normalize-name, name-vocabulary, name-forms) or the encoding changes. */
export const NAME_INDEX_FORMAT = 1;

export interface EncodedNameIndex {
  format: number;
  fingerprint: string;
  /** Distinct language lists, joined with ",". */
  langSets: string[];
  /** key → flat triples [analyte position, langSets index, flags]; flags bit 0 = reduced, bits 1–2 = hint. */
  ordered: Record<string, number[]>;
  sorted: Record<string, number[]>;
}

const HINTS: (SpecimenHint | null)[] = [null, "urine", "blood", "stool"];

/**
 * SHA-1 over the format version and every indexed name with its analyte id and language, in data order (one
 * joined string, hashed natively: ~2 ms for ~18,000 names).
 */
export function fingerprintNames(analytes: readonly Analyte[]): string {
  const parts: string[] = [`format ${NAME_INDEX_FORMAT}`];
  for (const analyte of analytes) {
    parts.push("\u0001", analyte.id, analyte.shortName, analyte.longName);
    for (const lang in analyte.aliases) {
      parts.push("\u0002", lang);
      for (const name of analyte.aliases[lang] ?? []) parts.push(name);
    }
    parts.push("\u0003", ...analyte.abbreviations, "\u0004", ...(analyte.ocrVariants ?? []));
  }
  return createHash("sha1").update(parts.join("\u0000")).digest("hex");
}

/** Encodes built primary maps for the generated file. */
export function encodeNameIndex(maps: PrimaryMaps, fingerprint: string): EncodedNameIndex {
  const langSetIndex = new Map<string, number>();
  const encodeMap = (map: Map<string, IndexEntry[]>): Record<string, number[]> => {
    const out: Record<string, number[]> = {};
    for (const key of [...map.keys()].sort()) {
      const flat: number[] = [];
      for (const e of map.get(key)!) {
        const langs = e.langs.join(",");
        let li = langSetIndex.get(langs);
        if (li === undefined) langSetIndex.set(langs, (li = langSetIndex.size));
        flat.push(e.analyte, li, (e.reduced ? 1 : 0) | (HINTS.indexOf(e.hint) << 1));
      }
      out[key] = flat;
    }
    return out;
  };
  const ordered = encodeMap(maps.ordered);
  const sorted = encodeMap(maps.sorted);
  return { format: NAME_INDEX_FORMAT, fingerprint, langSets: [...langSetIndex.keys()], ordered, sorted };
}

/** A MatchIndex reading the encoded file; entries are decoded on first use of a key and kept. */
export function decodeNameIndex(encoded: EncodedNameIndex): MatchIndex {
  const langSets = encoded.langSets.map((s) => s.split(","));
  const ordered = withoutPrototype(encoded.ordered);
  const sorted = withoutPrototype(encoded.sorted);
  const decoded = new Map<string, IndexEntry[] | undefined>();
  const read = (table: Record<string, number[]>, prefix: string, key: string): IndexEntry[] | undefined => {
    const cacheKey = prefix + key;
    if (decoded.has(cacheKey)) return decoded.get(cacheKey);
    const flat = table[key];
    const entries = flat === undefined ? undefined : decodeEntries(flat, langSets);
    decoded.set(cacheKey, entries);
    return entries;
  };
  return indexFromMaps({
    ordered: (key) => read(ordered, "o", key),
    sorted: (key) => read(sorted, "s", key),
    keys: function* () {
      for (const key in ordered) yield [key, read(ordered, "o", key)!] as [string, IndexEntry[]];
    },
  });
}

function decodeEntries(flat: readonly number[], langSets: readonly string[][]): IndexEntry[] {
  const entries: IndexEntry[] = [];
  for (let i = 0; i + 2 < flat.length; i += 3) {
    const flags = flat[i + 2]!;
    entries.push({ analyte: flat[i]!, langs: langSets[flat[i + 1]!] ?? [], reduced: (flags & 1) === 1, hint: HINTS[flags >> 1] ?? null });
  }
  return entries;
}

/** Dictionary lookups must not see Object.prototype ("constructor", "toString" are possible names). */
function withoutPrototype(table: Record<string, number[]>): Record<string, number[]> {
  Object.setPrototypeOf(table, null);
  return table;
}
