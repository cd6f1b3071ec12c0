"use client";
// One saved report, opened from a patient's list: the same results view as right after an upload, with the
// reading's warning on top, corrected rows marked and the history of corrections (who, when, before, after).
import { AnalysisResults } from "@/components/analysis/analysis-results";
import { ErrorAlert } from "@/components/analysis/error-alert";
import { CorrectionHistory } from "@/components/review/correction-history";
import { DocumentWarning } from "@/components/review/document-warning";
import { SavedReportReview } from "@/components/review/saved-report-review";
import { isSavedDnaReport, SavedDnaReportView } from "@/components/dna/saved-dna-report";
import { useSavedReport } from "./patient-queries";

export function SavedReportView({ reportId }: { reportId: string }) {
  const report = useSavedReport(reportId);
  if (report.isPending) return <p className="text-slate-500">Opening the report…</p>;
  if (report.isError) return <ErrorAlert error={report.error} context="other" />;
  const r = report.data;
  // A saved DNA interpretation has its own report view (no parameters, no corrections).
  if (isSavedDnaReport(r)) return <SavedDnaReportView report={r} />;
  return (
    <article aria-labelledby="saved-report-title" className="space-y-4">
      <div>
        <h2 id="saved-report-title" className="text-xl font-semibold">{r.title}</h2>
        <p className="text-sm text-slate-500">Saved {new Date(r.created_at).toLocaleString()}</p>
      </div>
      <AnalysisResults
        report={r.data}
        corrected={new Set(r.corrected_parameters)}
        top={
          <>
            <DocumentWarning report={r.data} />
            <CorrectionHistory report={r} />
            <SavedReportReview report={r} />
          </>
        }
      />
    </article>
  );
}
