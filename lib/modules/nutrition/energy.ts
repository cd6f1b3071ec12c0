// Daily energy: Mifflin–St Jeor resting energy × activity factor, then the weight-management deficit. Missing
// weight or height are estimated and the answer says which (lib/knowledge/nutrition/energy-rules.ts).
import { ACTIVITY_FACTORS, DEFICIT, ESTIMATES, type ActivityLevel } from "@/lib/knowledge/nutrition/energy-rules";

export type Gender = "male" | "female" | "other";

export interface EnergyInput {
  age: number;
  gender: Gender;
  weightKg: number | null;
  heightCm: number | null;
  activity: ActivityLevel;
  weightManagement: boolean;
}

export interface EnergyResult {
  bmr: number;
  factor: number;
  maintenance: number;
  adjustment: number;
  dailyCalories: number;
  weightKg: number;
  heightCm: number;
  bmi: number;
  estimates: ("weight" | "height")[];
  /** Why the deficit is what it is. */
  deficitCase: "none" | "overweight" | "normal" | "underweight" | "floor";
}

/**
 * Mifflin–St Jeor (1990): 10·kg + 6.25·cm − 5·age + 5 (men) or − 161 (women). For "other" the mean of the two
 * constants (−78) is used, a stated decision: the equation was fitted on men and women only.
 */
export function mifflinStJeor(weightKg: number, heightCm: number, age: number, gender: Gender): number {
  const constant = gender === "male" ? 5 : gender === "female" ? -161 : -78;
  return 10 * weightKg + 6.25 * heightCm - 5 * age + constant;
}

/** Energy target for a day. Why: every macro gram and the meal split derive from this one number. */
export function computeEnergy(input: EnergyInput): EnergyResult {
  const estimates: ("weight" | "height")[] = [];
  const heightCm = input.heightCm ?? (estimates.push("height"), ESTIMATES.heightCm[input.gender]);
  const weightKg = input.weightKg ?? (estimates.push("weight"), Math.round(ESTIMATES.referenceBmi * (heightCm / 100) ** 2 * 10) / 10);
  const bmi = weightKg / (heightCm / 100) ** 2;
  const bmr = mifflinStJeor(weightKg, heightCm, input.age, input.gender);
  const factor = ACTIVITY_FACTORS[input.activity];
  const maintenance = bmr * factor;
  let deficit = 0;
  let deficitCase: EnergyResult["deficitCase"] = "none";
  if (input.weightManagement) {
    // An estimated weight says nothing about the patient's BMI: treat it like an unknown BMI (the overweight case).
    const knownBmi = estimates.includes("weight") ? null : bmi;
    if (knownBmi !== null && knownBmi < 18.5) deficitCase = "underweight";
    else if (knownBmi !== null && knownBmi < 25) { deficit = DEFICIT.normal; deficitCase = "normal"; }
    else { deficit = DEFICIT.overweight; deficitCase = "overweight"; }
  }
  let target = maintenance - deficit;
  const floor = DEFICIT.floor[input.gender];
  if (deficit > 0 && target < floor) {
    target = Math.min(maintenance, floor);
    deficitCase = "floor";
  }
  const dailyCalories = Math.round(target);
  return {
    bmr: Math.round(bmr), factor, maintenance: Math.round(maintenance), adjustment: dailyCalories - Math.round(maintenance),
    dailyCalories, weightKg, heightCm, bmi: Math.round(bmi * 10) / 10, estimates, deficitCase,
  };
}
