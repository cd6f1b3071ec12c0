// Public API of the interpretation step: facts first (patterns, score, risks, all deterministic), then the
// narrative from the deterministic writer or, when configured and valid, a language model.
import { NoObjectGeneratedError, type LanguageModel } from "ai";
import { buildFacts } from "./facts/build-facts";
import { localizeHealth } from "./health-score";
import { chooseCatalogue, en } from "./messages";
import { modelFromEnv, type ModelEnv } from "./model/model-config";
import { ModelOutputError, writeWithModel } from "./model/model-writer";
import type { DiseaseRisk, FlatItem, HealthScore, InterpretationFacts, InterpretationInput, InterpretationLog, Section } from "./types";
import { writeDeterministic, type DisplayName } from "./writer/deterministic-writer";
import { flattenSections } from "./writer/flatten";
import { isLanguageCode } from "@/lib/i18n/languages";

export { computeHealthScore } from "./health-score";
export { completeLanguages } from "./messages";
export { modelFromEnv } from "./model/model-config";
export * from "./schemas";
export { ALL_SUBSECTION_SHORTCODES, PATTERN_SHORTCODES, SECTION_SHORTCODES, SUBSECTION_SHORTCODES } from "./shortcodes";
export type * from "./types";

export interface InterpretOptions extends InterpretationInput {
  /** "deterministic" never calls a model; "auto" uses a model when one is given or configured. Default "deterministic". */
  mode?: "deterministic" | "auto";
  /** Which interpretation form the caller will return; both are always produced (they say the same thing). */
  version?: "v12" | "v11";
  /** A model to use in "auto" mode; default: from the environment (AI_PROVIDER …). */
  model?: LanguageModel | null;
  env?: ModelEnv;
  log?: InterpretationLog;
  displayName?: DisplayName;
  timeoutMs?: number;
}

export interface InterpretationResult {
  facts: InterpretationFacts;
  v12: FlatItem[];
  v11: Section[];
  /** health_score and disease_risks in the narrative's language. */
  healthScore: HealthScore;
  diseaseRisks: DiseaseRisk[];
  narrativeLanguage: string;
  languageFallback: boolean;
  writer: "deterministic" | "model";
}

/** A fixed reason code for a rejected or failed model call (safe to log: never the model's or patient's text). */
function reasonOf(err: unknown): string {
  if (err instanceof ModelOutputError) return err.code;
  if (NoObjectGeneratedError.isInstance(err)) return "invalid_output";
  if (err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError")) return "timeout";
  return "provider_error";
}

const consoleLog: InterpretationLog = { warn: (detail, message) => console.warn(message, detail) };

/**
 * Interprets a report. Facts (patterns, bands, score, risks) are always computed by rules; the narrative
 * comes from the deterministic writer in the requested language (English with `languageFallback` when that
 * language has no complete catalogue) or, in "auto" mode with a model, from the model — whose output is
 * used only when it passes validation, otherwise the deterministic text is returned and a warning logged
 * (a reason code only, never patient data). Same input in deterministic mode -> same output.
 */
export async function interpret(options: InterpretOptions): Promise<InterpretationResult> {
  const facts = buildFacts(options.parameters, options.patient);
  const chosen = chooseCatalogue(options.language);
  const log = options.log ?? consoleLog;
  const model = options.mode === "auto" ? (options.model === undefined ? modelFromEnv(options.env) : options.model) : null;

  if (model) {
    const language = isLanguageCode(options.language) ? options.language : "en";
    const english = localizeHealth(facts, en);
    try {
      const written = await writeWithModel({
        facts,
        language,
        model,
        toTranslate: { recommendations: english.health_score.recommendations, riskNames: english.disease_risks.map((r) => r.name) },
        timeoutMs: options.timeoutMs,
      });
      return {
        facts,
        v11: written.sections,
        v12: flattenSections(written.sections),
        healthScore: { ...english.health_score, recommendations: written.recommendations },
        diseaseRisks: english.disease_risks.map((r, i) => ({ ...r, name: written.riskNames[i] ?? r.name })),
        narrativeLanguage: language,
        languageFallback: language !== options.language,
        writer: "model",
      };
    } catch (err) {
      log.warn({ event: "interpretation_model_fallback", reason: reasonOf(err), language }, "model narrative not used; deterministic writer");
    }
  }

  const v11 = writeDeterministic(facts, chosen, { displayName: options.displayName });
  const health = localizeHealth(facts, chosen.messages);
  return {
    facts,
    v11,
    v12: flattenSections(v11),
    healthScore: health.health_score,
    diseaseRisks: health.disease_risks,
    narrativeLanguage: chosen.language,
    languageFallback: chosen.fallback,
    writer: "deterministic",
  };
}
