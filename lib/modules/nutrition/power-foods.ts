// Power foods: foods ranked by how much of the called-for nutrients one serving covers, among the foods the hard
// filter allows and that do not feed a limited target. Liked foods are favoured, the mediterranean pattern ranks
// its staples higher, and no more than three foods come from one food kind so the list stays varied.
import { DAILY_VALUES, GOOD_SOURCE_SHARE, LIMIT_THRESHOLDS } from "@/lib/knowledge/nutrition/daily-values";
import { FOODS, perServing, portionGrams } from "@/lib/knowledge/nutrition/foods";
import { PURINE_RICH_FOODS, type LimitTarget } from "@/lib/knowledge/nutrition/nutrient-needs";
import type { Food, Nutrient } from "@/lib/knowledge/nutrition/types";
import { namesFood } from "./food-filter";

export interface RankedFood {
  food: Food;
  score: number;
  /** Called-for nutrients a serving covers (≥ 15 % of the daily value), strongest first. */
  covers: Nutrient[];
  liked: boolean;
}

/** Does the food feed a limited target? Why: a food for one marker must not work against another. */
export function breaksLimit(food: Food, limit: LimitTarget): boolean {
  switch (limit) {
    case "sugar": return ((food.sugar ?? 0) * portionGrams(food)) / 100 > LIMIT_THRESHOLDS.sugarG;
    case "sat_fat": return ((food.satFat ?? 0) * portionGrams(food)) / 100 > LIMIT_THRESHOLDS.satFatG;
    case "sodium": return (perServing(food, "sodium") ?? 0) > LIMIT_THRESHOLDS.sodiumMg;
    case "potassium": return (perServing(food, "potassium") ?? 0) > LIMIT_THRESHOLDS.potassiumMg;
    case "alcohol": return food.alcohol;
    case "purines": return PURINE_RICH_FOODS.includes(food.key);
  }
}

/** Share of the daily value one serving gives. */
export function dailyShare(food: Food, nutrient: Nutrient): number {
  const v = perServing(food, nutrient);
  return v === null ? 0 : v / DAILY_VALUES[nutrient];
}

const MEDITERRANEAN = new Set(["fish", "shellfish"]);
const MEDITERRANEAN_GROUPS = new Set(["1600", "1200", "1100", "0900"]);

/** Ranks the allowed foods for the wanted nutrients (weights: marker needs count double). */
export function rankFoods(opts: {
  allows: (f: Food) => boolean;
  wanted: ReadonlyMap<Nutrient, number>;
  limits: ReadonlySet<LimitTarget>;
  liked: readonly string[];
  mediterranean: boolean;
}): RankedFood[] {
  const ranked: RankedFood[] = [];
  for (const food of FOODS) {
    if (!opts.allows(food) || [...opts.limits].some((l) => breaksLimit(food, l))) continue;
    const covers = [...opts.wanted.keys()]
      .filter((n) => n !== "sodium" && dailyShare(food, n) >= GOOD_SOURCE_SHARE)
      .sort((a, b) => dailyShare(food, b) - dailyShare(food, a));
    let score = covers.reduce((s, n) => s + Math.min(dailyShare(food, n), 1) * (opts.wanted.get(n) ?? 1), 0);
    const liked = opts.liked.some((l) => namesFood(l, food));
    if (liked) score += 1;
    if (opts.mediterranean && (MEDITERRANEAN.has(food.kind) || MEDITERRANEAN_GROUPS.has(food.group) || food.key === "olive_oil")) score += 0.3;
    ranked.push({ food, score, covers, liked });
  }
  return ranked.sort((a, b) => b.score - a.score || a.food.key.localeCompare(b.food.key));
}

/** The top foods with at most `perKind` from one kind (plant foods by USDA group). */
export function pickVaried(ranked: readonly RankedFood[], count: number, perKind = 3): RankedFood[] {
  const used = new Map<string, number>();
  const out: RankedFood[] = [];
  for (const r of ranked) {
    if (out.length >= count) break;
    if (r.covers.length === 0 && !r.liked) continue;
    const bucket = r.food.kind === "plant" ? `plant:${r.food.group}` : r.food.kind;
    if ((used.get(bucket) ?? 0) >= perKind) continue;
    used.set(bucket, (used.get(bucket) ?? 0) + 1);
    out.push(r);
  }
  return out;
}

export type FoodCategory = "protein" | "vegetables" | "fruits" | "grains" | "dairy" | "fats" | "other";

/** Plate category of a food, for the dietary_recommendations list. */
export function categoryOf(food: Food): FoodCategory {
  if (food.kind === "dairy" || ["soymilk_unsweetened", "almond_milk", "rice_milk"].includes(food.key)) return "dairy";
  if (["poultry", "beef", "pork", "lamb", "game", "fish", "shellfish", "egg"].includes(food.kind) || food.group === "1600") return food.group === "0400" ? "fats" : "protein";
  if (food.group === "1100") return "vegetables";
  if (food.group === "0900") return food.key === "avocado" || food.key === "olives" ? "fats" : "fruits";
  if (["2000", "0800", "1800"].includes(food.group)) return "grains";
  if (["1200", "0400"].includes(food.group)) return "fats";
  return "other";
}
