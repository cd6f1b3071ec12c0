// Indices computed from several parameters (R ratio, FIB-4, albumin-adjusted calcium). Rules refer to them
// by id like to a marker; each is a small pure function with its formula and source.
import type { PatientContext } from "@/lib/knowledge/analytes/types";
import type { MarkerTable } from "./marker-table";

/**
 * R ratio = (ALT / ALT upper limit of normal) / (ALP / ALP upper limit of normal).
 * ≥ 5 hepatocellular, ≤ 2 cholestatic, between: mixed (ACG clinical guideline: evaluation of abnormal liver
 * chemistries, Kwo et al., Am J Gastroenterol 2017; CIOMS/RUCAM drug-induced liver injury criteria).
 * Each enzyme is divided by its own printed upper limit, so the lab's units cancel.
 */
export function computeRRatio(markers: MarkerTable): number | null {
  const alt = markers.get("alt");
  const alp = markers.get("alp");
  if (!alt || !alp) return null;
  const altUln = alt.rangeNormalMax;
  const alpUln = alp.rangeNormalMax;
  if (alt.value === null || alp.value === null || !altUln || !alpUln || alp.value <= 0) return null;
  return alt.value / altUln / (alp.value / alpUln);
}

/**
 * FIB-4 = age [years] × AST [U/L] / (platelets [10⁹/L] × √ALT [U/L]) (Sterling et al., Hepatology 2006).
 * Cut-offs used by the rules: < 1.3 rules out advanced fibrosis (< 2.0 from age 65, McPherson et al.,
 * Am J Gastroenterol 2017), > 2.67 high risk (Shah et al., Clin Gastroenterol Hepatol 2009), > 3.25 the
 * original high-specificity cut-off (Sterling 2006). Not computed under 18 years (not validated).
 */
export function computeFib4(age: number, astUL: number, plateletsGL: number, altUL: number): number | null {
  if (!(age >= 18) || !(astUL > 0) || !(plateletsGL > 0) || !(altUL > 0)) return null;
  return (age * astUL) / (plateletsGL * Math.sqrt(altUL));
}

/** FIB-4 from the marker table and the patient's age. */
function fib4FromMarkers(markers: MarkerTable, patient: PatientContext): number | null {
  const age = patient.ageYears;
  const ast = markers.value("ast", "U/L");
  const alt = markers.value("alt", "U/L");
  const plt = markers.value("platelets", "10*9/L");
  if (age === undefined || ast === null || alt === null || plt === null) return null;
  return computeFib4(age, ast, plt, alt);
}

/**
 * Albumin-adjusted calcium [mg/dL] = total Ca + 0.8 × (4.0 − albumin [g/dL]) (Payne et al., BMJ 1973).
 * Uses a printed corrected calcium when the lab reports one, total calcium alone when albumin is absent.
 */
function adjustedCalcium(markers: MarkerTable): number | null {
  const printed = markers.value("calcium_corrected", "mg/dL");
  if (printed !== null) return printed;
  const total = markers.value("calcium", "mg/dL");
  if (total === null) return null;
  const albumin = markers.value("albumin", "g/dL");
  return albumin === null ? total : total + 0.8 * (4.0 - albumin);
}

export type DerivedId = "r_ratio" | "fib4" | "calcium_adjusted";

/** Registry the rule evaluator reads; ids are what rule tables name. Units: ratio, index, mg/dL. */
export const DERIVED: Readonly<Record<DerivedId, (m: MarkerTable, p: PatientContext) => number | null>> = {
  r_ratio: (m) => computeRRatio(m),
  fib4: (m, p) => fib4FromMarkers(m, p),
  calcium_adjusted: (m) => adjustedCalcium(m),
};

/** Analytes each derived index reads, so a pattern can cite them as evidence. */
export const DERIVED_INPUTS: Readonly<Record<DerivedId, readonly string[]>> = {
  r_ratio: ["alt", "alp"],
  fib4: ["ast", "alt", "platelets"],
  calcium_adjusted: ["calcium", "calcium_corrected", "albumin"],
};
