// Pure helpers of the review step: which rows to highlight, when the document-level warning shows, and the
// corrections a clinician's edit of one row amounts to. Kept free of React so they are unit-tested.
import type { HealthReport, ReportParameter } from "@/components/analysis/types";
import { REVIEW_THRESHOLD } from "@/lib/documents/lab/evidence";
import type { CorrectableField } from "@/lib/modules/patients/correctable-fields";
import type { SaveReportBody } from "@/components/patients/types";

export type CorrectionDraft = NonNullable<SaveReportBody["corrections"]>[number];
export type RowFields = Record<CorrectableField, string>;

/** The parser's threshold (imported, so screen and parser never disagree on what "low confidence" means). */
export { REVIEW_THRESHOLD };

/** A row to check: below the parser's confidence threshold, or marked for review (e.g. an implausible value). */
export function needsReview(p: ReportParameter): boolean {
  return p.needs_review === true || (p.confidence !== undefined && p.confidence < REVIEW_THRESHOLD);
}

/** Indexes of the rows to check, in report order. */
export function rowsToReview(report: HealthReport): number[] {
  return report.parameters.flatMap((p, i) => (needsReview(p) ? [i] : []));
}

/**
 * What the warning above the results says: the document-level notes (those not about one row) and whether the
 * reading as a whole is below the threshold. Null when there is nothing to warn about.
 */
export function documentAlert(report: HealthReport): { lowConfidence: boolean; confidence: number | null; messages: string[] } | null {
  const e = report.extraction;
  const lowConfidence = e !== undefined && e.confidence < REVIEW_THRESHOLD;
  const messages = (report.warnings ?? []).filter((w) => w.parameter_index === undefined).map((w) => w.message);
  if (!lowConfidence && messages.length === 0) return null;
  return { lowConfidence, confidence: e?.confidence ?? null, messages };
}

/** Row-level warnings (flag disagreement, implausible value …) of parameter `index`. */
export function rowWarnings(report: HealthReport, index: number): string[] {
  return (report.warnings ?? []).filter((w) => w.parameter_index === index).map((w) => w.message);
}

/** The correctable fields of a row as shown (what a correction's `before` is). */
export function fieldsOf(p: ReportParameter): RowFields {
  return { name: p.long_name, value: p.result, unit: p.unit, range: p.reference_range };
}

/** The corrections an edit of row `index` makes: one per changed field, `before` being the row's current value. */
export function correctionsFor(index: number, current: RowFields, edited: RowFields): CorrectionDraft[] {
  const fields: CorrectableField[] = ["name", "value", "unit", "range"];
  return fields.filter((f) => edited[f].trim() !== current[f].trim()).map((f) => ({ parameter_index: index, field: f, before: current[f], after: edited[f].trim() }));
}
