/**
 * Page model and truth recorder for the blind corpus, half A (Latin-script countries).
 *
 * A report is drawn as positioned text (points, top-left origin) so the same layout can be
 * rendered by three different PDF producers (Chromium, pdfkit, matplotlib Type 3), and every
 * printed result row records its ground truth at the moment it is drawn — the truth can never
 * drift from what the page shows.
 */

export type Align = 'left' | 'right' | 'center';
export type Producer = 'chromium' | 'pdfkit' | 'matplotlib';

export interface Item {
  x: number;
  y: number;
  text: string;
  size: number;
  bold?: boolean;
  italic?: boolean;
  align?: Align;
}

export interface Rule {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
}

export interface Page {
  w: number;
  h: number;
  items: Item[];
  rules: Rule[];
  /** Content drawn rotated by 90° on a page of swapped size (a page scanned sideways). */
  rotated?: boolean;
}

export interface TruthParam {
  analyte_id: string;
  name: string;
  value: string;
  unit: string;
  range: string;
  flag: string | null;
  abnormal: boolean;
  page: number;
}

export interface Metadata {
  lab_date: string | null;
  results_date: string | null;
  lab_name: string | null;
  lab_city: string | null;
  lab_country: string | null;
  patient_name: string | null;
  patient_age: string | null;
  patient_sex: 'male' | 'female' | null;
}

export interface DocSpec {
  id: string;
  country: string;
  language: string;
  producer: Producer;
  layout: string[];
  split: 'tune' | 'holdout';
  classes: string[];
  metadata: Metadata;
  /** CSS font family for Chromium; pdfkit/matplotlib use their own. */
  font?: string;
  /** make a 200-dpi scan PDF and a phone photo from this report (`scan`: the scan only) */
  derive?: boolean | 'scan';
  dec: ',' | '.';
}

export const A4: [number, number] = [595, 842];
export const LETTER: [number, number] = [612, 792];

const ARROW_FLAG: Record<string, string> = {
  '↑': 'H',
  '↓': 'L',
  '▲': 'H',
  '▼': 'L',
  High: 'H',
  Low: 'L',
  HIGH: 'H',
  LOW: 'L',
};

/** Normalises a printed number: decimal sign to ".", thousands separators removed. */
export function normNumber(s: string, dec: ',' | '.'): string {
  const t = s.trim().replace(/\s/g, '');
  if (dec === ',') return t.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  return t.replace(/,(?=\d{3}(\D|$))/g, '');
}

const NUM = String.raw`[-+]?\d[\d.,]*`;

/** Normalises a printed reference range to "a-b", "<x", ">x" (≤/≥ kept as <=/>=). */
export function normRange(printed: string, dec: ',' | '.'): string {
  let t = printed.trim();
  if (!t) return '';
  t = t.replace(/^[([]\s*/, '').replace(/\s*[)\]]$/, '').trim();
  const le = new RegExp(String.raw`^(≤|<=)\s*(${NUM})`, 'i').exec(t);
  if (le?.[2]) return `<=${normNumber(le[2], dec)}`;
  const ge = new RegExp(String.raw`^(≥|>=)\s*(${NUM})`, 'i').exec(t);
  if (ge?.[2]) return `>=${normNumber(ge[2], dec)}`;
  const lt = new RegExp(
    String.raw`^(<|bis|up to|inferior a|menor que|menor de|hasta|inférieur à|inf\. à|fino a|alatt|do|alle|under|mindre än|<\s)\s*(${NUM})`,
    'i',
  ).exec(t);
  if (lt?.[2]) return `<${normNumber(lt[2], dec)}`;
  const gt = new RegExp(
    String.raw`^(>|über|above|superior a|mayor que|mayor de|supérieur à|sup\. à|oltre|felett|od|över|over)\s*(${NUM})`,
    'i',
  ).exec(t);
  if (gt?.[2]) return `>${normNumber(gt[2], dec)}`;
  const ab = new RegExp(
    String.raw`^(${NUM})\s*(?:-|–|—|to|a|à|bis|até|hasta|al|do|till|–)\s*(${NUM})`,
    'i',
  ).exec(t);
  if (ab?.[1] && ab[2]) return `${normNumber(ab[1], dec)}-${normNumber(ab[2], dec)}`;
  return t;
}

function numericAbnormal(value: string, range: string): boolean {
  const v = Number(value);
  if (!Number.isFinite(v) || !range || range.includes('/')) return false;
  let m = /^(-?[\d.]+)-(-?[\d.]+)$/.exec(range);
  if (m) return v < Number(m[1]) || v > Number(m[2]);
  m = /^<=?(-?[\d.]+)$/.exec(range);
  if (m) return range.startsWith('<=') ? v > Number(m[1]) : v >= Number(m[1]);
  m = /^>=?(-?[\d.]+)$/.exec(range);
  if (m) return range.startsWith('>=') ? v < Number(m[1]) : v <= Number(m[1]);
  return false;
}

export interface ParamInput {
  id: string;
  name: string;
  value: string;
  unit?: string;
  range?: string;
  flag?: string | null;
  /** override the normalised truth range (sex bands, stacked text) */
  rangeN?: string;
  /** override the normalised truth value */
  valueN?: string;
  abnormal?: boolean;
}

/** A report under construction: pages of positioned text plus the truth of what was printed. */
export class Report {
  pages: Page[] = [];
  params: TruthParam[] = [];
  notResults: string[] = [];
  y = 0;
  constructor(
    public spec: DocSpec,
    public size: [number, number] = A4,
  ) {}

  get page(): Page {
    const p = this.pages[this.pages.length - 1];
    if (!p) throw new Error('no page');
    return p;
  }

  get w(): number {
    return this.page.w;
  }

  newPage(size?: [number, number], rotated = false): Page {
    const [w, h] = size ?? this.size;
    const p: Page = { w, h, items: [], rules: [], rotated };
    this.pages.push(p);
    this.y = 0;
    return p;
  }

  text(x: number, text: string, size = 9, opts: Partial<Item> = {}): void {
    if (text === '') return;
    this.page.items.push({ x, y: this.y, text, size, ...opts });
  }

  at(x: number, y: number, text: string, size = 9, opts: Partial<Item> = {}): void {
    this.page.items.push({ x, y, text, size, ...opts });
  }

  rule(x1: number, x2: number, width = 0.6, dy = 0): void {
    this.page.rules.push({ x1, y1: this.y + dy, x2, y2: this.y + dy, width });
  }

  nl(dy = 12): void {
    this.y += dy;
  }

  /** Records a printed result as ground truth. */
  truth(p: ParamInput): TruthParam {
    const dec = this.spec.dec;
    const value = p.valueN ?? (/^[<>]?\s*[-+]?\d[\d.,\s]*$/.test(p.value) ? normNumber(p.value, dec) : p.value);
    const range = p.rangeN ?? normRange(p.range ?? '', dec);
    const rawFlag = p.flag ?? null;
    const flag = rawFlag === null ? null : (ARROW_FLAG[rawFlag] ?? rawFlag);
    const abnormal = p.abnormal ?? (flag !== null ? true : numericAbnormal(value, range));
    const t: TruthParam = {
      analyte_id: p.id,
      name: p.name,
      value,
      unit: p.unit ?? '',
      range,
      flag,
      abnormal,
      page: this.pages.length,
    };
    this.params.push(t);
    return t;
  }

  notResult(s: string): void {
    this.notResults.push(s);
  }
}

export type ColKey = 'name' | 'value' | 'flag' | 'unit' | 'range' | 'prev' | 'prev2' | 'extra';

export interface Column {
  key: ColKey;
  x: number;
  align?: Align;
}

/** How a lab flag is printed when the table has no flag column. */
export type FlagMode = 'column' | 'suffix' | 'suffix-space' | 'prefix' | 'none';

export interface TableOpts {
  cols: Column[];
  size?: number;
  rowH?: number;
  flagMode?: FlagMode;
}

export interface RowInput extends ParamInput {
  /** printed range text if it differs from `range` given for normalisation */
  rangeText?: string;
  prev?: string;
  prev2?: string;
  extra?: string;
  /** printed value text if it differs from value (e.g. with a superscript) */
  valueText?: string;
  nameText?: string;
  bold?: boolean;
}

/** Draws one table row at the current y and records it as truth. */
export function row(r: Report, t: TableOpts, p: RowInput): void {
  const size = t.size ?? 8.5;
  const mode = t.flagMode ?? 'column';
  const f = p.flag ?? '';
  let v = p.valueText ?? p.value;
  if (f && mode === 'suffix') v = `${v}${f}`;
  if (f && mode === 'suffix-space') v = `${v} ${f}`;
  if (f && mode === 'prefix') v = `${f} ${v}`;
  const cells: Record<ColKey, string> = {
    name: p.nameText ?? p.name,
    value: v,
    flag: mode === 'column' ? f : '',
    unit: p.unit ?? '',
    range: p.rangeText ?? p.range ?? '',
    prev: p.prev ?? '',
    prev2: p.prev2 ?? '',
    extra: p.extra ?? '',
  };
  const truth = r.truth(p);
  for (const c of t.cols) {
    // labs without a flag column print out-of-range values in bold
    const bold = c.key === 'value' && (p.bold ?? (Boolean(p.flag) || (mode === 'none' && truth.abnormal)));
    r.text(c.x, cells[c.key], size, { align: c.align ?? 'left', bold });
  }
  if (p.prev) r.notResult(p.prev);
  if (p.prev2) r.notResult(p.prev2);
  r.nl(t.rowH ?? size + 4.5);
}

/** Draws a table header line (bold labels at the column positions). */
export function header(r: Report, t: TableOpts, labels: Partial<Record<ColKey, string>>, ruleBelow = true): void {
  const size = t.size ?? 8.5;
  for (const c of t.cols) {
    const l = labels[c.key];
    if (l) r.text(c.x, l, size, { bold: true, align: c.align ?? 'left' });
  }
  r.nl(size + 3);
  if (ruleBelow) {
    r.rule(c0(t), r.w - 36);
    r.nl(5);
  }
}

function c0(t: TableOpts): number {
  return Math.min(...t.cols.map((c) => c.x)) - 2;
}

/** Section heading inside a table. */
export function section(r: Report, x: number, title: string, size = 9.5): void {
  r.nl(3);
  r.text(x, title, size, { bold: true });
  r.nl(size + 4);
}

/** Key–value metadata lines laid out in two columns. */
export function kv2(r: Report, x1: number, x2: number, pairs: [string, string][], size = 8.5, dy = 12): void {
  for (let i = 0; i < pairs.length; i += 2) {
    const a = pairs[i];
    const b = pairs[i + 1];
    if (a) r.text(x1, a[0] ? `${a[0]} ${a[1]}` : a[1], size);
    if (b) r.text(x2, b[0] ? `${b[0]} ${b[1]}` : b[1], size);
    r.nl(dy);
  }
}

/** Paragraph of wrapped lines (no automatic wrapping: lines given). */
export function para(r: Report, x: number, lines: string[], size = 7.5, opts: Partial<Item> = {}): void {
  for (const l of lines) {
    r.text(x, l, size, opts);
    r.nl(size + 3);
  }
}

/** Adds a running header/footer to every page once the report is complete. */
export function everyPage(r: Report, draw: (page: Page, n: number, total: number) => void): void {
  r.pages.forEach((p, i) => draw(p, i + 1, r.pages.length));
}
