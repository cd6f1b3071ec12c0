// Clinic products are read for what they hold and how much, so safety rules and upper limits reach them too.
import { describe, expect, it } from "vitest";
import { convertDose, holdsHerb, parseDosage, productKeys } from "./product-keys";

describe("clinic product contents", () => {
  it.each([
    ["Vitamin D3 2000 IU", ["vitamin_d"]],
    ["Vitamin D3 + K2 (MK-7)", ["vitamin_d", "vitamin_k"]],
    ["Omega-3 Fish Oil", ["omega3"]],
    ["Iron bisglycinate", ["iron"]],
    ["Methylfolate 5-MTHF", ["folic_acid"]],
    ["B12 methylcobalamin", ["vitamin_b12"]],
    ["Turmeric curcumin complex", ["curcumin"]],
    ["Retinol 10000", ["vitamin_a"]],
    ["Lactobacillus rhamnosus GG", ["probiotic"]],
    ["Ashwagandha root", []],
  ])("%s → %j", (name, keys) => {
    expect(productKeys({ name })).toEqual(keys);
  });

  it("finds a herb in a product whatever category the clinic filed it under", () => {
    expect(holdsHerb({ name: "St John’s Wort Mood + B12", category: "vitamin" })).toBe(true);
    expect(holdsHerb({ name: "Calm Magnesium", category: "mineral", description: "magnesium glycinate with Withania somnifera root" })).toBe(true);
    expect(holdsHerb({ name: "Any blend", category: "herbal" })).toBe(true);
    expect(holdsHerb({ name: "Magnesium glycinate", category: "mineral", description: "200 mg elemental magnesium" })).toBe(false);
    expect(holdsHerb({ name: "Vitamin D3 + K2", category: "vitamin" })).toBe(false);
  });

  it("reads the printed amount and converts it to the upper limit's unit", () => {
    expect(parseDosage("2000 IU per capsule")).toEqual({ amount: 2000, unit: "IU" });
    expect(parseDosage("1 capsule = 50 mcg")).toEqual({ amount: 50, unit: "µg" });
    expect(parseDosage("1,5 g EPA+DHA")).toEqual({ amount: 1.5, unit: "g" });
    expect(parseDosage("10 000 IU")).toEqual({ amount: 10000, unit: "IU" });
    expect(parseDosage("one a day")).toBeUndefined();
    expect(convertDose("vitamin_d", { amount: 100, unit: "µg" }, "IU")).toBe(4000);
    expect(convertDose("vitamin_a", { amount: 10000, unit: "IU" }, "µg")).toBe(3000);
    expect(convertDose("omega3", { amount: 1000, unit: "mg" }, "g")).toBe(1);
    expect(convertDose("iron", { amount: 100, unit: "IU" }, "mg")).toBeUndefined();
  });
});
