/**
 * Drawing helpers for blind corpus part C, on top of the positioned-text model of part A
 * (`../a/model.ts`): the layouts part C adds — "Name : value unit (range)" lines, names wrapped over
 * two lines, block layout with sex-labelled ranges, interpretive tables, running headers/footers and
 * postal footers — each recording its truth at the moment it is drawn.
 */
import { everyPage, type Item, normRange, type Page, Report, row, type RowInput, type TableOpts } from '../a/model';

export type Spec = ConstructorParameters<typeof Report>[0];

/** Part C patterns (see ../../../fixtures/blind-corpus/c/README.md). */
export type Pattern =
  | 'S1' | 'S2' | 'S3' | 'S4' | 'S5' | 'S6' | 'S7' | 'S8'
  | 'S9' | 'S10' | 'S11' | 'S12' | 'S13' | 'S14' | 'S15' | 'S16';

/** Lines of text, one per row, at x (no truth: header text, legends, addresses). */
export function lines(r: Report, x: number, texts: string[], size = 8, dy = size + 3, opts: Partial<Item> = {}): void {
  for (const t of texts) {
    r.text(x, t, size, opts);
    r.nl(dy);
  }
}

/** Same as `lines`, and every line is listed as a printed string that is NOT a result. */
export function notResultLines(r: Report, x: number, texts: string[], size = 7.5, opts: Partial<Item> = {}): void {
  for (const t of texts) {
    r.text(x, t, size, opts);
    r.notResult(t);
    r.nl(size + 3);
  }
}

/**
 * An interpretive table drawn with columns (NCEP lipid table, eGFR stages, age-banded reference
 * table, "Platelets | Risk of thrombosis"): looks like result rows, is not; each row is a not_result.
 */
export function interpretiveTable(r: Report, xs: number[], head: string[], body: string[][], size = 7.5): void {
  head.forEach((h, i) => r.text(xs[i]!, h, size, { bold: true }));
  r.nl(size + 4);
  for (const cells of body) {
    cells.forEach((c, i) => r.text(xs[i]!, c, size));
    r.notResult(cells.join(' '));
    r.nl(size + 3.5);
  }
}

/**
 * A table row whose name wraps onto a second line below (narrow name column): the value sits on the
 * first line, the rest of the name under it.
 */
export function wrappedRow(r: Report, t: TableOpts, p: RowInput & { name2: string }): void {
  const size = t.size ?? 8.5;
  const nameX = t.cols.find((c) => c.key === 'name')!.x;
  row(r, t, { ...p, name: `${p.name} ${p.name2}`, nameText: p.name });
  r.y -= (t.rowH ?? size + 4.5) - (size + 1.5);
  r.text(nameX, p.name2, size);
  r.nl(t.rowH ?? size + 4.5);
}

export interface ColonRow extends RowInput {
  /** printed name; a second element prints the name over two lines, the value after the second */
  nameLines?: [string, string];
  /** printed range text in parentheses, without them */
  rangeText?: string;
  /** glyph glued to the value (`*`, `↑`) */
  glue?: string;
}

/** "Name : value unit (range)" — a colon layout row; the value follows the colon on the same line. */
export function colonRow(r: Report, x: number, colonX: number, p: ColonRow, size = 9): void {
  const [n1, n2] = p.nameLines ?? [p.name, undefined];
  const valueText = `${p.valueText ?? p.value}${p.glue ?? ''}`;
  const tail = `${p.unit ? ` ${p.unit}` : ''}${(p.rangeText ?? p.range) ? `   (${p.rangeText ?? p.range})` : ''}`;
  const abnormal = r.truth({ ...p, name: n2 ? `${n1} ${n2}` : n1 });
  if (n2) {
    r.text(x, n1, size);
    r.nl(size + 2);
  }
  r.text(x, n2 ?? n1, size);
  r.text(colonX, ':', size);
  r.text(colonX + 10, valueText, size, { bold: abnormal.abnormal && !p.glue });
  // the unit and range start after the value (a monospace-like estimate of the value's width)
  r.text(colonX + 10 + Math.max(34, valueText.length * size * 0.56 + 6), tail.trim(), size);
  r.nl(size + 4.5);
}

export interface BlockRow extends RowInput {
  /** labelled range lines ("Men: 13.0 – 17.0", "Women: 12.0 – 15.0") */
  bands: string[];
}

/** Block layout: the analyte's name as a heading, then "Result: …", then labelled reference lines. */
export function blockRow(
  r: Report,
  x: number,
  labels: { result: string; range: string },
  p: BlockRow,
  size = 9,
): void {
  r.truth(p);
  r.text(x, p.nameText ?? p.name, size + 0.5, { bold: true });
  r.nl(size + 4);
  r.text(x + 12, `${labels.result} ${p.valueText ?? p.value} ${p.unit ?? ''}`.trim(), size, { bold: p.bold ?? Boolean(p.flag) });
  r.text(x + 250, labels.range, size);
  p.bands.forEach((b, i) => {
    r.text(x + 250 + labels.range.length * size * 0.5 + 6, b, size);
    if (i < p.bands.length - 1) r.nl(size + 3);
  });
  r.nl(size + 9);
}

/** Sex-banded truth range from "a-b" pairs: `M: a-b / F: c-d`. */
export function sexBands(men: string, women: string, dec: ',' | '.' = '.'): string {
  return `M: ${normRange(men, dec)} / F: ${normRange(women, dec)}`;
}

/** Running header/footer text on every page (drawn once the report is complete). */
export function runningText(r: Report, draw: (p: Page, n: number, total: number) => Array<Omit<Item, 'size'> & { size?: number }>): void {
  everyPage(r, (p, n, total) => {
    for (const it of draw(p, n, total)) p.items.push({ size: 7, ...it });
  });
}

export { Report };
