// Energy and macros against hand-computed values (Mifflin–St Jeor 1990, activity factors, documented deficit and
// protein/carbohydrate rules).
import { describe, expect, it } from "vitest";
import { computeEnergy, mifflinStJeor } from "./energy";
import { computeMacros, type MacroInput } from "./macros";

const macroBase: MacroInput = {
  calories: 2000, weightKg: 70, heightCm: 175, age: 40, weightManagement: false, activity: "moderate",
  egfr: null, ckd: false, hba1c: null, glucose: null, diabetes: false, prediabetes: false, keto: false,
};

describe("energy", () => {
  it("computes Mifflin–St Jeor for men, women and other", () => {
    expect(mifflinStJeor(80, 180, 30, "male")).toBe(800 + 1125 - 150 + 5);
    expect(mifflinStJeor(78, 165, 46, "female")).toBe(780 + 1031.25 - 230 - 161);
    expect(mifflinStJeor(70, 170, 40, "other")).toBe(700 + 1062.5 - 200 - 78);
  });

  it.each([
    ["sedentary", 1.2, 2136], ["light", 1.375, 2448], ["moderate", 1.55, 2759], ["active", 1.725, 3071], ["very_active", 1.9, 3382],
  ] as const)("multiplies by the %s factor %s", (activity, factor, kcal) => {
    const e = computeEnergy({ age: 30, gender: "male", weightKg: 80, heightCm: 180, activity, weightManagement: false });
    expect(e).toMatchObject({ bmr: 1780, factor, dailyCalories: kcal, adjustment: 0, estimates: [] });
  });

  it("takes 500 kcal off for weight management when BMI ≥ 25", () => {
    const e = computeEnergy({ age: 46, gender: "female", weightKg: 78, heightCm: 165, activity: "light", weightManagement: true });
    // 1420.25 × 1.375 = 1952.84 → 1452.84
    expect(e).toMatchObject({ maintenance: 1953, dailyCalories: 1453, adjustment: -500, deficitCase: "overweight" });
  });

  it("takes 250 kcal at normal BMI, none when underweight, and never goes under the floor", () => {
    expect(computeEnergy({ age: 30, gender: "male", weightKg: 70, heightCm: 180, activity: "moderate", weightManagement: true }).adjustment).toBe(-250);
    expect(computeEnergy({ age: 30, gender: "female", weightKg: 50, heightCm: 170, activity: "moderate", weightManagement: true })).toMatchObject({ adjustment: 0, deficitCase: "underweight" });
    // 450 + 937.5 − 350 − 161 = 876.5; × 1.2 = 1051.8 < 1200 floor → stays at maintenance
    const floor = computeEnergy({ age: 70, gender: "female", weightKg: 45, heightCm: 150, activity: "sedentary", weightManagement: true });
    expect(floor).toMatchObject({ dailyCalories: 1052, deficitCase: "floor" });
  });

  it("says which estimate stood in for a missing weight or height", () => {
    const noHeight = computeEnergy({ age: 40, gender: "female", weightKg: 60, heightCm: null, activity: "moderate", weightManagement: false });
    expect(noHeight).toMatchObject({ heightCm: 163, estimates: ["height"] });
    const neither = computeEnergy({ age: 40, gender: "female", weightKg: null, heightCm: null, activity: "moderate", weightManagement: false });
    // 22 × 1.63² = 58.45 → 58.5 kg
    expect(neither).toMatchObject({ heightCm: 163, weightKg: 58.5, estimates: ["height", "weight"] });
  });
});

describe("macros", () => {
  const kcalOf = (m: ReturnType<typeof computeMacros>) => 4 * m.protein.grams + 4 * m.carbohydrates.grams + 9 * m.fats.grams;

  it("adds grams up to the calories and percentages to 100", () => {
    const m = computeMacros(macroBase);
    // protein 0.8 × 70 = 56 g (11.2 %); carbohydrate 50 % would leave fat at 38.8 % > 35 %, so carbohydrate
    // takes 1 − 0.112 − 0.35 = 53.8 % = 269 g; fat (2000 − 224 − 1076) / 9 = 77.8 g (35 %)
    expect(m.protein).toEqual({ grams: 56, percentage: 11.2 });
    expect(m.carbohydrates).toEqual({ grams: 269, percentage: 53.8 });
    expect(m.fats).toEqual({ grams: 77.8, percentage: 35 });
    const wm = computeMacros({ ...macroBase, weightManagement: true });
    // protein 1.2 × 70 = 84 g (16.8 %), carbohydrate 50 % = 250 g, fat (2000 − 336 − 1000) / 9 = 73.8 g
    expect(wm.carbohydrates).toEqual({ grams: 250, percentage: 50 });
    expect(wm.fats.grams).toBe(73.8);
    expect(Math.abs(kcalOf(m) - 2000)).toBeLessThan(1);
    expect(m.protein.percentage + m.carbohydrates.percentage + m.fats.percentage).toBeCloseTo(100, 5);
  });

  it("raises protein for weight management, age and activity", () => {
    expect(computeMacros({ ...macroBase, weightManagement: true }).protein.grams).toBe(84);
    expect(computeMacros({ ...macroBase, age: 70 }).proteinPerKg).toBe(1.0);
    expect(computeMacros({ ...macroBase, activity: "very_active" }).proteinPerKg).toBe(1.4);
  });

  it("holds protein down for reduced kidney function by eGFR", () => {
    expect(computeMacros({ ...macroBase, weightManagement: true, egfr: 45 }).proteinPerKg).toBe(0.8);
    expect(computeMacros({ ...macroBase, weightManagement: true, egfr: 25 }).protein.grams).toBe(42);
    expect(computeMacros({ ...macroBase, ckd: true, activity: "active" }).proteinPerKg).toBe(0.8);
  });

  it("lowers the carbohydrate share by HbA1c and glucose", () => {
    expect(computeMacros({ ...macroBase, hba1c: 7.2 }).carbohydrates.percentage).toBe(40);
    expect(computeMacros({ ...macroBase, glucose: 110 }).carbohydrates.percentage).toBe(45);
    expect(computeMacros({ ...macroBase, weightManagement: true, hba1c: 5.4, glucose: 90 }).carbohydrates.percentage).toBe(50);
    const keto = computeMacros({ ...macroBase, keto: true });
    expect(keto.carbohydrates.percentage).toBe(8);
    expect(Math.abs(kcalOf(keto) - 2000)).toBeLessThan(1);
  });

  it("computes protein on the weight at BMI 25 above BMI 30", () => {
    // 130 kg at 175 cm (BMI 42): 25 × 1.75² = 76.56 kg × 0.8 = 61.3 g
    expect(computeMacros({ ...macroBase, weightKg: 130 }).protein.grams).toBe(61.3);
  });
});
