// The nutrition rule tables: every row cites a source and points at things that exist (analytes, supplements,
// foods); matching of free-text allergies, conditions and medications behaves as a clinician would expect.
import { describe, expect, it } from "vitest";
import { getAnalyte } from "@/lib/knowledge/analytes";
import { ALLERGY_FAMILIES, allergyFamiliesIn } from "./allergy-families";
import { CONDITION_RULES, conditionsIn } from "./conditions";
import { CONDITION_NEEDS, GOAL_NEEDS } from "./daily-values";
import { PREFERENCE_RULES, RESTRICTION_RULES } from "./diet-rules";
import { CARB_RULES, PROTEIN_RULES } from "./energy-rules";
import { foodByKey } from "./foods";
import { drugClassesOf, DRUG_CLASSES, INTERACTIONS } from "./interactions";
import { NUTRIENT_NEEDS, PURINE_RICH_FOODS } from "./nutrient-needs";
import { SUPPLEMENT_LIMITS, supplementLimit } from "./supplement-limits";

const sourced = (rows: readonly { source: string }[]) => rows.forEach((r) => expect(r.source.length).toBeGreaterThan(10));

describe("nutrition rule tables", () => {
  it("cite a source on every row", () => {
    sourced(NUTRIENT_NEEDS); sourced(SUPPLEMENT_LIMITS); sourced(INTERACTIONS); sourced(ALLERGY_FAMILIES); sourced(CONDITION_RULES);
    sourced(Object.values(PREFERENCE_RULES)); sourced(Object.values(RESTRICTION_RULES)); sourced(Object.values(PROTEIN_RULES));
    sourced(Object.values(CARB_RULES)); sourced(Object.values(GOAL_NEEDS)); sourced(Object.values(CONDITION_NEEDS));
  });

  it("key nutrient needs to analytes of the knowledge base and to known supplements", () => {
    for (const n of NUTRIENT_NEEDS) {
      expect(getAnalyte(n.marker), n.marker).toBeDefined();
      if (n.supplement) expect(supplementLimit(n.supplement), n.supplement).toBeDefined();
    }
  });

  it("keeps every supplement's general amount within its tolerable upper intake level", () => {
    for (const s of SUPPLEMENT_LIMITS) if (s.upperLimit !== null) expect(s.amount, s.key).toBeLessThanOrEqual(s.upperLimit);
    expect(supplementLimit("vitamin_d")).toMatchObject({ amount: 25, upperLimit: 100 });
    expect(supplementLimit("iron")).toMatchObject({ upperLimit: 45 });
  });

  it("names only foods and supplements that exist in the interaction and purine tables", () => {
    for (const i of INTERACTIONS) {
      expect(DRUG_CLASSES.some((c) => c.id === i.drugClass), i.drugClass).toBe(true);
      i.foods.forEach((f) => expect(foodByKey(f), f).toBeDefined());
      i.supplements.forEach((s) => expect(supplementLimit(s), s).toBeDefined());
    }
    PURINE_RICH_FOODS.forEach((f) => expect(foodByKey(f), f).toBeDefined());
  });

  it.each([
    ["Warfarin 5 mg", "vitamin_k_antagonist"], ["Synthroid", "levothyroxine"], ["atorvastatin", "statin_cyp3a4"], ["Lisinopril 10mg", "ace_inhibitor"],
    ["Losartan", "arb"], ["phenelzine", "maoi"], ["Metformin XR", "metformin"], ["spironolactone", "potassium_sparing_diuretic"],
    ["Ciprofloxacin", "tetracycline_quinolone"], ["pantoprazole", "proton_pump_inhibitor"],
  ])("matches the medication %s to %s", (name, cls) => {
    expect(drugClassesOf(name)).toContain(cls);
  });

  it("does not match unrelated medications", () => {
    expect(drugClassesOf("paracetamol")).toEqual([]);
    expect(drugClassesOf("April vitamins")).toEqual([]);
  });

  it("reads allergy families: a member names its family, shellfish is not fish, peanut and coconut are not tree nuts", () => {
    const ids = (t: string) => allergyFamiliesIn(t).map((f) => f.id);
    expect(ids("cashew")).toContain("tree_nuts");
    expect(ids("Shellfish")).toEqual(["shellfish"]);
    expect(ids("peanuts")).toEqual(["peanut"]);
    expect(ids("coconut")).toEqual(["coconut"]);
    expect(ids("shrimp")).toEqual(["crustaceans"]);
    expect(ids("Fisch")).toEqual(["fish"]);
    expect(ids("lactose intolerance")).toEqual(["milk"]);
  });

  it("reads conditions in several languages, prediabetes apart from diabetes", () => {
    expect([...conditionsIn(["Prediabetes"])]).toEqual(["prediabetes"]);
    expect(conditionsIn(["Type 2 diabetes"]).has("diabetes")).toBe(true);
    expect(conditionsIn(["CKD stage 3"]).has("ckd")).toBe(true);
    expect(conditionsIn(["Bluthochdruck"]).has("hypertension")).toBe(true);
    expect(conditionsIn(["decade of good health"]).size).toBe(0);
  });
});
