// Analyte blocks (a heading, its "Result:" line, its reference lines) printed in two columns on one page. Read
// across, every printed line holds a piece of a left block and a piece of a right one, and the blocks' lines
// interleave: a heading on the right lands between a result and its reference on the left. Each column is read top
// to bottom instead, the left one first, as a person reads the page.

import { lineFromWords, splitCells } from "../rebuild-rows";
import type { Line } from "../types";
import { isBlockResultLabel } from "./block-layout";

/** Fewest result labels per column before a page counts as two columns of blocks. */
const MIN_LABELS_PER_COLUMN = 2;

/**
 * The page's lines with a two-column block region read column by column (the right one first on a right-to-left
 * page); the same lines when there is none.
 */
export function blockColumnsInReadingOrder(lines: Line[], rtl = false): Line[] {
  const labelled: { index: number; x: number }[] = [];
  lines.forEach((line, index) => {
    for (const cell of splitCells(line)) if (isBlockResultLabel(cell.text)) labelled.push({ index, x: cell.box.x });
  });
  if (labelled.length < 2 * MIN_LABELS_PER_COLUMN) return lines;
  // The widest gap between the labels' left edges parts a left column from a right one.
  const xs = labelled.map((l) => l.x).sort((a, b) => a - b);
  let at = -1;
  for (let i = 1; i < xs.length; i++) if (at < 0 || xs[i]! - xs[i - 1]! > xs[at]! - xs[at - 1]!) at = i;
  const pageWidth = Math.max(...lines.map((l) => l.box.x + l.box.width));
  if (at < MIN_LABELS_PER_COLUMN || xs.length - at < MIN_LABELS_PER_COLUMN || xs[at]! - xs[at - 1]! < 0.25 * pageWidth) return lines;
  // Two columns, each with its labels at one indent; three or more (a card grid) are card-grid.ts's.
  if (xs[at - 1]! - xs[0]! > 0.1 * pageWidth || xs[xs.length - 1]! - xs[at]! > 0.1 * pageWidth) return lines;
  const split = gutter(lines, labelled.map((l) => l.index), xs[at - 1]!, xs[at]!);
  if (split === null) return lines;
  const crosses = (line: Line) => line.words.some((w) => w.box.x < split && w.box.x + w.box.width > split);
  // The region: from the labelled lines up and down as far as no word crosses the gutter.
  let first = Math.min(...labelled.map((l) => l.index));
  let last = Math.max(...labelled.map((l) => l.index));
  while (first > 0 && !crosses(lines[first - 1]!)) first--;
  while (last < lines.length - 1 && !crosses(lines[last + 1]!)) last++;
  const region = lines.slice(first, last + 1);
  if (region.some(crosses)) return lines;
  const side = (left: boolean) =>
    region.map((l) => l.words.filter((w) => (w.box.x < split) === left)).filter((words) => words.length > 0).map(lineFromWords);
  return [...lines.slice(0, first), ...side(!rtl), ...side(rtl), ...lines.slice(last + 1)];
}

/**
 * An x between the two columns of labels that no word of the labelled lines crosses; null when every one is.
 */
function gutter(lines: Line[], labelledLines: number[], leftLabels: number, rightLabels: number): number | null {
  const from = Math.min(...labelledLines);
  const to = Math.max(...labelledLines);
  const words = lines.slice(from, to + 1).flatMap((l) => l.words);
  // Scanning leftwards from the right column's labels passes its headings, printed a little left of them
  // ("Kreatinina" over "  Rezultati:"), and stops in the free band between the columns.
  for (let x = Math.floor(rightLabels) - 1; x > leftLabels; x--) {
    if (!words.some((w) => w.box.x < x && w.box.x + w.box.width > x)) return x;
  }
  return null;
}
