// Producer 2: pdfkit draws each text item at an absolute position with an embedded TrueType/CFF subset
// (no table structure in the PDF, as many laboratory information systems print).
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { type Report } from './model';
import { layoutLines } from './layout-lines';

interface FontSet {
  regular: [string, string?];
  bold: [string, string?];
}

export const FONT_FILES: Record<'cjk' | 'default' | 'ar' | 'th', FontSet> = {
  cjk: {
    regular: ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
    bold: ['/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc', 'NotoSansCJKsc-Bold'],
  },
  default: {
    regular: ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'],
    bold: ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'],
  },
  th: {
    regular: ['/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf'],
    bold: ['/usr/share/fonts/truetype/noto/NotoSansThai-Bold.ttf'],
  },
  ar: {
    regular: ['/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf'],
    bold: ['/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf'],
  },
};

export function fontSetFor(rep: Report): FontSet {
  if (['zh', 'ja', 'ko', 'zh-TW', 'zh-HK'].includes(rep.language)) return FONT_FILES.cjk;
  if (rep.language === 'ar' || rep.language === 'fa') return FONT_FILES.ar;
  if (rep.language === 'th') return FONT_FILES.th;
  return FONT_FILES.default;
}

interface Coverage {
  hasGlyphForCodePoint(cp: number): boolean;
  fonts?: Coverage[];
  postscriptName?: string;
}
const fontkit = createRequire(import.meta.url)('fontkit') as { openSync(path: string): Coverage };

function coverage(spec: [string, string?]): Coverage {
  const f = fontkit.openSync(spec[0]);
  return (spec[1] && f.fonts?.find((x) => x.postscriptName === spec[1])) || f;
}

/** Splits text into runs the primary font can draw and runs that need the fallback (digits, Latin). */
function runs(text: string, cov: Coverage): Array<{ text: string; fallback: boolean }> {
  const out: Array<{ text: string; fallback: boolean }> = [];
  for (const ch of Array.from(text)) {
    const fb = ch !== ' ' && !cov.hasGlyphForCodePoint(ch.codePointAt(0) ?? 32);
    const last = out[out.length - 1];
    if (last && (last.fallback === fb || ch === ' ')) last.text += ch;
    else out.push({ text: ch, fallback: fb });
  }
  return out;
}

/** Why: a second producer gives the parser different font encodings and no HTML-like text order. */
export function renderPdfkit(rep: Report, out: string): Promise<void> {
  const pages = layoutLines(rep);
  const fonts = fontSetFor(rep);
  const doc = new PDFDocument({
    size: [pages[0]?.width ?? 595, pages[0]?.height ?? 842],
    margin: 0,
    autoFirstPage: false,
    info: { Title: rep.title, Producer: 'LIS report printer' },
  });
  doc.registerFont('R', ...fonts.regular);
  doc.registerFont('B', ...fonts.bold);
  doc.registerFont('FR', FONT_FILES.default.regular[0]);
  doc.registerFont('FB', FONT_FILES.default.bold[0]);
  const cov = { R: coverage(fonts.regular), B: coverage(fonts.bold) };
  const stream = createWriteStream(out);
  doc.pipe(stream);
  for (const p of pages) {
    doc.addPage({ size: [p.width, p.height], margin: 0 });
    for (const rule of p.rules) doc.moveTo(rule.x1, rule.y).lineTo(rule.x2, rule.y).lineWidth(rule.w).stroke();
    for (const it of p.items) {
      const parts = runs(it.text, it.bold ? cov.B : cov.R);
      const fontOf = (fb: boolean) => (fb ? (it.bold ? 'FB' : 'FR') : it.bold ? 'B' : 'R');
      const widths = parts.map((p) => doc.font(fontOf(p.fallback)).fontSize(it.size).widthOfString(p.text));
      const w = widths.reduce((a, b) => a + b, 0);
      let x = it.center ? it.x - w / 2 : it.anchor === 'end' ? it.x - w : it.x;
      parts.forEach((p, i) => {
        doc.font(fontOf(p.fallback)).fontSize(it.size).text(p.text, x, it.y - it.size * 0.8, { lineBreak: false });
        x += widths[i] ?? 0;
      });
    }
  }
  doc.end();
  return new Promise((res, rej) => {
    stream.on('finish', () => res());
    stream.on('error', rej);
  });
}
