// Browser calls of the DNA screen. The upload goes through XMLHttpRequest for its progress events; the job
// poll reads the envelope itself because its root `status` is the job's status (pending/completed/failed).
import type { z } from "zod";
import type { jobStatusResponse } from "@/lib/jobs/endpoints";
import type { DnaResponse } from "@/lib/modules/dna/schemas";

export type JobStatus = z.infer<typeof jobStatusResponse>;
export type DnaData = DnaResponse;
export interface Accepted { job_id: string; poll_url: string; poll_interval_ms: number }
export interface ApiFailure { code: string; message: string; details: string }

function failureOf(body: unknown): ApiFailure {
  const e = (body as { error?: ApiFailure } | null)?.error;
  return e ?? { code: "NETWORK", message: "The server answered in an unexpected way.", details: "Please retry." };
}

/** Submits the file or text as an async analysis; `onProgress` gets 0..1 while the upload is sent. */
export function submitDna(input: { file: File | null; text: string; language: string }, onProgress: (p: number) => void): Promise<Accepted> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/v1/dna-interpretation/analyze?async=1");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(failureOf(null));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* handled below */
      }
      if (xhr.status === 202 && body && typeof body === "object" && "job_id" in body) resolve(body as Accepted);
      else reject(failureOf(body));
    };
    if (input.file) {
      const form = new FormData();
      form.append("language", input.language);
      form.append("file", input.file, input.file.name);
      xhr.send(form);
    } else {
      xhr.setRequestHeader("content-type", "application/json");
      xhr.send(JSON.stringify({ language: input.language, genotype_text: input.text }));
    }
  });
}

/** One poll of a job (session cookie). */
export async function pollJob(pollUrl: string): Promise<JobStatus> {
  const res = await fetch(pollUrl, { credentials: "same-origin" });
  const body = (await res.json().catch(() => null)) as { data?: JobStatus } | null;
  if (!res.ok || !body?.data) throw failureOf(body);
  return body.data;
}
