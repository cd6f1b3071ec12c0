// Block layouts print one analyte per block: the name as a heading line, then labelled lines
// ("Resultado: 118 mg/dL", "Valor de referência: 70 a 99 mg/dL"). The labels are the same words table headings
// use for their columns, followed by a colon; this file recognises them and rewrites a result line into a
// table row named after the block's heading.

import type { Cell } from "../types";
import { HEADER_WORDS } from "./vocabulary";

export type BlockLabel = "result" | "range";

const labelRe = (words: string[]) =>
  new RegExp(`^\\s*(?:${[...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\s*[:：]\\s*`, "iu");
const RESULT_LABEL = labelRe(HEADER_WORDS.result);
const RANGE_LABEL = labelRe([...HEADER_WORDS.range, "valor de referência", "valores de referência", "valor referencial", "intervalo de referência"]);

/** The label a line starts with and the cells that follow it (the label removed), or null. */
export function splitBlockLabel(cells: Cell[]): { label: BlockLabel; rest: Cell[] } | null {
  const first = cells[0];
  if (!first) return null;
  for (const [label, re] of [["range", RANGE_LABEL], ["result", RESULT_LABEL]] as const) {
    const m = first.text.match(re);
    if (!m) continue;
    const remainder = first.text.slice(m[0].length).trim();
    const rest = remainder ? [{ text: remainder, box: first.box }, ...cells.slice(1)] : cells.slice(1);
    return { label, rest };
  }
  return null;
}

/** The result line's cells as a table row: a name cell (the block heading) in front of the value cells. */
export function asNamedRow(name: string, rest: Cell[]): Cell[] {
  const box = rest[0]?.box ?? { x: 0, y: 0, width: 0, height: 0 };
  return [{ text: name, box: { ...box, x: box.x - 1, width: 1 } }, ...rest];
}
