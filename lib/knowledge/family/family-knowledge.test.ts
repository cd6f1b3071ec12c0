// The family knowledge data: 14 relations, 9 categories, synonym matching in several languages, kinship.
import { describe, expect, it } from "vitest";
import { CATEGORY_KEYS, CONDITIONS } from "./conditions";
import { matchConditions } from "./match-condition";
import { areFirstDegree, RELATIONS } from "./relations";
import { RISK_RULES } from "./rules";
import { SCREENINGS } from "./screening";

describe("family knowledge", () => {
  it("has the contract's 14 relations and 9 categories, each category with conditions", () => {
    expect(RELATIONS).toHaveLength(14);
    expect(CATEGORY_KEYS).toHaveLength(9);
    for (const k of CATEGORY_KEYS) expect(CONDITIONS.some((c) => c.category === k), k).toBe(true);
  });
  it("every condition a rule or screening names exists", () => {
    const keys = new Set(CONDITIONS.map((c) => c.key));
    for (const r of RISK_RULES) for (const c of r.criteria) if ("conditions" in c) for (const k of c.conditions) expect(keys.has(k), `${r.id}: ${k}`).toBe(true);
    for (const s of SCREENINGS) for (const t of s.family) for (const k of t.conditions) expect(keys.has(k), `${s.id}: ${k}`).toBe(true);
  });
  it.each([
    ["Herzinfarkt", "coronary_artery_disease"],
    ["cancer du sein", "breast_cancer"],
    ["Cáncer colorrectal", "colorectal_cancer"],
    ["Rak jelita grubego", "colorectal_cancer"],
    ["Инсульт", "stroke"],
    ["乳腺癌", "breast_cancer"],
    ["سرطان الثدي", "breast_cancer"],
    ["şeker hastalığı", "type2_diabetes"],
    ["Type 1 diabetes", "type1_diabetes"],
  ])("reads %s as %s", (text, key) => {
    expect(matchConditions(text).map((r) => r.key)).toEqual([key]);
  });
  it("does not read short abbreviations inside other words", () => {
    expect(matchConditions("familial tremor")).toEqual([]);
  });
  it("works out kinship between relatives", () => {
    expect(areFirstDegree("father", "paternal_grandmother")).toBe(true);
    expect(areFirstDegree("father", "paternal_aunt")).toBe(true);
    expect(areFirstDegree("father", "sister")).toBe(true);
    expect(areFirstDegree("mother", "paternal_aunt")).toBe(false);
    expect(areFirstDegree("paternal_grandfather", "paternal_grandmother")).toBe(false);
    expect(areFirstDegree("paternal_aunt", "brother")).toBe(false);
  });
});
