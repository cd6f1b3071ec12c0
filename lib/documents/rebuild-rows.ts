// Positioned text fragments (pdf.js text items or OCR words) → visual rows. Rows are rebuilt by grouping
// fragments whose vertical extents overlap, not by equal baselines: a superscript (10³/µL) or a cell printed
// a point lower still belongs to its row, and two table rows never merge because their extents do not overlap.
// OCR words also carry the engine's own line: a line is placed as one, and never joins a row holding another
// line's word above or below its own (the rows of a slanted photo overlap vertically; their words interleaved).

import type { Box, Cell, Line, Word } from "./types";

/** A run of text with its box (top-left origin) and confidence 0..1. */
export interface TextFragment {
  text: string;
  box: Box;
  confidence: number;
  /**
   * OCR only: the line the engine read this word in (tesseract's own line finding, an id per page reading).
   * Words of one OCR line are one row; words of two OCR lines that lie side by side horizontally over each other
   * are never one row (the lines of a slanted photo overlap vertically, and their words were interleaved).
   */
  line?: number;
  /** Read by OCR from a picture on a page that otherwise has a text layer (see pdf/picture-regions.ts). */
  ocr?: true;
}

/** Share of the smaller height two extents must overlap by to sit on one row. */
const MIN_OVERLAP = 0.4;
const SUPERSCRIPT: Record<string, string> = {
  "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹", "-": "⁻", "+": "⁺",
};

interface Row {
  top: number;
  bottom: number;
  items: TextFragment[];
}

function overlapRatio(a: { top: number; bottom: number }, b: { top: number; bottom: number }): number {
  const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  const smaller = Math.min(a.bottom - a.top, b.bottom - b.top);
  return smaller > 0 ? overlap / smaller : 0;
}

/** The middle value (the upper of the two middle ones for an even count); 0 for none. */
export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? (s[Math.floor(s.length / 2)] ?? 0) : 0;
}

/**
 * Splits a fragment into words, spreading its width over the characters (good enough for column gaps). A
 * right-to-left fragment holds its text in reading order, so its words are laid out in visual order.
 */
function splitWords(f: TextFragment): Word[] {
  const perChar = f.text.length ? f.box.width / f.text.length : 0;
  const pieces = [...f.text.matchAll(/\S+/g)].map((m) => ({ text: m[0], start: m.index ?? 0 }));
  const box = (start: number, len: number) => ({ x: f.box.x + start * perChar, y: f.box.y, width: len * perChar, height: f.box.height });
  if (!isRtlText(f.text)) return pieces.map((p) => ({ text: p.text, box: box(p.start, p.text.length), confidence: f.confidence }));
  // RTL: visual order, one space between words.
  let offset = 0;
  return reorderRtl(pieces, (p) => RTL_LETTER.test(p.text)).map((p) => {
    const w = { text: p.text, box: box(offset, p.text.length), confidence: f.confidence };
    offset += p.text.length + 1;
    return w;
  });
}

/** Raised, smaller digits right after a word (10³, mm²) become Unicode superscripts glued to that word. */
function mergeSuperscripts(words: Word[], lineHeight: number, lineCenter: number): Word[] {
  const out: Word[] = [];
  for (const w of words) {
    const prev = out[out.length - 1];
    const center = w.box.y + w.box.height / 2;
    const raised = w.box.height < 0.9 * lineHeight && lineCenter - center > 0.12 * lineHeight;
    const gap = prev ? w.box.x - (prev.box.x + prev.box.width) : Infinity;
    if (prev && raised && /^[0-9+-]{1,3}$/.test(w.text) && gap < 0.3 * lineHeight) {
      const sup = [...w.text].map((c) => SUPERSCRIPT[c] ?? c).join("");
      prev.text += sup;
      prev.box = unionBox([prev.box, w.box]);
      continue;
    }
    out.push({ ...w, box: { ...w.box } });
  }
  return out;
}

/** Smallest box holding all boxes. */
export function unionBox(boxes: Box[]): Box {
  if (boxes.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.width));
  const y1 = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * Joins words, leaving out the space where two words touch (text runs split inside one word). Right-to-left
 * phrases are put back in reading order (see restoreRtlRuns).
 */
function joinWords(words: Word[], lineHeight: number): string {
  const groups: Word[] = [];
  let prevEnd = -Infinity;
  for (const w of words) {
    const gap = w.box.x - prevEnd;
    const last = groups[groups.length - 1];
    // Words stacked in one heading cell (a request number printed above its date, "2231-17-09" over
    // "17-Sep-2023 18:52") overlap sideways at another height: two words, not one glued run (a superscript
    // touches its base, it does not overlap it).
    const stacked = last !== undefined && gap < -0.1 * lineHeight && Math.abs(w.box.y - last.box.y) > 0.3 * lineHeight;
    if (last && gap <= 0.08 * lineHeight && !stacked) {
      // Touching runs: one word. An RTL word's glyph runs are printed right to left.
      last.text = RTL_LETTER.test(w.text) && RTL_LETTER.test(last.text) ? w.text + last.text : last.text + w.text;
      last.box = unionBox([last.box, w.box]);
    } else groups.push({ ...w, box: { ...w.box } });
    prevEnd = w.box.x + w.box.width;
  }
  const ordered = groups.some((g) => RTL_LETTER.test(g.text)) ? restoreRtlRuns(groups, lineHeight) : groups;
  // "النتيج:ة", "جن:س": a label's colon that the glyph runs put before the word's last letter goes after the word.
  return ordered.map((g) => g.text.replace(/(\p{Script=Arabic}{2,}):(\p{Script=Arabic})$/u, "$1$2:")).join(" ");
}

/**
 * Groups fragments into rows by overlapping vertical extents, orders rows top to bottom and words left to
 * right, and glues superscripts. Fragments must already be deskewed.
 */
export function rebuildRows(fragments: TextFragment[]): Line[] {
  // In order of their middle word's centre (a line's ends may stick out: a superscript, a word read taller).
  const centre = (u: Unit) => median(u.items.map((f) => f.box.y + f.box.height / 2));
  const units = ocrLineUnits(fragments.filter((f) => f.text.trim() !== "" && f.box.height > 0))
    .map((u) => ({ u, c: centre(u) }))
    .sort((a, b) => a.c - b.c)
    .map((x) => x.u);
  const rows: Row[] = [];
  for (const u of units) {
    let best: Row | undefined;
    let bestRatio = MIN_OVERLAP;
    // Only recent rows can overlap: units arrive sorted by their vertical centre.
    for (let i = rows.length - 1; i >= Math.max(0, rows.length - 4); i--) {
      const row = rows[i];
      if (!row) continue;
      // As many words as the unit has chances: a word of the unit that sits on the row brings its line along.
      const r = Math.max(...u.items.map((f) => overlapRatio({ top: f.box.y, bottom: f.box.y + f.box.height }, row)));
      if (r >= bestRatio && !(u.line !== undefined && crossesOtherLine(u, row))) {
        best = row;
        bestRatio = r;
      }
    }
    if (best) {
      best.items.push(...u.items);
      best.top = Math.min(best.top, u.top);
      best.bottom = Math.max(best.bottom, u.bottom);
    } else rows.push({ top: u.top, bottom: u.bottom, items: [...u.items] });
  }
  return rows
    .sort((a, b) => a.top + a.bottom - (b.top + b.bottom))
    .map((row) => ({ ...row, items: withoutLeaders(row.items) }))
    .map((row) => (row.items.some((f) => f.ocr) ? { ...toLine(row.items), ocr: true as const } : toLine(row.items)));
}

/** A run of dots drawn as one word ("......", a leader from a test's name to its result). */
const LEADER = /^[.·…]{4,}$/;

/**
 * Leaders carry no text: kept, a row of dots drawn from the name to the result sat at the start of the line and
 * joined the name ("....... Гемоглобин (HGB)"), and no row of a Russian report was read. They still place the
 * row (the name above the dots and the result below them are one line); a line of nothing but dots is kept.
 */
function withoutLeaders(items: TextFragment[]): TextFragment[] {
  const kept = items.filter((f) => !LEADER.test(f.text.trim()));
  return kept.length > 0 ? kept : items;
}

interface Unit extends Row {
  line?: number;
}

/** Fragments → units placed as one: the words of one OCR line together, every other fragment alone. */
function ocrLineUnits(items: TextFragment[]): Unit[] {
  const units: Unit[] = [];
  const byLine = new Map<number, TextFragment[]>();
  for (const f of items) {
    if (f.line === undefined) units.push(unitOf([f]));
    else if (byLine.has(f.line)) byLine.get(f.line)!.push(f);
    else byLine.set(f.line, [f]);
  }
  for (const [line, words] of byLine) units.push({ ...unitOf(words), line });
  return units;
}

function unitOf(items: TextFragment[]): Unit {
  return {
    top: Math.min(...items.map((f) => f.box.y)),
    bottom: Math.max(...items.map((f) => f.box.y + f.box.height)),
    items,
  };
}

/** True when a word of another OCR line in `row` lies over or under a word of `u` (they share x). */
function crossesOtherLine(u: Unit, row: Row): boolean {
  for (const other of row.items) {
    if (other.line === undefined || other.line === u.line) continue;
    for (const w of u.items) {
      const overlap = Math.min(w.box.x + w.box.width, other.box.x + other.box.width) - Math.max(w.box.x, other.box.x);
      if (overlap > 0.25 * Math.min(w.box.width, other.box.width)) return true;
    }
  }
  return false;
}

/** Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
export const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** True when a text has at least as many right-to-left letters as other letters (an RTL line or phrase). */
export function isRtlText(text: string): boolean {
  const rtl = (text.match(/[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/g) ?? []).length;
  const other = (text.match(/\p{L}/gu) ?? []).length - rtl;
  return rtl > 0 && rtl >= other;
}

/**
 * Reading order ↔ visual order of an RTL line (the operation is its own inverse): the items reversed, then
 * each run of left-to-right items (numbers, Latin units) put back left to right. A simplified Unicode bidi
 * reordering for one right-to-left paragraph.
 */
export function reorderRtl<T>(items: T[], isRtl: (item: T) => boolean): T[] {
  const reversed = [...items].reverse();
  const out: T[] = [];
  let ltr: T[] = [];
  for (const item of reversed) {
    if (isRtl(item)) {
      out.push(...ltr.reverse(), item);
      ltr = [];
    } else ltr.push(item);
  }
  out.push(...ltr.reverse());
  return out;
}

/**
 * Words sorted left to right put a right-to-left phrase backwards ("البيضاء الدم كريات"). In an RTL line the
 * whole line is read from the right (LTR runs such as "10.6" keep their own order); in an LTR line only runs of
 * adjacent RTL words are turned round.
 */
function restoreRtlRuns(words: Word[], lineHeight: number): Word[] {
  if (isRtlText(words.map((w) => w.text).join(" "))) return reorderRtl(words, (w) => RTL_LETTER.test(w.text));
  const out: Word[] = [];
  let run: Word[] = [];
  const flush = () => {
    out.push(...run.reverse());
    run = [];
  };
  for (const w of words) {
    const prev = run[run.length - 1];
    const near = prev ? w.box.x - (prev.box.x + prev.box.width) < 0.65 * lineHeight : true;
    if (RTL_LETTER.test(w.text) && near) run.push(w);
    else {
      flush();
      if (RTL_LETTER.test(w.text)) run.push(w);
      else out.push(w);
    }
  }
  flush();
  return out;
}

function toLine(items: TextFragment[]): Line {
  const lineHeight = median(items.map((i) => i.box.height));
  const lineCenter = median(items.map((i) => i.box.y + i.box.height / 2));
  const words = mergeSuperscripts(
    items.flatMap(splitWords).sort((a, b) => a.box.x - b.box.x),
    lineHeight,
    lineCenter,
  );
  // Words stay in geometric order (cells and columns need it); the text reads RTL phrases in reading order.
  return lineFromWords(words, lineHeight);
}

/**
 * A line of words already in geometric order (a rebuilt row, or one column of a two-column page); `lineHeight`
 * sets the gap below which touching words are one word (default: the words' median height).
 */
export function lineFromWords(words: Word[], lineHeight = median(words.map((w) => w.box.height))): Line {
  const confidence = words.length ? words.reduce((s, w) => s + w.confidence, 0) / words.length : 0;
  return { text: joinWords(words, lineHeight), box: unionBox(words.map((w) => w.box)), words, confidence };
}

/** Typical text height of a line (median word height), the unit for gap thresholds. */
export function lineHeightOf(line: Line): number {
  return median(line.words.map((w) => w.box.height)) || line.box.height;
}

/**
 * Splits a line into cells at gaps wider than `gapFactor` × text height: a word space is ≈0.3 em, a table
 * column gap is wider than 0.6 em on every report we have seen.
 */
/**
 * The part `text` of a cell, starting at character `start` of `basis` (the cell's text as measured): a cell keeps
 * no word boxes, so its box is shared out by characters.
 */
export function cellSlice(cell: Cell, basis: string, start: number, text: string): Cell {
  const perChar = cell.box.width / Math.max(1, basis.length);
  return { ...cell, text, box: { ...cell.box, x: cell.box.x + start * perChar, width: text.length * perChar } };
}

/**
 * "5 060 000 /mm3", "254 000", "3 854": a number whose thousands are set apart by spaces (French and other
 * reports), each group a word of its own with a gap as wide as a column's between them in a wide or monospaced
 * font. A group of exactly three digits after a number made only of such groups is the same number, not a column:
 * the red cell count had come back as 5 and the platelets as 254.
 */
function thousandsGroupOf(cell: Word[], next: Word, gap: number): boolean {
  // A printed space is about a digit wide; word boxes sit on the ink, so it measures up to two digits.
  const digit = next.box.width / 3;
  // "412 103 /µL": 10³ whose superscript the text layer lost is a unit's factor, not a group of thousands.
  if (/^10[369]$/.test(next.text)) return false;
  return gap <= 2 * digit && /^\d{3}$/.test(next.text) && /^\d{1,3}(?: \d{3})*$/.test(cell.map((w) => w.text).join(" "));
}

/**
 * Two words one space apart in a monospaced font ("TOTAL DE PLAQUETAS: 287.000/mm3", "7 - 11 a: 0,60 a 4,8"): there a
 * space is a whole character wide, wider than the cell gap of proportional type, and every word had become a cell of
 * its own (names cut to their first word, age bands cut from their ranges). Columns of such reports are two
 * characters apart or more.
 */
function oneSpaceApart(left: Word, right: Word, gap: number): boolean {
  const perChar = (w: Word) => w.box.width / Math.max(1, [...w.text].length);
  return gap <= 1.2 * Math.min(perChar(left), perChar(right));
}

export function splitCells(line: Line, gapFactor = 0.65): Cell[] {
  const h = lineHeightOf(line);
  const cells: Cell[] = [];
  let current: Word[] = [];
  const flush = () => {
    if (current.length) cells.push({ text: joinWords(current, h), box: unionBox(current.map((w) => w.box)) });
    current = [];
  };
  for (const w of line.words) {
    const prev = current[current.length - 1];
    // A lone comparator ("<" then a gap, then "130") stays with the number it qualifies.
    const lone = current.length === 1 && /^(?:[<>≤≥]=?|[x×])$/.test(prev?.text ?? "");
    const gap = prev ? w.box.x - (prev.box.x + prev.box.width) : 0;
    if (prev && !lone && gap > gapFactor * h && !thousandsGroupOf(current, w, gap) && !oneSpaceApart(prev, w, gap)) flush();
    current.push(w);
  }
  flush();
  return cells;
}
