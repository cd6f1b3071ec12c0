/**
 * Three PDF producers for the same positioned-text report, so the corpus exercises the font
 * kinds real labs ship: Chromium print-to-PDF (embedded TrueType subsets), pdfkit (CID /
 * Identity-H fonts, text at absolute positions) and matplotlib (Type 3 fonts).
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { Page, Report } from './model';

const FONT_DIR = '/usr/share/fonts/truetype';

const PDFKIT_FONTS: Record<string, [string, string]> = {
  sans: [`${FONT_DIR}/liberation/LiberationSans-Regular.ttf`, `${FONT_DIR}/liberation/LiberationSans-Bold.ttf`],
  serif: [`${FONT_DIR}/dejavu/DejaVuSerif.ttf`, `${FONT_DIR}/dejavu/DejaVuSerif-Bold.ttf`],
  mono: [`${FONT_DIR}/liberation/LiberationMono-Regular.ttf`, `${FONT_DIR}/liberation/LiberationMono-Bold.ttf`],
  dejavu: [`${FONT_DIR}/dejavu/DejaVuSans.ttf`, `${FONT_DIR}/dejavu/DejaVuSans-Bold.ttf`],
};

/** pdfkit: every string placed at its absolute position; fonts embedded as CID subsets. */
export async function renderPdfkit(r: Report, out: string, fontKey = 'sans'): Promise<void> {
  const fonts = PDFKIT_FONTS[fontKey] ?? PDFKIT_FONTS.sans!;
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: r.spec.id, Creator: 'LIS report server', Producer: 'pdfkit' },
  });
  doc.registerFont('R', fonts[0]);
  doc.registerFont('B', fonts[1]);
  const done = new Promise<void>((resolve, reject) => {
    const ws = createWriteStream(out);
    ws.on('finish', () => resolve());
    ws.on('error', reject);
    doc.pipe(ws);
  });
  for (const p of r.pages) {
    doc.addPage({ size: p.rotated ? [p.h, p.w] : [p.w, p.h], margin: 0 });
    doc.save();
    if (p.rotated) {
      // the portrait content turned 90° clockwise on a landscape sheet
      doc.translate(p.h, 0).rotate(90);
    }
    for (const it of p.items) {
      doc.font(it.bold ? 'B' : 'R').fontSize(it.size);
      const width = doc.widthOfString(it.text);
      const x = it.align === 'right' ? it.x - width : it.align === 'center' ? it.x - width / 2 : it.x;
      doc.text(it.text, x, it.y, { lineBreak: false });
    }
    for (const ru of p.rules) {
      doc.moveTo(ru.x1, ru.y1).lineTo(ru.x2, ru.y2).lineWidth(ru.width).stroke();
    }
    doc.restore();
  }
  doc.end();
  await done;
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function pageHtml(p: Page, idx: number): string {
  const spans = p.items.map((it) => {
    const pos =
      it.align === 'right'
        ? `right:${(p.w - it.x).toFixed(1)}pt`
        : it.align === 'center'
          ? `left:${(it.x - 200).toFixed(1)}pt;width:400pt;text-align:center`
          : `left:${it.x.toFixed(1)}pt`;
    const style = `${pos};top:${it.y.toFixed(1)}pt;font-size:${it.size}pt${it.bold ? ';font-weight:bold' : ''}${it.italic ? ';font-style:italic' : ''}`;
    return `<span style="${style}">${esc(it.text)}</span>`;
  });
  const rules = p.rules.map(
    (ru) =>
      `<div style="position:absolute;left:${ru.x1}pt;top:${ru.y1}pt;width:${ru.x2 - ru.x1}pt;border-top:${ru.width}pt solid #000"></div>`,
  );
  const cls = p.w > p.h ? 'pg land' : 'pg';
  return `<div class="${cls}" id="p${idx}" style="width:${p.w}pt;height:${p.h}pt">${spans.join('')}${rules.join('')}</div>`;
}

/** Chromium headless print-to-PDF of absolutely positioned HTML (TrueType subsets). */
export function renderChromium(r: Report, out: string): void {
  const first = r.pages[0]!;
  const land = r.pages.find((p) => p.w > p.h);
  const css = `
@page { size: ${first.w}pt ${first.h}pt; margin: 0 }
${land ? `@page land { size: ${land.w}pt ${land.h}pt; margin: 0 }` : ''}
body { margin: 0; font-family: ${r.spec.font ?? "'Liberation Sans', Arial, sans-serif"}; color: #111 }
.pg { position: relative; overflow: hidden; page-break-after: always; break-after: page }
.pg:last-child { page-break-after: auto; break-after: auto }
.land { page: land }
.pg span { position: absolute; white-space: pre; line-height: 1.15 }
`;
  const html = `<!doctype html><html lang="${r.spec.language}"><head><meta charset="utf-8"><title>${esc(r.spec.id)}</title><style>${css}</style></head><body>${r.pages.map(pageHtml).join('')}</body></html>`;
  const dir = mkdtempSync(join(tmpdir(), 'blind-a-'));
  const file = join(dir, `${r.spec.id}.html`);
  writeFileSync(file, html);
  try {
    execFileSync(
      '/usr/bin/chromium',
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-pdf-header-footer',
        `--user-data-dir=${join(dir, 'profile')}`,
        `--print-to-pdf=${out}`,
        `file://${file}`,
      ],
      { stdio: 'pipe', timeout: 120_000 },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** matplotlib with pdf.fonttype 3: glyphs drawn as Type 3 procedures. */
export function renderMatplotlib(r: Report, out: string): void {
  const dir = mkdtempSync(join(tmpdir(), 'blind-a-'));
  const file = join(dir, 'pages.json');
  const pages = r.pages.map((p) => (p.rotated ? { ...p, rotated: false } : p));
  writeFileSync(file, JSON.stringify({ creator: 'LIS report', pages }));
  try {
    execFileSync('/usr/bin/python3', [join(import.meta.dirname, 'render-mpl.py'), file, out], { stdio: 'pipe', timeout: 120_000 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
