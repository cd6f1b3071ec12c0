// Recognises a table's column-heading row and turns it into column spans. A heading row is what tells a
// "previous result" column from the current one, and repeated headings (Test Result Unit | Test Result Unit)
// reveal two tables printed side by side.

import { cellSlice } from "../rebuild-rows";
import type { Cell } from "../types";
import { looksLikeUnit, normalizeUnit } from "./units";
import { HEADER_WORDS, type ColumnRole } from "./vocabulary";

export interface Column {
  role: ColumnRole;
  x0: number;
  x1: number;
  /** The unit the heading gives the column's values ("결과(%)", a heading that is only "%" or "/mm³"). */
  unit?: string;
}

/** One table's columns; side-by-side tables give several groups, each starting at `start` (x). */
export interface HeaderGroup {
  start: number;
  columns: Column[];
}

export interface HeaderLayout {
  groups: HeaderGroup[];
  /**
   * The heading row starts with the result column and names no test column ("RESULTADO | VALORES DE REFERÊNCIA"
   * under a block's heading): value lines under it have no name of their own.
   */
  nameless?: boolean;
  /**
   * The test column is headed by a title, not by a heading word ("Fórmula blanca | Absolutos | Ref. | Relativos |
   * Ref."): under a table's own heading row this is a sub-table's heading, in force for that sub-table only.
   */
  titled?: boolean;
}

const ROLES = Object.keys(HEADER_WORDS) as ColumnRole[];

/** Without marks: text layers drop Thai tone marks ("หนวย" for "หน่วย") and OCR drops accents ("reference"). */
const unmarked = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
const UNMARKED_WORDS = Object.fromEntries(ROLES.map((role) => [role, HEADER_WORDS[role].map(unmarked)])) as Record<ColumnRole, string[]>;

/** A space between two letters of a script written without spaces (Thai, Chinese, Japanese). */
const SPACELESS = String.raw`[\p{Script=Thai}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{M}]`;
const SPACE_IN_SPACELESS_SCRIPT = new RegExp(`(?<=${SPACELESS}) (?=${SPACELESS})`, "gu");
const SPACELESS_LETTER = /[\p{Script=Thai}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The role a heading cell names, by the longest heading word it equals or starts with. */
export function headerRoleOf(text: string): ColumnRole | null {
  const t = text
    .toLowerCase()
    .replace(/\d{1,4}[./-]\d{1,2}[./-]\d{1,4}/g, "") // "Previous 02/10/2024"
    .replace(/[:*]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!t || t.length > 40 || /\d{2,}/.test(t)) return null;
  // Thai and CJK write a heading word without spaces; the spaces OCR puts between their letters ("ผล ตรวจ") are no
  // word breaks.
  const joined = SPACELESS_LETTER.test(t) ? t.replace(SPACE_IN_SPACELESS_SCRIPT, "") : t;
  if (joined !== t) return headerRoleOf(joined);
  let best: { role: ColumnRole; len: number } | null = null;
  for (const [words, text] of [[HEADER_WORDS, t], [UNMARKED_WORDS, unmarked(t)]] as const) {
    if (best) break;
    for (const role of ROLES) {
      for (const w of words[role]) {
        const hit = text === w || text.startsWith(`${w} `) || text.startsWith(`${w}(`) || text.startsWith(`${w}/`) || text.startsWith(`${w}.`);
        if (hit && (!best || w.length > best.len)) best = { role, len: w.length };
      }
    }
  }
  if (!best && / \/ /.test(t)) {
    // A bilingual heading ("Нәтиже / Результат", "Test / الفحص"): either language names the column.
    for (const part of t.split(/\s+\/\s+/)) {
      const role = part !== t ? headerRoleOf(part) : null;
      if (role) return role;
    }
  }
  // "Observed Value", "Patient Result", "Obtained Value": a qualifier we do not list before the result word still
  // names the result column (a known qualifier — "Normal values", "Previous result" — matched above first).
  if (!best && /^\p{L}[\p{L}.]* (?:value|values|result|results)$/u.test(t)) return "result";
  // "Interval biologic de referință", "Intervalo de referencia biológico": a heading we do not list that says
  // "reference" is the reference column.
  if (!best && /^\p{L}/u.test(t) && /(?:^|\s)(?:referin[țţt]|referenc|referên|référen|referen[tz]|riferiment|referans|референ)/u.test(t)) return "range";
  return best?.role ?? null;
}

/**
 * Returns the column layout when the cells form a heading row: at least two cells name columns, one of them a
 * result, unit or range column, and nothing in the row is a number. Otherwise null.
 */
export function detectHeader(rawCells: Cell[]): HeaderLayout | null {
  const cells = splitJoinedHeadings(joinHeadingWords(splitDateCells(rawCells)));
  // A heading names no numbers; a column's date is no number ("Forrige (11.05.2026)": the previous result's column).
  const datedHeading = (t: string) => isColumnDate(/\(([^()]+)\)\s*$/.exec(t)?.[1] ?? "");
  if (cells.length < 2 || cells.some((c) => !columnDateOf(c.text) && !datedHeading(c.text) && /\d+[.,]\d+/.test(c.text))) return null;
  // "Sifariş №: XD-26-30917 | Nümunə 14.11.2026 08:40 | Nəticə: 15.11.2026": labels with their values after a colon
  // are the report's particulars, not column headings. Taken for a heading (a result word and two dates), that line
  // later stood in for the real heading under it, and every value of an Azerbaijani report fell in a wrong column.
  const labelled = (c: Cell, i: number) => /\p{L}[.№]?\s*[:：]\s*\S*\d/u.test(c.text) || (/[:：]\s*$/.test(c.text) && /\d/.test(cells[i + 1]?.text ?? ""));
  if (cells.some(labelled)) return null;
  const columns: Column[] = [];
  let unknown = 0;
  let titled = false;
  const dated: { column: Column; key: number }[] = [];
  const roleOf = (c: Cell) => (columnDateOf(c.text) ? "previous" : headerRoleOf(c.text));
  let nameHeading: string | null = null;
  cells.forEach((c, i) => {
    const date = columnDateOf(c.text);
    let role = roleOf(c);
    // A heading word we do not know, right before a result column, names the tests when it opens the row or a
    // repeated group ("Preiskava | Rezultat | Enota | … | Preiskava | Rezultat …": two tables side by side).
    const next = cells[i + 1];
    if (!role && next && roleOf(next) === "result" && /^\p{L}[\p{L}\p{M} .'-]{2,30}$/u.test(c.text.trim())) {
      const opensGroup = i === 0 || columns.some((col) => col.role === "result");
      if (opensGroup) role = "name";
      if (opensGroup && i === 0) titled = true;
    }
    // OCR that cut the repeated test heading short ("Preiskava … | Preisk | I | Enota"): a word that begins like this
    // row's own test heading opens a second table beside the first, whatever OCR made of the cells after it.
    if (!role && columns.some((col) => col.role === "result") && sameHeadingWord(c.text, nameHeading)) role = "name";
    const column: Column | null = role ? { role, x0: c.box.x, x1: c.box.x + c.box.width } : null;
    if (role === "name" && nameHeading === null) nameHeading = c.text;
    const headingUnit = /\(([^()]{1,10})\)\s*$/.exec(c.text)?.[1];
    if (column && role === "result" && headingUnit && looksLikeUnit(headingUnit)) column.unit = normalizeUnit(headingUnit);
    if (column) columns.push(column);
    else unknown++;
    if (column && date) dated.push({ column, key: 0 });
  });
  // "LEUCOGRAMA | % | /mm³ | Valores de referência": headings that are only units name the result columns (the
  // percentage and the absolute count) when no heading names a result.
  if (!columns.some((c) => c.role === "result")) {
    // Only a percentage or a count per volume: "H/L" over a flag column reads like hours per litre.
    const countOrPercent = /^%$|^\/|10\^|10[³⁶⁹]|mm[³3?]$|[µu]l$|^[GT]\/L$/i;
    const headingUnits = cells.filter((c) => !roleOf(c) && c.text.trim().length <= 8 && looksLikeUnit(c.text.trim()) && countOrPercent.test(c.text.trim()));
    // OCR reads a heading's lone "%" as "Yo" or "%o": beside another count heading ("Yo | /mm?") it is the percentage.
    const misreadPercent = (c: Cell) => headingUnits.length >= 1 && !roleOf(c) && /^(?:yo|%o|o\/o)$/i.test(c.text.trim());
    const unitCells = cells.filter((c) => headingUnits.includes(c) || misreadPercent(c));
    // A line of nothing but such units ("% | /mm3" over a white-cell count whose rows print both): the result
    // columns, and the tests' names left of them.
    const unitsOnly = unitCells.length >= 2 && unitCells.length === cells.length && columns.length === 0;
    if (unitsOnly) columns.push({ role: "name", x0: 0, x1: Math.max(0, Math.min(...unitCells.map((c) => c.box.x)) - 2 * Math.max(...unitCells.map((c) => c.box.height), 1)) });
    // "单位 | x10^9/L" under a result card is a labelled unit, not a heading over a count column.
    const labelledUnit = cells.length === 2 && columns.length === 1 && columns[0]!.role === "unit";
    if (unitCells.length >= 1 && columns.length >= 1 && !labelledUnit) {
      for (const c of unitCells) columns.push({ role: "result", x0: c.box.x, x1: c.box.x + c.box.width, unit: normalizeUnit(misreadPercent(c) ? "%" : c.text) });
      columns.sort((a, b) => a.x0 - b.x0);
      unknown -= unitCells.length;
      const first = cells[0];
      if (first && !roleOf(first) && !unitCells.includes(first) && /^\p{L}[\p{L}\p{M} .'-]{2,30}$/u.test(first.text.trim()) && !columns.some((c) => c.role === "name")) {
        columns.unshift({ role: "name", x0: first.box.x, x1: first.box.x + first.box.width });
        unknown--;
      }
    }
  }
  // Dates alone do not make a table heading ("Collected: | 21/10/2026 | Reported: | 22/10/2026" is metadata): a
  // dated heading also names another column (test, unit, reference).
  if (dated.length > 0 && !columns.some((c) => !dated.some((d) => d.column === c))) return null;
  if (dated.length > 0) {
    // A cumulative report heads its result columns with the collection dates ("03/05/26 | 12/08/26 | 21/10/26"):
    // the latest date is the current result, the others are previous results — wherever they are printed. A
    // heading that also names a result column leaves every dated column a previous one.
    const dates = cells.map((c) => columnDateOf(c.text)).filter((d): d is DateParts => d !== null);
    const monthFirst = dates.some((d) => d.b > 12) && !dates.some((d) => d.a > 12);
    let i = 0;
    for (const c of cells) {
      const d = columnDateOf(c.text);
      if (!d) continue;
      const [day, month] = d.iso ? [d.b, d.a] : monthFirst ? [d.b, d.a] : [d.a, d.b];
      dated[i++]!.key = d.year * 10000 + month * 100 + day;
    }
    if (!columns.some((c) => c.role === "result")) {
      const latest = dated.reduce((best, d) => (d.key > best.key ? d : best));
      latest.column.role = "result";
    }
  }
  const roles = new Set(columns.map((c) => c.role));
  const core = roles.has("result") || roles.has("unit") || roles.has("range") || roles.has("range_high");
  // A lone "от"/"min" is no heading; the lower limit comes with the upper one.
  if (roles.has("range_low") !== roles.has("range_high")) return null;
  if (columns.length < 2 || roles.size < 2 || !core || unknown > columns.length) return null;
  // Headings over the reference and history columns only ("Valeurs de référence | antériorités", the result column
  // unlabelled): positions cannot tell the result from the range, so the row is read by its tokens instead.
  if (!roles.has("result") && !roles.has("name")) return null;
  // A role seen again starts a new table (side by side); the first role of the row marks each start.
  const groups: HeaderGroup[] = [];
  let current: Column[] = [];
  for (const col of columns) {
    // Several previous-result columns (a cumulative report) are one table.
    if (col.role !== "previous" && current.some((c) => c.role === col.role)) {
      groups.push({ start: current[0]?.x0 ?? 0, columns: current });
      current = [];
    }
    current.push(col);
  }
  groups.push({ start: current[0]?.x0 ?? 0, columns: current });
  // A repeat without a name column of its own is a second result column of the same table ("Resultado | Unidad |
  // Referencia | Absoluto | Unidad | Referencia", "SI UNITS | REFERENCE | CONVENTIONAL | REFERENCE"), not a
  // second table: its columns stay with the table to its left.
  const merged: HeaderGroup[] = [];
  for (const g of groups) {
    const last = merged[merged.length - 1];
    if (last && !g.columns.some((c) => c.role === "name")) merged[merged.length - 1] = { ...last, columns: [...last.columns, ...g.columns] };
    else merged.push(g);
  }
  if (merged.length > 1) merged[0] = { ...merged[0]!, start: -Infinity };
  const nameless = !roles.has("name") && columns[0]?.role === "result" && columns[0].x0 === cells[0]?.box.x;
  return { groups: merged, ...(nameless ? { nameless } : {}), ...(titled ? { titled } : {}) };
}

/** True when an unknown heading cell is the test heading printed again, cut short by OCR ("Preisk" for "Preiskava"). */
function sameHeadingWord(text: string, heading: string | null): boolean {
  if (heading === null) return false;
  const a = unmarked(text.trim().toLowerCase());
  const b = unmarked(heading.trim().toLowerCase());
  return a.length >= 4 && /^\p{L}+$/u.test(a) && b.startsWith(a);
}

/** Splits a data row's cells between side-by-side tables (cells left of a group's start belong before it). */
export function splitByGroups(cells: Cell[], layout: HeaderLayout): { group: HeaderGroup; cells: Cell[] }[] {
  if (layout.groups.length === 1) return [{ group: layout.groups[0]!, cells }];
  // A cell belongs to the group its left edge falls in, with a tolerance for ragged left edges: 4 pt, or half the
  // gap between one group's last heading and the next group's first (a CJK name printed 7 pt left of its "检验项目").
  const startOf = (i: number): number => {
    const group = layout.groups[i]!;
    if (i === 0) return -Infinity;
    const gap = group.start - Math.max(...layout.groups[i - 1]!.columns.map((c) => c.x1));
    return group.start - Math.max(4, 0.5 * gap);
  };
  return layout.groups.map((group, i) => {
    const from = startOf(i);
    const to = i + 1 < layout.groups.length ? startOf(i + 1) : Infinity;
    return { group, cells: cells.filter((c) => c.box.x >= from && c.box.x < to) };
  });
}

/** The unit the heading gives the column a cell sits under, when it gives one. */
export function columnUnitOf(cell: Cell, group: HeaderGroup): string | undefined {
  return columnAt(cell, group)?.unit;
}

/** The role of the column a cell sits under: largest horizontal overlap, else nearest centre. */
export function columnOf(cell: Cell, group: HeaderGroup): ColumnRole | null {
  return columnAt(cell, group)?.role ?? null;
}

function columnAt(cell: Cell, group: HeaderGroup): Column | null {
  let best: { column: Column; score: number } | null = null;
  const c0 = cell.box.x;
  const c1 = cell.box.x + cell.box.width;
  // Names are left-aligned and run longer than their heading word: a word cell (no digits) that starts before
  // the next column's heading belongs to the name ("URINES — BANDELETTE URINAIRE" is a heading, not a name with
  // the result "URINAIRE").
  const wordCell = !/\d/.test(cell.text);
  for (const col of group.columns) {
    const next = col.role === "name" && wordCell ? Math.min(...group.columns.filter((o) => o.x0 > col.x0).map((o) => o.x0)) : col.x1;
    const x1 = Number.isFinite(next) && next > col.x1 ? next : col.x1;
    const overlap = Math.min(c1, x1) - Math.max(c0, col.x0);
    const dist = Math.abs((c0 + c1) / 2 - (col.x0 + col.x1) / 2);
    const score = overlap > 0 ? 1e6 + overlap : -dist;
    if (!best || score > best.score) best = { column: col, score };
  }
  return best?.column ?? null;
}

interface DateParts {
  a: number;
  b: number;
  year: number;
  /** yyyy-mm-dd: a is the month, b the day. */
  iso: boolean;
}

/** A heading cell that is a date (a cumulative report's column): dd/mm/yy(yy), mm/dd/yy(yy) or yyyy-mm-dd. */
function dateOf(text: string): DateParts | null {
  // A speck or rule OCR reads beside a heading's date ("_02.09.2026", "19.11.2026|") is no part of it.
  const t = text.trim().replace(/^[_|~'`"]+|[_|~'`"]+$/g, "");
  // Year first: ISO "2026-08-21", and Hungarian, Chinese or Japanese "2026.08.21." / "2026/08/21".
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t) ?? /^(\d{4})[./](\d{1,2})[./](\d{1,2})\.?$/.exec(t);
  // A request number shaped like one ("2231-17-09") is no ISO date: month and year must be possible.
  if (iso && Number(iso[2]) >= 1 && Number(iso[2]) <= 12 && Number(iso[3]) <= 31 && Number(iso[1]) >= 1900 && Number(iso[1]) <= 2100) {
    return { a: Number(iso[2]), b: Number(iso[3]), year: Number(iso[1]), iso: true };
  }
  if (iso) return null;
  const named = /^(\d{1,2})[./ -]?(\p{L}{3,5})\.?[./ -]?(\d{4}|\d{2})$/u.exec(t);
  const month = named ? monthOfName(named[2]!) : 0;
  if (named && month) return { a: Number(named[1]), b: month, year: Number(named[3]) < 100 ? 2000 + Number(named[3]) : Number(named[3]), iso: false };
  // "29.08.2026." with the closing dot Croatian, Bosnian and Serbian dates carry.
  const m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{2}|\d{4})\.?$/.exec(t);
  if (!m) return null;
  const year = Number(m[3]) < 100 ? 2000 + Number(m[3]) : Number(m[3]);
  const a = Number(m[1]);
  const b = Number(m[2]);
  if (a < 1 || b < 1 || a > 31 || b > 31 || (a > 12 && b > 12)) return null;
  return { a, b, year, iso: false };
}

/** Month abbreviations a cumulative heading prints ("17-Sep-2023", "03 out 2023", "12.Okt.2023"): 1–12, or 0. */
const MONTHS: readonly string[][] = [
  ["jan", "ene", "gen", "janv", "jän", "oca"], ["feb", "fev", "fév", "févr", "şub"], ["mar", "mär", "mars"], ["apr", "abr", "avr", "nis"],
  ["may", "mai", "mag", "may"], ["jun", "juin", "giu", "haz"], ["jul", "juil", "lug", "tem"], ["aug", "ago", "août", "aoû", "ağu"],
  ["sep", "sept", "set"], ["oct", "out", "okt", "ott", "eki"], ["nov", "kas"], ["dec", "dez", "dic", "déc", "ara"],
];
function monthOfName(word: string): number {
  const w = word.toLowerCase();
  const i = MONTHS.findIndex((names) => names.includes(w) || names.some((n) => n.length >= 3 && w.startsWith(n) && w.length <= n.length + 2));
  return i + 1;
}

/**
 * The date heading a result column, when the cell is one: a date alone, or a date with the request's number or a
 * short label beside it ("2311090123 09/11/2023", "Case No. 44817 21/10/26"), as cumulative reports head their columns.
 */
function columnDateOf(text: string): DateParts | null {
  const whole = dateOf(text);
  if (whole) return whole;
  const words = text.trim().split(/\s+/);
  const dates = words.map(dateOf);
  if (words.length > 4 || dates.filter(Boolean).length !== 1) return null;
  const rest = words.filter((_, i) => !dates[i]);
  // Besides the request number or a label, the time of collection ("17-Sep-2023 18:52").
  return rest.every((w) => /^(?:[#:№.]+|\d{3,}|\d{2,4}(?:-\d{2,4}){1,3}|case|no\.?|lab|id|sample|order|\d{1,2}:\d{2}(?::\d{2})?|[ap]\.?m\.?)[:.]?$/i.test(w)) ? dates.find(Boolean)! : null;
}

/** True when a heading cell is a date (a previous-results column's), also in brackets ("(2026.08.21.)"). */
export function isColumnDate(text: string): boolean {
  return columnDateOf(text.trim().replace(/^\((.*)\)$/u, "$1")) !== null;
}

/** A heading cell holding several dates ("12/08/26 21/10/26", printed close together) → one cell per date. */
/**
 * A heading phrase whose words the text layer gave one cell each ("VALORES" "DE" "REFERÊNCIA", widely spaced
 * capitals): neighbouring words close together that name a column as a phrase are one heading cell.
 */
function joinHeadingWords(cells: Cell[]): Cell[] {
  const out: Cell[] = [];
  for (let i = 0; i < cells.length; i++) {
    let joined: Cell | null = null;
    for (let len = Math.min(4, cells.length - i); len >= 2 && !joined; len--) {
      const run = cells.slice(i, i + len);
      const close = run.every((c, k) => k === 0 || c.box.x - (run[k - 1]!.box.x + run[k - 1]!.box.width) < 1.5 * Math.max(c.box.height, 1));
      const text = run.map((c) => c.text.trim()).join(" ");
      // Only words: a date or number is a column of its own ("Референсные значения | 14.05.2026").
      // One word per cell (a layer that spaced the capitals apart); a cell holding a phrase is a heading of its own.
      const words = run.every((c) => !/\s/.test(c.text.trim()));
      if (!close || !words || run.some((c) => /\d/.test(c.text)) || !headerRoleOf(text) || run.every((c) => headerRoleOf(c.text))) continue;
      const x1 = Math.max(...run.map((c) => c.box.x + c.box.width));
      joined = { ...run[0]!, text, box: { ...run[0]!.box, width: x1 - run[0]!.box.x } };
      i += len - 1;
    }
    out.push(joined ?? cells[i]!);
  }
  return out;
}

/**
 * Two headings printed close enough to read as one cell ("Observed Value Unit": a narrow gap in a Type 3 font)
 * are split where both halves name a column; the boxes are shared out by characters. A cell that names a column
 * as a whole ("Reference Range") is left alone.
 */
function splitJoinedHeadings(cells: Cell[]): Cell[] {
  return cells.flatMap((cell) => {
    const text = cell.text.trim();
    const words = text.split(/\s+/);
    if (words.length < 2 || words.length > 6 || headerRoleOf(text)) return [cell];
    for (let k = 1; k < words.length; k++) {
      const left = words.slice(0, k).join(" ");
      const right = words.slice(k).join(" ");
      if (!headerRoleOf(left) || !headerRoleOf(right)) continue;
      return [cellSlice(cell, text, 0, left), cellSlice(cell, text, left.length + 1, right)];
    }
    return [cell];
  });
}

function splitDateCells(cells: Cell[]): Cell[] {
  return cells.flatMap((cell) => {
    const text = cell.text.trim();
    const words = text.split(/\s+/);
    // A cell of dates only is the simplest such cell: one cell per date.
    return words.length < 2 ? [cell] : splitMixedDateCell(cell, text, words);
  });
}

/**
 * OCR runs a cumulative report's headings together ("12032569 18/08/2569 ผล ตรวจ 23/11/2569 หน่วย" on a Thai
 * phone photo): when a cell holds two dates or more among heading words, each date becomes a cell of its own, a
 * date right after the result heading stays with it ("ผลตรวจ 23/11/2569": the current column), and the words
 * between dates are cells. Eight digits between two such dates are a date whose slashes OCR lost ("12032569").
 * Without this the heading was not recognised and a Thai photo's oldest results came back as the current ones.
 */
function splitMixedDateCell(cell: Cell, text: string, words: string[]): Cell[] {
  const asDate = (w: string): string | null => {
    if (dateOf(w)) return w;
    const glued = /^(\d{2})(\d{2})(\d{4})$/.exec(w);
    const slashed = glued ? `${glued[1]}/${glued[2]}/${glued[3]}` : null;
    return slashed && dateOf(slashed) ? slashed : null;
  };
  const dates = words.map(asDate);
  if (dates.filter((d, i) => d && d === words[i]).length < 1 || dates.filter(Boolean).length < 2) return [cell];
  const out: Cell[] = [];
  let offset = 0;
  let run: { start: number; end: number } | null = null;
  const flushRun = () => {
    if (run) out.push(cellSlice(cell, text, run.start, text.slice(run.start, run.end)));
    run = null;
  };
  words.forEach((w, i) => {
    const start = text.indexOf(w, offset);
    offset = start + w.length;
    const date = dates[i];
    if (!date) {
      run = run ? { start: run.start, end: offset } : { start, end: offset };
      return;
    }
    const open = run as { start: number; end: number } | null;
    if (open && headerRoleOf(text.slice(open.start, open.end)) === "result") {
      out.push({ ...cellSlice(cell, text, open.start, text.slice(open.start, offset)), text: `${text.slice(open.start, open.end)} ${date}` });
      run = null;
      return;
    }
    flushRun();
    out.push({ ...cellSlice(cell, text, start, w), text: date });
  });
  flushRun();
  return out;
}
