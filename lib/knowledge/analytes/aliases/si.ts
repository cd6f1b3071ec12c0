import type { AliasTable } from "../types";

/**
 * Sinhala: Sinhala-script names printed on lab reports in Sri Lanka. Sri Lankan reports print test names mainly in
 * English; Sinhala appears on bilingual government-hospital slips and patient copies. English names are in the
 * analyte records and are not repeated. Conventions: "රුධිර" = blood (as a qualifier, before the noun), "රුධිරාණු" =
 * blood cells ("රතු" red, "සුදු" white), "සීනි" = sugar, "මුත්‍රා" = urine, "මුළු" (often printed "මුලු") = total;
 * lipid names keep the Latin abbreviation before the Sinhala word (HDL කොලෙස්ටරෝල්). Conjuncts such as "ත්‍ර" are
 * written with the zero-width joiner, as Sinhala Unicode text requires. Left out: Sinhala transliterations of
 * chemistry loanwords other than haemoglobin and the lipids (creatinine, enzymes, hormones), the differential and
 * coagulation names and the urine dipstick names, whose printed forms could not be confirmed.
 */
export const aliases: AliasTable = {
  // Blood count
  hemoglobin: ["හිමොග්ලොබින්"],
  rbc: ["රතු රුධිරාණු", "රක්තාණු"],
  wbc: ["සුදු රුධිරාණු"],
  platelets: ["රුධිර පට්ටිකා"],

  // Glucose
  glucose: ["රුධිර සීනි", "රුධිරයේ සීනි"],

  // Lipids
  cholesterol_total: ["කොලෙස්ටරෝල්", "මුළු කොලෙස්ටරෝල්", "මුලු කොලෙස්ටරෝල්"],
  hdl_cholesterol: ["HDL කොලෙස්ටරෝල්"],
  ldl_cholesterol: ["LDL කොලෙස්ටරෝල්"],
  triglycerides: ["ට්‍රයිග්ලිසරයිඩ්"],

  // Blood group
  blood_group_abo: ["රුධිර ගණය"],
};
