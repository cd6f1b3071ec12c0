// The sandbox's sample: an invented 52-year-old woman with a full PhenoAge panel and a lipid, liver, kidney
// and iron panel in the units European labs print, so every conversion and most indices show.
import type { BloodAgeRequest } from "./schemas";

export const SANDBOX_REQUEST: BloodAgeRequest = {
  age: 52,
  sex: "female",
  parameters: [
    { short_name: "Albumin", result: 44, unit: "g/L" },
    { short_name: "Creatinine", result: 71, unit: "µmol/L" },
    { short_name: "Glucose", result: 5.4, unit: "mmol/L" },
    { short_name: "CRP", result: 1.8, unit: "mg/L" },
    { short_name: "Lymphocytes %", result: 31, unit: "%" },
    { short_name: "MCV", result: 89, unit: "fL" },
    { short_name: "RDW", result: 13.1, unit: "%" },
    { short_name: "ALP", result: 68, unit: "U/L" },
    { short_name: "WBC", result: 5.9, unit: "10^9/L" },
    { short_name: "Neutrophils", result: 3.2, unit: "10^9/L" },
    { short_name: "Lymphocytes", result: 1.83, unit: "10^9/L" },
    { short_name: "Platelets", result: 262, unit: "10^9/L" },
    { short_name: "Insulin", result: 9.5, unit: "µU/mL" },
    { short_name: "Total cholesterol", result: 5.6, unit: "mmol/L" },
    { short_name: "HDL cholesterol", result: 1.5, unit: "mmol/L" },
    { short_name: "LDL cholesterol", result: 3.5, unit: "mmol/L" },
    { short_name: "Triglycerides", result: 1.3, unit: "mmol/L" },
    { short_name: "AST", result: 24, unit: "U/L" },
    { short_name: "ALT", result: 21, unit: "U/L" },
    { short_name: "Urea", result: 5.1, unit: "mmol/L" },
    { short_name: "Total protein", result: 72, unit: "g/L" },
    { short_name: "Calcium", result: 2.35, unit: "mmol/L" },
    { short_name: "Iron", result: 16, unit: "µmol/L" },
    { short_name: "Transferrin", result: 2.7, unit: "g/L" },
    { short_name: "Sodium", result: 140, unit: "mmol/L" },
    { short_name: "HbA1c", result: 5.5, unit: "%" },
  ],
};
