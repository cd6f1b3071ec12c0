/**
 * Part G renderers: one HTML template per layout family, printed by Chromium or converted by LibreOffice.
 * Templates take the document's rows and print them the way a lab template / LIS would.
 */
import type { Doc, Helpers, Row } from './model';

const e = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function page(css: string, body: string, lang = 'en'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`;
}

/** A barcode drawn as bars (deterministic from a string). */
export function barcode(s: string, h = 26): string {
  let x = 0;
  const bars: string[] = [];
  for (let i = 0; i < s.length * 3; i++) {
    const c = s.charCodeAt(i % s.length) + i * 7;
    const w = 1 + (c % 3);
    if (i % 2 === 0) bars.push(`<rect x="${x}" y="0" width="${w}" height="${h}" fill="#000"/>`);
    x += w + 1;
  }
  return `<svg width="${x}" height="${h}" xmlns="http://www.w3.org/2000/svg">${bars.join('')}</svg>`;
}

/** A QR-code-like square of modules. */
export function qr(seed: number, size = 58): string {
  const n = 21;
  const m = size / n;
  const cells: string[] = [];
  let s = seed;
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
      const on = finder ? x % 6 === 0 || y % 6 === 0 || (x % 7 > 1 && x % 7 < 5 && y % 7 > 1 && y % 7 < 5) || x === 20 || y === 20 || x === 14 || y === 14 : (s >> 8) % 2 === 0;
      if (on) cells.push(`<rect x="${(x * m).toFixed(2)}" y="${(y * m).toFixed(2)}" width="${m.toFixed(2)}" height="${m.toFixed(2)}"/>`);
    }
  return `<svg width="${size}" height="${size}" xmlns="http://www.w3.org/2000/svg" fill="#111">${cells.join('')}</svg>`;
}

/** LibreOffice's HTML import honours page-break-before on a paragraph, not on a table's class. */
export const LO_BREAK = '<p style="page-break-before: always; margin-top: 0; margin-bottom: 0; font-size: 2pt">&nbsp;</p>';

export interface Labels {
  [k: string]: string;
}

// ---------------------------------------------------------------- G1 US reference lab
export function renderUS(o: { variant: 'flagcol' | 'inout'; header: string; footer: string; footnotes: string[]; font: string }) {
  return (d: Doc, h: Helpers): string => {
    const css = `@page{size:Letter;margin:14mm 12mm 20mm 12mm}
body{font-family:${o.font};font-size:8.6pt;color:#111;margin:0}
table.res{width:100%;border-collapse:collapse;margin-top:6px}
table.res thead th{font-size:7.6pt;text-align:left;border-bottom:1.5px solid #000;border-top:1.5px solid #000;padding:3px 4px;letter-spacing:.04em}
table.res td{padding:2px 4px;vertical-align:top}
tr.panel td{font-weight:bold;padding-top:8px;font-variant:small-caps;font-size:9pt;border-bottom:.5px solid #888}
td.num{text-align:right;width:62px}
td.out{font-weight:bold}
tr.fn td{font-size:7.4pt;color:#333;padding-left:22px}
.sect{page-break-before:always}
thead{display:table-header-group}`;
    let body = o.header;
    const head =
      o.variant === 'flagcol'
        ? '<tr><th>TEST</th><th style="text-align:right">RESULT</th><th>FLAG</th><th>REFERENCE</th><th>UNITS</th><th>LAB</th></tr>'
        : '<tr><th rowspan="2">TEST(S)</th><th colspan="2" style="text-align:center;border-bottom:.5px solid #000">RESULT</th><th rowspan="2">REFERENCE RANGE</th><th rowspan="2">LAB</th></tr><tr><th style="text-align:right">IN RANGE</th><th style="text-align:right">OUT OF RANGE</th></tr>';
    d.sections.forEach((s, si) => {
      body += `<table class="res${s.breakBefore && si > 0 ? ' sect' : ''}"><thead>${head}</thead><tbody>`;
      body += `<tr class="panel"><td colspan="6">${e(s.title)}</td></tr>`;
      for (const r of s.rows) {
        const f = h.flag(r);
        const ab = h.abnormal(r);
        if (o.variant === 'flagcol') {
          body += `<tr><td style="padding-left:12px">${e(r.name)}</td><td class="num${ab ? ' out' : ''}">${e(h.val(r))}</td><td>${e(f)}</td><td>${e(h.range(r))}</td><td>${e(r.unit ?? '')}</td><td>${r.site ?? '01'}</td></tr>`;
        } else {
          const v = `${e(h.val(r))}${r.unit ? '' : ''}`;
          body += `<tr><td style="padding-left:12px">${e(r.name)}</td><td class="num">${ab ? '' : v}</td><td class="num out">${ab ? `${v} ${e(f)}` : ''}</td><td>${e(h.range(r))}${r.unit ? ` ${e(r.unit)}` : ''}</td><td>${r.site ?? 'EN'}</td></tr>`;
        }
        if (r.note) body += `<tr class="fn"><td colspan="6">${e(r.note)}</td></tr>`;
      }
      body += '</tbody></table>';
      if (s.note) body += `<div style="font-size:7.4pt;margin:3px 0 0 12px;white-space:pre-wrap">${e(s.note)}</div>`;
    });
    body += `<div style="margin-top:10px;font-size:7.3pt;border-top:1px solid #000;padding-top:4px">${o.footnotes.map((f, i) => `<div>${i + 1}&nbsp;&nbsp;${e(f)}</div>`).join('')}</div>`;
    body += o.footer;
    return page(css, body);
  };
}

// ---------------------------------------------------------------- G2 Hospital EHR export
export function renderEHR(o: {
  L: { comp: string; val: string; range: string; flag: string; collected: string; resulted: string; comment: string; units?: string };
  header: string;
  footer: string;
  font: string;
  orders: { title: string; collected: string; resulted: string; sections: number[] }[];
  unitsInValue: boolean;
  simple?: boolean; // LibreOffice: attribute borders
}) {
  return (d: Doc, h: Helpers): string => {
    const css = `@page{size:A4;margin:15mm 14mm 18mm 14mm}
body{font-family:${o.font};font-size:9pt;color:#1a1a1a}
h2{font-size:11pt;margin:12px 0 2px 0;color:#1f3f6e}
.cr{font-size:8pt;color:#444;margin-bottom:3px}
table.c{width:100%;border-collapse:collapse}
table.c th{background:#e4eaf2;text-align:left;font-size:8pt;padding:3px 5px;border:1px solid #b9c4d4}
table.c td{border:1px solid #d3d9e2;padding:3px 5px;vertical-align:top}
td.cm{font-size:8pt;color:#333;background:#fafafa;font-style:italic}
td.cname{width:38%}
.abn{font-weight:bold;color:#a00}
.brk{page-break-before:always}
thead{display:table-header-group}`;
    let body = o.header;
    const uCol = !o.unitsInValue && o.L.units;
    for (const ord of o.orders) {
      const first = d.sections[ord.sections[0]!]!;
      if (o.simple && first.breakBefore) body += LO_BREAK;
      body += `<h2${first.breakBefore ? ' class="brk"' : ''}>${e(ord.title)}</h2><div class="cr">${e(o.L.collected)} ${e(ord.collected)} &nbsp;&nbsp; ${e(o.L.resulted)} ${e(ord.resulted)}</div>`;
      body += `<table class="c"${o.simple ? ' border="1" cellpadding="3" cellspacing="0" width="100%"' : ''}><thead><tr><th>${e(o.L.comp)}</th><th>${e(o.L.val)}</th>${uCol ? `<th>${e(o.L.units!)}</th>` : ''}<th>${e(o.L.range)}</th><th>${e(o.L.flag)}</th></tr></thead><tbody>`;
      for (const si of ord.sections) {
        const s = d.sections[si]!;
        if (ord.sections.length > 1) body += `<tr><td colspan="${uCol ? 5 : 4}" style="font-weight:bold;background:#f0f0f0">${e(s.title)}</td></tr>`;
        for (const r of s.rows) {
          const ab = h.abnormal(r);
          const vv = o.unitsInValue && r.unit ? `${h.val(r)} ${r.unit}` : h.val(r);
          body += `<tr><td class="cname">${e(r.name)}</td><td${ab ? ' class="abn"' : ''}>${e(vv)}</td>${uCol ? `<td>${e(r.unit ?? '')}</td>` : ''}<td>${e(h.range(r))}${o.unitsInValue && r.unit && r.range && r.range.kind !== 'text' ? ` ${e(r.unit)}` : ''}</td><td${ab ? ' class="abn"' : ''}>${e(h.flag(r))}</td></tr>`;
          if (r.note) body += `<tr><td colspan="${uCol ? 5 : 4}" class="cm">${e(o.L.comment)}: ${e(r.note)}</td></tr>`;
        }
      }
      body += '</tbody></table>';
    }
    body += o.footer;
    return page(css, body, d.language.slice(0, 2));
  };
}

// ---------------------------------------------------------------- G3 LIS monospaced printout
export function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}
export function lpad(s: string, n: number): string {
  return s.length >= n ? s : ' '.repeat(n - s.length) + s;
}

export function renderLIS(o: {
  font: string;
  size: string;
  header: string[];
  footer: string[];
  colHead: string;
  nameW: number;
  leader: boolean; // dotted leaders between name and value
  valueW: number;
  unitGlued: boolean;
  rangeW: number;
  lineWidth: number;
}) {
  return (d: Doc, h: Helpers): string => {
    const css = `@page{size:A4;margin:12mm 12mm 14mm 16mm}
body{margin:0}
pre{font-family:${o.font};font-size:${o.size};line-height:1.22;margin:0}
.pb{page-break-before:always}`;
    const lines: string[][] = [[]];
    const add = (l: string): void => {
      lines[lines.length - 1]!.push(l);
    };
    o.header.forEach(add);
    add(o.colHead);
    add('-'.repeat(o.lineWidth));
    d.sections.forEach((s, si) => {
      if (s.breakBefore && si > 0) {
        lines.push([]);
        o.header.forEach(add);
        add(o.colHead);
        add('-'.repeat(o.lineWidth));
      }
      add('');
      add(s.title);
      for (const r of s.rows) {
        const f = h.flag(r);
        const v = h.val(r) + (o.unitGlued && r.unit ? r.unit : '');
        const vf = f ? `${v}${f === '*' ? '*' : ` ${f}`}` : v;
        const nm = o.leader ? `  ${r.name}`.padEnd(o.nameW, '.') : pad(`  ${r.name}`, o.nameW);
        const name = nm.length > o.nameW ? nm : nm;
        const rest = o.unitGlued
          ? `${pad(vf, o.valueW)} ${h.range(r)}`
          : `${pad(vf, o.valueW)} ${pad(r.unit ?? '', 10)} ${h.range(r)}`;
        add(`${name}${o.leader ? '' : ' '}${rest}`);
        if (r.note) add(`      ${r.note}`);
      }
      if (s.note) s.note.split('\n').forEach((l) => add(`  ${l}`));
    });
    add('');
    o.footer.forEach(add);
    const body = lines.map((ls, i) => `<pre${i > 0 ? ' class="pb"' : ''}>${e(ls.join('\n'))}</pre>`).join('');
    return page(css, body);
  };
}

// ---------------------------------------------------------------- G4 German / Austrian / Swiss
export function bar(h: Helpers, r: Row, d: Doc): string {
  const g = r.range;
  const v = Number(r.v);
  if (!g || Number.isNaN(v)) return '';
  let lo: number;
  let hi: number;
  if (g.kind === 'ab') [lo, hi] = [Number(g.lo), Number(g.hi)];
  else if (g.kind === 'sex') {
    const b = d.meta.patient_sex === 'female' ? g.F : g.M;
    [lo, hi] = [Number(b[0]), Number(b[1])];
  } else if (g.kind === 'op' && g.op.startsWith('<')) [lo, hi] = [0, Number(g.x)];
  else if (g.kind === 'op') [lo, hi] = [Number(g.x), Number(g.x) * 2];
  else return '';
  const n = 9;
  if (v < lo) return `*|${'-'.repeat(n)}|`;
  if (v > hi) return `|${'-'.repeat(n)}|*`;
  const p = Math.min(n - 1, Math.max(0, Math.round(((v - lo) / (hi - lo || 1)) * (n - 1))));
  return `|${'-'.repeat(p)}*${'-'.repeat(n - 1 - p)}|`;
}

export function renderDE(o: {
  font: string;
  header: string;
  footer: string;
  L: { test: string; res: string; unit: string; ref: string; bar?: string; flag?: string; prev?: string };
  barCol: boolean;
  flagCol: boolean;
  simple?: boolean;
  graph?: boolean; // small drawn graph instead of characters
}) {
  return (d: Doc, h: Helpers): string => {
    const css = `@page{size:A4;margin:16mm 14mm 20mm 18mm}
body{font-family:${o.font};font-size:9pt}
table.r{width:100%;border-collapse:collapse}
table.r th{text-align:left;font-weight:normal;font-style:italic;border-bottom:1px solid #000;padding:2px 4px;font-size:8.3pt}
table.r td{padding:1.5px 4px;vertical-align:top}
td.n{text-align:right}
td.bar{font-family:'DejaVu Sans Mono',monospace;font-size:8pt;white-space:pre}
tr.grp td{font-weight:bold;padding-top:7px;text-decoration:underline}
.pb{page-break-before:always}
thead{display:table-header-group}`;
    let body = o.header;
    const prevN = d.prevDates?.length ?? 0;
    const th = `<tr><th>${o.L.test}</th><th style="text-align:right">${o.L.res}</th>${o.flagCol ? `<th>${o.L.flag ?? ''}</th>` : ''}<th>${o.L.unit}</th><th>${o.L.ref}</th>${o.barCol ? `<th>${o.L.bar ?? ''}</th>` : ''}${(d.prevDates ?? []).map((p) => `<th style="text-align:right">${o.L.prev ?? ''}<br>${e(p)}</th>`).join('')}</tr>`;
    let open = false;
    d.sections.forEach((s, si) => {
      if (!open || (s.breakBefore && si > 0)) {
        if (open) body += '</tbody></table>';
        if (o.simple && s.breakBefore && si > 0) body += LO_BREAK;
        body += `<table class="r${s.breakBefore && si > 0 ? ' pb' : ''}"${o.simple ? ' cellpadding="2" cellspacing="0" width="100%"' : ''}><thead>${th}</thead><tbody>`;
        open = true;
      }
      body += `<tr class="grp"><td colspan="${5 + prevN}">${e(s.title)}</td></tr>`;
      for (const r of s.rows) {
        const f = h.flag(r);
        const ab = h.abnormal(r);
        const vv = o.flagCol ? h.val(r) : `${h.val(r)}${f ? ` ${f}` : ''}`;
        const graph = o.graph ? graphSvg(bar(h, r, d)) : e(bar(h, r, d));
        body += `<tr><td>${e(r.name)}</td><td class="n"${ab ? ' style="font-weight:bold"' : ''}>${e(vv)}</td>${o.flagCol ? `<td>${e(f)}</td>` : ''}<td>${e(r.unit ?? '')}</td><td>${e(h.range(r))}</td>${o.barCol ? `<td class="bar">${graph}</td>` : ''}${(r.prev ?? []).map((p) => `<td class="n" style="color:#444">${e(h.num(p))}</td>`).join('')}${r.prev ? '' : '<td></td>'.repeat(prevN)}</tr>`;
        if (r.note) body += `<tr><td></td><td colspan="${4 + prevN}" style="font-size:7.8pt">${e(r.note)}</td></tr>`;
      }
      if (s.note) body += `<tr><td colspan="${5 + prevN}" style="font-size:7.8pt;white-space:pre-wrap">${e(s.note)}</td></tr>`;
    });
    if (open) body += '</tbody></table>';
    body += o.footer;
    return page(css, body, 'de');
  };
}

function graphSvg(b: string): string {
  if (!b) return '';
  const w = 70;
  const pos = b.startsWith('*') ? 2 : b.endsWith('*') ? w - 2 : 8 + (b.indexOf('*') - 1) * (54 / 8);
  return `<svg width="${w}" height="9" xmlns="http://www.w3.org/2000/svg"><rect x="8" y="3" width="54" height="3" fill="#cfd8cf"/><line x1="8" y1="0" x2="8" y2="9" stroke="#555"/><line x1="62" y1="0" x2="62" y2="9" stroke="#555"/><circle cx="${pos}" cy="4.5" r="3" fill="${b.indexOf('*') === 0 || b.endsWith('*') ? '#b00' : '#222'}"/></svg>`;
}

// ---------------------------------------------------------------- G5 two unit systems
export function renderDual(o: {
  font: string;
  header: string;
  footer: string;
  L: { test: string; si: string; siRef: string; conv: string; convRef: string; flag: string };
  simple?: boolean;
}) {
  return (d: Doc, h: Helpers): string => {
    const css = `@page{size:Letter;margin:14mm 13mm 18mm 13mm}
body{font-family:${o.font};font-size:8.8pt}
table.d{width:100%;border-collapse:collapse}
table.d th{border-bottom:2px solid #333;font-size:7.8pt;text-align:left;padding:3px;vertical-align:bottom}
table.d td{padding:2px 3px;border-bottom:.5px dotted #aaa}
td.v{text-align:right;font-weight:bold}
td.cv{text-align:right;color:#555}
td.cr{color:#555}
tr.s td{background:#eee;font-weight:bold;border-bottom:1px solid #999}
thead{display:table-header-group}
.pb{page-break-before:always}`;
    let body = o.header;
    body += `<table class="d"${o.simple ? ' cellpadding="2" cellspacing="0" width="100%"' : ''}><thead><tr><th>${o.L.test}</th><th style="text-align:right">${o.L.si}</th><th>${o.L.flag}</th><th>${o.L.siRef}</th><th style="text-align:right">${o.L.conv}</th><th>${o.L.convRef}</th></tr></thead><tbody>`;
    for (const s of d.sections) {
      body += `<tr class="s"><td colspan="6">${e(s.title)}</td></tr>`;
      for (const r of s.rows) {
        const rr = h.range(r);
        body += `<tr><td>${e(r.name)}</td><td class="v">${e(h.val(r))}</td><td>${e(h.flag(r))}</td><td>${e(rr)}${r.unit ? ` ${e(r.unit)}` : ''}</td><td class="cv">${r.conv ? e(h.num(r.conv.v)) : ''}</td><td class="cr">${r.conv ? `${e(d.dec === ',' ? r.conv.range.replace(/\./g, ',') : r.conv.range)} ${e(r.conv.unit)}` : ''}</td></tr>`;
        if (r.note) body += `<tr><td colspan="6" style="font-size:7.6pt;padding-left:14px;border:none">${e(r.note)}</td></tr>`;
      }
      if (s.note) body += `<tr><td colspan="6" style="font-size:7.6pt;border:none;white-space:pre-wrap">${e(s.note)}</td></tr>`;
    }
    body += '</tbody></table>' + o.footer;
    return page(css, body, d.language.slice(0, 2));
  };
}

// ---------------------------------------------------------------- G6 wrapped rows / rowspan panel column
export function renderWrapped(o: {
  font: string;
  header: string;
  footer: string;
  L: { panel: string; test: string; res: string; unit: string; ref: string };
  mode: 'rowspan' | 'twoLine';
  simple?: boolean;
}) {
  return (d: Doc, h: Helpers): string => {
    const css = `@page{size:A4;margin:15mm 13mm 18mm 13mm}
body{font-family:${o.font};font-size:9pt}
table.w{width:100%;border-collapse:collapse}
table.w th{background:#dfe8e1;padding:3px;text-align:left;font-size:8pt;border:1px solid #9ab}
table.w td{border:1px solid #bcc;padding:2px 4px;vertical-align:top}
td.p{font-weight:bold;background:#f3f6f3;width:16%;writing-mode:horizontal-tb}
td.nm{font-weight:bold;border-bottom:none}
td.vl{border-top:none;padding-left:18px}
.b{font-weight:bold}
.pb{page-break-before:always}
thead{display:table-header-group}`;
    let body = o.header;
    const tb = (cls = ''): string =>
      `<table class="w${cls}"${o.simple ? ' border="1" cellpadding="3" cellspacing="0" width="100%"' : ''}>`;
    if (o.mode === 'rowspan') {
      let open = false;
      d.sections.forEach((s, si) => {
        if (!open || (s.breakBefore && si > 0)) {
          if (open) body += '</tbody></table>';
          if (o.simple && s.breakBefore && si > 0) body += LO_BREAK;
          body += `${tb(s.breakBefore && si > 0 ? ' pb' : '')}<thead><tr><th>${o.L.panel}</th><th>${o.L.test}</th><th style="text-align:right">${o.L.res}</th><th>${o.L.unit}</th><th>${o.L.ref}</th></tr></thead><tbody>`;
          open = true;
        }
        s.rows.forEach((r, i) => {
          const f = h.flag(r);
          const ab = h.abnormal(r);
          body += `<tr>${i === 0 ? `<td class="p" rowspan="${s.rows.length}">${e(s.title)}</td>` : ''}<td>${e(r.name)}</td><td style="text-align:right"${ab ? ' class="b"' : ''}>${e(h.val(r))}${f ? ` ${e(f)}` : ''}</td><td>${e(r.unit ?? '')}</td><td>${e(h.range(r))}</td></tr>`;
        });
      });
      if (open) body += '</tbody></table>';
    } else {
      d.sections.forEach((s, si) => {
        if (o.simple && s.breakBefore && si > 0) body += LO_BREAK;
        body += `<div class="${s.breakBefore && si > 0 ? 'pb' : ''}" style="margin-top:8px;font-weight:bold;font-size:10pt;border-bottom:1.5px solid #2b5">${e(s.title)}</div>`;
        body += `${tb()}<thead><tr><th>${o.L.test}</th><th>${o.L.res}</th><th>${o.L.unit}</th><th>${o.L.ref}</th></tr></thead><tbody>`;
        for (const r of s.rows) {
          const f = h.flag(r);
          const ab = h.abnormal(r);
          body += `<tr><td colspan="4" class="nm">${e(r.name)}</td></tr><tr><td class="vl"></td><td${ab ? ' class="b"' : ''}>${e(h.val(r))}${f ? ` ${e(f)}` : ''}</td><td>${e(r.unit ?? '')}</td><td>${e(h.range(r))}</td></tr>`;
          if (r.note) body += `<tr><td colspan="4" style="font-size:7.8pt">${e(r.note)}</td></tr>`;
        }
        body += '</tbody></table>';
        if (s.note) body += `<div style="font-size:7.8pt;white-space:pre-wrap">${e(s.note)}</div>`;
      });
    }
    body += o.footer;
    return page(css, body, d.language.slice(0, 2));
  };
}

// ---------------------------------------------------------------- G7 cumulative / trend
export function renderCumul(o: {
  font: string;
  header: string;
  footer: string;
  L: { test: string; unit: string; ref: string; flag: string };
  currentDate: string; // printed date of the current column
  newestLeft: boolean;
  simple?: boolean;
  size?: 'A4' | 'A4 landscape';
}) {
  return (d: Doc, h: Helpers): string => {
    const css = `@page{size:${o.size ?? 'A4'};margin:14mm 12mm 18mm 12mm}
body{font-family:${o.font};font-size:8.7pt}
table.t{width:100%;border-collapse:collapse}
table.t th{border-bottom:1px solid #000;border-top:1px solid #000;padding:3px;font-size:8pt;text-align:right}
table.t th.l{text-align:left}
table.t td{padding:2px 3px;text-align:right;border-bottom:.4px solid #ddd}
table.t td.l{text-align:left}
td.cur{background:#f1f1f1;font-weight:bold}
tr.s td{text-align:left;font-weight:bold;padding-top:7px;border-bottom:1px solid #666}
.pb{page-break-before:always}
thead{display:table-header-group}`;
    const dates = d.prevDates ?? [];
    const cols: { date: string; cur: boolean; i: number }[] = [{ date: o.currentDate, cur: true, i: -1 }, ...dates.map((dt, i) => ({ date: dt, cur: false, i }))];
    if (!o.newestLeft) cols.reverse();
    const n = 4 + cols.length;
    let body = o.header;
    // the flag sits right of the current column (the newest), wherever that column is
    const th = `<tr><th class="l">${o.L.test}</th>${cols.map((c) => `<th>${e(c.date)}</th>${c.cur ? `<th class="l">${o.L.flag}</th>` : ''}`).join('')}<th class="l">${o.L.unit}</th><th class="l">${o.L.ref}</th></tr>`;
    let open = false;
    d.sections.forEach((s, si) => {
      if (!open || (s.breakBefore && si > 0)) {
        if (open) body += '</tbody></table>';
        if (o.simple && s.breakBefore && si > 0) body += LO_BREAK;
        body += `<table class="t${s.breakBefore && si > 0 ? ' pb' : ''}"${o.simple ? ' cellpadding="2" cellspacing="0" width="100%"' : ''}><thead>${th}</thead><tbody>`;
        open = true;
      }
      body += `<tr class="s"><td colspan="${n}">${e(s.title)}</td></tr>`;
      for (const r of s.rows) {
        body += `<tr><td class="l">${e(r.name)}</td>${cols.map((c) => (c.cur ? `<td class="cur">${e(h.val(r))}</td><td class="l">${e(h.flag(r))}</td>` : `<td>${e(r.prev?.[c.i] ? h.num(r.prev[c.i]!) : '')}</td>`)).join('')}<td class="l" style="padding-left:16px">${e(r.unit ?? '')}</td><td class="l">${e(h.range(r))}</td></tr>`;
        if (r.note) body += `<tr><td class="l" colspan="${n}" style="font-size:7.6pt;padding-left:16px">${e(r.note)}</td></tr>`;
      }
      if (s.note) body += `<tr><td class="l" colspan="${n}" style="font-size:7.6pt;white-space:pre-wrap">${e(s.note)}</td></tr>`;
    });
    if (open) body += '</tbody></table>';
    body += o.footer;
    return page(css, body, d.language.slice(0, 2));
  };
}

// ---------------------------------------------------------------- G9 sidebar page
export function renderSidebar(o: {
  font: string;
  side: 'left' | 'right';
  sidebar: string; // HTML of the patient panel
  header: string;
  footer: string; // fixed footer with disclaimers
  L: { test: string; res: string; unit: string; ref: string; flag: string };
  flagCol: boolean;
}) {
  return (d: Doc, h: Helpers): string => {
    const css = `@page{size:A4;margin:12mm 10mm 12mm 10mm}
body{font-family:${o.font};font-size:8.6pt;margin:0}
.wrap{display:flex;flex-direction:${o.side === 'left' ? 'row' : 'row-reverse'};gap:10px}
.side{width:150px;flex:none;background:#eef2f6;padding:8px;font-size:8pt;border-radius:4px;align-self:flex-start}
.side b{display:block;margin-top:6px;color:#35506b;font-size:7.4pt;text-transform:uppercase;letter-spacing:.06em}
.main{flex:1}
table.s{width:100%;border-collapse:collapse}
table.s th{background:#35506b;color:#fff;font-size:7.8pt;text-align:left;padding:3px 4px}
table.s td{padding:2px 4px;border-bottom:.5px solid #ccd}
tr.g td{background:#dde6ef;font-weight:bold}
td.n{text-align:right}
.abn{color:#b00;font-weight:bold}
.pb{page-break-before:always}
thead{display:table-header-group}`;
    let body = o.header;
    const th = `<tr><th>${o.L.test}</th><th style="text-align:right">${o.L.res}</th>${o.flagCol ? `<th>${o.L.flag}</th>` : ''}<th>${o.L.unit}</th><th>${o.L.ref}</th></tr>`;
    const cols = o.flagCol ? 5 : 4;
    const chunks: string[] = [];
    let cur = '';
    d.sections.forEach((s, si) => {
      if (s.breakBefore && si > 0) {
        chunks.push(cur);
        cur = '';
      }
      cur += `<tr class="g"><td colspan="${cols}">${e(s.title)}</td></tr>`;
      for (const r of s.rows) {
        const f = h.flag(r);
        const ab = h.abnormal(r);
        cur += `<tr><td>${e(r.name)}</td><td class="n${ab ? ' abn' : ''}">${e(h.val(r))}${!o.flagCol && f ? `${f.startsWith('(') ? '' : ' '}${e(f)}` : ''}</td>${o.flagCol ? `<td class="abn">${e(f)}</td>` : ''}<td>${e(r.unit ?? '')}</td><td>${e(h.range(r))}</td></tr>`;
        if (r.note) cur += `<tr><td colspan="${cols}" style="font-size:7.5pt;color:#444">${e(r.note)}</td></tr>`;
      }
      if (s.note) cur += `<tr><td colspan="${cols}" style="font-size:7.5pt;color:#444;white-space:pre-wrap">${e(s.note)}</td></tr>`;
    });
    chunks.push(cur);
    body += chunks
      .map((c, i) => `<div class="wrap${i > 0 ? ' pb' : ''}"><div class="side">${o.sidebar}</div><div class="main"><table class="s"><thead>${th}</thead><tbody>${c}</tbody></table></div></div>`)
      .join('');
    body += o.footer;
    return page(css, body, d.language.slice(0, 2));
  };
}
