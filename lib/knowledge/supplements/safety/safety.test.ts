// Every safety rule against a table of cases: it fires when its condition holds and not otherwise, and the
// upper-limit check sends near-limit doses to the clinician and refuses doses above the limit.
import { describe, expect, it } from "vitest";
import { checkSafety, type Candidate, type SafetyContext } from "./apply";
import { SAFETY_RULES } from "./rules";
import { UPPER_LIMITS } from "./upper-limits";

const BASE: SafetyContext = { pregnancy: "no", medicationClasses: [], conditions: [], labs: {}, hfeRisk: false };
const ctx = (over: Partial<SafetyContext>): SafetyContext => ({ ...BASE, ...over, labs: { ...BASE.labs, ...over.labs } });
const c = (key: string, category = "vitamin", dose?: Candidate["dose"]): Candidate => ({ key, category, ...(dose ? { dose } : {}) });

// [rule id, candidate, context where it fires, context where it does not]
const CASES: [string, Candidate, SafetyContext, SafetyContext][] = [
  ["pregnancy_retinol", c("vitamin_a"), ctx({ pregnancy: "pregnant" }), ctx({ pregnancy: "no" })],
  ["pregnancy_herbal", c("ashwagandha", "herbal"), ctx({ pregnancy: "breastfeeding" }), ctx({ pregnancy: "not_applicable" })],
  ["anticoagulant_vitamin_k", c("vitamin_k"), ctx({ medicationClasses: ["anticoagulant"] }), ctx({ medicationClasses: ["statin"] })],
  ["anticoagulant_fish_oil", c("omega3", "omega"), ctx({ medicationClasses: ["antiplatelet"] }), ctx({ medicationClasses: [] })],
  ["anticoagulant_curcumin", c("curcumin", "herbal"), ctx({ medicationClasses: ["anticoagulant"] }), ctx({ medicationClasses: ["metformin"] })],
  ["anticoagulant_ginkgo", c("ginkgo", "herbal"), ctx({ medicationClasses: ["anticoagulant"] }), ctx({})],
  ["st_johns_wort_medicines", c("st_johns_wort", "herbal"), ctx({ medicationClasses: ["oral_contraceptive"] }), ctx({ medicationClasses: ["statin"] })],
  ["ckd_severe_minerals", c("magnesium", "mineral"), ctx({ labs: { egfr: 25 } }), ctx({ labs: { egfr: 30 } })],
  ["ckd_review", c("vitamin_d"), ctx({ labs: { egfr: 52 } }), ctx({ labs: { egfr: 75 } })],
  ["ckd_declared", c("potassium", "mineral"), ctx({ conditions: ["kidney_disease"] }), ctx({ conditions: ["diabetes"] })],
  ["liver_herbal", c("green_tea_extract", "herbal"), ctx({ labs: { alt: 150 } }), ctx({ labs: { alt: 40 } })],
  ["liver_declared", c("niacin"), ctx({ conditions: ["liver_disease"] }), ctx({})],
  ["iron_hfe_high_ferritin", c("iron", "mineral"), ctx({ hfeRisk: true, labs: { ferritin: 650 } }), ctx({ hfeRisk: true, labs: { ferritin: 20 } })],
  ["iron_hfe_review", c("iron", "mineral"), ctx({ hfeRisk: true, labs: { ferritin: 18 } }), ctx({ hfeRisk: false, labs: { ferritin: 18 } })],
  ["iron_overload_lab", c("iron", "mineral"), ctx({ labs: { transferrin_saturation: 55 } }), ctx({ labs: { transferrin_saturation: 20 } })],
  ["iron_only_when_low", c("iron", "mineral"), ctx({ labs: { ferritin: 80 } }), ctx({ labs: { ferritin: 12 } })],
  ["iron_ferritin_unmeasured", c("iron", "mineral"), ctx({ hfeRisk: true }), ctx({ hfeRisk: true, labs: { ferritin: 12 } })],
];

describe("supplement safety rules", () => {
  it("has a test case and a source for every rule", () => {
    expect(CASES.map((k) => k[0]).sort()).toEqual(SAFETY_RULES.map((r) => r.id).sort());
    for (const r of SAFETY_RULES) expect(r.source.length, r.id).toBeGreaterThan(15);
    for (const u of UPPER_LIMITS) expect(u.source.length, u.key).toBeGreaterThan(15);
  });

  it.each(CASES)("%s fires when its condition holds and not otherwise", (id, candidate, yes, no) => {
    const rule = SAFETY_RULES.find((r) => r.id === id)!;
    const hit = checkSafety(candidate, yes);
    expect(hit.fired.map((f) => f.rule_id)).toContain(id);
    expect(hit.action).toBe(rule.action);
    expect(checkSafety(candidate, no).fired.map((f) => f.rule_id)).not.toContain(id);
  });

  it("never suggests iron to a C282Y homozygote with ferritin 1200, and suggests it when ferritin is low", () => {
    expect(checkSafety(c("iron", "mineral"), ctx({ hfeRisk: true, labs: { ferritin: 1200 } })).action).toBe("exclude");
    expect(checkSafety(c("iron", "mineral"), ctx({ labs: { ferritin: 12 } })).action).toBe("allow");
  });

  it("sends a dose at 80 % of the upper limit to the clinician and refuses one above it", () => {
    expect(checkSafety(c("vitamin_d", "vitamin", { amount: 2000, unit: "IU" }), BASE).action).toBe("allow");
    const near = checkSafety(c("vitamin_d", "vitamin", { amount: 3200, unit: "IU" }), BASE);
    expect([near.action, near.fired[0]?.rule_id]).toEqual(["review", "near_upper_limit"]);
    expect(checkSafety(c("vitamin_d", "vitamin", { amount: 5000, unit: "IU" }), BASE).action).toBe("exclude");
    expect(checkSafety(c("zinc", "mineral", { amount: 45, unit: "mg" }), BASE).action).toBe("exclude");
  });

  it("lets an exclude win over a review on the same product (warfarin + pregnancy + herbal)", () => {
    const v = checkSafety(c("curcumin", "herbal"), ctx({ pregnancy: "pregnant", medicationClasses: ["anticoagulant"] }));
    expect(v.action).toBe("exclude");
    expect(v.fired.map((f) => f.rule_id).sort()).toEqual(["anticoagulant_curcumin", "pregnancy_herbal"]);
  });
});
