// Result cards laid out in a grid: a line of two or three test names side by side, and under each name its own
// "Result: …" and "Reference: …" lines, in the same column ("Total Cholesterol | LDL Cholesterol | HDL Cholesterol"
// over "Result: 6.4 mmol/L | Result: 4.3 mmol/L | Result: 1.02 mmol/L"). Read across, each line mixes three
// tests; read down each column, each card is a block the block reader already knows. This file rewrites such a
// grid into its columns, one after the other, before the table is parsed.
import { lineHeightOf, RTL_LETTER, splitCells, unionBox } from "../rebuild-rows";
import type { Line, Word } from "../types";

function lineOf(words: Word[], template: Line): Line {
  const box = unionBox(words.map((w) => w.box));
  const confidence = words.reduce((a, w) => a + w.confidence, 0) / Math.max(1, words.length);
  return { ...template, text: words.map((w) => w.text).join(" "), box, words, confidence };
}

function shifted(line: Line, dy: number): Line {
  if (dy === 0) return line;
  return { ...line, box: { ...line.box, y: line.box.y + dy }, words: line.words.map((w) => ({ ...w, box: { ...w.box, y: w.box.y + dy } })) };
}

/** Start x of each card column when the line is a row of card titles (2–4 known test names, wide apart), or null. */
function cardColumns(line: Line, isKnownName: (text: string) => boolean): number[] | null {
  const cells = splitCells(line);
  if (cells.length < 2 || cells.length > 4) return null;
  const h = lineHeightOf(line);
  if (!cells.every((c) => !/\d{2,}/.test(c.text) && isKnownName(c.text))) return null;
  for (let i = 1; i < cells.length; i++) if (cells[i]!.box.x - (cells[i - 1]!.box.x + cells[i - 1]!.box.width) < 3 * h) return null;
  // Right-to-left cards are aligned on their right edge (their result lines start left of their title): there
  // each column starts halfway between two titles. Left-to-right cards start at their title.
  if (!cells.some((c) => RTL_LETTER.test(c.text))) return cells.map((c) => c.box.x);
  return cells.map((c, i) => (i === 0 ? c.box.x : (cells[i - 1]!.box.x + cells[i - 1]!.box.width + c.box.x) / 2));
}

/** The page's lines with every card grid read column by column (positions moved down so the order holds). */
export function unstackCardGrids(lines: Line[], isKnownName: (text: string) => boolean): Line[] {
  const out: Line[] = [];
  let offset = 0;
  let i = 0;
  while (i < lines.length) {
    const starts = cardColumns(lines[i]!, isKnownName);
    if (!starts) {
      out.push(shifted(lines[i]!, offset));
      i++;
      continue;
    }
    // The grid row runs until the next row of titles or a line that crosses a column boundary (a sentence).
    let end = i + 1;
    const crosses = (l: Line) => l.words.some((w) => starts.some((x) => x > 0 && w.box.x < x - 1 && w.box.x + w.box.width > x + 1));
    while (end < lines.length && !cardColumns(lines[end]!, isKnownName) && !crosses(lines[end]!)) end++;
    const group = lines.slice(i, end);
    const top = group[0]!.box.y;
    const bottom = Math.max(...group.map((l) => l.box.y + l.box.height));
    const span = bottom - top + 3 * lineHeightOf(group[0]!);
    starts.forEach((x0, k) => {
      const x1 = starts[k + 1] ?? Infinity;
      for (const l of group) {
        const words = l.words.filter((w) => w.box.x >= x0 - 2 && w.box.x < x1 - 2);
        if (words.length) out.push(shifted(lineOf(words, l), offset + k * span));
      }
    });
    offset += (starts.length - 1) * span;
    i = end;
  }
  return out;
}
