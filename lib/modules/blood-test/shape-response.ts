// Maps an analysis to the contract's response shapes (v12 flat, v11 sectioned; with or without the
// health score block). Numbers are formatted, never recomputed, here.
import type { ReportedParameter } from "./trust-rows";
import type { BloodTestAnalysis } from "./analyze-report";
import type { ParameterV12, V11Response, V12Response } from "./schemas";

function decimalText(n: number | null): string | null {
  return n === null || !Number.isFinite(n) ? null : String(Number(n.toPrecision(12)));
}

function parameterV12(p: ReportedParameter): ParameterV12 {
  return {
    category: p.category,
    long_name: p.longName,
    short_name: p.shortName,
    result: p.result,
    unit: p.unit,
    range_min: decimalText(p.rangeMin),
    range_max: decimalText(p.rangeMax),
    range_normal_min: p.rangeNormalMin,
    range_normal_max: p.rangeNormalMax,
    short_description: p.shortDescription,
    long_description: p.longDescription,
    evaluation: p.evaluation,
    loinc: p.loinc,
    ucum_unit: p.ucumUnit,
    reference_range: p.referenceRange,
    type: p.type,
    confidence: p.evidence.confidence,
    needs_review: p.evidence.needsReview,
    source: p.evidence.source,
    previous_result: p.evidence.previousResult,
    printed_flag: p.evidence.printedFlag,
    range_source: p.evidence.rangeSource,
  };
}

function evidence(a: BloodTestAnalysis): Pick<V12Response, "extraction" | "warnings"> {
  const e = a.extraction;
  return {
    extraction: {
      confidence: e.confidence,
      review_threshold: e.reviewThreshold,
      parameters_total: e.parametersTotal,
      parameters_to_review: e.parametersToReview,
      numeric_lines: e.numericLines,
      coverage: e.coverage,
    },
    warnings: a.warnings.map((w) => ({ code: w.code, message: w.message, ...(w.parameterIndex !== undefined ? { parameter_index: w.parameterIndex } : {}) })),
  };
}

function metadata(a: BloodTestAnalysis): V12Response["metadata"] {
  const m = a.metadata;
  return {
    lab_date: m.labDate,
    results_date: m.resultsDate,
    lab_name: m.labName,
    lab_city: m.labCity,
    lab_country: m.labCountry,
    patient_name: m.patientName,
    patient_age: m.patientAge,
    patient_sex: m.patientSex,
  };
}

export function toV12(a: BloodTestAnalysis, withHealth: boolean): V12Response | Omit<V12Response, "health_score" | "disease_risks"> {
  const base = {
    metadata: metadata(a),
    parameters: a.parameters.map(parameterV12),
    interpretation: a.interpretation.v12,
    narrative_language: a.interpretation.narrativeLanguage,
    language_fallback: a.interpretation.languageFallback,
    ...evidence(a),
  };
  return withHealth ? { ...base, health_score: a.interpretation.healthScore, disease_risks: a.interpretation.diseaseRisks } : base;
}

export function toV11(a: BloodTestAnalysis, withHealth: boolean): V11Response | Omit<V11Response, "health_score" | "disease_risks"> {
  const base = {
    metadata: metadata(a),
    parameters: a.parameters.map((p) => {
      const { reference_range: _r, type: _t, ...v11 } = parameterV12(p);
      return v11;
    }),
    interpretation: a.interpretation.v11,
    narrative_language: a.interpretation.narrativeLanguage,
    language_fallback: a.interpretation.languageFallback,
    ...evidence(a),
  };
  return withHealth ? { ...base, health_score: a.interpretation.healthScore, disease_risks: a.interpretation.diseaseRisks } : base;
}
