"use client";
// The DNA screen: the form until a job is submitted, its progress (upload, then the job polled until it
// completes or fails), then the report by section with the save panel. A refusal (unreadable file, no
// credits…) shows in plain words above the form, which stays filled in and usable.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { queryKeys } from "@/lib/client/query-keys";
import { jobOutcome, pollJob, submitDna, type Accepted, type DnaInput } from "./dna-api";
import { DnaError } from "./dna-error";
import { DnaProgress } from "./dna-progress";
import { DnaReport } from "./dna-report";
import { DnaSaveToPatient } from "./dna-save-to-patient";
import { DnaUploadForm } from "./dna-upload-form";

export function DnaWorkspace() {
  const [uploading, setUploading] = useState<number | null>(null);
  const [job, setJob] = useState<Accepted | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [formKey, setFormKey] = useState(0);

  const status = useQuery({
    queryKey: queryKeys.dna.job(job?.job_id ?? "none"),
    queryFn: () => pollJob(job!.poll_url),
    enabled: job !== null,
    refetchInterval: (q) => (q.state.data && q.state.data.status !== "pending" ? false : (job?.poll_interval_ms ?? 2000)),
  });
  const { report, error: jobError } = jobOutcome(status.data);
  const error = failure ?? jobError ?? (status.isError ? status.error : null);
  const running = uploading !== null || (job !== null && !report && !error);

  async function start(input: DnaInput) {
    setFailure(null);
    setJob(null);
    setUploading(0);
    try {
      setJob(await submitDna(input, setUploading));
    } catch (e) {
      setFailure(e);
    } finally {
      setUploading(null);
    }
  }

  function again() {
    setJob(null);
    setFailure(null);
    setFormKey((k) => k + 1);
  }

  if (report) {
    return (
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">The report is ready. Check the findings against the patient’s history before you rely on them.</p>
          <button type="button" onClick={again} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50">
            Analyse another file
          </button>
        </div>
        <DnaReport data={report} actions={<DnaSaveToPatient data={report} />} />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {error !== null && <DnaError error={error} />}
      <DnaUploadForm key={formKey} busy={running} onSubmit={(input) => void start(input)} />
      {uploading !== null && <DnaProgress phase={{ kind: "uploading", fraction: uploading }} />}
      {uploading === null && running && <DnaProgress phase={{ kind: "job", job: status.data }} />}
    </div>
  );
}
