// A scanned PDF page as raw pixels for OCR. A scan is one image drawn upright over the whole page: that image is
// taken as it is (its own resolution, the pixels the scanner wrote — what native tesseract alone would read),
// skipping the canvas. Anything else (several images, text, vector art, rotated placement) is rendered with
// pdf.js and its Node canvas factory (@napi-rs/canvas) at 3× (216 dpi, ≈1790 px across A4). A plain scan page's
// JPEG is taken from the file's bytes and decoded by pdf.js' own JPEG decoder without building the page's operator
// list (scan-jpeg.ts: the same pixels, one grey channel, ≈55 instead of ≈80–130 ms a page); by sharp instead when
// OCR_SHARP_SCAN_JPEG=1 (≈8 ms, but not the same pixels, see sharpScanJpeg).

import type { PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { MAX_IMAGE_PIXELS, RENDER_SCALE } from "../limits";
import type { Box } from "../types";
import { OP, walkOperators, type Matrix } from "./operators";
import { scanJpegOf } from "./scan-jpeg";

export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  /** 1 grey, 3 RGB, 4 RGBA. */
  channels: 1 | 3 | 4;
}

/** pdf.js ImageKind: packed 1-bit grey, RGB, RGBA. */
const KIND_CHANNELS: Record<number, 3 | 4> = { 2: 3, 3: 4 };

/** Painted upright (no rotation or mirroring) over at least 90 % of the page. */
function coversPage(page: PDFPageProxy, [a, b, c, d]: Matrix): boolean {
  const view = page.getViewport({ scale: 1 });
  return Math.abs(b) <= 1e-6 && Math.abs(c) <= 1e-6 && a > 0 && d > 0 && a * d >= 0.9 * view.width * view.height;
}

/** The file's bytes (and the same as latin1 text, for scan-jpeg's object lookups), read once per document. */
const fileOf = new WeakMap<PDFDocumentProxy, Promise<{ bytes: Uint8Array; text: string }>>();
function fileBytes(doc: PDFDocumentProxy): Promise<{ bytes: Uint8Array; text: string }> {
  let file = fileOf.get(doc);
  if (!file) {
    file = doc.getData().then((bytes) => ({ bytes, text: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1") }));
    fileOf.set(doc, file);
  }
  return file;
}

/**
 * sharp instead of pdf.js' decoder for a scan page's JPEG: opt-in (OCR_SHARP_SCAN_JPEG=1). libjpeg-turbo and pdf.js
 * round the inverse DCT differently (every pixel within one grey level), and tesseract's layout analysis tips on
 * that: over the 34 tune scans it changed 14 documents' readings, recall 87.1 → 86.7 %, abnormal-missing 33 → 40
 * (a-uk-02 alone 4 → 9; 2026-11-25). pdf.js' own decoder gives the pixels the page render gives, in one channel.
 */
const sharpScanJpeg = () => process.env.OCR_SHARP_SCAN_JPEG === "1";

/** The page's scan JPEG decoded apart from the page render, when the page is laid out simply enough (see scan-jpeg.ts). */
async function scanJpeg(doc: PDFDocumentProxy, page: PDFPageProxy): Promise<RawImage | null> {
  if (page.rotate % 360 !== 0 || !page.ref) return null;
  const { bytes, text } = await fileBytes(doc);
  const found = await scanJpegOf(bytes, text, page.ref, sharpScanJpeg() ? "sharp" : "pdfjs");
  return found && coversPage(page, found.transform) ? found.image : null;
}

/**
 * The page's only image when the page is a plain scan: one image, nothing else painted, drawn upright (no
 * rotation or mirroring) over at least 90 % of an unrotated page. Null otherwise.
 */
async function scannedImage(page: PDFPageProxy): Promise<RawImage | null> {
  if (page.rotate % 360 !== 0) return null;
  const list = await page.getOperatorList();
  const images: { id: string; ctm: Matrix }[] = [];
  let plain = true;
  walkOperators(list, (fn, args, ctm) => {
    if (fn === OP.paintImageXObject) images.push({ id: String(args[0]), ctm });
    const other = fn === OP.paintInlineImageXObject || fn === OP.paintImageMaskXObject || fn === OP.paintFormXObjectBegin || fn === OP.showText || fn === OP.showSpacedText || fn === OP.constructPath;
    if (other || images.length > 1) plain = false;
    return plain;
  });
  const found = plain && images.length === 1 ? images[0]! : null;
  if (!found || !coversPage(page, found.ctm)) return null;
  const objs = found.id.startsWith("g_") ? page.commonObjs : page.objs;
  const img = await new Promise<{ width: number; height: number; kind: number; data?: Uint8Array } | null>((resolve) => {
    try {
      objs.get(found.id, (o: unknown) => resolve(o as never));
    } catch {
      resolve(null);
    }
  });
  const channels = img ? KIND_CHANNELS[img.kind] : undefined;
  if (!img?.data || !channels || img.data.length !== img.width * img.height * channels) return null;
  return { data: img.data, width: img.width, height: img.height, channels };
}

interface CanvasLike {
  width: number;
  height: number;
}
interface ContextLike {
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
}
interface CanvasFactoryLike {
  create(w: number, h: number): { canvas: CanvasLike; context: ContextLike };
  destroy(c: { canvas: CanvasLike; context: ContextLike }): void;
}

/**
 * A scanned page's pixels: its scan image when the page is one (see scannedImage), else the page rendered at
 * RENDER_SCALE, reduced when the page is so large that the pixel cap would be passed.
 */
export async function renderPage(doc: PDFDocumentProxy, page: PDFPageProxy): Promise<RawImage> {
  const scan = (await scanJpeg(doc, page).catch(() => null)) ?? (await scannedImage(page).catch(() => null));
  if (scan && scan.width * scan.height <= MAX_IMAGE_PIXELS) return scan;
  const base = page.getViewport({ scale: 1 });
  return renderArea(doc, page, { x: 0, y: 0, width: base.width, height: base.height });
}

/** A part of the page (viewport points, top-left origin) rendered at RENDER_SCALE, within the pixel cap. */
export async function renderArea(doc: PDFDocumentProxy, page: PDFPageProxy, area: Box): Promise<RawImage> {
  const scale = Math.min(RENDER_SCALE, Math.sqrt(MAX_IMAGE_PIXELS / (area.width * area.height)));
  const viewport = page.getViewport({ scale, offsetX: -area.x * scale, offsetY: -area.y * scale });
  const width = Math.ceil(area.width * scale);
  const height = Math.ceil(area.height * scale);
  const factory = (doc as unknown as { canvasFactory: CanvasFactoryLike }).canvasFactory;
  const target = factory.create(width, height);
  try {
    await page.render({
      canvasContext: target.context as unknown as CanvasRenderingContext2D,
      canvas: target.canvas as unknown as HTMLCanvasElement,
      viewport,
      background: "#ffffff",
    }).promise;
    const pixels = target.context.getImageData(0, 0, width, height).data;
    return { data: new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength), width, height, channels: 4 };
  } finally {
    factory.destroy(target);
  }
}
