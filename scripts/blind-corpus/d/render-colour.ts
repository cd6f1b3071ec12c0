/**
 * Chromium and pdfkit producers for part D pages that carry colour: filled boxes (logos, a grey table
 * header, abnormal cells on red or grey) and coloured text (white on red). Same positioned-text pages
 * as `../a/render.ts`, which draws them in black only; the plain reports of part D still use that one.
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { Report } from '../a/model';
import type { CItem, CPage } from './kit';

const FONT_DIR = '/usr/share/fonts/truetype';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function pageHtml(p: CPage): string {
  const boxes = (p.boxes ?? []).map(
    (b) => `<div style="position:absolute;left:${b.x}pt;top:${b.y}pt;width:${b.w}pt;height:${b.h}pt;background:${b.fill}"></div>`,
  );
  const spans = (p.items as CItem[]).map((it) => {
    const pos =
      it.align === 'right'
        ? `right:${(p.w - it.x).toFixed(1)}pt`
        : it.align === 'center'
          ? `left:${(it.x - 200).toFixed(1)}pt;width:400pt;text-align:center`
          : `left:${it.x.toFixed(1)}pt`;
    const style = `${pos};top:${it.y.toFixed(1)}pt;font-size:${it.size}pt${it.bold ? ';font-weight:bold' : ''}${it.italic ? ';font-style:italic' : ''}${it.color ? `;color:${it.color}` : ''}`;
    return `<span style="${style}">${esc(it.text)}</span>`;
  });
  const rules = p.rules.map(
    (ru) => `<div style="position:absolute;left:${ru.x1}pt;top:${ru.y1}pt;width:${ru.x2 - ru.x1}pt;border-top:${ru.width}pt solid #000"></div>`,
  );
  return `<div class="pg" style="width:${p.w}pt;height:${p.h}pt">${boxes.join('')}${spans.join('')}${rules.join('')}</div>`;
}

/** Chromium headless print-to-PDF of absolutely positioned HTML with background colours printed. */
export function renderChromiumColour(r: Report, out: string): void {
  const first = r.pages[0]!;
  const css = `
@page { size: ${first.w}pt ${first.h}pt; margin: 0 }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact }
body { margin: 0; font-family: ${r.spec.font ?? "'Liberation Sans', Arial, sans-serif"}; color: #1a1a1a }
.pg { position: relative; overflow: hidden; page-break-after: always; break-after: page }
.pg:last-child { page-break-after: auto; break-after: auto }
.pg span { position: absolute; white-space: pre; line-height: 1.15 }
`;
  const html = `<!doctype html><html lang="${r.spec.language}"><head><meta charset="utf-8"><title>${esc(r.spec.id)}</title><style>${css}</style></head><body>${(r.pages as CPage[]).map(pageHtml).join('')}</body></html>`;
  const dir = mkdtempSync(join(tmpdir(), 'blind-d-'));
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

/** pdfkit with fills and coloured text (fonts embedded as subsets; rotated pages turned 90°). */
export async function renderPdfkitColour(r: Report, out: string, font: 'sans' | 'dejavu' = 'sans'): Promise<void> {
  const files =
    font === 'sans'
      ? [`${FONT_DIR}/liberation/LiberationSans-Regular.ttf`, `${FONT_DIR}/liberation/LiberationSans-Bold.ttf`]
      : [`${FONT_DIR}/dejavu/DejaVuSans.ttf`, `${FONT_DIR}/dejavu/DejaVuSans-Bold.ttf`];
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Title: r.spec.id, Creator: 'Web results portal', Producer: 'pdfkit' } });
  doc.registerFont('R', files[0]!);
  doc.registerFont('B', files[1]!);
  const done = new Promise<void>((resolve, reject) => {
    const ws = createWriteStream(out);
    ws.on('finish', () => resolve());
    ws.on('error', reject);
    doc.pipe(ws);
  });
  for (const p of r.pages as CPage[]) {
    doc.addPage({ size: [p.w, p.h], margin: 0 });
    for (const b of p.boxes ?? []) doc.rect(b.x, b.y, b.w, b.h).fill(b.fill);
    for (const it of p.items as CItem[]) {
      doc.font(it.bold ? 'B' : 'R').fontSize(it.size).fillColor(it.color ?? '#1a1a1a');
      const width = doc.widthOfString(it.text);
      const x = it.align === 'right' ? it.x - width : it.align === 'center' ? it.x - width / 2 : it.x;
      doc.text(it.text, x, it.y, { lineBreak: false });
    }
    for (const ru of p.rules) doc.moveTo(ru.x1, ru.y1).lineTo(ru.x2, ru.y2).lineWidth(ru.width).strokeColor('#000').stroke();
  }
  doc.end();
  await done;
}
