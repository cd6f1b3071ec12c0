// The plan as the endpoints answer it: computed and phrased deterministically in one of the 12 catalogue
// languages; for other languages, translated by a model when one is configured (numbers guarded), else English
// with language_fallback true.
import type { LanguageModel } from "ai";
import { modelFromEnv } from "@/lib/interpretation/model/model-config";
import { buildPlan } from "./build-plan";
import type { ClinicProduct } from "./catalogue-seam";
import { translatePlan } from "./model-writer";
import type { DietPlanRequest, DietPlanResponse } from "./schemas";

/** Builds the plan; `model` defaults to the configured one (null = deterministic only). */
export async function writePlan(req: DietPlanRequest, language: string, products: readonly ClinicProduct[] = [], model: LanguageModel | null = modelFromEnv()): Promise<DietPlanResponse> {
  const plan = buildPlan(req, language, products);
  if (!plan.language_fallback || model === null) return plan;
  try {
    return await translatePlan(plan, language, model);
  } catch {
    return plan; // English, flagged as a fallback: the facts never depend on the model.
  }
}
