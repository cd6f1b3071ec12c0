/**
 * Drawing kit of blind corpus part D, on top of the positioned-text model of part A (`../a/model.ts`).
 * A report is a list of entries (results, section headings, comments, page breaks) drawn by one of the
 * layout families below — column table (one or two columns of tables, optional previous-result columns
 * or a low | high range split), LIS monospaced printout — and every printed result records its truth
 * at the moment it is drawn, so the truth file cannot drift from the page.
 *
 * Part D adds colour (filled boxes, coloured text) for private-chain reports: logos and abnormal cells
 * printed white on red or bold on grey. The extra fields ride on the part A items and are drawn by
 * `./render-colour.ts`.
 */
import { type DocSpec, type Item, type Page, Report } from '../a/model';

export { Report };
export type { DocSpec };

export interface Res {
  k: 'r';
  id: string;
  name: string;
  /** value as printed */
  value: string;
  unit: string;
  /** range as printed; "\n" stacks it on two lines */
  range: string;
  /** printed flag (null: none printed); in the highlight / bold modes any non-null flag marks the row only */
  flag: string | null;
  rangeN?: string;
  valueN?: string;
  abnormal?: boolean;
  /** previous results printed beside the value (not results) */
  prev?: string[];
  /** low and high bounds printed in two columns (the range cell is then empty) */
  low?: string;
  high?: string;
}
export type Entry = Res | { k: 'sec'; t: string } | { k: 'note'; t: string; nr: boolean } | { k: 'pb' };

export const res = (id: string, name: string, value: string, unit: string, range: string, flag: string | null = null, more: Partial<Res> = {}): Res => ({
  k: 'r', id, name, value, unit, range, flag, ...more,
});
export const sec = (t: string): Entry => ({ k: 'sec', t });
/** A comment line between rows; `nr` lists it as a printed string that is not a result. */
export const note = (t: string, nr = false): Entry => ({ k: 'note', t, nr });
export const pb: Entry = { k: 'pb' };

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
}
export type CPage = Page & { boxes?: Box[] };
export type CItem = Item & { color?: string };

export function box(r: Report, b: Box): void {
  const p = r.page as CPage;
  (p.boxes ??= []).push(b);
}

export function ctext(r: Report, x: number, text: string, size: number, color: string, opts: Partial<Item> = {}): void {
  const it: CItem = { x, y: r.y, text, size, color, ...opts };
  r.page.items.push(it);
}

/** Lines of plain text at x (header text, addresses: not results). */
export function lines(r: Report, x: number, texts: string[], size = 8, opts: Partial<Item> = {}): void {
  for (const t of texts) {
    r.text(x, t, size, opts);
    r.nl(size + 3);
  }
}

/** Label/value pairs in up to three columns. */
export function kv(r: Report, xs: number[], pairs: [string, string][], size = 8.5): void {
  for (let i = 0; i < pairs.length; i += xs.length) {
    xs.forEach((x, j) => {
      const p = pairs[i + j];
      if (p) r.text(x, p[0] ? `${p[0]} ${p[1]}` : p[1], size);
    });
    r.nl(size + 3.5);
  }
}

/** Printed strings that look like results and are not (footnotes, interpretive rows). */
export function notResultLines(r: Report, x: number, texts: string[], size = 7.5): void {
  for (const t of texts) {
    r.text(x, t, size);
    r.notResult(t);
    r.nl(size + 3);
  }
}

/** Columns of an interpretive table; every body row is a not_result. */
export function interpretive(r: Report, xs: number[], head: string[], body: string[][], size = 7.5): void {
  head.forEach((h, i) => r.text(xs[i]!, h, size, { bold: true }));
  r.nl(size + 4);
  for (const cells of body) {
    cells.forEach((c, i) => r.text(xs[i]!, c, size));
    r.notResult(cells.join(' '));
    r.nl(size + 3);
  }
}

/** Running header/footer items on every page (after the report is complete). */
export function running(r: Report, draw: (n: number, total: number, p: Page) => Array<Omit<Item, 'size'> & { size?: number }>): void {
  r.pages.forEach((p, i) => {
    for (const it of draw(i + 1, r.pages.length, p)) p.items.push({ size: 7, ...it });
  });
}

/** How the lab marks an out-of-range value. */
export type Mark = 'column' | 'suffix' | 'suffix-space' | 'bold' | 'red-cell' | 'grey-cell';

export interface TableCfg {
  x: { name: number; value: number; flag?: number; unit?: number; range?: number; low?: number; high?: number };
  prevX?: number[];
  labels: { name: string; value: string; flag?: string; unit?: string; range?: string; low?: string; high?: string };
  prevLabels?: string[];
  mark: Mark;
  valueAlign?: 'left' | 'right';
  size?: number;
  rowH?: number;
  /** right edge of the header rule */
  right?: number;
  /** y past which a new page starts (single-column tables) */
  bottom?: number;
  /** draws the top of a continuation page; the table header is repeated after it */
  continuation?: (r: Report) => void;
  headerFill?: string;
}

/** Truth of a result row, with the lab's verdict for marks that print no flag text. */
function record(r: Report, e: Res, mark: Mark): boolean {
  const printedFlag = mark === 'column' || mark === 'suffix' || mark === 'suffix-space' ? e.flag : null;
  const rangeForNorm = e.low !== undefined ? `${e.low}-${e.high ?? ''}` : e.range.replace(/\n/g, ' ');
  const t = r.truth({
    id: e.id, name: e.name, value: e.value, unit: e.unit, range: rangeForNorm, flag: printedFlag,
    rangeN: e.rangeN ?? (e.low !== undefined && !e.high ? `>${e.low}` : e.low === undefined && e.high !== undefined ? `<${e.high}` : undefined),
    valueN: e.valueN,
    abnormal: e.abnormal ?? (e.flag !== null ? true : undefined),
  });
  return t.abnormal;
}

export function tableHeader(r: Report, c: TableCfg): void {
  const size = c.size ?? 8.5;
  const left = c.x.name - 3;
  const right = c.right ?? r.w - 36;
  if (c.headerFill) box(r, { x: left, y: r.y - 2, w: right - left, h: size + 5, fill: c.headerFill });
  const put = (x: number | undefined, l: string | undefined, align: 'left' | 'right' = 'left') => {
    if (x !== undefined && l) r.text(x, l, size, { bold: true, align });
  };
  put(c.x.name, c.labels.name);
  put(c.x.value, c.labels.value, c.valueAlign ?? 'left');
  put(c.x.flag, c.labels.flag);
  put(c.x.unit, c.labels.unit);
  put(c.x.range, c.labels.range);
  put(c.x.low, c.labels.low);
  put(c.x.high, c.labels.high);
  (c.prevLabels ?? []).forEach((l, i) => put(c.prevX?.[i], l, 'right'));
  r.nl(size + 3);
  r.rule(left, right);
  r.nl(5);
}

/** Draws entries as table rows under a header; pages break at `bottom` with the header repeated. */
export function table(r: Report, entries: Entry[], c: TableCfg): void {
  const size = c.size ?? 8.5;
  const rowH = c.rowH ?? size + 5;
  tableHeader(r, c);
  for (const e of entries) {
    if (e.k === 'pb' || (c.bottom !== undefined && r.y > c.bottom)) {
      r.newPage();
      c.continuation?.(r);
      tableHeader(r, c);
      if (e.k === 'pb') continue;
    }
    if (e.k === 'sec') {
      r.nl(2);
      r.text(c.x.name, e.t, size + 0.5, { bold: true });
      r.nl(size + 5);
      continue;
    }
    if (e.k === 'note') {
      r.text(c.x.name + 8, e.t, size - 1, { italic: true });
      if (e.nr) r.notResult(e.t);
      r.nl(size + 2);
      continue;
    }
    const abnormal = record(r, e, c.mark);
    let v = e.value;
    if (e.flag && c.mark === 'suffix') v = `${v}${e.flag}`;
    if (e.flag && c.mark === 'suffix-space') v = `${v} ${e.flag}`;
    const align = c.valueAlign ?? 'left';
    const strong = abnormal && e.flag !== null && c.mark !== 'red-cell';
    if (abnormal && (c.mark === 'red-cell' || c.mark === 'grey-cell')) {
      const w = Math.max(30, v.length * size * 0.62 + 8);
      const bx = align === 'right' ? c.x.value - w + 3 : c.x.value - 4;
      box(r, { x: bx, y: r.y - 1.5, w, h: size + 3.5, fill: c.mark === 'red-cell' ? '#c62828' : '#cfcfcf' });
      if (c.mark === 'red-cell') ctext(r, c.x.value, v, size, '#ffffff', { bold: true, align });
      else r.text(c.x.value, v, size, { bold: true, align });
    } else {
      r.text(c.x.value, v, size, { bold: strong || (c.mark === 'bold' && abnormal), align });
    }
    r.text(c.x.name, e.name, size);
    if (c.mark === 'column' && e.flag && c.x.flag !== undefined) r.text(c.x.flag, e.flag, size, { bold: true });
    if (c.x.unit !== undefined) r.text(c.x.unit, e.unit, size);
    let extra = 0;
    if (c.x.range !== undefined) {
      const parts = e.range.split('\n');
      parts.forEach((p, i) => r.at(c.x.range!, r.y + i * (size + 1.5), p, size));
      extra = (parts.length - 1) * (size + 1.5);
    }
    if (e.low !== undefined && c.x.low !== undefined) r.text(c.x.low, e.low, size);
    if (e.high !== undefined && c.x.high !== undefined) r.text(c.x.high, e.high, size);
    (e.prev ?? []).forEach((p, i) => {
      if (!p) return;
      r.text(c.prevX![i]!, p, size, { align: 'right' });
      r.notResult(p);
    });
    r.nl(rowH + extra);
  }
}

export interface LisCfg {
  x: number;
  /** widths (characters) of name, value, flag, unit; the range follows */
  w: [number, number, number, number];
  size?: number;
  head: string;
  bottom?: number;
  continuation?: (r: Report) => void;
  /** character drawn as the rule under the header */
  ruleChar?: string;
}

const padR = (s: string, n: number): string => (s.length >= n ? `${s} ` : s + ' '.repeat(n - s.length));
const padL = (s: string, n: number): string => (s.length >= n ? `${s} ` : ' '.repeat(n - s.length) + s);

/** One LIS line: columns made by spaces in a monospaced font, value right-aligned. */
export function lisLine(e: Res, w: LisCfg['w']): string {
  return `${padR(e.name, w[0])}${padL(e.value, w[1])} ${padR(e.flag ?? '', w[2])}${padR(e.unit, w[3])}${e.range}`.trimEnd();
}

/** LIS printout: each row one monospaced line; section headings in capitals between dashes. */
export function lis(r: Report, entries: Entry[], c: LisCfg): void {
  const size = c.size ?? 8;
  const head = () => {
    r.text(c.x, c.head, size);
    r.nl(size + 2);
    r.text(c.x, (c.ruleChar ?? '-').repeat(c.head.length + 6), size);
    r.nl(size + 3);
  };
  head();
  for (const e of entries) {
    if (e.k === 'pb' || (c.bottom !== undefined && r.y > c.bottom)) {
      r.newPage();
      c.continuation?.(r);
      head();
      if (e.k === 'pb') continue;
    }
    if (e.k === 'sec') {
      r.nl(3);
      r.text(c.x, e.t, size);
      r.nl(size + 4);
      continue;
    }
    if (e.k === 'note') {
      r.text(c.x + 2 * size * 0.6, e.t, size);
      if (e.nr) r.notResult(e.t);
      r.nl(size + 3);
      continue;
    }
    record(r, e, 'column');
    r.text(c.x, lisLine(e, c.w), size);
    r.nl(size + 3);
  }
}
