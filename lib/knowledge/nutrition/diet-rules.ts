// Dietary preferences and restrictions as rules over the food table. A rule either excludes foods (hard filter)
// or, for patterns like mediterranean, only ranks foods. Thresholds are per 100 g or per serving as their source
// defines them.
import { perServing, portionGrams } from "./foods";
import type { Food, Sourced } from "./types";

export const DIETARY_PREFERENCES = ["omnivore", "vegetarian", "vegan", "pescatarian", "keto", "paleo", "mediterranean"] as const;
export type DietaryPreference = (typeof DIETARY_PREFERENCES)[number];
export const DIETARY_RESTRICTIONS = ["low_sodium", "low_sugar", "low_fat", "gluten_free", "dairy_free", "nut_free", "soy_free", "egg_free", "halal", "kosher"] as const;
export type DietaryRestriction = (typeof DIETARY_RESTRICTIONS)[number];

export interface DietRule extends Sourced {
  /** True when the food may appear in the plan under this rule. */
  allows: (food: Food) => boolean;
  /** Shown beside a food that fits only on a condition (e.g. certified halal meat). */
  note?: (food: Food) => string | null;
}

const ANIMAL_ALLERGENS = ["milk", "egg", "fish", "shellfish"];
const hasAny = (food: Food, tags: readonly string[]) => tags.some((t) => food.allergens.has(t));
const isMeat = (food: Food) => ["poultry", "beef", "pork", "lamb", "game"].includes(food.kind);
const netCarbPerServing = (food: Food) => ((food.carb - (food.nutrients.fiber ?? 0)) * portionGrams(food)) / 100;
const GRAIN_GROUPS = ["2000", "0800", "1800"];

export const PREFERENCE_RULES: Record<DietaryPreference, DietRule> = {
  omnivore: { allows: () => true, source: "No exclusion" },
  vegetarian: { allows: (f) => !isMeat(f) && f.kind !== "fish" && f.kind !== "shellfish" && !hasAny(f, ["fish", "shellfish"]) && f.key !== "gelatin", source: "Academy of Nutrition and Dietetics position paper on vegetarian diets (Melina 2016)" },
  vegan: { allows: (f) => f.kind === "plant" && !hasAny(f, ANIMAL_ALLERGENS), source: "Academy of Nutrition and Dietetics position paper on vegetarian diets (Melina 2016): no animal products" },
  pescatarian: { allows: (f) => !isMeat(f) && f.key !== "gelatin", source: "Pescatarian: vegetarian plus fish and shellfish" },
  keto: { allows: (f) => netCarbPerServing(f) <= 6 && !GRAIN_GROUPS.includes(f.group) && f.group !== "1900", source: "Ketogenic diet ≈ 20–50 g carbohydrate/day (Kirkpatrick 2019, J Clin Lipidol NLA statement); ≤ 6 g net carbohydrate per serving (decided)" },
  paleo: { allows: (f) => f.kind !== "dairy" && !GRAIN_GROUPS.includes(f.group) && f.group !== "1600" && f.group !== "1900" && !hasAny(f, ["milk"]) && !f.alcohol && !["0700", "2100", "2500", "0600"].includes(f.group), source: "Palaeolithic diet: no grains, legumes, dairy, refined sugar or processed foods (Cordain 2002)" },
  mediterranean: { allows: () => true, source: "PREDIMED (Estruch 2018, NEJM): pattern ranks olive oil, fish, legumes, nuts, vegetables first; nothing excluded" },
};

export const RESTRICTION_RULES: Record<DietaryRestriction, DietRule> = {
  low_sodium: { allows: (f) => (perServing(f, "sodium") ?? 0) <= 140, source: "FDA 21 CFR 101.61: 'low sodium' = 140 mg or less per serving" },
  low_sugar: { allows: (f) => (f.sugar ?? 0) <= 5, source: "UK FSA front-of-pack criteria: 'low sugar' = 5 g or less per 100 g" },
  low_fat: { allows: (f) => f.fat <= 3, source: "EU Regulation 1924/2006 Annex: 'low fat' = 3 g or less per 100 g" },
  gluten_free: { allows: (f) => !hasAny(f, ["gluten", "wheat"]), source: "Codex Standard 118-1979: gluten-free ≤ 20 mg/kg; oats excluded unless certified (cross-contact)" },
  dairy_free: { allows: (f) => !hasAny(f, ["milk"]), source: "FDA FALCPA (milk)" },
  nut_free: { allows: (f) => !hasAny(f, ["tree_nut", "peanut"]), source: "FDA FALCPA (tree nuts, peanuts)" },
  soy_free: { allows: (f) => !hasAny(f, ["soy"]), source: "FDA FALCPA (soybeans)" },
  egg_free: { allows: (f) => !hasAny(f, ["egg"]), source: "FDA FALCPA (egg)" },
  halal: { allows: (f) => f.halal !== "N", note: (f) => (f.halal === "C" ? "halal-certified" : null), source: "Codex CAC/GL 24-1997 general guidelines for use of the term 'halal' (no pork, alcohol; halal slaughter)" },
  kosher: { allows: (f) => f.kosher !== "N", note: (f) => (f.kosher === "C" ? "kosher-certified" : null), source: "Leviticus 11 / Deuteronomy 14 as applied by kashrut agencies: no pork, shellfish, rabbit, fish without fins and scales; meat and wine under supervision" },
};

/** Free-text restriction phrases beyond the keyword list and the food kinds they exclude. */
export const FREE_TEXT_KINDS: readonly { words: readonly string[]; excludes: (f: Food) => boolean; label: string }[] = [
  { words: ["pork", "schwein", "porc", "cerdo", "maiale", "porco", "domuz", "varken", "wieprz", "свинин", "猪", "خنزير"], excludes: (f) => f.kind === "pork" || f.key === "gelatin", label: "no pork" },
  { words: ["red meat", "rotes fleisch", "viande rouge", "carne roja", "carne rossa", "carne vermelha", "kırmızı et"], excludes: (f) => ["beef", "pork", "lamb", "game"].includes(f.kind), label: "no red meat" },
  { words: ["beef", "rind", "bœuf", "boeuf", "ternera", "manzo", "carne bovina", "dana", "говядин", "牛肉"], excludes: (f) => f.kind === "beef", label: "no beef" },
  { words: ["meat", "fleisch", "viande", "carne", "et", "vlees", "mięs", "мяс", "肉", "لحم"], excludes: (f) => isMeat(f), label: "no meat" },
  { words: ["seafood", "meeresfrüchte", "fruits de mer", "mariscos", "frutti di mare"], excludes: (f) => f.kind === "fish" || f.kind === "shellfish", label: "no seafood" },
  { words: ["alcohol", "alkohol", "alcool", "alcol", "alkol", "алкогол", "酒", "كحول"], excludes: (f) => f.alcohol, label: "no alcohol" },
  { words: ["low carb", "low-carb", "kohlenhydratarm"], excludes: (f) => netCarbPerServing(f) > 15, label: "low carbohydrate (≤ 15 g net per serving)" },
  { words: ["sugar", "zucker", "sucre", "azúcar", "zucchero", "açúcar", "şeker"], excludes: (f) => (f.sugar ?? 0) > 5, label: "low sugar" },
  { words: ["salt", "sodium", "salz", "sel", "sal", "sale", "tuz"], excludes: (f) => (perServing(f, "sodium") ?? 0) > 140, label: "low sodium" },
  { words: ["processed", "ultra-processed", "verarbeitet"], excludes: (f) => ["0700", "2100", "2500", "0600"].includes(f.group) || /chips|fries|pizza|frankfurter|salami|bacon/i.test(f.name), label: "no processed foods" },
  { words: ["nightshade"], excludes: (f) => /tomato|pepper|potato|eggplant|jalape/i.test(f.name) && !/sweet potato|black pepper/i.test(f.name), label: "no nightshades" },
];
