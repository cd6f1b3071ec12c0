// OCR-placed words for parser tests: one row per array of [text, x, width] (points), rows 16 pt apart, each word
// its own fragment as tesseract returns it (the cells are found from the gaps, as on a real photo or scan).
import type { TextFragment } from "../rebuild-rows";

export function rowsOfWords(rows: [string, number, number][][]): TextFragment[] {
  return rows.flatMap((words, i) => words.map(([text, x, width]) => ({ text, box: { x, y: 20 + 16 * i, width, height: 8 }, confidence: 0.9, line: i })));
}

