/**
 * Part G data model: every report is a list of sections of rows; the HTML a renderer prints and the
 * truth file are both derived from these rows, so page and truth cannot drift apart.
 */

export type Range =
  | { kind: 'ab'; lo: string; hi: string }
  | { kind: 'op'; op: '<' | '<=' | '>' | '>='; x: string }
  | { kind: 'sex'; M: [string, string]; F: [string, string] }
  | { kind: 'text'; text: string };

/** Compact range: `13.5-17.5`, `<5`, `<=5`, `>60`, `>=1.0`, `M13.5-17.5|F12.0-15.5`, `=Negative`. */
export function rg(s: string): Range {
  if (s.startsWith('=')) return { kind: 'text', text: s.slice(1) };
  if (s.startsWith('M')) {
    const [m, f] = s.split('|');
    const [ml, mh] = m!.slice(1).split('-');
    const [fl, fh] = f!.slice(1).split('-');
    return { kind: 'sex', M: [ml!, mh!], F: [fl!, fh!] };
  }
  const op = /^(<=|>=|<|>)(.+)$/.exec(s);
  if (op) return { kind: 'op', op: op[1] as '<' | '<=' | '>' | '>=', x: op[2]! };
  const i = s.indexOf('-', 1);
  return { kind: 'ab', lo: s.slice(0, i), hi: s.slice(i + 1) };
}

export interface Row {
  id: string | null; // catalogue id; null: printed like a result but not in the catalogue → not_results
  name: string;
  v: string; // "." decimal, no thousands separator, or qualitative text
  unit: string | null;
  range: Range | null;
  flagOverride?: 'H' | 'L' | 'A' | null; // qualitative abnormal or forced
  abn?: boolean; // override (qualitative)
  prev?: string[]; // older results, same order as doc.prevDates
  conv?: { v: string; unit: string; range: string }; // restatement in a second unit system
  note?: string; // comment row under it
  thou?: boolean; // print with the locale's thousands separator
  site?: string; // performing lab code (US style)
  page?: number; // set by the document builder
}

export function R(
  id: string | null,
  name: string,
  v: string,
  unit: string | null,
  range: string | null,
  o: Partial<Row> = {},
): Row {
  return { id, name, v, unit, range: range === null ? null : rg(range), ...o };
}

export interface Section {
  title: string;
  rows: Row[];
  breakBefore?: boolean;
  note?: string; // printed under the section (goes to not_results only if listed in doc.notResults)
}

export type FlagStyle = 'HL' | 'arrow' | 'star' | 'plusminus' | 'HN' | 'bold' | 'HLparen' | 'word';

export interface RangeStyle {
  sep: string; // between bounds: ' - ', '–', ' bis ', ' a ', ' do ', ' .. '
  lt: string; // '< ', 'up to ', 'bis ', 'hasta '
  le: string;
  gt: string;
  ge: string;
  sexLabels?: [string, string]; // printed labels of the male / female band (default M / F)
}

export interface Meta {
  lab_date: string;
  results_date: string | null;
  lab_name: string;
  lab_city: string;
  patient_name: string;
  dob: string; // ISO
  patient_sex: 'male' | 'female' | null;
}

export interface Doc {
  id: string;
  country: string;
  language: string;
  producer: 'chromium-html' | 'libreoffice';
  split: 'tune' | 'holdout';
  classes: string[];
  layout: string[];
  meta: Meta;
  dec: ',' | '.';
  thouSep: string; // '.', ' ', ',', "'" , '\u202f'
  rs: RangeStyle;
  flags: FlagStyle;
  sections: Section[];
  prevDates?: string[]; // printed dates of the previous columns
  notResults: string[]; // further printed strings (interpretive rows, staged notes, numbers in footers)
  render: (d: Doc, h: Helpers) => string;
  chromeFooter?: string; // Chromium footer template (page numbers)
  photo?: 'plain' | number; // number: skew degrees
  scan?: boolean;
  seed: number;
}

export interface Helpers {
  val: (r: Row) => string;
  num: (s: string) => string;
  range: (r: Row) => string;
  flag: (r: Row) => string; // printed flag text ('' if none)
  abnormal: (r: Row) => boolean;
  dir: (r: Row) => 'H' | 'L' | null;
  esc: (s: string) => string;
  age: string;
  fmtDate: (iso: string, style: 'dmy.' | 'dmy/' | 'mdy/' | 'iso' | 'dmy-' | 'd mon y') => string;
}

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function ageAt(dob: string, at: string): string {
  const [y1, m1, d1] = dob.split('-').map(Number);
  const [y2, m2, d2] = at.split('-').map(Number);
  let a = y2! - y1!;
  if (m2! < m1! || (m2 === m1 && d2! < d1!)) a--;
  return String(a);
}

function bounds(d: Doc, r: Row): [number, number] | null {
  const g = r.range;
  if (!g) return null;
  if (g.kind === 'ab') return [Number(g.lo), Number(g.hi)];
  if (g.kind === 'sex') {
    const b = d.meta.patient_sex === 'female' ? g.F : g.M;
    return [Number(b[0]), Number(b[1])];
  }
  if (g.kind === 'op') {
    const x = Number(g.x);
    if (g.op === '<') return [-Infinity, x - 1e-9];
    if (g.op === '<=') return [-Infinity, x];
    if (g.op === '>') return [x + 1e-9, Infinity];
    return [x, Infinity];
  }
  return null;
}

export function helpers(d: Doc): Helpers {
  const num = (s: string): string => (d.dec === ',' ? s.replace('.', ',') : s);
  const dir = (r: Row): 'H' | 'L' | null => {
    if (r.flagOverride === 'H' || r.flagOverride === 'L') return r.flagOverride;
    const b = bounds(d, r);
    const v = Number(r.v.replace(/^[<>]=?/, ''));
    if (!b || Number.isNaN(v) || !/^[<>]?=?[0-9.]+$/.test(r.v)) return null;
    if (v < b[0]) return 'L';
    if (v > b[1]) return 'H';
    return null;
  };
  const abnormal = (r: Row): boolean => (r.abn !== undefined ? r.abn : dir(r) !== null || r.flagOverride === 'A');
  const flag = (r: Row): string => {
    const f = r.flagOverride === 'A' ? 'A' : dir(r);
    if (!f) return '';
    switch (d.flags) {
      case 'HL':
        return f;
      case 'HLparen':
        return `(${f})`;
      case 'arrow':
        return f === 'H' ? '↑' : f === 'L' ? '↓' : '!';
      case 'star':
        return '*';
      case 'plusminus':
        return f === 'H' ? '+' : f === 'L' ? '-' : '+';
      case 'HN':
        return f === 'H' ? 'H' : f === 'L' ? 'N' : '!';
      case 'bold':
        return '';
      case 'word':
        return f === 'H' ? 'High' : f === 'L' ? 'Low' : 'Abnormal';
    }
    return '';
  };
  const thou = (s: string): string => {
    const [i, f] = s.split('.');
    const ii = i!.replace(/\B(?=(\d{3})+(?!\d))/g, '\u0000');
    return (f ? `${ii}${d.dec}${f}` : ii).replace(/\u0000/g, d.thouSep);
  };
  const val = (r: Row): string => {
    if (!/^[<>]?=?-?[0-9.]+$/.test(r.v)) return r.v;
    return r.thou ? thou(r.v) : num(r.v);
  };
  const range = (r: Row): string => {
    const g = r.range;
    if (!g) return '';
    if (g.kind === 'ab') return r.thou ? `${thou(g.lo)}${d.rs.sep}${thou(g.hi)}` : `${num(g.lo)}${d.rs.sep}${num(g.hi)}`;
    if (g.kind === 'text') return g.text;
    if (g.kind === 'sex') {
      const [ml, fl] = d.rs.sexLabels ?? ['M', 'F'];
      return `${ml}: ${num(g.M[0])}${d.rs.sep}${num(g.M[1])}  ${fl}: ${num(g.F[0])}${d.rs.sep}${num(g.F[1])}`;
    }
    const p = g.op === '<' ? d.rs.lt : g.op === '<=' ? d.rs.le : g.op === '>' ? d.rs.gt : d.rs.ge;
    return `${p}${num(g.x)}`;
  };
  const mons = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const fmtDate = (iso: string, style: string): string => {
    const [y, m, dd] = iso.split('-');
    switch (style) {
      case 'dmy.':
        return `${dd}.${m}.${y}`;
      case 'dmy/':
        return `${dd}/${m}/${y}`;
      case 'mdy/':
        return `${m}/${dd}/${y}`;
      case 'dmy-':
        return `${dd}-${m}-${y}`;
      case 'd mon y':
        return `${dd} ${mons[Number(m) - 1]} ${y}`;
      default:
        return iso;
    }
  };
  return { val, num, range, flag, abnormal, dir, esc, age: ageAt(d.meta.dob, d.meta.lab_date), fmtDate };
}

export function normRange(d: Doc, r: Row): string | null {
  const g = r.range;
  if (!g) return null;
  if (g.kind === 'ab') return `${g.lo}-${g.hi}`;
  if (g.kind === 'text') return g.text;
  if (g.kind === 'sex') return `M: ${g.M[0]}-${g.M[1]} / F: ${g.F[0]}-${g.F[1]}`;
  // the data's operator: "up to x" / "bis x" are written with '<' (parts A–D convention), "≤ x" with '<='
  // a worded bound ("Até x", "up to x") is the "<x" of parts A–D; only a printed ≤ / <= / "< OR =" stays "<="
  if (g.op === '<=' && !/[≤<]/.test(d.rs.le)) return `<${g.x}`;
  if (g.op === '>=' && !/[≥>]/.test(d.rs.ge)) return `>${g.x}`;
  return `${g.op}${g.x}`;
}

export function flagTruth(d: Doc, h: Helpers, r: Row): string | null {
  const f = h.flag(r);
  if (!f) return null;
  if (f === '↑') return 'H';
  if (f === '↓') return 'L';
  if (f === '(H)') return 'H';
  if (f === '(L)') return 'L';
  if (f === 'High') return 'H';
  if (f === 'Low') return 'L';
  if (f === 'Abnormal') return 'A';
  return f;
}

export interface Truth {
  id: string;
  source: string;
  kind: 'text_pdf' | 'scan_pdf' | 'photo';
  files: string[];
  language: string;
  country: string;
  producer: string;
  layout: string[];
  split: string;
  classes: string[];
  pages: number;
  metadata: Record<string, string | null>;
  parameters: {
    analyte_id: string;
    name: string;
    value: string;
    unit: string | null;
    range: string | null;
    flag: string | null;
    abnormal: boolean;
  }[];
  not_results: string[];
}

export function buildTruth(d: Doc, pages: number, onlyPage?: number): Truth {
  const h = helpers(d);
  const params: Truth['parameters'] = [];
  const nots: string[] = [];
  for (const s of d.sections) {
    for (const r of s.rows) {
      if (onlyPage !== undefined && (r.page ?? 1) !== onlyPage) continue;
      if (r.id) {
        params.push({
          analyte_id: r.id,
          name: r.name,
          value: r.v,
          unit: r.unit,
          range: normRange(d, r),
          flag: flagTruth(d, h, r),
          abnormal: h.abnormal(r),
        });
      } else {
        nots.push(`${r.name} ${h.val(r)}${r.unit ? ` ${r.unit}` : ''}`);
      }
      r.prev?.forEach((p, i) => {
        if (p) nots.push(`${r.name} ${d.prevDates?.[i] ?? 'previous'}: ${h.num(p)}`);
      });
      if (r.conv) nots.push(`${r.name} ${h.num(r.conv.v)} ${r.conv.unit} (${r.conv.range})`);
    }
  }
  return {
    id: d.id,
    source: d.id,
    kind: 'text_pdf',
    files: [`${d.id}.pdf`],
    language: d.language,
    country: d.country,
    producer: d.producer,
    layout: d.layout,
    split: d.split,
    classes: d.classes,
    pages,
    metadata: {
      lab_date: d.meta.lab_date,
      results_date: d.meta.results_date,
      lab_name: d.meta.lab_name,
      lab_city: d.meta.lab_city,
      lab_country: null,
      patient_name: d.meta.patient_name,
      patient_age: h.age,
      patient_sex: d.meta.patient_sex,
    },
    parameters: params,
    not_results: [...nots, ...d.notResults],
  };
}
