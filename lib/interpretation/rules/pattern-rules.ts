// Clinical patterns as data. Each rule names analytes by id and quotes its guideline's thresholds in the
// guideline's unit; ./detect-patterns.ts evaluates them. Adding a pattern = adding a row here plus its
// messages in the catalogues (the catalogue test fails until every language has them).
import type { BodySystem, PatternSeverity } from "../types";
import type { Condition, PatientThreshold } from "./conditions";

export interface PatternGrade {
  id: string;
  when: Condition;
  severity: PatternSeverity;
  followUp?: readonly string[];
  lifestyle?: readonly string[];
}

export interface PatternRule {
  id: string;
  system: BodySystem;
  /** Gate: the rule applies only when this holds. */
  when: Condition;
  /** Ordered grades, first match wins; a gated rule with grades and no matching grade reports nothing. */
  grades?: readonly PatternGrade[];
  /** Severity of an ungraded rule. */
  severity?: PatternSeverity;
  followUp: readonly string[];
  lifestyle: readonly string[];
  /**
   * Patterns this one makes redundant when both match: a rule id, or "rule:grade" for one grade only
   * (iron-deficiency anaemia explains a microcytic anaemia, not a macrocytic one).
   */
  supersedes?: readonly string[];
  source: string;
}

/** WHO haemoglobin thresholds for anaemia, g/dL (WHO/NMH/NHD/MNM/11.1, 2011; sea level, non-pregnant). */
export const WHO_ANEMIA_HB: PatientThreshold = {
  male: 13.0,
  female: 12.0,
  unknown: 12.0,
  byAge: [
    { below: 5, value: 11.0 },
    { below: 12, value: 11.5 },
    { below: 15, value: 12.0 },
  ],
};

/** Low HDL-C, mg/dL (NCEP ATP III metabolic-syndrome criterion: < 40 men, < 50 women; unknown sex: 40). */
export const HDL_LOW: PatientThreshold = { male: 40, female: 50, unknown: 40 };

/**
 * Ferritin indicating depleted iron stores, ng/mL (= µg/L): < 30 in adults (clinical cut-off, Mast et al.
 * 1998; BSG 2021 guideline), WHO 2020 < 12 under 5 years and < 15 from 5 to 14 years.
 */
const FERRITIN_LOW: PatientThreshold = {
  male: 30,
  female: 30,
  unknown: 30,
  byAge: [
    { below: 5, value: 12 },
    { below: 15, value: 15 },
  ],
};

/** Iron deficiency: low ferritin, or ferritin < 70 µg/L with raised CRP (WHO 2020 threshold in inflammation). */
const IRON_STORES_LOW: Condition = {
  any: [
    { marker: "ferritin", unit: "ng/mL", lt: FERRITIN_LOW },
    {
      all: [
        { marker: "ferritin", unit: "ng/mL", lt: 70 },
        { any: [{ marker: "crp", flag: ["above"] }, { marker: "crp", unit: "mg/L", gt: 5 }] },
      ],
    },
  ],
};

const HB_LOW: Condition = { marker: "hemoglobin", unit: "g/dL", lt: WHO_ANEMIA_HB };
const NO_LDL = { not: { present: "ldl_cholesterol" } } as const;

export const PATTERN_RULES: readonly PatternRule[] = [
  {
    id: "iron_deficiency_anemia",
    system: "blood",
    when: { all: [HB_LOW, IRON_STORES_LOW] },
    severity: "attention",
    followUp: ["iron_studies", "blood_loss_search", "coeliac_screen"],
    lifestyle: ["iron_rich_foods"],
    supersedes: ["iron_deficiency", "anemia:microcytic", "anemia:normocytic", "anemia:unclassified"],
    source: "WHO 2011 haemoglobin thresholds; WHO 2020 ferritin guideline; BSG 2021 iron-deficiency anaemia guideline.",
  },
  {
    id: "iron_deficiency",
    system: "blood",
    when: IRON_STORES_LOW,
    severity: "attention",
    followUp: ["iron_studies", "blood_loss_search"],
    lifestyle: ["iron_rich_foods"],
    source: "WHO 2020 guideline on ferritin concentrations; Mast et al., Clin Chem 1998.",
  },
  {
    id: "anemia",
    system: "blood",
    when: HB_LOW,
    grades: [
      { id: "microcytic", when: { marker: "mcv", unit: "fL", lt: 80 }, severity: "attention", followUp: ["iron_studies", "hemoglobin_electrophoresis"] },
      { id: "macrocytic", when: { marker: "mcv", unit: "fL", gt: 100 }, severity: "attention", followUp: ["b12_folate", "thyroid_check", "liver_panel"] },
      { id: "normocytic", when: { present: "mcv" }, severity: "attention", followUp: ["reticulocytes_hemolysis", "kidney_check"] },
      { id: "unclassified", when: { not: { present: "mcv" } }, severity: "attention", followUp: ["full_blood_count"] },
    ],
    followUp: ["blood_film"],
    lifestyle: [],
    source: "WHO 2011 haemoglobin thresholds; MCV classes < 80 / 80–100 / > 100 fL (standard haematology teaching).",
  },
  {
    id: "severe_anemia",
    system: "blood",
    when: {
      marker: "hemoglobin",
      unit: "g/dL",
      lt: { male: 8, female: 8, unknown: 8, byAge: [{ below: 5, value: 7 }] },
    },
    severity: "urgent",
    followUp: [],
    lifestyle: [],
    source: "WHO 2011 anaemia severity: severe < 8.0 g/dL (< 7.0 g/dL under 5 years).",
  },
  {
    id: "glycemia",
    system: "metabolism",
    when: { any: [{ present: "hba1c" }, { present: "glucose" }] },
    grades: [
      {
        id: "diabetes_range",
        when: { any: [{ marker: "hba1c", unit: "%", gte: 6.5 }, { marker: "glucose", unit: "mg/dL", gte: 126 }] },
        severity: "attention",
        followUp: ["confirm_glucose", "diabetes_workup"],
      },
      {
        id: "prediabetes",
        when: { any: [{ marker: "hba1c", unit: "%", gte: 5.7 }, { marker: "glucose", unit: "mg/dL", gte: 100 }] },
        severity: "attention",
        followUp: ["confirm_glucose", "ogtt"],
      },
    ],
    followUp: [],
    lifestyle: ["reduce_sugars", "weight_activity"],
    source: "ADA Standards of Care 2025, section 2: HbA1c 5.7–6.4 % / FPG 100–125 mg/dL prediabetes; ≥ 6.5 % / ≥ 126 mg/dL diabetes.",
  },
  {
    id: "low_glucose",
    system: "metabolism",
    when: { marker: "glucose", unit: "mg/dL", lt: 70 },
    grades: [
      { id: "level2", when: { marker: "glucose", unit: "mg/dL", lt: 54 }, severity: "urgent" },
      { id: "level1", when: { marker: "glucose", unit: "mg/dL", lt: 70 }, severity: "attention" },
    ],
    followUp: ["repeat_glucose"],
    lifestyle: [],
    source: "ADA Standards of Care 2025, section 6: level 1 hypoglycaemia < 70 mg/dL, level 2 < 54 mg/dL.",
  },
  {
    id: "high_ldl",
    system: "metabolism",
    when: { any: [{ present: "ldl_cholesterol" }, { present: "non_hdl_cholesterol" }] },
    grades: [
      {
        id: "very_high",
        when: {
          any: [
            { marker: "ldl_cholesterol", unit: "mg/dL", gte: 190 },
            { all: [NO_LDL, { marker: "non_hdl_cholesterol", unit: "mg/dL", gte: 220 }] },
          ],
        },
        severity: "attention",
        followUp: ["lipid_secondary_causes", "family_screening"],
      },
      {
        id: "high",
        when: {
          any: [
            { marker: "ldl_cholesterol", unit: "mg/dL", gte: 160 },
            { all: [NO_LDL, { marker: "non_hdl_cholesterol", unit: "mg/dL", gte: 190 }] },
          ],
        },
        severity: "attention",
        followUp: ["lipid_secondary_causes", "cardiovascular_assessment"],
      },
      {
        id: "borderline",
        when: {
          any: [
            { marker: "ldl_cholesterol", unit: "mg/dL", gte: 130 },
            { all: [NO_LDL, { marker: "non_hdl_cholesterol", unit: "mg/dL", gte: 160 }] },
          ],
        },
        severity: "info",
        followUp: ["cardiovascular_assessment"],
      },
    ],
    followUp: [],
    lifestyle: ["heart_healthy_diet", "weight_activity", "no_smoking"],
    source: "NCEP ATP III LDL-C classes (130 / 160 / 190 mg/dL; non-HDL-C 30 mg/dL higher); 2018 AHA/ACC cholesterol guideline.",
  },
  {
    id: "atherogenic_dyslipidemia",
    system: "metabolism",
    when: {
      all: [
        { marker: "triglycerides", unit: "mg/dL", gte: 150 },
        { marker: "hdl_cholesterol", unit: "mg/dL", lt: HDL_LOW },
      ],
    },
    severity: "attention",
    followUp: ["apob_lpa", "confirm_glucose"],
    lifestyle: ["reduce_sugars", "limit_alcohol", "weight_activity"],
    source: "NCEP ATP III (TG ≥ 150 mg/dL, HDL-C < 40/50 mg/dL); EAS consensus on atherogenic dyslipidaemia.",
  },
  {
    id: "very_high_triglycerides",
    system: "metabolism",
    when: { marker: "triglycerides", unit: "mg/dL", gte: 500 },
    severity: "attention",
    followUp: ["lipid_secondary_causes", "confirm_glucose"],
    lifestyle: ["limit_alcohol", "reduce_sugars"],
    source: "NCEP ATP III: very high ≥ 500 mg/dL (pancreatitis risk); Endocrine Society 2012 hypertriglyceridaemia guideline.",
  },
  {
    id: "elevated_lipoprotein_a",
    system: "metabolism",
    when: { marker: "lipoprotein_a", unit: "mg/dL", gte: 50 },
    severity: "info",
    followUp: ["cardiovascular_assessment", "family_screening"],
    lifestyle: ["heart_healthy_diet"],
    source: "2018 AHA/ACC risk enhancer Lp(a) ≥ 50 mg/dL (≥ 125 nmol/L); EAS 2022 Lp(a) consensus.",
  },
  {
    id: "liver_injury_pattern",
    system: "liver",
    when: { all: [{ any: [{ marker: "alt", flag: ["above"] }, { marker: "alp", flag: ["above"] }] }, { derivedPresent: "r_ratio" }] },
    grades: [
      // Each class needs the enzyme that defines it to be raised: a mild ALT rise with a normal ALP gives
      // R < 2 without being cholestatic (it is left to transaminases_raised).
      {
        id: "hepatocellular",
        when: { all: [{ marker: "alt", flag: ["above"] }, { derived: "r_ratio", gte: 5 }] },
        severity: "attention",
        followUp: ["hepatitis_serology", "liver_ultrasound"],
      },
      {
        id: "cholestatic",
        when: { all: [{ marker: "alp", flag: ["above"] }, { derived: "r_ratio", lte: 2 }] },
        severity: "attention",
        followUp: ["cholestasis_workup"],
      },
      {
        id: "mixed",
        when: { all: [{ marker: "alt", flag: ["above"] }, { marker: "alp", flag: ["above"] }, { derived: "r_ratio", gt: 2 }, { derived: "r_ratio", lt: 5 }] },
        severity: "attention",
        followUp: ["hepatitis_serology", "cholestasis_workup"],
      },
    ],
    followUp: ["repeat_liver_tests"],
    lifestyle: ["liver_protect", "review_medicines"],
    supersedes: ["transaminases_raised"],
    source: "R ratio (ALT/ULN)/(ALP/ULN): ≥ 5 hepatocellular, ≤ 2 cholestatic, else mixed; ACG guideline, Kwo et al. 2017.",
  },
  {
    id: "transaminases_raised",
    system: "liver",
    when: { any: [{ marker: "alt", flag: ["above"] }, { marker: "ast", flag: ["above"] }] },
    severity: "attention",
    followUp: ["repeat_liver_tests", "liver_panel", "hepatitis_serology"],
    lifestyle: ["liver_protect", "review_medicines"],
    source: "ACG guideline on abnormal liver chemistries, Kwo et al. 2017 (raised ALT/AST without a classifiable R ratio).",
  },
  {
    id: "kidney_function",
    system: "kidney",
    when: { all: [{ present: "egfr" }, { not: { age: { lt: 18 } } }] },
    grades: [
      { id: "g5", when: { marker: "egfr", unit: "mL/min", lt: 15 }, severity: "urgent", followUp: ["nephrology_referral"] },
      { id: "g4", when: { marker: "egfr", unit: "mL/min", lt: 30 }, severity: "attention", followUp: ["nephrology_referral", "acr_urine"] },
      { id: "g3b", when: { marker: "egfr", unit: "mL/min", lt: 45 }, severity: "attention", followUp: ["repeat_kidney", "acr_urine"] },
      { id: "g3a", when: { marker: "egfr", unit: "mL/min", lt: 60 }, severity: "attention", followUp: ["repeat_kidney", "acr_urine"] },
      { id: "g2", when: { marker: "egfr", unit: "mL/min", lt: 90 }, severity: "info", followUp: ["acr_urine"] },
    ],
    followUp: [],
    lifestyle: ["kidney_protect", "review_medicines"],
    source: "KDIGO 2024 CKD guideline: GFR categories G1 ≥ 90, G2 60–89, G3a 45–59, G3b 30–44, G4 15–29, G5 < 15.",
  },
  {
    id: "albuminuria",
    system: "kidney",
    when: { marker: "urine_albumin_creatinine_ratio", unit: "mg/g", gte: 30 },
    grades: [
      { id: "a3", when: { marker: "urine_albumin_creatinine_ratio", unit: "mg/g", gt: 300 }, severity: "attention" },
      { id: "a2", when: { marker: "urine_albumin_creatinine_ratio", unit: "mg/g", gte: 30 }, severity: "attention" },
    ],
    followUp: ["repeat_acr", "kidney_check"],
    lifestyle: ["kidney_protect"],
    source: "KDIGO 2024: albuminuria A1 < 30, A2 30–300, A3 > 300 mg/g (< 3, 3–30, > 30 mg/mmol).",
  },
  {
    id: "thyroid_function",
    system: "hormones",
    when: { any: [{ present: "tsh" }, { present: "free_t4" }] },
    grades: [
      { id: "overt_hyperthyroidism", when: { all: [{ marker: "tsh", flag: ["below"] }, { marker: "free_t4", flag: ["above"] }] }, severity: "attention", followUp: ["thyroid_antibodies_trab"] },
      { id: "overt_hypothyroidism", when: { all: [{ marker: "tsh", flag: ["above"] }, { marker: "free_t4", flag: ["below"] }] }, severity: "attention", followUp: ["thyroid_antibodies_tpo"] },
      { id: "central_hypothyroidism", when: { all: [{ marker: "free_t4", flag: ["below"] }, { marker: "tsh", flag: ["within", "below"] }] }, severity: "attention", followUp: ["pituitary_evaluation"] },
      { id: "subclinical_hypothyroidism_marked", when: { all: [{ marker: "tsh", unit: "mU/L", gte: 10 }, { marker: "free_t4", flag: ["within"] }] }, severity: "attention", followUp: ["thyroid_antibodies_tpo", "repeat_thyroid"] },
      { id: "subclinical_hypothyroidism", when: { all: [{ marker: "tsh", flag: ["above"] }, { marker: "free_t4", flag: ["within"] }] }, severity: "info", followUp: ["repeat_thyroid", "thyroid_antibodies_tpo"] },
      { id: "subclinical_hyperthyroidism_marked", when: { all: [{ marker: "tsh", unit: "mU/L", lt: 0.1 }, { marker: "free_t4", flag: ["within"] }] }, severity: "attention", followUp: ["repeat_thyroid", "thyroid_antibodies_trab"] },
      { id: "subclinical_hyperthyroidism", when: { all: [{ marker: "tsh", flag: ["below"] }, { marker: "free_t4", flag: ["within"] }] }, severity: "info", followUp: ["repeat_thyroid"] },
      { id: "discordant", when: { all: [{ marker: "free_t4", flag: ["above"] }, { marker: "tsh", flag: ["within"] }] }, severity: "info", followUp: ["repeat_thyroid"] },
      { id: "tsh_high_only", when: { all: [{ marker: "tsh", flag: ["above"] }, { not: { present: "free_t4" } }] }, severity: "info", followUp: ["free_t4_test"] },
      { id: "tsh_low_only", when: { all: [{ marker: "tsh", flag: ["below"] }, { not: { present: "free_t4" } }] }, severity: "info", followUp: ["free_t4_test"] },
    ],
    followUp: [],
    lifestyle: ["review_medicines"],
    source: "ATA 2012 hypothyroidism and ATA 2016 hyperthyroidism guidelines; ETA 2015 subclinical hyperthyroidism (TSH < 0.1 grade 2).",
  },
  {
    id: "inflammation",
    system: "immune",
    when: { any: [{ marker: "crp", flag: ["above"] }, { marker: "crp", unit: "mg/L", gt: 10 }, { marker: "hs_crp", unit: "mg/L", gt: 10 }] },
    grades: [
      { id: "marked", when: { any: [{ marker: "crp", unit: "mg/L", gte: 100 }, { marker: "hs_crp", unit: "mg/L", gte: 100 }] }, severity: "attention" },
      { id: "moderate", when: { any: [{ marker: "crp", unit: "mg/L", gt: 10 }, { marker: "hs_crp", unit: "mg/L", gt: 10 }] }, severity: "attention" },
      { id: "mild", when: { marker: "crp", flag: ["above"] }, severity: "info" },
    ],
    followUp: ["inflammation_source"],
    lifestyle: [],
    source: "CRP > 10 mg/L clinically significant inflammation, ≥ 100 mg/L usually bacterial infection or major inflammation (Pepys & Hirschfield, J Clin Invest 2003); hs-CRP > 10 mg/L not usable for CV risk (AHA/CDC 2003).",
  },
  {
    id: "vitamin_d_status",
    system: "vitamins",
    when: { marker: "vitamin_d_25oh", unit: "ng/mL", lt: 30 },
    grades: [
      { id: "severe_deficiency", when: { marker: "vitamin_d_25oh", unit: "ng/mL", lt: 12 }, severity: "attention", followUp: ["calcium_pth"] },
      { id: "deficiency", when: { marker: "vitamin_d_25oh", unit: "ng/mL", lt: 20 }, severity: "attention" },
      { id: "insufficiency", when: { marker: "vitamin_d_25oh", unit: "ng/mL", lt: 30 }, severity: "info" },
    ],
    followUp: ["recheck_vitamin_d"],
    lifestyle: ["vitamin_d_sources"],
    source: "IOM 2011 (< 12 ng/mL risk of deficiency, ≥ 20 adequate); Endocrine Society 2011 (< 20 deficiency, 21–29 insufficiency).",
  },
  {
    id: "vitamin_b12_status",
    system: "vitamins",
    when: { marker: "vitamin_b12", unit: "pg/mL", lt: 300 },
    grades: [
      { id: "deficiency", when: { marker: "vitamin_b12", unit: "pg/mL", lt: 200 }, severity: "attention", followUp: ["intrinsic_factor"] },
      { id: "borderline", when: { marker: "vitamin_b12", unit: "pg/mL", lt: 300 }, severity: "info" },
    ],
    followUp: ["mma_holotc"],
    lifestyle: ["b12_sources"],
    source: "B12 < 200 pg/mL (148 pmol/L) deficient, 200–300 borderline (Stabler, N Engl J Med 2013; BSH 2014 cobalamin guideline).",
  },
  {
    id: "folate_status",
    system: "vitamins",
    when: { marker: "folate", unit: "ng/mL", lt: 6 },
    grades: [
      { id: "deficiency", when: { marker: "folate", unit: "ng/mL", lt: 3 }, severity: "attention" },
      { id: "possible_deficiency", when: { marker: "folate", unit: "ng/mL", lt: 6 }, severity: "info" },
    ],
    followUp: ["b12_folate"],
    lifestyle: ["folate_sources", "limit_alcohol"],
    source: "WHO 2015 serum folate cut-offs: < 3 ng/mL (6.8 nmol/L) deficiency, 3–5.9 ng/mL possible deficiency.",
  },
  {
    id: "hyponatremia",
    system: "electrolytes",
    when: { marker: "sodium", unit: "mmol/L", lt: 135 },
    grades: [
      { id: "profound", when: { marker: "sodium", unit: "mmol/L", lt: 125 }, severity: "urgent" },
      { id: "moderate", when: { marker: "sodium", unit: "mmol/L", lt: 130 }, severity: "attention" },
      { id: "mild", when: { marker: "sodium", unit: "mmol/L", lt: 135 }, severity: "attention" },
    ],
    followUp: ["sodium_workup", "review_medicines_test"],
    lifestyle: ["review_medicines"],
    source: "European clinical practice guideline on hyponatraemia (Spasovski et al. 2014): mild 130–135, moderate 125–129, profound < 125 mmol/L.",
  },
  {
    id: "hypernatremia",
    system: "electrolytes",
    when: { marker: "sodium", unit: "mmol/L", gt: 145 },
    grades: [
      { id: "severe", when: { marker: "sodium", unit: "mmol/L", gte: 160 }, severity: "urgent" },
      { id: "mild", when: { marker: "sodium", unit: "mmol/L", gt: 145 }, severity: "attention" },
    ],
    followUp: ["electrolytes_repeat"],
    lifestyle: ["hydration"],
    source: "Hypernatraemia Na > 145 mmol/L; severe ≥ 160 mmol/L (Adrogué & Madias, N Engl J Med 2000).",
  },
  {
    id: "hypokalemia",
    system: "electrolytes",
    when: { marker: "potassium", unit: "mmol/L", lt: 3.5 },
    grades: [
      { id: "severe", when: { marker: "potassium", unit: "mmol/L", lt: 2.5 }, severity: "urgent", followUp: ["ecg"] },
      { id: "moderate", when: { marker: "potassium", unit: "mmol/L", lt: 3.0 }, severity: "attention", followUp: ["ecg"] },
      { id: "mild", when: { marker: "potassium", unit: "mmol/L", lt: 3.5 }, severity: "attention" },
    ],
    followUp: ["electrolytes_repeat", "magnesium_check"],
    lifestyle: ["review_medicines"],
    source: "Hypokalaemia < 3.5 mmol/L; moderate < 3.0, severe < 2.5 mmol/L (UK Renal Association / common clinical grading).",
  },
  {
    id: "hyperkalemia",
    system: "electrolytes",
    when: { any: [{ marker: "potassium", unit: "mmol/L", gt: 5.5 }, { all: [{ marker: "potassium", flag: ["above"] }, { marker: "potassium", unit: "mmol/L", gt: 5.0 }] }] },
    grades: [
      { id: "severe", when: { marker: "potassium", unit: "mmol/L", gte: 6.5 }, severity: "urgent", followUp: ["ecg"] },
      { id: "moderate", when: { marker: "potassium", unit: "mmol/L", gte: 6.0 }, severity: "urgent", followUp: ["ecg"] },
      { id: "mild", when: { marker: "potassium", unit: "mmol/L", gt: 5.0 }, severity: "attention" },
    ],
    followUp: ["exclude_hemolysis", "kidney_check"],
    lifestyle: ["review_medicines"],
    source: "ERC 2021 / UK Kidney Association 2023: mild 5.5–5.9, moderate 6.0–6.4, severe ≥ 6.5 mmol/L.",
  },
  {
    id: "hypocalcemia",
    system: "electrolytes",
    when: { derived: "calcium_adjusted", lt: 8.5 },
    grades: [
      { id: "severe", when: { derived: "calcium_adjusted", lt: 7.5 }, severity: "urgent", followUp: ["ecg"] },
      { id: "mild", when: { derived: "calcium_adjusted", lt: 8.5 }, severity: "attention" },
    ],
    followUp: ["calcium_pth", "magnesium_check"],
    lifestyle: [],
    source: "Albumin-adjusted calcium (Payne 1973) below 8.5 mg/dL (2.12 mmol/L); severe < 7.5 mg/dL (1.9 mmol/L), Society for Endocrinology emergency guidance 2016.",
  },
  {
    id: "hypercalcemia",
    system: "electrolytes",
    when: { derived: "calcium_adjusted", gt: 10.5 },
    grades: [
      { id: "severe", when: { derived: "calcium_adjusted", gte: 14 }, severity: "urgent" },
      { id: "moderate", when: { derived: "calcium_adjusted", gte: 12 }, severity: "attention" },
      { id: "mild", when: { derived: "calcium_adjusted", gt: 10.5 }, severity: "attention" },
    ],
    followUp: ["calcium_pth"],
    lifestyle: ["hydration"],
    source: "Hypercalcaemia grading: mild < 12, moderate 12–13.9, severe ≥ 14 mg/dL (Minisola et al., BMJ 2015).",
  },
];
