// The nutrition plan without HTTP: request fields → conditions, medications, markers → energy and macros →
// food filter → power foods, limits, supplements and cautions → narrative in the chosen language. Every number
// is computed from lib/knowledge/nutrition; the writer only phrases it. No name or identifier is ever read.
import { CONDITION_NEEDS, GOAL_NEEDS } from "@/lib/knowledge/nutrition/daily-values";
import { conditionsIn } from "@/lib/knowledge/nutrition/conditions";
import { DEFICIT, MIFFLIN_SOURCE } from "@/lib/knowledge/nutrition/energy-rules";
import { FOODS, perServing, portionGrams, portionText } from "@/lib/knowledge/nutrition/foods";
import { drugClassesOf, INTERACTIONS } from "@/lib/knowledge/nutrition/interactions";
import { needsFor, type LimitTarget } from "@/lib/knowledge/nutrition/nutrient-needs";
import type { Nutrient } from "@/lib/knowledge/nutrition/types";
import type { ClinicProduct } from "./catalogue-seam";
import { computeEnergy } from "./energy";
import { buildFoodFilter } from "./food-filter";
import { computeMacros } from "./macros";
import { readMarkers } from "./markers";
import { nutritionWriter, type NutritionMessageKey } from "./messages";
import { categoryOf, dailyShare, pickVaried, rankFoods, type FoodCategory } from "./power-foods";
import type { DietPlanRequest, DietPlanResponse } from "./schemas";
import { HEALTH_GOALS } from "./schemas";
import { suggestSupplements } from "./supplements";

const POTASSIUM_CLASSES = new Set(INTERACTIONS.filter((i) => i.nutrient === "potassium").map((i) => i.drugClass));
const fmt = (n: number) => Number(n.toPrecision(3)).toString();

function goalsOf(req: DietPlanRequest): { known: string[]; unknown: string[] } {
  const raw = req.health_goals === undefined ? ["maintain"] : typeof req.health_goals === "string" ? [req.health_goals] : req.health_goals;
  const norm = raw.map((g) => g.trim().toLowerCase().replace(/[\s-]+/g, "_"));
  return { known: norm.filter((g) => (HEALTH_GOALS as readonly string[]).includes(g)), unknown: raw.filter((_, i) => !(HEALTH_GOALS as readonly string[]).includes(norm[i] ?? "")) };
}

/** Builds the full plan. Why: one pure function the endpoints, the sandbox and the tests all call. */
export function buildPlan(req: DietPlanRequest, language: string, products: readonly ClinicProduct[] = []): DietPlanResponse {
  const w = nutritionWriter(language);
  const p = req.patient;
  const conditions = conditionsIn([...(p.conditions ?? []), ...(p.medical_conditions ?? [])]);
  const medications = [...(p.medications ?? []), ...(p.current_medications ?? [])].map((m) => ({ medication: m, classes: drugClassesOf(m) }));
  const goals = goalsOf(req);
  const prefs = p.dietary_preferences ?? [];
  const activity = p.activity_level ?? "moderate";
  const weightManagement = goals.known.includes("weight_management");

  const markers = readMarkers(req.blood_test.parameters, { sex: p.gender, ageYears: p.age });
  const energy = computeEnergy({ age: p.age, gender: p.gender, weightKg: p.weight ?? null, heightCm: p.height ?? null, activity, weightManagement });
  const macros = computeMacros({
    calories: energy.dailyCalories, weightKg: energy.weightKg, heightCm: energy.heightCm, age: p.age, weightManagement, activity,
    egfr: markers.canonical.egfr, ckd: conditions.has("ckd"), hba1c: markers.canonical.hba1c, glucose: markers.canonical.glucose,
    diabetes: conditions.has("diabetes"), prediabetes: conditions.has("prediabetes"), keto: prefs.includes("keto"),
  });

  // What the plan favours (weight 2 for marker needs, 1 for goals and conditions) and limits.
  const wanted = new Map<Nutrient, number>();
  const limits = new Set<LimitTarget>();
  const want = (n: Nutrient, weight: number) => wanted.set(n, Math.max(wanted.get(n) ?? 0, weight));
  const markerNeeds = markers.flagged.flatMap((m) => needsFor(m.analyteId, m.direction).map((need) => ({ m, need })));
  markerNeeds.forEach(({ need }) => { need.favour.forEach((n) => want(n, 2)); need.limit.forEach((l) => limits.add(l)); });
  for (const g of goals.known) { GOAL_NEEDS[g]?.favour.forEach((n) => want(n, 1)); GOAL_NEEDS[g]?.limit.forEach((l) => limits.add(l)); }
  for (const c of conditions) { CONDITION_NEEDS[c]?.favour.forEach((n) => want(n, 1)); CONDITION_NEEDS[c]?.limit.forEach((l) => limits.add(l)); }
  const kidneyRisk = conditions.has("ckd") || (markers.canonical.egfr !== null && markers.canonical.egfr < 60) || markers.flagged.some((m) => m.analyteId === "potassium" && m.direction === "high");
  const potassiumMeds = medications.filter((m) => m.classes.some((c) => POTASSIUM_CLASSES.has(c)));
  if (limits.has("potassium") || (kidneyRisk && potassiumMeds.length > 0)) { limits.add("potassium"); wanted.delete("potassium"); }

  const filter = buildFoodFilter({
    allergies: p.allergies ?? [], preferences: prefs, restrictions: [...(p.dietary_restrictions ?? []), ...(req.dietary_restrictions ?? [])],
    conditions, disliked: p.disliked_foods ?? [], budget: p.budget ?? "moderate",
  });
  if (filter.restrictions.has("low_sodium")) limits.add("sodium");

  // Every interaction row of the patient's medications is a caution, whether or not a supplement is suggested;
  // avoided foods leave the plan, keep-consistent ones stay.
  const cautions: DietPlanResponse["cautions"] = [];
  const medAvoid = new Map<string, string>();
  for (const med of medications) {
    for (const row of INTERACTIONS.filter((i) => med.classes.includes(i.drugClass))) {
      cautions.push({ type: "interaction", message: w.t("caution_interaction", { medication: med.medication, text: w.language === "en" ? row.caution : w.t(`action_${row.action}` as const) }), source: row.source });
      if (row.action === "avoid_foods") row.foods.forEach((f) => medAvoid.set(f, med.medication));
    }
  }
  const allows = (f: (typeof FOODS)[number]) => filter.allows(f) && !medAvoid.has(f.key);

  const ranked = rankFoods({ allows, wanted, limits, liked: p.liked_foods ?? [], mediterranean: prefs.includes("mediterranean") });
  const power = pickVaried(ranked, 10);
  const flaggedFor = (n: Nutrient) => markerNeeds.filter(({ need }) => need.favour.includes(n)).map(({ m }) => m.name);
  const powerFoods = power.map((r) => {
    const shown = r.covers.slice(0, 3);
    const amounts = shown.map((n) => `${w.t(`nutrient_${n}` as NutritionMessageKey)} ${fmt(perServing(r.food, n) ?? 0)} ${n === "omega3" || n === "protein" || n === "fiber" ? "g" : ["vitamin_b12", "vitamin_d", "vitamin_k", "folate", "vitamin_a"].includes(n) ? "µg" : "mg"} (${Math.round(dailyShare(r.food, n) * 100)} %)`).join(", ");
    const markersNamed = [...new Set(shown.flatMap(flaggedFor))];
    const whyParts = [markersNamed.length ? w.t("why_food", { amounts, markers: markersNamed.join(", ") }) : w.t("why_food_general", { amounts: amounts || `${Math.round((r.food.kcal * portionGrams(r.food)) / 100)} kcal` })];
    if (r.liked) whyParts.push(w.t("why_liked"));
    filter.notes(r.food).forEach((label) => whyParts.push(w.t("certified", { label })));
    return { food: r.food.name, nutrients: shown.map((n) => w.t(`nutrient_${n}` as NutritionMessageKey)), serving: portionText(r.food), why: whyParts.join(" "), usda_ndb: r.food.ndb };
  });

  // Foods kept out by medications or by a limited target that the patient might otherwise pick.
  const foodsToLimit: DietPlanResponse["food_recommendations"]["foods_to_limit"] = [];
  for (const [key, med] of medAvoid) { const f = FOODS.find((x) => x.key === key); if (f) foodsToLimit.push({ food: f.name, reason: w.t("limit_interaction", { medication: med }) }); }

  const supplements = suggestSupplements({
    flagged: markers.flagged, excludedAllergens: filter.excludedAllergens, medications, vegetarian: prefs.includes("vegan") || prefs.includes("vegetarian"),
    egfr: markers.canonical.egfr, products, w,
  });
  cautions.push(...supplements.cautions);

  // Education for every flagged marker, with its printed or knowledge-base range.
  const education = markers.flagged.map((m) => {
    const needs = needsFor(m.analyteId, m.direction);
    const favour = [...new Set(needs.flatMap((n) => n.favour))];
    const vars = { marker: m.name, value: fmt(m.value), unit: m.unit, evaluation: w.t(`eval_${m.evaluation}` as NutritionMessageKey) };
    const explanation = favour.length
      ? w.t("marker_explanation", { ...vars, nutrients: favour.map((n) => w.t(`nutrient_${n}` as NutritionMessageKey)).join(", ") })
      : needs.some((n) => n.limit.length) ? w.t("marker_explanation_limit", vars) : w.t("marker_explanation_review", vars);
    return { marker: m.name, explanation, normal_range: m.normalRange };
  });

  const principles: string[] = [];
  const meals = p.meal_frequency ?? 3;
  principles.push(w.t("principle_energy", { calories: energy.dailyCalories, bmr: energy.bmr, factor: energy.factor }));
  if (energy.estimates.includes("height")) principles.push(w.t("principle_estimate_height", { height: energy.heightCm }));
  if (energy.estimates.includes("weight")) principles.push(w.t("principle_estimate_weight", { weight: energy.weightKg }));
  if (energy.deficitCase === "overweight" || energy.deficitCase === "normal") principles.push(w.t("principle_deficit", { deficit: -energy.adjustment }));
  if (energy.deficitCase === "floor") principles.push(w.t("principle_floor", { floor: DEFICIT.floor[p.gender] }));
  if (energy.deficitCase === "underweight") principles.push(w.t("principle_underweight"));
  principles.push(w.t("principle_meals", { meals, per_meal: Math.round(energy.dailyCalories / meals) }));
  principles.push(w.t("principle_protein", { grams: macros.protein.grams, per_kg: macros.proteinPerKg }));
  if (macros.proteinRules.some((r) => r.kind === "cap")) principles.push(w.t("principle_protein_kidney", { per_kg: macros.proteinPerKg }));
  if (macros.carbRule.id === "diabetes" || macros.carbRule.id === "prediabetes") principles.push(w.t("principle_carbs_glucose", { percent: macros.carbohydrates.percentage }));
  if (macros.carbRule.id === "keto") principles.push(w.t("principle_keto", { percent: macros.carbohydrates.percentage }));
  for (const l of ["sugar", "sat_fat", "sodium", "potassium", "alcohol", "purines"] as const) if (limits.has(l)) principles.push(w.t(`limit_${l}`));
  if (conditions.has("pregnancy")) principles.push(w.t("condition_pregnancy"));

  // Shorter sample variant: supplements[] and dietary_recommendations[] by plate category.
  const byCategory = new Map<FoodCategory, string[]>();
  for (const r of ranked) {
    const c = categoryOf(r.food);
    const list = byCategory.get(c) ?? [];
    if (list.length < 5) { list.push(r.food.name); byCategory.set(c, list); }
  }
  const categoryOrder: FoodCategory[] = ["protein", "vegetables", "fruits", "grains", "dairy", "fats"];

  return {
    nutrition_plan: {
      daily_calories: energy.dailyCalories,
      macros: { protein: macros.protein, carbohydrates: macros.carbohydrates, fats: macros.fats },
      educational_insights: { blood_marker_education: education, nutrition_principles: principles },
      energy: {
        formula: MIFFLIN_SOURCE, bmr_kcal: energy.bmr, activity_level: activity, activity_factor: energy.factor, maintenance_kcal: energy.maintenance,
        adjustment_kcal: energy.adjustment, weight_kg: energy.weightKg, height_cm: energy.heightCm, estimates_used: energy.estimates,
        protein_g_per_kg: macros.proteinPerKg, carbohydrate_rule: macros.carbRule.source,
      },
      meal_frequency: meals,
    },
    food_recommendations: { power_foods: powerFoods, foods_to_limit: foodsToLimit },
    supplement_recommendations: supplements.suggestions.map((s) => ({ supplement: s.name, dosage: s.dosage, timing: s.timing, duration: s.duration, reason: s.reason, upper_limit: s.upperLimit, cautions: s.cautions })),
    supplements: supplements.suggestions.map((s) => ({ name: s.name, dosage: s.dosage, reason: s.reason, priority: s.priority })),
    dietary_recommendations: categoryOrder.filter((c) => byCategory.has(c)).map((c) => ({ category: w.t(`category_${c}`), foods: byCategory.get(c) ?? [] })),
    cautions,
    flagged_markers: markers.flagged.map((m) => ({ marker: m.name, analyte_id: m.analyteId, value: m.value, unit: m.unit, evaluation: m.evaluation })),
    notes: [...goals.unknown.map((g) => `health goal '${g}' is not one of the documented goals and changed nothing`), ...filter.unmatched.map((r) => `restriction '${r}' matched no rule or food and changed nothing`)],
    disclaimer: w.t("disclaimer"),
    narrative_language: w.language,
    language_fallback: w.fallback,
  };
}

