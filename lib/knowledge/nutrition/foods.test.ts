// The food table: complete, plausible and traceable to USDA. Energy must agree with the macros by the general
// Atwater factors (fibre at 2 kcal/g) except where USDA used specific factors or the food holds alcohol.
import { describe, expect, it } from "vitest";
import { FOODS, foodByKey, perServing, portionGrams } from "./foods";

const KNOWN_TAGS = ["milk", "egg", "fish", "shellfish", "crustacean", "mollusc", "tree_nut", "peanut", "wheat", "gluten", "soy", "sesame", "celery", "mustard", "sulphites", "coconut"];
// SR energy for these uses specific Atwater factors (brans, cocoa, spirulina) or includes ethanol (7 kcal/g).
const ENERGY_EXCEPTIONS = ["oat_bran", "wheat_bran", "spirulina", "cocoa_powder", "red_wine", "beer"];

describe("food table", () => {
  it("holds at least 300 foods with unique keys and NDB numbers", () => {
    expect(FOODS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(FOODS.map((f) => f.key)).size).toBe(FOODS.length);
    expect(new Set(FOODS.map((f) => f.ndb)).size).toBe(FOODS.length);
  });

  it("gives every food energy, macros, fibre and the key minerals", () => {
    for (const f of FOODS) {
      for (const n of ["calcium", "iron", "magnesium", "potassium", "sodium"] as const) expect(f.nutrients[n], `${f.key}.${n}`).not.toBeNull();
      expect(f.protein + f.fat + f.carb, f.key).toBeLessThanOrEqual(100.5);
      expect(f.servingG, f.key).toBeGreaterThan(0);
    }
    // USDA left fibre unanalysed for a handful (tempeh, soba, trail mix, breaded scallops); vitamins for more.
    expect(FOODS.filter((f) => f.nutrients.fiber !== null).length / FOODS.length).toBeGreaterThan(0.98);
    for (const n of ["vitamin_c", "folate", "vitamin_b12", "vitamin_d", "vitamin_k"] as const) {
      expect(FOODS.filter((f) => f.nutrients[n] !== null).length / FOODS.length, n).toBeGreaterThan(0.85);
    }
  });

  it("has energy close to 4·protein + 4·digestible carbohydrate + 2·fibre + 9·fat", () => {
    for (const f of FOODS.filter((x) => !ENERGY_EXCEPTIONS.includes(x.key))) {
      const fiber = f.nutrients.fiber ?? 0;
      const atwater = 4 * f.protein + 4 * (f.carb - fiber) + 2 * fiber + 9 * f.fat;
      expect(Math.abs(f.kcal - atwater), `${f.key}: ${f.kcal} vs ${atwater.toFixed(0)}`).toBeLessThanOrEqual(Math.max(15, 0.15 * f.kcal));
    }
  });

  it("matches published USDA figures for reference foods", () => {
    expect(foodByKey("egg_whole")).toMatchObject({ ndb: 1123, kcal: 143, protein: 12.56 });
    expect(foodByKey("almonds")).toMatchObject({ ndb: 12061, kcal: 579 });
    expect(foodByKey("spinach_raw")?.nutrients.iron).toBe(2.71);
    expect(foodByKey("salmon_farmed")?.nutrients.omega3).toBeGreaterThan(2);
  });

  it("tags allergens with known tags and covers every allergen family", () => {
    const seen = new Set<string>();
    for (const f of FOODS) for (const t of f.allergens) { expect(KNOWN_TAGS, `${f.key}: ${t}`).toContain(t); seen.add(t); }
    for (const t of ["milk", "egg", "fish", "crustacean", "mollusc", "tree_nut", "peanut", "wheat", "gluten", "soy", "sesame"]) expect(seen).toContain(t);
    expect(foodByKey("shrimp")?.allergens.has("crustacean")).toBe(true);
    expect(foodByKey("mussels")?.allergens.has("mollusc")).toBe(true);
    expect(foodByKey("peanuts")?.allergens.has("tree_nut")).toBe(false);
    expect(foodByKey("bread_whole_wheat")?.allergens.has("gluten")).toBe(true);
  });

  it("flags pork, shellfish and alcohol against halal and kosher", () => {
    for (const f of FOODS) {
      if (f.kind === "pork") { expect(f.halal, f.key).toBe("N"); expect(f.kosher, f.key).toBe("N"); }
      if (f.kind === "shellfish") expect(f.kosher, f.key).toBe("N");
      if (f.alcohol) expect(f.halal, f.key).toBe("N");
    }
    expect(foodByKey("chicken_breast")?.halal).toBe("C");
    expect(foodByKey("lentils")).toMatchObject({ halal: "Y", kosher: "Y" });
  });

  it("scales portions of dense dry foods to at most 250 kcal", () => {
    const sorghum = foodByKey("sorghum")!;
    expect((portionGrams(sorghum) * sorghum.kcal) / 100).toBeLessThanOrEqual(251);
    const milk = foodByKey("milk_skim")!;
    expect(portionGrams(milk)).toBe(milk.servingG);
    expect(perServing(milk, "calcium")).toBeCloseTo((122 * 245) / 100, 5);
  });
});
