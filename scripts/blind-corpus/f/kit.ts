/**
 * Drawing kit of blind corpus part F, on top of the positioned-text model of part A (`../a/model.ts`) and the
 * colour items of part D (`../d/kit.ts`). Part F draws the layouts the brief names as hard:
 * - `grid`: a column table whose columns come in ANY order (range before the value, previous results left of
 *   the newest one, a percentage and an absolute count on one row, two-line column headings such as a
 *   request number above a date), with a flag column, a flag after the value, bold-only or red-only marks;
 * - `kvRows`: key–value lines (`Hemoglobin : 13.5 g/dL`), the colon printed close to the value;
 * - `block`: one analyte per block with a reference text block (population, age or sex bands).
 * Every printed result records its truth the moment it is drawn; rows printed like results that are not
 * (prothrombin control, ISI, ratio, a differential's 100 % total) are recorded as not_results.
 */
import { type Item, type TruthParam } from '../a/model';
import { ctext, type Report } from '../d/kit';

export { box, ctext, kv, lines, notResultLines, type Report, running } from '../d/kit';
export { meta, newReport } from '../d/doc';

export interface Row {
  k: 'r';
  id: string;
  name: string;
  /** value as printed */
  value: string;
  unit: string;
  /** range as printed; "\n" stacks it on two lines */
  range: string;
  /** the lab's flag (printed only in the column / suffix modes; in bold / red modes it marks the row) */
  flag: string | null;
  rangeN?: string;
  valueN?: string;
  abnormal?: boolean;
  /** previous results, one per previous-result column */
  prev?: string[];
  /** a second result on the same line (the absolute count beside a percentage) */
  pair?: Row;
  /** how the truth range was chosen (population / age / sex bands) */
  note?: string;
  /** printed like a result but not one (prothrombin control, ISI, ratio) */
  nr?: boolean;
  /** lines of a banded range cell that are interpretive categories, not the reference (listed as not_results) */
  nrBands?: string[];
}
export type Entry = Row | { k: 'sec'; t: string } | { k: 'note'; t: string; nr: boolean; name?: string } | { k: 'pb' };

export const res = (id: string, name: string, value: string, unit: string, range: string, flag: string | null = null, more: Partial<Row> = {}): Row => ({
  k: 'r', id, name, value, unit, range, flag, ...more,
});
/** A row printed like a result that is not one (control time, ISI, ratio, a 100 % total). */
export const nrRow = (name: string, value: string, unit = '', range = '', more: Partial<Row> = {}): Row => ({
  k: 'r', id: '', name, value, unit, range, flag: null, nr: true, ...more,
});
export const sec = (t: string): Entry => ({ k: 'sec', t });
/** A line between rows; `nr` lists it as a printed string that is not a result (with `name` as its label). */
export const note = (t: string, nr = false, name?: string): Entry => ({ k: 'note', t, nr, name });
export const pb: Entry = { k: 'pb' };

/** A not_result entry: a bare string, or the printed label with the whole printed text. */
export function notRes(r: Report, text: string, name?: string): void {
  if (name) (r.notResults as unknown[]).push({ name, text });
  else r.notResults.push(text);
}

/** How the lab marks an out-of-range value. */
export type Mark = 'column' | 'suffix-space' | 'bold' | 'red';

/** Truth of a printed row (not of an `nr` row). */
export function record(r: Report, e: Row, mark: Mark): TruthParam {
  const printed = mark === 'column' || mark === 'suffix-space' ? e.flag : null;
  const t = r.truth({
    id: e.id, name: e.name, value: e.value, unit: e.unit, range: e.range.replace(/\n/g, ' '), flag: printed,
    rangeN: e.rangeN, valueN: e.valueN, abnormal: e.abnormal ?? e.flag !== null,
  });
  if (e.note) (t as TruthParam & { note?: string }).note = e.note;
  return t;
}

export type ColKey = 'name' | 'value' | 'flag' | 'unit' | 'range' | 'prev' | 'value2' | 'flag2' | 'unit2' | 'range2';
export interface Col {
  key: ColKey;
  x: number;
  align?: 'left' | 'right';
  /** heading; several strings are stacked (request number above its date) */
  label?: string | string[];
  /** index of the previous-result column */
  i?: number;
}
export interface GridCfg {
  cols: Col[];
  mark: Mark;
  size?: number;
  rowH?: number;
  left?: number;
  right?: number;
  /** y past which a new page starts */
  bottom?: number;
  continuation?: (r: Report) => void;
  /** with the flag column: the abnormal value is bold too */
  boldValue?: boolean;
  /** section headings in capitals, underlined */
  secStyle?: 'bold' | 'underline';
}

export function gridHeader(r: Report, c: GridCfg): void {
  const size = c.size ?? 8.5;
  const left = c.left ?? Math.min(...c.cols.map((k) => k.x)) - 3;
  const right = c.right ?? r.w - 36;
  const n = Math.max(...c.cols.map((k) => (Array.isArray(k.label) ? k.label.length : 1)));
  for (let line = 0; line < n; line += 1) {
    for (const col of c.cols) {
      const ls = Array.isArray(col.label) ? col.label : col.label ? [col.label] : [];
      // single headings sit on the last line
      const l = ls.length === n ? ls[line] : line === n - 1 ? ls[0] : undefined;
      if (l) r.text(col.x, l, size, { bold: true, align: col.align ?? 'left' });
    }
    r.nl(size + 2);
  }
  r.nl(1);
  r.rule(left, right);
  r.nl(5);
}

const RED = '#d0021b';

function cell(r: Report, col: Col, text: string, size: number, opts: Partial<Item> & { color?: string } = {}): void {
  if (!text) return;
  const { color, ...rest } = opts;
  if (color) ctext(r, col.x, text, size, color, { align: col.align ?? 'left', ...rest });
  else r.text(col.x, text, size, { align: col.align ?? 'left', ...rest });
}

/** Draws one row at the current y; returns the extra height of a stacked range. */
export function gridRow(r: Report, e: Row, c: GridCfg): number {
  const size = c.size ?? 8.5;
  const abn = (row: Row): boolean => !row.nr && (row.abnormal ?? row.flag !== null);
  if (e.nr) {
    if (e.value) notRes(r, `${e.name} ${e.value}${e.unit ? ` ${e.unit}` : ''}`, e.name);
  } else record(r, e, c.mark);
  for (const b of e.nrBands ?? []) r.notResult(b);
  if (e.pair) {
    if (e.pair.nr) notRes(r, `${e.pair.name} ${e.pair.value} ${e.pair.unit}`.trim(), e.pair.name);
    else record(r, e.pair, c.mark);
  }
  let extra = 0;
  for (const col of c.cols) {
    const row = col.key.endsWith('2') ? e.pair : e;
    if (!row) continue;
    const key = col.key.replace(/2$/, '');
    const a = abn(row);
    if (key === 'name') cell(r, col, row.name, size);
    else if (key === 'value') {
      const v = row.value + (c.mark === 'suffix-space' && row.flag ? ` ${row.flag}` : '');
      if (c.mark === 'red' && a) cell(r, col, v, size, { color: RED, bold: true });
      else cell(r, col, v, size, { bold: a && (c.mark === 'bold' || c.mark === 'suffix-space' || Boolean(c.boldValue)) });
    } else if (key === 'flag') {
      if (c.mark === 'column' && row.flag) cell(r, col, row.flag, size, { bold: true });
    } else if (key === 'unit') cell(r, col, row.unit, size);
    else if (key === 'range') {
      const parts = row.range.split('\n');
      parts.forEach((p, i) => {
        if (p) r.at(col.x, r.y + i * (size + 1.5), p, size, { align: col.align ?? 'left' });
      });
      extra = Math.max(extra, (parts.length - 1) * (size + 1.5));
    } else if (key === 'prev') {
      const p = row.prev?.[col.i ?? 0];
      if (p) {
        cell(r, col, p, size);
        r.notResult(p);
      }
    }
  }
  return extra;
}

/** A column table: header (repeated after page breaks), sections, notes and rows. */
export function grid(r: Report, entries: Entry[], c: GridCfg): void {
  const size = c.size ?? 8.5;
  const rowH = c.rowH ?? size + 5;
  const x0 = Math.min(...c.cols.map((k) => k.x));
  gridHeader(r, c);
  for (const e of entries) {
    if (e.k === 'pb' || (c.bottom !== undefined && r.y > c.bottom)) {
      r.newPage();
      c.continuation?.(r);
      gridHeader(r, c);
      if (e.k === 'pb') continue;
    }
    if (e.k === 'sec') {
      r.nl(2);
      r.text(x0, e.t, size + 0.5, { bold: true });
      if (c.secStyle === 'underline') r.rule(x0, x0 + e.t.length * (size + 0.5) * 0.6, 0.5, size + 2);
      r.nl(size + 5);
      continue;
    }
    if (e.k === 'note') {
      r.text(x0 + 8, e.t, size - 0.5, { italic: true });
      if (e.nr) notRes(r, e.t, e.name);
      r.nl(size + 3);
      continue;
    }
    const extra = gridRow(r, e, c);
    r.nl(rowH + extra);
  }
}

export interface KvCfg {
  x: number;
  /** 'inline': "Name : value unit" as one string; 'tab': name at x, ": value" at colonX, unit after */
  style: 'inline' | 'tab';
  /** the separator in inline style (" : ", ": ", ":") */
  sep?: string;
  colonX?: number;
  unitX?: number;
  rangeX?: number;
  /** printed around the range, e.g. ['(', ')'] or ['Ref: ', ''] */
  wrap?: [string, string];
  mark: Mark;
  size?: number;
  rowH?: number;
}

/** Key–value result lines. */
export function kvRows(r: Report, entries: Entry[], c: KvCfg): void {
  const size = c.size ?? 8.5;
  const rowH = c.rowH ?? size + 5;
  const [w0, w1] = c.wrap ?? ['', ''];
  for (const e of entries) {
    if (e.k === 'pb') {
      r.newPage();
      continue;
    }
    if (e.k === 'sec') {
      r.nl(3);
      r.text(c.x, e.t, size + 0.5, { bold: true });
      r.rule(c.x, c.x + e.t.length * (size + 0.5) * 0.62, 0.5, size + 2);
      r.nl(size + 7);
      continue;
    }
    if (e.k === 'note') {
      r.text(c.x + 6, e.t, size - 0.5, { italic: true });
      if (e.nr) notRes(r, e.t, e.name);
      r.nl(size + 3);
      continue;
    }
    const a = !e.nr && (e.abnormal ?? e.flag !== null);
    if (e.nr) notRes(r, `${e.name} ${e.value}${e.unit ? ` ${e.unit}` : ''}`, e.name);
    else record(r, e, c.mark);
    const flagTxt = c.mark === 'suffix-space' && e.flag ? ` ${e.flag}` : '';
    const bold = a && c.mark !== 'red';
    const color = a && c.mark === 'red' ? RED : undefined;
    if (c.style === 'inline') {
      const t = `${e.name}${c.sep ?? ' : '}${e.value}${flagTxt}${e.unit && c.unitX === undefined ? ` ${e.unit}` : ''}`;
      if (color) ctext(r, c.x, t, size, color, { bold: true });
      else r.text(c.x, t, size, { bold });
      if (c.unitX !== undefined) r.text(c.unitX, e.unit, size);
    } else {
      r.text(c.x, e.name, size);
      const v = `${c.sep ?? ': '}${e.value}${flagTxt}`;
      if (color) ctext(r, c.colonX!, v, size, color, { bold: true });
      else r.text(c.colonX!, v, size, { bold });
      r.text(c.unitX ?? c.colonX! + 60, e.unit, size);
    }
    if (c.rangeX !== undefined && e.range) r.text(c.rangeX, `${w0}${e.range}${w1}`, size);
    r.nl(rowH);
  }
}

export interface BlockCfg {
  x: number;
  valueX: number;
  unitX?: number;
  /** heading of the reference block, e.g. "Valor de referência:" */
  refLabel: string;
  /** the reference block, line by line */
  refLines: string[];
  /** lines of the block that are interpretive bands (listed as not_results) */
  nrLines?: string[];
  method?: string;
  size?: number;
  mark: Mark;
  /** the value's label, e.g. "Resultado:" printed before it */
  resultLabel?: string;
  /** name in capitals as a heading, value on the next line (else both on one line) */
  stacked?: boolean;
}

/** One analyte per block: name, value, method, then a reference text block. */
export function block(r: Report, e: Row, c: BlockCfg): void {
  const size = c.size ?? 8.5;
  const a = e.abnormal ?? e.flag !== null;
  record(r, e, c.mark);
  r.text(c.x, e.name, size + 0.5, { bold: true });
  if (c.stacked) r.nl(size + 5);
  if (c.resultLabel) r.text(c.stacked ? c.x + 10 : c.valueX - 70, c.resultLabel, size);
  const v = e.value + (c.mark === 'suffix-space' && e.flag ? ` ${e.flag}` : '');
  if (a && c.mark === 'red') ctext(r, c.valueX, v, size + 0.5, RED, { bold: true, align: 'right' });
  else r.text(c.valueX, v, size + 0.5, { bold: a || !c.stacked, align: 'right' });
  r.text(c.unitX ?? c.valueX + 6, e.unit, size);
  r.nl(size + 4);
  if (c.method) {
    r.text(c.x + 10, c.method, size - 1.5, { italic: true });
    r.nl(size + 1);
  }
  r.text(c.x + 10, c.refLabel, size - 1, { bold: true });
  r.nl(size + 1.5);
  for (const l of c.refLines) {
    r.text(c.x + 18, l, size - 1);
    if (c.nrLines?.includes(l)) r.notResult(l);
    r.nl(size + 1.5);
  }
  r.nl(7);
}
