"use client";
// The upload screen: the form until there is an answer, then the results with the save panel. A doubtful
// reading shows its warning above the results and opens the review step at once; corrections made there
// replace the rows shown and travel with the save (the original extraction is saved beside them).
import { useState } from "react";
import { DocumentWarning } from "@/components/review/document-warning";
import { ReviewStep } from "@/components/review/review-step";
import { documentAlert, rowsToReview, type CorrectionDraft } from "@/components/review/review-state";
import { AnalysisResults } from "./analysis-results";
import { SaveToPatient } from "./save-to-patient";
import type { HealthReport } from "./types";
import { UploadForm } from "./upload-form";

interface Review {
  original: HealthReport;
  shown: HealthReport;
  corrections: CorrectionDraft[];
  open: boolean;
}

function startReview(report: HealthReport): Review {
  return { original: report, shown: report, corrections: [], open: documentAlert(report) !== null };
}

export function UploadWorkspace() {
  const [review, setReview] = useState<Review | null>(null);
  if (!review) return <UploadForm onResult={(report) => setReview(startReview(report))} />;
  const { shown, corrections } = review;
  const corrected = new Set(corrections.map((c) => c.parameter_index));
  const toCheck = rowsToReview(shown).length;
  const top = (
    <>
      <DocumentWarning report={review.original} {...(review.open ? {} : { onReview: () => setReview({ ...review, open: true }) })} />
      {review.open ? (
        <ReviewStep
          report={shown}
          correctedRows={corrected}
          onClose={() => setReview({ ...review, open: false })}
          onCorrected={(index, parameter, made) =>
            setReview({ ...review, shown: { ...shown, parameters: shown.parameters.map((p, i) => (i === index ? parameter : p)) }, corrections: [...corrections, ...made] })
          }
        />
      ) : null}
    </>
  );
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {shown.parameters.length} parameters read{toCheck > 0 ? `, ${toCheck} to check` : ""}
          {corrections.length > 0 ? `, ${corrections.length} ${corrections.length === 1 ? "correction" : "corrections"}` : ""}. Check them against the document before you rely on them.
        </p>
        <div className="flex gap-2">
          {!review.open && (
            <button type="button" onClick={() => setReview({ ...review, open: true })} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50">
              Review rows
            </button>
          )}
          <button type="button" onClick={() => setReview(null)} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50">
            Analyze another report
          </button>
        </div>
      </div>
      <AnalysisResults report={shown} top={top} corrected={corrected} actions={<SaveToPatient report={review.original} corrections={corrections} />} />
    </div>
  );
}
