// OCR of one prepared image → word fragments (pixel boxes, confidence 0..1) and the page skew, using the pooled
// tesseract.js workers. Very low-confidence words (noise specks read as letters) are dropped.

import { deskewFragments, estimateSkew, type Baseline } from "./deskew";
import type { PreparedImage } from "./preprocess";
import { withOcrPool } from "./worker-pool";
import { normalizeText } from "../normalize-text";
import type { TextFragment } from "../rebuild-rows";

const MIN_WORD_CONFIDENCE = 10;

interface TessWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}
interface TessLine {
  baseline: Baseline;
  words: TessWord[];
}
interface TessBlock {
  paragraphs: { lines: TessLine[] }[];
}

export interface OcrPage {
  fragments: TextFragment[];
  skewDegrees: number;
  width: number;
  height: number;
}

/** Recognises `image` with the models `codes`; fragments come back deskewed. */
export async function recognizeImage(image: PreparedImage, codes: string[]): Promise<OcrPage> {
  const result = await withOcrPool(codes, (s) => s.addJob("recognize", image.png, {}, { blocks: true, text: false }));
  const blocks = ((result.data as { blocks?: TessBlock[] | null }).blocks ?? []) as TessBlock[];
  const lines = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  const fragments: TextFragment[] = [];
  for (const line of lines) {
    for (const w of line.words) {
      const text = normalizeText(w.text.trim());
      if (!text || w.confidence < MIN_WORD_CONFIDENCE) continue;
      const { x0, y0, x1, y1 } = w.bbox;
      fragments.push({ text, box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }, confidence: w.confidence / 100 });
    }
  }
  const skew = estimateSkew(lines.map((l) => l.baseline), image.width);
  return {
    fragments: deskewFragments(fragments, skew, image.width / 2, image.height / 2),
    skewDegrees: Math.round(skew * 100) / 100,
    width: image.width,
    height: image.height,
  };
}
