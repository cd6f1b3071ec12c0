/**
 * Image versions of a text PDF: a 200-dpi grayscale scan wrapped as an image-only PDF and a
 * phone photo (perspective skew, blur, uneven light, heavy JPEG). Uses poppler's pdftoppm and
 * ImageMagick; the image-only PDF is written with pdfkit so no PDF policy of ImageMagick matters.
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';

function run(cmd: string, args: string[]): string {
  return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 180_000 }).toString();
}

function imageSize(file: string): [number, number] {
  const [w, h] = run('identify', ['-format', '%w %h', file]).trim().split(' ').map(Number);
  return [w ?? 0, h ?? 0];
}

/** 200-dpi scan: grayscale, a slight tilt and sensor noise, every page, as an image-only PDF. */
export async function makeScan(pdf: string, out: string, seed: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'blind-a-scan-'));
  try {
    run('pdftoppm', ['-r', '200', '-gray', '-png', pdf, join(dir, 'p')]);
    const pages = readdirSync(dir).filter((f) => f.endsWith('.png')).sort();
    const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Producer: 'scanner (image-only)' } });
    const done = new Promise<void>((resolve, reject) => {
      const ws = createWriteStream(out);
      ws.on('finish', () => resolve());
      ws.on('error', reject);
      doc.pipe(ws);
    });
    pages.forEach((p, i) => {
      const angle = (((seed * 7 + i * 3) % 9) - 4) * 0.15; // −0.6° … +0.6°
      const jpg = join(dir, `${p}.jpg`);
      run('convert', [
        join(dir, p),
        '-background', 'white', '-rotate', angle.toFixed(2),
        '-seed', String(seed + i), '-attenuate', '0.35', '+noise', 'Gaussian',
        '-level', '4%,97%', '-colorspace', 'Gray', '-quality', '50', '-density', '200', jpg,
      ]);
      const [w, h] = imageSize(jpg);
      doc.addPage({ size: [(w * 72) / 200, (h * 72) / 200], margin: 0 });
      doc.image(jpg, 0, 0, { width: (w * 72) / 200, height: (h * 72) / 200 });
    });
    doc.end();
    await done;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Phone photo of page 1: perspective, slight blur, uneven light, JPEG artefacts. */
export function makePhoto(pdf: string, out: string, seed: number): void {
  const dir = mkdtempSync(join(tmpdir(), 'blind-a-photo-'));
  try {
    run('pdftoppm', ['-r', '150', '-f', '1', '-l', '1', '-png', pdf, join(dir, 'p')]);
    const src = join(dir, readdirSync(dir).find((f) => f.endsWith('.png'))!);
    const [w, h] = imageSize(src);
    const k = (seed % 5) + 1;
    const dx = Math.round(w * 0.025 * k);
    const dy = Math.round(h * 0.012 * k);
    const persp = [
      `0,0 ${dx},${dy}`,
      `${w},0 ${w - Math.round(dx / 2)},${Math.round(dy / 3)}`,
      `0,${h} ${Math.round(dx / 3)},${h - dy}`,
      `${w},${h} ${w - dx},${h - Math.round(dy / 2)}`,
    ].join(' ');
    run('convert', [
      src,
      '-virtual-pixel', 'background', '-background', '#8a8275',
      '-distort', 'Perspective', persp,
      '(', '-size', `${w}x${h}`, 'radial-gradient:white-#9a9a9a', ')',
      '-compose', 'multiply', '-composite',
      '-blur', `0x${(0.5 + (seed % 3) * 0.2).toFixed(1)}`,
      '-seed', String(seed), '-attenuate', '0.5', '+noise', 'Gaussian',
      '-modulate', '100,60', '-quality', '45', out,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
