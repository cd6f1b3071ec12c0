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

/** Grams of one portion: the USDA serving, scaled down to MAX_PORTION_KCAL when the serving holds more. */
export function portionGrams(food: Food): number {
  const servingKcal = (food.kcal * food.servingG) / 100;
  return servingKcal > MAX_PORTION_KCAL ? Math.round((MAX_PORTION_KCAL / food.kcal) * 100) : food.servingG;
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
