// Phenotypic age (PhenoAge), Levine ME et al., "An epigenetic biomarker of aging for lifespan and
// healthspan", Aging (Albany NY) 2018;10(4):573–591, doi:10.18632/aging.101414. Nine blood values and age
// give a linear predictor xb of a Gompertz proportional-hazards mortality model fitted in NHANES III; the
// 10-year mortality score is M = 1 − exp(−exp(xb)·(exp(120·γ) − 1)/γ) (120 months), and PhenoAge is the age
// whose expected mortality equals M: 141.50225 + ln(−0.0055305·ln(1 − M)) / 0.090165.
// Coefficients at the full precision the BioAge R package (Kwon & Belsky, github.com/dayoonkwon/BioAge,
// R/phenoage_calc.R, `orig = TRUE`) uses; the paper prints them rounded to four places.

/** The nine blood inputs in the units of the published model. */
export interface PhenoAgeInputs {
  /** Albumin, g/L. */
  albumin: number;
  /** Creatinine, µmol/L. */
  creatinine: number;
  /** Glucose (fasting), mmol/L. */
  glucose: number;
  /** C-reactive protein, mg/dL (the model takes its natural log). */
  crp: number;
  /** Lymphocytes, % of white cells. */
  lymphocyte_pct: number;
  /** Mean corpuscular volume, fL. */
  mcv: number;
  /** Red cell distribution width (CV), %. */
  rdw: number;
  /** Alkaline phosphatase, U/L. */
  alp: number;
  /** White blood cells, 10^9/L (= 10^3/µL). */
  wbc: number;
}

export const PHENOAGE_INPUT_KEYS = ["albumin", "creatinine", "glucose", "crp", "lymphocyte_pct", "mcv", "rdw", "alp", "wbc"] as const;
export type PhenoAgeInputKey = (typeof PHENOAGE_INPUT_KEYS)[number];

export const PHENOAGE_UNITS: Readonly<Record<PhenoAgeInputKey, string>> = {
  albumin: "g/L",
  creatinine: "umol/L",
  glucose: "mmol/L",
  crp: "mg/dL",
  lymphocyte_pct: "%",
  mcv: "fL",
  rdw: "%",
  alp: "U/L",
  wbc: "10*9/L",
};

export const PHENOAGE_COEFFICIENTS = {
  intercept: -19.90667,
  albumin: -0.03359355,
  creatinine: 0.009506491,
  glucose: 0.1953192,
  ln_crp: 0.09536762,
  lymphocyte_pct: -0.01199984,
  mcv: 0.02676401,
  rdw: 0.3306156,
  alp: 0.001868778,
  wbc: 0.05542406,
  age: 0.08035356,
  /** Gompertz shape γ of the mortality model (per month). */
  gamma: 0.007692696,
} as const;

/**
 * CRP floor, mg/dL: an undetectable or zero CRP has no logarithm. 0.01 mg/dL (0.1 mg/L) is about the lower
 * detection limit of high-sensitivity assays (NHANES 2015–2018 hs-CRP: 0.11 mg/L). See docs/decisions.md.
 */
export const CRP_FLOOR_MG_DL = 0.01;

export interface PhenoAgeResult {
  /** Linear predictor of the mortality model. */
  xb: number;
  /** Probability of death within 10 years (0–1) under the model. */
  mortalityScore: number;
  /** PhenoAge, years. */
  phenoAge: number;
}

/** PhenoAge from the nine inputs (model units) and chronological age in years. */
export function phenoAge(inputs: PhenoAgeInputs, age: number): PhenoAgeResult {
  const c = PHENOAGE_COEFFICIENTS;
  const lnCrp = Math.log(Math.max(inputs.crp, CRP_FLOOR_MG_DL));
  const xb =
    c.intercept +
    c.albumin * inputs.albumin +
    c.creatinine * inputs.creatinine +
    c.glucose * inputs.glucose +
    c.ln_crp * lnCrp +
    c.lymphocyte_pct * inputs.lymphocyte_pct +
    c.mcv * inputs.mcv +
    c.rdw * inputs.rdw +
    c.alp * inputs.alp +
    c.wbc * inputs.wbc +
    c.age * age;
  // −ln(1 − M): the cumulative hazard over 120 months. Used directly so that M ≈ 1 loses no precision.
  const cumulativeHazard = (Math.exp(xb) * (Math.exp(120 * c.gamma) - 1)) / c.gamma;
  const mortalityScore = 1 - Math.exp(-cumulativeHazard);
  const phenoAgeYears = 141.50225 + Math.log(0.0055305 * cumulativeHazard) / 0.090165;
  return { xb, mortalityScore, phenoAge: phenoAgeYears };
}
