/**
 * H1 — South-Asian private-chain report (India, Pakistan, Sri Lanka): Test Name | Result | Unit | Bio. Ref.
 * Interval, method in small grey text under the name, panel headings, abnormal values in bold (no flag
 * letter), NABL-style logo boxes, interpretation tables AFTER the results, doctor's signature block.
 * H6 — block layout (one analyte per block) and key–value pages.
 */
import { barcode, esc, fmtRange, num, qrBox, type NumFmt, type Panel, type RangeStyle, type Row } from './kit';

export interface SaHead {
  lab: string;
  tagline: string;
  address: string;
  phone: string;
  patient: string;
  ageSex: string;
  refBy: string;
  regNo: string;
  collected: string;
  received: string;
  reported: string;
  centre: string;
  doctors: { name: string; title: string }[];
  accent: string;
  font: string;
  logos: string[];
  /** Hindi (or other local) heading for each panel index */
  lo?: boolean; // LibreOffice-friendly (no svg)
}

export interface Interp {
  title: string;
  head: string[];
  rows: string[][];
  note?: string;
}

const cssSa = (h: SaHead): string => `
@page { size: A4; margin: 12mm 12mm 16mm 12mm; }
body { font-family: '${h.font}', sans-serif; font-size: 9.5pt; color: #111; margin: 0; }
.top { display: flex; justify-content: space-between; align-items: center; border-bottom: 3px solid ${h.accent}; padding-bottom: 6px; }
.lab { font-size: 19pt; font-weight: bold; color: ${h.accent}; letter-spacing: 0.5px; }
.tag { font-size: 8pt; color: #555; font-variant: small-caps; }
.logos { display: flex; gap: 6px; }
.logo { border: 1.5px solid ${h.accent}; border-radius: 50%; width: 54px; height: 54px; font-size: 7pt; text-align: center; display: flex; align-items: center; justify-content: center; font-weight: bold; color: ${h.accent}; }
table.pt { width: 100%; border-collapse: collapse; margin: 6px 0; font-size: 9pt; border: 1px solid #999; }
table.pt td { padding: 2px 5px; }
table.pt td.k { color: #444; width: 16%; }
table.res { width: 100%; border-collapse: collapse; margin-top: 6px; }
table.res thead th { border-top: 1.5px solid #000; border-bottom: 1.5px solid #000; text-align: left; padding: 4px; font-size: 9pt; }
table.res td { padding: 3px 4px; vertical-align: top; }
td.res { text-align: left; width: 14%; }
td.u { width: 14%; }
td.ref { width: 28%; }
.mth { display: block; font-size: 7pt; color: #888; }
tr.ph td { font-weight: bold; text-decoration: underline; padding-top: 9px; text-transform: uppercase; font-size: 9.5pt; }
.b { font-weight: bold; }
.interp { margin-top: 10px; font-size: 8.5pt; }
.interp table { border-collapse: collapse; margin: 4px 0; }
.interp td, .interp th { border: 1px solid #777; padding: 2px 8px; }
.sig { display: flex; justify-content: space-between; margin-top: 26px; font-size: 8.5pt; }
.sig div { text-align: center; }
.end { text-align: center; font-size: 8pt; margin-top: 10px; letter-spacing: 2px; }
.foot { position: fixed; bottom: -10mm; left: 0; right: 0; font-size: 7.5pt; color: #666; border-top: 1px solid #ccc; display: flex; justify-content: space-between; }
.pb { break-before: page; }
`;

export function renderSa(
  h: SaHead,
  panels: Panel[],
  interps: Interp[],
  fmt: NumFmt,
  rs: RangeStyle,
  interpAfterPanel: Record<number, Interp[]> = {},
): string {
  const logos = h.logos.map((l) => `<div class="logo">${l}</div>`).join('');
  const bc = h.lo ? `<span style="font-family:monospace">|||| ||| | |||| || ${esc(h.regNo)}</span>` : barcode(h.regNo);
  const head = `<div class="top"><div><div class="lab">${esc(h.lab)}</div><div class="tag">${esc(h.tagline)}</div>
<div style="font-size:8pt">${esc(h.address)} · ${esc(h.phone)}</div></div><div class="logos">${logos}</div></div>
<table class="pt"><tr><td class="k">Patient Name</td><td>: <b>${esc(h.patient)}</b></td><td class="k">Reg. No.</td><td>: ${esc(h.regNo)}</td><td rowspan="3" style="text-align:right">${bc}</td></tr>
<tr><td class="k">Age / Sex</td><td>: ${esc(h.ageSex)}</td><td class="k">Collected</td><td>: ${esc(h.collected)}</td></tr>
<tr><td class="k">Ref. By</td><td>: ${esc(h.refBy)}</td><td class="k">Received</td><td>: ${esc(h.received)}</td></tr>
<tr><td class="k">Centre</td><td>: ${esc(h.centre)}</td><td class="k">Reported</td><td>: ${esc(h.reported)}</td><td></td></tr></table>`;
  const row = (r: Row): string => {
    const v = num(r.v, fmt);
    const b = r.abnormal ? ' class="res b"' : ' class="res"';
    const m = r.method ? (h.lo ? `<br><font size="1" color="#888888">${esc(r.method)}</font>` : `<span class="mth">${esc(r.method)}</span>`) : '';
    return `<tr><td>${esc(r.name)}${m}</td><td${b}>${esc(v)}</td><td class="u">${esc(r.unit ?? '')}</td><td class="ref">${fmtRange(r, rs, fmt)}</td></tr>`;
  };
  const interpHtml = (i: Interp): string =>
    `<div class="interp"><b>${esc(i.title)}</b><table><tr>${i.head.map((x) => `<th>${esc(x)}</th>`).join('')}</tr>${i.rows
      .map((r) => `<tr>${r.map((x) => `<td>${esc(x)}</td>`).join('')}</tr>`)
      .join('')}</table>${i.note ? `<div>${esc(i.note)}</div>` : ''}</div>`;
  const body: string[] = [];
  let open = false;
  const thead = `<thead><tr><th>Test Name</th><th>Result</th><th>Unit</th><th>Bio. Ref. Interval</th></tr></thead>`;
  panels.forEach((p, i) => {
    if (p.breakBefore || !open) {
      if (open) body.push('</tbody></table>');
      body.push(`<table class="res${p.breakBefore ? ' pb' : ''}">${thead}<tbody>`);
      open = true;
    }
    const title = p.local ? `${esc(p.local)} / ${esc(p.title)}` : esc(p.title);
    body.push(`<tr class="ph"><td colspan="4">${title}</td></tr>`);
    body.push(...p.rows.map(row));
    if (p.note) body.push(`<tr><td colspan="4" style="font-size:8pt;font-style:italic">${esc(p.note)}</td></tr>`);
    const after = interpAfterPanel[i];
    if (after) {
      body.push('</tbody></table>');
      body.push(...after.map(interpHtml));
      open = false;
    }
  });
  if (open) body.push('</tbody></table>');
  const sig = h.doctors.map((d) => `<div>${h.lo ? '' : '<i style="font-family:serif;font-size:13pt">~' + esc(d.name.split(' ').pop() ?? '') + '~</i><br>'}<b>${esc(d.name)}</b><br>${esc(d.title)}</div>`).join('');
  const qr = h.lo ? '' : `<div>${qrBox(h.regNo.length * 31)}</div>`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${cssSa(h)}</style></head><body>
${h.lo ? `<div class="foot"><span>${esc(h.lab)} · ${esc(h.phone)}</span><span>This report is not valid for medico-legal purposes</span></div>` : ''}
${head}${body.join('\n')}${interps.map(interpHtml).join('')}
<div class="end">*** End of Report ***</div>
${h.lo ? `<p style="margin-top:20px;font-size:8.5pt">${h.doctors.map((d) => `<b>${esc(d.name)}</b><br>${esc(d.title)}`).join('<br>')}</p>` : `<div class="sig">${qr}${sig}</div>`}</body></html>`;
}

/** H6 block layout: one analyte per block. */
export function renderBlocks(
  h: { lab: string; sub: string; headRows: [string, string][]; font: string; cols: number; foot: string; lo?: boolean },
  panels: Panel[],
  fmt: NumFmt,
  rs: RangeStyle,
  flagWord: (r: Row) => string,
  tail: string,
): string {
  const css = `@page { size: A4; margin: 14mm; }
body { font-family: '${h.font}', sans-serif; font-size: 9.5pt; }
h1 { font-size: 16pt; margin: 0; letter-spacing: 3px; }
.sub { font-size: 8.5pt; color: #444; border-bottom: 2px double #000; padding-bottom: 4px; }
table.hd { font-size: 9pt; margin: 6px 0; width: 100%; }
h2 { font-size: 10.5pt; background: #e6e6e6; padding: 3px 6px; margin: 10px 0 4px 0; }
.grid { display: grid; grid-template-columns: repeat(${h.cols}, 1fr); gap: 6px 14px; }
.blk { border-left: 3px solid #777; padding: 2px 8px; break-inside: avoid; }
.blk .n { font-weight: bold; }
.blk .l { color: #333; }
.pb { break-before: page; }
.foot { font-size: 8pt; margin-top: 14px; border-top: 1px solid #000; padding-top: 4px; }`;
  const hd = h.headRows.map(([k, v]) => `<td>${esc(k)}: <b>${esc(v)}</b></td>`);
  const hdRows: string[] = [];
  for (let i = 0; i < hd.length; i += 3) hdRows.push(`<tr>${hd.slice(i, i + 3).join('')}</tr>`);
  const blk = (r: Row): string => {
    const fw = flagWord(r);
    const lines = [
      `<div class="n">${esc(r.name)}</div>`,
      `<div class="l">Result: ${r.abnormal ? '<b>' : ''}${esc(num(r.v, fmt))}${r.unit ? ' ' + esc(r.unit) : ''}${fw ? ' ' + esc(fw) : ''}${r.abnormal ? '</b>' : ''}</div>`,
      `<div class="l">Reference: ${fmtRange(r, rs, fmt)}</div>`,
    ];
    if (r.method) lines.push(`<div class="l" style="font-size:7.5pt;color:#777">Method: ${esc(r.method)}</div>`);
    if (h.lo) return `<p style="margin:0 0 6px 0">${lines.map((l) => l.replace(/<\/?div[^>]*>/g, '')).join('<br>')}</p>`;
    return `<div class="blk">${lines.join('')}</div>`;
  };
  const body = panels
    .map((p) => `<h2${p.breakBefore ? ' class="pb"' : ''}>${esc(p.title)}</h2>${h.lo ? p.rows.map(blk).join('') : `<div class="grid">${p.rows.map(blk).join('')}</div>`}`)
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>
<h1>${esc(h.lab)}</h1><div class="sub">${esc(h.sub)}</div><table class="hd">${hdRows.join('')}</table>${body}${tail}<div class="foot">${esc(h.foot)}</div></body></html>`;
}

/** H6 key–value page: "Haemoglobin ........ : 13.5 g/dL   (13.0 - 17.0)". */
export function renderKv(
  h: { lab: string; lines: string[]; headRows: [string, string][]; font: string; foot: string },
  panels: Panel[],
  fmt: NumFmt,
  rs: RangeStyle,
  flag: (r: Row) => string,
  tail: string,
): string {
  const css = `@page { size: A4; margin: 15mm 16mm; }
body { font-family: '${h.font}', serif; font-size: 10pt; }
.c { text-align: center; }
.lab { font-size: 15pt; font-weight: bold; }
table.kv { width: 100%; border-collapse: collapse; }
table.kv td { padding: 1.5px 2px; }
td.k { width: 40%; }
td.v { width: 24%; }
h3 { font-size: 10.5pt; text-align: center; text-decoration: underline; margin: 10px 0 4px 0; }
.pb { break-before: page; }`;
  const hd = h.headRows.map(([k, v]) => `<tr><td style="width:22%">${esc(k)}</td><td>: ${esc(v)}</td></tr>`).join('');
  const line = (r: Row): string => {
    const f = flag(r);
    const v = `${esc(num(r.v, fmt))}${r.unit ? ' ' + esc(r.unit) : ''}${f ? ' ' + esc(f) : ''}`;
    return `<tr><td class="k">${esc(r.name)} ${'.'.repeat(Math.max(3, 34 - r.name.length))}</td><td class="v">: ${r.abnormal ? `<b>${v}</b>` : v}</td><td>(${fmtRange(r, rs, fmt).replace(/<br>/g, '; ')})</td></tr>`;
  };
  const body = panels
    .map((p) => `<h3${p.breakBefore ? ' class="pb"' : ''}>${esc(p.title)}</h3><table class="kv">${p.rows.map(line).join('')}</table>`)
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>
<div class="c"><div class="lab">${esc(h.lab)}</div>${h.lines.map((l) => `<div>${esc(l)}</div>`).join('')}</div><hr>
<table>${hd}</table><hr>${body}${tail}<p style="font-size:8.5pt;margin-top:20px">${esc(h.foot)}</p></body></html>`;
}
