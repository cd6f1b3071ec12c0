// Macronutrients from the energy target: protein per kg (goal, age, activity, kidney function), carbohydrate share
// (glycaemia, keto), fat the remainder: at least 20 %, at most 35 % under the default carbohydrate rule. Grams × 4/4/9 add up to the calories.
import { CARB_RULES, EGFR, FAT_SHARE, GLYCAEMIA, PROTEIN_ADJUSTED_WEIGHT_BMI, PROTEIN_RULES, type CarbRule, type ProteinRule } from "@/lib/knowledge/nutrition/energy-rules";

export interface MacroInput {
  calories: number;
  weightKg: number;
  heightCm: number;
  age: number;
  weightManagement: boolean;
  activity: "sedentary" | "light" | "moderate" | "active" | "very_active";
  egfr: number | null;
  ckd: boolean;
  hba1c: number | null;
  glucose: number | null;
  diabetes: boolean;
  prediabetes: boolean;
  keto: boolean;
}

export interface Macro {
  grams: number;
  percentage: number;
}

export interface MacroResult {
  protein: Macro;
  carbohydrates: Macro;
  fats: Macro;
  proteinPerKg: number;
  proteinRules: ProteinRule[];
  carbRule: CarbRule;
}

/** Protein g/kg: the highest "min" rule that applies, then held under a kidney cap. */
export function proteinTarget(input: MacroInput): { perKg: number; rules: ProteinRule[] } {
  const applied: ProteinRule[] = [PROTEIN_RULES.base!];
  if (input.age >= 65) applied.push(PROTEIN_RULES.older_adult!);
  if (input.weightManagement) applied.push(PROTEIN_RULES.weight_management!);
  if (input.activity === "active") applied.push(PROTEIN_RULES.active!);
  if (input.activity === "very_active") applied.push(PROTEIN_RULES.very_active!);
  let perKg = Math.max(...applied.map((r) => r.gramsPerKg));
  const cap = input.egfr !== null && input.egfr < EGFR.g4 ? PROTEIN_RULES.ckd_g4! : (input.egfr !== null && input.egfr < EGFR.g3) || input.ckd ? PROTEIN_RULES.ckd_g3! : null;
  if (cap && perKg > cap.gramsPerKg) { perKg = cap.gramsPerKg; applied.push(cap); } else if (cap) applied.push(cap);
  return { perKg, rules: applied };
}

/** Carbohydrate rule from preference and glycaemic markers (measured values beat the stated condition). */
export function carbRule(input: MacroInput): CarbRule {
  if (input.keto) return CARB_RULES.keto!;
  const diabeticLab = (input.hba1c !== null && input.hba1c >= GLYCAEMIA.hba1cDiabetes) || (input.glucose !== null && input.glucose >= GLYCAEMIA.glucoseDiabetes);
  const preLab = (input.hba1c !== null && input.hba1c >= GLYCAEMIA.hba1cPrediabetes) || (input.glucose !== null && input.glucose >= GLYCAEMIA.glucosePrediabetes);
  if (diabeticLab || input.diabetes) return CARB_RULES.diabetes!;
  if (preLab || input.prediabetes) return CARB_RULES.prediabetes!;
  return CARB_RULES.default!;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Grams and shares per macro. Why: the plan's numbers must be reproducible by hand from the documented rules. */
export function computeMacros(input: MacroInput): MacroResult {
  const bmi = input.weightKg / (input.heightCm / 100) ** 2;
  const proteinWeight = bmi > PROTEIN_ADJUSTED_WEIGHT_BMI ? 25 * (input.heightCm / 100) ** 2 : input.weightKg;
  const { perKg, rules } = proteinTarget(input);
  const cal = input.calories;
  const proteinG = round1(perKg * proteinWeight);
  const rule = carbRule(input);
  let carbShare = rule.share;
  const proteinShare = (proteinG * 4) / cal;
  // Keep fat at least 20 %; keep it at most 35 % only under the default rule. A lowered carbohydrate share
  // (glycaemia, keto) deliberately moves energy to fat, preferably unsaturated (ADA 2024: no ideal split).
  const fatShare = 1 - proteinShare - carbShare;
  if (fatShare < FAT_SHARE.min && !input.keto) carbShare = 1 - proteinShare - FAT_SHARE.min;
  if (fatShare > FAT_SHARE.max && rule.id === "default") carbShare = 1 - proteinShare - FAT_SHARE.max;
  const carbG = round1((cal * carbShare) / 4);
  const fatG = round1((cal - proteinG * 4 - carbG * 4) / 9);
  const pPct = round1(((proteinG * 4) / cal) * 100);
  const cPct = round1(((carbG * 4) / cal) * 100);
  const fPct = round1(100 - pPct - cPct);
  return {
    protein: { grams: proteinG, percentage: pPct },
    carbohydrates: { grams: carbG, percentage: cPct },
    fats: { grams: fatG, percentage: fPct },
    proteinPerKg: perKg,
    proteinRules: rules,
    carbRule: rule,
  };
}
