// One printed line → one normalised parameter: the function the analysis endpoints call per line. It ties the
// pieces together — name match, unit, printed or knowledge-base range, evaluation, LOINC/UCUM, category label,
// descriptions and body regions — and keeps values in the printed unit (what the clinician reads) with the
// canonical value beside them for rules that compare across labs.
import { CATEGORY_LABELS, OTHER_CATEGORY_LABEL } from "./categories";
import { convert, isConvertibleToCanonical } from "./convert";
import { evaluateParsed, knowledgeBaseInterval } from "./evaluate";
import { getAnalyte } from "./knowledge-base";
import { matchAnalyte } from "./matcher";
import { chooseForPatient, readRange } from "./parse-range";
import { parseResult, type ParsedResult } from "./parse-result";
import { parseUnit } from "./parse-unit";
import type { Interval } from "./reference-interval";
import type { Analyte, NormalizedParameter, PatientContext, PrintedParameter } from "./types";

export interface NormalizeOptions {
  /** ISO 639-1 code of the report. */
  language?: string;
  /** The other parameter names printed on the same report. */
  neighbours?: readonly string[];
}

/**
 * Normalises one printed parameter for a patient. Unmatched names still produce a parameter (analyteId null,
 * category "Other", evaluation from the printed range), so nothing the lab printed is dropped.
 */
export function normalizeParameter(
  input: PrintedParameter,
  patient?: PatientContext,
  opts: NormalizeOptions = {},
): NormalizedParameter {
  const unitText = (input.unit ?? "").trim();
  const rangeText = (input.rangeText ?? "").trim();
  const parsed = parseResult(input.result);
  const first = readValueAndRange(parsed, rangeText, patient, null);
  const firstRange = first.printedInterval ? { min: first.printedInterval.low, max: first.printedInterval.high } : null;

  const match = matchAnalyte(input.name, {
    ...(opts.language !== undefined ? { language: opts.language } : {}),
    ...(unitText !== "" ? { unit: unitText } : {}),
    ...(opts.neighbours !== undefined ? { neighbours: opts.neighbours } : {}),
    range: firstRange,
  });
  // The page's section outranks the name alone: a urine "pH" judged against blood pH read 6.0 as critically low.
  const hinted = input.analyteId ? getAnalyte(input.analyteId) : undefined;
  const analyte = hinted && (!match.analyte || match.analyte.specimen !== hinted.specimen) ? hinted : match.analyte;
  const unit = chooseUnitSpelling(unitText, analyte);
  // With the analyte known, its own interval settles a "1,020" that the printed range alone could not.
  const expected = analyte ? knowledgeBaseInterval(analyte, patient, unit, null) : null;
  const { result, printedInterval } = expected ? readValueAndRange(parsed, rangeText, patient, expected) : first;
  const printedRange = printedInterval ? { min: printedInterval.low, max: printedInterval.high } : null;
  const evaluation = evaluateParsed(result, printedRange, analyte, patient, unit, printedRange ? null : rangeText || null);

  const kbInterval = printedInterval === null && analyte ? knowledgeBaseInterval(analyte, patient, unit, result.value) : null;
  const normal = printedInterval ?? kbInterval;
  const rangeSource = printedInterval ? "printed" : kbInterval ? "knowledge_base" : "none";
  const canonicalValue = canonicalOf(result, analyte, unit, kbInterval !== null || printedInterval !== null);

  // The knowledge base holds one interval per patient group (no separate "optimal" band), so the outer range and
  // the normal range are the same interval: the printed one, else the knowledge base's.
  return {
    analyteId: analyte?.id ?? null,
    matchConfidence: match.confidence,
    category: analyte ? CATEGORY_LABELS[analyte.category] : OTHER_CATEGORY_LABEL,
    longName: analyte?.longName ?? input.name.trim(),
    shortName: analyte?.shortName ?? input.name.trim(),
    result: typeof input.result === "number" ? String(input.result) : input.result.trim(),
    value: result.value,
    unit: unitText,
    ucumUnit: unit ? (parseUnit(unit)?.ucum ?? null) : null,
    loinc: analyte?.loinc[0] ?? null,
    rangeMin: normal?.low ?? null,
    rangeMax: normal?.high ?? null,
    rangeNormalMin: normal?.low ?? null,
    rangeNormalMax: normal?.high ?? null,
    referenceRange: rangeText,
    type: resultType(result, analyte),
    evaluation,
    rangeSource,
    canonicalValue,
    canonicalUnit: analyte && analyte.unit !== "" ? analyte.unit : null,
    shortDescription: analyte?.shortDescription ?? "",
    longDescription: analyte?.longDescription ?? "",
    regions: analyte ? [...analyte.regions] : [],
  };
}

/**
 * Reads the printed range for the patient and settles "1,005"-style ambiguity: the value and range readings
 * (thousands vs decimal comma) that agree with each other win; the thousands reading is kept otherwise.
 */
function readValueAndRange(
  parsed: ParsedResult,
  rangeText: string,
  patient: PatientContext | undefined,
  expected: Interval | null,
): { result: ParsedResult; printedInterval: Interval | null } {
  const readings = rangeText ? readRange(rangeText) : null;
  const primary = readings ? chooseForPatient(readings, patient) : null;
  const decimal = readings?.decimalCommaReading ? chooseForPatient(readings.decimalCommaReading, patient) : null;
  const values = [parsed.value, parsed.alternative ?? null];
  const intervals = [primary, decimal];
  if (parsed.value === null || (parsed.alternative === undefined && decimal === null)) {
    return { result: parsed, printedInterval: primary };
  }
  if (expected !== null) {
    for (const value of values) {
      if (value === null || !agrees(value, expected)) continue;
      const interval = intervals.find((i) => i !== null && agrees(value, i)) ?? primary;
      return { result: { ...parsed, value }, printedInterval: interval };
    }
  }
  for (const interval of intervals) {
    for (const value of values) {
      if (value === null || interval === null) continue;
      if (agrees(value, interval)) {
        return { result: { ...parsed, value }, printedInterval: interval };
      }
    }
  }
  return { result: parsed, printedInterval: primary };
}

/** A value and a range agree when the value lies within a factor of 5 of the range. */
function agrees(value: number, interval: Interval): boolean {
  const lo = interval.low !== null && interval.low > 0 ? interval.low / 5 : -Infinity;
  const hi = interval.high !== null && interval.high > 0 ? interval.high * 5 : Infinity;
  return value >= lo && value <= hi;
}

/**
 * The unit spelling to convert with. An all-capitals report prints "G/L" for grams per litre, which the unit
 * table reads as giga per litre (the French count unit); when only the lower-case reading fits the analyte, that
 * one is meant.
 */
function chooseUnitSpelling(unitText: string, analyte: Analyte | null): string | undefined {
  if (unitText === "") return undefined;
  if (analyte === null || analyte.unit === "") return unitText;
  if (isConvertibleToCanonical(unitText, analyte)) return unitText;
  const lower = unitText.toLowerCase();
  return lower !== unitText && isConvertibleToCanonical(lower, analyte) ? lower : unitText;
}

function canonicalOf(result: ParsedResult, analyte: Analyte | null, unit: string | undefined, hasRange: boolean): number | null {
  if (result.value === null || analyte === null || analyte.unit === "") return null;
  if (unit !== undefined) return convert(result.value, unit, analyte.unit, analyte);
  // No unit printed: the value is canonical only if the knowledge-base range accepted it as such.
  return hasRange ? result.value : null;
}

function resultType(result: ParsedResult, analyte: Analyte | null): NormalizedParameter["type"] {
  if (result.value !== null) return "range";
  if (result.qualitative !== null && result.qualitative.finding !== "normal") return "binary";
  return analyte?.valueType === "binary" ? "binary" : "qualitative";
}
