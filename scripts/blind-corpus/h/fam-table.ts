/**
 * Generic column-table report used by H2 (Cyrillic), H4 (right-to-left / bilingual) and H5 (Greek, Turkish,
 * Thai), and the side-by-side CJK LIS sheet (H3). Column order, direction, flag style and number format
 * are per document.
 */
import { esc, fmtRange, num, type NumFmt, type Panel, type RangeStyle, type Row } from './kit';

export type Col = 'no' | 'name' | 'local' | 'abbr' | 'value' | 'flag' | 'unit' | 'range' | 'comment' | 'method';
export type FlagStyle = 'arrowAfter' | 'star' | 'parenHL' | 'bold' | 'column';

export interface TableOpts {
  cols: Col[];
  labels: Partial<Record<Col, string>>;
  dir: 'ltr' | 'rtl';
  font: string;
  size: string;
  fmt: NumFmt;
  rs: RangeStyle;
  flag: FlagStyle;
  /** text in the flag column (flag === 'column') */
  flagText?: (r: Row) => string;
  headerHtml: string;
  footerHtml: string;
  tailHtml: string;
  extraCss?: string;
  border: 'grid' | 'rules' | 'none';
  /** panel title row style */
  panelLocalFirst?: boolean;
  pageSize?: string;
  /** direction of number cells in a right-to-left table (default ltr) */
  numDir?: 'ltr' | 'rtl';
  /** value cell text (overrides num()) */
  valueText?: (r: Row) => string;
}

export function valueCell(r: Row, o: TableOpts): string {
  const v = esc(o.valueText ? o.valueText(r) : num(r.v, o.fmt));
  if (!r.abnormal) return v;
  if (!r.dir) return `<b>${v}</b>`;
  switch (o.flag) {
    case 'arrowAfter':
      return `<b>${v} ${r.dir === 'L' ? '↓' : '↑'}</b>`;
    case 'star':
      return `${v}*`;
    case 'parenHL':
      return `<b>${v} (${r.dir})</b>`;
    case 'bold':
      return `<b>${v}</b>`;
    case 'column':
      return `<b>${v}</b>`;
  }
}

export function renderTable(panels: Panel[], o: TableOpts): string {
  const bord =
    o.border === 'grid'
      ? 'table.r td, table.r th { border: 0.8px solid #666; }'
      : o.border === 'rules'
        ? 'table.r thead th { border-top: 1.2px solid #000; border-bottom: 1.2px solid #000; } table.r tbody tr td { border-bottom: 0.4px dotted #aaa; }'
        : '';
  const css = `@page { size: ${o.pageSize ?? 'A4'}; margin: 13mm 12mm 15mm 12mm; }
body { font-family: ${o.font}; font-size: ${o.size}; margin: 0; direction: ${o.dir}; }
table.r { width: 100%; border-collapse: collapse; margin-top: 6px; }
table.r th { font-size: 0.92em; padding: 3px 4px; background: #eee; text-align: start; }
table.r td { padding: 2px 4px; vertical-align: top; }
td.num { text-align: ${o.dir === 'rtl' ? 'left' : 'right'}; white-space: nowrap; direction: ${o.numDir ?? 'ltr'}; }
td.lat { direction: ltr; text-align: left; }
tr.ph td { font-weight: bold; padding-top: 7px; background: #f6f6f6; }
.mth { font-size: 0.78em; color: #777; }
.pb { break-before: page; }
${bord}
${o.extraCss ?? ''}`;
  let i = 0;
  const cell = (c: Col, r: Row): string => {
    switch (c) {
      case 'no':
        return `<td>${++i}</td>`;
      case 'name':
        return `<td class="${o.dir === 'rtl' ? 'lat' : ''}">${esc(r.name)}${r.method && !o.cols.includes('method') ? `<div class="mth">${esc(r.method)}</div>` : ''}</td>`;
      case 'local':
        return `<td>${esc(r.local ?? '')}</td>`;
      case 'abbr':
        return `<td>${esc(r.abbr ?? '')}</td>`;
      case 'value':
        return `<td class="num">${valueCell(r, o)}</td>`;
      case 'flag':
        return `<td style="text-align:center">${r.dir ? esc(o.flagText ? o.flagText(r) : r.dir) : ''}</td>`;
      case 'unit':
        return `<td class="${o.dir === 'rtl' ? 'lat' : ''}">${esc(r.unit ?? '')}</td>`;
      case 'range':
        return `<td class="num">${fmtRange(r, o.rs, o.fmt)}</td>`;
      case 'comment':
        return `<td style="font-size:0.85em">${esc(r.comment ?? '')}</td>`;
      case 'method':
        return `<td class="mth">${esc(r.method ?? '')}</td>`;
    }
  };
  const thead = `<thead><tr>${o.cols.map((c) => `<th>${esc(o.labels[c] ?? '')}</th>`).join('')}</tr></thead>`;
  const parts: string[] = [];
  let open = false;
  for (const p of panels) {
    if (!open || p.breakBefore) {
      if (open) parts.push('</tbody></table>');
      parts.push(`<table class="r${p.breakBefore ? ' pb' : ''}">${thead}<tbody>`);
      open = true;
    }
    const t = p.local ? (o.panelLocalFirst ? `${esc(p.local)} — ${esc(p.title)}` : `${esc(p.title)} — ${esc(p.local)}`) : esc(p.title);
    parts.push(`<tr class="ph"><td colspan="${o.cols.length}">${t}</td></tr>`);
    for (const r of p.rows) parts.push(`<tr>${o.cols.map((c) => cell(c, r)).join('')}</tr>`);
    if (p.note) parts.push(`<tr><td colspan="${o.cols.length}" style="font-size:0.85em;font-style:italic">${esc(p.note)}</td></tr>`);
  }
  if (open) parts.push('</tbody></table>');
  return `<!doctype html><html dir="${o.dir}"><head><meta charset="utf-8"><style>${css}</style></head><body>
${o.headerHtml}${parts.join('\n')}${o.tailHtml}${o.footerHtml}</body></html>`;
}

export interface CjkOpts {
  labels: string[]; // No., item, abbr, result, hint, unit, range
  font: string;
  fmt: NumFmt;
  rs: RangeStyle;
  hint: (r: Row) => string;
  headerHtml: string;
  footerHtml: string;
  /** split index: rows before go left, rest right */
  split: number;
  title: string;
  valueText?: (r: Row) => string;
  size?: string;
}

/** H3: CJK hospital LIS sheet, two tables side by side. */
export function renderCjk(rowsAll: Row[], o: CjkOpts): string {
  const css = `@page { size: A4; margin: 10mm 9mm 14mm 9mm; }
body { font-family: ${o.font}; font-size: ${o.size ?? '8.6pt'}; margin: 0; }
h1 { text-align: center; font-size: 15pt; margin: 2px 0; letter-spacing: 4px; }
.sides { display: flex; gap: 6px; align-items: flex-start; }
table.c { border-collapse: collapse; width: 50%; }
table.c th { border-top: 1.4px solid #000; border-bottom: 1px solid #000; font-weight: normal; padding: 2px 2px; text-align: left; white-space: nowrap; }
table.c td { padding: 1.6px 2px; white-space: nowrap; }
table.c tbody tr:last-child td { border-bottom: 1.4px solid #000; }
td.h { color: #c00; text-align: center; }
td.v { text-align: right; padding-right: 6px; }`;
  const tbl = (rs: Row[], start: number): string =>
    `<table class="c"><thead><tr>${o.labels.map((l) => `<th>${esc(l)}</th>`).join('')}</tr></thead><tbody>${rs
      .map(
        (r, k) =>
          `<tr><td>${start + k + 1}</td><td>${esc(r.name)}</td><td>${esc(r.abbr ?? '')}</td><td class="v">${esc(o.valueText ? o.valueText(r) : num(r.v, o.fmt))}</td><td class="h">${r.dir ? esc(o.hint(r)) : ''}</td><td>${esc(r.unit ?? '')}</td><td>${fmtRange(r, o.rs, o.fmt)}</td></tr>`,
      )
      .join('')}</tbody></table>`;
  const left = rowsAll.slice(0, o.split);
  const right = rowsAll.slice(o.split);
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>
${o.headerHtml}<h1>${esc(o.title)}</h1><div class="sides">${tbl(left, 0)}${tbl(right, o.split)}</div>${o.footerHtml}</body></html>`;
}
