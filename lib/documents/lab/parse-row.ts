// One visual row (its cells) → the parameters printed on it, a reference range continuing the row above, or a
// section heading. Which number is the result is decided by position: the first number after the name, unless
// the heading row says that column holds previous results.

import { cellSlice } from "../rebuild-rows";
import type { Cell } from "../types";
import { columnOf, type HeaderGroup } from "./header";
import type { DecimalMark } from "./numbers";
import { mergeSexLabels, normalizeFlag, stripFootnoteMarks, tokenizeCell, type Token } from "./tokens";
import { readQualitative } from "@/lib/knowledge/analytes/qualitative-terms";
import { looksLikeUnit, normalizeUnit } from "./units";
import type { ColumnRole } from "./vocabulary";
import { RANGE_INTRO_WORDS } from "./vocabulary";

export interface ParsedRow {
  kind: "row";
  name: string;
  result: string;
  printedResult: string;
  unit?: string;
  ranges: string[];
  printedRanges: string[];
  flag?: string;
  previous?: string;
  /** Numbers on the row other than the result, in printed order (re-reading candidates). */
  otherNumbers: string[];
  /** The reference limits printed in a lower-limit and an upper-limit column, when the table has them. */
  limits?: { low?: Token; high?: Token };
  /** True when the result was the first number after the printed range (no value before it). */
  resultAfterRange?: boolean;
  /** The second of two results on a row, whose unit was not read: the absolute count of a percentage's name. */
  absoluteTwin?: boolean;
  /** True when the first other number was printed between the result and the range (a twin result, not history). */
  secondBeforeRange?: boolean;
  /** The unit printed right after each range, by the range's index ("40,0 a 80,0 % | 1.800 a 7.800 /µL"). */
  rangeUnits?: (string | undefined)[];
  /** A value of another column came after the complete range: ranges from there on are that value's. */
  rangeClosed?: boolean;
}
export type RowPiece =
  | ParsedRow
  | { kind: "range"; ranges: string[]; printed: string[] }
  | { kind: "heading"; text: string }
  | { kind: "other" };

interface StreamToken {
  token: Token;
  role: ColumnRole | null;
  cellStart: boolean;
}

/** Strips dot leaders, bullets, trailing colons and footnote marks from a printed name. */
export function cleanName(name: string): string {
  return stripFootnoteMarks(name)
    .replace(/(?<=\p{L})[°®©™][!?¹²³\d]{0,2}(?=\s|$)/gu, "") // a superscript footnote mark OCR read as "®2", "°!", "®?"
    .replace(/^\d{1,3}[.)]?\s+(?=\p{L})/u, "") // a row number printed before the name ("1 白细胞计数")
    .replace(/[.·_…]{3,}.*$/, "")
    .replace(/^[\s•·*#\-–>]+/, "") // bullets, and "#" (French labs mark their accredited tests with it)
    .replace(/[\s:=*]+$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * "Haemoglobin | oft. | 13.0-17.0 | 11.2 10.6 9.8" under "Test | Unit | Reference Range | dates": OCR garbles the
 * unit column's word ("oft." for g/dL, "mmovL", "mg/d.") and, as a word, it ran into the test's name, which then
 * went unmatched (a low haemoglobin lost). A short word under the unit heading, before any value, that turns a
 * known name into an unknown one is the unreadable unit: not part of the name.
 */
function dropUnitReadAsWord(name: string, stream: StreamToken[], isKnownName: (text: string) => boolean): void {
  const s = stream[0];
  if (!s || s.role !== "unit" || s.token.kind !== "text" || s.token.printed.length > 8) return;
  if (!isKnownName(name) || isKnownName(`${name} ${s.token.printed}`)) return;
  stream.shift();
}

/** "Glucose (mg/dL)" → unit "mg/dL" printed inside the name. */
function unitInName(name: string): { name: string; unit: string } | null {
  const m = name.match(/^(.*\S)\s*[([]\s*([^()[\]]+?)\s*[)\]]$/);
  if (!m || !m[1] || !m[2] || !looksLikeUnit(m[2])) return null;
  return { name: m[1], unit: normalizeUnit(m[2]) };
}

function isValueToken(t: Token): boolean {
  return t.kind === "number" || t.kind === "qualitative" || (t.kind === "flag" && /^\((?:\+{1,4}|\+-|±)\)$/.test(t.printed));
}

const RISK_GROUP = /\b(?:risk|risco|riesgo|risque|rischio|risiko|hochrisiko)\b/iu;

function isRangeLine(tokens: Token[]): boolean {
  const ranges = tokens.filter((t) => t.kind === "range" || (t.kind === "number" && t.comparator));
  const intro = (t: Token) => t.kind === "text" && RANGE_INTRO_WORDS.includes(t.text.toLowerCase().replace(/[:.]+$/, ""));
  // "40 - 60 mg/dL (Recomendación ATP III)": the guideline a range comes from, in brackets, is no value.
  const source = (t: Token) => t.kind === "text" && /^[([]/.test(t.printed) && !/\d/.test(t.text);
  return ranges.length > 0 && tokens.every((t) => t.kind === "range" || t.kind === "unit" || (t.kind === "number" && t.comparator) || intro(t) || source(t));
}

/**
 * Parses one table segment. `isKnownName` says whether a text cell names an analyte, which lets a row without
 * a heading be split when a second table's name cell follows the first table's values.
 */
/**
 * "Haemoglobin.................128g/L L": a dotted leader joins the name to the value in one cell (monospaced LIS
 * printouts); the name is what comes before the dots, the value cell what comes after.
 */
function splitDotLeader(cells: Cell[]): Cell[] {
  const first = cells[0]!;
  // A leader that runs to the end of the name's cell (the value in a cell of its own): the name without it.
  const trailing = /^(\s*\p{L}.*?\S)\s*[.…·_]{3,}\s*$/u.exec(first.text);
  if (trailing) return [cellSlice(first, first.text, 0, trailing[1]!.trim()), ...cells.slice(1)];
  const m = /^(\s*\p{L}.*?\S)\s*[.…·_]{3,}\s*(\S.*)$/u.exec(first.text);
  if (!m) return cells;
  return [cellSlice(first, first.text, 0, m[1]!.trim()), cellSlice(first, first.text, first.text.length - m[2]!.length, m[2]!), ...cells.slice(1)];
}

/**
 * "Polynucléaires basophiles0,8": a text layer that glued the value to the last word of the name (no space between
 * the name's cell and the value's). A number with a decimal mark after three lower-case letters is split off.
 */
export function splitGluedValue(cells: Cell[]): Cell[] {
  const first = cells[0];
  const m = first ? /^(.*\p{Ll}{3})(\d{1,4}[.,]\d{1,3})$/u.exec(first.text.trim()) : null;
  if (!first || !m) return cells;
  return [cellSlice(first, first.text, 0, m[1]!), cellSlice(first, first.text, first.text.length - m[2]!.length, m[2]!), ...cells.slice(1)];
}

/** One range (or one one-sided limit) and nothing else, but its unit. */
function isOneRange(text: string, mark: DecimalMark): boolean {
  const tokens = tokenizeCell(text, mark);
  const limits = tokens.filter((t) => t.kind === "range" || (t.kind === "number" && Boolean(t.comparator)));
  return limits.length === 1 && tokens.every((t) => t.kind === "unit" || limits.includes(t));
}

/**
 * "132 | a | 146 | mEq/L", "Menor | que | 34 | U/L": a range whose words a widely spaced font set a column gap
 * apart. Cells closer than 1.2 text heights that read as one range together, none of them a range already, are
 * one cell; alone, the bounds were read as values and the connector as a name ("a"), and the range was lost.
 * Left-to-right lines only (a right-to-left line's cells come in reading order, bounds reversed).
 */
/** A lower bound and its connector word, the upper bound missing ("0 a", "3.5 -", "10 to"). */
const OPEN_RANGE = /^\s*[<>≤≥]?\s*\d[\d.,]*\s*(?:a|até|ate|to|à|bis|-|–|до|al|tot|hasta|au)\s*$/iu;

export function joinSpacedRange(cells: Cell[], mark: DecimalMark, height: number): Cell[] {
  const out: Cell[] = [];
  for (let i = 0; i < cells.length; i++) {
    let best = i;
    for (let j = i + 1; j < Math.min(cells.length, i + 5); j++) {
      const gap = cells[j]!.box.x - (cells[j - 1]!.box.x + cells[j - 1]!.box.width);
      // A bound and its connector with nothing after them ("0 a" | "500/mm3": the upper bound right-aligned in a
      // wide field) cannot end a cell: the number after a wider gap is still the range's upper bound.
      const open = OPEN_RANGE.test(cells[j - 1]!.text) && /^\d/.test(cells[j]!.text.trim());
      if (gap > (open ? 6 : 1.2) * height) break;
      if (isOneRange(cells.slice(i, j + 1).map((c) => c.text).join(" "), mark)) best = j;
    }
    const run = cells.slice(i, best + 1);
    if (run.length > 1 && !run.some((c) => isOneRange(c.text, mark))) {
      const last = run.at(-1)!;
      out.push({ text: run.map((c) => c.text).join(" "), box: { ...run[0]!.box, width: last.box.x + last.box.width - run[0]!.box.x } });
      i = best;
    } else out.push(cells[i]!);
  }
  return out;
}

/** "- Densidade", "• Glucose": a list bullet before a name is no part of it (and no "-" result or flag). */
/**
 * A comparator the text layer put at the end of the cell before its number ("mL/min/1.73m² >=" | "90"): it belongs
 * to the number (the range ">=90"; without it the range read "90" and an eGFR of 84 was normal).
 */
function moveTrailingComparators(cells: Cell[]): Cell[] {
  return cells.map((cell, i) => {
    const next = cells[i + 1];
    const prev = cells[i - 1];
    let text = cell.text;
    if (next && /\s(?:>=|<=|=>|=<|[<>≤≥])\s*$/.test(text) && /^\d/.test(next.text.trim())) text = text.replace(/\s(?:>=|<=|=>|=<|[<>≤≥])\s*$/, "");
    if (prev && /\s(?:>=|<=|=>|=<|[<>≤≥])\s*$/.test(prev.text) && /^\d/.test(text.trim())) text = `${/(>=|<=|=>|=<|[<>≤≥])\s*$/.exec(prev.text)![1]}${text.trim()}`;
    return text === cell.text ? cell : { ...cell, text };
  });
}

// A star before every row's name is a bullet ("* Haemoglobin 11.7 gm%"); where a lab stars abnormal rows that
// way the value and its printed range still tell (no flag is made up from it). OCR reads a bullet as a quote mark.
function withoutBullet(cells: Cell[]): Cell[] {
  const first = cells[0]!;
  if (/^[-–•·▪►*”“"]$/.test(first.text.trim()) && cells[1] && /^\p{L}/u.test(cells[1].text.trim())) return cells.slice(1);
  const stripped = first.text.replace(/^\s*[-–•·▪►*”“"]\s+(?=\p{L})/u, "");
  return stripped === first.text ? cells : [{ ...first, text: stripped }, ...cells.slice(1)];
}

/**
 * "Vide nota 1", "see note 2", "siehe Anm. 3" in a row's reference column point to a footnote: the number is the
 * note's, never a previous result or a range (a VLDL row had come back with a previous result of 1).
 */
const NOTE_REFERENCE = /(?:^|\s)(?:vide|ver|veja|see|voir|siehe|vedi|véase|ver la)\s+(?:nota|notas|note|notes|anm\.?|anmerkung|fußnote)\s*\d{1,2}\b/giu;
function withoutNoteReferences(cells: Cell[]): Cell[] {
  return cells.map((c) => {
    const text = c.text.replace(NOTE_REFERENCE, " ").trim();
    return text === c.text.trim() ? c : { ...c, text };
  }).filter((c) => c.text !== "");
}

/**
 * "/mm340 a 80%": a per-volume unit that a text layer ran into the range printed after it (the absolute count's
 * unit, then the percentage's reference "40 a 80%"). No unit ends in those digits: the cell is the unit and a range.
 */
const UNIT_GLUED_TO_RANGE = /^(\/(?:mm3|mm³|µl|μl|ul|l|dl))(\d[\d.,]*\s*(?:a|-|–|até|to|à)\s*\d.*)$/iu;
function splitUnitGluedToRange(cell: Cell): Cell[] {
  const m = UNIT_GLUED_TO_RANGE.exec(cell.text.trim());
  if (!m) return [cell];
  const share = m[1]!.length / cell.text.trim().length;
  const unitWidth = cell.box.width * share;
  return [
    { text: m[1]!, box: { ...cell.box, width: unitWidth } },
    { text: m[2]!, box: { ...cell.box, x: cell.box.x + unitWidth, width: cell.box.width - unitWidth } },
  ];
}

export function parseRowCells(
  cells: Cell[],
  mark: DecimalMark,
  group: HeaderGroup | null,
  isKnownName: (text: string) => boolean,
): RowPiece[] {
  if (cells.length === 0) return [{ kind: "other" }];
  cells = moveTrailingComparators(splitDotLeader(withoutBullet(withoutNoteReferences(cells)))).flatMap(splitUnitGluedToRange);
  const merged = mergeSexLabels(cells.map((cell) => tokenizeCell(cell.text, mark)));
  const perCell = cells
    .map((cell, i) => ({ cell, tokens: merged[i] ?? [], role: group ? columnOf(cell, group) : null }))
    .filter((c) => c.tokens.length > 0 && c.role !== "conversion");
  if (perCell.length === 0) return [{ kind: "other" }];
  const all = perCell.flatMap((c) => c.tokens);
  if (isRangeLine(all)) {
    // "30 a 60 ng/mL (grupos de risco)" under "Superior a 20 ng/mL (população geral)": a target for a risk group
    // is not the reference interval of the general population.
    const forRiskGroup = (i: number) => {
      const label = all.slice(i + 1).find((t) => t.kind === "text" || t.kind === "range" || t.kind === "number");
      return label?.kind === "text" && RISK_GROUP.test(label.text);
    };
    const r = all.filter((t, i) => (t.kind === "range" || t.kind === "number") && !forRiskGroup(i));
    return [{ kind: "range", ranges: r.map((t) => (t.kind === "number" ? `${t.comparator ?? ""}${t.text}` : t.text)), printed: r.map((t) => t.printed) }];
  }
  dropRowNumber(perCell);
  dropOcrNoiseBeforeName(perCell, isKnownName);
  const first = perCell[0]!;
  if (first?.tokens[0]?.kind !== "text") return [{ kind: "other" }];
  // A count printed as a range in the next cell ("Pus cells | 10-12 | /HPF") is a value too when the first cell holds
  // none: the first cell is then the whole name ("cells" is no unit there).
  const firstHasValue = first.tokens.some(isValueToken);
  const laterHasValue = perCell
    .slice(1)
    .some((c) => c.tokens.some((t) => isValueToken(t) || (!firstHasValue && t.kind === "range")) || (!firstHasValue && c.role === "result"));
  let name: string;
  const stream: StreamToken[] = [];
  // "WBC : 8,42 10^3/µL | (4,5-11)": name and value in one cell, separated by a colon — the value is the cell's,
  // not the range's in the next cell (which read the range as the result).
  // "Appearance: Cloudy", "Serum beta-hCG: < 2 mIU/mL" too (a word result or a spaced comparator), but never the
  // colon inside a name ("A:G Ratio", "AST:ALT"), and a word after a label that is no test ("Valores de glucemia
  // ayuno: normal") is no result.
  let colonValue = /^(\D[^:：]*?)(?:\s*[:：]\s*(?=[<>≤≥]?\d)|\s*[:：]\s+(?=[<>≤≥]?\s*\d|\S))/u.exec(first.cell.text);
  const afterColon = colonValue ? tokenizeCell(first.cell.text.slice(colonValue[0].length), mark) : null;
  if (colonValue && !afterColon!.some((t) => t.kind === "number") && !(isKnownName(colonValue[1]!) && !/^(?:valores|values|valeurs|werte|valori)\b/iu.test(colonValue[1]!))) colonValue = null;
  if (perCell.length >= 2 && laterHasValue && !colonValue) {
    name = first.cell.text;
  } else if (colonValue && afterColon!.some(isValueToken)) {
    name = colonValue[1]!;
    afterColon!.forEach((token, k) => stream.push({ token, role: first.role, cellStart: k === 0 }));
  } else {
    let i = 0;
    const parts: string[] = [];
    while (i < first.tokens.length && first.tokens[i]!.kind === "text") parts.push(first.tokens[i++]!.printed);
    name = parts.join(" ");
    first.tokens.slice(i).forEach((token, k) => stream.push({ token, role: first.role, cellStart: k === 0 }));
  }
  for (const c of perCell.slice(1)) c.tokens.forEach((token, k) => stream.push({ token, role: c.role, cellStart: k === 0 }));
  dropUnitReadAsWord(name, stream, isKnownName);
  if (!stream.some((s) => isValueToken(s.token) || s.token.kind === "range" || (s.role === "result" && s.token.kind === "text"))) {
    // The heading's own cells: a date printed before it ("23.06.2021 | İdrar analizi (Strip ile)") was dropped above.
    const text = perCell.map((c) => c.cell.text).join(" ");
    // A heading holds no digits, unless it is an analyte's name ("VITAMINA B12", "25-HIDROXIVITAMINA D" over a block).
    const digitsOk = !/\d/.test(text) || isKnownName(cleanName(text));
    // More than six words is a sentence, unless the words name an analyte ("Taxa de filtração glomerular estimada (CKD-EPI 2021)").
    const tooLong = text.split(/\s+/).length > 6 && !isKnownName(cleanName(text));
    return !digitsOk || tooLong ? [{ kind: "other" }] : [{ kind: "heading", text: cleanName(text) }];
  }
  // "VITAMINA D - 25 HIDROXI" over a block: a name with a number inside it, not the value 25 with a "-" flag. A
  // single cell that ends in a word, with no unit or range, and names an analyte as a whole, is a heading.
  const whole = cleanName(cells.map((c) => c.text).join(" "));
  if (perCell.length === 1 && stream.at(-1)?.token.kind === "text" && !stream.some((s) => s.token.kind === "unit" || s.token.kind === "range") && isKnownName(whole)) {
    return [{ kind: "heading", text: whole }];
  }
  if (group) alignValueColumns(stream, group);
  letterFlagsAfterValue(stream);
  return buildRows(name, stream, isKnownName);
}

/**
 * "3,6 B", "118 | Y | mg/dL", "176 | D": a one-letter flag right after the value and last in its cell (bas / bajo /
 * baixo, yüksek / düşük), which a cell alone could not tell from a name's letter ("Vitamin B", "Vitamin D").
 */
function letterFlagsAfterValue(stream: StreamToken[]): void {
  stream.forEach((s, i) => {
    const prev = stream[i - 1];
    const next = stream[i + 1];
    if (s.token.kind === "text" && /^[BYD]$/.test(s.token.text) && prev?.token.kind === "number" && (!next || next.cellStart)) {
      s.token = { kind: "flag", text: normalizeFlag(s.token.text) ?? s.token.text, printed: s.token.printed };
    }
  });
}

/**
 * A cumulative table's result and previous-result columns, by order rather than by position: when a row prints
 * exactly as many plain numbers before its unit and range as the heading has such columns, the n-th number is the
 * n-th column's. On a phone photo the columns drift sideways down the page (perspective), and by position the
 * current result of lower rows fell under a previous date.
 */
function alignValueColumns(stream: StreamToken[], group: HeaderGroup): void {
  const roles = group.columns
    .filter((c) => c.role === "result" || c.role === "previous")
    .sort((a, b) => a.x0 - b.x0)
    .map((c) => c.role);
  if (roles.length < 2 || !roles.includes("result")) return;
  const values: StreamToken[] = [];
  for (const s of stream) {
    if (s.token.kind === "unit" || s.token.kind === "range" || (s.token.kind === "number" && s.token.comparator)) break;
    if (s.token.kind === "number") values.push(s);
  }
  if (values.length !== roles.length) return;
  values.forEach((s, i) => (s.role = roles[i]!));
}

/**
 * A row number printed before the name ("1 白细胞计数 WBC …", or "12" in a cell of its own) is neither a
 * result nor part of the name: drop it when text follows.
 */
function dropRowNumber(perCell: { cell: Cell; tokens: Token[] }[]): void {
  // "31.07.2024 | FOLAT | 5,8 | ng/mL": a national health-record export prints each test's date before its name;
  // the date (and a time under it) is no part of the name.
  while (perCell.length >= 2 && perCell[0]!.tokens.every((t) => t.kind === "text" && DATE_OR_TIME.test(t.text)) && perCell[1]!.tokens[0]?.kind === "text") perCell.shift();
  const lead = perCell[0];
  const dated = lead?.tokens[0]?.kind === "text" ? LEADING_DATE.exec(lead.cell.text) : null;
  if (lead && dated) {
    lead.cell = { ...lead.cell, text: lead.cell.text.slice(dated[0].length) };
    const t0 = lead.tokens[0]!;
    lead.tokens = [{ ...t0, text: t0.text.replace(LEADING_DATE, ""), printed: t0.printed.replace(LEADING_DATE, "") }, ...lead.tokens.slice(1)];
  }
  const first = perCell[0];
  const t = first?.tokens[0];
  if (!first || !t || t.kind !== "number" || t.comparator || t.flag || !/^\d{1,3}\.?$/.test(t.printed)) return;
  if (first.tokens.length > 1 && first.tokens[1]!.kind === "text") {
    first.tokens = first.tokens.slice(1);
    first.cell = { ...first.cell, text: first.cell.text.replace(/^\s*\d{1,3}\.?\s*/, "") };
  } else if (first.tokens.length === 1 && perCell[1]?.tokens[0]?.kind === "text") perCell.shift();
}

/**
 * "82 55 @ / Total Leucocyte Count 12,600 High /cumm": OCR reads the local-script half of a bilingual name as short
 * numbers and symbols. Such a run ahead of a known test's name (with a symbol in it, so a row number alone is
 * left to dropRowNumber) is no result: the row had been dropped, and with it a high white-cell count.
 */
/** A short plain number: a row number, or digits OCR made of a local-script word. */
const isRowNumberLike = (t: Token) => t.kind === "number" && !t.comparator && /^\d{1,3}$/.test(t.printed);

function dropOcrNoiseBeforeName(perCell: { cell: Cell; tokens: Token[] }[], isKnownName: (text: string) => boolean): void {
  const first = perCell[0];
  if (!first) return;
  const tokens = first.tokens;
  let n = 0;
  while (n < tokens.length && n < 3 && isRowNumberLike(tokens[n]!)) n++;
  const text = tokens[n];
  if (n === 0 || text?.kind !== "text" || !/^[^\p{L}\p{N}\s]/u.test(text.printed)) return;
  const name = text.printed.replace(/^[^\p{L}\p{N}]+/u, "");
  if (!name || !isKnownName(name)) return;
  first.tokens = [{ ...text, text: name, printed: name }, ...tokens.slice(n + 1)];
  const at = first.cell.text.indexOf(name);
  if (at >= 0) first.cell = { ...first.cell, text: first.cell.text.slice(at) };
}

const LEADING_DATE = /^\s*\d{1,2}[./-]\d{1,2}[./-]\d{4}(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?\s+(?=\p{L})/u;
const DATE_OR_TIME = /^(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}:\d{2}(?::\d{2})?)(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/;

function newRow(name: string): ParsedRow {
  return { kind: "row", name: cleanName(name), result: "", printedResult: "", ranges: [], printedRanges: [], otherNumbers: [] };
}

/**
 * "0.10 -" then "1.20" in the next cell: a range whose upper bound the text layer put in a cell of its own (the
 * dash ends the first). One range token — alone, "0.10 -" read as a value with a low flag, and a real report's
 * bilirubin came back 0.10 "low" instead of its result.
 */
const LIMIT_WORD = /^(?:(upto|up to|less than|below|under|until|bis|unter|до|menos de|menor que|menor de|menor a|inferior a|até|hasta|jusqu'à|то|max\.?)|(more than|above|over|greater than|über|от|mayor que|mayor de|mayor a|superior a|maior que|min\.?))$/iu;

function joinSplitRanges(stream: StreamToken[]): StreamToken[] {
  const out: StreamToken[] = [];
  for (const [i, s] of stream.entries()) {
    const prev = out.at(-1);
    // "UPTO | 0.50", "Less Than | 1.0": a limit word the text layer put in a cell of its own.
    const limit = prev?.token.kind === "text" ? LIMIT_WORD.exec(prev.token.text.trim()) : null;
    if (limit && s.token.kind === "number" && !s.token.comparator) {
      const comparator = limit[1] ? "<" : ">";
      out[out.length - 1] = { ...prev!, token: { ...s.token, comparator, printed: `${prev!.token.printed} ${s.token.printed}` } };
      continue;
    }
    // "0.62 | - | 1.11": a range whose dash OCR or the text layer set apart from both bounds. Alone, the dash
    // reads as a low flag, and a cystatin C of 1.68 above 0.62–1.11 came back flagged low. Only after the
    // row's result (an earlier number), only low to high, and not before another number (a right-to-left OCR line
    // reads "0 - 12.0 13.1" out of order: no range there).
    const [first, dash] = [out.at(-2), prev];
    if (first?.token.kind === "number" && !first.token.comparator && dash?.token.kind === "flag" && /^[-–]$/.test(dash.token.printed) &&
      s.token.kind === "number" && !s.token.comparator && Number(s.token.text) > Number(first.token.text) &&
      out.slice(0, -2).some((t) => t.token.kind === "number") && stream[i + 1]?.token.kind !== "number") {
      out.splice(-2, 2, { ...first, token: { kind: "range", text: `${first.token.text}-${s.token.text}`, printed: `${first.token.printed} ${dash.token.printed} ${s.token.printed}` } });
      continue;
    }
    if (prev?.token.kind === "range" && /^\d+(?:\.\d+)?-$/.test(prev.token.text) && s.token.kind === "number" && !s.token.comparator && Number(s.token.text) > Number(prev.token.text.slice(0, -1))) {
      out[out.length - 1] = { ...prev, token: { kind: "range", text: `${prev.token.text}${s.token.text}`, printed: `${prev.token.printed} ${s.token.printed}` } };
      continue;
    }
    out.push(s);
  }
  // "13,5 - 17,0 | 13,6 | 13,1 | 12,8 -" (a cumulative row, flag column beside the newest value): an open range
  // as the row's last value token, after its complete reference range, is that value and its minus flag; an
  // open range waiting for its bound on the next line has no reference before it.
  const last = out.findLastIndex((t) => t.token.kind === "number" || t.token.kind === "range");
  const open = out[last];
  if (open?.token.kind === "range" && /^\d+(?:\.\d+)?-$/.test(open.token.text) &&
    out.slice(0, last).some((t) => (t.token.kind === "range" && !t.token.text.endsWith("-")) || (t.token.kind === "number" && t.token.comparator))) {
    out[last] = { ...open, token: { kind: "number", text: open.token.text.slice(0, -1), printed: open.token.printed, flag: "L" } };
  }
  return out;
}

/** Whether a numeric result lies above a normalised range ("12.0-16.0", "<5", "<=40"); null when either is not numeric. */
function aboveRange(result: string | undefined, range: string): boolean | null {
  const value = Number(result);
  if (!result || !Number.isFinite(value)) return null;
  const upper = /^(?:-?\d+(?:\.\d+)?-|<=?|≤)(\d+(?:\.\d+)?)$/.exec(range.replace(/\s+/g, ""));
  return upper ? value > Number(upper[1]) : null;
}

function buildRows(firstName: string, tokens: StreamToken[], isKnownName: (text: string) => boolean): RowPiece[] {
  const stream = joinSplitRanges(tokens);
  const rows: ParsedRow[] = [];
  let row = newRow(firstName);
  let pendingFlag: string | undefined; // a flag printed before the value ("↑ 52")
  stream.forEach(({ token: t, role, cellStart }, idx) => {
    const rest = stream.slice(idx + 1);
    const before = stream[idx - 1]?.token;
    // A count printed as a range ("1-2 /campo") in a previous visit's column is that visit's result.
    if (role === "previous" && (t.kind === "number" || t.kind === "qualitative" || (t.kind === "range" && /^\d+(?:\.\d+)?-\d+(?:\.\d+)?$/.test(t.text)))) {
      row.previous ??= t.text;
      return;
    }
    // A dash in a previous visit's column is an empty cell there, never this result's flag; a word there
    // ("Lig. turbio") is that visit's result, never part of the test's name.
    if (role === "previous" && t.kind === "flag") return;
    if (role === "previous" && t.kind === "text" && !isKnownName(t.text)) {
      row.previous ??= t.text;
      return;
    }
    if ((role === "range_low" || role === "range_high") && row.result && (t.kind === "number" || t.kind === "range" || t.kind === "qualitative")) {
      // Under a lower- or upper-limit column: one limit of the range (joined in finishRow).
      if (t.kind === "number" && !t.comparator) {
        row.limits = { ...row.limits, [role === "range_low" ? "low" : "high"]: t };
        return;
      }
      row.ranges.push(t.kind === "number" ? `${t.comparator ?? ""}${t.text}` : t.text);
      row.printedRanges.push(t.printed);
      return;
    }
    // "12,0 a 16,0 g/dL | + -", "+ +": after the range, a plus is an end of the lab's indicator ruler ("(-) Indicador
    // (+)") when another sign stands beside it or the result is not above the range; it is no high flag (every row
    // of a Brazilian hemogram came back high, a haemoglobin of 11.3 against 12.0–16.0 among them).
    const rulerMark = (x: StreamToken | undefined) => x !== undefined && /^[+\-–—]$/.test(x.token.printed);
    if (row.ranges.length > 0 && t.printed === "+" && (rulerMark(stream[idx - 1]) || rulerMark(stream[idx + 1]) || aboveRange(row.result, row.ranges[0]!) === false)) return;
    // This number opens a second result column of the same test (the absolute count beside a percentage, the
    // conventional-unit twin of an SI result): the row so far is complete, a new one starts with the number.
    const openSecondColumn = (n: { text: string; printed: string; flag?: string }) => {
      rows.push(row);
      const second = newRow(row.name);
      second.result = n.text;
      second.printedResult = n.printed;
      second.flag = n.flag;
      row = second;
    };
    switch (t.kind) {
      case "number":
        // A bare number with its unit right after it is a value even where the page's columns put it under the
        // range heading ("GLICOSE ……… 102 mg/dL" printed between the result and reference headings of a block).
        if (!row.result && (role !== "range" || (!t.comparator && row.ranges.length === 0 && unitFollows(rest)))) {
          if (row.ranges.length > 0 && !t.comparator) row.resultAfterRange = true;
          row.result = `${t.comparator ?? ""}${t.text}`;
          row.printedResult = t.printed;
          row.flag ??= t.flag ?? pendingFlag;
        } else if (row.result && row.unit && !t.comparator && unitFollows(rest) && (row.ranges.length > 0 || (row.unit === "%" && rest[0]?.token.text !== "%"))) {
          // A second result column after a complete result (absolute count beside a percentage, or the
          // conventional-unit twin of an SI result), with its own unit and range. A percentage whose lab prints
          // no range for it ("58 % | 3.944 /mm³ | 1.600 a 7.700") is complete at its unit.
          openSecondColumn(t);
        } else if (row.result && row.ranges.length > 0 && !t.comparator && rangeComplete(row.ranges) && !row.rangeClosed && ownRangeFollows(rest)) {
          // "Neutrophiles 71 H 30 - 60 | 9656 /mm³ 1 500 - 8 000", "Monocytes 6 % 2-8 | 816 200 - 1 000": after a
          // complete range, a number with a range of its own (its unit between them, or lost by OCR) is the second
          // result column (the absolute count beside the percentage), never a previous result whose range joined
          // this one's (the count's range had been read as a second band of the percentage's).
          openSecondColumn(t);
        } else if (row.result && row.ranges.length > 0 && !t.comparator && rangeComplete(row.ranges)) {
          // A bare number after a complete range is not part of it: a previous-results column.
          row.otherNumbers.push(t.text);
          row.previous ??= t.text;
          row.rangeClosed = true;
        } else if (t.comparator && row.rangeClosed) {
          // "0,071 H | < 0,060 | 7,1 | < 6,0 %": a cut-off after the other column's value is that value's range
          // (the conventional-unit restatement, a previous result's), not a second part of this one's.
          return;
        } else if (t.comparator || role === "range") {
          row.ranges.push(`${t.comparator ?? ""}${t.text}`);
          row.printedRanges.push(t.printed);
        } else if (row.unit && (cellStart || row.ranges.length > 0) && unitFollows(rest)) {
          // A second result column (absolute count beside a percentage), with its own unit and range.
          openSecondColumn(t);
        } else {
          if (row.otherNumbers.length === 0 && row.ranges.length === 0) row.secondBeforeRange = true;
          row.otherNumbers.push(t.text);
          // A number after the result that is not a range: a previous-results column (no heading said so).
          row.previous ??= t.text;
        }
        return;
      case "qualitative":
        // "肝功能 + 肾功能 + 血脂": a plus between panel names joins them; it is no result.
        if (!row.result && t.printed === "+" && rest[0]?.token.kind === "text" && /\p{L}{2}/u.test(rest[0].token.text) && (rest[1]?.token.printed === "+" || !rest.some((r) => isValueToken(r.token)))) return;
        if (row.result && !row.flag && /^\+{1,2}$/.test(t.printed) && !/^(?:[1-4]?\+{1,4}|\+-|±)$/.test(row.result)) {
          // "11,8 | + | Tsd./µl", "reichlich +": a plus after a result (a number or a word, not itself a
          // grade) is the lab's high flag, not a qualitative range.
          row.flag = t.printed === "++" ? "HH" : "H";
          return;
        }
        // "Negativo" under the reference heading of a cumulative table, the visits' words after it: the reference.
        if (!row.result && role === "range" && rest.some((r) => (r.role === "result" || r.role === "previous") && isValueToken(r.token))) {
          row.ranges.push(t.text);
          row.printedRanges.push(t.printed);
          return;
        }
        // "Nitrit | Pozitif | Pozitif | Negatif", "Lökosit esteraz | 2+ | Pozitif | Negatif": the lab's positive
        // verdict printed after a result that is not negative, the reference after it. The verdict is the lab's flag,
        // never the reference: read as the reference, "Pozitif" had made a positive nitrite, leukocyte esterase and
        // HBs antigen normal. (A previous visit's positive result in that place would mark a row whose own result is
        // positive against a negative reference: abnormal either way.)
        const verdict = row.result && row.ranges.length === 0 && role !== "range" && readQualitative(t.text)?.finding === "positive";
        const resultFinding = readQualitative(row.result)?.finding;
        if (verdict && resultFinding !== "negative" && resultFinding !== "normal" && rest.some((r) => r.cellStart && r.token.kind === "qualitative")) {
          row.flag ??= "*";
          return;
        }
        if (!row.result) {
          row.result = t.text;
          row.printedResult = t.printed;
        } else if (row.ranges.length === 0) {
          row.ranges.push(t.text);
          row.printedRanges.push(t.printed);
        }
        return;
      case "range":
        if (!row.result && t.text.endsWith("-")) {
          // "9 -": a value with a minus flag, not an open range
          row.result = t.text.slice(0, -1);
          row.printedResult = t.printed;
          row.flag ??= "L";
          return;
        }
        // Urine sediment prints counts as ranges ("0-2 /HPF"); a range is the result when another follows.
        if (!row.result && (role === "result" || (role !== "range" && rest.some((s) => s.token.kind === "range")))) {
          row.result = t.text;
          row.printedResult = t.printed;
        } else if (row.result && row.rangeClosed && role !== "range") {
          // A range after the other column's value ("4,61 | < 5,20 | 178 | 65-108 mg/dL") is that value's.
          return;
        } else {
          row.ranges.push(t.text);
          row.printedRanges.push(t.printed);
        }
        return;
      case "unit":
        if (row.ranges.length > 0 && (before?.kind === "range" || (before?.kind === "number" && row.ranges.at(-1)?.endsWith(before.text)))) {
          (row.rangeUnits ??= [])[row.ranges.length - 1] = t.text;
        }
        row.unit ??= t.text;
        return;
      case "flag":
        // "140 | 141 | 133 | — | 139 | 136 a 145" (a cumulative row, newest first): a dash between two earlier visits'
        // values is an empty cell, never the result's flag (a sodium of 140 had come back flagged low).
        if (/^[-–—]$/.test(t.printed) && stream.slice(0, idx).filter((s) => s.token.kind === "number").length >= 2 && rest[0]?.token.kind === "number") return;
        // "潛血OB | (+) | * | (-)": a grade in brackets with no value before it is the result, not a flag.
        if (!row.result && /^\((?:\+{1,4}|\+-|±)\)$/.test(t.printed)) {
          row.result = t.printed;
          row.printedResult = t.printed;
          return;
        }
        // A dash after the unit or in the range column ("13.5 | g/dL | - - --") marks an empty cell, not a low
        // flag: real reports came back "low" on every row of a table whose range column printed dashes.
        if (row.result && /^[-–—]+$/.test(t.printed) && (row.unit !== undefined || role === "range" || row.ranges.length > 0)) return;
        // A word result ("Non reactive | -") has no low side: the dash is an empty range cell.
        if (row.result && /^[-–—]+$/.test(t.printed) && !/\d/.test(row.result)) return;
        if (!row.result && role === "result" && !rest.some((r) => isValueToken(r.token))) {
          row.result = t.printed === "-" ? "negative" : t.printed;
          row.printedResult = t.printed;
        } else if (row.result) row.flag ??= t.text;
        else pendingFlag = t.text;
        return;
      case "text":
        // "(-)" after a bracketed result is its printed reference; as the first value, the result.
        if (/^\(-\)$/.test(t.printed)) {
          if (!row.result) [row.result, row.printedResult] = [t.printed, t.printed];
          else if (row.ranges.length === 0) [row.ranges[0], row.printedRanges[0]] = [t.printed, t.printed];
          return;
        }
        if (cellStart && row.result && role !== "range" && isKnownName(t.text)) {
          rows.push(row);
          row = newRow(t.printed);
        } else if (!row.result && rest.some((r) => isValueToken(r.token))) {
          // A cell between the name and the value: an abbreviation column ("白细胞计数 | WBC | 10.6"), part of the name.
          if (cellStart) row.name = cleanName(`${row.name} ${t.printed}`);
        } else if (!row.result && role === "result" && t.text.length <= 25 && t.text.split(/\s+/).length <= 3) {
          // A short word in the result column ("Reactive"); a phrase there is a comment ("Risk of thrombosis").
          row.result = t.text;
          row.printedResult = t.printed;
        }
        return;
    }
  });
  rows.push(row);
  return splitTwinResults(rows.filter((r) => r.result !== "")).map(finishRow);
}

/** Lowest and highest number of a plain two-sided range ("1560-6450"), or null. */
export function numericRange(text: string | undefined): { min: number; max: number } | null {
  const m = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(text ?? "");
  return m ? { min: Number(m[1]), max: Number(m[2]) } : null;
}

/** A value of the same order of magnitude as a two-sided range (a tenth of its low end up to ten times its top). */
function fitsRange(value: string, range: string | undefined): boolean {
  const b = numericRange(range);
  const v = Number(value);
  return !!b && Number.isFinite(v) && v >= b.min / 10 && v <= b.max * 10;
}

/**
 * A row that prints two results side by side — a differential count's percentage and absolute count, each with
 * its own range and unit ("Neutrófilos | 77,7 | 7.366 | 40,0 a 80,0 % | 1.800 a 7.800 /µL"), or the twin already
 * split at the second value's unit ("70,7 % | 3.790 /mm³ | 40-70 % | 1.560-6.450 /mm³") — gets one range per
 * result, matched by the unit printed after each range, else in order. Before this, both ranges were joined onto
 * one result and the other result was lost or judged on a range of the wrong unit. A percentage column that only
 * prints the total ("Leucócitos | 100 | 9.480 | 100 % | 4.000 a 10.000 /µL") is no result.
 */
function splitTwinResults(rows: ParsedRow[]): ParsedRow[] {
  const out: ParsedRow[] = [];
  for (const r of rows) {
    const prev = out.at(-1);
    const units = r.rangeUnits ?? [];
    if (prev && prev.ranges.length === 0 && r.ranges.length === 2 && numericRange(r.ranges[0]) && numericRange(r.ranges[1])) {
      // The twin was split at its unit and both ranges landed on the second result.
      // Which range is the second result's: the one printed with its unit, else the one not printed with the first
      // result's unit, else the second (ranges follow the values' order).
      const mine = units.findIndex((u) => u !== undefined && u === r.unit);
      const k = mine >= 0 ? mine : units[0] !== undefined && units[0] === prev.unit ? 1 : units[1] !== undefined && units[1] === prev.unit ? 0 : 1;
      if (fitsRange(r.result, r.ranges[k]) && fitsRange(prev.result, r.ranges[1 - k])) {
        out[out.length - 1] = { ...prev, ranges: [r.ranges[1 - k]!], printedRanges: [r.printedRanges[1 - k] ?? r.ranges[1 - k]!] };
        out.push({ ...r, ranges: [r.ranges[k]!], printedRanges: [r.printedRanges[k] ?? r.ranges[k]!], rangeUnits: undefined });
        continue;
      }
    }
    const second = r.otherNumbers[0];
    if (second !== undefined && /^\d/.test(r.result) && units.length > 0) {
      const lastUnit = units[r.ranges.length - 1];
      if (r.ranges.length === 2 && numericRange(r.ranges[0]) && lastUnit && lastUnit !== r.unit && fitsRange(r.result, r.ranges[0]) && fitsRange(second, r.ranges[1])) {
        const first: ParsedRow = { ...r, ranges: [r.ranges[0]!], printedRanges: [r.printedRanges[0] ?? r.ranges[0]!], otherNumbers: [], previous: undefined, rangeUnits: undefined };
        const twin: ParsedRow = { ...newRow(r.name), result: second, printedResult: second, unit: lastUnit, ranges: [r.ranges[1]!], printedRanges: [r.printedRanges[1] ?? r.ranges[1]!] };
        out.push(first, twin);
        continue;
      }
      if (r.ranges.length === 1 && lastUnit && lastUnit !== r.unit && r.unit === "%" && Number(r.result) === 100 && fitsRange(second, r.ranges[0])) {
        out.push({ ...newRow(r.name), result: second, printedResult: second, unit: lastUnit, ranges: r.ranges, printedRanges: r.printedRanges });
        continue;
      }
    }
    const b = numericRange(r.ranges[0]);
    const inside = (v: string) => b !== null && Number(v) >= b.min && Number(v) <= b.max;
    const rangeIsSecond = second !== undefined && (!fitsRange(r.result, r.ranges[0]) ? fitsRange(second, r.ranges[0]) : r.unit === "%" && !inside(r.result) && inside(second));
    if (second !== undefined && r.secondBeforeRange && /^\d/.test(r.result) && r.ranges.length === 1 && b && rangeIsSecond) {
      // "Neutrófilos 70.7 % = 3.790 x10^9/L 1.560-6.450" (the "=" and the unit lost by OCR): the only range fits the
      // second number, not the first — the percentage has no printed range and the absolute count has this one.
      // Judged on it, the percentage came back "high" on every row.
      out.push({ ...r, ranges: [], printedRanges: [], otherNumbers: r.otherNumbers.slice(1), previous: undefined, rangeUnits: undefined });
      out.push({ ...newRow(r.name), result: second, printedResult: second, ranges: r.ranges, printedRanges: r.printedRanges, absoluteTwin: true });
      continue;
    }
    out.push(r);
  }
  return out;
}

/** A range list that already holds a whole range ("3.9-10.2", "<5.0", "M: 13-17"), not an open "80-". */
function rangeComplete(ranges: string[]): boolean {
  const last = ranges[ranges.length - 1] ?? "";
  return /\d\s*-\s*\d|^[<>≤≥]|[<>≤≥]=?\s*\d/.test(last);
}

/** True when a complete range of its own follows (flags and a unit may come first): "9656 /mm³ 1500 - 8000". */
function ownRangeFollows(rest: StreamToken[]): boolean {
  let i = 0;
  while (rest[i]?.token.kind === "flag") i++;
  if (rest[i]?.token.kind === "unit") i++;
  const t = rest[i]?.token;
  return t !== undefined && ((t.kind === "range" && /\d\s*-\s*\d/.test(t.text)) || (t.kind === "number" && t.comparator !== undefined));
}

/** True when the next token (a flag may come first) is a unit: the number before it opens a result column. */
function unitFollows(rest: StreamToken[]): boolean {
  const next = rest.find((s) => s.token.kind !== "flag");
  return next?.token.kind === "unit";
}

function finishRow(r: ParsedRow): ParsedRow {
  // Limits printed in their own columns: both → "low-high"; only the upper → "<high"; only the lower → ">low".
  if (r.limits && r.ranges.length === 0) {
    const { low, high } = r.limits;
    const text = low && high ? `${low.text}-${high.text}` : high ? `<${high.text}` : `>${low!.text}`;
    const printed = low && high ? `${low.printed} - ${high.printed}` : high ? `≤ ${high.printed}` : `≥ ${low!.printed}`;
    r = { ...r, ranges: [text], printedRanges: [printed] };
  }
  // A range printed as two bare numbers after the result and its unit, without a dash ("Kreatinin 86 µmol/L 64
  // 104", Synlab; a text layer that lost the dash, "FERRITINA 405 ng/mL 12,80 454"): the low and the high end,
  // when they run low to high and the result lies near them. A lab prints previous results under a dated heading
  // (those never reach otherNumbers), so two bare numbers here are the reference interval.
  if (r.ranges.length === 0 && r.unit && r.otherNumbers.length >= 2 && /^\d/.test(r.result)) {
    const [a, b] = r.otherNumbers.map(Number);
    const v = Number(r.result);
    if (a !== undefined && b !== undefined && Number.isFinite(v) && a < b && v >= a / 10 && v <= b * 10) {
      const [low, high, ...rest] = r.otherNumbers;
      r = { ...r, ranges: [`${low}-${high}`], printedRanges: [`${low} ${high}`], otherNumbers: rest, previous: rest[0] };
    }
  }
  // A range printed as two cells under the range heading ("4,4 | 11,3", Synlab): low and high ends.
  const [lo, hi] = r.ranges;
  if (r.ranges.length === 2 && /^\d+(?:\.\d+)?$/.test(lo!) && /^\d+(?:\.\d+)?$/.test(hi!) && Number(lo) < Number(hi)) {
    r = { ...r, ranges: [`${lo}-${hi}`] };
  }
  if (!r.unit) {
    const inName = unitInName(r.name);
    if (inName) return { ...r, name: inName.name, unit: inName.unit };
  }
  return r;
}
