// Which foods may appear in a plan: the hard filters (allergy families, preferences, restrictions including free
// text, conditions, dislikes, medication conflicts, budget) as one predicate, plus the reasons foods were kept
// out so the answer can say so. Nothing that breaks a filter is ever recommended.
import { allergyFamiliesIn } from "@/lib/knowledge/nutrition/allergy-families";
import { CONDITION_RULES, PREGNANCY_AVOID_FOODS, type ConditionId } from "@/lib/knowledge/nutrition/conditions";
import { DIETARY_RESTRICTIONS, FREE_TEXT_KINDS, PREFERENCE_RULES, RESTRICTION_RULES, type DietaryPreference, type DietaryRestriction, type DietRule } from "@/lib/knowledge/nutrition/diet-rules";
import { FOODS } from "@/lib/knowledge/nutrition/foods";
import { mentions } from "@/lib/knowledge/nutrition/text-match";
import type { Food } from "@/lib/knowledge/nutrition/types";

export interface FilterInput {
  allergies: readonly string[];
  preferences: readonly DietaryPreference[];
  restrictions: readonly string[];
  conditions: ReadonlySet<ConditionId>;
  disliked: readonly string[];
  budget: "low" | "moderate" | "high";
}

export interface FoodFilter {
  allows: (food: Food) => boolean;
  /** Allergen tags excluded (for supplement checks). */
  excludedAllergens: ReadonlySet<string>;
  /** Notes to show beside a food (certified halal/kosher). */
  notes: (food: Food) => string[];
  /** Restriction texts that matched no rule (reported, not silently dropped). */
  unmatched: string[];
  /** Restriction keywords in force (incl. those implied by conditions). */
  restrictions: ReadonlySet<DietaryRestriction>;
}

const stem = (s: string) => s.toLowerCase().normalize("NFKC").trim().replace(/(es|s)$/, "");

/** True when a free-text food name (liked/disliked) names this food. */
export function namesFood(text: string, food: Food): boolean {
  const t = stem(text);
  if (t.length < 3) return false;
  const name = food.name.toLowerCase();
  return name.includes(t) || food.key.replace(/_/g, " ").includes(t);
}

/** Builds the plan's food predicate. Why: one place decides what a patient may be offered. */
export function buildFoodFilter(input: FilterInput): FoodFilter {
  const excludedAllergens = new Set<string>();
  for (const a of input.allergies) for (const f of allergyFamiliesIn(a)) f.tags.forEach((t) => excludedAllergens.add(t));

  const restrictions = new Set<DietaryRestriction>();
  const extraRules: ((f: Food) => boolean)[] = [];
  const unmatched: string[] = [];
  for (const raw of input.restrictions) {
    const key = raw.trim().toLowerCase().replace(/[\s-]+/g, "_");
    if ((DIETARY_RESTRICTIONS as readonly string[]).includes(key)) { restrictions.add(key as DietaryRestriction); continue; }
    const families = allergyFamiliesIn(raw);
    const kinds = FREE_TEXT_KINDS.filter((k) => k.words.some((w) => mentions(raw, w)));
    families.forEach((f) => f.tags.forEach((t) => excludedAllergens.add(t)));
    kinds.forEach((k) => extraRules.push((f) => !k.excludes(f)));
    const named = FOODS.filter((f) => namesFood(raw.replace(/^(no|without|avoid|kein|keine|sans|sin|senza|sem|yok)\s+/i, ""), f));
    if (families.length === 0 && kinds.length === 0) {
      if (named.length > 0) extraRules.push((f) => !named.includes(f));
      else unmatched.push(raw);
    }
  }
  for (const rule of CONDITION_RULES) if (input.conditions.has(rule.id)) rule.implies.forEach((r) => restrictions.add(r));

  const rules: DietRule[] = [...input.preferences.map((p) => PREFERENCE_RULES[p]), ...[...restrictions].map((r) => RESTRICTION_RULES[r])];
  const pregnancy = input.conditions.has("pregnancy");
  const budgetAllows = (f: Food) => (input.budget === "low" ? f.cost !== "H" : true);
  const disliked = (f: Food) => input.disliked.some((d) => namesFood(d, f));

  return {
    allows: (f) =>
      ![...f.allergens].some((t) => excludedAllergens.has(t)) &&
      rules.every((r) => r.allows(f)) &&
      extraRules.every((r) => r(f)) &&
      !(pregnancy && PREGNANCY_AVOID_FOODS.includes(f.key)) &&
      budgetAllows(f) &&
      !disliked(f),
    excludedAllergens,
    notes: (f) => rules.map((r) => r.note?.(f) ?? null).filter((n): n is string => n !== null),
    unmatched,
    restrictions,
  };
}
