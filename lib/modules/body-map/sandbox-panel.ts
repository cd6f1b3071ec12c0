// The sandbox's sample panel: an invented patient with a typical metabolic picture (high LDL and
// triglycerides, borderline glucose, raised ALT/GGT, low ferritin), so the sample shows both levels,
// several regions, markers on more than one region and a normal marker that is not placed.
import type { BodyMapParameter } from "./schemas";

export const SANDBOX_PARAMETERS: readonly BodyMapParameter[] = [
  { short_name: "LDL-C", long_name: "LDL cholesterol", result: 178, unit: "mg/dL", range_normal_max: 130, evaluation: "high", category: "Lipids" },
  { short_name: "TG", long_name: "Triglycerides", result: 212, unit: "mg/dL", range_normal_max: 150, evaluation: "high", category: "Lipids" },
  { short_name: "GLU", long_name: "Glucose", result: 104, unit: "mg/dL", range_normal_min: 70, range_normal_max: 99, evaluation: "slightly_high" },
  { short_name: "ALT", long_name: "Alanine aminotransferase", result: 68, unit: "U/L", range_normal_max: 41, evaluation: "high" },
  { short_name: "GGT", long_name: "Gamma-glutamyl transferase", result: 71, unit: "U/L", range_normal_max: 60, evaluation: "slightly_high" },
  { short_name: "Ferritin", result: 18, unit: "ng/mL", range_normal_min: 30, range_normal_max: 400, evaluation: "low" },
  { short_name: "TSH", result: 2.1, unit: "mIU/L", range_normal_min: 0.4, range_normal_max: 4.0, evaluation: "normal" },
  { short_name: "hs-CRP", result: 3.4, unit: "mg/L", range_normal_max: 3, evaluation: "slightly_high" },
];
