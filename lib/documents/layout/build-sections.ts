// A page's lines → the ICR response's sections (header, paragraph, table) and tables (headers, rows). Rows of
// three or more cells, or two with a number, form tables; cells are placed in columns by clustering their left
// edges, so a missing cell leaves an empty string rather than shifting the row.

import { lineHeightOf, splitCells } from "../rebuild-rows";
import type { Cell, Line, Section, Table } from "../types";

interface Block {
  kind: "table" | "text";
  lines: Line[];
  cells: Cell[][];
}

function isTableRow(cells: Cell[]): boolean {
  return cells.length >= 3 || (cells.length === 2 && cells.some((c) => /\d/.test(c.text)) && cells.every((c) => c.text.length < 40));
}

function columnStarts(rows: Cell[][], tolerance: number): number[] {
  const xs = rows.flatMap((r) => r.map((c) => c.box.x)).sort((a, b) => a - b);
  const starts: number[] = [];
  for (const x of xs) if (!starts.length || x - starts[starts.length - 1]! > tolerance) starts.push(x);
  return starts;
}

function toTable(block: Block): Table {
  const tol = Math.max(4, 1.5 * (lineHeightOf(block.lines[0]!) || 10));
  const starts = columnStarts(block.cells, tol);
  const place = (row: Cell[]) => {
    const out = starts.map(() => "");
    for (const c of row) {
      let idx = 0;
      starts.forEach((s, i) => {
        if (c.box.x >= s - tol / 2) idx = i;
      });
      out[idx] = out[idx] ? `${out[idx]} ${c.text}` : c.text;
    }
    return out;
  };
  const rows = block.cells.map(place);
  const first = block.cells[0] ?? [];
  const headerLike = first.length >= 2 && !first.some((c) => /\d/.test(c.text));
  return headerLike ? { headers: rows[0] ?? [], rows: rows.slice(1) } : { headers: [], rows };
}

function isHeading(line: Line, medianHeight: number, index: number): boolean {
  const words = line.text.split(/\s+/).length;
  if (words > 8 || /\d{2,}[.,]\d/.test(line.text)) return false;
  const big = lineHeightOf(line) > medianHeight * 1.15;
  const caps = line.text.length > 3 && line.text === line.text.toUpperCase() && /\p{Lu}/u.test(line.text);
  return big || caps || (index === 0 && words <= 6);
}

/** Builds the page's sections and tables from its lines (already in reading order). */
export function buildSections(lines: Line[]): { sections: Section[]; tables: Table[] } {
  const heights = lines.map(lineHeightOf).sort((a, b) => a - b);
  const medianHeight = heights[Math.floor(heights.length / 2)] ?? 10;
  const blocks: Block[] = [];
  for (const line of lines) {
    const cells = splitCells(line);
    const kind = isTableRow(cells) ? "table" : "text";
    const last = blocks[blocks.length - 1];
    if (last && last.kind === kind) {
      last.lines.push(line);
      last.cells.push(cells);
    } else blocks.push({ kind, lines: [line], cells: [cells] });
  }
  const sections: Section[] = [];
  const tables: Table[] = [];
  let lineIndex = 0;
  for (const b of blocks) {
    if (b.kind === "table" && b.lines.length >= 2) {
      const t = toTable(b);
      tables.push(t);
      sections.push({ type: "table", content: [t.headers, ...t.rows].filter((r) => r.length).map((r) => r.join("\t")).join("\n") });
    } else {
      let paragraph: string[] = [];
      const flush = () => {
        if (paragraph.length) sections.push({ type: "paragraph", content: paragraph.join("\n") });
        paragraph = [];
      };
      b.lines.forEach((l, i) => {
        if (isHeading(l, medianHeight, lineIndex + i)) {
          flush();
          sections.push({ type: "header", content: l.text });
        } else paragraph.push(l.text);
      });
      flush();
    }
    lineIndex += b.lines.length;
  }
  return { sections, tables };
}
