// Daily reference amounts used to say how much of a day's need one serving covers, and which nutrients health
// goals and conditions ask for. A serving "covers" a nutrient from 15 % of the daily value (FDA: 10–19 % is a
// good source, 20 % or more a high source).
import type { ConditionId } from "./conditions";
import type { LimitTarget } from "./nutrient-needs";
import type { Nutrient } from "./types";

export const DAILY_VALUES: Record<Nutrient, number> = {
  protein: 50, fiber: 28, calcium: 1300, iron: 18, magnesium: 420, potassium: 4700, sodium: 2300, zinc: 11, vitamin_c: 90,
  folate: 400, vitamin_b12: 2.4, vitamin_d: 20, vitamin_k: 120, vitamin_a: 900, vitamin_e: 15, omega3: 1.6,
};
export const DAILY_VALUES_SOURCE = "FDA 21 CFR 101.9(c) Daily Values (2016 rule) for adults; omega-3: IOM 2005 adequate intake for alpha-linolenic acid (1.6 g/day, men)";
export const GOOD_SOURCE_SHARE = 0.15;

export interface GoalNeed {
  favour: Nutrient[];
  limit: LimitTarget[];
  source: string;
}

export const GOAL_NEEDS: Record<string, GoalNeed> = {
  maintain: { favour: [], limit: [], source: "Dietary Guidelines for Americans 2020–2025 (healthy pattern)" },
  improve_energy: { favour: ["iron", "vitamin_b12", "magnesium"], limit: ["sugar"], source: "NIH ODS fact sheets (iron, B12, magnesium deficiencies cause fatigue)" },
  weight_management: { favour: ["protein", "fiber"], limit: ["sugar"], source: "Cava 2017 Adv Nutr (protein); Reynolds 2019 Lancet (fibre)" },
  heart_health: { favour: ["fiber", "omega3", "potassium"], limit: ["sat_fat", "sodium"], source: "AHA 2021 dietary guidance (Lichtenstein, Circulation)" },
  immune_support: { favour: ["vitamin_c", "zinc", "vitamin_d"], limit: [], source: "NIH ODS fact sheets (vitamin C, zinc, vitamin D and immune function)" },
  digestive_health: { favour: ["fiber"], limit: [], source: "Reynolds 2019, Lancet (carbohydrate quality and fibre)" },
  bone_health: { favour: ["calcium", "vitamin_d", "vitamin_k", "magnesium"], limit: [], source: "BHOF 2022 clinician's guide; NIH ODS calcium, vitamin D fact sheets" },
  mental_clarity: { favour: ["omega3", "vitamin_b12", "folate"], limit: [], source: "NIH ODS fact sheets (B12, folate); AHA 2019 omega-3 advisory" },
};

export const CONDITION_NEEDS: Partial<Record<ConditionId, GoalNeed>> = {
  hypertension: { favour: ["potassium", "magnesium", "fiber"], limit: ["sodium"], source: "2017 ACC/AHA hypertension guideline (DASH pattern)" },
  dyslipidemia: { favour: ["fiber", "omega3"], limit: ["sat_fat"], source: "EAS/ESC 2019 dyslipidaemia guideline" },
  heart_disease: { favour: ["fiber", "omega3"], limit: ["sat_fat", "sodium"], source: "AHA 2021 dietary guidance" },
  diabetes: { favour: ["fiber", "magnesium"], limit: ["sugar"], source: "ADA Standards of Care 2024 section 5" },
  prediabetes: { favour: ["fiber"], limit: ["sugar"], source: "ADA Standards of Care 2024 section 3" },
  ckd: { favour: [], limit: ["sodium"], source: "KDIGO 2024 CKD guideline" },
  gout: { favour: ["vitamin_c"], limit: ["purines", "alcohol"], source: "ACR 2020 gout guideline" },
  fatty_liver: { favour: ["fiber"], limit: ["sugar", "alcohol"], source: "EASL–EASD–EASO 2016 NAFLD guideline" },
  osteoporosis: { favour: ["calcium", "vitamin_d", "vitamin_k"], limit: [], source: "BHOF 2022 clinician's guide" },
  anemia: { favour: ["iron", "folate", "vitamin_b12", "vitamin_c"], limit: [], source: "WHO 2011; NIH ODS iron fact sheet" },
  pregnancy: { favour: ["folate", "iron", "calcium"], limit: ["alcohol"], source: "ACOG nutrition during pregnancy; IOM DRIs for pregnancy" },
};

/** Per-serving thresholds above which a food counts as "rich" in a limited target. */
export const LIMIT_THRESHOLDS = {
  sugarG: 10,
  satFatG: 4,
  sodiumMg: 480,
  potassiumMg: 400,
  source: "FDA 2016 Daily Values: 20 % DV = high (saturated fat 20 g → 4 g); FDA 'healthy' claim sodium ≤ 480 mg per serving; potassium > 400 mg/serving (≈ 10 % DV) as renal diet teaching material (NKF); sugar 10 g/serving decided",
} as const;
