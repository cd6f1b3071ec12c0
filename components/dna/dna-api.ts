// Browser calls of the DNA screen, all on the signed-in session (same origin; no credentials in browser code).
// The upload goes through XMLHttpRequest for its progress events; the job poll reads the envelope itself
// because its root `status` is the job's status (pending/completed/failed). Failures are ApiClientError.
import type { z } from "zod";
import { apiPostJson, ApiClientError } from "@/lib/client/api-fetch";
import type { jobStatusResponse } from "@/lib/jobs/endpoints";
import type { DnaResponse } from "@/lib/modules/dna/schemas";
import type { saveDnaReportResponse } from "@/lib/modules/dna/save-report";

export type JobStatus = z.infer<typeof jobStatusResponse>;
export type DnaData = DnaResponse;
export type SavedDnaReportSummary = z.infer<typeof saveDnaReportResponse>;
export interface Accepted {
  job_id: string;
  poll_url: string;
  poll_interval_ms: number;
}
interface Failure {
  code: string;
  message: string;
  details: string;
}

export const ANALYZE_PATH = "/api/v1/dna-interpretation/analyze?async=1";

function failureOf(body: unknown, status: number): ApiClientError {
  const e = (body as { error?: Failure } | null)?.error;
  return e ? new ApiClientError(e.code, e.message, e.details, status) : new ApiClientError("NETWORK", "The server answered in an unexpected way. Please retry.", "", status);
}

export interface DnaInput {
  files: readonly File[];
  text: string;
  language: string;
}

/** Submits the files or the pasted text as an asynchronous analysis; `onProgress` gets 0..1 while bytes are sent. */
export function submitDna(input: DnaInput, onProgress: (fraction: number) => void): Promise<Accepted> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", ANALYZE_PATH);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.total ? e.loaded / e.total : 0);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onerror = () => reject(new ApiClientError("NETWORK", "The server could not be reached.", "", 0));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* reported below as an unexpected answer */
      }
      if (xhr.status === 202 && body && typeof body === "object" && "job_id" in body) resolve(body as Accepted);
      else reject(failureOf(body, xhr.status));
    };
    onProgress(0);
    if (input.files.length > 0) {
      const form = new FormData();
      form.append("language", input.language);
      for (const file of input.files) form.append("file", file, file.name);
      xhr.send(form);
    } else {
      xhr.setRequestHeader("content-type", "application/json");
      xhr.send(JSON.stringify({ language: input.language, genotype_text: input.text }));
    }
  });
}

/** One poll of a job. */
export async function pollJob(pollUrl: string): Promise<JobStatus> {
  const res = await fetch(pollUrl, { credentials: "same-origin" });
  const body = (await res.json().catch(() => null)) as { data?: JobStatus } | null;
  if (!res.ok || !body?.data) throw failureOf(body, res.status);
  return body.data;
}

/** The report of a completed job, or the error of a failed one (an error envelope in `result`). */
export function jobOutcome(job: JobStatus | undefined): { report?: DnaData; error?: ApiClientError } {
  if (!job || job.status === "pending") return {};
  const result = job.result as { response?: { data?: DnaData } } | { error?: Failure } | undefined;
  if (job.status === "completed" && result && "response" in result && result.response?.data) return { report: result.response.data };
  return { error: failureOf(result ?? null, 500) };
}

/** Saves the report to one of the clinic's patients. */
export function saveDnaReport(patientId: string, body: { title: string; data: DnaData }): Promise<SavedDnaReportSummary> {
  return apiPostJson<SavedDnaReportSummary>(`/api/patients/${encodeURIComponent(patientId)}/dna-reports`, body);
}
