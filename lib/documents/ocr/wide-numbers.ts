// Numbers whose box is wider than their digits. On a right-to-left page tesseract reads a number printed beside an
// Arabic word (a Libyan report's "412 مرتفع", the result and the lab's "high") with the number's full box but only
// its last digit: a fasting glucose of 412 came back as 2, an HbA1c of 11.8 as 8, a cholesterol of 251 as 1. The
// box gives it away: it is as wide as three digits. Each such number is cut out and read again with the Latin
// model alone (digits are Latin there too), and the reading is kept when it is a number that fills its box and
// keeps the digits first read (the first reading was the number's end or start, never something else).

import type { OcrLine } from "./hocr";
import type { Region } from "./missed-regions";
import type { PreparedImage } from "./preprocess";
import { wordsByRegion } from "./unsure-words";

const NUMBER = /^\d+(?:[.,]\d+)?$/;
/** A number's box must be at least this many digit widths wider than its text to be read again. */
const MISSING_DIGITS = 1.2;
/** At most this many numbers a page are read again (more is a page read badly all over). */
const MAX_NUMBERS = 30;

/** Width of a number's text in digit widths: a decimal mark counts as half a digit. */
const digitWidths = (text: string) => text.replace(/[.,]/g, "").length + 0.5 * (text.length - text.replace(/[.,]/g, "").length);

export interface WideNumber {
  line: number;
  word: number;
  region: Region;
}

/**
 * Numbers of the page whose box is at least MISSING_DIGITS digit widths wider than their text, with the region to
 * read again (the box, padded by a third of its height). The digit width is the page's own: the median width per
 * digit of its numbers of two or more digits read with confidence.
 */
export function wideNumbers(image: PreparedImage, lines: OcrLine[]): WideNumber[] {
  const widths = lines
    .flatMap((l) => l.words)
    .filter((w) => NUMBER.test(w.text) && digitWidths(w.text) >= 2 && w.confidence >= 80)
    .map((w) => (w.bbox.x1 - w.bbox.x0) / digitWidths(w.text))
    .sort((a, b) => a - b);
  if (widths.length < 3) return [];
  const digit = widths[Math.floor(widths.length / 2)]!;
  const found: WideNumber[] = [];
  lines.forEach((l, li) => {
    l.words.forEach((w, wi) => {
      if (!NUMBER.test(w.text)) return;
      const width = w.bbox.x1 - w.bbox.x0;
      if (width / digit - digitWidths(w.text) < MISSING_DIGITS) return;
      const pad = Math.round((w.bbox.y1 - w.bbox.y0) / 3);
      const x = Math.max(0, w.bbox.x0 - pad);
      const y = Math.max(0, w.bbox.y0 - pad);
      const x1 = Math.min(image.width, w.bbox.x1 + pad);
      const y1 = Math.min(image.height, w.bbox.y1 + pad);
      found.push({ line: li, word: wi, region: { x, y, width: x1 - x, height: y1 - y } });
    });
  });
  return found.length > MAX_NUMBERS ? [] : found;
}

/**
 * The page's lines with each wide number replaced by its second reading (`again`: words read from the stack of
 * cut-outs, `tops` where each cut-out starts in it) when that reading is one number, longer than the first, that
 * keeps the first reading's digits at its end or start.
 */
export function replaceWideNumbers(lines: OcrLine[], found: WideNumber[], tops: number[], again: OcrLine[]): OcrLine[] {
  const byNumber = wordsByRegion(again, found.map((n) => n.region), tops);
  const out = lines.map((l) => ({ ...l, words: [...l.words] }));
  found.forEach((n, k) => {
    const words = byNumber[k]!.sort((a, b) => a.bbox.x0 - b.bbox.x0);
    const text = words.map((w) => w.text.trim()).join("");
    const first = out[n.line]!.words[n.word]!;
    if (!NUMBER.test(text) || digitWidths(text) <= digitWidths(first.text)) return;
    if (!text.endsWith(first.text) && !text.startsWith(first.text)) return;
    const confidence = Math.min(...words.map((w) => w.confidence));
    out[n.line]!.words[n.word] = { ...first, text, confidence: Math.min(first.confidence, confidence) };
  });
  return out;
}
