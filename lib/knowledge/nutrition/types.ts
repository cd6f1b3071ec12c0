// Types of the nutrition knowledge base: the food table (USDA figures), nutrient needs per flagged blood marker,
// supplement upper limits, drug–nutrient interactions, allergy families and diet rules. Every rule row names its
// source; the module code reads only these shapes.

export const FOOD_KINDS = ["plant", "dairy", "egg", "poultry", "beef", "pork", "lamb", "game", "fish", "shellfish", "other_animal"] as const;
export type FoodKind = (typeof FOOD_KINDS)[number];

/** Y = fits, C = fits if certified (slaughter / supervision), N = does not fit. */
export type ReligiousFit = "Y" | "C" | "N";
export type CostBand = "L" | "M" | "H";

/** One row of data/foods.ts (column order documented there). */
export type FoodRow = readonly [
  key: string, name: string, ndb: number, group: string, kind: FoodKind, servingG: number, serving: string,
  kcal: number, protein: number, fat: number, carb: number, fiber: number | null, sugar: number | null, satFat: number | null,
  calcium: number | null, iron: number | null, magnesium: number | null, potassium: number | null, sodium: number | null, zinc: number | null,
  vitaminC: number | null, folate: number | null, b12: number | null, vitaminD: number | null, vitaminK: number | null,
  vitaminA: number | null, vitaminE: number | null, omega3: number | null,
  allergens: string, alcohol: 0 | 1, halal: ReligiousFit, kosher: ReligiousFit, cost: CostBand,
];

/** Nutrients the planner reasons about, with their unit per 100 g. */
export const NUTRIENTS = {
  protein: "g", fiber: "g", calcium: "mg", iron: "mg", magnesium: "mg", potassium: "mg", sodium: "mg", zinc: "mg",
  vitamin_c: "mg", folate: "µg DFE", vitamin_b12: "µg", vitamin_d: "µg", vitamin_k: "µg", vitamin_a: "µg RAE", vitamin_e: "mg", omega3: "g",
} as const;
export type Nutrient = keyof typeof NUTRIENTS;

export interface Food {
  key: string;
  name: string;
  /** USDA SR Legacy NDB number (the row's source). */
  ndb: number;
  /** USDA food group code, e.g. "1600" legumes, "2000" cereal grains. */
  group: string;
  kind: FoodKind;
  servingG: number;
  serving: string;
  /** Per 100 g. */
  kcal: number;
  protein: number;
  fat: number;
  carb: number;
  sugar: number | null;
  satFat: number | null;
  /** Per 100 g; null = not recorded in the source. */
  nutrients: Record<Nutrient, number | null>;
  allergens: ReadonlySet<string>;
  alcohol: boolean;
  halal: ReligiousFit;
  kosher: ReligiousFit;
  cost: CostBand;
}

/** A rule row's citation. */
export interface Sourced {
  source: string;
}
