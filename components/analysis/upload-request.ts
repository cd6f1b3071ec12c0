// Sends a report to POST /api/v12/health-score/analyze with the signed-in session (same origin, cookie; no
// credentials in browser code). XMLHttpRequest rather than fetch because only it reports upload progress.
import { ApiClientError } from "@/lib/client/api-fetch";
import type { HealthReport } from "./types";

export const ANALYZE_PATH = "/api/v12/health-score/analyze";

export type UploadPhase = { kind: "uploading"; fraction: number } | { kind: "reading" };

export interface UploadInput {
  files: readonly File[];
  language: string;
  pdfPassword: string;
}

interface Envelope {
  status?: string;
  data?: HealthReport;
  error?: { code: string; message: string; details: string };
}

function toResult(xhr: XMLHttpRequest): HealthReport {
  let body: Envelope | null = null;
  try {
    body = JSON.parse(xhr.responseText) as Envelope;
  } catch {
    throw new ApiClientError("NETWORK", "The server answered in an unexpected way. Please retry.", "", xhr.status);
  }
  if (body.status === "success" && body.data) return body.data;
  const e = body.error ?? { code: "UNKNOWN", message: "Request failed.", details: "" };
  throw new ApiClientError(e.code, e.message, e.details, xhr.status);
}

/** Uploads the files, reporting progress, and resolves with the analysis (or rejects with ApiClientError). */
export function uploadForAnalysis(input: UploadInput, onPhase: (phase: UploadPhase) => void): Promise<HealthReport> {
  const form = new FormData();
  for (const file of input.files) form.append("file", file, file.name);
  form.append("language", input.language);
  if (input.pdfPassword) form.append("pdf_password", input.pdfPassword);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", ANALYZE_PATH);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onPhase({ kind: "uploading", fraction: e.total ? e.loaded / e.total : 0 });
    };
    xhr.upload.onload = () => onPhase({ kind: "reading" });
    xhr.onload = () => {
      try {
        resolve(toResult(xhr));
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    };
    xhr.onerror = () => reject(new ApiClientError("NETWORK", "The server could not be reached.", "", 0));
    xhr.ontimeout = () => reject(new ApiClientError("NETWORK", "The server took too long to answer.", "", 0));
    onPhase({ kind: "uploading", fraction: 0 });
    xhr.send(form);
  });
}
