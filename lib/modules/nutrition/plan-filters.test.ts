// Hard filters over a table of patients: no recommended food (power foods and the shorter variant's lists) may
// break an allergy family, a preference, a restriction, a dislike or the budget; medication conflicts become
// cautions and keep the foods and supplements concerned out.
import { describe, expect, it } from "vitest";
import { allergyFamiliesIn } from "@/lib/knowledge/nutrition/allergy-families";
import { PREFERENCE_RULES, RESTRICTION_RULES, type DietaryPreference, type DietaryRestriction } from "@/lib/knowledge/nutrition/diet-rules";
import { PREGNANCY_AVOID_FOODS } from "@/lib/knowledge/nutrition/conditions";
import { FOODS, perServing } from "@/lib/knowledge/nutrition/foods";
import { PURINE_RICH_FOODS } from "@/lib/knowledge/nutrition/nutrient-needs";
import { INTERACTIONS } from "@/lib/knowledge/nutrition/interactions";
import type { Food } from "@/lib/knowledge/nutrition/types";
import { buildPlan } from "./build-plan";
import { SANDBOX_REQUEST } from "./sandbox";
import type { DietPlanRequest } from "./schemas";

const BY_NAME = new Map(FOODS.map((f) => [f.name, f]));
const BLOOD: DietPlanRequest["blood_test"] = {
  lab_date: "2026-10-01",
  parameters: [
    { short_name: "Ferritin", result: 6, unit: "ng/mL" }, { short_name: "Vitamin D 25-OH", result: 12, unit: "ng/mL" },
    { short_name: "Vitamin B12", result: 150, unit: "pg/mL" }, { short_name: "Folate", result: 2.1, unit: "ng/mL" },
    { short_name: "Triglycerides", result: 260, unit: "mg/dL" }, { short_name: "LDL Cholesterol", result: 175, unit: "mg/dL" },
    { short_name: "Potassium", result: 3.2, unit: "mmol/L" }, { short_name: "Magnesium", result: 1.5, unit: "mg/dL" },
  ],
};
const patient = (extra: Partial<DietPlanRequest["patient"]> = {}): DietPlanRequest["patient"] => ({ age: 40, gender: "female", weight: 68, height: 168, ...extra });
const plan = (p: DietPlanRequest["patient"], extra: Partial<DietPlanRequest> = {}) => buildPlan({ patient: p, blood_test: BLOOD, ...extra }, "en");

/** Every food a plan recommends, as table rows. */
function recommended(r: ReturnType<typeof plan>): Food[] {
  const names = [...r.food_recommendations.power_foods.map((f) => f.food), ...r.dietary_recommendations.flatMap((c) => c.foods)];
  return names.map((n) => { const f = BY_NAME.get(n); if (!f) throw new Error(`unknown food ${n}`); return f; });
}

describe("allergy families", () => {
  it.each(["tree nuts", "cashew", "peanut", "shellfish", "shrimp", "oyster", "fish", "gluten", "wheat", "milk", "egg", "soy", "sesame"])("recommends nothing from the %s family", (allergy) => {
    const tags = allergyFamiliesIn(allergy).flatMap((f) => f.tags);
    expect(tags.length).toBeGreaterThan(0);
    const r = plan(patient({ allergies: [allergy] }));
    const foods = recommended(r);
    expect(foods.length).toBeGreaterThan(10);
    for (const f of foods) expect(tags.filter((t) => f.allergens.has(t)), `${allergy}: ${f.key}`).toEqual([]);
  });

  it("never suggests fish oil to someone allergic to fish, and says why", () => {
    const r = plan(patient({ allergies: ["fish"] }));
    expect(r.supplements.map((s) => s.name).join()).not.toMatch(/fish oil/i);
    expect(r.cautions.some((c) => c.type === "allergy" && /fish/i.test(c.message))).toBe(true);
  });
});

describe("preferences and restrictions", () => {
  it.each(["vegan", "vegetarian", "pescatarian", "keto", "paleo", "mediterranean", "omnivore"] as DietaryPreference[])("keeps every food inside %s", (pref) => {
    const foods = recommended(plan(patient({ dietary_preferences: [pref] })));
    expect(foods.length).toBeGreaterThan(5);
    for (const f of foods) expect(PREFERENCE_RULES[pref].allows(f), `${pref}: ${f.key}`).toBe(true);
  });

  it.each(["low_sodium", "low_sugar", "low_fat", "gluten_free", "dairy_free", "nut_free", "soy_free", "egg_free", "halal", "kosher"] as DietaryRestriction[])("keeps every food inside %s", (restriction) => {
    const foods = recommended(plan(patient({ dietary_restrictions: [restriction] })));
    expect(foods.length).toBeGreaterThan(5);
    for (const f of foods) expect(RESTRICTION_RULES[restriction].allows(f), `${restriction}: ${f.key}`).toBe(true);
  });

  it("reads restrictions sent at the top level and free text", () => {
    const foods = recommended(plan(patient(), { dietary_restrictions: ["no pork", "no alcohol", "no red meat"] }));
    for (const f of foods) expect(["pork", "beef", "lamb", "game"].includes(f.kind) || f.alcohol, f.key).toBe(false);
  });

  it("marks conditional halal foods as needing certification", () => {
    const r = plan(patient({ dietary_restrictions: ["halal"], dietary_preferences: ["omnivore"] }), { health_goals: ["weight_management"] });
    for (const pf of r.food_recommendations.power_foods) if (BY_NAME.get(pf.food)?.halal === "C") expect(pf.why).toMatch(/halal-certified/);
  });

  it("leaves out disliked foods, favours liked ones and respects a low budget", () => {
    const liked = plan(patient({ liked_foods: ["sardines"] }));
    expect(liked.food_recommendations.power_foods.some((f) => /sardine/i.test(f.food))).toBe(true);
    const disliked = plan(patient({ disliked_foods: ["sardines", "spinach"] }));
    for (const f of recommended(disliked)) expect(/sardine|spinach/i.test(f.name), f.key).toBe(false);
    for (const f of recommended(plan(patient({ budget: "low" })))) expect(f.cost, f.key).not.toBe("H");
  });

  it("reports restriction text and goals it could not apply instead of dropping them silently", () => {
    const r = plan(patient({ dietary_restrictions: ["moon diet"] }), { health_goals: ["look great", "heart_health"] });
    expect(r.notes.join(" ")).toMatch(/moon diet/);
    expect(r.notes.join(" ")).toMatch(/look great/);
  });
});

describe("medication interactions", () => {
  const foodsOf = (drug: string) => INTERACTIONS.filter((i) => i.drugClass === drug && i.action === "avoid_foods").flatMap((i) => i.foods);

  it("keeps grapefruit away from a statin and lists it under foods to limit", () => {
    const r = plan(patient({ medications: ["Simvastatin 40 mg"], liked_foods: ["grapefruit"] }));
    for (const f of recommended(r)) expect(foodsOf("statin_cyp3a4")).not.toContain(f.key);
    expect(r.food_recommendations.foods_to_limit.map((f) => f.food)).toContain("Grapefruit, pink");
    expect(r.cautions.some((c) => /grapefruit/i.test(c.message))).toBe(true);
  });

  it("keeps tyramine-rich foods away from an MAO inhibitor", () => {
    const r = plan(patient({ medications: ["phenelzine"], liked_foods: ["cheddar", "miso"] }));
    for (const f of recommended(r)) expect(foodsOf("maoi"), f.key).not.toContain(f.key);
  });

  it("withholds fish oil with warfarin and says to keep vitamin K steady", () => {
    const r = plan(patient({ medications: ["warfarin"] }));
    expect(r.supplements.some((s) => /omega/i.test(s.name))).toBe(false);
    expect(r.cautions.filter((c) => c.type === "interaction").map((c) => c.message).join(" ")).toMatch(/vitamin K/);
    expect(r.cautions.some((c) => /fish-oil/i.test(c.message))).toBe(true);
  });

  it("suggests iron and calcium with levothyroxine only with a timing caution", () => {
    const r = plan(patient({ current_medications: ["Levothyroxine 75 µg"] }));
    const iron = r.supplement_recommendations.find((s) => /iron/i.test(s.supplement));
    expect(iron?.cautions.join(" ")).toMatch(/4 hours/);
  });

  it("cautions about a medication even when no supplement is suggested", () => {
    const r = buildPlan({ patient: patient({ medications: ["Euthyrox"] }), blood_test: { lab_date: "2026-01-01", parameters: [{ short_name: "Ferritin", result: 80, unit: "ng/mL" }] } }, "en");
    expect(r.supplements).toEqual([]);
    expect(r.cautions.map((c) => c.message).join(" ")).toMatch(/Euthyrox: Levothyroxine.*4 hours/);
  });

  it("pairs metformin with B12 monitoring and keeps the B12 suggestion", () => {
    const r = plan(patient({ medications: ["metformin"] }));
    expect(r.supplements.some((s) => /B12/.test(s.name))).toBe(true);
    expect(r.supplement_recommendations.find((s) => /B12/.test(s.supplement))?.cautions.join(" ")).toMatch(/B12/);
  });

  it("keeps potassium-rich foods out for an ACE inhibitor with kidney disease", () => {
    const r = plan(patient({ medications: ["lisinopril"], medical_conditions: ["chronic kidney disease stage 3"] }));
    for (const f of recommended(r)) expect(perServing(f, "potassium") ?? 0, f.key).toBeLessThanOrEqual(400);
    expect(r.nutrition_plan.educational_insights.nutrition_principles.join(" ")).toMatch(/potassium/i);
  });

  it("gives vegans algae oil instead of fish oil", () => {
    const r = plan(patient({ dietary_preferences: ["vegan"] }));
    expect(r.supplements.find((s) => /omega/i.test(s.name))?.name).toMatch(/algae/);
  });
});

describe("conditions", () => {
  it("keeps high-mercury fish, liver and alcohol out in pregnancy", () => {
    const r = plan(patient({ conditions: ["pregnant, 20 weeks"], liked_foods: ["swordfish", "liver"] }));
    for (const f of recommended(r)) expect(PREGNANCY_AVOID_FOODS, f.key).not.toContain(f.key);
  });

  it("keeps purine-rich foods and beer out with gout", () => {
    const r = plan(patient({ conditions: ["gout"], liked_foods: ["sardines", "beer"] }));
    for (const f of recommended(r)) expect(PURINE_RICH_FOODS, f.key).not.toContain(f.key);
  });

  it("holds protein at 0.6 g/kg for eGFR below 30 and says a renal dietitian should confirm", () => {
    const r = buildPlan({ patient: patient(), blood_test: { lab_date: "2026-01-01", parameters: [{ short_name: "eGFR", result: 24, unit: "mL/min/1.73m2" }] }, health_goals: ["weight_management"] }, "en");
    expect(r.nutrition_plan.energy.protein_g_per_kg).toBe(0.6);
    expect(r.nutrition_plan.macros.protein.grams).toBe(40.8);
    expect(r.nutrition_plan.educational_insights.nutrition_principles.join(" ")).toMatch(/renal dietitian/);
  });

  it("withholds a magnesium supplement when eGFR is below 30", () => {
    const r = buildPlan({ patient: patient(), blood_test: { lab_date: "2026-01-01", parameters: [{ short_name: "Magnesium", result: 1.2, unit: "mg/dL" }, { short_name: "eGFR", result: 22, unit: "mL/min/1.73m2" }] } }, "en");
    expect(r.supplements.some((s) => /magnesium/i.test(s.name))).toBe(false);
    expect(r.cautions.some((c) => /Magnesium/.test(c.message))).toBe(true);
  });
});

describe("plan shape", () => {
  it("educates on every flagged marker with its range and keeps supplements to flagged markers", () => {
    const r = buildPlan(SANDBOX_REQUEST, "en");
    expect(r.nutrition_plan.educational_insights.blood_marker_education.map((e) => e.marker)).toEqual(r.flagged_markers.map((m) => m.marker));
    for (const e of r.nutrition_plan.educational_insights.blood_marker_education) expect(e.normal_range).toMatch(/\d/);
    const flagged = new Set(r.flagged_markers.map((m) => m.analyte_id));
    expect(flagged.has("ferritin") && flagged.has("vitamin_d_25oh")).toBe(true);
    expect(r.supplements.length).toBe(r.supplement_recommendations.length);
    const normalOnly = buildPlan({ ...SANDBOX_REQUEST, blood_test: { lab_date: "2026-01-01", parameters: [{ short_name: "Ferritin", result: 80, unit: "ng/mL" }] } }, "en");
    expect(normalOnly.supplements).toEqual([]);
    expect(normalOnly.nutrition_plan.educational_insights.blood_marker_education).toEqual([]);
  });

  it("is deterministic", () => {
    expect(buildPlan(SANDBOX_REQUEST, "de")).toEqual(buildPlan(SANDBOX_REQUEST, "de"));
  });
});
