// Limits on what a PDF may expand to when its compressed streams are inflated. A genuine lab report's page
// content is a few hundred KB; a page scan stored as a Flate image is 3–35 MB (A4 at 300–600 dpi). A PDF
// that inflates past these is refused before pdf.js (which runs on the main thread) touches it.

const MB = 1024 * 1024;

export interface InflateLimits {
  /** Inflated bytes of one non-image stream (page content, fonts, object streams). */
  perStream: number;
  /** Inflated bytes of one image stream. */
  perImage: number;
  /** Inflated bytes of all streams of the document. */
  perDocument: number;
  /** Time the check may take. */
  timeoutMs: number;
  /** Heap ceiling of the worker, MB. */
  heapMb: number;
}

export const DEFAULT_INFLATE_LIMITS: InflateLimits = {
  perStream: 32 * MB,
  perImage: 100 * MB,
  perDocument: 400 * MB,
  timeoutMs: 10_000,
  heapMb: 64,
};
