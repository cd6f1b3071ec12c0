// Pictures of text on a page that has a text layer. Some labs paste a result they received from a reference lab
// into their own report as an image (a scanned or screenshotted table under their own letterhead): the text
// layer then holds the letterhead, the patient block and the headings, and the results are pixels. Such a
// picture is found from the page's operator list (where each image is painted, through the current transform)
// and read by OCR; its words join the text layer's (read-document.ts).
//
// A picture qualifies when it is large enough to hold rows of text and nothing of the text layer is printed
// over it: a watermark or a background behind the text has text over it; a logo, a signature or a stamp is small;
// a whole-page image under an invisible text layer is a searchable scan whose text is already there.

import type { PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { Box } from "../types";
import type { TextFragment } from "../rebuild-rows";
import { apply, OP, walkOperators, type Matrix } from "./operators";

/** Smallest share of the page's width and height a picture of rows spans (a letterhead band is shorter). */
const MIN_WIDTH_SHARE = 0.3;
const MIN_HEIGHT_SHARE = 0.15;
/** A picture over this share of the page is the page itself (a scan with a text layer of its own). */
const MAX_AREA_SHARE = 0.85;
/** Pixels a picture needs to hold legible rows. */
const MIN_PIXELS_WIDE = 300;
const MIN_PIXELS_HIGH = 120;
/** Text-layer characters that may lie over a picture (a caption or a stray mark), more make it a background. */
const MAX_CHARS_OVER = 12;

export interface PictureRegion {
  /** Where the picture is painted, in the text layer's space (viewport points, top-left origin). */
  box: Box;
  /** The picture's own size in pixels. */
  pixels: { width: number; height: number };
}

interface Placement {
  ctm: Matrix;
  width: number;
  height: number;
}

/** Every image painted on the page (masks excluded: stencils are logos and marks), with its transform. */
async function placements(page: PDFPageProxy): Promise<Placement[]> {
  // pdf.js keeps the page's list: the text layer built it already (to name its fonts), this is no second parse.
  const list = await page.getOperatorList();
  const out: Placement[] = [];
  walkOperators(list, (fn, args, ctm) => {
    if (fn === OP.paintImageXObject && typeof args[1] === "number" && typeof args[2] === "number") {
      out.push({ ctm, width: args[1], height: args[2] });
    } else if (fn === OP.paintInlineImageXObject) {
      const img = args[0] as { width?: number; height?: number } | undefined;
      if (img?.width && img.height) out.push({ ctm, width: img.width, height: img.height });
    }
  });
  return out;
}

/** The box an image's unit square covers once through its transform and the viewport's. */
function boxOf(ctm: Matrix, viewport: Matrix): Box {
  const corners = [[0, 0], [1, 0], [0, 1], [1, 1]].map(([x, y]) => apply(viewport, ...apply(ctm, x!, y!)));
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** Where an image is painted, clipped to the page (an image may hang over the edge). */
function onPage(p: Placement, viewport: { width: number; height: number; transform: number[] }): Box {
  const box = boxOf(p.ctm, viewport.transform as Matrix);
  const x = Math.max(0, box.x);
  const y = Math.max(0, box.y);
  return { x, y, width: Math.min(viewport.width, box.x + box.width) - x, height: Math.min(viewport.height, box.y + box.height) - y };
}

/** The box of the largest picture painted on the page (viewport points, clipped to the page), or null. */
export async function largestPicture(page: PDFPageProxy): Promise<Box | null> {
  const viewport = page.getViewport({ scale: 1 });
  let best: Box | null = null;
  for (const p of await placements(page)) {
    const clipped = onPage(p, viewport);
    if (clipped.width > 0 && clipped.height > 0 && (!best || clipped.width * clipped.height > best.width * best.height)) best = clipped;
  }
  return best;
}

/** The fragment's centre lies in the box (its words belong to what the box holds). */
export const centreInside = (f: TextFragment, b: Box) => {
  const cx = f.box.x + f.box.width / 2;
  const cy = f.box.y + f.box.height / 2;
  return cx >= b.x && cx <= b.x + b.width && cy >= b.y && cy <= b.y + b.height;
};

/**
 * The largest picture of text on a text-layer page, or null. Only pages read upright qualify: a page the text
 * layer turned (sideways text) keeps its text layer alone.
 */
export async function pictureRegion(page: PDFPageProxy, layer: { width: number; height: number; fragments: TextFragment[] }): Promise<PictureRegion | null> {
  const viewport = page.getViewport({ scale: 1 });
  if (Math.abs(layer.width - viewport.width) > 1) return null;
  const found: PictureRegion[] = [];
  for (const p of await placements(page)) {
    if (p.width < MIN_PIXELS_WIDE || p.height < MIN_PIXELS_HIGH) continue;
    const clipped = onPage(p, viewport);
    if (clipped.width < MIN_WIDTH_SHARE * viewport.width || clipped.height < MIN_HEIGHT_SHARE * viewport.height) continue;
    if (clipped.width * clipped.height > MAX_AREA_SHARE * viewport.width * viewport.height) continue;
    const over = layer.fragments.filter((f) => centreInside(f, clipped)).reduce((n, f) => n + f.text.replace(/\s/g, "").length, 0);
    if (over > MAX_CHARS_OVER) continue;
    found.push({ box: clipped, pixels: { width: p.width, height: p.height } });
  }
  return found.sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height)[0] ?? null;
}
