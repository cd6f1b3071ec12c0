// Progress of a DNA analysis: the upload in percent, then the job as the server reports it (queued, running,
// with the attempt when a job is retried after a restart), polled until it completes or fails.
import type { JobStatus } from "./dna-api";

export type DnaPhase = { kind: "uploading"; fraction: number } | { kind: "job"; job: JobStatus | undefined };

function jobText(job: JobStatus | undefined): string {
  if (!job) return "Analysis submitted: waiting for the job’s first report…";
  if (job.state === "pending") return "Queued: the analysis starts in a moment…";
  if (job.attempts > 1) return `Analysing the genotypes (attempt ${job.attempts})…`;
  return "Analysing the genotypes…";
}

export function DnaProgress({ phase }: { phase: DnaPhase }) {
  const uploading = phase.kind === "uploading";
  const percent = uploading ? Math.round(phase.fraction * 100) : 100;
  return (
    <div role="status" aria-live="polite" className="space-y-2 rounded-lg border border-brand-600/30 bg-brand-50 p-4">
      <p className="text-sm font-medium text-brand-700">{uploading ? `Uploading… ${percent}%` : jobText(phase.job)}</p>
      <progress
        aria-label={uploading ? "Upload progress" : "Analysis progress"}
        className="h-2 w-full accent-brand-600"
        max={100}
        value={uploading ? percent : undefined}
      />
      {!uploading && (
        <p className="text-xs text-slate-600">
          The file has been read; the job matches the 334 panel markers, calls pharmacogenomic phenotypes and writes the report. Stay on this
          page to see it; the genotype data is deleted when the job ends.
        </p>
      )}
    </div>
  );
}
