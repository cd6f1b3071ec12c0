// One test per clinical rule row: each marker need changes the plan as its row says, and each interaction row
// produces its caution (and keeps its foods out) for a patient on a medication of that class.
import { describe, expect, it } from "vitest";
import { getAnalyte } from "@/lib/knowledge/analytes";
import { DAILY_VALUES, GOOD_SOURCE_SHARE } from "@/lib/knowledge/nutrition/daily-values";
import { FOODS, perServing } from "@/lib/knowledge/nutrition/foods";
import { DRUG_CLASSES, INTERACTIONS } from "@/lib/knowledge/nutrition/interactions";
import { NUTRIENT_NEEDS } from "@/lib/knowledge/nutrition/nutrient-needs";
import { supplementLimit } from "@/lib/knowledge/nutrition/supplement-limits";
import { buildPlan } from "./build-plan";
import type { DietPlanRequest } from "./schemas";

const BY_NAME = new Map(FOODS.map((f) => [f.name, f]));
const PATIENT: DietPlanRequest["patient"] = { age: 45, gender: "male", weight: 80, height: 178 };

/** A value well outside the analyte's adult male reference interval, in its canonical unit. */
function outOfRange(id: string, direction: "low" | "high"): { short_name: string; result: number; unit: string } {
  const a = getAnalyte(id)!;
  const r = a.ranges.find((x) => (x.sex ?? "male") === "male" && (x.ageMin ?? 0) <= 45 && (x.ageMax ?? 200) > 45) ?? a.ranges[0]!;
  const result = direction === "low" ? (r.low ?? 1) * 0.5 : (r.high ?? (r.low ?? 1) * 2) * 1.6;
  return { short_name: a.longName, result: Number(result.toPrecision(3)), unit: a.unit };
}

describe.each(NUTRIENT_NEEDS.map((n) => [`${n.marker} ${n.direction}`, n] as const))("need row %s", (_label, need) => {
  const plan = buildPlan({ patient: PATIENT, blood_test: { lab_date: "2026-01-01", parameters: [outOfRange(need.marker, need.direction)] } }, "en");

  it("flags the marker and explains it with its range", () => {
    expect(plan.flagged_markers.map((m) => m.analyte_id)).toContain(need.marker);
    const edu = plan.nutrition_plan.educational_insights.blood_marker_education;
    expect(edu).toHaveLength(plan.flagged_markers.length);
    expect(edu[0]?.normal_range).toMatch(/\d/);
  });

  it("suggests its supplement within the upper limit, and only then", () => {
    if (need.supplement) {
      const limit = supplementLimit(need.supplement)!;
      expect(plan.supplement_recommendations.map((s) => s.supplement)).toContain(limit.name);
    } else {
      expect(plan.supplements).toEqual([]);
    }
  });

  it("recommends foods that cover a favoured nutrient and respects its limits", () => {
    const power = plan.food_recommendations.power_foods.map((p) => BY_NAME.get(p.food)!);
    if (need.favour.length > 0) {
      expect(power.some((f) => need.favour.some((n) => (perServing(f, n) ?? 0) / DAILY_VALUES[n] >= GOOD_SOURCE_SHARE))).toBe(true);
    }
    if (need.limit.includes("alcohol")) expect(power.some((f) => f.alcohol)).toBe(false);
    if (need.limit.includes("potassium")) for (const f of power) expect(perServing(f, "potassium") ?? 0, f.key).toBeLessThanOrEqual(400);
  });
});

describe.each(INTERACTIONS.map((i, n) => [`${i.drugClass} ${i.action} #${n}`, i] as const))("interaction row %s", (_label, row) => {
  const drug = DRUG_CLASSES.find((c) => c.id === row.drugClass)!.names.find((n) => !n.startsWith("-"))!;
  // Markers that would trigger each supplement the row concerns, plus kidney disease for potassium rows.
  const markerFor: Record<string, [string, "low" | "high"]> = {
    vitamin_d: ["vitamin_d_25oh", "low"], iron: ["ferritin", "low"], vitamin_b12: ["vitamin_b12", "low"], omega3: ["triglycerides", "high"],
    magnesium: ["magnesium", "low"], calcium: ["calcium", "low"], zinc: ["zinc", "low"], folic_acid: ["folate", "low"], vitamin_c: ["vitamin_c", "low"],
  };
  const parameters = row.supplements.map((s) => outOfRange(...markerFor[s]!));
  if (parameters.length === 0) parameters.push(outOfRange("ferritin", "low"));
  const plan = buildPlan({ patient: { ...PATIENT, medications: [drug], conditions: row.nutrient === "potassium" ? ["CKD"] : [], liked_foods: [...row.foods] }, blood_test: { lab_date: "2026-01-01", parameters } }, "en");

  it(`cautions a patient on ${drug}`, () => {
    expect(plan.cautions.some((c) => c.type === "interaction" && c.source === row.source)).toBe(true);
  });

  it("withholds or annotates the supplements it concerns", () => {
    for (const key of row.supplements) {
      const name = supplementLimit(key)!.name;
      const suggested = plan.supplement_recommendations.find((s) => s.supplement === name);
      if (row.action === "avoid_supplement") expect(suggested, key).toBeUndefined();
      else if (suggested) expect(suggested.cautions.length, key).toBeGreaterThan(0);
    }
  });

  it("keeps avoided foods out of every list", () => {
    if (row.action !== "avoid_foods") return;
    const named = [...plan.food_recommendations.power_foods.map((p) => p.food), ...plan.dietary_recommendations.flatMap((c) => c.foods)];
    for (const key of row.foods) expect(named).not.toContain(FOODS.find((f) => f.key === key)!.name);
  });
});
