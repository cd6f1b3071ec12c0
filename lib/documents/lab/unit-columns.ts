// A table whose result and reference columns are each split by unit under a second heading line, as Brazilian
// labs print the white cell differential:
//
//                       Resultado        Adultos              Crianças (Menores de 8 anos)
//                       %    /mm3        %     /mm3           %      /mm3
//   EOSINÓFILOS         3    180         0-7   0 a 550        0-5    0 a 550
//
// Read across, a row is a run of numbers and ranges with no unit beside any of them: the absolute count took the
// percentage's range (180 against 0-7: "high", when the lab's own range is 0-550), and a percentage range (100)
// became a result. Here each such row is rewritten as one line per unit, under a plain heading line:
//
//   EOSINÓFILOS | 3   | %    | 18 years or more: 0-7     | 0-7 years: 0-5
//   EOSINÓFILOS | 180 | /mm3 | 18 years or more: 0 a 550 | 0-7 years: 0 a 550
//
// so the usual row reading applies, each result keeps its own unit's range, and the trust step picks the band
// for the patient's age. The rewrite runs before the table is parsed, like the card-grid one (card-grid.ts).

import { lineFromWords, lineHeightOf, splitCells } from "../rebuild-rows";
import type { Cell, Line, Word } from "../types";
import { headingPhrases } from "./band-columns";
import { headerRoleOf } from "./header";
import { ageBandLabelOf, sexLabelOf } from "./tokens";
import { looksLikeUnit, normalizeUnit } from "./units";

interface UnitColumn {
  unit: string;
  center: number;
  /** The heading group above it: the result, or a reference band (its label; "" for an unlabelled range). */
  group: "result" | { label: string };
}

/** "Crianças (Menores de 8 anos)", "Children (under 12 years)": the age band the parenthesis gives. */
const UNDER_AGE = /\((?:menores de|menos de|under|below|unter|moins de)\s+(\d{1,2})\s*(?:anos|años|years|yrs|jahre|ans)\)\s*$/iu;

function bandLabel(text: string): string | null {
  const under = UNDER_AGE.exec(text);
  if (under) return `0-${Number(under[1]) - 1} years`;
  const t = text.trim();
  return sexLabelOf(t) ?? ageBandLabelOf(t) ?? (headerRoleOf(t) === "range" ? "" : null);
}

const center = (c: Cell) => c.box.x + c.box.width / 2;

/**
 * The unit columns a pair of heading lines opens: the lower line is units only (at least four, at least two
 * different), and every unit sits under a phrase of the upper line that is the result heading or a reference
 * band; two or more units under the result. Null otherwise.
 */
function unitColumns(upper: Line, lower: Line): UnitColumn[] | null {
  const units = splitCells(lower);
  if (units.length < 4 || !units.every((c) => !/^\d+$/.test(c.text.trim()) && looksLikeUnit(c.text.trim()))) return null;
  if (new Set(units.map((c) => normalizeUnit(c.text.trim()))).size < 2) return null;
  const heads = headingPhrases(splitCells(upper));
  const columns: UnitColumn[] = [];
  for (const u of units) {
    const head = heads.reduce((best, c) => (Math.abs(center(c) - center(u)) < Math.abs(center(best) - center(u)) ? c : best));
    const role = headerRoleOf(head.text);
    const label = role === "result" ? null : bandLabel(head.text);
    if (role !== "result" && label === null) return null;
    columns.push({ unit: u.text.trim(), center: center(u), group: role === "result" ? "result" : { label: label! } });
  }
  const results = columns.filter((c) => c.group === "result");
  if (results.length < 2 || results.length === columns.length) return null;
  return columns;
}

/** A line of cells at the given x positions, on the row of `template` (moved down by `dy`). */
function lineOfCells(cells: { text: string; x: number }[], template: Line, dy: number): Line {
  const h = lineHeightOf(template);
  const y = template.box.y + dy;
  const words: Word[] = [];
  for (const cell of cells) {
    let x = cell.x;
    for (const w of cell.text.split(/\s+/).filter(Boolean)) {
      const width = 0.5 * h * w.length;
      words.push({ text: w, box: { x, y, width, height: h }, confidence: template.confidence });
      x += width + 0.25 * h;
    }
  }
  return lineFromWords(words, h);
}

/** Where the rewritten cells go: name where it was printed, then result, unit and one reference cell per band. */
const SLOTS = { result: 0, unit: 70, ranges: 130, band: 150 } as const;

/** The rows under the headings, each cell given to the unit column nearest to it; null for a line that is no row. */
function rowCells(line: Line, columns: UnitColumn[]): { name: Cell; byColumn: Map<UnitColumn, string> } | null {
  const cells = splitCells(line);
  const [name, ...rest] = cells;
  const firstColumn = Math.min(...columns.map((c) => c.center));
  if (!name || rest.length === 0 || /\d/.test(name.text) || center(name) >= firstColumn || !rest.some((c) => /\d/.test(c.text))) return null;
  const byColumn = new Map<UnitColumn, string>();
  for (const c of rest) {
    const col = columns.reduce((best, k) => (Math.abs(k.center - center(c)) < Math.abs(best.center - center(c)) ? k : best));
    byColumn.set(col, byColumn.has(col) ? `${byColumn.get(col)} ${c.text}` : c.text);
  }
  return { name, byColumn };
}

/** The page's lines with every unit-split table rewritten one line per result (see the file comment). */
export function splitUnitColumns(lines: Line[]): Line[] {
  const out: Line[] = [];
  let i = 0;
  while (i < lines.length) {
    const columns = i > 0 ? unitColumns(lines[i - 1]!, lines[i]!) : null;
    if (!columns) {
      out.push(lines[i++]!);
      continue;
    }
    const heading = lines[i]!;
    const results = columns.filter((c) => c.group === "result");
    const x0 = Math.min(...results.map((c) => c.center)) - lineHeightOf(heading);
    const bands = [...new Map(columns.filter((c) => c.group !== "result").map((c) => [(c.group as { label: string }).label, c])).keys()];
    out.pop();
    out.push(lineOfCells([{ text: "Test", x: 0 }, { text: "Result", x: x0 + SLOTS.result }, { text: "Unit", x: x0 + SLOTS.unit }, { text: "Reference range", x: x0 + SLOTS.ranges }], heading, 0));
    i++;
    for (; i < lines.length; i++) {
      const row = rowCells(lines[i]!, columns);
      if (!row) break;
      const h = lineHeightOf(lines[i]!);
      results.forEach((r, k) => {
        const value = row.byColumn.get(r);
        if (!value) return;
        const ranges = bands.flatMap((label, b) => {
          const col = columns.find((c) => c.group !== "result" && c.group.label === label && normalizeUnit(c.unit) === normalizeUnit(r.unit));
          const text = col ? row.byColumn.get(col) : undefined;
          return text ? [{ text: label ? `${label}: ${text}` : text, x: x0 + SLOTS.ranges + b * SLOTS.band }] : [];
        });
        const cells = [{ text: row.name.text, x: row.name.box.x }, { text: value, x: x0 + SLOTS.result }, { text: r.unit, x: x0 + SLOTS.unit }, ...ranges];
        out.push(lineOfCells(cells, lines[i]!, (k * h) / (results.length + 1)));
      });
    }
  }
  return out;
}
