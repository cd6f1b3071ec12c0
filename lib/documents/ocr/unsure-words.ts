// Words of a legible line read as noise. Tesseract recognises a page line by line at the height it estimated for
// the line; on photos a line's box sometimes takes in part of its neighbour (a bold heading above it), the line is
// scaled wrongly and its words come back as low-confidence garbage (three letters for a two-word test name) while
// the same pixels cut out on their own read cleanly. Each run of unsure words is cut out between its line's sure
// neighbours, the cut-outs are stacked into one image read in one pass (one process for the page), and a run read
// again with clearly more confidence replaces the garbage.

import type { OcrLine, OcrWord } from "./hocr";
import type { PreparedImage } from "./preprocess";
import type { Region } from "./missed-regions";

/** A word below this confidence (0..100) opens a run to read again. */
const UNSURE = 50;
/** Neighbouring words below this confidence belong to the same run; words from it on bound the run. */
const SURE = 60;
/** A run read again is kept when its confidence is at least this, and this much above the first reading's. */
const REREAD_MIN = 70;
const REREAD_GAIN = 20;
/** At most this many runs a page (more is a page of noise: a picture or a page read badly all over). */
const MAX_RUNS = 40;
/** White between two stacked cut-outs, and around them, pixels. */
const GAP = 40;

export interface UnsureRun {
  /** Index of the line in the page reading, and of the run's first and last word in it. */
  line: number;
  from: number;
  to: number;
  region: Region;
  /** Length-weighted confidence of the run's words as first read, 0..100. */
  confidence: number;
}

const chars = (w: OcrWord) => [...w.text.trim()].length;
const LETTER = /\p{L}/u;
// Only words with letters are read again (names, units, flags): a number read unsure stays as it was read and
// bounds the run, so a value is never replaced by a second reading of a cut-out (a decimal point there was lost
// as often as found).
const unsure = (w: OcrWord) => w.confidence < UNSURE && LETTER.test(w.text);
const joins = (w: OcrWord) => w.confidence < SURE && LETTER.test(w.text);

function weightedConfidence(words: OcrWord[]): number {
  const n = words.reduce((s, w) => s + chars(w), 0);
  return n ? words.reduce((s, w) => s + chars(w) * w.confidence, 0) / n : 0;
}

/** Runs of unsure words worth reading again, each with the region it is read from; [] when there are too many. */
export function unsureRuns(image: PreparedImage, lines: OcrLine[]): UnsureRun[] {
  // The height of a line of text on this page: the median box of its sure words. A garbage word's box can span two
  // lines (the very fault that made it garbage), so cut-outs are one text height high about the run's centre.
  const heights = lines.flatMap((l) => l.words.filter((w) => w.confidence >= SURE && chars(w) >= 2).map((w) => w.bbox.y1 - w.bbox.y0)).sort((a, b) => a - b);
  if (heights.length < 5) return [];
  const text = heights[Math.floor(heights.length / 2)]!;
  const runs: UnsureRun[] = [];
  lines.forEach((l, li) => {
    const words = l.words;
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      if (!unsure(w) || chars(w) < 2 || w.bbox.y1 - w.bbox.y0 < text * 0.5) continue;
      let from = i;
      let to = i;
      while (from > 0 && joins(words[from - 1]!)) from--;
      while (to + 1 < words.length && joins(words[to + 1]!)) to++;
      i = to;
      const run = words.slice(from, to + 1);
      // Centre: the words of the run no taller than a text line (boxes spanning two lines say nothing).
      const centres = run.filter((x) => x.bbox.y1 - x.bbox.y0 <= text * 1.5).map((x) => (x.bbox.y0 + x.bbox.y1) / 2).sort((a, b) => a - b);
      if (centres.length === 0) continue;
      const centre = centres[Math.floor(centres.length / 2)]!;
      const pad = Math.round(text * 0.3);
      const left = from > 0 ? words[from - 1]!.bbox.x1 + 4 : Math.min(l.baseline.x0, run[0]!.bbox.x0) - pad;
      const right = to + 1 < words.length ? words[to + 1]!.bbox.x0 - 4 : Math.max(l.baseline.x1, run.at(-1)!.bbox.x1) + pad;
      const x = Math.max(0, Math.round(left));
      const y = Math.max(0, Math.round(centre - text / 2 - pad));
      const x1 = Math.min(image.width, Math.round(right));
      const y1 = Math.min(image.height, Math.round(centre + text / 2 + pad));
      if (x1 - x >= 8 && y1 - y >= 8) runs.push({ line: li, from, to, region: { x, y, width: x1 - x, height: y1 - y }, confidence: weightedConfidence(run) });
    }
  });
  return runs.length > MAX_RUNS ? [] : runs;
}

/** The runs' regions stacked one under another on white, and where each one was put (its top in the stack). */
export function stackRegions(image: PreparedImage, regions: Region[]): { stack: PreparedImage; tops: number[] } {
  const width = Math.max(...regions.map((r) => r.width)) + 2 * GAP;
  const tops: number[] = [];
  let height = GAP;
  for (const r of regions) {
    tops.push(height);
    height += r.height + GAP;
  }
  const gray = Buffer.alloc(width * height, 255);
  regions.forEach((r, k) => {
    for (let y = 0; y < r.height; y++) {
      const from = (r.y + y) * image.width + r.x;
      image.gray.copy(gray, (tops[k]! + y) * width + GAP, from, from + r.width);
    }
  });
  return { stack: { gray, width, height }, tops };
}

/** The words read from a stack of cut-outs (stackRegions), by the cut-out their centre falls in (stack coordinates). */
export function wordsByRegion(again: OcrLine[], regions: Region[], tops: number[]): OcrWord[][] {
  const out = regions.map(() => [] as OcrWord[]);
  for (const l of again) {
    for (const w of l.words) {
      const cy = (w.bbox.y0 + w.bbox.y1) / 2;
      const k = tops.findIndex((t, i) => cy >= t && cy < t + regions[i]!.height);
      if (k >= 0 && w.text.trim()) out[k]!.push(w);
    }
  }
  return out;
}

/**
 * The page's lines with each run whose reading again (`again`: lines read from the stack) is clearly more confident
 * put in place of its first reading, in page coordinates.
 */
export function replaceRuns(lines: OcrLine[], runs: UnsureRun[], tops: number[], again: OcrLine[]): OcrLine[] {
  const byRun = wordsByRegion(again, runs.map((r) => r.region), tops);
  byRun.forEach((words, k) => {
    const r = runs[k]!.region;
    const dx = r.x - GAP;
    const dy = r.y - tops[k]!;
    byRun[k] = words.map((w) => ({ ...w, bbox: { x0: w.bbox.x0 + dx, y0: w.bbox.y0 + dy, x1: w.bbox.x1 + dx, y1: w.bbox.y1 + dy } }));
  });
  const out = lines.map((l) => ({ ...l, words: [...l.words] }));
  // Replace from the last run of a line backwards so earlier word indices stay valid.
  const order = runs.map((_, k) => k).sort((a, b) => runs[b]!.line - runs[a]!.line || runs[b]!.from - runs[a]!.from);
  for (const k of order) {
    const run = runs[k]!;
    const words = byRun[k]!.sort((a, b) => a.bbox.x0 - b.bbox.x0);
    const conf = weightedConfidence(words);
    if (!words.length || conf < REREAD_MIN || conf < run.confidence + REREAD_GAIN) continue;
    out[run.line]!.words.splice(run.from, run.to - run.from + 1, ...words);
  }
  return out;
}
