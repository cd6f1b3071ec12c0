// The warning above the results when the reading as a whole is doubtful (low document confidence, pages
// without text, no OCR model for the document's language …): the clinician sees it before any value.
import type { HealthReport } from "@/components/analysis/types";
import { documentAlert } from "./review-state";

export function DocumentWarning({ report, onReview }: { report: HealthReport; onReview?: () => void }) {
  const alert = documentAlert(report);
  if (!alert) return null;
  return (
    <section role="alert" aria-labelledby="document-warning-heading" data-testid="document-warning" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h2 id="document-warning-heading" className="font-semibold">Check this reading against the document</h2>
      {alert.lowConfidence && alert.confidence !== null && (
        <p className="mt-1 text-sm">
          The document was read with low confidence ({Math.round(alert.confidence * 100)} %). Some values may be misread or missing.
        </p>
      )}
      {alert.messages.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-sm">
          {alert.messages.map((m, i) => (
            <li key={i}>{m}</li>
          ))}
        </ul>
      )}
      {onReview && (
        <button type="button" onClick={onReview} className="mt-3 rounded-md border border-amber-400 bg-white px-3 py-1.5 text-sm font-medium hover:bg-amber-100">
          Review the rows
        </button>
      )}
    </section>
  );
}
