// A text layer sometimes joins words printed on two rows into one line: a letterhead whose name in large type sits
// beside two rows of small print ("Laboratoire … | Dr. … — Pharmacien · 112, bd …"), or two labels stacked in
// one column ("Collection DateTime:" over "Reporting DateTime:" read as "CollectionReporting DateTime:DateTime:").
// Metadata reads such a line as the rows it prints.

import { unionBox } from "../rebuild-rows";
import type { Line, Word } from "../types";

const overlap = (a: { y0: number; y1: number }, b: { y0: number; y1: number }) =>
  Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)) / Math.max(1e-6, Math.min(a.y1 - a.y0, b.y1 - b.y0));

function lineOf(words: Word[], confidence: number): Line {
  const sorted = [...words].sort((a, b) => a.box.x - b.box.x);
  const h = Math.min(...sorted.map((w) => w.box.height));
  let text = "";
  let end = -Infinity;
  for (const w of sorted) {
    text += text && w.box.x - end > 0.08 * h ? ` ${w.text}` : w.text;
    end = w.box.x + w.box.width;
  }
  return { text, box: unionBox(sorted.map((w) => w.box)), words: sorted, confidence };
}

/**
 * The rows of a line whose words lie on separate rows: words of one size and height group together; groups that
 * share most of their height are one row (a large title beside small print on its baseline); a line splits only
 * when two of its rows do not overlap at all.
 */
export function splitStackedLine(line: Line): Line[] {
  // Only a text layer's lines (confidence 1): OCR builds its lines from the image's rows, and a skewed photo's words
  // drift up or down along a row.
  if (line.words.length < 2 || line.words.some((w) => w.confidence < 1)) return [line];
  const groups: { words: Word[]; y0: number; y1: number }[] = [];
  for (const w of [...line.words].sort((a, b) => a.box.y - b.box.y)) {
    const y0 = w.box.y;
    const y1 = w.box.y + w.box.height;
    const g = groups.find((g) => Math.abs(g.y0 - y0) <= 0.25 * w.box.height && Math.abs(g.y1 - g.y0 - w.box.height) <= 0.25 * w.box.height);
    if (g) {
      g.words.push(w);
      g.y0 = Math.min(g.y0, y0);
      g.y1 = Math.max(g.y1, y1);
    } else groups.push({ words: [w], y0, y1 });
  }
  // Rows of text, not a dash or a dot set lower than the words beside it.
  const wordy = (g: (typeof groups)[number]) => g.words.map((w) => w.text).join("").replace(/[^\p{L}\p{N}]/gu, "").length >= 2;
  if (groups.length < 2 || !groups.some((a) => wordy(a) && groups.some((b) => a !== b && wordy(b) && overlap(a, b) === 0))) return [line];
  // Rows of one type size sharing 80 % of their height are one row; a word in large type beside two rows of small
  // print is a row of its own.
  const root = groups.map((_, i) => i);
  const find = (i: number): number => (root[i] === i ? i : (root[i] = find(root[i]!)));
  const size = (g: (typeof groups)[number]) => Math.max(...g.words.map((w) => w.box.height));
  groups.forEach((a, i) => groups.forEach((b, j) => {
    if (i < j && overlap(a, b) >= 0.8 && Math.max(size(a), size(b)) <= 1.5 * Math.min(size(a), size(b))) root[find(i)] = find(j);
  }));
  const rows = new Map<number, Word[]>();
  groups.forEach((g, i) => rows.set(find(i), [...(rows.get(find(i)) ?? []), ...g.words]));
  if (rows.size < 2) return [line];
  return [...rows.values()].map((words) => lineOf(words, line.confidence)).sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
}

export const splitStackedLines = (lines: Line[]): Line[] => lines.flatMap(splitStackedLine);
