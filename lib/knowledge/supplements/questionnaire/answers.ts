// Checks a caller's questionnaire answers against the 25 questions: the mandatory ones must be there
// (VAL_2001), anything the questionnaire does not know is dropped and named in warnings, so a typo never
// silently changes a recommendation and never fails the whole request.
import { ApiError } from "@/lib/api/api-error";
import { QUESTIONS, type Question } from "./questions";

export type Answers = Record<string, string | string[]>;

const BY_ID = new Map(QUESTIONS.map((q) => [q.id, q]));

function keepSingle(q: Question, value: unknown, warnings: string[]): string | undefined {
  if (typeof value === "string" && q.values.includes(value.trim().toLowerCase())) return value.trim().toLowerCase();
  warnings.push(`answers.${q.id}: the value is not one of ${q.values.join(", ")}; dropped.`);
  return undefined;
}

function keepMulti(q: Question, value: unknown, warnings: string[]): string[] | undefined {
  const list = Array.isArray(value) ? value : [value];
  const kept: string[] = [];
  let dropped = 0;
  for (const v of list) {
    const norm = typeof v === "string" ? v.trim().toLowerCase() : "";
    if (q.values.includes(norm)) { if (!kept.includes(norm)) kept.push(norm); } else dropped++;
  }
  if (dropped) warnings.push(`answers.${q.id}: ${dropped} value(s) not among ${q.values.join(", ")}; dropped.`);
  // "none" beside real entries is contradictory: the entries win.
  const clean = kept.length > 1 ? kept.filter((v) => v !== "none") : kept;
  return clean.length ? clean : undefined;
}

/** Valid answers and the warnings about what was dropped; VAL_2002 when not an object, VAL_2001 when a mandatory answer is missing. */
export function validateAnswers(raw: unknown): { answers: Answers; warnings: string[] } {
  if (raw === undefined || raw === null) throw new ApiError("VAL_2001", "'answers' is required: the questionnaire answers, at least diet_type and pregnancy.");
  if (typeof raw !== "object" || Array.isArray(raw)) throw new ApiError("VAL_2002", "'answers' must be an object keyed by question id (GET /api/v1/dna-supplements/questionnaire lists them).");
  const answers: Answers = {};
  const warnings: string[] = [];
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const q = BY_ID.get(key);
    if (!q) { warnings.push(`answers.${key.slice(0, 40)}: not a question of the questionnaire; dropped.`); continue; }
    if (value === null || value === undefined || value === "") continue;
    if (q.type === "text") {
      if (typeof value !== "string") { warnings.push(`answers.${q.id}: must be text; dropped.`); continue; }
      const text = value.trim();
      if (text.length > (q.maxLength ?? 500)) warnings.push(`answers.${q.id}: shortened to ${q.maxLength} characters.`);
      if (text) answers[q.id] = text.slice(0, q.maxLength ?? 500);
      continue;
    }
    const kept = q.type === "single" ? keepSingle(q, value, warnings) : keepMulti(q, value, warnings);
    if (kept !== undefined) answers[q.id] = kept;
  }
  const missing = QUESTIONS.filter((q) => q.required && answers[q.id] === undefined).map((q) => `'answers.${q.id}'`);
  if (missing.length) throw new ApiError("VAL_2001", `${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} required (a valid value; see GET /api/v1/dna-supplements/questionnaire).`);
  return { answers, warnings };
}
