// What a flagged blood marker asks of the diet: nutrients to favour, nutrients or foods to limit, and (only where a
// supplement is a recognised first step) which supplement may be discussed. Keyed by the analyte ids of
// lib/knowledge/analytes. A marker not listed here changes nothing in the plan.
import type { Nutrient, Sourced } from "./types";

export type LimitTarget = "sugar" | "sat_fat" | "sodium" | "potassium" | "alcohol" | "purines";

export interface NutrientNeed extends Sourced {
  marker: string;
  direction: "low" | "high";
  favour: Nutrient[];
  limit: LimitTarget[];
  /** Key in supplement-limits.ts; absent = food first, no supplement suggested for this marker alone. */
  supplement?: string;
  priority: "high" | "medium" | "low";
}

export const NUTRIENT_NEEDS: readonly NutrientNeed[] = [
  { marker: "ferritin", direction: "low", favour: ["iron", "vitamin_c"], limit: [], supplement: "iron", priority: "high", source: "WHO 2020 guideline on ferritin to assess iron status; NIH ODS Iron fact sheet (vitamin C aids non-haem iron absorption)" },
  { marker: "iron", direction: "low", favour: ["iron", "vitamin_c"], limit: [], priority: "medium", source: "NIH ODS Iron fact sheet (serum iron alone does not establish deficiency; ferritin does)" },
  { marker: "transferrin_saturation", direction: "low", favour: ["iron", "vitamin_c"], limit: [], priority: "medium", source: "NIH ODS Iron fact sheet" },
  { marker: "hemoglobin", direction: "low", favour: ["iron", "folate", "vitamin_b12"], limit: [], priority: "high", source: "WHO 2011 haemoglobin concentrations for the diagnosis of anaemia; causes need medical work-up before supplements" },
  { marker: "vitamin_d_25oh", direction: "low", favour: ["vitamin_d", "calcium"], limit: [], supplement: "vitamin_d", priority: "high", source: "IOM 2011 Dietary Reference Intakes for Calcium and Vitamin D; NIH ODS Vitamin D fact sheet" },
  { marker: "vitamin_b12", direction: "low", favour: ["vitamin_b12"], limit: [], supplement: "vitamin_b12", priority: "high", source: "NIH ODS Vitamin B12 fact sheet; IOM 1998 DRI for B vitamins" },
  { marker: "active_b12", direction: "low", favour: ["vitamin_b12"], limit: [], supplement: "vitamin_b12", priority: "high", source: "NIH ODS Vitamin B12 fact sheet" },
  { marker: "folate", direction: "low", favour: ["folate"], limit: ["alcohol"], supplement: "folic_acid", priority: "high", source: "NIH ODS Folate fact sheet; IOM 1998 DRI for folate" },
  { marker: "folate_rbc", direction: "low", favour: ["folate"], limit: ["alcohol"], supplement: "folic_acid", priority: "high", source: "NIH ODS Folate fact sheet" },
  { marker: "triglycerides", direction: "high", favour: ["omega3", "fiber"], limit: ["sugar", "alcohol"], supplement: "omega3", priority: "high", source: "AHA Scientific Statement on triglycerides (Miller 2011, Circulation); AHA 2019 omega-3 advisory (Skulas-Ray, Circulation)" },
  { marker: "ldl_cholesterol", direction: "high", favour: ["fiber", "omega3"], limit: ["sat_fat"], priority: "high", source: "2018 AHA/ACC cholesterol guideline; EAS/ESC 2019 dyslipidaemia guideline (soluble fibre, saturated fat < 10 % of energy)" },
  { marker: "cholesterol_total", direction: "high", favour: ["fiber"], limit: ["sat_fat"], priority: "medium", source: "EAS/ESC 2019 dyslipidaemia guideline" },
  { marker: "non_hdl_cholesterol", direction: "high", favour: ["fiber", "omega3"], limit: ["sat_fat", "sugar"], priority: "medium", source: "EAS/ESC 2019 dyslipidaemia guideline" },
  { marker: "hdl_cholesterol", direction: "low", favour: ["omega3", "fiber"], limit: ["sugar"], priority: "low", source: "EAS/ESC 2019 dyslipidaemia guideline (lifestyle measures)" },
  { marker: "glucose", direction: "high", favour: ["fiber", "magnesium"], limit: ["sugar"], priority: "high", source: "ADA Standards of Care in Diabetes 2024, section 5 (nutrition therapy)" },
  { marker: "hba1c", direction: "high", favour: ["fiber", "magnesium"], limit: ["sugar"], priority: "high", source: "ADA Standards of Care in Diabetes 2024, sections 2 and 5" },
  { marker: "potassium", direction: "low", favour: ["potassium", "magnesium"], limit: [], priority: "medium", source: "NIH ODS Potassium fact sheet (potassium supplements are prescription decisions)" },
  { marker: "potassium", direction: "high", favour: [], limit: ["potassium"], priority: "high", source: "KDIGO 2024 CKD guideline (dietary potassium in hyperkalaemia); NIH ODS Potassium fact sheet" },
  { marker: "sodium", direction: "low", favour: [], limit: [], priority: "medium", source: "Low sodium is usually a fluid-balance problem: medical review, not a diet change" },
  { marker: "magnesium", direction: "low", favour: ["magnesium"], limit: [], supplement: "magnesium", priority: "medium", source: "NIH ODS Magnesium fact sheet; IOM 1997 DRI" },
  { marker: "calcium", direction: "low", favour: ["calcium", "vitamin_d"], limit: [], supplement: "calcium", priority: "medium", source: "IOM 2011 DRI for calcium and vitamin D; NIH ODS Calcium fact sheet" },
  { marker: "zinc", direction: "low", favour: ["zinc"], limit: [], supplement: "zinc", priority: "medium", source: "NIH ODS Zinc fact sheet; IOM 2001 DRI" },
  { marker: "vitamin_c", direction: "low", favour: ["vitamin_c"], limit: [], supplement: "vitamin_c", priority: "medium", source: "NIH ODS Vitamin C fact sheet; IOM 2000 DRI" },
  { marker: "uric_acid", direction: "high", favour: ["vitamin_c"], limit: ["purines", "alcohol", "sugar"], priority: "medium", source: "ACR 2020 gout guideline (limit alcohol, purine-rich foods, high-fructose corn syrup)" },
  { marker: "alt", direction: "high", favour: ["fiber"], limit: ["alcohol", "sugar"], priority: "medium", source: "EASL–EASD–EASO 2016 NAFLD guideline (lifestyle, alcohol and fructose)" },
  { marker: "ggt", direction: "high", favour: ["fiber"], limit: ["alcohol"], priority: "medium", source: "EASL 2018 alcohol-related liver disease guideline" },
  { marker: "crp", direction: "high", favour: ["omega3", "fiber"], limit: ["sugar"], priority: "low", source: "Mediterranean-style pattern lowers inflammatory markers (Schwingshackl & Hoffmann 2014, Nutr Metab Cardiovasc Dis)" },
  { marker: "hs_crp", direction: "high", favour: ["omega3", "fiber"], limit: ["sugar"], priority: "low", source: "Schwingshackl & Hoffmann 2014, Nutr Metab Cardiovasc Dis" },
  { marker: "homocysteine", direction: "high", favour: ["folate", "vitamin_b12"], limit: [], priority: "medium", source: "NIH ODS Folate and Vitamin B12 fact sheets (B vitamins lower homocysteine)" },
  { marker: "egfr", direction: "low", favour: [], limit: ["sodium"], priority: "high", source: "KDIGO 2024 CKD guideline (sodium < 2 g/day; protein 0.8 g/kg in G3–G5)" },
  { marker: "creatinine", direction: "high", favour: [], limit: ["sodium"], priority: "medium", source: "KDIGO 2024 CKD guideline" },
];

/** Foods rich in purines (ACR 2020 gout guideline: organ meats, some seafood, beer), by food key. */
export const PURINE_RICH_FOODS: readonly string[] = [
  "beef_liver", "chicken_liver", "sardines_oil", "sardines_tomato", "anchovy_canned", "herring", "herring_pickled", "mackerel_atlantic",
  "mackerel_canned", "mussels", "scallops", "shrimp", "beer", "yeast_extract", "yeast_dried",
];

/** Needs for a marker flagged in `direction`. */
export function needsFor(marker: string, direction: "low" | "high"): NutrientNeed[] {
  return NUTRIENT_NEEDS.filter((n) => n.marker === marker && n.direction === direction);
}
