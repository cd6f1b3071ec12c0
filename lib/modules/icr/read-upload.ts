// Runs the document pipeline for one ICR request under a time limit: the files are read (text layer or
// OCR) and given their lab-report view (rows, metadata, type, language). When the limit passes, the pipeline
// is told to stop after its current page and the caller gets IcrTimeoutError at once.
import { extractLabReport, readDocument, type ExtractedDocument, type InputFile, type LabReport } from "@/lib/documents";
import { matchAnalyte } from "@/lib/knowledge/analytes";

/**
 * Default processing limit. OCR reads ≈1.1–1.4 s per page per worker on our 2-core machines (PLATFORM.md), so
 * the largest request (30 scanned pages, two workers) needs ≈20 s; 120 s leaves room for a busy server.
 */
export const DEFAULT_TIMEOUT_MS = 120_000;

export class IcrTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`processing took longer than ${timeoutMs} ms`);
    this.name = "IcrTimeoutError";
  }
}

export interface IcrReading {
  doc: ExtractedDocument;
  report: LabReport;
}

/** The processing limit in ms: ICR_TIMEOUT_MS when set to a positive number, else the default. */
export function icrTimeoutMs(): number {
  const n = Number(process.env.ICR_TIMEOUT_MS);
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_TIMEOUT_MS;
}

const knowledge = { matchAnalyte };

/**
 * Reads uploaded files. Throws DocumentError for input the caller must fix, IcrTimeoutError past the limit.
 * `signal` (the request's) stops the work when the client goes away.
 */
export async function readUpload(
  files: InputFile[],
  opts: { language: string; pdfPassword?: string; signal?: AbortSignal; timeoutMs?: number },
): Promise<IcrReading> {
  const timeoutMs = opts.timeoutMs ?? icrTimeoutMs();
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  opts.signal?.addEventListener("abort", onAbort, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const work = readDocument(files, { language: opts.language, pdfPassword: opts.pdfPassword, signal: stop.signal }).then((doc) => ({
    doc,
    report: extractLabReport(doc, { language: opts.language, knowledge }),
  }));
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      stop.abort();
      reject(new IcrTimeoutError(timeoutMs));
    }, timeoutMs);
  });
  // The losing promise must not surface as an unhandled rejection.
  work.catch(() => undefined);
  limit.catch(() => undefined);
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener("abort", onAbort);
  }
}
