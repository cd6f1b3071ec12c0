// "Glycémie à jeun | 1,18 | g/L | 6,55 mmol/L | [0,70 − 1,10] | 1,09": French (and some Belgian, Swiss and
// Spanish) laboratories print the result a second time in SI units beside it. That second figure is the same result,
// not a second one, nor a range: read as either, it pushed the printed range and the previous result out of their
// places and both were lost. It is recognised by arithmetic — the analyte's own unit conversion turns the result
// into it — and set aside before the row is read.

import { convert } from "@/lib/knowledge/analytes/convert";
import { parseUnit } from "@/lib/knowledge/analytes/parse-unit";
import type { Cell } from "../types";
import type { LabKnowledge } from "./knowledge";
import type { DecimalMark } from "./numbers";
import { tokenizeCell } from "./tokens";

/** Relative difference allowed between the printed conversion and ours (rounding of the printed figures). */
const TOLERANCE = 0.03;

export function withoutConvertedResult(cells: Cell[], mark: DecimalMark, knowledge: LabKnowledge, language?: string): Cell[] {
  if (cells.length < 3) return cells;
  const tokens = cells.map((c) => tokenizeCell(c.text, mark));
  // The result and its unit: the first number, and a unit right after it (same cell or the next one).
  const flat = tokens.flatMap((ts, cell) => ts.map((t, k) => ({ t, cell, k })));
  const at = flat.findIndex((x) => x.t.kind === "number");
  if (at < 0) return cells;
  const unitAt = flat.findIndex((x, i) => i > at && x.t.kind !== "flag");
  const first = flat[unitAt];
  if (!first || first.t.kind !== "unit") return cells;
  // The figure after it: a number and another unit, alone in their cell(s).
  const n2 = flat[unitAt + 1];
  const u2 = flat[unitAt + 2];
  if (!n2 || !u2 || n2.t.kind !== "number" || u2.t.kind !== "unit" || n2.cell === first.cell) return cells;
  const own = new Set([n2.cell, u2.cell]);
  if ([...own].some((c) => tokens[c]!.length !== (n2.cell === u2.cell ? 2 : 1))) return cells;
  const from = parseUnit(first.t.text)?.ucum;
  // OCR reads the micro sign as a "p" ("99 pmol/L" for µmol/L): the micro reading is tried as well.
  const targets = [u2.t.text, u2.t.text.replace(/^p(?=mol|g)/, "µ")].map((u) => parseUnit(u)?.ucum).filter((u): u is string => Boolean(u) && u !== from);
  if (!from || targets.length === 0) return cells;
  const name = cells.slice(0, flat[at]!.cell).map((c) => c.text).join(" ").trim();
  if (!name) return cells;
  const analyte = knowledge.matchAnalyte(name, { language, unit: first.t.text }).analyte;
  const value = Number(flat[at]!.t.text);
  const printed = Number(n2.t.text);
  if (!analyte || !Number.isFinite(value) || !Number.isFinite(printed) || printed <= 0) return cells;
  const agrees = (v: number) => targets.some((to) => {
    const converted = convert(v, from, to, analyte);
    return converted !== null && Math.abs(converted - printed) / printed <= TOLERANCE;
  });
  const kept = cells.filter((_, i) => !own.has(i));
  if (agrees(value)) return kept;
  // "118 g/L | 6,55 mmol/L": OCR lost the result's decimal comma; the conversion printed beside it says where it was.
  // Only for a whole number OCR read, and only when one place of the comma makes both figures agree.
  const digits = flat[at]!.t.printed;
  if (!/^\d{3,4}$/.test(digits)) return cells;
  const places = [1, 2, 3].filter((k) => k < digits.length && agrees(value / 10 ** k));
  if (places.length !== 1) return cells;
  const k = places[0]!;
  const repaired = `${digits.slice(0, -k)}${mark}${digits.slice(-k)}`;
  const cell = flat[at]!.cell;
  return kept.map((c) => (c === cells[cell] ? { ...c, text: c.text.replace(digits, repaired) } : c));
}
