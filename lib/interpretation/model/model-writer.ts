// The optional model writer: a language model writes the narrative (any of the 100 languages) from the
// de-identified facts into a zod schema. Its output is accepted only if it keeps to the allowed structure
// and every number it writes occurs in the facts; evaluations, scores and risks are never taken from it.
import { generateText, Output, type LanguageModel } from "ai";
import { z } from "zod";
import { languageInfo } from "@/lib/i18n/languages";
import { ALL_SUBSECTION_SHORTCODES, SECTION_SHORTCODES, type SectionShortcode } from "../shortcodes";
import type { InterpretationFacts, Section } from "../types";
import { numbersOfFacts, toModelFacts } from "./model-facts";
import { unknownNumbers } from "./number-guard";

const SECTION_CODES = Object.keys(SECTION_SHORTCODES) as [SectionShortcode, ...SectionShortcode[]];
const SUBSECTION_CODES = Object.keys(ALL_SUBSECTION_SHORTCODES) as [string, ...string[]];

/** What the model must return. */
export const modelNarrativeSchema = z.object({
  sections: z
    .array(
      z.object({
        shortcode: z.enum(SECTION_CODES).describe("Section code"),
        title: z.string().min(1).describe("Section title in the target language"),
        subsections: z
          .array(
            z.object({
              shortcode: z.enum(SUBSECTION_CODES).describe("Subsection code belonging to the section"),
              subtitle: z.string().min(1).describe("Subsection title in the target language"),
              items: z.array(z.string().min(1)).min(1).describe("Narrative sentences in the target language"),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
  recommendations: z.array(z.string().min(1)).describe("The given recommendations, translated, same order"),
  risk_names: z.array(z.string().min(1)).describe("The given condition names, translated, same order"),
});
export type ModelNarrative = z.infer<typeof modelNarrativeSchema>;

/** Why a model output was refused; a fixed code, safe to log (never the model's text). */
export class ModelOutputError extends Error {
  constructor(readonly code: "structure" | "invented_number" | "missing_section" | "unknown_pattern" | "count_mismatch") {
    super(`model narrative rejected: ${code}`);
    this.name = "ModelOutputError";
  }
}

const REQUIRED_SECTIONS: readonly SectionShortcode[] = ["summary", "urgent", "disclaimer"];

const SYSTEM_PROMPT = [
  "You write the narrative of a blood test report for a patient and their clinician.",
  "You receive computed facts as JSON. The facts are final: never change, round, convert or add numbers,",
  "evaluations, scores or risk levels, and never write a number that does not appear in the facts",
  "(no doses, durations, thresholds or percentages of your own). Refer to tests by name only.",
  "Write sections with these shortcodes, in this order when they apply: summary (subsection summary_overview),",
  "findings (subsections findings_<body_system> for the body systems present), abnormal_values",
  "(abnormal_values_meaning), patterns (one subsection pattern_<id> per pattern in the facts, no others),",
  "follow_up (follow_up_tests), lifestyle (lifestyle_advice), urgent (urgent_care), disclaimer (disclaimer_text).",
  "summary, urgent and disclaimer are required. Be clinically accurate, calm and clear; do not diagnose,",
  "say what values may mean and when to see a doctor; state that the text does not replace a consultation.",
  "Also translate the given recommendations and condition names, keeping their order and count.",
].join("\n");

function buildPrompt(payload: unknown, language: string): string {
  const info = languageInfo(language);
  const name = info ? `${info.name} (${info.native}, code ${language})` : language;
  return `Target language: ${name}. Write every title and item in this language.\n\nFacts:\n${JSON.stringify(payload, null, 1)}`;
}

/** Checks structure, coverage and numbers; throws ModelOutputError when the output cannot be used. */
export function validateNarrative(out: ModelNarrative, facts: InterpretationFacts, allowed: readonly number[], expected: { recommendations: number; risks: number }): void {
  const codes = new Set(out.sections.map((s) => s.shortcode));
  if (REQUIRED_SECTIONS.some((c) => !codes.has(c))) throw new ModelOutputError("missing_section");
  const patternIds = new Set(facts.patterns.map((p) => `pattern_${p.id}`));
  for (const s of out.sections) {
    for (const sub of s.subsections) {
      if (ALL_SUBSECTION_SHORTCODES[sub.shortcode] !== s.shortcode) throw new ModelOutputError("structure");
      if (sub.shortcode.startsWith("pattern_") && !patternIds.has(sub.shortcode)) throw new ModelOutputError("unknown_pattern");
    }
  }
  if (out.recommendations.length !== expected.recommendations || out.risk_names.length !== expected.risks) {
    throw new ModelOutputError("count_mismatch");
  }
  const texts = [
    ...out.sections.flatMap((s) => [s.title, ...s.subsections.flatMap((sub) => [sub.subtitle, ...sub.items])]),
    ...out.recommendations,
    ...out.risk_names,
  ];
  if (texts.some((t) => unknownNumbers(t, allowed).length > 0)) throw new ModelOutputError("invented_number");
}

export interface ModelWriteResult {
  sections: Section[];
  recommendations: string[];
  riskNames: string[];
}

/**
 * Asks `model` for the narrative in `language` and returns it only when it passes validation; throws
 * otherwise (the caller falls back to the deterministic writer). `toTranslate` carries the English
 * recommendations and risk names so the health-score block is in the same language as the narrative.
 */
export async function writeWithModel(args: {
  facts: InterpretationFacts;
  language: string;
  model: LanguageModel;
  toTranslate: { recommendations: string[]; riskNames: string[] };
  timeoutMs?: number;
}): Promise<ModelWriteResult> {
  const payload = {
    facts: toModelFacts(args.facts),
    to_translate: { recommendations: args.toTranslate.recommendations, risk_names: args.toTranslate.riskNames },
  };
  const allowed = numbersOfFacts(payload);
  const { output } = await generateText({
    model: args.model,
    system: SYSTEM_PROMPT,
    prompt: buildPrompt(payload, args.language),
    output: Output.object({ schema: modelNarrativeSchema }),
    temperature: 0,
    maxRetries: 1,
    abortSignal: AbortSignal.timeout(args.timeoutMs ?? 45_000),
  });
  validateNarrative(output, args.facts, allowed, {
    recommendations: args.toTranslate.recommendations.length,
    risks: args.toTranslate.riskNames.length,
  });
  return {
    sections: output.sections.map((s) => ({
      title: s.title,
      shortcode: s.shortcode,
      subsections: s.subsections.map((sub) => ({ subtitle: sub.subtitle, shortcode: sub.shortcode, items: sub.items.map((item) => ({ item })) })),
    })),
    recommendations: output.recommendations,
    riskNames: output.risk_names,
  };
}
