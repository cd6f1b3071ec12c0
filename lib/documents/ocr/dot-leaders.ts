// Erases dotted leaders ("Haemoglobin..........128g/L") from a page image before OCR. Laboratory systems that print
// in a monospace font join each name to its result with a row of dots; on a scan tesseract reads such a row, with
// the name or the value glued to it, as words ("Creatinine aes sus ewes 142", "ween owen oars 131"): a UK report
// read 3 of 26 results, its names garbled, and took 40 s a page in re-readings. The text-PDF path drops leaders from
// the text (rebuild-rows.ts); here the dots are found as ink and painted white, so the name and the value are read
// as the two columns they are.
//
// A leader dot is a small blob (well under the height of a letter) in a run of at least MIN_RUN such blobs on one
// baseline, evenly spaced. A decimal point, a colon or an ellipsis ("...") never makes such a run, so the digits
// and punctuation of results are left alone; a dotted table rule is erased too, which OCR does not miss.

import { median } from "../rebuild-rows";
import type { PreparedImage } from "./preprocess";

/** Grey level below which a pixel is ink. */
const INK = 140;
/** Fewest dots in a row that make a leader ("..." is punctuation). */
const MIN_RUN = 5;
/** Largest dot, as a share of the page's typical letter height. */
const DOT_SHARE = 0.42;
/** Components of more ink pixels than this are never dots (only their height is kept, to size the letters). */
const MAX_DOT_AREA = 400;

interface Blob {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Ink pixels. */
  n: number;
}

/**
 * Scratch buffers of the component search, kept between pages: allocating (and zeroing) a 4 MB ink map and a 16 MB
 * stack for every page cost about a third of the search's time on a 200-dpi scan.
 */
let inkBuffer = new Uint8Array(0);
let stackBuffer = new Int32Array(0);

/** Connected ink components (8-neighbour) that could be dots; larger ones are only measured (their height). */
function components(gray: Buffer, width: number, height: number): { dots: Blob[]; heights: number[] } {
  // Unvisited ink, with the page's outermost pixels left out so that no neighbour step needs a bounds check (ink on
  // the very edge of a page is never a leader). Visiting a pixel clears it, so the map is all zero again after.
  const size = width * height;
  if (inkBuffer.length < size) {
    inkBuffer = new Uint8Array(size);
    stackBuffer = new Int32Array(size);
  }
  const ink = inkBuffer;
  const stack = stackBuffer;
  let inkCount = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let i = y * width + 1, end = y * width + width - 1; i < end; i++) {
      if (gray[i]! < INK) {
        ink[i] = 1;
        inkCount++;
      }
    }
  }
  const dots: Blob[] = [];
  const heights: number[] = [];
  for (let start = width; inkCount > 0 && start < size - width; start++) {
    if (!ink[start]) continue;
    let top = 0;
    stack[top++] = start;
    ink[start] = 0;
    let x0 = width, y0 = height, x1 = 0, y1 = 0, n = 0;
    while (top > 0) {
      const p = stack[--top]!;
      const y = (p / width) | 0;
      const x = p - y * width;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      n++;
      // The eight neighbours, unrolled (a loop over an offsets array was the hot spot).
      let q = p - width - 1;
      if (ink[q]) { ink[q] = 0; stack[top++] = q; }
      q++;
      if (ink[q]) { ink[q] = 0; stack[top++] = q; }
      q++;
      if (ink[q]) { ink[q] = 0; stack[top++] = q; }
      q = p - 1;
      if (ink[q]) { ink[q] = 0; stack[top++] = q; }
      q = p + 1;
      if (ink[q]) { ink[q] = 0; stack[top++] = q; }
      q = p + width - 1;
      if (ink[q]) { ink[q] = 0; stack[top++] = q; }
      q++;
      if (ink[q]) { ink[q] = 0; stack[top++] = q; }
      q++;
      if (ink[q]) { ink[q] = 0; stack[top++] = q; }
    }
    inkCount -= n;
    const h = y1 - y0 + 1;
    if (n > MAX_DOT_AREA) {
      heights.push(h);
      continue;
    }
    if (h >= 4) heights.push(h);
    dots.push({ x0, y0, x1, y1, n });
  }
  return { dots, heights };
}

/** Ink pixels in a rectangle of the image (clipped to the page). */
function inkIn(image: PreparedImage, x0: number, y0: number, x1: number, y1: number): number {
  let n = 0;
  for (let y = Math.max(0, y0); y <= Math.min(image.height - 1, y1); y++) {
    for (let x = Math.max(0, x0); x <= Math.min(image.width - 1, x1); x++) if (image.gray[y * image.width + x]! < INK) n++;
  }
  return n;
}

/** A run of leader dots: its extent on the page and each dot's box. */
export interface LeaderRun {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  dots: { x0: number; y0: number; x1: number; y1: number }[];
}

/** Paints the leader dots of the image white, in place; returns how many dots were erased. */
export function eraseDotLeaders(image: PreparedImage): number {
  const { gray, width } = image;
  let erased = 0;
  for (const run of findDotLeaders(image)) {
    // A dot's box holds that dot alone (the run has blank paper around each dot).
    for (const d of run.dots) for (let y = d.y0; y <= d.y1; y++) gray.fill(255, y * width + d.x0, y * width + d.x1 + 1);
    erased += run.dots.length;
  }
  return erased;
}

/** The runs of leader dots on a page image. */
export function findDotLeaders(image: PreparedImage): LeaderRun[] {
  const { gray, width, height } = image;
  const { dots, heights } = components(gray, width, height);
  // Typical letter height: the median height of the components that are not specks.
  const letter = median(heights.filter((h) => h >= 6 && h < height / 20));
  if (letter < 8) return [];
  const maxDot = Math.max(2, letter * DOT_SHARE);
  const small = dots
    .filter((b) => {
      const w = b.x1 - b.x0 + 1;
      const h = b.y1 - b.y0 + 1;
      return w <= maxDot && h <= maxDot && w <= 2.5 * h && h <= 2.5 * w;
    })
    .map((b) => ({ b, cx: (b.x0 + b.x1) / 2, cy: (b.y0 + b.y1) / 2 }))
    .sort((a, b) => a.cx - b.cx);
  const used = new Uint8Array(small.length);
  const runs: LeaderRun[] = [];
  for (let i = 0; i < small.length; i++) {
    if (used[i]) continue;
    // Chain dots to the right on the same baseline, each the next one within a letter's width or so.
    const run = [i];
    let last = small[i]!;
    for (let j = i + 1; j < small.length; j++) {
      const c = small[j]!;
      if (c.cx - last.cx > letter * 1.6) break;
      if (used[j] || Math.abs(c.cy - last.cy) > letter * 0.2 || c.cx - last.cx < 2) continue;
      run.push(j);
      last = c;
    }
    if (run.length < MIN_RUN) continue;
    // Leaders are evenly spaced; specks of noise that happen to line up are not.
    const gaps = run.slice(1).map((k, n) => small[k]!.cx - small[run[n]!]!.cx);
    const mean = gaps.reduce((a, g) => a + g, 0) / gaps.length;
    const spread = Math.sqrt(gaps.reduce((a, g) => a + (g - mean) ** 2, 0) / gaps.length);
    if (spread > mean * 0.3) continue;
    const blobs = run.map((k) => small[k]!.b);
    // Nothing but the dots in the band of the line they run along: between leader dots the paper is blank. (Small
    // strokes of a line of small CJK print can line up evenly too, but with the rest of their characters between.)
    const box = { x0: Math.min(...blobs.map((b) => b.x0)), x1: Math.max(...blobs.map((b) => b.x1)), y0: Math.min(...blobs.map((b) => b.y0)), y1: Math.max(...blobs.map((b) => b.y1)) };
    const dotPixels = blobs.reduce((n, b) => n + b.n, 0);
    if (inkIn(image, box.x0, Math.round(box.y0 - letter * 0.9), box.x1, Math.round(box.y1 + letter * 0.3)) > dotPixels * 1.15 + 4) continue;
    for (const k of run) used[k] = 1;
    runs.push({ ...box, dots: blobs.map(({ x0, y0, x1, y1 }) => ({ x0, y0, x1, y1 })) });
  }
  return runs;
}
