// Family-history risk rules as DATA: each row names the guideline it comes from, the criteria that add
// points (relatives with a condition, onset ages, counts on one side, the patient's blood values), what to
// recommend and which genetic test to consider. The engine (lib/modules/family-health/assess-risk.ts) only
// interprets these rows. Points are summed and capped at 100; levels come from RISK_THRESHOLDS.

import type { RelationKey } from "./relations";

/** risk_score ≥ high → high_risk; ≥ moderate → moderate_risk; anything above 0 → low_risk. */
export const RISK_THRESHOLDS = { high: 60, moderate: 30 } as const;

export type OnsetLimit = number | { male: number; female: number };

export type Criterion =
  | {
      kind: "relatives";
      /** Condition keys (lib/knowledge/family/conditions.ts), matched in conditions and cause of death. */
      conditions: string[];
      degrees: (1 | 2)[];
      /** Onset (age at diagnosis, else age at death) strictly below this; by the relative's sex when an object. */
      onsetBelow?: OnsetLimit;
      /** Only relatives of this sex (male breast cancer). */
      relativeSex?: "male" | "female";
      /** Only these relations. */
      relations?: RelationKey[];
      minCount: number;
      /** The count must be reached on one lineage (paternal or maternal; siblings count for both). */
      sameSide?: boolean;
      points: number;
    }
  | { kind: "amsterdam_ii"; conditions: string[]; points: number }
  | {
      kind: "blood";
      /** Analyte id in lib/knowledge/analytes. */
      analyte: string;
      /** Threshold in `unit`; the patient's value is converted to it. */
      atLeast: number | { male: number; female: number };
      unit: string;
      points: number;
    };

export interface RiskRule {
  id: string;
  category: string;
  /** Criteria adding points. Blood criteria only count when a family criterion matched. */
  criteria: Criterion[];
  /** Screening rows (./screening.ts) this rule moves earlier when it fires. */
  screenings: string[];
  /** Genetic test to consider when the rule reaches `geneticAt` points. */
  genetic?: { genes: string; atPoints: number };
  /** Patients of this sex only (mammography-related HBOC wording still applies to all). */
  source: string;
}

const FIRST: (1 | 2)[] = [1];
const CLOSE: (1 | 2)[] = [1, 2];

export const RISK_RULES: readonly RiskRule[] = [
  {
    id: "premature_ascvd",
    category: "cardiovascular",
    criteria: [
      { kind: "relatives", conditions: ["coronary_artery_disease", "stroke", "peripheral_artery_disease"], degrees: FIRST, minCount: 1, points: 20 },
      { kind: "relatives", conditions: ["coronary_artery_disease", "stroke", "peripheral_artery_disease"], degrees: FIRST, onsetBelow: { male: 55, female: 65 }, minCount: 1, points: 45 },
      { kind: "relatives", conditions: ["coronary_artery_disease", "stroke", "peripheral_artery_disease"], degrees: FIRST, onsetBelow: { male: 55, female: 65 }, minCount: 2, points: 15 },
      { kind: "blood", analyte: "lipoprotein_a", atLeast: 50, unit: "mg/dL", points: 10 },
      { kind: "blood", analyte: "ldl_cholesterol", atLeast: 160, unit: "mg/dL", points: 10 },
    ],
    screenings: ["lipid_profile"],
    source: "2018 AHA/ACC Guideline on the Management of Blood Cholesterol (family history of premature ASCVD: male first-degree relative < 55, female < 65; Lp(a) ≥ 50 mg/dL and LDL-C ≥ 160 mg/dL as risk enhancers)",
  },
  {
    id: "familial_hypercholesterolaemia",
    category: "metabolic",
    // Scored by the Dutch Lipid Clinic Network algorithm (./dlcn.ts); these rows list its family items.
    criteria: [],
    screenings: ["lipid_profile"],
    genetic: { genes: "LDLR, APOB, PCSK9", atPoints: 60 },
    source: "Dutch Lipid Clinic Network criteria (WHO 1999; Nordestgaard et al., Eur Heart J 2013;34:3478) — score > 8 definite, 6–8 probable, 3–5 possible FH",
  },
  {
    id: "hereditary_breast_ovarian_cancer",
    category: "oncological",
    criteria: [
      { kind: "relatives", conditions: ["breast_cancer"], degrees: CLOSE, minCount: 1, points: 25 },
      { kind: "relatives", conditions: ["breast_cancer"], degrees: CLOSE, onsetBelow: 46, minCount: 1, points: 45 },
      { kind: "relatives", conditions: ["breast_cancer"], degrees: CLOSE, minCount: 2, sameSide: true, points: 45 },
      { kind: "relatives", conditions: ["ovarian_cancer"], degrees: CLOSE, minCount: 1, points: 70 },
      { kind: "relatives", conditions: ["breast_cancer"], degrees: CLOSE, relativeSex: "male", minCount: 1, points: 70 },
      { kind: "relatives", conditions: ["pancreatic_cancer"], degrees: FIRST, minCount: 1, points: 30 },
    ],
    screenings: ["breast_imaging"],
    genetic: { genes: "BRCA1, BRCA2 (with PALB2 in a multigene panel)", atPoints: 60 },
    source: "NCCN Guidelines: Genetic/Familial High-Risk Assessment — Breast, Ovarian and Pancreatic (testing criteria: breast cancer ≤ 45 y, ≥ 2 close relatives with breast cancer on one side, ovarian cancer at any age, male breast cancer, pancreatic cancer)",
  },
  {
    id: "lynch_colorectal",
    category: "oncological",
    criteria: [
      { kind: "relatives", conditions: ["colorectal_cancer"], degrees: FIRST, minCount: 1, points: 35 },
      { kind: "relatives", conditions: ["colorectal_cancer"], degrees: FIRST, onsetBelow: 50, minCount: 1, points: 35 },
      { kind: "relatives", conditions: ["colorectal_cancer"], degrees: CLOSE, minCount: 2, sameSide: true, points: 25 },
      { kind: "amsterdam_ii", conditions: ["colorectal_cancer", "endometrial_cancer", "lynch_other_cancer"], points: 90 },
    ],
    screenings: ["colonoscopy"],
    genetic: { genes: "MLH1, MSH2, MSH6, PMS2, EPCAM (Lynch syndrome)", atPoints: 60 },
    source: "US Multi-Society Task Force on Colorectal Cancer 2017 / ACG 2021 (first-degree relative: colonoscopy from 40 or 10 years before the youngest diagnosis); Amsterdam II criteria (Vasen et al., Gastroenterology 1999;116:1453)",
  },
  {
    id: "type2_diabetes",
    category: "metabolic",
    criteria: [
      { kind: "relatives", conditions: ["type2_diabetes"], degrees: FIRST, minCount: 1, points: 30 },
      { kind: "relatives", conditions: ["type2_diabetes"], degrees: FIRST, minCount: 2, points: 10 },
      { kind: "blood", analyte: "hba1c", atLeast: 5.7, unit: "%", points: 30 },
      { kind: "blood", analyte: "glucose", atLeast: 100, unit: "mg/dL", points: 30 },
    ],
    screenings: ["diabetes_screening"],
    source: "ADA Standards of Care in Diabetes 2024, section 2 (first-degree relative with diabetes is a risk factor for testing; prediabetes HbA1c 5.7–6.4 %, fasting glucose 100–125 mg/dL)",
  },
  {
    id: "hereditary_haemochromatosis",
    category: "genetic",
    criteria: [
      { kind: "relatives", conditions: ["hereditary_haemochromatosis"], degrees: FIRST, minCount: 1, points: 40 },
      { kind: "blood", analyte: "transferrin_saturation", atLeast: 45, unit: "%", points: 30 },
      { kind: "blood", analyte: "ferritin", atLeast: { male: 300, female: 200 }, unit: "ng/mL", points: 15 },
    ],
    screenings: ["iron_studies"],
    genetic: { genes: "HFE (C282Y, H63D)", atPoints: 40 },
    source: "EASL Clinical Practice Guidelines on haemochromatosis, J Hepatol 2022;77:479 (screen first-degree relatives; transferrin saturation ≥ 45 %, ferritin above the sex-specific limit)",
  },
  {
    id: "sudden_cardiac_death",
    category: "cardiovascular",
    criteria: [
      { kind: "relatives", conditions: ["sudden_cardiac_death"], degrees: CLOSE, onsetBelow: 50, minCount: 1, points: 70 },
      { kind: "relatives", conditions: ["cardiomyopathy", "inherited_arrhythmia"], degrees: FIRST, minCount: 1, points: 60 },
    ],
    screenings: ["cardiac_evaluation"],
    genetic: { genes: "cardiac gene panel, after the affected relative's evaluation", atPoints: 60 },
    source: "2022 ESC Guidelines for ventricular arrhythmias and the prevention of sudden cardiac death (evaluate relatives of sudden death victims < 50 y; ECG and echocardiography); 2023 ESC cardiomyopathy guideline",
  },
  {
    id: "aortic_and_intracranial_aneurysm",
    category: "cardiovascular",
    criteria: [
      { kind: "relatives", conditions: ["abdominal_aortic_aneurysm"], degrees: FIRST, minCount: 1, points: 40 },
      { kind: "relatives", conditions: ["thoracic_aortic_disease"], degrees: FIRST, minCount: 1, points: 65 },
      { kind: "relatives", conditions: ["intracranial_aneurysm"], degrees: FIRST, minCount: 1, points: 25 },
      { kind: "relatives", conditions: ["intracranial_aneurysm"], degrees: FIRST, minCount: 2, points: 40 },
    ],
    screenings: ["aaa_ultrasound", "aortic_imaging", "intracranial_imaging"],
    source: "SVS 2018 AAA guideline (ultrasound 65–75 y with a first-degree relative with AAA); 2022 ACC/AHA aortic disease guideline (image first-degree relatives of thoracic aneurysm/dissection); AHA/ASA 2015 unruptured intracranial aneurysm guideline (screen with ≥ 2 affected first-degree relatives)",
  },
  {
    id: "early_onset_dementia",
    category: "neurological",
    criteria: [
      { kind: "relatives", conditions: ["dementia"], degrees: FIRST, minCount: 1, points: 15 },
      { kind: "relatives", conditions: ["dementia"], degrees: FIRST, onsetBelow: 65, minCount: 1, points: 30 },
      { kind: "relatives", conditions: ["dementia"], degrees: CLOSE, onsetBelow: 65, minCount: 2, sameSide: true, points: 30 },
    ],
    screenings: [],
    genetic: { genes: "APP, PSEN1, PSEN2 (genetic counselling first)", atPoints: 60 },
    source: "ACMG/NSGC practice guideline: genetic counselling and testing for Alzheimer disease (Goldman et al., Genet Med 2011;13:597) — early onset < 65 y and autosomal-dominant pattern",
  },
  {
    id: "prostate_cancer",
    category: "oncological",
    criteria: [
      { kind: "relatives", conditions: ["prostate_cancer"], degrees: FIRST, minCount: 1, points: 20 },
      { kind: "relatives", conditions: ["prostate_cancer"], degrees: FIRST, onsetBelow: 65, minCount: 1, points: 20 },
      { kind: "relatives", conditions: ["prostate_cancer"], degrees: FIRST, minCount: 2, points: 25 },
    ],
    screenings: ["psa_discussion"],
    source: "American Cancer Society prostate cancer screening recommendation (discussion from 45 with a first-degree relative diagnosed < 65, from 40 with more than one)",
  },
  {
    id: "polycystic_kidney_disease",
    category: "renal_hepatic",
    criteria: [{ kind: "relatives", conditions: ["polycystic_kidney_disease"], degrees: FIRST, minCount: 1, points: 60 }],
    screenings: ["kidney_ultrasound"],
    genetic: { genes: "PKD1, PKD2 (when imaging is inconclusive)", atPoints: 60 },
    source: "KDIGO 2025 Clinical Practice Guideline for ADPKD (offer at-risk adult relatives evaluation by kidney imaging after counselling)",
  },
];

/** Conditions the specific rules already cover; other family conditions become low-risk "family history" entries. */
export const COVERED_CONDITIONS = new Set([
  ...RISK_RULES.flatMap((r) => r.criteria.flatMap((c) => ("conditions" in c ? c.conditions : []))),
  "familial_hypercholesterolaemia",
  "hypercholesterolaemia",
]);

/** Points of a family-history entry not covered by a rule: per first-degree / second-degree relative (cap 25). */
export const OTHER_HISTORY_POINTS = { first: 10, second: 5, cap: 25, source: "Generic family-history weighting (first-degree relatives weigh double); low risk by construction" } as const;

/**
 * Inherited drug sensitivities signalled by a family condition: a caution for prescribers, not a contraindication.
 */
export const HEREDITARY_SENSITIVITIES: readonly { condition: string; id: string; source: string }[] = [
  { condition: "malignant_hyperthermia", id: "volatile_anaesthetics", source: "European Malignant Hyperthermia Group guidance; CPIC guideline for RYR1/CACNA1S (2019)" },
  { condition: "g6pd_deficiency", id: "oxidant_drugs", source: "CPIC guideline for G6PD genotype and drug use (2022)" },
  { condition: "thrombophilia", id: "oestrogen_therapy", source: "UK MEC / CDC US MEC for contraceptive use (known thrombogenic mutation; family history of VTE)" },
  { condition: "familial_hypercholesterolaemia", id: "statin_monitoring", source: "EAS consensus on FH (Nordestgaard 2013)" },
];
