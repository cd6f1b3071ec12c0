// Printed reference ranges split by age ("Até 19 anos: < 170 / 20 anos ou mais: < 190", "16-20 years: 200-600").
// The parser keeps each band's label with its range; here the band for the patient's age is chosen. When the
// age is not known, no band is chosen: the printed text is kept and nothing is evaluated against a guessed band.

import { AGE_BAND_SOURCE } from "./tokens";

export interface AgeBand {
  /** Inclusive lower age, years. */
  minAge: number;
  /** Inclusive upper age, years (Infinity when open). */
  maxAge: number;
  /** The band's own range text ("<170"). */
  range: string;
}

const BAND_WITH_COLON = new RegExp(`(${AGE_BAND_SOURCE})\\s*:\\s*`, "giu");
const MORE = /(ou mais|or more|o más|et plus|und älter|и старше|以上|above|over|greater|more than|über|ab|>|≥|acima|superior|maior|mayor|más de|oltre|от|min)/iu;
const LESS = /(até|up to|upto|bis|до|jusqu|hasta|fino|less|below|under|unter|<|≤|inferior|menor|abaixo|max|tot|do|έως|μέχρι|iki|līdz|kuni|enintään|högst|dưới|עד|تا|حتى)/iu;

/** The bands of an age-banded range text, in printed order; null when the text has no age bands. */
export function readAgeBands(rangeText: string): AgeBand[] | null {
  const marks = [...rangeText.matchAll(BAND_WITH_COLON)];
  if (marks.length === 0) return null;
  const bands: AgeBand[] = [];
  // Ranges printed before the first age band ("M: 4.50-5.90 / F: 4.00-5.20 / 0-17 years: 4.00-5.20", from columns
  // "Homens | Mulheres | Crianças") hold for every age the bands do not name; they are tried last.
  const before = rangeText.slice(0, marks[0]!.index ?? 0).replace(/[\s/;,|]+$/, "").trim();
  marks.forEach((m, i) => {
    const label = m[1] ?? "";
    const start = (m.index ?? 0) + m[0].length;
    const end = marks[i + 1]?.index ?? rangeText.length;
    const range = rangeText.slice(start, end).replace(/[\s/;,|]+$/, "").trim();
    const nums = [...label.matchAll(/\d+/g)].map((n) => Number(n[0]));
    let minAge = 0;
    let maxAge = Infinity;
    if (nums.length >= 2) [minAge, maxAge] = [nums[0]!, nums[1]!];
    else if (nums.length === 1 && MORE.test(label)) minAge = nums[0]!;
    else if (nums.length === 1 && LESS.test(label)) maxAge = nums[0]!;
    else if (nums.length === 1) [minAge, maxAge] = [nums[0]!, nums[0]!];
    if (range) bands.push({ minAge, maxAge, range });
  });
  if (before && bands.length) bands.push({ minAge: 0, maxAge: Infinity, range: before });
  return bands.length ? bands : null;
}

/**
 * The range text to evaluate against: the band holding the patient's age; "" when the text is age-banded and
 * the age is unknown or falls in no band; the text itself when it has no age bands.
 */
export function rangeForAge(rangeText: string, ageYears: number | undefined): { range: string; banded: boolean } {
  const bands = readAgeBands(rangeText);
  if (!bands) return { range: rangeText, banded: false };
  if (ageYears === undefined) return { range: "", banded: true };
  const age = Math.floor(ageYears);
  const band = bands.find((b) => age >= b.minAge && age <= b.maxAge);
  return { range: band?.range ?? "", banded: true };
}
