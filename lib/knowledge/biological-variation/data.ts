// Within-subject biological variation (CVi) and the analytical imprecision used for reference change values,
// one row per analyte of lib/knowledge/analytes. CVi figures: where a study behind the EFLM Biological Variation
// Database (EuBIVAS and the EFLM meta-analyses) prints one, that figure (VERIFIED below, with the paper); otherwise
// the healthy-subject median of the SEQC compilation (Ricós et al., 2014), which the EFLM database succeeded.
// CVa is the desirable analytical imprecision derived from the CVi.
// Analytes without a row use FALLBACK_VARIATION (see ./index.ts and docs/decisions.md).
import type { BiologicalVariation, HealthyDirection } from "./types";

const RICOS = "Ricós C et al., SEQC desirable biological variation database, 2014 update (Minchinela J et al.); healthy-subject CVI";
const CVA_DESIRABLE = "Desirable imprecision CVA = 0.5 × CVI (Cotlove 1970; Fraser & Petersen, Clin Chem 1993;39:1447; EFLM Milan model 2)";

const WHY: Record<HealthyDirection, Record<string, string>> = {
  lower: {
    lipids: "ESC/EAS 2019 dyslipidaemia guideline: the lower the atherogenic lipoproteins, the lower the cardiovascular risk",
    glycaemia: "ADA Standards of Care 2024: lower glycaemia within target lowers microvascular risk",
    inflammation: "Inflammation markers fall as inflammation resolves (CDC/AHA 2003 statement on CRP)",
    liver: "Liver enzymes fall as hepatocellular injury resolves (ACG 2017 guideline on abnormal liver chemistries)",
    urate: "ACR 2020 gout guideline: treat-to-target below 6 mg/dL",
    homocysteine: "AHA 1999 advisory: higher homocysteine goes with higher vascular risk",
    esr: "ESR falls as an acute-phase response resolves",
  },
  higher: {
    hdl: "ESC/EAS 2019: low HDL cholesterol is a cardiovascular risk marker",
    egfr: "KDIGO 2024 CKD guideline: eGFR decline marks progression of kidney disease",
    vitd: "Endocrine Society 2011 guideline: deficiency below 20 ng/mL; levels rise toward the range with repletion",
  },
  range: { homeostatic: "Under homeostatic control: healthy anywhere inside the reference interval, only leaving it matters" },
};

/**
 * Newer estimates from the studies the EFLM Biological Variation Database is built on, checked against the
 * printed figure (table row or abstract sentence) of each paper. They replace the 2014 compilation's figure for
 * the same analyte: EuBIVAS used one protocol in 91 healthy adults and found lower CVi than the older median for
 * most measurands (creatinine 4.4 % against the compilation's 5.95 %). The EFLM database's own pages are not
 * copied (its terms restrict republication); these are the primary papers' figures.
 */
const EUBIVAS = "Carobene A et al., The European Biological Variation Study (EuBIVAS): a summary report, Clin Chem Lab Med 2022;60:505-17, Table 2";
const VERIFIED: Record<string, { cvi: number; source: string }> = {
  albumin: { cvi: 2.5, source: EUBIVAS },
  alp: { cvi: 5.3, source: `${EUBIVAS}; also Carobene A et al., Clin Chem 2017;63:1141-50` },
  cholesterol_total: { cvi: 5.18, source: EUBIVAS },
  crp: { cvi: 29.4, source: `${EUBIVAS} (CRP in the high-sensitivity range, mild inflammatory episodes excluded)` },
  hs_crp: { cvi: 29.4, source: `${EUBIVAS} (CRP in the high-sensitivity range, mild inflammatory episodes excluded)` },
  glucose: { cvi: 4.7, source: EUBIVAS },
  hdl_cholesterol: { cvi: 5.67, source: EUBIVAS },
  ldl_cholesterol: { cvi: 8.46, source: EUBIVAS },
  triglycerides: { cvi: 19.8, source: `${EUBIVAS} (men and women pooled)` },
  creatinine: { cvi: 4.4, source: "Carobene A et al., EuBIVAS serum creatinine, Clin Chem 2017;63:1527-36 (enzymatic method; alkaline picrate 4.7 %)" },
  hba1c: { cvi: 1.2, source: "Ricós C et al., meta-analysis of biological variation of glycated albumin, glucose and HbA1c, Adv Lab Med 2020;1:20200029" },
  mcv: { cvi: 0.75, source: "Coşkun A et al., meta-analysis of biological variation of 20 haematological parameters, Clin Chem Lab Med 2020;58:25-32, Table 2" },
  wbc: { cvi: 10.01, source: "Coşkun A et al., meta-analysis of biological variation of 20 haematological parameters, Clin Chem Lab Med 2020;58:25-32, Table 2" },
  vitamin_d_25oh: { cvi: 6.3, source: "Cavalier E et al., analytical performance specifications for 25-hydroxyvitamin D, Nutrients 2021;13:431 (EuBIVAS subjects, one season)" },
};

function row(analyteId: string, compiledCvi: number, direction: HealthyDirection, why: string): BiologicalVariation {
  const verified = VERIFIED[analyteId];
  const cvi = verified?.cvi ?? compiledCvi;
  const cviSource = verified?.source ?? RICOS;
  const directionSource = WHY[direction][why];
  if (directionSource === undefined) throw new Error(`biological variation: no reason '${why}' for ${direction}`);
  return { analyteId, cvi, cva: cvi / 2, cviSource, cvaSource: CVA_DESIRABLE, direction, directionSource };
}

export const BIOLOGICAL_VARIATION: readonly BiologicalVariation[] = [
  // Haematology
  row("hemoglobin", 2.85, "range", "homeostatic"),
  row("hematocrit", 2.8, "range", "homeostatic"),
  row("rbc", 3.2, "range", "homeostatic"),
  row("mcv", 1.3, "range", "homeostatic"),
  row("mch", 1.6, "range", "homeostatic"),
  row("mchc", 1.7, "range", "homeostatic"),
  row("rdw_cv", 3.5, "range", "homeostatic"),
  row("wbc", 11.4, "range", "homeostatic"),
  row("platelets", 9.1, "range", "homeostatic"),
  row("neutrophils_abs", 16.1, "range", "homeostatic"),
  row("lymphocytes_abs", 10.4, "range", "homeostatic"),
  row("monocytes_abs", 17.8, "range", "homeostatic"),
  row("eosinophils_abs", 21.0, "range", "homeostatic"),
  row("esr", 23.0, "lower", "esr"),
  // Coagulation
  row("pt_seconds", 4.0, "range", "homeostatic"),
  row("aptt", 2.7, "range", "homeostatic"),
  row("fibrinogen", 10.7, "range", "homeostatic"),
  // Glucose metabolism
  row("glucose", 5.7, "lower", "glycaemia"),
  row("hba1c", 1.9, "lower", "glycaemia"),
  row("insulin", 21.1, "lower", "glycaemia"),
  // Lipids
  row("cholesterol_total", 5.95, "lower", "lipids"),
  row("ldl_cholesterol", 8.3, "lower", "lipids"),
  row("hdl_cholesterol", 7.1, "higher", "hdl"),
  row("triglycerides", 19.9, "lower", "lipids"),
  // Liver
  row("alt", 19.4, "lower", "liver"),
  row("ast", 12.3, "lower", "liver"),
  row("ggt", 13.8, "lower", "liver"),
  row("alp", 6.45, "range", "homeostatic"),
  row("bilirubin_total", 23.8, "range", "homeostatic"),
  row("albumin", 3.1, "range", "homeostatic"),
  row("total_protein", 2.75, "range", "homeostatic"),
  // Kidney
  row("creatinine", 5.95, "range", "homeostatic"),
  row("urea", 12.1, "range", "homeostatic"),
  row("bun", 12.1, "range", "homeostatic"),
  row("uric_acid", 9.0, "lower", "urate"),
  row("egfr", 5.95, "higher", "egfr"),
  // Electrolytes and minerals
  row("sodium", 0.7, "range", "homeostatic"),
  row("potassium", 4.8, "range", "homeostatic"),
  row("chloride", 1.2, "range", "homeostatic"),
  row("bicarbonate", 4.8, "range", "homeostatic"),
  row("calcium", 1.9, "range", "homeostatic"),
  row("magnesium", 3.6, "range", "homeostatic"),
  row("phosphate", 8.5, "range", "homeostatic"),
  // Iron status
  row("iron", 26.5, "range", "homeostatic"),
  row("ferritin", 14.2, "range", "homeostatic"),
  row("transferrin", 3.0, "range", "homeostatic"),
  // Vitamins
  row("vitamin_b12", 15.0, "range", "homeostatic"),
  row("folate", 24.0, "range", "homeostatic"),
  row("vitamin_d_25oh", 6.7, "higher", "vitd"),
  // Thyroid and hormones
  row("tsh", 19.3, "range", "homeostatic"),
  row("free_t4", 7.6, "range", "homeostatic"),
  row("free_t3", 7.9, "range", "homeostatic"),
  row("cortisol", 20.9, "range", "homeostatic"),
  // Inflammation, enzymes, others
  row("crp", 42.2, "lower", "inflammation"),
  row("hs_crp", 42.2, "lower", "inflammation"),
  row("ck", 22.8, "range", "homeostatic"),
  row("ldh", 8.6, "range", "homeostatic"),
  row("amylase", 8.7, "range", "homeostatic"),
  row("lipase", 23.1, "range", "homeostatic"),
  row("homocysteine", 9.0, "lower", "homocysteine"),
  row("psa_total", 18.1, "range", "homeostatic"),
];
