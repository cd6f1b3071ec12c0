/**
 * The usual shape of a one-table laboratory report — institution block, patient block in two columns,
 * table header (repeated on every continuation page), rows, closing notes, running footer — so each
 * document of part E is mostly data. Documents with other shapes (two result columns, blocks) draw
 * with `kit.ts` directly.
 */
import { A4 } from '../a/model';
import { type EItem, type Line, notRes, put, Report, type Spec, table, type TableCfg, type TableCols, txt } from './kit';

export type HeadKey = Exclude<keyof TableCols, 'prev' | 'valueRight'> | 'prev0' | 'prev1' | 'prev2';

export interface StdDoc {
  spec: Spec;
  size?: [number, number];
  /** institution lines; the first is the lab's name (bold, larger) */
  lab: string[];
  /** header strings that look like results and are not (phones, licence numbers, sample ids) */
  labNotResults?: string[];
  title: string;
  /** patient / sample block, pairs laid out in two columns */
  meta: Array<[string, string]>;
  metaNotResults?: string[];
  heads: Partial<Record<HeadKey, string>>;
  cfg: TableCfg;
  lines: Line[];
  sex: 'male' | 'female' | null;
  /** drawn after the table: notes, interpretive tables (use kit.notRes for result-like lines) */
  after?: (r: Report) => void;
  /** running footer lines of page n of total */
  footer: (n: number, total: number) => string[];
  /** footer strings that look like results */
  footerNotResults?: string[];
  font?: string;
  right?: boolean;
}

function headRow(r: Report, d: StdDoc): void {
  const c = d.cfg.cols;
  const size = (d.cfg.size ?? 8.5) - 0.3;
  const at: Array<[number | undefined, string | undefined]> = [
    [c.no, d.heads.no], [c.name, d.heads.name], [c.abbr, d.heads.abbr], [c.value, d.heads.value], [c.flag, d.heads.flag],
    [c.unit, d.heads.unit], [c.range, d.heads.range], [c.rangeHi, d.heads.rangeHi],
    [c.prev?.[0], d.heads.prev0], [c.prev?.[1], d.heads.prev1], [c.prev?.[2], d.heads.prev2],
  ];
  for (const [x, label] of at) {
    if (x === undefined || !label) continue;
    const right = x === c.value && c.valueRight;
    put(r, x, label, size, { bold: true, align: right ? 'right' : 'left' });
  }
  r.nl(size + 3);
  r.rule(34, r.w - 34, 0.7);
  r.nl(6);
}

function institution(r: Report, d: StdDoc, first: boolean): void {
  r.y = 34;
  const [name, ...rest] = d.lab;
  put(r, 36, name ?? '', first ? 13 : 10, { bold: true });
  r.nl(first ? 16 : 13);
  if (first) txt(r, 36, rest, 7.5);
  else put(r, 36, rest[0] ?? '', 7.5);
  if (!first) r.nl(11);
  r.rule(34, r.w - 34, 1);
  r.nl(10);
}

export function buildStd(d: StdDoc): Report {
  const r = new Report(d.spec, d.size ?? A4);
  r.newPage();
  institution(r, d, true);
  for (const s of d.labNotResults ?? []) r.notResult(s);
  put(r, r.w / 2, d.title, 12, { bold: true, align: 'center' });
  r.nl(18);
  for (let i = 0; i < d.meta.length; i += 2) {
    const a = d.meta[i];
    const b = d.meta[i + 1];
    if (a) put(r, 36, a[0] ? `${a[0]} ${a[1]}` : a[1], 8.5);
    if (b) put(r, r.w / 2 + 10, b[0] ? `${b[0]} ${b[1]}` : b[1], 8.5);
    r.nl(12);
  }
  for (const s of d.metaNotResults ?? []) r.notResult(s);
  r.nl(4);
  headRow(r, d);
  table(
    r,
    {
      bottom: r.page.h - 90,
      ...d.cfg,
      continuation: (rr) => {
        institution(rr, d, false);
        const who = d.meta.slice(0, 2).map(([k, v]) => `${k} ${v}`).join('   ');
        put(rr, 36, who, 8);
        rr.nl(14);
        headRow(rr, d);
      },
    },
    d.lines,
    d.sex,
  );
  r.nl(6);
  d.after?.(r);
  for (const s of d.footerNotResults ?? []) r.notResult(s);
  const total = r.pages.length;
  r.pages.forEach((p, i) => {
    const lines = d.footer(i + 1, total);
    lines.forEach((l, k) => {
      const it: EItem = { x: 36, y: p.h - 22 - (lines.length - 1 - k) * 10, text: l, size: 7 };
      p.items.push(it);
    });
    p.rules.push({ x1: 34, x2: p.w - 34, y1: p.h - 32 - (lines.length - 1) * 10, y2: p.h - 32 - (lines.length - 1) * 10, width: 0.5 });
  });
  return r;
}

export { notRes, txt, put };
