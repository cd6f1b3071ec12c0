// A realistic report used by tests and the smoke check: a 58-year-old woman with iron-deficiency anaemia,
// prediabetes, raised LDL, subclinical hypothyroidism, low vitamin D and a mildly reduced eGFR.
import type { NormalizedParameter, PatientContext } from "@/lib/knowledge/analytes/types";
import { makeParameter as p, makeQualitative } from "./make-parameter";

export const SAMPLE_PATIENT: PatientContext = { sex: "female", ageYears: 58 };

export const SAMPLE_PARAMETERS: NormalizedParameter[] = [
  p("hemoglobin", 10.4, "g/dL", { low: 12, high: 15.5, name: "Hemoglobin", shortName: "Hb", category: "hematology" }),
  p("mcv", 74, "fL", { low: 80, high: 100, name: "Mean corpuscular volume", shortName: "MCV", category: "hematology" }),
  p("wbc", 6.2, "10*9/L", { low: 4, high: 10, name: "White blood cell count", shortName: "WBC", category: "hematology" }),
  p("platelets", 312, "10*9/L", { low: 150, high: 400, name: "Platelet count", shortName: "PLT", category: "hematology" }),
  p("ferritin", 9, "ng/mL", { low: 15, high: 150, name: "Ferritin", shortName: "FERR", category: "iron_status" }),
  p("glucose", 108, "mg/dL", { low: 70, high: 99, name: "Glucose (fasting)", shortName: "GLU", category: "glucose_metabolism" }),
  p("hba1c", 5.9, "%", { low: 4, high: 5.6, name: "Hemoglobin A1c", shortName: "HbA1c", category: "glucose_metabolism" }),
  p("ldl_cholesterol", 168, "mg/dL", { high: 130, name: "LDL cholesterol", shortName: "LDL-C", category: "lipids" }),
  p("hdl_cholesterol", 52, "mg/dL", { low: 50, name: "HDL cholesterol", shortName: "HDL-C", category: "lipids" }),
  p("triglycerides", 140, "mg/dL", { high: 150, name: "Triglycerides", shortName: "TG", category: "lipids" }),
  p("alt", 22, "U/L", { low: 0, high: 35, name: "Alanine aminotransferase", shortName: "ALT", category: "liver" }),
  p("ast", 24, "U/L", { low: 0, high: 35, name: "Aspartate aminotransferase", shortName: "AST", category: "liver" }),
  p("egfr", 71, "mL/min/{1.73_m2}", { low: 60, name: "Estimated glomerular filtration rate", shortName: "eGFR", category: "kidney" }),
  p("sodium", 139, "mmol/L", { low: 135, high: 145, name: "Sodium", shortName: "Na", category: "electrolytes" }),
  p("potassium", 4.3, "mmol/L", { low: 3.5, high: 5.1, name: "Potassium", shortName: "K", category: "electrolytes" }),
  p("tsh", 6.9, "mU/L", { low: 0.4, high: 4.0, name: "Thyroid-stimulating hormone", shortName: "TSH", category: "thyroid" }),
  p("free_t4", 1.1, "ng/dL", { low: 0.9, high: 1.7, name: "Free thyroxine", shortName: "FT4", category: "thyroid" }),
  p("vitamin_d_25oh", 17, "ng/mL", { low: 30, high: 100, name: "Vitamin D (25-hydroxy)", shortName: "25(OH)D", category: "vitamins" }),
  p("crp", 2.1, "mg/L", { high: 5, name: "C-reactive protein", shortName: "CRP", category: "inflammation" }),
  makeQualitative("urine_nitrite", "negative", "normal"),
];
