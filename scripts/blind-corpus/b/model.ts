// The report model of blind corpus half b: one object per synthetic laboratory report, written from what real
// labs in each country print, NOT from what the parser expects. The truth file is derived from the same object,
// so a document and its truth cannot drift apart.

export type Flag = 'H' | 'L' | 'A' | 'HH' | 'LL' | null;

export interface Row {
  kind: 'row';
  /** analyte id from /work/team/analyte-ids.tsv */
  id: string;
  /** name as printed */
  name: string;
  /** value in ASCII with '.' decimals (the truth); the renderer localises digits and decimal mark */
  value: string;
  unit: string;
  /** normalised truth range: "a-b", "<x", ">x", "M: a-b / F: c-d", "" */
  range: string;
  /** printed range text (ASCII digits, '.' decimals; localised by the renderer). Defaults from `range`. */
  rangePrinted?: string;
  /** printed range exactly as it stands on the page (no localisation) */
  rangeRaw?: string;
  flag: Flag;
  /** printed flag glyph, when it differs from the report's flag style */
  flagPrinted?: string;
  /** the lab's verdict; defaults to flag !== null */
  abnormal?: boolean;
  /** print the value with a thousands separator (e.g. 5100 → 5,100) */
  thousands?: boolean;
  /** printed value override (already localised), e.g. "5,100" or "阴性(-)" */
  valuePrinted?: string;
  /** previous result column */
  previous?: string;
  /** footnote superscript glued to the name (e.g. "⁰¹") */
  nameSup?: string;
  /** superscript glued to the value */
  valueSup?: string;
  /** method column / extra cell */
  extra?: string;
  /** a second result printed on the same line (e.g. the absolute count beside a percentage) */
  pair?: Row;
}

export type Item =
  | Row
  | { kind: 'section'; title: string }
  | { kind: 'comment'; text: string }
  | { kind: 'html'; html: string }
  | { kind: 'pagebreak' };

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

export type Producer = 'chromium' | 'pdfkit' | 'type3' | 'matplotlib';

export interface Report {
  id: string;
  language: string;
  country: string;
  producer: Producer;
  layout: string[];
  split: 'tune' | 'holdout';
  classes: string[];
  dir?: 'rtl' | 'ltr';
  /** digits used on the page */
  digits?: 'latin' | 'arabic' | 'persian';
  decimalComma?: boolean;
  landscape?: boolean;
  /** rotate this 1-based page of the text PDF by 90° after printing */
  rotatePage?: number;
  font?: string;
  /** lines above everything: institution, department, address */
  institution: string[];
  title: string;
  /** patient/sample block: each line is cells separated by " | " */
  header: string[];
  /** table column keys and their printed headings */
  columns: Array<{
    key: 'no' | 'name' | 'value' | 'flag' | 'unit' | 'range' | 'previous' | 'extra' | 'value2' | 'flag2' | 'unit2' | 'range2';
    label: string;
  }>;
  /** glue the flag to the value ("27.9↓") instead of a flag column */
  flagGlue?: boolean;
  flagStyle?: 'arrow' | 'letter' | 'star' | 'cn' | 'ru' | 'plus';
  /** block layout: one analyte per block */
  blockLabels?: { result: string; range: string };
  twoColumn?: boolean;
  items: Item[];
  /** printed at the bottom of every page */
  footer: string[];
  /** printed once after the table (signatures, notes) */
  closing?: string[];
  metadata: Metadata;
  notResults: string[];
  /** make a 200-dpi scan / a phone photo / a screenshot from this report */
  derive?: Array<'scan' | 'photo' | 'png'>;
}

export const r = (
  id: string,
  name: string,
  value: string,
  unit: string,
  range: string,
  flag: Flag = null,
  more: Partial<Row> = {},
): Row => ({ kind: 'row', id, name, value, unit, range, flag, ...more });

export const sec = (title: string): Item => ({ kind: 'section', title });
export const note = (text: string): Item => ({ kind: 'comment', text });
export const html = (h: string): Item => ({ kind: 'html', html: h });
export const pagebreak: Item = { kind: 'pagebreak' };

const ARABIC = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';

/** Localise an ASCII number/range text the way the page prints it. */
export function localise(text: string, rep: Pick<Report, 'digits' | 'decimalComma'>): string {
  let t = text;
  if (rep.decimalComma) t = t.replace(/(\d)\.(\d)/g, '$1,$2');
  if (rep.digits === 'arabic' || rep.digits === 'persian') {
    const set = rep.digits === 'arabic' ? ARABIC : PERSIAN;
    t = t.replace(/(\d)\.(\d)/g, '$1٫$2').replace(/\d/g, (d) => set[Number(d)] ?? d);
  }
  return t;
}

export function thousands(value: string, sep = ','): string {
  const [int = '', frac] = value.split('.');
  const g = int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return frac ? `${g}.${frac}` : g;
}

const FLAG_GLYPHS: Record<string, Record<string, string>> = {
  arrow: { H: '↑', L: '↓', HH: '↑↑', LL: '↓↓', A: '*' },
  letter: { H: 'H', L: 'L', HH: 'HH', LL: 'LL', A: 'A' },
  star: { H: '*', L: '*', HH: '**', LL: '**', A: '*' },
  cn: { H: '↑', L: '↓', HH: '↑', LL: '↓', A: '*' },
  ru: { H: '↑', L: '↓', HH: '↑', LL: '↓', A: '!' },
  plus: { H: '+', L: '-', HH: '++', LL: '--', A: '+' },
};

export function printedFlag(row: Row, rep: Report): string {
  if (row.flagPrinted !== undefined) return row.flagPrinted;
  if (!row.flag) return '';
  return FLAG_GLYPHS[rep.flagStyle ?? 'arrow']?.[row.flag] ?? '';
}

export function printedValue(row: Row, rep: Report): string {
  if (row.valuePrinted !== undefined) return row.valuePrinted;
  let v = row.thousands ? thousands(row.value) : row.value;
  if (row.thousands && rep.decimalComma) v = thousands(row.value, '.').replace(/\.(\d{1,2})$/, ',$1');
  else v = localise(v, rep);
  return v + (row.valueSup ?? '');
}

/** Default printed range from the normalised truth range. */
export function printedRange(row: Row, rep: Report): string {
  if (row.rangeRaw !== undefined) return row.rangeRaw;
  const p = row.rangePrinted ?? row.range;
  return localise(p, rep);
}

export function rows(rep: Report): Row[] {
  return rep.items.filter((i): i is Row => i.kind === 'row').flatMap((row) => (row.pair ? [row, row.pair] : [row]));
}
