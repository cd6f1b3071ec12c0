// Free-text medicines reach the safety rules: brand and generic names in any case, with doses around them.
import { describe, expect, it } from "vitest";
import { checkSafety } from "./apply";
import { medicationClassesOf } from "./medication-classes";

describe("medication classes from free text", () => {
  it("recognises anticoagulants and antiplatelets by generic or brand name, whole words only", () => {
    expect(medicationClassesOf(["Marcumar 3 mg"])).toEqual(["anticoagulant"]);
    expect(medicationClassesOf(["apixaban 5mg twice daily", "ASPIRIN 100"]).sort()).toEqual(["anticoagulant", "antiplatelet"]);
    expect(medicationClassesOf(["Vitamin D", "paracetamol"])).toEqual([]);
    expect(medicationClassesOf(["heparinoid cream"])).toEqual([]);
  });

  it("makes a written warfarin exclude vitamin K exactly as the questionnaire box does", () => {
    const ctx = { pregnancy: "no", medicationClasses: medicationClassesOf(["Warfarin 5 mg"]), conditions: [], labs: {}, hfeRisk: false };
    expect(checkSafety({ key: "vitamin_k", category: "vitamin" }, ctx).action).toBe("exclude");
  });
});
