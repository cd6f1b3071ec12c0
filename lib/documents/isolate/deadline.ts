// A deadline per document request: reading (pdf.js, rendering, OCR) stops when the client goes away or when
// DOCUMENT_TIMEOUT_MS (default 120 s: 30 scanned pages at ~1.3 s per page and worker leave ample room) passes,
// whichever comes first. The pipeline honours the signal between and inside pages; the caller answers the
// contract's processing code and charges nothing.
export const DEFAULT_DOCUMENT_TIMEOUT_MS = 120_000;

export function documentTimeoutMs(): number {
  const n = Number(process.env.DOCUMENT_TIMEOUT_MS);
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_DOCUMENT_TIMEOUT_MS;
}

/** The request's signal combined with the document deadline. */
export function withDocumentDeadline(signal: AbortSignal, ms = documentTimeoutMs()): AbortSignal {
  return AbortSignal.any([signal, AbortSignal.timeout(ms)]);
}
