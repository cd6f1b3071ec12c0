/**
 * A classic tabular report: page header on every page, a column header repeated when the
 * table continues on the next page, sections with rows, optional notes between rows.
 */
import { type ColKey, everyPage, header, type Page, Report, row, type RowInput, section, type TableOpts } from './model';

export type Entry = RowInput | { note: string[]; notResults?: string[]; size?: number } | { section: string };

export interface TableDocOpts {
  t: TableOpts;
  labels: Partial<Record<ColKey, string>>;
  top: (r: Report, pageNo: number) => void;
  entries: Entry[];
  footer?: (p: Page, n: number, total: number) => void;
  bottom?: number;
  sectionX?: number;
  /** printed after the last row */
  tail?: (r: Report) => void;
}

export function tableDoc(r: Report, o: TableDocOpts): Report {
  const start = (): void => {
    r.newPage();
    o.top(r, r.pages.length);
    header(r, o.t, o.labels);
  };
  start();
  const limit = (): number => r.page.h - (o.bottom ?? 90);
  for (const e of o.entries) {
    if (r.y > limit()) start();
    if ('section' in e) section(r, o.sectionX ?? o.t.cols[0]!.x, e.section);
    else if ('note' in e) {
      for (const l of e.note) {
        r.text((o.t.cols[0]?.x ?? 40) + 10, l, e.size ?? 7.5, { italic: true });
        r.nl((e.size ?? 7.5) + 3);
      }
      for (const n of e.notResults ?? []) r.notResult(n);
    } else row(r, o.t, e);
  }
  o.tail?.(r);
  if (o.footer) everyPage(r, o.footer);
  return r;
}
