// Checks a PDF's compressed streams in a worker thread before pdf.js opens it on the main thread. The worker
// has a heap ceiling (resourceLimits) and a deadline (it is terminated when it passes), and only counts the
// inflated bytes, so a decompression bomb (a 0.8 MB file that inflates to 800 MB) is refused in well under a
// second without the server's memory or event loop noticing. Past a limit → DocumentError "too_large_inflated".
import { Worker } from "node:worker_threads";
import { DocumentError } from "../errors";
import { DEFAULT_INFLATE_LIMITS, type InflateLimits } from "./preflight-limits";
import { PREFLIGHT_WORKER_SOURCE } from "./preflight-worker-source";

export interface PreflightResult {
  /** Inflated bytes of all Flate streams. */
  inflated: number;
  /** Flate streams seen. */
  streams: number;
}

interface WorkerAnswer extends PreflightResult {
  ok: boolean;
  reason?: "stream" | "image" | "document";
}

const MB = 1024 * 1024;

function limitText(reason: WorkerAnswer["reason"], limits: InflateLimits): string {
  if (reason === "image") return `an image expands to more than ${limits.perImage / MB} MB`;
  if (reason === "document") return `the document expands to more than ${limits.perDocument / MB} MB`;
  return `a page stream expands to more than ${limits.perStream / MB} MB`;
}

/** Refuses (DocumentError) a PDF whose streams inflate past the limits, or whose check passes its deadline. */
export async function preflightPdf(
  bytes: Uint8Array,
  opts: { fileIndex?: number; signal?: AbortSignal; limits?: Partial<InflateLimits> } = {},
): Promise<PreflightResult> {
  const limits = { ...DEFAULT_INFLATE_LIMITS, ...opts.limits };
  if (opts.signal?.aborted) throw new DocumentError("aborted", { fileIndex: opts.fileIndex });
  const copy = bytes.slice();
  const worker = new Worker(PREFLIGHT_WORKER_SOURCE, {
    eval: true,
    workerData: { bytes: copy, limits },
    transferList: [copy.buffer as ArrayBuffer],
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    stdout: true,
    stderr: true,
  });
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  try {
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      timer = setTimeout(() => reject(new DocumentError("too_large_inflated", { fileIndex: opts.fileIndex, detail: `PDF check took longer than ${limits.timeoutMs} ms` })), limits.timeoutMs);
      onAbort = () => reject(new DocumentError("aborted", { fileIndex: opts.fileIndex }));
      opts.signal?.addEventListener("abort", onAbort, { once: true });
      worker.once("message", (m: WorkerAnswer) => resolve(m));
      worker.once("error", (e) =>
        reject((e as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY" ? new DocumentError("too_large_inflated", { fileIndex: opts.fileIndex, detail: "PDF check ran out of memory" }) : new DocumentError("processing_failed", { fileIndex: opts.fileIndex, cause: e })),
      );
      worker.once("exit", (code) => reject(new DocumentError("processing_failed", { fileIndex: opts.fileIndex, detail: `PDF check exited (${code})` })));
    });
    if (!answer.ok) throw new DocumentError("too_large_inflated", { fileIndex: opts.fileIndex, detail: limitText(answer.reason, limits) });
    return { inflated: answer.inflated, streams: answer.streams };
  } finally {
    clearTimeout(timer);
    if (onAbort) opts.signal?.removeEventListener("abort", onAbort);
    void worker.terminate();
  }
}
