// Last resort for OCR damage that folding does not undo ("Hemoglobln", "Cholesterin" with a dropped letter):
// a bounded edit distance against the OCR-folded alias keys, for long names only. Short names are never
// guessed — one changed letter turns one abbreviation into another (CK ↔ CA, B1 ↔ B6).
import type { IndexEntry, MatchIndex } from "./match-index";

/** Shortest folded name that may be matched with an edit. */
export const FUZZY_MIN_LENGTH = 8;

interface FuzzyKey {
  key: string;
  digits: string;
  /** Which of 32 character classes occur in the key; one edit changes at most two bits. */
  mask: number;
  entries: IndexEntry[];
}

function charMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) mask |= 1 << (text.charCodeAt(i) & 31);
  return mask;
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

const keysByIndex = new WeakMap<MatchIndex, Map<number, FuzzyKey[]>>();

function keysByLength(index: MatchIndex): Map<number, FuzzyKey[]> {
  let byLength = keysByIndex.get(index);
  if (byLength === undefined) {
    byLength = new Map();
    for (const [key, entries] of index.foldedKeys()) {
      if (key.length < FUZZY_MIN_LENGTH - 1) continue;
      const list = byLength.get(key.length) ?? [];
      list.push({ key, digits: key.replace(/\D/g, ""), mask: charMask(key), entries });
      byLength.set(key.length, list);
    }
    keysByIndex.set(index, byLength);
  }
  return byLength;
}

/**
 * Edits allowed for a folded name of this length: up to 11 characters one substitution or swap (same length),
 * 12–15 one edit of any kind, 16 and more two edits.
 */
function allowedEdits(length: number): { max: number; sameLengthOnly: boolean } {
  if (length < 12) return { max: 1, sameLengthOnly: true };
  if (length < 16) return { max: 1, sameLengthOnly: false };
  return { max: 2, sameLengthOnly: false };
}

/**
 * A folded key without its thin letters (i, l, 1 and | all fold to l), its n's counted as r's: OCR reads "ri" as
 * an n, which is an r once the thin i is left out ("Tnglycendes" for Triglycerides).
 */
const withoutThin = (folded: string) => folded.replace(/l/g, "").replace(/n/g, "r");

const thinlessByIndex = new WeakMap<MatchIndex, Map<string, IndexEntry[]>>();

function thinlessKeys(index: MatchIndex): Map<string, IndexEntry[]> {
  let map = thinlessByIndex.get(index);
  if (map === undefined) {
    map = new Map();
    for (const list of keysByLength(index).values()) {
      for (const k of list) {
        const key = withoutThin(k.key);
        const same = map.get(key);
        if (same) same.push(...k.entries);
        else map.set(key, [...k.entries]);
      }
    }
    thinlessByIndex.set(index, map);
  }
  return map;
}

/**
 * Entries whose folded alias is within the allowed edit distance of `folded`, or null. A photo's small print
 * loses thin letters more than any other ("Trglycerdes" for Triglycerides: two i's gone, two edits): a long name
 * that equals an alias once every thin letter of both is left out matches too, a little less surely.
 */
export function fuzzyCandidates(index: MatchIndex, folded: string): { entries: IndexEntry[]; confidence: number } | null {
  const edited = editCandidates(index, folded);
  if (edited || folded.length < FUZZY_MIN_LENGTH) return edited;
  const key = withoutThin(folded);
  const thin = key.length >= FUZZY_MIN_LENGTH - 1 ? thinlessKeys(index).get(key) : undefined;
  return thin ? { entries: thin, confidence: 0.7 } : null;
}

function editCandidates(index: MatchIndex, folded: string): { entries: IndexEntry[]; confidence: number } | null {
  if (folded.length < FUZZY_MIN_LENGTH) return null;
  const { max, sameLengthOnly } = allowedEdits(folded.length);
  const digits = folded.replace(/\D/g, "");
  const mask = charMask(folded);
  const byLength = keysByLength(index);
  let bestDistance = max + 1;
  let found: IndexEntry[] = [];
  const spread = sameLengthOnly ? 0 : max;
  for (let len = folded.length - spread; len <= folded.length + spread; len++) {
    for (const candidate of byLength.get(len) ?? []) {
      if (candidate.digits !== digits || popcount(candidate.mask ^ mask) > 2 * max) continue;
      // No edit in the first two letters: there one letter turns one abbreviation into another (VLDL-kolesteroli
      // read as LDL-kolesteroli, HDL ↔ LDL), which is a different analyte, not a misprint.
      if (candidate.key.slice(0, 2) !== folded.slice(0, 2)) continue;
      const d = boundedDistance(folded, candidate.key, Math.min(max, bestDistance));
      if (d < bestDistance) {
        bestDistance = d;
        found = [...candidate.entries];
      } else if (d === bestDistance && d <= max) {
        found.push(...candidate.entries);
      }
    }
  }
  if (bestDistance > max || found.length === 0) return null;
  return { entries: found, confidence: 0.8 - 0.05 * bestDistance };
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent swaps), abandoning as soon as every path
 * exceeds `bound` (returns bound + 1 then).
 */
export function boundedDistance(a: string, b: string, bound: number): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  const n = b.length;
  let prevPrev = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let current = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, current[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prevPrev[j - 2]! + 1);
      current[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > bound) return bound + 1;
    [prevPrev, prev, current] = [prev, current, prevPrev];
  }
  return prev[n]!;
}
