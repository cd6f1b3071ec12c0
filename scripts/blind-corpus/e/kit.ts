/**
 * Drawing kit of blind corpus part E (non-Latin scripts, scans and photos), on top of the positioned-text
 * model of part A (`../a/model.ts`). A result row is ONE data tuple — id, printed name, value, unit, low,
 * high — and everything printed about it (localised value, range text in the lab's style, flag glyph, red
 * cell) and its truth (normalised value and range, flag, verdict) are derived from that tuple, so the page
 * and the truth cannot drift apart.
 */
import { type DocSpec, type Item, Report } from '../a/model';

/** Styling only the Chromium producer of part E draws (white-on-red cells, a script's own font). */
export interface Ext {
  color?: string;
  bg?: string;
  font?: string;
}
export type EItem = Item & Ext;

/** How a lab prints a reference range. */
export type RangeStyle =
  | 'dash' // 3.5-5.0
  | 'spdash' // 3.5 - 5.0
  | 'endash' // 3.5 – 5.0
  | 'dots' // 3.5..5.0
  | 'paren' // (3.5-5.0)
  | 'tilde' // 3.5～5.0 (Japan) / 3.5 ~ 5.0 (Korea, Taiwan)
  | 'ddash' // 3.5--5.0
  | 'stack' // "3.5 -" over "5.0" on two lines
  | 'split' // low | high in two columns
  | 'lt' // <5.0
  | 'le' // ≤5.0
  | 'gt' // >60
  | 'upto'; // a word before the upper limit: "до 5,0", "έως 5,0", "up to 5.0"

export type FlagStyle =
  | 'HL-col' // H / L in its own column
  | 'arrow-col' // ↑ / ↓ in its own column
  | 'arrow-glue' // 5,7↑
  | 'star-glue' // 5,7*
  | 'plus-col' // + / - in its own column
  | 'bang-glue' // 5,7 !
  | 'bold' // only the value in bold (truth flag null)
  | 'redbg' // white on red cell, nothing printed (truth flag null)
  | 'redbg-HL'; // white on red cell with H / L inside it

export interface RowOpts {
  style?: RangeStyle;
  /** sex-banded range [male low, male high, female low, female high]; the patient's band decides */
  sex?: [string, string, string, string];
  /** qualitative result: printed value, printed normal text, verdict */
  q?: { range: string; abnormal?: boolean };
  /** group thousands in the printed value */
  thou?: boolean;
  /** previous results (cumulative columns): printed, listed as not results */
  prev?: string[];
  /** Latin abbreviation printed in its own column or glued to the name */
  abbr?: string;
  /** printed name override (the truth keeps `name`) */
  nameText?: string;
}

/** id, name as printed, value ("." decimals), unit as printed, low, high, options. */
export type Row = [string, string, string, string, string, string, RowOpts?];
/** A heading inside the table ("#Биохимия") or a comment line between rows ("//Метод: …"). */
export type Line = Row | string;

export interface Locale {
  dec: ',' | '.';
  /** thousands separator for `thou` values */
  thSep?: string;
  /** word before an upper limit in the `upto` style */
  upto?: string;
  /** labels of sex bands */
  male?: string;
  female?: string;
  /** separator of the `tilde` style ("～" in Japan, " ~ " in Korea) */
  tilde?: string;
  /** Persian digits in values and ranges */
  persian?: boolean;
}

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';

export function loc(s: string, l: Locale): string {
  let t = l.dec === ',' ? s.replace(/(\d)\.(\d)/g, '$1,$2') : s;
  if (l.persian) t = t.replace(/(\d)\.(\d)/g, '$1٫$2').replace(/\d/g, (d) => PERSIAN[Number(d)] ?? d);
  return t;
}

export function groupThousands(v: string, sep: string): string {
  const [i = '', f] = v.split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return f ? `${g}.${f}` : g;
}

export interface Derived {
  value: string;
  range: string;
  /** range lines as printed (two for `stack`), or [low, high] for `split` */
  rangeText: string[];
  high: boolean;
  low: boolean;
  abnormal: boolean;
}

/** Everything printed about a row and its truth, from the tuple. */
export function derive(row: Row, l: Locale, sex: 'male' | 'female' | null, defStyle: RangeStyle): Derived {
  const [, , value, , lo0, hi0, o = {}] = row;
  if (o.q) {
    const ab = o.q.abnormal ?? false;
    return { value: loc(value, l), range: o.q.range, rangeText: [o.q.range], high: ab, low: false, abnormal: ab };
  }
  let lo = lo0;
  let hi = hi0;
  let style = o.style ?? defStyle;
  let range: string;
  let rangeText: string[];
  if (o.sex) {
    const [ml, mh, fl, fh] = o.sex;
    [lo, hi] = sex === 'female' ? [fl, fh] : [ml, mh];
    range = `M: ${ml}-${mh} / F: ${fl}-${fh}`;
    const sep = style === 'tilde' ? '~' : style === 'endash' ? ' – ' : '-';
    rangeText = [`${l.male ?? 'M'}: ${loc(ml, l)}${sep}${loc(mh, l)}`, `${l.female ?? 'F'}: ${loc(fl, l)}${sep}${loc(fh, l)}`];
    style = 'stack';
  } else {
    if (lo && !hi && !['gt'].includes(style)) style = 'gt';
    if (!lo && hi && !['lt', 'le', 'upto'].includes(style)) style = 'lt';
    const L = loc(lo, l);
    const H = loc(hi, l);
    const two: Partial<Record<RangeStyle, string>> = {
      dash: `${L}-${H}`, spdash: `${L} - ${H}`, endash: `${L} – ${H}`, dots: `${L}..${H}`, paren: `(${L}-${H})`,
      tilde: `${L}${l.tilde ?? ' ~ '}${H}`, ddash: `${L}--${H}`,
    };
    if (style === 'lt') [range, rangeText] = [`<${hi}`, [`< ${H}`]];
    else if (style === 'le') [range, rangeText] = [`<=${hi}`, [`≤ ${H}`]];
    else if (style === 'upto') [range, rangeText] = [`<${hi}`, [`${l.upto ?? 'up to'} ${H}`]];
    else if (style === 'gt') [range, rangeText] = [`>${lo}`, [`> ${L}`]];
    else if (style === 'stack') [range, rangeText] = [`${lo}-${hi}`, [`${L} -`, H]];
    else if (style === 'split') [range, rangeText] = [`${lo}-${hi}`, [L, H]];
    else [range, rangeText] = [`${lo}-${hi}`, [two[style] ?? `${L}-${H}`]];
  }
  const v = Number(value);
  const high = hi !== '' && Number.isFinite(v) && (style === 'lt' || style === 'upto' ? v >= Number(hi) : v > Number(hi));
  const low = lo !== '' && Number.isFinite(v) && (style === 'gt' ? v <= Number(lo) : v < Number(lo));
  const printed = o.thou ? groupThousands(value, l.thSep ?? ',') : value;
  return { value: o.thou && l.dec === ',' ? printed.replace(/\.(\d+)$/, ',$1') : loc(printed, l), range, rangeText, high, low, abnormal: high || low };
}

export interface TableCols {
  no?: number;
  name: number;
  abbr?: number;
  value: number;
  /** value column right-aligned at this x instead of left-aligned at `value` */
  valueRight?: boolean;
  flag?: number;
  unit?: number;
  range?: number;
  /** second range column (the high limit) for the `split` style */
  rangeHi?: number;
  /** previous-result columns */
  prev?: number[];
}

export interface TableCfg {
  cols: TableCols;
  flag: FlagStyle;
  loc: Locale;
  style: RangeStyle;
  size?: number;
  rowH?: number;
  /** glue the Latin abbreviation to the name (`血红蛋白HGB`) */
  glueAbbr?: boolean;
  /** right edge of the red highlight cell */
  cellW?: number;
  /** page bottom: a new page is started below it */
  bottom?: number;
  /** draws the repeated header block of a continuation page; returns nothing, moves r.y */
  continuation?: (r: Report) => void;
  /** printed flag glyphs, when the lab uses its own */
  glyph?: { H: string; L: string };
}

const GLYPHS: Record<FlagStyle, { H: string; L: string }> = {
  'HL-col': { H: 'H', L: 'L' },
  'arrow-col': { H: '↑', L: '↓' },
  'arrow-glue': { H: '↑', L: '↓' },
  'star-glue': { H: '*', L: '*' },
  'plus-col': { H: '+', L: '-' },
  'bang-glue': { H: ' !', L: ' !' },
  bold: { H: '', L: '' },
  redbg: { H: '', L: '' },
  'redbg-HL': { H: 'H', L: 'L' },
};

function truthFlag(style: FlagStyle, glyph: string): string | null {
  const g = glyph.trim();
  if (!g) return null;
  if (g === '↑' || g === '▲') return 'H';
  if (g === '↓' || g === '▼') return 'L';
  if (/^high$/i.test(g)) return 'H';
  if (/^low$/i.test(g)) return 'L';
  if (style === 'HL-col' || style === 'redbg-HL') return g === 'H' || g === 'L' ? g : g;
  return g;
}

export function put(r: Report, x: number, text: string, size: number, ext: Partial<EItem> = {}): void {
  if (text === '') return;
  const it: EItem = { x, y: r.y, text, size, ...ext };
  r.page.items.push(it);
}

let rowNo = 0;

/** Draws table lines (rows, headings, comments) from the current y, with page breaks; records truth. */
export function table(r: Report, cfg: TableCfg, lines: Line[], sex: 'male' | 'female' | null): void {
  const size = cfg.size ?? 8.5;
  const rowH = cfg.rowH ?? size + 5;
  const c = cfg.cols;
  rowNo = 0;
  for (const ln of lines) {
    if (r.y > (cfg.bottom ?? r.page.h - 80)) {
      r.newPage();
      cfg.continuation?.(r);
    }
    if (typeof ln === 'string') {
      if (ln.startsWith('#')) {
        r.nl(2);
        put(r, c.no ?? c.name, ln.slice(1), size + 0.5, { bold: true });
        r.nl(rowH + 1);
      } else {
        put(r, c.name + 6, ln.replace(/^\/\//, ''), size - 1, { italic: true });
        r.nl(rowH - 1);
      }
      continue;
    }
    rowNo += 1;
    const [id, name, , unit, , , o = {}] = ln;
    const d = derive(ln, cfg.loc, sex, cfg.style);
    const dir = d.high ? 'H' : d.low ? 'L' : null;
    const glyph = dir ? (cfg.glyph ?? GLYPHS[cfg.flag])[dir] : '';
    const flag = truthFlag(cfg.flag, glyph);
    const red = d.abnormal && (cfg.flag === 'redbg' || cfg.flag === 'redbg-HL');
    r.truth({
      id, name, value: ln[2], valueN: ln[2], unit, rangeN: d.range, flag, abnormal: d.abnormal,
    });
    if (c.no !== undefined) put(r, c.no, String(rowNo), size);
    const nameText = o.nameText ?? name;
    put(r, c.name, cfg.glueAbbr && o.abbr ? `${nameText}${o.abbr}` : nameText, size);
    if (c.abbr !== undefined && o.abbr && !cfg.glueAbbr) put(r, c.abbr, o.abbr, size);
    const glued = ['arrow-glue', 'star-glue', 'bang-glue'].includes(cfg.flag) ? glyph : '';
    const inCell = cfg.flag === 'redbg-HL' && glyph ? `  ${glyph}` : '';
    const ext: Partial<EItem> = {
      bold: d.abnormal && cfg.flag !== 'redbg' && cfg.flag !== 'redbg-HL',
      align: c.valueRight ? 'right' : 'left',
      ...(red ? { color: '#fff', bg: '#c62828' } : {}),
    };
    put(r, c.value, `${d.value}${glued}${inCell}`, size, ext);
    if (c.flag !== undefined && !glued && !inCell) put(r, c.flag, glyph, size, { bold: true });
    if (c.unit !== undefined) put(r, c.unit, unit, size);
    if (c.range !== undefined) {
      if ((o.style ?? cfg.style) === 'split' && c.rangeHi !== undefined && !o.sex) {
        put(r, c.range, d.rangeText[0] ?? '', size);
        put(r, c.rangeHi, d.rangeText[1] ?? '', size);
      } else {
        d.rangeText.forEach((t, k) => {
          r.page.items.push({ x: c.range!, y: r.y + k * (size + 2), text: t, size } as EItem);
        });
      }
    }
    (o.prev ?? []).forEach((p, k) => {
      const x = c.prev?.[k];
      if (x === undefined) return;
      put(r, x, loc(p, cfg.loc), size);
      r.notResult(loc(p, cfg.loc));
    });
    r.nl(rowH + (d.rangeText.length > 1 && c.range !== undefined && (o.style ?? cfg.style) !== 'split' ? size + 2 : 0));
  }
}

/** Running header/footer items on every page (after the report is complete). */
export function onEveryPage(r: Report, draw: (n: number, total: number, w: number, h: number) => EItem[]): void {
  const total = r.pages.length;
  r.pages.forEach((p, i) => p.items.push(...draw(i + 1, total, p.w, p.h)));
}

/** Lines listed as not results (addresses, phones, interpretive rows) drawn at x. */
export function notRes(r: Report, x: number, texts: string[], size = 7.5): void {
  for (const t of texts) {
    put(r, x, t, size);
    r.notResult(t);
    r.nl(size + 3.5);
  }
}

export function txt(r: Report, x: number, texts: string[], size = 8.5, ext: Partial<EItem> = {}): void {
  for (const t of texts) {
    put(r, x, t, size, ext);
    r.nl(size + 3.5);
  }
}

export type Spec = DocSpec;
export { Report };
