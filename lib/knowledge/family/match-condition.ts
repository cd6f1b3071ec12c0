// Free-text condition names (any of the 12 languages) to condition keys.
import { CONDITIONS, LANGS, type ConditionRow } from "./conditions";

/** Lower case, accents and punctuation removed, single spaces. */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const HAN = /\p{Script=Han}/u;

interface Synonym { folded: string; row: ConditionRow; han: boolean }

const SYNONYMS: Synonym[] = CONDITIONS.flatMap((row) =>
  LANGS.flatMap((l) => row.names[l].map((name) => ({ folded: foldText(name), row, han: HAN.test(name) }))),
)
  .filter((s) => s.folded.length > 0)
  .sort((a, b) => b.folded.length - a.folded.length);

/**
 * The known conditions a free-text entry names ("Heart attack at 52", "Brustkrebs", "2型糖尿病").
 * WHY: families describe conditions in their own words; the rules work on keys. Longest synonyms are tried first
 * and consume their words, so "type 1 diabetes" is not also read as the generic "diabetes".
 */
export function matchConditions(text: string): ConditionRow[] {
  let padded = ` ${foldText(text)} `;
  const found: ConditionRow[] = [];
  for (const s of SYNONYMS) {
    const needle = s.han ? s.folded : ` ${s.folded} `;
    const at = padded.indexOf(needle);
    if (at < 0) continue;
    if (!found.includes(s.row)) found.push(s.row);
    padded = padded.slice(0, at) + " ".repeat(needle.length) + padded.slice(at + needle.length);
  }
  return found;
}
