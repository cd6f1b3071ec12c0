// The sandbox's invented inputs: the DNA sandbox genotype set (HFE C282Y/H63D, APOE ε3/ε4, Factor V Leiden
// heterozygous, MTHFR 677TT, lactase non-persistence, UGT1A1 *1/*80, CYP2C19 *1/*2 …) interpreted by the real
// DNA library, and a blood test chosen so that every concordance value appears. They belong to no person.
import { interpretGenotypes, SANDBOX_GENOTYPES } from "@/lib/knowledge/dna";

export function sandboxDnaReport() {
  return interpretGenotypes(SANDBOX_GENOTYPES, { language: "en", sourceLabel: "sandbox" }).report;
}

export const SANDBOX_BLOOD_TEST = [
  { name: "Ferritin", result: "420", unit: "ng/mL" },
  { name: "Transferrin saturation", result: "52", unit: "%" },
  { name: "LDL cholesterol", result: "172", unit: "mg/dL" },
  { name: "Apolipoprotein B", result: "128", unit: "mg/dL" },
  { name: "Triglycerides", result: "135", unit: "mg/dL" },
  { name: "Homocysteine", result: "18.5", unit: "µmol/L" },
  { name: "Folate", result: "3.1", unit: "ng/mL" },
  { name: "Vitamin B12", result: "410", unit: "pg/mL" },
  { name: "Glucose", result: "96", unit: "mg/dL" },
  { name: "HbA1c", result: "5.5", unit: "%" },
  { name: "Calcium", result: "9.3", unit: "mg/dL" },
  { name: "25-OH Vitamin D", result: "16", unit: "ng/mL" },
  { name: "D-dimer", result: "0.3", unit: "mg/L" },
  { name: "Total bilirubin", result: "1.1", unit: "mg/dL" },
  { name: "ALT", result: "31", unit: "U/L" },
] as const;

export const SANDBOX_PATIENT = { age: 52, sex: "male" as const, medications: ["Clopidogrel 75 mg"] };
