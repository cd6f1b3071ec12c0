// Reference ranges printed in one column per sex or age band, under a line of band labels:
//
//   Valores de referência        Homens         Mulheres       Crianças
//   Hemácias   4,21 milhões/mm³  4,50 a 5,90    4,00 a 5,20    4,00 a 5,20
//
// Read position by position, the three ranges of a row are one unlabelled run ("4.50-5.90 4.00-5.20 …") and the
// first band — the men's — was taken for a woman (issue 15, class G). Here each range cell is given the label of
// the band column it sits under ("M: 4,50 a 5,90"), so the usual labelled-range reading applies and the trust step
// chooses the band for the patient's sex and age (or none, when they are not known).

import type { Cell } from "../types";
import { headerRoleOf, isColumnDate } from "./header";
import { ageBandLabelOf, sexLabelOf, tokenizeCell } from "./tokens";
import type { DecimalMark } from "./numbers";

export interface BandColumn {
  /** The label put in front of each range under this column ("M", "F", "Até 19 anos", "0-17 years"). */
  label: string;
  center: number;
  x0: number;
  x1: number;
}

function bandLabelOf(text: string): string | null {
  // "(nő) | (férfi)" under "Referencia | Referencia": the band in brackets.
  const t = text.trim().replace(/^\((.*)\)$/u, "$1").trim();
  const label = sexLabelOf(t) ?? ageBandLabelOf(t);
  if (label) return label;
  // "Referenz Männer", "Reference range (Women)": the reference heading word with the band after it.
  const m = /^(.+?)\s+\(?([^\s()]+)\)?$/u.exec(t);
  const after = m && headerRoleOf(m[1]!) === "range" ? sexLabelOf(m[2]!) ?? ageBandLabelOf(m[2]!) : null;
  return after ?? stackedSexLabel(t);
}

/**
 * "Valeurs usuelles" printed over "Hommes" in one column, the two lines read as one: the heading's words and the
 * sex word interleave by position ("Valeurs Hommes usuelles", or glued: "Valeurs Femmesusuelles"). The sex word
 * with a reference heading made of the other words.
 */
function stackedSexLabel(text: string): string | null {
  const words = text.split(/\s+/);
  if (words.length < 2) return null;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    for (let k = w.length; k >= 3; k--) {
      const label = sexLabelOf(w.slice(0, k));
      if (!label) continue;
      const rest = [...words.slice(0, i), w.slice(k), ...words.slice(i + 1)].filter(Boolean).join(" ");
      if (headerRoleOf(rest) === "range") return label;
    }
  }
  return null;
}

/**
 * Cells of a heading line joined into phrases: words closer than 1.5 text heights are one heading ("Acima | de |
 * 70 | anos", "Crianças | (Menores | de | 8 | anos)" come as cells of one word each when the words are spaced).
 */
export function headingPhrases(cells: Cell[]): Cell[] {
  const h = [...cells.map((c) => c.box.height)].sort((a, b) => a - b)[Math.floor(cells.length / 2)] ?? 0;
  const out: Cell[] = [];
  for (const c of cells) {
    const last = out.at(-1);
    if (last && c.box.x - (last.box.x + last.box.width) < 1.5 * h) {
      const x1 = Math.max(last.box.x + last.box.width, c.box.x + c.box.width);
      out[out.length - 1] = { text: `${last.text} ${c.text}`, box: { ...last.box, width: x1 - last.box.x } };
    } else out.push(c);
  }
  return out;
}

/**
 * The band columns a line of labels opens: at least two cells name a sex or an age band, two of them different,
 * and the line's other cells are heading words (no numbers). Single letters ("M | F") count only when every
 * labelled cell is one of two sexes. Null when the line is anything else.
 */
export function readBandColumns(cells: Cell[]): BandColumn[] | null {
  // Labels of several words the text layer spaced apart ("Acima | de | 70 | anos") are read as phrases when the
  // cells alone name no bands.
  return bandColumnsOf(cells) ?? bandColumnsOf(headingPhrases(cells));
}

function bandColumnsOf(cells: Cell[]): BandColumn[] | null {
  const bands: BandColumn[] = [];
  for (const c of cells) {
    const label = bandLabelOf(c.text);
    // "Mértékegység (nő)": the next heading printed so close to the unit heading that one cell holds both. The
    // band's part of the cell is placed by its share of the characters.
    const glued = label ? null : /^(.+?)\s+\(([^()]+)\)$/u.exec(c.text.trim());
    const gluedLabel = glued && headerRoleOf(glued[1]!) ? sexLabelOf(glued[2]!) ?? ageBandLabelOf(glued[2]!) : null;
    if (glued && gluedLabel) {
      const x0 = c.box.x + (c.box.width * (glued[1]!.length + 1)) / c.text.trim().length;
      const x1 = c.box.x + c.box.width;
      bands.push({ label: gluedLabel, center: (x0 + x1) / 2, x0, x1 });
    } else if (label) bands.push({ label, center: c.box.x + c.box.width / 2, x0: c.box.x, x1: c.box.x + c.box.width });
    // A previous result's column dated in the same heading line ("(2026.08.21.)") belongs to the table too.
    else if (/\d/.test(c.text) && !isColumnDate(c.text) && headerRoleOf(c.text) !== "previous") return null;
  }
  if (bands.length < 2 || new Set(bands.map((b) => b.label)).size < 2) return null;
  const letters = cells.filter((c) => bandLabelOf(c.text)).some((c) => c.text.trim().replace(/[:.]$/, "").length === 1);
  if (letters && !bands.every((b) => b.label === "M" || b.label === "F")) return null;
  return bands;
}

/** True when a cell holds one range and nothing else (optionally with its unit). */
function rangeOnly(cell: Cell, mark: DecimalMark): boolean {
  const tokens = tokenizeCell(cell.text, mark);
  return tokens.some((t) => t.kind === "range" || (t.kind === "number" && Boolean(t.comparator))) &&
    tokens.every((t) => t.kind === "range" || t.kind === "unit" || (t.kind === "number" && Boolean(t.comparator)));
}

/**
 * The line's cells with each range cell under a band column labelled with that band; null when fewer than two
 * range cells sit under two different band columns (the line does not belong to the banded table).
 */
export function labelBandCells(cells: Cell[], bands: BandColumn[], mark: DecimalMark): Cell[] | null {
  const width = Math.max(...bands.map((b) => b.x1 - b.x0));
  const bandOf = (cell: Cell): BandColumn | null => {
    const center = cell.box.x + cell.box.width / 2;
    let best: BandColumn | null = null;
    for (const b of bands) {
      // A range printed under its label overlaps the label's span, give or take one label's width.
      const under = cell.box.x <= b.x1 + width && cell.box.x + cell.box.width >= b.x0 - width;
      if (under && (!best || Math.abs(center - b.center) < Math.abs(center - best.center))) best = b;
    }
    return best;
  };
  // A range printed in pieces the text layer set apart ("130 | a | 450"): one cell, when all three sit under one
  // band and read as one range together.
  const pieces: Cell[] = [];
  for (let i = 0; i < cells.length; i++) {
    const run = cells.slice(i, i + 3);
    const joined: Cell | null = i > 0 && run.length === 3 ? { text: run.map((c) => c.text).join(" "), box: { ...run[0]!.box, width: run[2]!.box.x + run[2]!.box.width - run[0]!.box.x } } : null;
    const band = joined ? bandOf(run[0]!) : null;
    if (joined && band && run.every((c) => bandOf(c) === band) && /^\d/.test(run[0]!.text) && rangeOnly(joined, mark)) {
      pieces.push(joined);
      i += 2;
    } else pieces.push(cells[i]!);
  }
  cells = pieces;
  const labelled = new Map<Cell, BandColumn>();
  for (const cell of cells.slice(1)) {
    if (!rangeOnly(cell, mark) || sexLabelOf(cell.text.split(/[\s:]/)[0] ?? "")) continue;
    const band = bandOf(cell);
    if (band && ![...labelled.values()].includes(band)) labelled.set(cell, band);
  }
  if (new Set([...labelled.values()].map((b) => b.label)).size < 2) return null;
  return cells.map((c) => {
    const band = labelled.get(c);
    return band ? { ...c, text: `${band.label}: ${c.text}` } : c;
  });
}
