// Builds positioned lines for parser tests from a compact notation: one string per row, cells separated by
// " | ". Characters are 6 units wide and 10 high; cells are laid out left to right with a 24-unit gap, or at
// fixed x positions when `columns` is given (so rows line up under a heading like on a real report).

import type { Line, Word } from "../types";

const CHAR = 6;
const HEIGHT = 10;

function wordsOf(text: string, x0: number, y: number): Word[] {
  const words: Word[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    words.push({ text: m[0], box: { x: x0 + (m.index ?? 0) * CHAR, y, width: m[0].length * CHAR, height: HEIGHT }, confidence: 1 });
  }
  return words;
}

/**
 * One line per string; `columns` fixes each cell's x (cells beyond the list follow with a gap). `tops` sets
 * each line's top (default: a 16-unit row pitch, i.e. 6 units between rows).
 */
export function makeLines(rows: string[], columns?: number[], tops?: number[]): Line[] {
  return rows.map((row, i) => {
    const y = tops?.[i] ?? 20 + i * 16;
    let x = 20;
    const words: Word[] = [];
    row.split(" | ").forEach((cell, c) => {
      const cx = columns?.[c] ?? x;
      words.push(...wordsOf(cell.trim(), cx, y));
      x = cx + cell.trim().length * CHAR + 24;
    });
    const x1 = Math.max(...words.map((w) => w.box.x + w.box.width));
    return { text: words.map((w) => w.text).join(" "), box: { x: 20, y, width: x1 - 20, height: HEIGHT }, words, confidence: 1 };
  });
}

/**
 * Lines of a right-to-left report as a text layer or OCR places them: each row given in reading order (cells
 * " | "-separated, name first) is laid out visually — cells from the right, words of an RTL phrase from the right,
 * numbers and Latin units left to right.
 */
export function makeRtlLines(rows: string[]): Line[] {
  const rtl = (w: string) => /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/.test(w);
  const visual = rows.map((row) =>
    row
      .split(" | ")
      .reverse()
      .map((cell) => {
        const words = cell.trim().split(/\s+/);
        const reversed = [...words].reverse();
        const out: string[] = [];
        let ltr: string[] = [];
        for (const w of reversed) {
          if (rtl(w)) {
            out.push(...ltr.reverse(), w);
            ltr = [];
          } else ltr.push(w);
        }
        out.push(...ltr.reverse());
        return out.join(" ");
      })
      .join(" | "),
  );
  return makeLines(visual);
}
