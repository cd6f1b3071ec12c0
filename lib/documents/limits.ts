// Hard limits of the document pipeline, chosen to bound memory and time on a 2-core box. The per-file byte
// limit (20 MB) is the API kernel's; these apply after the bytes arrived.

/** Pages per request (a PDF's pages or the number of images). Lab reports rarely pass 10 pages. */
export const MAX_PAGES = 30;

/**
 * Largest decoded image, in pixels: 40 megapixels ≈ an A4 page at 600 dpi (4960 × 7016 = 34.8 MP) or a 48 MP
 * phone photo downscaled; enough for any genuine upload, and 160 MB of RGBA at most while decoding.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Longest side of an image we accept (guards against 1 × 40 000 000 strips that pass the pixel cap). */
export const MAX_IMAGE_SIDE = 20_000;

/** A text-layer page with fewer printable characters than this is treated as a scan and OCR'd. */
export const MIN_TEXT_LAYER_CHARS = 40;

/** Width (px) small OCR inputs are scaled up to (≈300 dpi on A4); huge photos are scaled down to 1.4× this. */
export const OCR_TARGET_WIDTH = 2400;

/** Images at least this wide (≈180 dpi on A4) are OCR'd at their own size. */
export const OCR_MIN_WIDTH = 1500;

/** Scale at which a scanned PDF page is rendered for OCR (72 dpi × 3 = 216 dpi, ≈1790 px across A4). */
export const RENDER_SCALE = 3;

/**
 * Longest one page may take in OCR (all readings, script detection included) before it is given up with a
 * warning: OCR_PAGE_TIMEOUT_MS, default 90 s — a page takes 1–3 s on an idle core, but ten times that on a
 * box whose cores are shared, and a photo that needs script detection is read two to four times.
 */
export function ocrPageTimeoutMs(): number {
  const n = Number(process.env.OCR_PAGE_TIMEOUT_MS);
  return Number.isFinite(n) && n > 0 ? n : 90_000;
}
