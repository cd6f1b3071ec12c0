// The evaluation of one result: one of the contract's seven keywords. Pure and deterministic: the printed
// range first, the knowledge-base interval (for the patient's sex and age, converted into the printed unit)
// when nothing was printed, and the analyte's critical limits (converted likewise) on top.
//
// Borderline (the margin, recorded in docs/decisions.md):
//   two-sided range [min, max]:  margin = 5 % of the range width (max − min), but at most 10 % of the limit
//     that is crossed — a wide range with a small lower limit (ferritin 15–150) must not call 9 "slightly low";
//   one-sided range (< max or > min): margin = 5 % of the printed limit's absolute value.
//   A value outside the range by no more than the margin (inclusive) is borderline_low / borderline_high;
//   further out it is low / high; beyond a critical limit it is critical_low / critical_high.
//   Values on a limit are inside (ranges are read as inclusive: "< 5" and "0–5" both accept 5).
//   Critical: strictly beyond analyte.critical.low / .high (converted to the printed unit); checked first.
// Censored results ("<0.5", ">1000") are never borderline and never critical: only the side of a limit is known.
import { conversionFor } from "./convert";
import { parseResult, type ParsedResult } from "./parse-result";
import { foldQualitative, quantityRank, readQualitative, type QualitativeReading } from "./qualitative-terms";
import { referenceIntervalFor, type Interval } from "./reference-interval";
import type { Analyte, Evaluation, PatientContext } from "./types";

/** Fraction of the range width (or of a one-sided limit) inside which an out-of-range value is borderline. */
export const BORDERLINE_FRACTION = 0.05;
/** Cap of a two-sided range's margin, as a fraction of the limit that is crossed. */
export const BORDERLINE_LIMIT_CAP = 0.1;

export interface RangeLike {
  min: number | null;
  max: number | null;
}

/**
 * Evaluates a printed result against the printed range, falling back to the knowledge base. `unit` is the
 * printed unit (needed to convert knowledge-base ranges and critical limits; absent = the analyte's unit when
 * the value is plausible in it).
 */
export function evaluate(
  value: number | string,
  range: RangeLike | null,
  analyte: Analyte | null,
  patient?: PatientContext,
  unit?: string,
): Evaluation {
  return evaluateParsed(parseResult(value), range, analyte, patient, unit, null);
}

/** Evaluation from an already parsed result; `expectedText` is a printed qualitative reference ("negative"). */
export function evaluateParsed(
  result: ParsedResult,
  range: RangeLike | null,
  analyte: Analyte | null,
  patient: PatientContext | undefined,
  unit: string | undefined,
  expectedText: string | null,
): Evaluation {
  const printed = range !== null && (range.min !== null || range.max !== null) ? { low: range.min, high: range.max } : null;
  // A count printed as a field range ("2-4 /HPF") against a printed range ("0-3"): the lab's range judges it, by
  // the field range's midpoint (2-4 → 3, inside 0-3, as the lab that printed both left it unflagged). The
  // knowledge base's word scale judges field ranges only when nothing is printed.
  const fieldRange = result.value === null && printed ? /^(\d+(?:\.\d+)?)\s*[-–]\s*(\d+(?:\.\d+)?)$/.exec(result.text) : null;
  if (fieldRange && printed) return classifyValue((Number(fieldRange[1]) + Number(fieldRange[2])) / 2, null, printed, null);
  if (result.value === null) return evaluateQualitative(result, analyte, expectedText);
  // A urine test printed as a number against "negative" ("Proteínas | 30 mg/dL | Negativo", a strip's "75 Leu/µL |
  // Negativo"): anything measured above zero is more than the lab's reference allows (the printed word wins).
  // Urine only: a serology index ("0.12 S/CO | Non-reactive") is negative below its cut-off, not at zero.
  const expected = !printed && expectedText && analyte?.specimen === "urine" ? readQualitative(expectedText) : null;
  if (expected?.finding === "negative" && result.censored === null) return result.value > 0 ? "high" : "normal";
  const interval = printed ?? (analyte ? knowledgeBaseInterval(analyte, patient, unit, result.value) : null);
  // A value inside the lab's own printed range is never critical: a critical limit converted from the knowledge
  // base disagreeing with the lab can only mean a misread unit ("10³/µL" printed as "103/µL").
  const insidePrinted = printed !== null && (printed.low === null || result.value >= printed.low) && (printed.high === null || result.value <= printed.high);
  const critical = analyte && !insidePrinted ? criticalLimits(analyte, unit, result.value, printed) : null;
  return classifyValue(result.value, result.censored, interval, critical);
}

/**
 * Places a number against a normal interval and critical limits (same unit). See the file comment for the
 * borderline margin and the handling of censored values.
 */
export function classifyValue(
  value: number,
  censored: "<" | ">" | null,
  interval: Interval | null,
  critical: { low: number | null; high: number | null } | null,
): Evaluation {
  // A censored result ("<7.0", ">1000") is never critical: only the side of a limit is printed, not a value,
  // and a range-like token misread as a result must not raise an emergency.
  if (critical && censored === null) {
    if (critical.low !== null && value < critical.low) return "critical_low";
    if (critical.high !== null && value > critical.high) return "critical_high";
  }
  if (interval === null) return "normal";
  const { low, high } = interval;
  if (censored === "<") return low !== null && value <= low ? "low" : "normal";
  if (censored === ">") return high !== null && value >= high ? "high" : "normal";
  // A hair of tolerance so that a value exactly on the margin (5.075 for 3.5–5.0) is not lost to rounding.
  const within = (distance: number, side: "low" | "high") => distance <= borderlineMargin(interval, side) * (1 + 1e-9) + 1e-12;
  if (low !== null && value < low) return within(low - value, "low") ? "borderline_low" : "low";
  if (high !== null && value > high) return within(value - high, "high") ? "borderline_high" : "high";
  return "normal";
}

/** The borderline margin of an interval on the side a value crossed (file comment). */
export function borderlineMargin(interval: Interval, side: "low" | "high" = "low"): number {
  const { low, high } = interval;
  if (low !== null && high !== null) {
    const crossed = Math.abs(side === "low" ? low : high);
    return Math.min(BORDERLINE_FRACTION * (high - low), BORDERLINE_LIMIT_CAP * crossed);
  }
  const limit = low ?? high;
  return limit === null ? 0 : BORDERLINE_FRACTION * Math.abs(limit);
}

/**
 * The knowledge-base interval in the printed unit. Without a printed unit the analyte's own unit is assumed,
 * but only when the value is plausible in it (within a factor of 10 of the interval) — a glucose of 95 with no
 * unit is mg/dL, not 95 mmol/L, and gets no interval rather than a wrong one.
 */
export function knowledgeBaseInterval(
  analyte: Analyte,
  patient: PatientContext | undefined,
  unit: string | undefined,
  value: number | null,
): Interval | null {
  const interval = referenceIntervalFor(analyte, patient);
  if (interval === null) return null;
  const linear = canonicalToPrinted(analyte, unit, value ?? null, interval);
  if (linear === null) return null;
  return {
    low: interval.low === null ? null : interval.low * linear.factor + linear.offset,
    high: interval.high === null ? null : interval.high * linear.factor + linear.offset,
  };
}

function criticalLimits(
  analyte: Analyte,
  unit: string | undefined,
  value: number,
  printed: Interval | null,
): { low: number | null; high: number | null } | null {
  const c = analyte.critical;
  if (!c || (c.low === undefined && c.high === undefined)) return null;
  const interval = referenceIntervalFor(analyte, undefined);
  const linear = canonicalToPrinted(analyte, unit, value, interval, printed);
  if (linear === null) return null;
  return {
    low: c.low === undefined ? null : c.low * linear.factor + linear.offset,
    high: c.high === undefined ? null : c.high * linear.factor + linear.offset,
  };
}

/** Canonical → printed unit map; null when not convertible or (no unit printed) when the scale looks wrong. */
function canonicalToPrinted(
  analyte: Analyte,
  unit: string | undefined,
  value: number | null,
  interval: Interval | null,
  printed: Interval | null = null,
): { factor: number; offset: number } | null {
  if (analyte.unit === "") return null;
  if (unit !== undefined && unit.trim() !== "") {
    const linear = conversionFor(analyte.unit, unit, analyte) ?? conversionFor(analyte.unit, unit.toLowerCase(), analyte);
    // A printed range far off the converted reference interval means the unit was misread (OCR turns
    // "x10^3/uL" into "3/uL"): judge the scale as if no unit were printed rather than trust the conversion.
    if (linear && printed && interval && !withinScale(printed, interval, linear)) return canonicalToPrinted(analyte, undefined, value, interval, printed);
    return linear;
  }
  if (interval === null) return { factor: 1, offset: 0 };
  const reference = printed ? [printed.low, printed.high].filter((x): x is number => x !== null) : [];
  const probes = reference.length > 0 ? reference : value === null ? [] : [value];
  const lo = interval.low !== null && interval.low > 0 ? interval.low / 10 : -Infinity;
  const hi = interval.high !== null ? interval.high * 10 : Infinity;
  return probes.every((p) => p >= lo && p <= hi) ? { factor: 1, offset: 0 } : null;
}

/**
 * Qualitative results: the analyte's own lists first (critical → critical_high; abnormal → high, or low when the
 * abnormal finding is a negative such as "not immune", borderline_high for trace/equivocal; normal → normal),
 * then, without lists, the printed qualitative reference, then the generic reading (positive → high,
 * trace/equivocal → borderline_high, negative → normal). Unknown wording is not flagged.
 */
function evaluateQualitative(result: ParsedResult, analyte: Analyte | null, expectedText: string | null): Evaluation {
  const reading = result.qualitative;
  const scale = analyte?.qualitative;
  const printed = printedVerdict(result, reading, expectedText);
  if (scale) {
    const text = foldQualitative(result.text);
    const inList = (list: readonly string[] | undefined) => (list ?? []).some((w) => sameFinding(w, text, reading));
    if (inList(scale.critical)) return "critical_high";
    // The lab's printed reference word comes before the knowledge base's lists (issue 8: the printed word wins):
    // "Reagente" under "Não reagente" is outside the lab's reference even for a test whose positive is common.
    if (printed && !(scale.positiveProtects && inList(scale.normal))) return printed;
    if (inList(scale.normal) && !inList(scale.abnormal)) return "normal";
    if (inList(scale.abnormal)) {
      if (reading?.finding === "negative") return "low";
      if (reading?.finding === "trace" || reading?.finding === "equivocal") return "borderline_high";
      return "high";
    }
    if (inList(scale.normal)) return "normal";
    return "normal";
  }
  if (printed) return printed;
  const expected = expectedText ? readQualitative(expectedText) : null;
  if (reading && expected && expected.finding !== reading.finding) {
    if (expected.finding === "positive" && reading.finding === "negative") return "low";
  }
  if (reading === null) return "normal";
  switch (reading.finding) {
    case "negative":
    case "normal":
      return "normal";
    case "trace":
    case "equivocal":
      return "borderline_high";
    case "positive":
      return expected?.finding === "positive" ? "normal" : "high";
  }
}

/**
 * The verdict the printed reference word gives, when both it and the result are words it can compare: a count in
 * words above the printed one ("Numerosas" against "Raras") is high; a positive or trace result against a printed
 * negative is high or borderline; a negative against a printed positive is low; the same finding is normal.
 * Null when the reference is not printed or the words cannot be compared.
 */
function printedVerdict(result: ParsedResult, reading: QualitativeReading | null, expectedText: string | null): Evaluation | null {
  if (!expectedText) return null;
  const rank = quantityRank(result.text);
  const expectedRank = quantityRank(expectedText);
  if (rank !== null && expectedRank !== null) return rank > expectedRank ? "high" : "normal";
  const expected = readQualitative(expectedText);
  if (!reading || !expected) return null;
  if (expected.finding === "negative" || expected.finding === "normal") {
    if (reading.finding === "positive") return "high";
    if (reading.finding === "trace" || reading.finding === "equivocal") return "borderline_high";
    return "normal";
  }
  if (expected.finding === "positive") return reading.finding === "negative" ? "low" : "normal";
  return null;
}

/** A list word and a printed result are the same finding: same folded text, or same reading and grade. */
function sameFinding(listWord: string, foldedResult: string, reading: QualitativeReading | null): boolean {
  const word = foldQualitative(listWord);
  if (word === foldedResult) return true;
  if (reading === null) return false;
  const listReading = readQualitative(listWord);
  if (listReading === null || listReading.finding !== reading.finding) return false;
  // "positive" in a list covers every plus grade; "2+" in a list means that grade only.
  return listReading.grade === 0 || listReading.grade === reading.grade;
}

/** True when every printed bound lies within a factor of 10 of the reference interval converted to its unit. */
function withinScale(printed: Interval, interval: Interval, linear: { factor: number; offset: number }): boolean {
  const lo = interval.low !== null && interval.low > 0 ? (interval.low * linear.factor + linear.offset) / 10 : -Infinity;
  const hi = interval.high !== null ? (interval.high * linear.factor + linear.offset) * 10 : Infinity;
  return [printed.low, printed.high].every((b) => b === null || (b >= lo && b <= hi));
}
