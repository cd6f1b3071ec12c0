// The one model call the DNA writers share (DNA report, DNA + blood report, supplement plan): a structured answer
// at temperature 0, no hidden SDK retries (the caller counts its own two attempts) and a 45-second ceiling that
// also ends when the client goes away. Each writer keeps its own prompt and its own guard of the answer.
import { generateText, Output, type LanguageModel } from "ai";
import type { z } from "zod";
import { ApiError } from "@/lib/api/api-error";

const MODEL_TIMEOUT_MS = 45_000;

/** One attempt: the model's object, validated by `schema`; throws when the model fails, answers badly or times out. */
export async function askModelForObject<T>(model: LanguageModel, args: { system: string; prompt: string; schema: z.ZodType<T>; signal?: AbortSignal | undefined }): Promise<T> {
  const timeout = AbortSignal.timeout(MODEL_TIMEOUT_MS);
  const { output } = await generateText({
    model,
    system: args.system,
    prompt: args.prompt,
    output: Output.object({ schema: args.schema }),
    temperature: 0,
    maxRetries: 0,
    abortSignal: args.signal ? AbortSignal.any([args.signal, timeout]) : timeout,
  });
  return output;
}

/** Every number in what the model was given (numbers, and digits inside strings), the set its text may use. */
export function numbersIn(value: unknown, out: number[] = []): number[] {
  if (typeof value === "number") out.push(value);
  else if (typeof value === "string") for (const m of value.matchAll(/\d+(?:\.\d+)?/g)) out.push(Number(m[0]));
  else if (Array.isArray(value)) value.forEach((v) => numbersIn(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => numbersIn(v, out));
  return out;
}

/**
 * A model rewrite tried twice (a refused or failed answer counts as a try). Null when neither passed, so the
 * deterministic text stands — unless DNA_MODEL_REQUIRED=true, then PROC_3003 (nothing is charged for an error).
 */
export async function rewriteTwice<T>(attempt: () => Promise<T | null>, what: "narrative" | "summary", required: boolean): Promise<T | null> {
  for (let i = 0; i < 2; i++) {
    const rewritten = await attempt().catch(() => null);
    if (rewritten !== null) return rewritten;
  }
  if (required) throw new ApiError("PROC_3003", `The AI ${what} could not be produced or did not pass its checks twice. No credit was charged; please retry.`);
  return null;
}
