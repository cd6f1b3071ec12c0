// The food table as objects: data/foods.ts holds compact tuples generated from USDA figures; this turns each into
// a Food once, so the planner reads named fields and nutrient values per 100 g or per serving.
import { FOOD_ROWS } from "./data/foods";
import type { Food, FoodRow, Nutrient } from "./types";

function toFood(r: FoodRow): Food {
  const [key, name, ndb, group, kind, servingG, serving, kcal, protein, fat, carb, fiber, sugar, satFat, calcium, iron, magnesium,
    potassium, sodium, zinc, vitaminC, folate, b12, vitaminD, vitaminK, vitaminA, vitaminE, omega3, allergens, alcohol, halal, kosher, cost] = r;
  return {
    key, name, ndb, group, kind, servingG, serving, kcal, protein, fat, carb, sugar, satFat,
    nutrients: {
      protein, fiber, calcium, iron, magnesium, potassium, sodium, zinc, vitamin_c: vitaminC, folate, vitamin_b12: b12,
      vitamin_d: vitaminD, vitamin_k: vitaminK, vitamin_a: vitaminA, vitamin_e: vitaminE, omega3,
    },
    allergens: new Set(allergens.split(" ").filter(Boolean)),
    alcohol: alcohol === 1,
    halal, kosher, cost,
  };
}

export const FOODS: readonly Food[] = FOOD_ROWS.map(toFood);
const BY_KEY = new Map(FOODS.map((f) => [f.key, f]));

/** A food by its key (undefined when unknown). */
export function foodByKey(key: string): Food | undefined {
  return BY_KEY.get(key);
}

/** Energy one portion may hold: USDA household measures of dry grains or seeds ("1 cup") would otherwise dwarf the rest. */
export const MAX_PORTION_KCAL = 250;

/**
 * Household amounts for foods whose USDA measure is a cup of something eaten by the spoonful (decided): spices a
 * teaspoon, powders, brans and germ two tablespoons, a lemon's worth of lemon.
 */
export const PORTION_CAPS_G: Readonly<Record<string, number>> = {
  cocoa_powder: 10, wheat_bran: 15, oat_bran: 30, wheat_germ: 15, spirulina: 7, yeast_dried: 7, gelatin: 7, parsley: 15, cilantro: 15,
  basil: 5, lemon: 60, lime: 45, tomato_paste: 30, seaweed_kelp: 30, seaweed_wakame: 30, nori: 10, jalapeno: 15, garlic: 9, ginger_root: 10,
};
const SPICE_GROUP = "0200";
const SPICE_PORTION_G = 2;

/** Grams of one portion: the USDA serving (or its household cap), scaled down to MAX_PORTION_KCAL when larger. */
export function portionGrams(food: Food): number {
  const base = Math.min(food.servingG, PORTION_CAPS_G[food.key] ?? (food.group === SPICE_GROUP ? SPICE_PORTION_G : Infinity));
  const kcal = (food.kcal * base) / 100;
  return kcal > MAX_PORTION_KCAL ? Math.round((MAX_PORTION_KCAL / food.kcal) * 100) : base;
}

/** How to write one portion: the USDA household measure, or grams when it was scaled down. */
export function portionText(food: Food): string {
  const g = portionGrams(food);
  return g === food.servingG ? `${food.serving} (${Number(g.toPrecision(3))} g)` : `${g} g`;
}

/** Amount of a nutrient in one portion (null when the source did not record it). Why: people eat portions, not 100 g. */
export function perServing(food: Food, nutrient: Nutrient): number | null {
  const v = food.nutrients[nutrient];
  return v === null ? null : (v * portionGrams(food)) / 100;
}
