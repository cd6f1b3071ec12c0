// Parsed lab rows → parameters the answer can stand behind. Between the parser and the interpretation sit the
// checks a careful reader makes (docs/decisions.md, "Lab report parser"):
//   - the printed word wins: the printed range (per age band when printed so), the lab's own flag kept when the
//     computed evaluation disagrees (with a warning); the knowledge base's range only when nothing is printed;
//   - plausibility: a value far off its printed range or outside what a human sample can show is re-read
//     (thousands separator, decimal point, a flag arrow read as a digit, another number on the row); if it still
//     does not fit it is returned with low confidence and a warning, and never interpreted, scored or escalated;
//   - escalation: a critical evaluation only from a confident row with a printed, uncensored value.
import { rangeForAge } from "@/lib/documents/lab/age-bands";
import { MISREAD_ARROW_GLYPH } from "@/lib/documents/lab/repair";
import { ESCALATION_THRESHOLD, REVIEW_THRESHOLD, round2 } from "@/lib/documents/lab/evidence";
import type { LabRow, RowSource } from "@/lib/documents/lab/types";
import type { DocumentWarning } from "@/lib/documents/types";
import { normalizeParameter, parseResult } from "@/lib/knowledge/analytes";
import { parseUnit } from "@/lib/knowledge/analytes/parse-unit";
import { isPhysiologicallyPossible } from "@/lib/knowledge/analytes/physiologic-bounds";
import { readableNumber } from "@/lib/knowledge/analytes/readable-number";
import type { Evaluation, NormalizedParameter, PatientContext } from "@/lib/knowledge/analytes/types";

export type WarningCode =
  | "flag_disagreement"
  | "value_reread"
  | "implausible_value"
  | "unreadable_value"
  | "critical_unconfirmed"
  | "age_band_unknown"
  | "range_unreadable"
  | "range_rescaled"
  | "low_confidence_rows"
  | "low_coverage";

export interface ExtractionWarning {
  /** A row-level or answer-level code above, or one of the document reader's codes (OCR, empty pages). */
  code: WarningCode | DocumentWarning["code"];
  message: string;
  /** Index into the answer's parameters, when the warning is about one row. */
  parameterIndex?: number;
}

/** What the page says about one parameter and how far the answer trusts it. */
export interface ParameterEvidence {
  confidence: number;
  needsReview: boolean;
  source: RowSource | null;
  previousResult: string | null;
  /** The lab's printed flag (H, L, HH, LL or *), verbatim meaning; null when none was printed. */
  printedFlag: string | null;
  rangeSource: "printed" | "reference_database" | "none";
  /** False when the value did not fit even after re-reading: never interpreted, scored or escalated. */
  plausible: boolean;
}

export interface ReportedParameter extends NormalizedParameter {
  evidence: ParameterEvidence;
}

/** A value this far off its printed range (factor) is re-read before it is believed. */
const OFF_RANGE_FACTOR = 20;

function interval(p: NormalizedParameter): { lo: number | null; hi: number | null } {
  return { lo: p.rangeMin, hi: p.rangeMax };
}

/** True when the value is orders of magnitude off the printed range (or the range is not printed). */
function offPrintedRange(p: NormalizedParameter): boolean {
  if (p.value === null || p.rangeSource !== "printed") return false;
  const { lo, hi } = interval(p);
  return (lo !== null && lo > 0 && p.value < lo / OFF_RANGE_FACTOR) || (hi !== null && hi > 0 && p.value > hi * OFF_RANGE_FACTOR);
}

/** Which side of its printed range the value lies on, or null when inside it (or no printed range). */
function sideOfPrintedRange(p: NormalizedParameter): "high" | "low" | null {
  if (p.value === null || p.rangeSource !== "printed") return null;
  const { lo, hi } = interval(p);
  return lo !== null && p.value < lo ? "low" : hi !== null && p.value > hi ? "high" : null;
}

/**
 * The printed range read in thousands (or millions, or thousandths) of the value's unit, when that alone brings the
 * value near it: the factor a range's "x10³" stood for.
 */
function rescaledRange(rangeText: string | undefined, normalize: (rangeText: string) => NormalizedParameter): { p: NormalizedParameter; factor: number } | null {
  if (!rangeText || !/^[<>≤≥]?\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?$/.test(rangeText.trim())) return null;
  for (const factor of [1000, 1_000_000, 0.001]) {
    const scaled = rangeText.trim().replace(/\d+(?:\.\d+)?/g, (n) => String(Number((Number(n) * factor).toPrecision(12))));
    const p = normalize(scaled);
    if (p.value !== null && p.rangeSource === "printed" && !offPrintedRange(p) && nearPrintedRange(p)) return { p, factor };
  }
  return null;
}

/** Near the printed range: within a factor of 3 of its bounds. */
function nearPrintedRange(p: NormalizedParameter): boolean {
  if (p.value === null) return false;
  const { lo, hi } = interval(p);
  return (lo === null || lo <= 0 || p.value >= lo / 3) && (hi === null || hi <= 0 || p.value <= hi * 3);
}

/** True when the row printed no unit the knowledge base understands. */
function unitUnread(row: LabRow): boolean {
  return !row.unit || parseUnit(row.unit) === null;
}

function physiologic(p: NormalizedParameter): boolean {
  return p.analyteId === null || p.canonicalValue === null || isPhysiologicallyPossible(p.analyteId, p.canonicalValue);
}

/**
 * A percentage analyte (a differential, a saturation) above 100: no unread unit explains it — a share cannot exceed
 * the whole. Seen on a curled photo whose names slid one row: "NEUTROPHILS" beside the WBC's "8700 … 4,000 - 11,000".
 */
function shareAbove100(p: NormalizedParameter): boolean {
  return p.canonicalUnit === "%" && p.canonicalValue !== null && p.canonicalValue > 100;
}

/** Other readings of a printed result, most likely first (see file comment). */
function rereadCandidates(row: LabRow, ocr: boolean): string[] {
  const printed = (row.printedResult || row.result).replace(/^[<>≤≥]\s*/, "").trim();
  const out: string[] = [];
  // "5,100" → 5100; never "0.005" (a TSH of 0.005 had been read as 5): no number's first group is a lone zero.
  if (/^[1-9]\d{0,2}(?:[.,'’ ]\d{3})+$/.test(printed)) out.push(printed.replace(/[.,'’ ]/g, ""));
  if (/^\d{1,3}[.,]\d{3}$/.test(printed)) out.push(printed.replace(",", ".")); // "5.100" → 5.1
  if (ocr && /^\d+[.,]\d{2,}$/.test(printed) && /[17]$/.test(printed)) out.push(printed.slice(0, -1).replace(",", ".")); // "27.91": ↓ read as 1
  // OCR lost the decimal point ("11.7" read "117" against 11.0–16.0 g/dL): the number with one or two decimals.
  if (ocr && /^\d{2,4}$/.test(printed)) out.push(String(Number(printed) / 10), String(Number(printed) / 100));
  // A flag arrow printed before the value and read as its first digit ("↓ 3,62" → "13.62", "↑ 452" → "7452").
  if (ocr && /^[147]\s?\d/.test(printed)) out.push(printed.slice(1).trim().replace(",", ".")); // "7 452": read as a thousands group
  // Another number on the row may be the value printed twice (SI and conventional), never the previous result: that
  // is another day's measurement (an unreadable "62" was "re-read" as last time's 6,0).
  out.push(...(row.otherNumbers ?? []).filter((n) => n !== row.previousResult));
  const candidates = [...new Set(out)].filter((c) => c !== row.result);
  // OCR guesses: a reading printed with the precision of its range first ("7452" against 180 - 320 is 452, not 745.2).
  if (!ocr) return candidates;
  const decimals = printedBounds(row).decimals;
  return candidates.map((c, i) => ({ c, i, off: decimalsOf(c) === decimals ? 0 : 1 })).sort((a, b) => a.off - b.off || a.i - b.i).map((x) => x.c);
}

/** Decimals of a printed number ("7,15" → 2). */
const decimalsOf = (n: string) => /[.,](\d+)$/.exec(n)?.[1]?.length ?? 0;

/** The numbers of the row's printed range, and the most decimals any of them carries. */
function printedBounds(row: LabRow): { bounds: string[]; decimals: number } {
  const bounds = (row.printedRange ?? row.rangeText ?? "").match(/\d+(?:[.,]\d+)?/g) ?? [];
  return { bounds, decimals: Math.max(0, ...bounds.map(decimalsOf)) };
}

/**
 * Why an OCR'd value that looks fine cannot be trusted as read, or null (seen on phone photos; each is a general
 * OCR misread, not a lab's print): a flag arrow glued to the number and read as ':' or ';' (the digits beside it
 * are uncertain too); one decimal more than the printed range carries, ending in 1 or 7 (an arrow read as a digit,
 * "27.9↓" → "27.91"); a whole number about ten or a hundred times its decimal printed range (a decimal mark lost,
 * "7,1" → "71"); a value about a tenth of its two-sided range (a digit lost, "11.2" → "1.2"); a single whole digit
 * against a range printed with decimals ("1.1" → "1").
 */
function ocrValueDoubt(row: LabRow, p: NormalizedParameter, arrowPage = false): string | null {
  const printed = (row.printedResult || row.result).trim();
  const digits = /^[<>≤≥]?\s*(\d+(?:[.,]\d+)?)/.exec(printed)?.[1];
  if (!digits) return null;
  // On a page whose flag arrows OCR reads as digits (two rows or more proved it by their decimals), a whole number
  // ending in a digit an arrow is read as, whose other digits lie just outside the range, may be such a reading
  // too ("Ferritin 7↓" read as 74 against 15–150, the lab's low called normal). As read it fits the range, so it is
  // kept — and goes to review: the page cannot tell 74 from 7↓.
  if (arrowPage && /^\d{2,}$/.test(digits) && /[147]$/.test(digits) && p.rangeSource === "printed") {
    const { lo, hi } = interval(p);
    const v = Number(digits.slice(0, -1));
    const outside = (lo !== null && v < lo) || (hi !== null && v > hi);
    const near = (lo === null || v >= lo / 3) && (hi === null || v <= hi * 3);
    if (outside && near) return "its last digit may be the lab's flag arrow, which this page's OCR reads as a digit";
  }
  const escaped = digits.replace(/[.,]/g, "[.,]");
  if (new RegExp(`(?:^|\\s)${escaped}${MISREAD_ARROW_GLYPH}(?=\\s|$)`).test(row.source?.text ?? "")) return "a flag mark printed beside it was misread";
  const { bounds, decimals: rangeDecimals } = printedBounds(row);
  if (!bounds.length || p.value === null) return null;
  if (decimalsOf(digits) === rangeDecimals + 1 && /[17]$/.test(digits) && rangeDecimals >= 1) return "its last digit may be a flag arrow";
  // Labs print a value with its range's precision: a single whole digit against a decimal range lost its decimals
  // ("1.1" read "1"), unless the range's bounds are whole numbers written with ".0".
  if (/^\d$/.test(digits) && bounds.some((b) => /[.,]\d*[1-9]/.test(b))) return "its decimals may have been lost";
  const { lo, hi } = interval(p);
  const v = p.value;
  const inRange = (x: number) => lo !== null && hi !== null && x >= lo && x <= hi;
  // The reader put back a decimal mark it did not see ("1841" read as 18.41 against 12.0–16.0; the page said 13,1):
  // a restored value outside the lab's own range is a guess, not a finding.
  if (row.repairs.includes("value_decimal_restored") && lo !== null && hi !== null && !inRange(v)) return "its decimal mark was put back by guess";
  const nearTwoSided = (x: number) => lo !== null && lo > 0 && hi !== null && hi > lo && x >= lo / 1.5 && x <= hi * 1.5;
  // A whole number above a decimal range whose tenth lies inside it ("0.5" → "5" against 0.2-1.0), or far above a
  // two-sided one and near it once divided. Above an upper limit alone a high whole number is common (CRP 56 vs <5).
  if (rangeDecimals >= 1 && !/[.,]/.test(digits) && hi !== null && hi > 0 && v > hi) {
    if ([10, 100].some((k) => inRange(v / k) || (v > hi * 5 && nearTwoSided(v / k)))) return "its decimal mark may have been lost";
  }
  // Far below a two-sided range, a digit lost ("11.2" → "1.2", "124" → "12.4") when ten times the value fits it.
  if (lo !== null && lo > 0 && v < lo / 5 && [10, 100].some((k) => nearTwoSided(v * k))) return "a digit may have been lost";
  return null;
}

/**
 * The reading of an OCR'd value whose last character is the lab's flag arrow read as a digit ("11,6↓" → "11,61",
 * "28↑" → "281", "118↓" → "1181"), or null. Taken only when the page itself says so: the last digit is one an arrow
 * is read as (1, 4, 7); the value carries one decimal more than its two-sided printed range (which has decimals),
 * or is a whole number more than three times the range's upper end; and the number without that digit lies
 * outside the range but near it — which is why the lab printed an arrow. Without its last digit but inside the
 * range there is no arrow to explain: the value stays as read (and goes to review, ocrValueDoubt).
 */
function arrowDigitReading(row: LabRow, p: NormalizedParameter): string | null {
  const printed = (row.printedResult || row.result).trim();
  if (!/^\d+(?:[.,]\d+)?$/.test(printed) || !/[147]$/.test(printed) || p.rangeSource !== "printed") return null;
  const { lo, hi } = interval(p);
  if (lo === null && hi === null) return null;
  const rangeDecimals = printedBounds(row).decimals;
  // The row's previous result shows the precision the lab prints this value with.
  const expected = Math.max(rangeDecimals, row.previousResult && /^\d+(?:[.,]\d+)?$/.test(row.previousResult) ? decimalsOf(row.previousResult) : 0);
  const decimals = decimalsOf(printed);
  const plainDigits = (x: string) => x.replace(/[.,]/g, "");
  // The parser's normalised result ("11.61") keeps the decimal mark the page used; a whole number has none.
  const base = plainDigits(row.result) === plainDigits(printed) ? row.result : printed;
  let stripped: string;
  // One decimal more than the lab prints: against a range with decimals, or two decimals or more against a whole
  // range ("29.81" against 35-45; "11.4" against 4-10 is an ordinary print).
  if (decimals > expected && (rangeDecimals >= 1 || decimals >= 2)) stripped = base.slice(0, -1);
  else if (decimals === 0 && expected === 0 && lo !== null && hi !== null && hi > lo && printed.length >= 2 && Number(printed) > hi * 3) stripped = printed.slice(0, -1);
  else return null;
  const v = Number(stripped.replace(",", "."));
  const outside = (lo !== null && v < lo) || (hi !== null && v > hi);
  const near = (lo === null || v >= lo / 3) && (hi === null || v <= hi * 3);
  return Number.isFinite(v) && outside && near ? stripped : null;
}

/** True when the row's printed line shows a colon (or semicolon) right before its value ("Monocytes : 7.4"). */
const colonBeforeValue = (row: LabRow) => {
  const v = (row.printedResult || row.result).trim();
  const text = row.source?.text ?? "";
  const at = v ? text.indexOf(v) : -1;
  return at > 0 && /[:;]\s*$/.test(text.slice(0, at));
};

/**
 * On a photo of a page that prints "Name : value" on most rows, a row whose colon is missing and whose value starts
 * with a digit a colon is misread as (":7.4" → "27.4", ":99.3" → "799.3", ":0.2" → "70.2") is read without that
 * digit — when the number as read is outside the printed range and the rest falls near it. Returns the re-read.
 */
function colonDigitReading(row: LabRow, p: NormalizedParameter, colonLayout: boolean): string | null {
  if (!colonLayout || colonBeforeValue(row) || p.rangeSource !== "printed") return null;
  // A flag glued after the number ("210.2L") is the lab's; the colon is in front.
  const printed = (row.printedResult || row.result).trim().replace(/\s*(?:[HLhl]{1,2}|\*{1,2}|[↑↓])$/, "");
  const { lo, hi } = interval(p);
  if (lo === null && hi === null) return null;
  const inside = (v: number) => (lo === null || v >= lo) && (hi === null || v <= hi);
  const near = (v: number) => (lo === null || v >= lo / 3) && (hi === null || v <= hi * 3);
  // The colon read as a comparator ("Neutrophils > 58" on a page of "Name : value" rows): no censored result.
  const censored = /^[<>]\s*(\d+(?:[.,]\d+)?)$/.exec(printed);
  if (censored && inside(Number(censored[1]!.replace(",", ".")))) return censored[1]!;
  if (!/^[123789]\d*(?:[.,]\d+)?$/.test(printed) || printed.replace(/[.,]/g, "").length < 2) return null;
  const stripped = printed.slice(1).replace(/^[.,]/, "0.");
  const v = Number(stripped.replace(",", "."));
  const asRead = Number(printed.replace(",", "."));
  return Number.isFinite(v) && ((!inside(asRead) && inside(v)) || (!near(asRead) && near(v))) ? stripped : null;
}

const FLAG_DIRECTION: Record<string, "high" | "low" | "abnormal"> = { H: "high", HH: "high", L: "low", LL: "low", "*": "abnormal" };

/** The evaluation the lab's flag stands for, given the computed one (which keeps its severity when it agrees). */
function evaluationFromFlag(flag: string, computed: Evaluation, p: NormalizedParameter): Evaluation | null {
  const dir = FLAG_DIRECTION[flag];
  if (!dir) return null;
  if (dir === "high") return computed.endsWith("high") ? null : "high";
  if (dir === "low") return computed.endsWith("low") ? null : "low";
  if (computed !== "normal") return null;
  // "*" flags without a direction: the side of the range the value lies on.
  const { lo, hi } = interval(p);
  if (p.value === null || (lo === null && hi === null)) return "high";
  const mid = lo !== null && hi !== null ? (lo + hi) / 2 : (lo ?? hi)!;
  return p.value < mid ? "low" : "high";
}

/** Right-to-left letters: in such rows a range printed high to low is the script's visual order, not a misread. */
const RTL_TEXT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** True when the printed range of a (left-to-right) row reads high to low: "(9.20-0.50)". */
function reversedPrintedRange(row: LabRow): boolean {
  const printed = row.printedRange ?? "";
  if (RTL_TEXT.test(`${row.name} ${row.source?.text ?? ""}`)) return false;
  const m = /(\d+(?:[.,]\d+)?)\s*(?:-|–|—|to|a|bis|до)\s*(\d+(?:[.,]\d+)?)/u.exec(printed);
  if (!m) return false;
  return Number(m[1]!.replace(",", ".")) > Number(m[2]!.replace(",", "."));
}

/** Share of the printed range's width within which a value counts as near a limit (a lab may flag it). */
const NEAR_LIMIT_SHARE = 0.1;

/**
 * True when a directional flag points away from where the value sits inside the lab's PRINTED range: an L on a
 * value more than a tenth of the range's width above the lower limit, an H likewise below the upper limit, a
 * "*" on a value near neither limit. Near a limit, or against a database range, the lab's flag is believed.
 */
function flagContradictsPrintedRange(flag: string, p: NormalizedParameter): boolean {
  const { lo, hi } = interval(p);
  if (p.rangeSource !== "printed" || p.value === null || lo === null || hi === null || hi <= lo) return false;
  if (p.value < lo || p.value > hi) return false;
  const margin = (hi - lo) * NEAR_LIMIT_SHARE;
  const clearOfLow = p.value - lo > margin;
  const clearOfHigh = hi - p.value > margin;
  const dir = FLAG_DIRECTION[flag];
  if (dir === "low") return clearOfLow;
  if (dir === "high") return clearOfHigh;
  return clearOfLow && clearOfHigh;
}

function deEscalate(e: Evaluation): Evaluation {
  return e === "critical_high" ? "high" : e === "critical_low" ? "low" : e;
}

/** Range bounds that came from the knowledge base (converted between units) are rounded to readable precision. */
function readableRanges(p: NormalizedParameter): NormalizedParameter {
  if (p.rangeSource !== "knowledge_base") return p;
  const r = (x: number | null) => (x === null ? null : readableNumber(x));
  return { ...p, rangeMin: r(p.rangeMin), rangeMax: r(p.rangeMax), rangeNormalMin: r(p.rangeNormalMin), rangeNormalMax: r(p.rangeNormalMax) };
}

/**
 * Normalises parsed rows for a patient and attaches their evidence. Returns one parameter per row (same order)
 * and the row-level warnings. `ocrPages` lists pages read by OCR (their rows may carry OCR-specific misreads).
 */
export function trustRows(
  rows: LabRow[],
  patient: PatientContext,
  language: string,
  ocrPages: ReadonlySet<number> = new Set(),
): { parameters: ReportedParameter[]; warnings: ExtractionWarning[] } {
  const neighbours = rows.map((r) => r.name);
  const warnings: ExtractionWarning[] = [];
  // A page that prints "Name : value" on most of its OCR'd rows (see colonDigitReading).
  const ocrRows = rows.filter((r) => ocrPages.has(r.page) && /^\d/.test(r.result));
  const colonLayout = ocrRows.length >= 4 && ocrRows.filter(colonBeforeValue).length * 2 >= ocrRows.length;
  // Each row as read, once: its age band, its normalised reading, and whether its last digit is a flag arrow OCR read
  // as a digit (the explanation the page itself gives).
  const firstReadings = rows.map((row) => {
    const band = rangeForAge((row.rangeText ?? "").trim(), patient.ageYears);
    const p = normalizeParameter({ ...row, rangeText: band.range }, patient, { language, neighbours });
    return { band, p, arrowRead: ocrPages.has(row.page) ? arrowDigitReading(row, p) : null };
  });
  // Pages whose flag arrows OCR reads as digits: two rows or more show it by a decimal too many.
  const arrowRows = new Map<number, number>();
  rows.forEach((row, i) => {
    if (firstReadings[i]!.arrowRead) arrowRows.set(row.page, (arrowRows.get(row.page) ?? 0) + 1);
  });
  const parameters = rows.map((row, index): ReportedParameter => {
    const warn = (code: WarningCode, message: string) => warnings.push({ code, message, parameterIndex: index });
    const printedRangeText = (row.rangeText ?? "").trim();
    const { band, arrowRead } = firstReadings[index]!;
    if (band.banded && !band.range) warn("age_band_unknown", `${row.name}: the printed range depends on age; the patient's age is not known, so no band was chosen.`);
    const normalizeWith = (result: string) =>
      normalizeParameter({ ...row, result, rangeText: band.range }, patient, { language, neighbours });
    let p = firstReadings[index]!.p;
    let confidence = row.confidence ?? 0.5;
    let plausible = true;
    let rescaled: { p: NormalizedParameter; factor: number } | null = null;
    const ocr = ocrPages.has(row.page);

    const colonRead = ocr && !arrowRead ? colonDigitReading(row, p, colonLayout) : null;
    if (colonRead) {
      p = normalizeWith(colonRead);
      warn("value_reread", `${row.name}: printed "${row.printedResult}" read as ${colonRead}: its first character looks like the colon before it; check the value.`);
      confidence = Math.min(confidence, REVIEW_THRESHOLD - 0.05);
    }
    if (arrowRead) {
      p = normalizeWith(arrowRead);
      warn("value_reread", `${row.name}: printed "${row.printedResult}" read as ${arrowRead}: its last character looks like the lab's flag arrow; check the value.`);
      confidence = Math.min(confidence, REVIEW_THRESHOLD - 0.05);
    }
    // A possible value far off its printed range on the side the lab's own flag names is the lab's finding, not a
    // misreading: a suppressed TSH "0.005 ↓" against 0.270–4.200 had been re-read as 5, then had its range
    // "rescaled" to 0.00027–0.0042.
    // A re-reading of the number that lands near the range on the flagged side still wins (a thousands group read as
    // a decimal point, say): the flag confirms the side, not the digits.
    const offRange = p.value !== null && (offPrintedRange(p) || !physiologic(p));
    const candidates = offRange ? rereadCandidates(row, ocr).map(normalizeWith) : [];
    const flagged = FLAG_DIRECTION[row.flag ?? ""];
    const flagConfirms =
      offRange && physiologic(p) && flagged !== undefined && flagged === sideOfPrintedRange(p) &&
      !candidates.some((c) => c.value !== null && physiologic(c) && nearPrintedRange(c) && sideOfPrintedRange(c) === flagged);
    if (offRange && !flagConfirms) {
      const reread = candidates.find((c) => c.value !== null && physiologic(c) && (c.rangeSource !== "printed" || nearPrintedRange(c)));
      if (reread) {
        warn("value_reread", `${row.name}: printed "${row.printedResult}" did not fit its range; read as ${reread.value}.`);
        // A decimal point put back where OCR lost it is a guess the page does not show: to review.
        // A decimal point put back, or a first digit taken for an arrow, is a guess the page does not show: to review.
        const printedText = (row.printedResult || row.result).trim();
        const [digitsBefore, digitsAfter] = [printedText, reread.result].map((x) => x.replace(/[.,\s]/g, ""));
        const decimalPut = !/[.,]/.test(printedText) && /[.,]/.test(reread.result);
        const firstDigitDropped = digitsBefore !== digitsAfter && digitsBefore!.length === digitsAfter!.length + 1 && digitsBefore!.endsWith(digitsAfter!);
        const guessed = ocr && (decimalPut || firstDigitDropped);
        p = reread;
        confidence = guessed ? Math.min(confidence * 0.8, REVIEW_THRESHOLD - 0.05) : confidence * 0.8;
      } else if (!physiologic(p) && unitUnread(row) && p.rangeSource === "printed" && nearPrintedRange(p) && !shareAbove100(p)) {
        // The value fits the lab's own printed range; only the unit was not read ("cells/meL"), so the bound
        // was checked in a unit the lab did not use. Not a reading error: no alarm, a little less confidence.
        confidence *= 0.9;
      } else if (physiologic(p) && (rescaled = rescaledRange(band.range, (text) => normalizeParameter({ ...row, result: p.result, rangeText: text }, patient, { language, neighbours })))) {
        // "Plaquettes 254 000 /mm3 | 150 à 400" with the range's "x10³" lost (OCR, or printed in the heading): the
        // range is in thousands of the value's unit. Judged against it as printed, the count came back high.
        warn("range_rescaled", `${row.name}: the printed range "${row.printedRange ?? band.range}" fits ${p.value} only ×${rescaled.factor}; it was read so — check the units.`);
        p = rescaled.p;
        confidence = Math.min(confidence * 0.8, REVIEW_THRESHOLD - 0.05);
      } else if (!physiologic(p)) {
        plausible = false;
        confidence = Math.min(confidence, 0.3);
        warn("implausible_value", `${row.name}: ${row.printedResult} ${row.unit ?? ""} is outside what a human sample can show; check the reading.`.replace(/\s+;/, ";"));
      } else {
        confidence *= 0.6;
      }
    }
    const measured = p.analyteId !== null && (p.type === "range" || p.rangeMin !== null || p.rangeMax !== null);
    // A count printed as a range ("15-20 /HPF", urine sediment) is what the lab reports, not a misread number.
    const rangeResult = /^\d+(?:[.,]\d+)?\s*[-–]\s*\d+(?:[.,]\d+)?$/.test(p.result.trim());
    if (p.value === null && measured && !rangeResult && parseResult(p.result).qualitative === null) {
      // A measured analyte whose result is not a number (OCR garbage such as "ГРИ", or "'26.2*" with marks glued
      // on): take the number inside when there is one and it fits; otherwise the row is unreadable — never a
      // confident "normal".
      const digits = /[<>≤≥]?\s*\d+(?:[.,]\d+)?/.exec(row.printedResult || row.result)?.[0]?.replace(/\s+/g, "");
      const reread = digits ? normalizeWith(digits) : null;
      if (reread && reread.value !== null && physiologic(reread)) {
        warn("value_reread", `${row.name}: printed "${row.printedResult}" is not a plain number; read as ${reread.value}.`);
        p = reread;
        confidence *= 0.7;
      } else {
        plausible = false;
        confidence = Math.min(confidence, 0.3);
        warn("unreadable_value", `${row.name}: the printed result "${row.printedResult}" is not a number; check the reading.`);
      }
    }
    const doubt = ocr && plausible && !arrowRead && !colonRead ? ocrValueDoubt(row, p, (arrowRows.get(row.page) ?? 0) >= 2) : null;
    if (doubt && confidence >= REVIEW_THRESHOLD - 0.05) {
      warn("value_reread", `${row.name}: the reading "${row.printedResult}" is uncertain (${doubt}); check the value.`);
      confidence = REVIEW_THRESHOLD - 0.05;
    }
    // The printed word wins: reference_range stays exactly as printed.
    p = { ...p, referenceRange: (row.printedRange ?? printedRangeText).trim() || printedRangeText };
    // An arrow read as a digit was the lab's flag: its direction is lost, the side of the range decides.
    const flag = row.flag ?? (arrowRead ? "*" : null);
    if (band.banded && !band.range) {
      // Age-banded range, age unknown: no guessed band and no database range stand in; the lab's flag decides.
      p = { ...p, rangeMin: null, rangeMax: null, rangeNormalMin: null, rangeNormalMax: null, rangeSource: "none" };
      p.evaluation = flag ? (evaluationFromFlag(flag, "normal", p) ?? "normal") : "normal";
      confidence *= 0.9;
    }
    const reversed = ocr && reversedPrintedRange(row);
    if (reversed || (ocr && row.repairs.includes("range_unreadable"))) {
      // Seen on real scans: "(9.20-0.50)", "(370-54.0)" — a range OCR misread (a lost decimal point or digit),
      // not one a lab prints — and "35-175" for a haemoglobin's 13,5 – 17,5, whose bounds fit the test in no
      // reading (repair.ts). Putting its ends in order or guessing the lost digit would invent a range; neither it
      // nor a database range stands in (the database's 13.2–16.6 called a 16.9 high that the lab's 17.5 does not):
      // the lab's flag alone decides, and the row goes to review.
      const why = reversed ? "runs high to low" : "does not fit this test in any reading";
      warn("range_unreadable", `${row.name}: the printed range "${p.referenceRange}" ${why}; it was misread — check it.`);
      p = { ...p, rangeMin: null, rangeMax: null, rangeNormalMin: null, rangeNormalMax: null, rangeSource: "none" };
      p.evaluation = flag ? (evaluationFromFlag(flag, "normal", p) ?? "normal") : "normal";
      confidence = Math.min(confidence, REVIEW_THRESHOLD - 0.05);
    }
    let evaluation = p.evaluation;
    if (flag) {
      const fromFlag = evaluationFromFlag(flag, evaluation, p);
      if (fromFlag && flagContradictsPrintedRange(flag, p)) {
        // Seen on real reports: a dash of an empty cumulative column or a stray letter read as the flag of a value
        // well inside the lab's own printed range (potassium 4.9 against 3.5–5.1 "flagged L"). The lab's printed
        // range and its flag cannot both be right; neither is trusted over the other: the row keeps the computed
        // evaluation and its printed flag, and goes to review instead of reaching the interpretation.
        warn("flag_disagreement", `${row.name}: the flag ${flag} does not fit ${row.printedResult} inside the lab's own range ${p.referenceRange}; check this row.`);
        confidence = Math.min(confidence, REVIEW_THRESHOLD - 0.05);
      } else if (fromFlag) {
        warn("flag_disagreement", `${row.name}: the lab flagged ${flag}; the computed evaluation was ${evaluation}. The lab's flag is kept.`);
        evaluation = fromFlag;
      }
    }
    // An impossible value is never escalated. Without a flag, the side of the lab's own printed range still speaks
    // when the value is on its scale (within 3× of it): "Créatinine 241 | mol/l | 45 à 84", its µ lost, is no
    // possible creatinine in mol/l, but it is above the range printed beside it — it had come back "normal".
    const printedSide = p.rangeSource === "printed" && nearPrintedRange(p) ? deEscalate(evaluation) : "normal";
    if (!plausible) evaluation = flag ? (evaluationFromFlag(flag, "normal", p) ?? deEscalate(evaluation)) : printedSide;
    const censored = parseResult(p.result).censored !== null;
    if (evaluation.startsWith("critical") && (confidence < ESCALATION_THRESHOLD || censored)) {
      warn("critical_unconfirmed", `${row.name}: beyond a critical limit, but the reading is not certain enough to call it critical; please verify.`);
      evaluation = deEscalate(evaluation);
    }
    confidence = round2(confidence);
    return {
      ...readableRanges({ ...p, evaluation }),
      evidence: {
        confidence,
        needsReview: confidence < REVIEW_THRESHOLD || !plausible,
        source: row.source ?? null,
        previousResult: row.previousResult ?? null,
        printedFlag: flag,
        rangeSource: p.rangeSource === "printed" ? "printed" : p.rangeSource === "knowledge_base" ? "reference_database" : "none",
        plausible,
      },
    };
  });
  return { parameters, warnings };
}

/** The parameters the interpretation, health score and risks may use: plausible and confident enough. */
export function interpretable(parameters: ReportedParameter[]): ReportedParameter[] {
  return parameters.filter((p) => p.evidence.plausible && p.evidence.confidence >= REVIEW_THRESHOLD);
}
