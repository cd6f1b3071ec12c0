// Text tesseract's page layout skipped. On photos its layout analysis sometimes leaves a whole region of plain,
// legible text out of every block (taken for a picture: a result block of a lab report came back with no words
// at all while the lines above and below it were read). Such a region shows as ink no recognised word covers:
// bands of rows holding uncovered ink are found here and read again on their own as one block of text
// (recognize.ts), and their words are added to the page.

import type { OcrLine } from "./hocr";
import type { PreparedImage } from "./preprocess";

/** Grey level below which a pixel is ink (dark cores of glyphs: paper grain of a photo stays above it). */
const INK = 128;
/** Pixels sampled every STEP in x. */
const STEP = 2;
/** Uncovered ink samples a pixel row needs to count as part of a band (a vertical rule crossing it has 1–2). */
const MIN_ROW_INK = 6;
/** Rows of white between two bands that still make one band. */
const JOIN_GAP = 24;
/** A band lower than this is a rule or a speck line, not text (a text row at ≈300 dpi is 25 px or more). */
const MIN_BAND_HEIGHT = 18;
/** At most this many bands, together at most this share of the page, are read again; more is a picture or a grid. */
const MAX_BANDS = 4;
const MAX_SHARE = 0.25;

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Bands of the page with ink that no word of `lines` covers, padded, in reading order; [] when there are too many. */
export function missedRegions(image: PreparedImage, lines: OcrLine[]): Region[] {
  const { gray, width, height } = image;
  if (lines.length === 0) return [];
  // Word boxes (with a margin: glyph edges stick out of tesseract's boxes) mark covered pixels, per row as x spans.
  const covered: [number, number][][] = Array.from({ length: height }, () => []);
  for (const l of lines) {
    for (const w of l.words) {
      const pad = Math.max(4, Math.round((w.bbox.y1 - w.bbox.y0) * 0.3));
      for (let y = Math.max(0, w.bbox.y0 - pad); y < Math.min(height, w.bbox.y1 + pad); y++) covered[y]!.push([w.bbox.x0 - pad, w.bbox.x1 + pad]);
    }
  }
  const rowInk = new Int32Array(height);
  const rowLeft = new Int32Array(height).fill(width);
  const rowRight = new Int32Array(height).fill(-1);
  for (let y = 0; y < height; y++) {
    const spans = covered[y]!;
    const line = y * width;
    for (let x = 0; x < width; x += STEP) {
      if (gray[line + x]! >= INK) continue;
      if (spans.some(([a, b]) => x >= a && x < b)) continue;
      rowInk[y]!++;
      if (x < rowLeft[y]!) rowLeft[y] = x;
      if (x > rowRight[y]!) rowRight[y] = x;
    }
  }
  const bands: { top: number; bottom: number; left: number; right: number }[] = [];
  let current: (typeof bands)[number] | null = null;
  for (let y = 0; y < height; y++) {
    if (rowInk[y]! < MIN_ROW_INK) continue;
    if (current && y - current.bottom <= JOIN_GAP) {
      current.bottom = y + 1;
      current.left = Math.min(current.left, rowLeft[y]!);
      current.right = Math.max(current.right, rowRight[y]!);
    } else {
      current = { top: y, bottom: y + 1, left: rowLeft[y]!, right: rowRight[y]! };
      bands.push(current);
    }
  }
  const text = bands.filter((b) => b.bottom - b.top >= MIN_BAND_HEIGHT);
  const total = text.reduce((s, b) => s + b.bottom - b.top, 0);
  if (text.length === 0 || text.length > MAX_BANDS || total > height * MAX_SHARE) return [];
  return text.map((b) => {
    const pad = 16;
    const x = Math.max(0, b.left - pad * 2);
    const y = Math.max(0, b.top - pad);
    return { x, y, width: Math.min(width, b.right + pad * 2) - x, height: Math.min(height, b.bottom + pad) - y };
  });
}

/** The pixels of `r` as an image of their own. */
export function cropRegion(image: PreparedImage, r: Region): PreparedImage {
  const out = Buffer.alloc(r.width * r.height);
  for (let y = 0; y < r.height; y++) {
    const from = (r.y + y) * image.width + r.x;
    image.gray.copy(out, y * r.width, from, from + r.width);
  }
  return { gray: out, width: r.width, height: r.height };
}

/** Lines read in a region, moved back to page coordinates. */
export function shiftLines(lines: OcrLine[], r: Region): OcrLine[] {
  return lines.map((l) => ({
    baseline: { x0: l.baseline.x0 + r.x, y0: l.baseline.y0 + r.y, x1: l.baseline.x1 + r.x, y1: l.baseline.y1 + r.y },
    words: l.words.map((w) => ({ ...w, bbox: { x0: w.bbox.x0 + r.x, y0: w.bbox.y0 + r.y, x1: w.bbox.x1 + r.x, y1: w.bbox.y1 + r.y } })),
  }));
}

/**
 * Lines read again in a region, with only the words that are new: confident, and not lying over a word the page
 * reading already has (a region's padding takes in the ends of rows that were read).
 */
export function newWords(again: OcrLine[], read: OcrLine[], minConfidence: number): OcrLine[] {
  const known = read.flatMap((l) => l.words.map((w) => w.bbox));
  const overlaps = (b: OcrLine["words"][number]["bbox"]) =>
    known.some((k) => {
      const w = Math.min(b.x1, k.x1) - Math.max(b.x0, k.x0);
      const h = Math.min(b.y1, k.y1) - Math.max(b.y0, k.y0);
      return w > 0 && h > 0 && w * h > 0.2 * Math.min((b.x1 - b.x0) * (b.y1 - b.y0), (k.x1 - k.x0) * (k.y1 - k.y0));
    });
  return again
    .map((l) => ({ ...l, words: l.words.filter((w) => w.confidence >= minConfidence && !overlaps(w.bbox)) }))
    .filter((l) => l.words.length > 0);
}
