/**
 * Chromium print-to-PDF of part E's positioned-text pages, with what part A's renderer has no need of:
 * white-on-red highlighted cells, a script font per document (CJK, Thai, Devanagari, Hebrew) and
 * `unicode-bidi: plaintext` so Hebrew / Arabic strings take their own direction as a browser lays them out.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Report } from '../a/model';
import type { EItem } from './kit';

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function span(p: Page, it: EItem): string {
  const pos =
    it.align === 'right'
      ? `right:${(p.w - it.x).toFixed(1)}pt`
      : it.align === 'center'
        ? `left:${(it.x - 250).toFixed(1)}pt;width:500pt;text-align:center`
        : `left:${it.x.toFixed(1)}pt`;
  const st = [
    pos,
    `top:${it.y.toFixed(1)}pt`,
    `font-size:${it.size}pt`,
    it.bold ? 'font-weight:bold' : '',
    it.italic ? 'font-style:italic' : '',
    it.color ? `color:${it.color}` : '',
    it.bg ? `background:${it.bg};padding:0 3pt` : '',
    it.font ? `font-family:${it.font}` : '',
  ].filter(Boolean);
  return `<span style="${st.join(';')}">${esc(it.text)}</span>`;
}

function pageHtml(p: Page): string {
  const rules = p.rules.map(
    (ru) => `<div style="position:absolute;left:${ru.x1}pt;top:${ru.y1}pt;width:${ru.x2 - ru.x1}pt;border-top:${ru.width}pt solid #333"></div>`,
  );
  return `<div class="pg${p.w > p.h ? ' land' : ''}" style="width:${p.w}pt;height:${p.h}pt">${p.items.map((it) => span(p, it as EItem)).join('')}${rules.join('')}</div>`;
}

export function renderChromiumE(r: Report, out: string): void {
  const first = r.pages[0]!;
  const land = r.pages.find((p) => p.w > p.h && p !== first);
  const css = `
@page { size: ${first.w}pt ${first.h}pt; margin: 0 }
${land ? `@page land { size: ${land.w}pt ${land.h}pt; margin: 0 } .land { page: land }` : ''}
body { margin: 0; font-family: ${r.spec.font ?? "'DejaVu Sans', sans-serif"}; color: #111 }
.pg { position: relative; overflow: hidden; break-after: page }
.pg:last-child { break-after: auto }
.pg span { position: absolute; white-space: pre; line-height: 1.2; unicode-bidi: plaintext }
`;
  const html = `<!doctype html><html lang="${r.spec.language}"><head><meta charset="utf-8"><title>${esc(r.spec.id)}</title><style>${css}</style></head><body>${r.pages.map(pageHtml).join('')}</body></html>`;
  const dir = mkdtempSync(join(tmpdir(), 'blind-e-'));
  const file = join(dir, `${r.spec.id}.html`);
  writeFileSync(file, html);
  try {
    execFileSync(
      '/usr/bin/chromium',
      ['--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer', `--user-data-dir=${join(dir, 'profile')}`, `--print-to-pdf=${out}`, `file://${file}`],
      { stdio: 'pipe', timeout: 120_000 },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
