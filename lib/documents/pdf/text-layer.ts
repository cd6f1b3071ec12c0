// A PDF page's text layer → positioned fragments (top-left origin, PDF points). pdf.js gives each text run's
// baseline origin (transform[4..5]) and width; the box spans 0.8 em above to 0.2 em below the baseline.

import type { PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import { normalizeText } from "../normalize-text";
import type { TextFragment } from "../rebuild-rows";

export interface TextLayer {
  width: number;
  height: number;
  fragments: TextFragment[];
  /** Printable characters on the page; a scan has (almost) none. */
  charCount: number;
}

/** Reads the page's text items with their boxes in viewport space (page rotation applied). */
export async function readTextLayer(page: PDFPageProxy): Promise<TextLayer> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const fragments: TextFragment[] = [];
  let charCount = 0;
  for (const raw of content.items) {
    const item = raw as TextItem;
    if (typeof item.str !== "string" || item.str.trim() === "") continue;
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform as number[];
    const size = Math.hypot(c, d) || Math.hypot(a, b);
    if (size <= 0) continue;
    const [x0, y0] = viewport.convertToViewportPoint(e, f) as [number, number];
    const [x1] = viewport.convertToViewportPoint(e + item.width, f) as [number, number];
    fragments.push({
      text: normalizeText(item.str),
      box: { x: Math.min(x0, x1), y: y0 - 0.8 * size, width: Math.abs(x1 - x0), height: size },
      confidence: 1,
    });
    charCount += item.str.replace(/\s/g, "").length;
  }
  return { width: viewport.width, height: viewport.height, fragments, charCount };
}
