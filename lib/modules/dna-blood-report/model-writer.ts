// The optional model writer of the DNA + blood report: it sees the computed facts only (topic, gene, genetic call,
// marker, value, unit, status, concordance; no patient context, no medicines, no name) and rewrites the executive
// summary and the overall summary. Its text is refused when it carries a number that is not in the facts; the
// levels, correlations, actions and flags never come from it. Same configuration as the other writers
// (AI_PROVIDER, AI_MODEL); with none configured the deterministic text stands.
import type { LanguageModel } from "ai";
import { z } from "zod";
import { unknownNumbers } from "@/lib/interpretation/model/number-guard";
import { modelFromEnv } from "@/lib/interpretation/model/model-config";
import { askModelForObject, numbersIn } from "@/lib/modules/dna/model-call";
import type { DnbReport } from "./schemas";

let override: { model: LanguageModel | null } | undefined;

/** The configured model, or null when none is configured. */
export function dnbModel(): LanguageModel | null {
  return override ? override.model : modelFromEnv();
}

/** Tests only: use this model (or none) instead of the environment's; undefined restores the environment. */
export function setDnbModelForTests(model: LanguageModel | null | undefined): void {
  override = model === undefined ? undefined : { model };
}

const narrativeSchema = z.object({
  executive_summary: z.string().min(20).max(2500),
  overall_summary: z.string().min(10).max(1200),
});

const SYSTEM = [
  "You write the summary of a decision-support report that reads a person's genetic findings together with their blood values, for a clinician.",
  "Use only the facts given. Never invent a number, a gene or a value. Never diagnose; never give a dose; never advise changing a medicine.",
  "Say that genetic findings with clinical consequences are confirmed by a clinical genetic test.",
].join(" ");

/** The facts the model may see. */
export function modelFacts(report: DnbReport) {
  return {
    overall_level: report.overall_status.level,
    correlations: report.correlations.filter((c) => c.concordance !== "neutral" && c.analyte_id !== null).map((c) => ({
      topic: c.topic, genetic: c.genetic_finding, lab: c.lab_finding, concordance: c.concordance,
    })),
    red_flags: report.red_flags.map((f) => f.finding),
  };
}

/** Throws when `text` names a number that is not in the facts (rsIDs and star alleles aside). */
export function guardDnbText(text: string, facts: ReturnType<typeof modelFacts>): void {
  const bad = unknownNumbers(text.replace(/\brs\d+\b/gi, " ").replace(/\*\d+[A-Z]?/g, " "), numbersIn(facts));
  if (bad.length) throw new Error(`model text has numbers not in the facts: ${bad.slice(0, 3).join(", ")}`);
}

/** One model attempt; throws when the answer is missing or fails the guard. */
export async function rewriteSummaryWithModel(model: LanguageModel, report: DnbReport, language: string, signal?: AbortSignal): Promise<Pick<DnbReport, "executive_summary" | "overall_status">> {
  const facts = modelFacts(report);
  const prompt = `Language of the answer: ${language}.\nFacts (JSON):\n${JSON.stringify(facts)}\nWrite executive_summary and overall_summary.`;
  const output = await askModelForObject(model, { system: SYSTEM, prompt, schema: narrativeSchema, signal });
  guardDnbText(output.executive_summary, facts);
  guardDnbText(output.overall_summary, facts);
  return { executive_summary: output.executive_summary, overall_status: { level: report.overall_status.level, summary: output.overall_summary } };
}
