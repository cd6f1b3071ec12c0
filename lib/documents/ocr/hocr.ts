// Reads tesseract's hOCR output (what the native CLI prints with the `hocr` config) into the same line/word
// shape tesseract.js returns: word boxes, word confidences 0..100, and each line's baseline as two points.
// hOCR is tesseract's own, regular markup, so a few patterns read it; entities are decoded.

import type { Baseline } from "./deskew";

export interface OcrWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}
export interface OcrLine {
  baseline: Baseline;
  words: OcrWord[];
}

// Line openings and words in document order; each word belongs to the line opened last.
const TOKEN = /<span class='(?:ocr_line|ocr_textfloat|ocr_header|ocr_caption)'[^>]*title="([^"]*)"[^>]*>|<span class='ocrx_word'[^>]*title='([^']*)'[^>]*>([\s\S]*?)<\/span>/g;
const BBOX = /bbox (-?\d+) (-?\d+) (-?\d+) (-?\d+)/;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'" };
function decode(s: string): string {
  return s
    .replace(/<[^>]+>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) => {
      if (e.startsWith("#x") || e.startsWith("#X")) return String.fromCodePoint(parseInt(e.slice(2), 16));
      if (e.startsWith("#") && e !== "#39") return String.fromCodePoint(Number(e.slice(1)));
      return ENTITIES[e] ?? m;
    });
}

function bboxOf(title: string): OcrWord["bbox"] | null {
  const m = BBOX.exec(title);
  return m ? { x0: Number(m[1]), y0: Number(m[2]), x1: Number(m[3]), y1: Number(m[4]) } : null;
}

/** Lines with words and baselines from an hOCR document. */
export function parseHocr(hocr: string): OcrLine[] {
  const lines: OcrLine[] = [];
  let current: OcrLine | null = null;
  for (const m of hocr.matchAll(TOKEN)) {
    if (m[1] !== undefined) {
      const box = bboxOf(m[1]);
      if (!box) continue;
      // "baseline p1 p0": y = p1·x + p0, relative to the line box's bottom-left corner.
      const bl = /baseline (-?[\d.]+) (-?[\d.]+)/.exec(m[1]);
      const slope = bl ? Number(bl[1]) : 0;
      const offset = bl ? Number(bl[2]) : 0;
      current = { baseline: { x0: box.x0, y0: box.y1 + offset, x1: box.x1, y1: box.y1 + offset + slope * (box.x1 - box.x0) }, words: [] };
      lines.push(current);
      continue;
    }
    const wbox = bboxOf(m[2]!);
    if (!wbox || !current) continue;
    const conf = /x_wconf (\d+)/.exec(m[2]!);
    current.words.push({ text: decode(m[3]!), confidence: conf ? Number(conf[1]) : 0, bbox: wbox });
  }
  return lines.filter((l) => l.words.length > 0);
}
