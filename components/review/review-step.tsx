"use client";
// The review step: every extracted row with the printed line it came from, rows below the parser's confidence
// threshold highlighted. A clinician corrects name, value, unit or range; the row is re-evaluated on the
// server and replaces the reading; the corrections are kept for the save (original extraction + history).
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorAlert } from "@/components/analysis/error-alert";
import { EvaluationBadge } from "@/components/analysis/evaluation-badge";
import type { HealthReport } from "@/components/analysis/types";
import { recomputeRow } from "./review-queries";
import { correctionsFor, fieldsOf, needsReview, rowWarnings, type CorrectionDraft, type RowFields } from "./review-state";
import { RowEditor } from "./row-editor";

export function ReviewStep({
  report,
  correctedRows,
  onCorrected,
  onClose,
}: {
  report: HealthReport;
  correctedRows: ReadonlySet<number>;
  onCorrected: (index: number, parameter: HealthReport["parameters"][number], corrections: CorrectionDraft[]) => void;
  onClose: () => void;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  const [onlyFlagged, setOnlyFlagged] = useState(true);
  const apply = useMutation({
    mutationFn: async ({ index, fields }: { index: number; fields: RowFields }) => {
      const current = report.parameters[index]!;
      const corrections = correctionsFor(index, fieldsOf(current), fields);
      if (corrections.length === 0) return null;
      return { index, corrections, parameter: await recomputeRow(report, current, fields) };
    },
    onSuccess: (r) => {
      if (r) onCorrected(r.index, r.parameter, r.corrections);
      setEditing(null);
    },
  });
  const flagged = report.parameters.filter(needsReview).length;
  const rows = report.parameters.map((p, i) => ({ p, i })).filter(({ p, i }) => !onlyFlagged || needsReview(p) || correctedRows.has(i));

  return (
    <section aria-labelledby="review-heading" data-testid="review-step" className="rounded-lg border border-amber-300 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-3">
        <h2 id="review-heading" className="text-lg font-semibold">
          Review the reading <span className="text-sm font-normal text-slate-500">({flagged} {flagged === 1 ? "row" : "rows"} to check)</span>
        </h2>
        <div className="flex items-center gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={!onlyFlagged} onChange={(e) => setOnlyFlagged(!e.target.checked)} /> Show all rows
          </label>
          <button type="button" onClick={onClose} className="rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-50">
            Close review
          </button>
        </div>
      </div>
      <p className="px-5 pt-3 text-sm text-slate-600">
        Compare each highlighted row with the printed line beside it. Corrections are re-evaluated at once and saved with the report,
        together with the original reading, your name and the time.
      </p>
      {apply.isError && (
        <div className="px-5 pt-3">
          <ErrorAlert error={apply.error} context="other" />
        </div>
      )}
      <ul className="divide-y divide-slate-100">
        {rows.map(({ p, i }) => {
          const low = needsReview(p);
          return (
            <li key={i} data-testid="review-row" data-row-index={i} data-needs-review={low ? "true" : "false"} className={`px-5 py-3 ${low ? "bg-amber-50" : ""}`}>
              <div className="grid gap-3 md:grid-cols-2">
                <div>
                  <p className="font-medium">
                    {p.long_name}: <span className="tabular-nums">{p.result}</span> {p.unit}{" "}
                    <span className="text-sm font-normal text-slate-500">{p.reference_range ? `(range ${p.reference_range})` : ""}</span>{" "}
                    <EvaluationBadge evaluation={p.evaluation} />
                  </p>
                  <p className="mt-0.5 text-xs text-slate-600">
                    {low && <span className="mr-2 font-semibold text-amber-800">Low confidence</span>}
                    {p.confidence !== undefined && <span>confidence {Math.round(p.confidence * 100)} %</span>}
                    {correctedRows.has(i) && <span className="ml-2 font-semibold text-brand-700" data-testid="corrected-marker">✎ corrected</span>}
                  </p>
                  {rowWarnings(report, i).map((w, k) => (
                    <p key={k} className="mt-0.5 text-xs text-amber-800">{w}</p>
                  ))}
                </div>
                <figure className="text-xs text-slate-600">
                  <figcaption className="font-medium">Printed{p.source ? ` (page ${p.source.page})` : ""}</figcaption>
                  <code data-testid="source-line" className="mt-0.5 block whitespace-pre-wrap rounded bg-slate-100 px-2 py-1 font-mono text-slate-800">
                    {p.source?.text ?? "No printed line recorded for this row."}
                  </code>
                </figure>
              </div>
              <div className="mt-2">
                {editing === i ? (
                  <RowEditor initial={fieldsOf(p)} busy={apply.isPending} onApply={(fields) => apply.mutate({ index: i, fields })} onCancel={() => setEditing(null)} />
                ) : (
                  <button type="button" onClick={() => setEditing(i)} className="text-sm font-medium text-brand-700 underline" aria-label={`Correct ${p.long_name}`}>
                    Correct
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {rows.length === 0 && <p className="px-5 py-4 text-sm text-slate-500">No row is below the confidence threshold. “Show all rows” lists every row.</p>}
    </section>
  );
}
