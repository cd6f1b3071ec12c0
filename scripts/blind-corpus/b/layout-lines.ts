// Report model → positioned text lines (points, origin top-left) for the producers that draw text themselves
// (pdfkit, the Type 3 writer). Column x positions are fixed per report; RTL reports are mirrored.
import { type Report, printedFlag, printedRange, printedValue } from './model';

export interface TextItem {
  x: number;
  y: number;
  text: string;
  size: number;
  bold?: boolean;
  /** anchor: x is the left edge (start) or the right edge (end) of the text */
  anchor?: 'start' | 'end';
  center?: boolean;
}
export interface Rule {
  x1: number;
  x2: number;
  y: number;
  w: number;
}
export interface Page {
  width: number;
  height: number;
  items: TextItem[];
  rules: Rule[];
}

const WIDTH: Record<string, number> = { no: 0.05, name: 0.34, value: 0.13, flag: 0.05, unit: 0.13, range: 0.22, previous: 0.1, extra: 0.12, value2: 0.1, flag2: 0.04, unit2: 0.1, range2: 0.16 };

export function layoutLines(rep: Report): Page[] {
  const W = rep.landscape ? 842 : 595;
  const H = rep.landscape ? 595 : 842;
  const M = 36;
  const rtl = rep.dir === 'rtl';
  const X = (x: number) => (rtl ? W - x : x);
  const anchor = rtl ? 'end' : 'start';
  const pages: Page[] = [];
  let page: Page;
  let y = 0;
  const cols = rep.columns;
  const total = cols.reduce((s, c) => s + (WIDTH[c.key] ?? 0.1), 0);
  const xs: number[] = [];
  let acc = M;
  for (const c of cols) {
    xs.push(acc);
    acc += ((WIDTH[c.key] ?? 0.1) / total) * (W - 2 * M);
  }
  const put = (x: number, text: string, size: number, bold = false) => {
    if (text) page.items.push({ x: X(x), y, text, size, bold, anchor });
  };
  const center = (text: string, size: number, bold = false) => {
    page.items.push({ x: W / 2, y, text, size, bold, anchor: 'start', center: true });
  };
  const tableHead = () => {
    cols.forEach((c, i) => put(xs[i] ?? M, c.label, 8.5, true));
    y += 4;
    page.rules.push({ x1: M, x2: W - M, y, w: 0.8 });
    y += 11;
  };
  const newPage = (withHead: boolean) => {
    page = { width: W, height: H, items: [], rules: [] };
    pages.push(page);
    y = 40;
    rep.institution.forEach((l, i) => {
      center(l, i === 0 ? 14 : i === 1 ? 10.5 : 8, i === 0);
      y += i === 0 ? 16 : 12;
    });
    // footer on every page
    const fy = y;
    y = H - 30 - rep.footer.length * 10;
    page.rules.push({ x1: M, x2: W - M, y: y - 9, w: 0.5 });
    for (const l of rep.footer) {
      put(M, l, 7.5);
      y += 10;
    }
    y = fy + 6;
    if (pages.length === 1) {
      center(rep.title, 13, true);
      y += 18;
      page.rules.push({ x1: M, x2: W - M, y: y - 10, w: 1 });
      for (const line of rep.header) {
        const cells = line.split(' | ');
        cells.forEach((c, i) => put(M + (i * (W - 2 * M)) / cells.length, c, 9));
        y += 13;
      }
      page.rules.push({ x1: M, x2: W - M, y: y - 7, w: 1 });
      y += 8;
    }
    if (withHead) tableHead();
  };
  newPage(!rep.blockLabels);
  const bottom = () => H - 50 - rep.footer.length * 10;
  let n = 0;
  for (const it of rep.items) {
    if (y > bottom() - (rep.blockLabels ? 40 : 12)) newPage(!rep.blockLabels);
    if (it.kind === 'pagebreak') {
      newPage(!rep.blockLabels);
      continue;
    }
    if (it.kind === 'section') {
      y += 4;
      put(M, it.title, 10, true);
      y += 14;
      continue;
    }
    if (it.kind === 'comment' || it.kind === 'html') {
      const text = it.kind === 'comment' ? it.text : it.html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
      for (const l of text.split('\n')) {
        put(M + 8, l, 8);
        y += 11;
      }
      continue;
    }
    n += 1;
    if (rep.blockLabels) {
      put(M, it.name, 10, true);
      y += 13;
      put(M + 10, `${rep.blockLabels.result} ${printedValue(it, rep)} ${it.unit} ${printedFlag(it, rep)}`.trim(), 9.5);
      y += 12;
      for (const l of printedRange(it, rep).split('\n')) {
        put(M + 10, `${rep.blockLabels.range} ${l}`, 9);
        y += 12;
      }
      y += 6;
      continue;
    }
    let lines = 1;
    cols.forEach((c0, i) => {
      const row = c0.key.endsWith('2') ? it.pair : it;
      if (!row) return;
      const c = { key: c0.key.replace(/2$/, '') };
      let text = '';
      if (c.key === 'no') text = String(n);
      else if (c.key === 'name') text = row.name + (row.nameSup ?? '');
      else if (c.key === 'value') text = printedValue(row, rep) + (rep.flagGlue ? printedFlag(row, rep) : '');
      else if (c.key === 'flag') text = printedFlag(row, rep);
      else if (c.key === 'unit') text = row.unit;
      else if (c.key === 'previous') text = row.previous ?? '';
      else if (c.key === 'extra') text = row.extra ?? '';
      else if (c.key === 'range') {
        const parts = printedRange(row, rep).split('\n');
        lines = Math.max(lines, parts.length);
        parts.forEach((p, k) => page.items.push({ x: X(xs[i] ?? M), y: y + k * 11, text: p, size: 9, anchor }));
        return;
      }
      put(xs[i] ?? M, text, 9.5, c.key === 'value' && row.flag !== null);
    });
    y += 13 + (lines - 1) * 11;
  }
  for (const l of rep.closing ?? []) {
    if (y > bottom()) newPage(false);
    y += 4;
    for (const s of l.split('\n')) {
      put(M, s, 8.5);
      y += 11;
    }
  }
  return pages;
}
