// Recognises a table's column-heading row and turns it into column spans. A heading row is what tells a
// "previous result" column from the current one, and repeated headings (Test Result Unit | Test Result Unit)
// reveal two tables printed side by side.

import type { Cell } from "../types";
import { HEADER_WORDS, type ColumnRole } from "./vocabulary";

export interface Column {
  role: ColumnRole;
  x0: number;
  x1: number;
}

/** One table's columns; side-by-side tables give several groups, each starting at `start` (x). */
export interface HeaderGroup {
  start: number;
  columns: Column[];
}

export interface HeaderLayout {
  groups: HeaderGroup[];
}

const ROLES = Object.keys(HEADER_WORDS) as ColumnRole[];

/** The role a heading cell names, by the longest heading word it equals or starts with. */
export function headerRoleOf(text: string): ColumnRole | null {
  const t = text
    .toLowerCase()
    .replace(/\d{1,4}[./-]\d{1,2}[./-]\d{1,4}/g, "") // "Previous 02/10/2024"
    .replace(/[:*]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!t || t.length > 40 || /\d{2,}/.test(t)) return null;
  let best: { role: ColumnRole; len: number } | null = null;
  for (const role of ROLES) {
    for (const w of HEADER_WORDS[role]) {
      const hit = t === w || t.startsWith(`${w} `) || t.startsWith(`${w}(`) || t.startsWith(`${w}/`) || t.startsWith(`${w}.`);
      if (hit && (!best || w.length > best.len)) best = { role, len: w.length };
    }
  }
  return best?.role ?? null;
}

/**
 * Returns the column layout when the cells form a heading row: at least two cells name columns, one of them a
 * result, unit or range column, and nothing in the row is a number. Otherwise null.
 */
export function detectHeader(cells: Cell[]): HeaderLayout | null {
  if (cells.length < 2 || cells.some((c) => /\d+[.,]\d+/.test(c.text))) return null;
  const columns: Column[] = [];
  let unknown = 0;
  for (const c of cells) {
    const role = headerRoleOf(c.text);
    if (role) columns.push({ role, x0: c.box.x, x1: c.box.x + c.box.width });
    else unknown++;
  }
  const roles = new Set(columns.map((c) => c.role));
  const core = roles.has("result") || roles.has("unit") || roles.has("range");
  if (columns.length < 2 || roles.size < 2 || !core || unknown > columns.length) return null;
  // A role seen again starts a new table (side by side); the first role of the row marks each start.
  const groups: HeaderGroup[] = [];
  let current: Column[] = [];
  for (const col of columns) {
    if (current.some((c) => c.role === col.role)) {
      groups.push({ start: current[0]?.x0 ?? 0, columns: current });
      current = [];
    }
    current.push(col);
  }
  groups.push({ start: current[0]?.x0 ?? 0, columns: current });
  if (groups.length > 1) groups[0] = { ...groups[0]!, start: -Infinity };
  return { groups };
}

/** Splits a data row's cells between side-by-side tables (cells left of a group's start belong before it). */
export function splitByGroups(cells: Cell[], layout: HeaderLayout): { group: HeaderGroup; cells: Cell[] }[] {
  if (layout.groups.length === 1) return [{ group: layout.groups[0]!, cells }];
  return layout.groups.map((group, i) => {
    const next = layout.groups[i + 1];
    // A cell belongs to the group its left edge falls in, with a small tolerance for ragged left edges.
    const tol = 4;
    return {
      group,
      cells: cells.filter((c) => c.box.x >= group.start - tol && (!next || c.box.x < next.start - tol)),
    };
  });
}

/** The role of the column a cell sits under: largest horizontal overlap, else nearest centre. */
export function columnOf(cell: Cell, group: HeaderGroup): ColumnRole | null {
  let best: { role: ColumnRole; score: number } | null = null;
  const c0 = cell.box.x;
  const c1 = cell.box.x + cell.box.width;
  for (const col of group.columns) {
    const overlap = Math.min(c1, col.x1) - Math.max(c0, col.x0);
    const dist = Math.abs((c0 + c1) / 2 - (col.x0 + col.x1) / 2);
    const score = overlap > 0 ? 1e6 + overlap : -dist;
    if (!best || score > best.score) best = { role: col.role, score };
  }
  return best?.role ?? null;
}
