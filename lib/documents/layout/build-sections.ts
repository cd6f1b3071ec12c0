// A page's lines → the ICR response's sections (header, paragraph, table) and tables (headers, rows). A column
// heading row (Test | Result | Unit | Range, in any of our languages) starts a table and fixes its columns; rows
// of three or more cells, or two with a number, continue it; a short heading line between rows ("Haematology")
// stays in the table as a row of its own. Without a heading row, columns come from clustering cell left edges.

import { detectHeader } from "../lab/header";
import { lineHeightOf, splitCells } from "../rebuild-rows";
import type { Cell, Line, Section, Table } from "../types";

interface Block {
  kind: "table" | "text";
  lines: Line[];
  rows: Cell[][];
  header: Cell[] | null;
}

function isTableRow(cells: Cell[]): boolean {
  return cells.length >= 3 || (cells.length === 2 && cells.some((c) => /\d/.test(c.text)) && cells.every((c) => c.text.length < 40));
}

function isInlineHeading(cells: Cell[]): boolean {
  return cells.length === 1 && !/\d/.test(cells[0]!.text) && cells[0]!.text.split(/\s+/).length <= 5;
}

/** Column index of a cell: the heading cell it overlaps most, else the nearest heading centre. */
function headerColumn(cell: Cell, header: Cell[]): number {
  let best = 0;
  let bestScore = -Infinity;
  header.forEach((h, i) => {
    const overlap = Math.min(cell.box.x + cell.box.width, h.box.x + h.box.width) - Math.max(cell.box.x, h.box.x);
    const dist = Math.abs(cell.box.x + cell.box.width / 2 - (h.box.x + h.box.width / 2));
    const score = overlap > 0 ? 1e6 + overlap : -dist;
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

function clusterStarts(rows: Cell[][], tolerance: number): number[] {
  const xs = rows.filter((r) => r.length > 1).flatMap((r) => r.map((c) => c.box.x)).sort((a, b) => a - b);
  const starts: number[] = [];
  for (const x of xs) if (!starts.length || x - starts[starts.length - 1]! > tolerance) starts.push(x);
  return starts.length ? starts : [0];
}

function toTable(block: Block): Table {
  const tol = Math.max(4, 1.5 * (lineHeightOf(block.lines[0]!) || 10));
  const starts = block.header ? [] : clusterStarts(block.rows, tol);
  const width = block.header ? block.header.length : starts.length;
  const columnOf = (c: Cell) => {
    if (block.header) return headerColumn(c, block.header);
    let idx = 0;
    starts.forEach((s, i) => {
      if (c.box.x >= s - tol / 2) idx = i;
    });
    return idx;
  };
  const rows = block.rows.map((row) => {
    const out: string[] = Array.from({ length: width }, () => "");
    for (const c of row) {
      const i = columnOf(c);
      out[i] = out[i] ? `${out[i]} ${c.text}` : c.text;
    }
    return out;
  });
  return { headers: block.header ? block.header.map((c) => c.text) : [], rows };
}

function isHeading(line: Line, medianHeight: number, index: number): boolean {
  const words = line.text.split(/\s+/).length;
  if (words > 8 || /\d{2,}[.,]\d/.test(line.text)) return false;
  const big = lineHeightOf(line) > medianHeight * 1.15;
  const caps = line.text.length > 3 && line.text === line.text.toUpperCase() && /\p{Lu}/u.test(line.text);
  return big || caps || (index === 0 && words <= 6);
}

function groupBlocks(lines: Line[]): Block[] {
  const cells = lines.map((l) => splitCells(l));
  const blocks: Block[] = [];
  const current = () => blocks[blocks.length - 1];
  lines.forEach((line, i) => {
    const c = cells[i]!;
    const cur = current();
    if (detectHeader(c)) {
      blocks.push({ kind: "table", lines: [line], rows: [], header: c });
    } else if (isTableRow(c)) {
      if (cur?.kind === "table") {
        cur.lines.push(line);
        cur.rows.push(c);
      } else blocks.push({ kind: "table", lines: [line], rows: [c], header: null });
    } else if (cur?.kind === "table" && isInlineHeading(c) && isTableRow(cells[i + 1] ?? [])) {
      cur.lines.push(line);
      cur.rows.push(c);
    } else if (cur?.kind === "text") {
      cur.lines.push(line);
    } else blocks.push({ kind: "text", lines: [line], rows: [], header: null });
  });
  return blocks;
}

/** Builds the page's sections and tables from its lines (already in reading order). */
export function buildSections(lines: Line[]): { sections: Section[]; tables: Table[] } {
  const heights = lines.map(lineHeightOf).sort((a, b) => a - b);
  const medianHeight = heights[Math.floor(heights.length / 2)] ?? 10;
  const sections: Section[] = [];
  const tables: Table[] = [];
  let lineIndex = 0;
  for (const b of groupBlocks(lines)) {
    if (b.kind === "table" && b.rows.length + (b.header ? 1 : 0) >= 2) {
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
