// Request and response schemas of the nutrition plan endpoints (extended-modules "Nutrition patient object",
// "Nutrition plan"). The response holds the full documented shape plus the shorter sample variant's
// `supplements[]` and `dietary_recommendations[]` (their names do not collide), and added computed detail.
import { z } from "zod";
import { DIETARY_PREFERENCES } from "@/lib/knowledge/nutrition/diet-rules";
import { ACTIVITY_LEVELS } from "@/lib/knowledge/nutrition/energy-rules";

const text = z.string().trim().min(1).max(200);
const list = (what: string) => z.array(text).max(50).optional().describe(what);

export const HEALTH_GOALS = ["maintain", "improve_energy", "weight_management", "heart_health", "immune_support", "digestive_health", "bone_health", "mental_clarity"] as const;

export const nutritionPatientSchema = z
  .object({
    age: z.number().int().min(18).max(120).describe("Age in years, 18 to 120."),
    // A string first, so a missing gender is "required" (VAL_2001) and a wrong one "invalid" (VAL_2002).
    gender: z.string().pipe(z.enum(["male", "female", "other"])).describe("male, female or other."),
    weight: z.number().min(20).max(400).nullable().optional().describe("Body weight in kg; missing → estimated from height at BMI 22 (said in the answer)."),
    height: z.number().min(100).max(250).nullable().optional().describe("Height in cm; missing → median adult height for the gender (said in the answer)."),
    conditions: list("Medical conditions, free text (e.g. 'type 2 diabetes', 'CKD stage 3')."),
    medical_conditions: list("Synonym of `conditions` used by one sample."),
    allergies: list("Food and supplement allergies; naming one member excludes its family (e.g. 'cashew' → all tree nuts)."),
    dietary_preferences: z.array(z.enum(DIETARY_PREFERENCES)).max(7).optional().describe("omnivore, vegetarian, vegan, pescatarian, keto, paleo, mediterranean."),
    activity_level: z.enum(ACTIVITY_LEVELS).optional().describe("sedentary, light, moderate (default), active, very_active."),
    dietary_restrictions: list("low_sodium, low_sugar, low_fat, gluten_free, dairy_free, nut_free, soy_free, egg_free, halal, kosher; free text also accepted."),
    liked_foods: list("Foods to favour."),
    disliked_foods: list("Foods to leave out."),
    meal_frequency: z.number().int().min(1).max(6).optional().describe("Meals per day, 1 to 6 (default 3)."),
    budget: z.enum(["low", "moderate", "high"]).optional().describe("low, moderate (default), high."),
    medications: list("Current medications (generic or brand names), checked against the interaction table."),
    current_medications: list("Synonym of `medications` used by one sample."),
  })
  .describe("Nutrition patient object. Never send names or identifiers.");

export const bloodParameterSchema = z.object({
  short_name: text.describe("Parameter name as printed (any of the knowledge base's names or aliases)."),
  result: z.number().finite().describe("Numeric result."),
  unit: z.string().trim().max(40).optional().describe("Unit as printed; converted through the analyte knowledge base."),
  reference_range: z.string().trim().max(120).optional().describe("Added, optional: the range printed by the lab (e.g. '15-150'); used before the knowledge base's."),
});

export const dietPlanRequest = z.object({
  patient: nutritionPatientSchema,
  blood_test: z
    .object({
      lab_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe("Sampling date, YYYY-MM-DD."),
      parameters: z.array(bloodParameterSchema).min(1).max(500).describe("1 to 500 parameters."),
    })
    .describe("The blood test the plan reads."),
  health_goals: z.union([text, z.array(text).max(20)]).optional().describe("One or several of: maintain (default), improve_energy, weight_management, heart_health, immune_support, digestive_health, bone_health, mental_clarity; other strings are kept but change nothing."),
  dietary_restrictions: list("Merged with patient.dietary_restrictions."),
});
export type DietPlanRequest = z.infer<typeof dietPlanRequest>;

/** The sandbox takes the same request, every field optional: what is sent is validated, the sample is answered. */
export const sandboxRequest = z.object({
  patient: nutritionPatientSchema.optional(),
  blood_test: dietPlanRequest.shape.blood_test.optional(),
  health_goals: dietPlanRequest.shape.health_goals,
  dietary_restrictions: dietPlanRequest.shape.dietary_restrictions,
});

const macro = z.object({ grams: z.number().describe("Grams per day."), percentage: z.number().describe("Share of daily energy, %.") });

export const dietPlanResponse = z.object({
  nutrition_plan: z.object({
    daily_calories: z.number().int().describe("Daily energy target, kcal (Mifflin–St Jeor × activity factor ± weight-management deficit)."),
    macros: z.object({ protein: macro, carbohydrates: macro, fats: macro }).describe("Grams and percentages that add up to daily_calories (4/4/9 kcal per g)."),
    educational_insights: z.object({
      blood_marker_education: z.array(z.object({ marker: z.string(), explanation: z.string(), normal_range: z.string().describe("Reference range used, as text with unit.") })).describe("One entry per flagged marker."),
      nutrition_principles: z.array(z.string()),
    }),
    energy: z
      .object({
        formula: z.string(),
        bmr_kcal: z.number().int(),
        activity_level: z.enum(ACTIVITY_LEVELS),
        activity_factor: z.number(),
        maintenance_kcal: z.number().int(),
        adjustment_kcal: z.number().int().describe("Negative for a weight-management deficit."),
        weight_kg: z.number(),
        height_cm: z.number(),
        estimates_used: z.array(z.enum(["weight", "height"])).describe("Which values were estimated because they were missing."),
        protein_g_per_kg: z.number(),
        carbohydrate_rule: z.string(),
      })
      .describe("Added: how the energy and macro targets were computed."),
    meal_frequency: z.number().int(),
  }),
  food_recommendations: z.object({
    power_foods: z.array(z.object({ food: z.string(), nutrients: z.array(z.string()), serving: z.string(), why: z.string(), usda_ndb: z.number().int().describe("Added: USDA SR Legacy NDB number of the figures.") })),
    foods_to_limit: z.array(z.object({ food: z.string(), reason: z.string() })).describe("Added: foods kept out because of a medication, condition or marker."),
  }),
  supplement_recommendations: z.array(
    z.object({ supplement: z.string(), dosage: z.string(), timing: z.string(), duration: z.string(), reason: z.string(), upper_limit: z.string().describe("Added: tolerable upper intake level and its source."), cautions: z.array(z.string()) }),
  ),
  supplements: z.array(z.object({ name: z.string(), dosage: z.string(), reason: z.string(), priority: z.enum(["high", "medium", "low"]) })).describe("Shorter sample variant."),
  dietary_recommendations: z.array(z.object({ category: z.string(), foods: z.array(z.string()) })).describe("Shorter sample variant."),
  cautions: z.array(z.object({ type: z.enum(["interaction", "allergy", "condition", "marker"]), message: z.string(), source: z.string() })).describe("Added: every conflict found, never silently dropped."),
  flagged_markers: z.array(z.object({ marker: z.string(), analyte_id: z.string(), value: z.number(), unit: z.string(), evaluation: z.string() })).describe("Added."),
  notes: z.array(z.string()).describe("Added: inputs that were read but changed nothing (unknown goals or restrictions)."),
  disclaimer: z.string(),
  narrative_language: z.string(),
  language_fallback: z.boolean(),
});
export type DietPlanResponse = z.infer<typeof dietPlanResponse>;
