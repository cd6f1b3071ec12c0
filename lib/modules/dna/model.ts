// The model of the DNA narrative: the same configuration as the interpretation writer (AI_PROVIDER, AI_MODEL,
// keys). Tests put a mock model in its place.
import type { LanguageModel } from "ai";
import { modelFromEnv } from "@/lib/interpretation/model/model-config";

let override: { model: LanguageModel | null } | undefined;

/** The configured model, or null when none is configured. */
export function dnaModel(): LanguageModel | null {
  return override ? override.model : modelFromEnv();
}

/** Tests only: use this model (or none) instead of the environment's; undefined restores the environment. */
export function setDnaModelForTests(model: LanguageModel | null | undefined): void {
  override = model === undefined ? undefined : { model };
}
