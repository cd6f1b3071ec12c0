/**
 * Part T: part S's file, unchanged but for the temporary folder names.
 * Part S: part R's file plus `ocr` (a "searchable scan": each page image, degraded as before, is run through
 * tesseract with that language (`tesseract page.jpg out -l <lang> pdf`), which writes the image with an invisible
 * OCR text layer over it (text render mode 3), as office scanners and phone scanner apps do; the pages are joined
 * with poppler's pdfunite). Without `ocr` the scan is an image-only PDF as before.
 * Part R: part Q's file, unchanged but for the temporary folder names.
 * Part Q: part P's file plus `stampText` and `stampAt` (the stamp's word and place), and the temporary folder names.
 * Part P: part O's scan.ts plus `bilevel` (a fax-like 1-bit page: thresholded black and white, no grey, a little
 * speckle, CCITT-like coarse look at 200 dpi) and `stamp` (a round blue-grey laboratory stamp over the lower part of
 * the table and hand-drawn tick marks beside some rows, drawn on the page image before scanning).
 * Part O: part N's file, unchanged but for the temporary folder names.
 * Scans for part N (part M's scan.ts, which is part L's). Plain scans are part A's makeScan (../a/degrade.ts: 200 dpi grayscale, ±0.6° tilt, noise,
 * JPEG 50, image-only PDF). Two variants use the same steps with one change each: `deg` (a larger tilt, the
 * sheet a little skewed on the glass) and `grey` (a light grey paper/background tone, as recycled paper or a
 * scanner with the lid open).
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { makeScan } from '../a/degrade';

export interface ScanOpts {
  deg?: number;
  grey?: boolean;
  bilevel?: boolean;
  stamp?: boolean;
  stampText?: string; // part Q: the stamp's word (default VALIDADO, as part P)
  stampAt?: [number, number]; // part Q: the stamp's centre as fractions of the page width and height (from the top)
  ocr?: string; // part S: tesseract language(s): a searchable scan (image + invisible OCR text layer)
}

function run(cmd: string, args: string[]): string {
  return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 180_000 }).toString();
}

export async function makeScanL(pdf: string, out: string, seed: number, o: ScanOpts): Promise<void> {
  if (o.deg === undefined && !o.grey && !o.bilevel && !o.stamp && !o.ocr) return makeScan(pdf, out, seed);
  const dir = mkdtempSync(join(tmpdir(), 'blind-t-scan-'));
  try {
    run('pdftoppm', ['-r', '200', '-gray', '-png', pdf, join(dir, 'p')]);
    const pages = readdirSync(dir).filter((f) => f.endsWith('.png')).sort();
    const ocrPages: string[] = [];
    const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Producer: 'scanner (image-only)' } });
    const done = new Promise<void>((resolve, reject) => {
      const ws = createWriteStream(out);
      ws.on('finish', () => resolve());
      ws.on('error', reject);
      doc.pipe(ws);
    });
    pages.forEach((p, i) => {
      const angle = o.deg !== undefined ? o.deg * (i % 2 === 0 ? 1 : -0.7) : (((seed * 7 + i * 3) % 9) - 4) * 0.15;
      const jpg = join(dir, `${p}.jpg`);
      const bg = o.grey ? '#d4d4d4' : 'white';
      const args = [join(dir, p)];
      if (o.stamp && i === 0) {
        // a round stamp (two rings and text) over the lower table and ticks drawn by hand at the left of some rows
        const [pw = 0, ph = 0] = run('identify', ['-format', '%w %h', join(dir, p)]).trim().split(' ').map(Number);
        const cx = Math.round(pw * (o.stampAt?.[0] ?? 0.6));
        const cy = Math.round(ph * (o.stampAt?.[1] ?? 0.27));
        const r = Math.round(pw * 0.09);
        const ticks: string[] = [];
        for (let k = 0; k < 6; k++) {
          const ty = Math.round(ph * (0.235 + k * 0.021));
          const tx = Math.round(pw * 0.035);
          ticks.push('-draw', `polyline ${tx},${ty} ${tx + 9},${ty + 11} ${tx + 26},${ty - 14}`);
        }
        args.push(
          '-fill', 'none', '-stroke', '#555566', '-strokewidth', '5',
          '-draw', `circle ${cx},${cy} ${cx + r},${cy}`, '-strokewidth', '3', '-draw', `circle ${cx},${cy} ${cx + Math.round(r * 0.78)},${cy}`,
          '-stroke', 'none', '-fill', '#555566', '-font', 'DejaVu-Sans-Bold', '-pointsize', String(Math.round(r * 0.22)),
          '-draw', `text ${cx - Math.round(r * 0.62)},${cy + Math.round(r * 0.08)} '${o.stampText ?? 'VALIDADO'}'`,
          '-fill', 'none', '-stroke', '#303030', '-strokewidth', '4', ...ticks, '-stroke', 'none',
        );
      }
      if (o.grey) args.push('+level', '0%,84%'); // white paper becomes light grey, black stays black
      args.push(
        '-background', bg, '-rotate', angle.toFixed(2),
        '-seed', String(seed + i), '-attenuate', o.grey ? '0.5' : '0.35', '+noise', 'Gaussian',
        '-level', o.grey ? '2%,100%' : '4%,97%', '-colorspace', 'Gray',
      );
      if (o.bilevel) args.push('-threshold', '58%', '-type', 'Bilevel');
      args.push('-quality', '50', '-density', '200', jpg);
      run('convert', args);
      if (o.ocr) ocrPages.push(jpg);
      const [w = 0, h = 0] = run('identify', ['-format', '%w %h', jpg]).trim().split(' ').map(Number);
      doc.addPage({ size: [(w * 72) / 200, (h * 72) / 200], margin: 0 });
      doc.image(jpg, 0, 0, { width: (w * 72) / 200, height: (h * 72) / 200 });
    });
    doc.end();
    await done;
    if (o.ocr) {
      // the searchable scan replaces the image-only one: tesseract's PDF renderer per page, joined by pdfunite
      const parts = ocrPages.map((jpg, i) => {
        const base = join(dir, `ocr-${i}`);
        execFileSync('tesseract', [jpg, base, '-l', o.ocr!, '--dpi', '200', 'pdf'], { stdio: ['ignore', 'pipe', 'pipe'], timeout: 600_000, env: { ...process.env, OMP_THREAD_LIMIT: '1' } });
        return `${base}.pdf`;
      });
      if (parts.length === 1) run('cp', [parts[0]!, out]);
      else run('pdfunite', [...parts, out]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
