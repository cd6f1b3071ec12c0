// OCR and some text layers write a name's letters in the wrong script when the glyphs look alike: Russian
// abbreviations of Latin ones in Cyrillic letters ("МСНС" for MCHC), a Russian "АСАТ" read with Latin letters
// ("ACAT"), katakana "ヘ" read as hiragana "へ" ("へモグロビン"). When a name matches nothing, the same name with its
// look-alike letters turned into the other script is tried too.

import type { AnalyteMatch } from "./knowledge";
import { MATCH_THRESHOLD } from "./knowledge";

/** Cyrillic capitals (and a few small letters) drawn like Latin ones. */
const CYRILLIC_TO_LATIN: Record<string, string> = {
  А: "A", В: "B", Е: "E", К: "K", М: "M", Н: "H", О: "O", Р: "P", С: "C", Т: "T", Х: "X",
  а: "a", е: "e", о: "o", р: "p", с: "c", х: "x",
};
const LATIN_TO_CYRILLIC: Record<string, string> = Object.fromEntries(
  Object.entries(CYRILLIC_TO_LATIN).map(([c, l]) => [l, c]),
);
/** Hiragana drawn like katakana (the katakana is what lab names use). */
const HIRAGANA_TO_KATAKANA: Record<string, string> = { "へ": "ヘ", "べ": "ベ", "ぺ": "ペ" };

const swap = (name: string, table: Record<string, string>) => [...name].map((c) => table[c] ?? c).join("");

/** The name with its look-alike letters in each other script (only those that differ from it). */
export function lookalikeVariants(name: string): string[] {
  const out = new Set<string>();
  if (/\p{Script=Cyrillic}/u.test(name)) out.add(swap(name, CYRILLIC_TO_LATIN));
  // Latin capitals read into a Cyrillic abbreviation: only a short all-capitals word ("ACAT", "ЛПНП" stays).
  for (const word of name.split(/\s+/)) {
    if (/^[ABEKMHOPCTX]{2,6}$/.test(word)) out.add(name.replace(word, swap(word, LATIN_TO_CYRILLIC)));
    // "AJIT" for "АЛТ": OCR reads the Cyrillic Л as the two Latin letters J and I.
    if (/^[ABEKMHOPCTX]*JI[ABEKMHOPCTX]*$/.test(word) && word.length <= 7) out.add(name.replace(word, swap(word.replace(/JI/g, "Л"), LATIN_TO_CYRILLIC)));
  }
  if (/[へべぺ]/.test(name)) out.add(swap(name, HIRAGANA_TO_KATAKANA));
  // A photo's OCR reads the D of HDL / LDL / VLDL as an O ("LOL Cholesterol", "LOL-C") and the B of WBC / RBC as an
  // E or an 8 ("wec"): tried only for those abbreviations' shapes, and only when the name as read matches nothing.
  const lipo = name.replace(/(?<![\p{L}])(V?[HL])O(L)(?![\p{Ll}])/u, "$1D$2");
  if (lipo !== name) out.add(lipo);
  const count = name.replace(/(?<![\p{L}])([WRwr])[E8e]([Cc])(?![\p{L}])/u, (_, a: string, c: string) => `${a.toUpperCase()}B${c.toUpperCase()}`);
  if (count !== name) out.add(count);
  out.delete(name);
  return [...out];
}

/** Matches the name; when that finds nothing, its look-alike variants (a little less confident). */
export function matchWithLookalikes(name: string, match: (name: string) => AnalyteMatch): AnalyteMatch {
  const m = match(name);
  if (m.analyte && m.confidence >= MATCH_THRESHOLD) return m;
  for (const variant of lookalikeVariants(name)) {
    const v = match(variant);
    if (v.analyte && v.confidence >= MATCH_THRESHOLD) return { ...v, confidence: Math.max(MATCH_THRESHOLD, v.confidence * 0.95) };
  }
  return m;
}
