/**
 * Part H data model: every printed result row is one `Row`; the page (HTML) and the truth file are both made
 * from the same rows, so they cannot drift. Numbers are kept canonical ("." decimal, no grouping) and only
 * formatted for print by the family renderers.
 */

export type Sex = 'male' | 'female' | null;

/** Range spec in the truth's normalised form: 'a-b', '<x', '<=x', '>x', '>=x', 'M:a-b/F:c-d', 'txt:Negative', ''. */
export interface Row {
  id: string | null; // catalogue id, null → not_results
  name: string; // as printed (main name)
  v: string; // canonical value
  unit: string | null;
  rng: string;
  /** local-script name printed beside the main name (bilingual rows) */
  local?: string;
  /** abbreviation printed in its own column (CJK LIS) */
  abbr?: string;
  method?: string;
  comment?: string;
  /** printed range text overriding the formatted spec (age bands etc.); truth keeps `rng` */
  rangeText?: string;
  /** qualitative rows: abnormal verdict */
  bad?: boolean;
  /** computed: direction of a numeric abnormal value (null for normal and for qualitative rows) */
  dir?: 'H' | 'L' | null;
  abnormal?: boolean;
}

export type R = [string | null, string, string, string | null, string, Partial<Row>?];

export interface Panel {
  title: string;
  local?: string;
  rows: Row[];
  breakBefore?: boolean;
  note?: string;
}

export interface Meta {
  lab_date: string;
  results_date: string | null;
  lab_name: string;
  lab_city: string;
  patient_name: string;
  patient_age: string;
  patient_sex: Sex;
}

export function rows(list: R[], sex: Sex): Row[] {
  return list.map(([id, name, v, unit, rng, extra]) => judge({ id, name, v, unit, rng, ...(extra ?? {}) }, sex));
}

function sexBand(rng: string, sex: Sex): string {
  const m = /^M:(.+)\/F:(.+)$/.exec(rng);
  if (!m) return rng;
  return sex === 'female' ? m[2]! : m[1]!;
}

export function judge(r: Row, sex: Sex): Row {
  const x = Number(r.v);
  let dir: 'H' | 'L' | null = null;
  if (r.rng.startsWith('txt:') || r.rng === '' || Number.isNaN(x)) {
    // qualitative: the lab's verdict, no direction (no flag letter printed)
    return { ...r, dir: null, abnormal: r.bad === true };
  } else {
    const s = sexBand(r.rng, sex);
    let m: RegExpExecArray | null;
    if ((m = /^([\d.]+)-([\d.]+)$/.exec(s))) {
      if (x < Number(m[1])) dir = 'L';
      else if (x > Number(m[2])) dir = 'H';
    } else if ((m = /^<=([\d.]+)$/.exec(s))) {
      if (x > Number(m[1])) dir = 'H';
    } else if ((m = /^<([\d.]+)$/.exec(s))) {
      if (x >= Number(m[1])) dir = 'H';
    } else if ((m = /^>=([\d.]+)$/.exec(s))) {
      if (x < Number(m[1])) dir = 'L';
    } else if ((m = /^>([\d.]+)$/.exec(s))) {
      if (x <= Number(m[1])) dir = 'L';
    } else throw new Error(`bad range ${r.rng} (${r.name})`);
  }
  if (r.bad !== undefined && !r.rng.startsWith('txt:') && r.rng !== '') {
    // explicit verdict wins (lab judged against an age band printed as text)
    dir = r.bad ? (dir ?? 'H') : null;
  }
  return { ...r, dir, abnormal: dir !== null };
}

export function truthRange(rng: string): string | null {
  if (rng === '') return null;
  if (rng.startsWith('txt:')) return rng.slice(4);
  const m = /^M:(.+)\/F:(.+)$/.exec(rng);
  if (m) return `M: ${m[1]} / F: ${m[2]}`;
  return rng;
}

// ---------- number formatting ----------
export type Digits = 'latin' | 'arab' | 'persian' | 'fullwidth';
export interface NumFmt {
  dec: '.' | ',';
  group?: 'in' | 'en' | 'space' | 'dot';
  digits?: Digits;
  /** group only integers of at least this many digits */
  groupMin?: number;
}

const DIGITS: Record<Digits, string> = {
  latin: '0123456789',
  arab: '٠١٢٣٤٥٦٧٨٩',
  persian: '۰۱۲۳۴۵۶۷۸۹',
  fullwidth: '０１２３４５６７８９',
};

export function digits(s: string, d: Digits): string {
  if (d === 'latin') return s;
  const map = DIGITS[d];
  return s
    .replace(/[0-9]/g, (c) => map[Number(c)]!)
    .replace(/\./g, d === 'fullwidth' ? '．' : '٫')
    .replace(/,/g, d === 'fullwidth' ? '，' : '٬');
}

export function num(v: string, f: NumFmt): string {
  if (!/^\d+(\.\d+)?$/.test(v)) return v;
  let [int, frac] = v.split('.') as [string, string | undefined];
  if (f.group && int.length >= (f.groupMin ?? 4)) {
    if (f.group === 'in') {
      const last3 = int.slice(-3);
      let rest = int.slice(0, -3);
      const parts: string[] = [];
      while (rest.length > 2) {
        parts.unshift(rest.slice(-2));
        rest = rest.slice(0, -2);
      }
      if (rest) parts.unshift(rest);
      int = [...parts, last3].join(',');
    } else {
      const sep = f.group === 'en' ? ',' : f.group === 'dot' ? '.' : '\u202f';
      int = int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
    }
  }
  let out = frac !== undefined ? `${int}${f.dec}${frac}` : int;
  if (f.digits && f.digits !== 'latin') out = digits(out, f.digits);
  return out;
}

// ---------- range formatting ----------
export interface RangeStyle {
  sep: string; // between a and b
  lt: string; // template with {x}
  le: string;
  gt: string;
  ge: string;
  sex: string; // template with {m} {f}
  txt?: (t: string) => string;
}

export const RS_EN: RangeStyle = { sep: ' - ', lt: '< {x}', le: 'Up to {x}', gt: '> {x}', ge: '>= {x}', sex: 'M: {m}<br>F: {f}' };

export function fmtRange(r: Row, st: RangeStyle, f: NumFmt): string {
  if (r.rangeText !== undefined) return r.rangeText;
  const rng = r.rng;
  if (rng === '') return '';
  if (rng.startsWith('txt:')) return st.txt ? st.txt(rng.slice(4)) : rng.slice(4);
  const sx = /^M:(.+)\/F:(.+)$/.exec(rng);
  const one = (s: string): string => {
    let m: RegExpExecArray | null;
    if ((m = /^([\d.]+)-([\d.]+)$/.exec(s))) return `${num(m[1]!, f)}${st.sep}${num(m[2]!, f)}`;
    if ((m = /^<=([\d.]+)$/.exec(s))) return st.le.replace('{x}', num(m[1]!, f));
    if ((m = /^<([\d.]+)$/.exec(s))) return st.lt.replace('{x}', num(m[1]!, f));
    if ((m = /^>=([\d.]+)$/.exec(s))) return st.ge.replace('{x}', num(m[1]!, f));
    if ((m = /^>([\d.]+)$/.exec(s))) return st.gt.replace('{x}', num(m[1]!, f));
    throw new Error(`range ${s}`);
  };
  if (sx) return st.sex.replace('{m}', one(sx[1]!)).replace('{f}', one(sx[2]!));
  return one(rng);
}

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A barcode drawn as bars (deterministic from the text). */
export function barcode(text: string, h = 28): string {
  let x = 0;
  const bars: string[] = [];
  for (const ch of text + text) {
    const c = ch.charCodeAt(0);
    for (let k = 0; k < 3; k++) {
      const w = ((c >> k) & 1) + 1;
      bars.push(`<rect x="${x}" y="0" width="${w}" height="${h}" fill="#000"/>`);
      x += w + ((c >> (k + 2)) & 1) + 1;
    }
  }
  return `<svg width="${x}" height="${h}" viewBox="0 0 ${x} ${h}" xmlns="http://www.w3.org/2000/svg">${bars.join('')}</svg>`;
}

/** A QR-like square of cells. */
export function qrBox(seed: number, size = 64): string {
  const n = 21;
  const c = size / n;
  const cells: string[] = [];
  let s = seed;
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      const finder = (i < 7 && j < 7) || (i < 7 && j > 13) || (i > 13 && j < 7);
      const on = finder ? i % 6 === 0 || j % 6 === 0 || (i % 14 > 1 && i % 14 < 5 && j % 14 > 1 && j % 14 < 5) || i === 20 || j === 20 : (s >> 8) & 1;
      if (on) cells.push(`<rect x="${(j * c).toFixed(2)}" y="${(i * c).toFixed(2)}" width="${c.toFixed(2)}" height="${c.toFixed(2)}"/>`);
    }
  return `<svg width="${size}" height="${size}" xmlns="http://www.w3.org/2000/svg"><g fill="#000">${cells.join('')}</g></svg>`;
}

/** Chromium page footer (displayHeaderFooter template) with page numbers. */
export function pageFooter(left: string, right: string, font = 'DejaVu Sans', pageWord = 'Page {p} of {n}'): string {
  const pn = esc(pageWord).replace('{p}', '<span class="pageNumber"></span>').replace('{n}', '<span class="totalPages"></span>');
  return `<div style="font-family:'${font}';font-size:7px;color:#555;width:100%;margin:0 12mm;display:flex;justify-content:space-between;border-top:0.5px solid #999;padding-top:2px"><span>${esc(left)}</span><span>${pn}</span><span>${esc(right)}</span></div>`;
}
