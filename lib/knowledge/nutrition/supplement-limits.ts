// Supplements the plan may mention, each with a general adult amount and the tolerable upper intake level (UL)
// it must stay under. Amounts are general supplement amounts for discussion with a clinician, never prescriptions.
// UL for adults 19+ from the Institute of Medicine DRIs as summarised by the NIH Office of Dietary Supplements;
// where no UL exists the row says so and names EFSA's safe-intake statement when one exists.
import type { Sourced } from "./types";

export interface SupplementLimit extends Sourced {
  key: string;
  name: string;
  /** General adult amount per day (the number in `dosage`). */
  amount: number;
  unit: "mg" | "µg";
  /** Tolerable upper intake level per day for adults, from supplements where the UL is defined that way; null = none set. */
  upperLimit: number | null;
  timing: string;
  duration: string;
  /** Allergen tags of the usual source material (fish oil → fish). */
  allergens: readonly string[];
}

export const SUPPLEMENT_LIMITS: readonly SupplementLimit[] = [
  { key: "vitamin_d", name: "Vitamin D3 (cholecalciferol)", amount: 25, unit: "µg", upperLimit: 100, timing: "with a meal that contains fat", duration: "8–12 weeks, then re-test 25-OH vitamin D", allergens: [], source: "IOM 2011 DRI: UL 100 µg (4,000 IU)/day; NIH ODS Vitamin D fact sheet" },
  { key: "iron", name: "Iron (ferrous sulfate or bisglycinate, elemental iron)", amount: 30, unit: "mg", upperLimit: 45, timing: "every other day, on an empty stomach or with vitamin C, away from tea, coffee and calcium", duration: "3 months, then re-test ferritin", allergens: [], source: "IOM 2001 DRI: UL 45 mg/day elemental iron; alternate-day dosing (Stoffel 2017, Lancet Haematol)" },
  { key: "vitamin_b12", name: "Vitamin B12 (cyanocobalamin)", amount: 500, unit: "µg", upperLimit: null, timing: "once daily", duration: "3 months, then re-test B12", allergens: [], source: "IOM 1998 DRI: no UL set for B12 (no adverse effects at high oral intakes); NIH ODS Vitamin B12 fact sheet" },
  { key: "folic_acid", name: "Folic acid", amount: 400, unit: "µg", upperLimit: 1000, timing: "once daily", duration: "3–4 months, then re-test folate", allergens: [], source: "IOM 1998 DRI: UL 1,000 µg/day synthetic folic acid; NIH ODS Folate fact sheet" },
  { key: "omega3", name: "Omega-3 (EPA + DHA, fish oil)", amount: 1000, unit: "mg", upperLimit: 5000, timing: "with a main meal", duration: "3 months, then re-test triglycerides", allergens: ["fish"], source: "No IOM UL; EFSA 2012 Scientific Opinion: up to 5 g/day EPA+DHA raises no safety concern; AHA 2019 advisory" },
  { key: "magnesium", name: "Magnesium (citrate or glycinate)", amount: 250, unit: "mg", upperLimit: 350, timing: "in the evening", duration: "8 weeks, then re-test magnesium", allergens: [], source: "IOM 1997 DRI: UL 350 mg/day from supplements; NIH ODS Magnesium fact sheet" },
  { key: "calcium", name: "Calcium (carbonate with food or citrate)", amount: 500, unit: "mg", upperLimit: 2000, timing: "with a meal, at most 500 mg at a time", duration: "as long as dietary intake stays low; review with a clinician", allergens: [], source: "IOM 2011 DRI: UL 2,500 mg (19–50 y) and 2,000 mg (51+ y) total calcium; NIH ODS Calcium fact sheet" },
  { key: "zinc", name: "Zinc (gluconate or picolinate)", amount: 15, unit: "mg", upperLimit: 40, timing: "with a meal", duration: "8–12 weeks (long use can lower copper), then re-test zinc", allergens: [], source: "IOM 2001 DRI: UL 40 mg/day; NIH ODS Zinc fact sheet" },
  { key: "vitamin_c", name: "Vitamin C (ascorbic acid)", amount: 200, unit: "mg", upperLimit: 2000, timing: "with a meal", duration: "4–8 weeks", allergens: [], source: "IOM 2000 DRI: UL 2,000 mg/day; NIH ODS Vitamin C fact sheet" },
];

export function supplementLimit(key: string): SupplementLimit | undefined {
  return SUPPLEMENT_LIMITS.find((s) => s.key === key);
}
