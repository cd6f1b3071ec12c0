// The sandbox's invented case (no person): the DNA sandbox genotypes (HFE C282Y/H63D, MTHFR 677TT, lactase
// non-persistence…), a blood list with low vitamin D, borderline B12, low ferritin, raised triglycerides and
// homocysteine, and a vegetarian with little sun and fish. Together they exercise every part of the plan.
import { interpretGenotypes, SANDBOX_GENOTYPES } from "@/lib/knowledge/dna";
import { dnaReportInputSchema, readBloodTest, type DnaReportInput, type LabValue } from "@/lib/modules/dna-blood-report/inputs";

export const SANDBOX_ANSWERS = {
  diet_type: "vegetarian", pregnancy: "no", sun_exposure: "low", fish: "less_weekly", dairy: "daily",
  medications: ["none"], digestion: ["bloating"], age_group: "30_49", goals: ["energy"],
} as const;

export const SANDBOX_BLOOD = [
  { name: "25-OH Vitamin D", result: 18, unit: "ng/mL" },
  { name: "Vitamin B12", result: 260, unit: "pg/mL" },
  { name: "Ferritin", result: 22, unit: "ng/mL" },
  { name: "Transferrin saturation", result: 19, unit: "%" },
  { name: "Triglycerides", result: 182, unit: "mg/dL" },
  { name: "Homocysteine", result: 16.2, unit: "µmol/L" },
  { name: "eGFR", result: 96, unit: "mL/min/1.73m2" },
  { name: "ALT", result: 24, unit: "U/L" },
  { name: "Magnesium", result: 1.9, unit: "mg/dL" },
];

/** The sandbox's DNA report and blood values (deterministic; interpreted in English, as any caller's may be). */
export function sandboxInputs(): { report: DnaReportInput; labs: LabValue[] } {
  const report = dnaReportInputSchema.parse(interpretGenotypes([...SANDBOX_GENOTYPES], { language: "en" }).report);
  return { report, labs: readBloodTest(SANDBOX_BLOOD).values };
}
