/**
 * Part T of the blind corpus (part S's generate.ts adapted): build.py prints the Perl PDF::Reuse, Perl Text::PDF and
 * Python pydyf reports and writes every truth file; this script checks with `pdftotext -layout` that every truth row's printed name (its first 16
 * characters, squashed) and value are on the page the truth says and the page count (for the photos, on page 1 of the
 * PDF they were taken of), makes the scans (./scan.ts, 200 dpi) and the phone photos (./photo.ts) and writes the README.
 *
 *   npx tsx scripts/blind-corpus/t/generate.ts            # everything
 *   npx tsx scripts/blind-corpus/t/generate.ts t-ru t-ly  # only ids with these prefixes
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makePhonePhoto, type PhotoOpts } from './photo';
import { writeReadme } from './readme';
import { makeScanL, type ScanOpts } from './scan';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = resolve(HERE, '../../../fixtures/blind-corpus/t');

interface Item {
  id: string;
  pdf: string;
  pages: number;
  checks: { page: number; name: string; value: string; rtl?: boolean }[];
  seed: number;
  producer: string;
  check_pdf: string | null;
  outline_pdf: string | null;
  screenshot: string | null;
  scan: boolean;
  scan_opts: ScanOpts;
  photo: number | null;
  photo_opts: PhotoOpts;
  photo_only: boolean;
}

function run(cmd: string, args: string[]): string {
  return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 600_000, maxBuffer: 64 << 20 }).toString();
}

const squash = (s: string): string => s.normalize('NFKC').replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').replace(/\u2212/g, '-').replace(/\s+/g, '').toLowerCase();

function pageCount(pdf: string): number {
  return Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [pdf]))?.[1] ?? '0');
}

function pageTexts(pdf: string): string[] {
  const n = pageCount(pdf);
  const out: string[] = [];
  for (let i = 1; i <= n; i++) out.push(squash(run('pdftotext', ['-f', String(i), '-l', String(i), '-layout', pdf, '-'])));
  return out;
}

function check(it: Item): string[] {
  const problems: string[] = [];
  const n = pageCount(it.pdf);
  if (n !== it.pages) problems.push(`${it.id}: ${n} pages, truth says ${it.pages}`);
  const texts = pageTexts(it.check_pdf ?? it.pdf);
  for (const c of it.checks) {
    const pg = (it.check_pdf ? texts.join('') : texts[c.page - 1]) ?? '';
    const nameOk = c.rtl
      ? c.name.split(/\s+/).map((w) => squash(w.replace(/[()]/g, ''))).filter(Boolean).every((w) => pg.includes(w))
      : pg.includes(squash(c.name).slice(0, 16));
    if (!nameOk) problems.push(`${it.id}: name "${c.name}" not found on page ${c.page}`);
    if (!pg.includes(squash(c.value))) problems.push(`${it.id}: value "${c.value}" (${c.name}) not found on page ${c.page}`);
  }
  if (it.outline_pdf) {
    // text drawn as vector outlines: same pages, no text layer, no fonts, no raster image
    if (pageCount(it.outline_pdf) !== it.pages) problems.push(`${it.id}-scan: page count differs`);
    if (pageTexts(it.outline_pdf).join('').length > 0) problems.push(`${it.id}-scan: has a text layer`);
    if (run('pdffonts', [it.outline_pdf]).split('\n').slice(2).filter(Boolean).length) problems.push(`${it.id}-scan: has fonts`);
    if (run('pdfimages', ['-list', it.outline_pdf]).split('\n').slice(2).filter(Boolean).length) problems.push(`${it.id}-scan: has images`);
  }
  return problems;
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  mkdirSync(OUT, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'blind-t-'));
  const problems: string[] = [];
  let checked = 0;
  try {
    execFileSync('/usr/bin/python3', [join(HERE, 'build.py'), OUT, work, ...only], {
      stdio: 'inherit',
      timeout: 1_800_000,
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
    });
    const items = JSON.parse(readFileSync(join(work, 'manifest.json'), 'utf8')) as Item[];
    for (const it of items) {
      const p = check(it);
      problems.push(...p);
      if (it.scan) {
        await makeScanL(it.pdf, join(OUT, `${it.id}-scan.pdf`), it.seed, it.scan_opts ?? {});
        const scanPdf = join(OUT, `${it.id}-scan.pdf`);
        if (pageCount(scanPdf) !== it.pages) problems.push(`${it.id}-scan: page count differs`);
        // searchable scans carry an OCR text layer; the others must have none (their truth is the picture in both cases)
        const layer = pageTexts(scanPdf).join('').length;
        if (it.scan_opts?.ocr ? layer < 100 : layer > 0) problems.push(`${it.id}-scan: OCR text layer ${layer} chars (ocr ${it.scan_opts?.ocr ?? 'none'})`);
      }
      if (it.screenshot) {
        // the LIS page as captured at 1280 px: the browser's content area, cropped below the last rows, saved as JPEG
        run('convert', [it.screenshot, '-crop', '1280x600+0+0', '+repage', '-quality', '82', join(OUT, `${it.id}-photo.jpg`)]);
      } else if (it.photo !== null && it.photo !== undefined) {
        makePhonePhoto(it.pdf, join(OUT, `${it.id}-photo.jpg`), it.seed, { deg: it.photo, ...it.photo_opts });
      }
      console.log(`${it.id}: ${it.pages} p, ${it.checks.length} rows checked${p.length ? `, ${p.length} problems` : ''}`);
      checked += it.checks.length;
    }
    console.log(`checked ${checked} truth rows in ${items.length} printed reports; ${problems.length} problems`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  writeReadme(OUT);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}

if (!existsSync('/usr/bin/python3')) throw new Error('needs /usr/bin/python3');
main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
