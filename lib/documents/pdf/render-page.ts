// Renders a PDF page to raw RGBA pixels for OCR (pdf.js + its Node canvas factory, @napi-rs/canvas). A
// scanned page is one big image; rendering at 3× (216 dpi) gives OCR ≈1790 px across an A4 page.

import type { PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { MAX_IMAGE_PIXELS, RENDER_SCALE } from "../limits";

export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 4;
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

/** Renders `page` at RENDER_SCALE, reduced when the page is so large that the pixel cap would be passed. */
export async function renderPage(doc: PDFDocumentProxy, page: PDFPageProxy): Promise<RawImage> {
  const base = page.getViewport({ scale: 1 });
  const maxScale = Math.sqrt(MAX_IMAGE_PIXELS / (base.width * base.height));
  const viewport = page.getViewport({ scale: Math.min(RENDER_SCALE, maxScale) });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
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
