// The precomputed name index (./generated/name-index.ts): its fingerprint, its encoding and its decoding.
// The fingerprint covers every indexed name with its analyte and language, in data order, plus a format
// version; the loader trusts the file only when the fingerprint of the loaded data matches, so a stale file
// costs load time (the index is rebuilt), never a wrong match. completeness.test.ts fails on a stale file and
// says how to regenerate it: npx tsx lib/knowledge/analytes/generate-name-index.ts
import { indexFromLookups, type IndexEntry, type IndexMaps, type MatchIndex } from "./match-index";
import type { SpecimenHint } from "./name-vocabulary";
import type { Analyte } from "./types";

/** Bump when normalisation (normalize-name, name-vocabulary, name-forms) or the encoding changes. */
export const NAME_INDEX_FORMAT = 3;

/**
 * The encoded index: plain strings, so loading it costs no JSON parse. Each table is lines "key<TAB>payload"
 * joined with "\n"; a payload is entries "analyte,langSet,flags" joined with ";" (flags bit 0 = reduced, bits
 * 1–2 = specimen hint). `langSets` holds the distinct language lists ("de,fr,*") joined with "|".
 */
export interface EncodedNameIndex {
  fingerprint: string;
  langSets: string;
  ordered: string;
  sorted: string;
  compact: string;
  folded: string;
}

const HINTS: (SpecimenHint | null)[] = [null, "urine", "blood", "stool"];

/**
 * A 64-bit FNV-1a-style hash (two 32-bit lanes) over the format version and every indexed name with its
 * analyte id and language, in data order, joined into one string first (one tight loop, a few milliseconds for
 * ~18,000 names). Pure JavaScript, so importing the knowledge base never needs Node's crypto module.
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
  const text = parts.join("\u0000");
  let a = 0x811c9dc5;
  let b = 0x2545f491;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0") + text.length.toString(16);
}

/** Encodes built maps for the generated file. */
export function encodeNameIndex(maps: IndexMaps, fingerprint: string): EncodedNameIndex {
  const langSetIndex = new Map<string, number>();
  const encodeMap = (map: Map<string, IndexEntry[]>): string => {
    const lines: string[] = [];
    for (const key of [...map.keys()].sort()) {
      const payload = map.get(key)!.map((e) => {
        const langs = e.langs.join(",");
        let li = langSetIndex.get(langs);
        if (li === undefined) langSetIndex.set(langs, (li = langSetIndex.size));
        return `${e.analyte},${li},${(e.reduced ? 1 : 0) | (HINTS.indexOf(e.hint) << 1)}`;
      });
      lines.push(`${key}\t${payload.join(";")}`);
    }
    return lines.join("\n");
  };
  const ordered = encodeMap(maps.ordered);
  const sorted = encodeMap(maps.sorted);
  const compact = encodeMap(maps.compact);
  const folded = encodeMap(maps.folded);
  return { fingerprint, langSets: [...langSetIndex.keys()].join("|"), ordered, sorted, compact, folded };
}

type TableName = "ordered" | "sorted" | "compact" | "folded";

/**
 * A MatchIndex reading the encoded strings. A table is split into a key → payload map on its first lookup
 * (a few milliseconds); payloads are decoded into entries on first use of a key and kept.
 */
export function decodeNameIndex(encoded: EncodedNameIndex): MatchIndex {
  const langSets = encoded.langSets.split("|").map((s) => s.split(","));
  const payloads = new Map<TableName, Map<string, string>>();
  const decoded = new Map<string, IndexEntry[] | null>();
  const table = (name: TableName): Map<string, string> => {
    let map = payloads.get(name);
    if (map === undefined) {
      map = new Map();
      const text = encoded[name];
      if (text !== "") {
        for (const line of text.split("\n")) {
          const tab = line.indexOf("\t");
          map.set(line.slice(0, tab), line.slice(tab + 1));
        }
      }
      payloads.set(name, map);
    }
    return map;
  };
  const read = (name: TableName, key: string): IndexEntry[] | undefined => {
    const cacheKey = `${name[0]}${key}`;
    const hit = decoded.get(cacheKey);
    if (hit !== undefined) return hit ?? undefined;
    const payload = table(name).get(key);
    const entries = payload === undefined ? null : decodeEntries(payload, langSets);
    decoded.set(cacheKey, entries);
    return entries ?? undefined;
  };
  const all = (name: TableName) =>
    function* (): Generator<[string, IndexEntry[]]> {
      for (const [key, payload] of table(name)) yield [key, decodeEntries(payload, langSets)];
    };
  return indexFromLookups({
    ordered: (key) => read("ordered", key),
    sorted: (key) => read("sorted", key),
    compact: (key) => read("compact", key),
    folded: (key) => read("folded", key),
    orderedKeys: all("ordered"),
    foldedKeys: all("folded"),
  });
}

function decodeEntries(payload: string, langSets: readonly string[][]): IndexEntry[] {
  return payload.split(";").map((item) => {
    const [analyte, langSet, flags] = item.split(",").map(Number) as [number, number, number];
    return { analyte, langs: langSets[langSet] ?? [], reduced: (flags & 1) === 1, hint: HINTS[flags >> 1] ?? null };
  });
}
