// The optional model writer for comparison and trend answers, on the pattern of lib/interpretation/model: the
// deterministic writer has already produced every sentence from computed facts; a configured model may only
// rewrite those sentences (in any of the 100 languages), one for one, through a zod schema. Its text is used only
// when every number in it occurs in the deterministic text (the number guard), otherwise the deterministic
// narrative stays. Names of patients never reach this step: the request's metadata is not part of the answer.
import { generateText, Output, type LanguageModel } from "ai";
import { z } from "zod";
import { languageInfo } from "@/lib/i18n/languages";
import { numbersOfFacts } from "@/lib/interpretation/model/model-facts";
import { unknownNumbers } from "@/lib/interpretation/model/number-guard";

/** Keys whose string values (or string arrays) are narrative; everything else is a computed fact or keyword. */
const NARRATIVE_KEYS = new Set([
  "narrative", "overall_health_assessment", "description", "clinical_significance", "key_findings", "recommendations",
  "immediate_actions", "follow_up_tests", "lifestyle_modifications", "specialist_referrals", "monitoring_frequency",
  "areas_of_improvement", "areas_of_concern", "positive_developments", "risk_factors", "title", "content", "summary",
  "significant_changes", "improvements", "concerns", "interpretation", "trend", "significant_variations", "health_risks",
]);

interface Slot {
  holder: Record<string, unknown> | unknown[];
  key: string | number;
}

/** Every narrative string of `answer`, with where it sits, in a stable order. */
export function narrativeSlots(answer: unknown): Slot[] {
  const slots: Slot[] = [];
  const visit = (value: unknown, key: string | null, holder: Record<string, unknown> | unknown[] | null, at: string | number | null) => {
    if (typeof value === "string") {
      if (key !== null && NARRATIVE_KEYS.has(key) && holder !== null && at !== null && value.trim() !== "") slots.push({ holder, key: at });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, key, value, i));
      return;
    }
    if (value !== null && typeof value === "object") {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) visit(v, k, value as Record<string, unknown>, k);
    }
  };
  visit(answer, null, null, null);
  return slots;
}

const read = (s: Slot) => (Array.isArray(s.holder) ? s.holder[s.key as number] : s.holder[s.key as string]) as string;
const write = (s: Slot, text: string) => {
  if (Array.isArray(s.holder)) s.holder[s.key as number] = text;
  else s.holder[s.key as string] = text;
};

export const rewriteSchema = z.object({ texts: z.array(z.string().min(1)).describe("The sentences, rewritten, same count and order") });

const SYSTEM = [
  "You rewrite the narrative sentences of a laboratory trend report for a clinician and their patient.",
  "Keep every fact: never change, add, round or convert numbers, dates, units, evaluations or directions;",
  "write no number that is not in the input. Keep one output sentence for each input sentence, same order.",
  "Decision support only: no diagnosis, no doses. Write calmly and clearly in the target language.",
].join("\n");

/**
 * Rewrites the narrative of `answer` in place with `model` when the output passes the checks; returns true when
 * it did. Why in place: the answer's facts stay exactly those the deterministic step computed.
 */
export async function rewriteWithModel(answer: object, language: string, model: LanguageModel, timeoutMs = 45_000): Promise<boolean> {
  const slots = narrativeSlots(answer);
  if (slots.length === 0) return false;
  const texts = slots.map(read);
  const allowed = numbersOfFacts(texts);
  const info = languageInfo(language);
  const { output } = await generateText({
    model,
    system: SYSTEM,
    prompt: `Target language: ${info ? `${info.name} (${language})` : language}.\n\nSentences:\n${JSON.stringify({ texts })}`,
    output: Output.object({ schema: rewriteSchema }),
    temperature: 0,
    maxRetries: 1,
    abortSignal: AbortSignal.timeout(timeoutMs),
  });
  if (output.texts.length !== texts.length) throw new Error("model narrative rejected: count_mismatch");
  if (output.texts.some((t) => unknownNumbers(t, allowed).length > 0)) throw new Error("model narrative rejected: invented_number");
  slots.forEach((s, i) => write(s, output.texts[i] as string));
  return true;
}
