// Turns the analyte pipeline's output into the facts both writers work from. This is the de-identification
// boundary: only whitelisted fields are copied, and the patient is reduced to an age band and a sex.
import { findCategory, getAnalyte } from "@/lib/knowledge/analytes";
import type { AnalyteCategory, NormalizedParameter, PatientContext } from "@/lib/knowledge/analytes/types";
import { evaluateRisks } from "../health-score/evaluate-risks";
import { scoreParameters } from "../health-score/overall-score";
import { bandForParameter } from "../health-score/parameter-band";
import { detectPatterns } from "../rules/detect-patterns";
import type { BodySystem, FactParameter, InterpretationFacts } from "../types";

/** Analyte category (knowledge base) -> the body system its findings are presented under. */
const SYSTEM_OF_CATEGORY: Readonly<Record<AnalyteCategory, BodySystem>> = {
  hematology: "blood",
  white_cell_differential: "blood",
  coagulation: "blood",
  iron_status: "blood",
  glucose_metabolism: "metabolism",
  lipids: "metabolism",
  pancreas: "metabolism",
  liver: "liver",
  proteins: "liver",
  kidney: "kidney",
  urinalysis: "kidney",
  electrolytes: "electrolytes",
  minerals_trace_elements: "electrolytes",
  blood_gas: "electrolytes",
  thyroid: "hormones",
  adrenal_pituitary: "hormones",
  sex_hormones: "hormones",
  vitamins: "vitamins",
  inflammation: "immune",
  immunology: "immune",
  serology: "immune",
  cardiac: "heart",
  tumour_markers: "other",
};

/**
 * The body system of a parameter: from its analyte's category in the knowledge base, else from the category
 * label or key it carries ("Lipid Panel", "lipids"); unknown -> "other".
 */
export function systemOfParameter(p: Pick<NormalizedParameter, "analyteId" | "category">): BodySystem {
  const category = (p.analyteId ? getAnalyte(p.analyteId)?.category : undefined) ?? findCategory(p.category);
  return category ? SYSTEM_OF_CATEGORY[category] : "other";
}

/** Decade age bands ("40-49"), "<18" for minors and "80+"; the exact age never leaves this module. */
export function ageBandOf(ageYears: number | undefined): string | null {
  if (ageYears === undefined || !Number.isFinite(ageYears) || ageYears < 0) return null;
  if (ageYears < 18) return "<18";
  if (ageYears >= 80) return "80+";
  if (ageYears < 20) return "18-19";
  const d = Math.floor(ageYears / 10) * 10;
  return `${d}-${d + 9}`;
}

function factParameter(p: NormalizedParameter): FactParameter {
  return {
    analyteId: p.analyteId,
    name: p.longName,
    shortName: p.shortName,
    result: p.result,
    value: p.value,
    unit: p.unit,
    kind: p.type,
    rangeLow: p.rangeNormalMin,
    rangeHigh: p.rangeNormalMax,
    evaluation: p.evaluation,
    band: bandForParameter(p),
    system: systemOfParameter(p),
  };
}

/**
 * Computes every fact of a report — per-parameter bands, patterns, health score and disease risks — from
 * the parameters and the patient's sex and age. Extra properties on the inputs (a name smuggled in through
 * an untyped object, a lab, a date) are not copied.
 */
export function buildFacts(parameters: readonly NormalizedParameter[], patient: PatientContext): InterpretationFacts {
  const context: PatientContext = { sex: patient.sex, ageYears: patient.ageYears };
  const patterns = detectPatterns(parameters, context);
  return {
    patient: { ageBand: ageBandOf(context.ageYears), sex: context.sex ?? null },
    parameters: parameters.map(factParameter),
    patterns,
    score: scoreParameters(parameters),
    risks: evaluateRisks(parameters, context, patterns),
  };
}
