// Test helper: a NormalizedParameter as the analyte pipeline would hand it over, from the few fields a test
// cares about. The evaluation follows the range unless the test sets it (e.g. to a critical value).
import type { Evaluation, NormalizedParameter } from "@/lib/knowledge/analytes/types";

export interface ParameterSpec {
  low?: number | null;
  high?: number | null;
  evaluation?: Evaluation;
  category?: string;
  name?: string;
  shortName?: string;
  /** Canonical value/unit when they differ from the printed ones. */
  canonicalValue?: number | null;
  canonicalUnit?: string | null;
  result?: string;
}

function evaluate(value: number, low: number | null, high: number | null): Evaluation {
  if (low !== null && value < low) return "low";
  if (high !== null && value > high) return "high";
  return "normal";
}

/** Builds a parameter for analyte `id` printed as `value unit` with a normal range `low`–`high`. */
export function makeParameter(id: string | null, value: number, unit: string, spec: ParameterSpec = {}): NormalizedParameter {
  const low = spec.low ?? null;
  const high = spec.high ?? null;
  return {
    analyteId: id,
    matchConfidence: 1,
    category: spec.category ?? "hematology",
    longName: spec.name ?? id ?? "Unknown",
    shortName: spec.shortName ?? id ?? "?",
    result: spec.result ?? String(value),
    value,
    unit,
    ucumUnit: unit,
    loinc: null,
    rangeMin: low,
    rangeMax: high,
    rangeNormalMin: low,
    rangeNormalMax: high,
    referenceRange: low !== null && high !== null ? `${low}-${high}` : "",
    type: "range",
    evaluation: spec.evaluation ?? evaluate(value, low, high),
    rangeSource: low !== null || high !== null ? "printed" : "none",
    canonicalValue: spec.canonicalValue === undefined ? value : spec.canonicalValue,
    canonicalUnit: spec.canonicalUnit === undefined ? unit : spec.canonicalUnit,
    shortDescription: "",
    longDescription: "",
    regions: [],
  };
}

/** A qualitative parameter (e.g. urine nitrite "negative"). */
export function makeQualitative(id: string, result: string, evaluation: Evaluation, category = "urinalysis"): NormalizedParameter {
  return {
    ...makeParameter(id, 0, "", { category }),
    result,
    value: null,
    canonicalValue: null,
    canonicalUnit: null,
    type: "binary",
    evaluation,
    rangeNormalMin: null,
    rangeNormalMax: null,
    rangeMin: null,
    rangeMax: null,
    rangeSource: "knowledge_base",
  };
}
