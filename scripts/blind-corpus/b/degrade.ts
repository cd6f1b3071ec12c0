// Turns a text PDF into what a clinic actually uploads: a 200-dpi grayscale scan (image-only PDF, slight skew
// and noise), a phone photo (perspective, blur, uneven light, JPEG artefacts) or a screenshot PNG.
// Deterministic: ImageMagick noise is seeded.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function size(img: string): [number, number] {
  const [w = 0, h = 0] = execFileSync('identify', ['-format', '%w %h', img]).toString().trim().split(' ').map(Number);
  return [w, h];
}

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });

function pages(pdf: string, dpi: number, gray: boolean, first?: number): { dir: string; files: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'bc-b-img-'));
  const args = ['-r', String(dpi), '-png'];
  if (gray) args.push('-gray');
  if (first) args.push('-f', String(first), '-l', String(first));
  run('pdftoppm', [...args, pdf, join(dir, 'p')]);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort()
    .map((f) => join(dir, f));
  return { dir, files };
}

/** Why: a flatbed scan at 200 dpi is the most common upload after a text PDF; every page is kept. */
export function deriveScan(pdf: string, out: string) {
  const { dir, files } = pages(pdf, 200, true);
  const jpgs: string[] = [];
  files.forEach((f, i) => {
    const jpg = f.replace(/\.png$/, '.jpg');
    const angle = i % 2 === 0 ? '0.6' : '-0.45';
    run('convert', [
      f,
      '-seed', String(17 + i),
      '-background', 'white',
      '-rotate', angle,
      '-attenuate', '0.25',
      '+noise', 'Gaussian',
      '-blur', '0x0.4',
      '-level', '6%,96%',
      '-colorspace', 'Gray',
      '-quality', '55',
      jpg,
    ]);
    jpgs.push(jpg);
  });
  writeFileSync(out, jpegsToPdf(jpgs, 200));
  rmSync(dir, { recursive: true, force: true });
}

/** Why: phone photos bring perspective, blur, uneven light and compression; only the first page is shot. */
export function derivePhoto(pdf: string, out: string) {
  const { dir, files } = pages(pdf, 150, false, 1);
  const f = files[0] ?? '';
  const [w, h] = size(f);
  const d = (x: number) => Math.round(x);
  // corners: source → destination (keystone as if shot from slightly below and left)
  const persp = [
    0, 0, d(w * 0.05), d(h * 0.03),
    w, 0, d(w * 0.93), d(h * 0.0),
    w, h, d(w * 0.98), d(h * 0.97),
    0, h, d(w * 0.0), d(h * 0.99),
  ].join(',');
  run('convert', [
    f,
    '-seed', '7',
    '-background', '#6b6357',
    '-virtual-pixel', 'background',
    '-distort', 'Perspective', persp,
    '(', '-size', `${w}x${h}`, 'radial-gradient:#fffdf4-#9a9384', ')',
    '-compose', 'Multiply', '-composite',
    '-rotate', '-1.2',
    '-blur', '0x0.9',
    '-attenuate', '0.35',
    '+noise', 'Gaussian',
    '-modulate', '98,85',
    '-resize', '1200x',
    '-quality', '62',
    out,
  ]);
  rmSync(dir, { recursive: true, force: true });
}

/** Why: a screenshot of a lab portal: 96 dpi, sharp, no skew, PNG. */
export function derivePng(pdf: string, out: string) {
  const { dir, files } = pages(pdf, 110, false, 1);
  run('convert', [files[0] ?? '', '-colors', '64', out]);
  rmSync(dir, { recursive: true, force: true });
}

/** Image-only PDF: one page per JPEG (DCTDecode, no text layer), page size from the pixel size at `dpi`. */
function jpegsToPdf(jpgs: string[], dpi: number): Buffer {
  const objs: Buffer[] = [];
  const add = (b: Buffer | string) => objs.push(typeof b === 'string' ? Buffer.from(b, 'latin1') : b);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add('');
  const kids: number[] = [];
  for (const j of jpgs) {
    const data = readFileSync(j);
    const [w, h] = size(j);
    const pw = (w * 72) / dpi;
    const ph = (h * 72) / dpi;
    add(Buffer.concat([Buffer.from(`<< /Type /XObject /Subtype /Image /Width ${w} /Height ${h} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]));
    const img = objs.length;
    const content = `q ${pw.toFixed(2)} 0 0 ${ph.toFixed(2)} 0 0 cm /Im0 Do Q`;
    add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    const cs = objs.length;
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pw.toFixed(2)} ${ph.toFixed(2)}] /Resources << /XObject << /Im0 ${img} 0 R >> >> /Contents ${cs} 0 R >>`);
    kids.push(objs.length);
  }
  objs[1] = Buffer.from(`<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`);
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let pos = parts[0]?.length ?? 0;
  const offs: number[] = [];
  objs.forEach((o, i) => {
    offs.push(pos);
    const b = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), o, Buffer.from('\nendobj\n')]);
    parts.push(b);
    pos += b.length;
  });
  let x = `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const o of offs) x += `${String(o).padStart(10, '0')} 00000 n \n`;
  x += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R /Info << /Producer (Flatbed scanner 200 dpi) >> >>\nstartxref\n${pos}\n%%EOF\n`;
  parts.push(Buffer.from(x));
  return Buffer.concat(parts);
}
