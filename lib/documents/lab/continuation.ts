// Table cells that wrap onto a second line: "10^3/" + "µL", "80,0 -" + "100,0", "Vitamina" + "D (25-OH)".
// A line that carries no result is appended to the row above when the syntax says the row is unfinished (a
// unit ending in "/", a range ending in "-") or when it sits under the row's name, closer than a row gap.

import { METHOD_WORDS } from "@/lib/knowledge/analytes/name-vocabulary";
import type { Cell } from "../types";
import { columnOf, type HeaderGroup } from "./header";
import type { DecimalMark } from "./numbers";
import { isSectionHeading } from "./section-heading";
import { tokenizeCell } from "./tokens";
import type { LabRow } from "./types";

/**
 * A line that only gives a unit after its label ("单位: g/L", "Unit: mmol/L", "Einheit: µmol/l"). OCR's "x1049/L"
 * for "x10^9/L" was put back by the line repair before this (parse-lab-table's repairLine).
 */
const UNIT_LABEL_LINE = /^(?:单位|單位|単位|단위|units?|einheit|unidad|unidade|unité|unite|unità|unita|единица|ед\.\s?изм\.?|jednostka|birim|đơn vị)\s*[:：;]*\s*(\S{1,16})$/iu;

/** A few words that only name a method ("Calculated", "Photometric (SLS)", "Uricase"). */
export function isMethodText(text: string): boolean {
  const words = text.toLowerCase().replace(/[()[\],]/g, " ").split(/\s+/).filter(Boolean);
  return words.length > 0 && words.length <= 3 && words.every((w) => METHOD_WORDS.has(w));
}

export interface RowAnchor {
  row: LabRow;
  /** Bottom of the row's last line and the x where its name starts. */
  bottom: number;
  nameX: number;
  lineHeight: number;
}

/**
 * Appends a wrapped line's cells to the anchored row. Returns true when the cells were consumed (the caller
 * then re-matches the name if it grew).
 */
export function continueRow(allCells: Cell[], top: number, anchor: RowAnchor, group: HeaderGroup | null, mark: DecimalMark): boolean {
  // The time printed under a row's date ("31.07.2024" over "12:50:00") opens the line that carries the rest of the name.
  const cells = allCells.length > 1 && /^\d{1,2}:\d{2}(?::\d{2})?$/.test(allCells[0]!.text.trim()) ? allCells.slice(1) : allCells;
  // A section heading printed right under a row ("Klinikai kémia", "Vizelet kémia") starts a section; it is never
  // the second line of the row's name (glued on, it hid the heading and kept a urine section open over chemistry).
  if (isSectionHeading(cells.map((c) => c.text).join(" "))) return false;
  // The title of an interpretive table printed under the row ("eGFR stages (KDIGO 2012)") starts that table.
  if (/(?:^|\s)(?:stages?|staging|kdigo|categories|interpretation|interprétation|interpretación)(?=$|[\s(:])/iu.test(cells.map((c) => c.text).join(" "))) return false;
  // "Calculated" under the name, from a method column: how it was measured. The line is the row's, its name stays.
  if (isMethodText(cells.map((c) => c.text).join(" ")) && top - anchor.bottom < 0.8 * anchor.lineHeight) return true;
  // "单位: umol/L" under "肌酐  67.10(57--104)": a phone app's result card gives the unit on a labelled line of its own.
  const labelledUnit = UNIT_LABEL_LINE.exec(cells.map((c) => c.text).join(" ").trim());
  if (labelledUnit && !anchor.row.unit && top - anchor.bottom < 2 * anchor.lineHeight) {
    const first = tokenizeCell(labelledUnit[1]!, mark)[0];
    if (first?.kind === "unit") {
      anchor.row.unit = first.text;
      return true;
    }
  }
  // "Method: Urease" and "Sample: Serum" under a row name how and in what it was measured, not more of the test's name.
  if (/^(?:method|methods|méthode|methode|método|metodo|metoda|метод|technique|técnica|sample|sample type|specimen|muestra|amostra|material|probenmaterial|échantillon|echantillon|образец|биоматериал)\s*[:.-]/iu.test(cells[0]?.text.trim() ?? "")) return false;
  // "Uwaga: zalecane powtórzenie badania …": a labelled note of running words under a row, not its name's end.
  if (/^\p{L}+\s*[:：]\s*\S+(?:\s+\S+){3,}/u.test(cells.map((c) => c.text).join(" ").trim())) return false;
  const tokens = cells.map((c) => ({ cell: c, tokens: tokenizeCell(c.text, mark), role: group ? columnOf(c, group) : null }));
  if (tokens.some((t) => t.tokens.some((k) => k.kind === "qualitative"))) return false;
  const row = anchor.row;
  const close = top - anchor.bottom < 0.45 * anchor.lineHeight;
  // A wrapped name's second line starting in lower case may sit a little further down, but never paragraphs below,
  // and it is a few words, not a sentence of the explanation printed under the table.
  const wrapped = (text: string) => /^[(\p{Ll}]/u.test(text) && top - anchor.bottom < 1.5 * anchor.lineHeight && text.trim().split(/\s+/).length <= 5;
  const plan: (() => void)[] = [];
  for (const { cell, tokens: toks, role } of tokens) {
    const first = toks[0];
    if (!first) continue;
    const underName = role === "name" || (role === null && Math.abs(cell.box.x - anchor.nameX) < 2 * anchor.lineHeight);
    if (row.unit?.endsWith("/") && (first.kind === "unit" || first.kind === "text") && role !== "name") {
      plan.push(() => (row.unit = `${row.unit}${cell.text.replace(/\s+/g, "").replace(/μ/g, "µ")}`));
    } else if (row.rangeText?.endsWith("-") && first.kind === "number") {
      plan.push(() => {
        row.rangeText = `${row.rangeText}${first.text}`;
        row.printedRange = `${row.printedRange ?? ""} ${first.printed}`;
      });
    } else if (underName && toks.every((t) => t.kind === "text" || t.kind === "unit") && toks.some((t) => t.kind === "text" && /\p{L}{2}/u.test(t.text)) && (close || wrapped(cell.text))) {
      plan.push(() => (row.name = `${row.name} ${cell.text}`.replace(/\s+/g, " ").trim()));
    } else if (role === "unit" && !row.unit && first.kind === "unit") {
      plan.push(() => (row.unit = first.text));
    } else return false;
  }
  if (plan.length === 0) return false;
  plan.forEach((f) => f());
  return true;
}
