// Optional model writer for languages without a complete catalogue: a language model translates the plan's
// English narrative strings (never its numbers, foods or keywords). Output is accepted only when it returns one
// string per input and every number in it occurs in the English text; otherwise the English plan stands, flagged
// as a fallback. With no model configured the service is complete without it.
import { generateText, Output, type LanguageModel } from "ai";
import { z } from "zod";
import { languageInfo } from "@/lib/i18n/languages";
import { numbersIn, unknownNumbers } from "@/lib/interpretation/model/number-guard";
import type { DietPlanResponse } from "./schemas";

const outputSchema = z.object({ texts: z.array(z.string().min(1)).describe("The translations, same order and count") });

const SYSTEM = [
  "You translate the narrative of a nutrition plan for a patient and their clinician.",
  "Translate each input string into the target language, keeping its meaning, order and count.",
  "Never change, add or drop numbers, units, doses or food names; write numbers exactly as given.",
  "Keep the decision-support tone: no diagnosis, no prescription.",
].join("\n");

type Slot = { get: (p: DietPlanResponse) => string; set: (p: DietPlanResponse, v: string) => void };

/** Every narrative string of a plan, with a setter (numbers, food names and keywords are not narrative). */
function slots(plan: DietPlanResponse): Slot[] {
  const out: Slot[] = [];
  const ei = plan.nutrition_plan.educational_insights;
  ei.nutrition_principles.forEach((_, i) => out.push({ get: (p) => p.nutrition_plan.educational_insights.nutrition_principles[i]!, set: (p, v) => { p.nutrition_plan.educational_insights.nutrition_principles[i] = v; } }));
  ei.blood_marker_education.forEach((_, i) => out.push({ get: (p) => p.nutrition_plan.educational_insights.blood_marker_education[i]!.explanation, set: (p, v) => { p.nutrition_plan.educational_insights.blood_marker_education[i]!.explanation = v; } }));
  plan.food_recommendations.power_foods.forEach((_, i) => out.push({ get: (p) => p.food_recommendations.power_foods[i]!.why, set: (p, v) => { p.food_recommendations.power_foods[i]!.why = v; } }));
  plan.supplement_recommendations.forEach((_, i) => out.push({ get: (p) => p.supplement_recommendations[i]!.reason, set: (p, v) => { p.supplement_recommendations[i]!.reason = v; p.supplements[i]!.reason = v; } }));
  plan.cautions.forEach((_, i) => out.push({ get: (p) => p.cautions[i]!.message, set: (p, v) => { p.cautions[i]!.message = v; } }));
  plan.dietary_recommendations.forEach((_, i) => out.push({ get: (p) => p.dietary_recommendations[i]!.category, set: (p, v) => { p.dietary_recommendations[i]!.category = v; } }));
  out.push({ get: (p) => p.disclaimer, set: (p, v) => { p.disclaimer = v; } });
  return out;
}

/**
 * Returns the plan with its narrative in `language`, or throws when the model's answer cannot be used (the caller
 * keeps the English plan). Why: 88 of the 100 languages have no catalogue; a model may fill them, numbers guarded.
 */
export async function translatePlan(plan: DietPlanResponse, language: string, model: LanguageModel, timeoutMs = 45_000): Promise<DietPlanResponse> {
  const s = slots(plan);
  const texts = s.map((x) => x.get(plan));
  const allowed = texts.flatMap(numbersIn);
  const info = languageInfo(language);
  const { output } = await generateText({
    model,
    system: SYSTEM,
    prompt: `Target language: ${info ? `${info.name} (${info.native}, code ${language})` : language}.\n\nStrings:\n${JSON.stringify(texts, null, 1)}`,
    output: Output.object({ schema: outputSchema }),
    temperature: 0,
    maxRetries: 1,
    abortSignal: AbortSignal.timeout(timeoutMs),
  });
  if (output.texts.length !== texts.length) throw new Error("model translation: count mismatch");
  if (output.texts.some((t) => unknownNumbers(t, allowed).length > 0)) throw new Error("model translation: invented number");
  const copy = structuredClone(plan);
  s.forEach((slot, i) => slot.set(copy, output.texts[i]!));
  return { ...copy, narrative_language: language, language_fallback: false };
}
