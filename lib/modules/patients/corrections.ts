// Corrections of a saved report (review step). The report's payload stays the original extraction; each
// correction is one row (parameter, field, before, after, who, when). Reading a report applies them in order,
// re-evaluating each corrected parameter through the knowledge base, so the clinic sees corrected values while
// the extraction and its full history remain.
import type { z } from "zod";
import { ApiError } from "@/lib/api/api-error";
import { interpret } from "@/lib/interpretation";
import { normalizeParameter } from "@/lib/knowledge/analytes";
import type { V12Response } from "@/lib/modules/blood-test/schemas";
import type { Prisma } from "@/lib/generated/prisma/client";
import { CORRECTABLE_FIELDS, type CorrectableField } from "./correctable-fields";
import { fieldsOf, patientOf, recomputeRow, type RowFields } from "./review-row";
import type { correctionInputSchema, correctionSchema } from "./schemas";

export type CorrectionInput = z.infer<typeof correctionInputSchema>;
export type CorrectionView = z.infer<typeof correctionSchema>;

type CorrectionRow = { id: string; parameterIndex: number; field: string; before: string; after: string; author: string; createdAt: Date };

function isField(f: string): f is CorrectableField {
  return (CORRECTABLE_FIELDS as readonly string[]).includes(f);
}

/**
 * Checks corrections against the report they correct: the parameter exists, and each correction's `before` is
 * the field's value at that point (the extraction's, or the previous correction's `after`). A correction that
 * does not change anything is refused too, so the history only holds real changes.
 */
export function checkCorrections(data: V12Response, current: readonly { parameterIndex: number; field: string; after: string }[], incoming: readonly CorrectionInput[]): void {
  const latest = new Map<string, string>();
  for (const c of current) latest.set(`${c.parameterIndex}:${c.field}`, c.after);
  for (const c of incoming) {
    const p = data.parameters[c.parameter_index];
    if (!p) throw new ApiError("VAL_2002", `Correction of parameter ${c.parameter_index}: the report has ${data.parameters.length} parameters (indexes from 0).`);
    const key = `${c.parameter_index}:${c.field}`;
    const now = latest.get(key) ?? fieldsOf(p)[c.field];
    if (c.before !== now) {
      throw new ApiError("VAL_2002", `Correction of ${c.field} of "${p.long_name}": it says the value was "${c.before}", but it is "${now}". Reload the report and correct it again.`);
    }
    if (c.after.trim() === now.trim()) throw new ApiError("VAL_2002", `Correction of ${c.field} of "${p.long_name}" does not change it.`);
    if (c.field !== "range" && c.after.trim() === "" && c.field !== "unit") throw new ApiError("VAL_2001", `The corrected ${c.field} of "${p.long_name}" is empty.`);
    latest.set(key, c.after);
  }
}

/**
 * The report as corrected: every parameter with at least one correction is re-evaluated with its latest
 * fields. Interpretation, health score and risks are rewritten by `reinterpretCorrected` (below).
 */
export function applyCorrections(data: V12Response, corrections: readonly { parameterIndex: number; field: string; after: string }[]): { data: V12Response; corrected: number[] } {
  const changes = new Map<number, Partial<RowFields>>();
  for (const c of corrections) {
    if (!isField(c.field) || !data.parameters[c.parameterIndex]) continue;
    changes.set(c.parameterIndex, { ...changes.get(c.parameterIndex), [c.field]: c.after });
  }
  const patient = patientOf(data.metadata);
  const language = data.narrative_language ?? "en";
  const parameters = data.parameters.map((p, i) => {
    const change = changes.get(i);
    return change ? recomputeRow(p, { ...fieldsOf(p), ...change }, patient, language) : p;
  });
  return { data: { ...data, parameters }, corrected: [...changes.keys()].sort((a, b) => a - b) };
}

/** Shapes a stored correction for the API. */
export function toCorrectionView(row: CorrectionRow): CorrectionView {
  return {
    id: row.id,
    parameter_index: row.parameterIndex,
    field: isField(row.field) ? row.field : "value",
    before: row.before,
    after: row.after,
    by: row.author,
    at: row.createdAt.toISOString(),
  };
}

/** Who a correction is attributed to: the signed-in user's e-mail, or the API account for integrators. */
export async function authorOf(db: Prisma.TransactionClient, accountId: string, username: string, userId: string | null): Promise<string> {
  if (!userId) return `API (${username})`;
  const user = await db.user.findFirst({ where: { id: userId, accountId }, select: { email: true } });
  return user?.email ?? `API (${username})`;
}

/** Stores corrections of a report (already checked), one row each, all with the same author and time. */
export async function insertCorrections(
  db: Prisma.TransactionClient,
  args: { accountId: string; reportId: string; userId: string | null; author: string; corrections: readonly CorrectionInput[] },
): Promise<void> {
  if (args.corrections.length === 0) return;
  const at = new Date();
  await db.reportCorrection.createMany({
    // Same timestamp for one save; createMany keeps the array order, and reads order by (created_at, seq) below.
    data: args.corrections.map((c, i) => ({
      accountId: args.accountId,
      reportId: args.reportId,
      parameterIndex: c.parameter_index,
      field: c.field,
      before: c.before,
      after: c.after,
      userId: args.userId,
      author: args.author,
      createdAt: new Date(at.getTime() + i),
    })),
  });
}

/** A report's corrections, oldest first (the order they were made and must be applied). */
export async function listCorrections(db: Prisma.TransactionClient, reportId: string, accountId: string): Promise<CorrectionRow[]> {
  return db.reportCorrection.findMany({
    where: { reportId, accountId },
    orderBy: { createdAt: "asc" },
    select: { id: true, parameterIndex: true, field: true, before: true, after: true, author: true, createdAt: true },
  });
}

/**
 * Interpretation, health score and disease risks of a corrected report, recomputed from its rows as corrected.
 * Why: a misread value the clinician fixed (potassium 45 → 5.4) must not keep driving the narrative and the score
 * ("critical potassium") of the report everyone reads. Rows still waiting for review stay out, as they did at
 * analysis time; the deterministic writer is used (same input, same text; no model at read time).
 */
export async function reinterpretCorrected(data: V12Response, corrected: readonly number[]): Promise<V12Response> {
  if (corrected.length === 0) return data;
  const patient = patientOf(data.metadata);
  const language = data.narrative_language ?? "en";
  const rows = data.parameters.filter((p) => p.needs_review !== true);
  const normalized = rows.map((p) =>
    normalizeParameter({ name: p.long_name, result: p.result, unit: p.unit, rangeText: p.reference_range }, patient, { language, neighbours: rows.map((r) => r.long_name) }),
  );
  const result = await interpret({ parameters: normalized, patient, language, mode: "deterministic" });
  const withHealth = data as V12Response & { health_score?: unknown; disease_risks?: unknown };
  return {
    ...data,
    interpretation: result.v12,
    narrative_language: result.narrativeLanguage,
    language_fallback: result.languageFallback,
    ...(withHealth.health_score !== undefined ? { health_score: result.healthScore, disease_risks: result.diseaseRisks } : {}),
  };
}
