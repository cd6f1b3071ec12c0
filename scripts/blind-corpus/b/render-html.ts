// Report model → HTML for Chromium print-to-PDF (CID/Identity-H fonts). Headers and footers are fixed
// elements, so Chromium repeats them on every page; table heads repeat on every page of a multi-page table.
import { type Report, type Row, printedFlag, printedRange, printedValue } from './model';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const br = (s: string) => esc(s).replace(/\n/g, '<br>');

const FONTS: Record<string, string> = {
  zh: '"Noto Sans CJK SC"',
  'zh-TW': '"Noto Sans CJK TC"',
  'zh-HK': '"Noto Sans CJK HK"',
  ja: '"Noto Sans CJK JP"',
  ko: '"Noto Sans CJK KR"',
  ar: '"Noto Sans Arabic", "Noto Naskh Arabic", "DejaVu Sans"',
  fa: '"Noto Naskh Arabic", "Noto Sans Arabic", "DejaVu Sans"',
  he: '"Noto Sans Hebrew", "DejaVu Sans"',
  hi: '"Noto Sans Devanagari", "Noto Sans"',
  th: '"Noto Sans Thai", "Noto Sans"',
};

function cell(row: Row, rep: Report, key: string): string {
  if (key.endsWith('2')) return row.pair ? cell(row.pair, rep, key.slice(0, -1)) : '';
  const flag = printedFlag(row, rep);
  switch (key) {
    case 'name':
      return esc(row.name) + (row.nameSup ? `<sup>${esc(row.nameSup)}</sup>` : '');
    case 'value': {
      const v = printedValue(row, rep);
      const glued = rep.flagGlue && flag ? v + flag : v;
      return row.flag ? `<b>${esc(glued)}</b>` : esc(glued);
    }
    case 'flag':
      return esc(flag);
    case 'unit':
      return esc(row.unit);
    case 'range':
      return br(printedRange(row, rep));
    case 'previous':
      return esc(row.previous ?? '');
    case 'extra':
      return esc(row.extra ?? '');
    default:
      return '';
  }
}

function table(rep: Report, items: Report['items'], counter: { n: number }): string {
  const cols = rep.columns;
  const head = `<thead><tr>${cols.map((c) => `<th class="c-${c.key}">${esc(c.label)}</th>`).join('')}</tr></thead>`;
  let body = '';
  const flush = () => {
    const out = body ? `<table>${head}<tbody>${body}</tbody></table>` : '';
    body = '';
    return out;
  };
  let out = '';
  for (const it of items) {
    if (it.kind === 'row') {
      counter.n += 1;
      body += `<tr>${cols
        .map((c) => `<td class="c-${c.key}">${c.key === 'no' ? counter.n : cell(it, rep, c.key)}</td>`)
        .join('')}</tr>`;
    } else if (it.kind === 'section') {
      body += `<tr class="sec"><td colspan="${cols.length}">${esc(it.title)}</td></tr>`;
    } else if (it.kind === 'comment') {
      body += `<tr class="cmt"><td colspan="${cols.length}">${br(it.text)}</td></tr>`;
    } else if (it.kind === 'html') {
      out += flush() + it.html;
    } else if (it.kind === 'pagebreak') {
      out += flush() + '<div class="pb"></div>';
    }
  }
  return out + flush();
}

function blocks(rep: Report): string {
  const L = rep.blockLabels ?? { result: 'Result:', range: 'Reference:' };
  let out = '';
  for (const it of rep.items) {
    if (it.kind === 'row') {
      const flag = printedFlag(it, rep);
      out += `<div class="blk"><div class="bh">${esc(it.name)}</div>
        <div class="bl"><span class="lbl">${esc(L.result)}</span> <b>${esc(printedValue(it, rep))}</b> ${esc(it.unit)} ${esc(flag)}</div>
        <div class="bl"><span class="lbl">${esc(L.range)}</span> ${br(printedRange(it, rep))}</div></div>`;
    } else if (it.kind === 'section') out += `<h3>${esc(it.title)}</h3>`;
    else if (it.kind === 'comment') out += `<p class="cmtp">${br(it.text)}</p>`;
    else if (it.kind === 'html') out += it.html;
    else out += '<div class="pb"></div>';
  }
  return out;
}

export function renderHtml(rep: Report): string {
  const font = rep.font ?? FONTS[rep.language] ?? '"Noto Sans", "DejaVu Sans", sans-serif';
  const counter = { n: 0 };
  let content: string;
  if (rep.blockLabels) content = blocks(rep);
  else if (rep.twoColumn) {
    const half = Math.ceil(rep.items.length / 2);
    const split = rep.items.findIndex((it, i) => i >= half && it.kind === 'section');
    const at = split > 0 ? split : half;
    content = `<div class="two"><div>${table(rep, rep.items.slice(0, at), counter)}</div><div>${table(
      rep,
      rep.items.slice(at),
      counter,
    )}</div></div>`;
  } else content = table(rep, rep.items, counter);
  const hdr = rep.header
    .map((l) => `<div class="hl">${l.split(' | ').map((c) => `<span>${esc(c)}</span>`).join('')}</div>`)
    .join('');
  return `<!doctype html><html lang="${rep.language}" dir="${rep.dir ?? 'ltr'}"><head><meta charset="utf-8"><style>
@page { size: A4 ${rep.landscape ? 'landscape' : 'portrait'}; margin: 10mm 12mm 8mm 12mm; }
body { font-family: ${font}; font-size: 10pt; color: #111; margin: 0; }
.top { text-align: center; padding-bottom: 3mm; }
table.page { width: 100%; } table.page > thead > tr > td, table.page > tfoot > tr > td { padding: 0; }
.top .i0 { font-size: 14pt; font-weight: bold; } .top .i1 { font-size: 10.5pt; } .top .in { font-size: 8pt; color: #333; }
.bottom { font-size: 7.5pt; color: #333; border-top: 0.5pt solid #666; padding-top: 1mm; margin-top: 4mm; }
table.page > tfoot { display: table-footer-group; }
h1 { font-size: 13pt; text-align: center; margin: 0 0 3mm; letter-spacing: 1pt; }
.hl { display: flex; gap: 6mm; margin: 0.6mm 0; } .hl span { flex: 1; }
.hdr { border-top: 1pt solid #000; border-bottom: 1pt solid #000; padding: 1.5mm 0; margin-bottom: 3mm; font-size: 9pt; }
table { width: 100%; border-collapse: collapse; margin-bottom: 3mm; }
thead { display: table-header-group; }
th { border-bottom: 0.8pt solid #000; text-align: start; font-size: 9pt; padding: 1mm; }
td { padding: 0.7mm 1mm; vertical-align: top; font-size: 9.5pt; }
tr { page-break-inside: avoid; }
tr.sec td { font-weight: bold; padding-top: 2mm; border-bottom: 0.3pt solid #999; }
tr.cmt td { font-style: italic; font-size: 8.5pt; color: #333; }
.two { display: flex; gap: 6mm; } .two > div { flex: 1; }
.blk { margin: 2mm 0 3mm; } .bh { font-weight: bold; border-bottom: 0.3pt solid #999; } .lbl { display: inline-block; min-width: 32mm; }
.cmtp { font-style: italic; font-size: 8.5pt; }
.pb { page-break-after: always; }
.closing { margin-top: 4mm; font-size: 8.5pt; }
.small { font-size: 7.5pt; }
table.legend td, table.legend th { border: 0.3pt solid #999; font-size: 8pt; }
</style></head><body>
<table class="page"><thead><tr><td><div class="top">${rep.institution.map((l, i) => `<div class="${i === 0 ? 'i0' : i === 1 ? 'i1' : 'in'}">${esc(l)}</div>`).join('')}</div></td></tr></thead>
<tfoot><tr><td><div class="bottom">${rep.footer.map((l) => `<div>${esc(l)}</div>`).join('')}</div></td></tr></tfoot>
<tbody><tr><td>
<h1>${esc(rep.title)}</h1>
<div class="hdr">${hdr}</div>
${content}
<div class="closing">${(rep.closing ?? []).map((l) => `<div>${br(l)}</div>`).join('')}</div>
</td></tr></tbody></table>
</body></html>`;
}
