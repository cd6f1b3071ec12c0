// Energy and macronutrient rules as data: activity factors, the weight-management deficit, protein per kg and
// the carbohydrate share, each with its source. lib/modules/nutrition applies them.
import type { Sourced } from "./types";

export const ACTIVITY_LEVELS = ["sedentary", "light", "moderate", "active", "very_active"] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

/** Physical-activity multipliers of resting energy (the contract's five levels). */
export const ACTIVITY_FACTORS: Record<ActivityLevel, number> = { sedentary: 1.2, light: 1.375, moderate: 1.55, active: 1.725, very_active: 1.9 };
export const ACTIVITY_SOURCE = "Activity factors 1.2/1.375/1.55/1.725/1.9 (McArdle, Katch & Katch, Exercise Physiology; widely used with Mifflin–St Jeor)";
export const MIFFLIN_SOURCE = "Mifflin MD, St Jeor ST et al. A new predictive equation for resting energy expenditure. Am J Clin Nutr 1990;51:241–7";

/** When weight or height is missing. */
export const ESTIMATES = {
  /** Median adult height, cm (NCD-RisC 2016, high-income-country adults born 1996 rounded). */
  heightCm: { male: 176, female: 163, other: 170 },
  /** Weight at this BMI stands in for a missing weight (middle of WHO's normal range 18.5–24.9). */
  referenceBmi: 22,
  source: "Height: NCD Risk Factor Collaboration, eLife 2016 (adult height); weight: WHO BMI classification, mid-normal BMI 22",
} as const;

/** Weight-management deficit (kcal/day) by BMI band, and the floors the target never goes under. */
export const DEFICIT = {
  overweight: 500, // BMI ≥ 25 or unknown
  normal: 250, // BMI 18.5–24.9: a gentle deficit
  underweight: 0, // BMI < 18.5: no deficit, the plan says so
  floor: { male: 1500, female: 1200, other: 1350 },
  source: "NHLBI 1998 Clinical Guidelines on Overweight and Obesity (500–1,000 kcal/day deficit ≈ 0.5–1 kg/week; 1,200 kcal women / 1,500 kcal men floors); gentle 250 kcal at normal BMI decided",
} as const;

export interface ProteinRule extends Sourced {
  id: string;
  gramsPerKg: number;
  /** "min" rules raise the target to at least this; "cap" rules hold it at most at this (CKD). */
  kind: "base" | "min" | "cap";
}

export const PROTEIN_RULES: Record<string, ProteinRule> = {
  base: { id: "base", gramsPerKg: 0.8, kind: "base", source: "IOM 2005 DRI: RDA 0.8 g/kg/day for adults" },
  older_adult: { id: "older_adult", gramsPerKg: 1.0, kind: "min", source: "PROT-AGE Study Group (Bauer 2013, JAMDA): 1.0–1.2 g/kg for adults ≥ 65" },
  weight_management: { id: "weight_management", gramsPerKg: 1.2, kind: "min", source: "Cava, Yeat & Mittendorfer 2017, Adv Nutr: ≥ 1.0–1.2 g/kg preserves lean mass during weight loss" },
  active: { id: "active", gramsPerKg: 1.2, kind: "min", source: "ACSM/AND/DC 2016 joint position on nutrition and athletic performance: 1.2–2.0 g/kg" },
  very_active: { id: "very_active", gramsPerKg: 1.4, kind: "min", source: "ACSM/AND/DC 2016 joint position: 1.2–2.0 g/kg" },
  ckd_g3: { id: "ckd_g3", gramsPerKg: 0.8, kind: "cap", source: "KDIGO 2024 CKD guideline: 0.8 g/kg/day in G3–G5 (not above 1.3)" },
  ckd_g4: { id: "ckd_g4", gramsPerKg: 0.6, kind: "cap", source: "KDOQI 2020 nutrition in CKD (Ikizler): 0.55–0.6 g/kg/day for eGFR < 30 not on dialysis, under dietitian supervision" },
};
/** BMI above which protein is computed on the weight at BMI 25 (adjusted body weight). */
export const PROTEIN_ADJUSTED_WEIGHT_BMI = 30;
export const PROTEIN_ADJUSTED_SOURCE = "ASPEN/ESPEN practice: protein in obesity on adjusted or reference body weight (here the weight at BMI 25)";

export interface CarbRule extends Sourced {
  id: string;
  /** Share of energy from carbohydrate. */
  share: number;
}

export const CARB_RULES: Record<string, CarbRule> = {
  default: { id: "default", share: 0.5, source: "IOM 2005 AMDR 45–65 % of energy from carbohydrate (lower half chosen)" },
  prediabetes: { id: "prediabetes", share: 0.45, source: "ADA Standards of Care 2024 section 5; HbA1c 5.7–6.4 % or fasting glucose 100–125 mg/dL" },
  diabetes: { id: "diabetes", share: 0.4, source: "ADA Standards of Care 2024 section 5 and Evert 2019 (Diabetes Care): reducing overall carbohydrate improves glycaemia; HbA1c ≥ 6.5 % or fasting glucose ≥ 126 mg/dL" },
  keto: { id: "keto", share: 0.08, source: "NLA 2019 scientific statement on low-carbohydrate diets (Kirkpatrick): ketogenic ≈ < 10 % of energy" },
};
/** Glycaemic thresholds (canonical units: HbA1c %, glucose mg/dL). */
export const GLYCAEMIA = { hba1cDiabetes: 6.5, hba1cPrediabetes: 5.7, glucoseDiabetes: 126, glucosePrediabetes: 100, source: "ADA Standards of Care 2024, section 2 (diagnostic thresholds)" } as const;
/** eGFR thresholds (mL/min/1.73 m²). */
export const EGFR = { g3: 60, g4: 30, source: "KDIGO 2012/2024 GFR categories" } as const;
/** Fat share limits; a keto plan may exceed the upper one. */
export const FAT_SHARE = { min: 0.2, max: 0.35, source: "IOM 2005 AMDR 20–35 % of energy from fat" } as const;
