import type { AliasTable } from "../types";

/**
 * Khmer: Khmer-script names printed beside the English (or French) test names on lab reports in Cambodia (hospital
 * and private-lab printouts are bilingual; the Latin name, abbreviation and unit come first). Latin names are in the
 * analyte records and are not repeated. Khmer writes no spaces between words inside a name. Conventions: "ឈាម" =
 * blood, "គ្រាប់ឈាម" or "កោសិកាឈាម" = blood cell ("ក្រហម" red, "ស" white), "ក្នុង" = in ("ក្នុងឈាម" in blood,
 * "ក្នុងទឹកនោម" in urine), "ជាតិ" = substance (ជាតិស្ករ sugar, ជាតិដែក iron); loanwords follow the French form
 * (អេម៉ូក្លូប៊ីន from "hémoglobine"). Left out: Khmer transliterations of the other chemistry loanwords (creatinine,
 * uric acid, enzymes …), whose spelling varies between labs and could not be confirmed, and the differential,
 * coagulation and hormone names, which Khmer reports print in English or French only.
 */
export const aliases: AliasTable = {
  // Blood count
  hemoglobin: ["អេម៉ូក្លូប៊ីន"],
  rbc: ["គ្រាប់ឈាមក្រហម", "កោសិកាឈាមក្រហម"],
  wbc: ["គ្រាប់ឈាមស", "កោសិកាឈាមស"],
  platelets: ["បន្ទះឈាម"],

  // Glucose
  glucose: ["ជាតិស្ករក្នុងឈាម", "ស្ករក្នុងឈាម"],

  // Lipids
  cholesterol_total: ["កូលេស្តេរ៉ុល"],

  // Iron
  iron: ["ជាតិដែក"],

  // Blood group
  blood_group_abo: ["ក្រុមឈាម"],

  // Urine
  urine_glucose: ["ជាតិស្ករក្នុងទឹកនោម", "ស្ករក្នុងទឹកនោម"],
  urine_protein: ["ប្រូតេអ៊ីនក្នុងទឹកនោម"],
  urine_blood: ["ឈាមក្នុងទឹកនោម"],
  urine_rbc: ["គ្រាប់ឈាមក្រហមក្នុងទឹកនោម"],
  urine_wbc: ["គ្រាប់ឈាមសក្នុងទឹកនោម"],
};
