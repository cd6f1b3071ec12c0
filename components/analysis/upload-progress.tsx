// Progress of an analysis request: the upload in percent, then "Reading the document…" until the answer.
import type { UploadPhase } from "./upload-request";

export function UploadProgress({ phase }: { phase: UploadPhase }) {
  const percent = phase.kind === "uploading" ? Math.round(phase.fraction * 100) : 100;
  return (
    <div role="status" aria-live="polite" className="space-y-2 rounded-lg border border-brand-600/30 bg-brand-50 p-4">
      <p className="text-sm font-medium text-brand-700">
        {phase.kind === "uploading" ? `Uploading… ${percent}%` : "Reading the document…"}
      </p>
      <progress
        aria-label={phase.kind === "uploading" ? "Upload progress" : "Reading the document"}
        className="h-2 w-full accent-brand-600"
        max={100}
        value={phase.kind === "uploading" ? percent : undefined}
      />
      {phase.kind === "reading" && (
        <p className="text-xs text-slate-600">Finding the values, checking them against reference ranges and writing the interpretation.</p>
      )}
    </div>
  );
}
