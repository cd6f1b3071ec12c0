/**
 * Part K of the blind corpus. `build.py` (system Python) prints the WeasyPrint, AbiWord and MuPDF reports,
 * writes the HTML of the portal/app screens and every truth file; this script takes the screenshots with
 * Chromium (`page.screenshot`, device scale 1), checks with `pdftotext -layout` that every truth row's printed
 * name and value are on the page the truth says (on screens: in the rendered page text), makes the scans
 * (../a/degrade.ts makeScan, 200 dpi) and the phone photos (./photo.ts makePhonePhoto: 300-dpi render, skew,
 * shadow or glare, JPEG 70–85), and writes the README.
 *
 *   npx tsx scripts/blind-corpus/k/generate.ts            # everything
 *   npx tsx scripts/blind-corpus/k/generate.ts k-cn k-jp  # only ids with these prefixes
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { makeScan } from '../a/degrade';
import { makePhonePhoto, type PhotoOpts } from './photo';
import { writeReadme } from './readme';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = resolve(HERE, '../../../fixtures/blind-corpus/k');

interface Item {
  id: string;
  pdf: string | null;
  pages: number;
  checks: { page: number; name: string; value: string }[];
  seed: number;
  producer: string;
  screen: string | null;
  png: string | null;
  width: number;
  dpr: number;
  scan: boolean;
  photo: number | null;
  photo_opts: PhotoOpts;
  photo_only: boolean;
}


function run(cmd: string, args: string[]): string {
  return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 600_000, maxBuffer: 64 << 20 }).toString();
}

const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const squash = (s: string): string => s.normalize('NFKC').replace(BIDI, '').replace(/\s+/g, '').toLowerCase();
const RTL = /[\u0590-\u08ff]/;

/** On right-to-left pages pdftotext gives names in visual order around their Latin parts (mirrored brackets,
 * "25-OH" as "OH-25", lam-alef as alef-lam): there a name passes when each of its letter runs and digit runs
 * is on the page. */
function nameOnPage(name: string, page: string): boolean {
  if (page.includes(squash(name).slice(0, 16))) return true;
  if (!RTL.test(name) && !RTL.test(page)) return false;
  const runs = name.normalize('NFKC').toLowerCase().match(/\p{L}+|\p{N}+/gu) ?? [];
  return runs
    .filter((w) => w.length > 1)
    .every((w) => page.includes(w) || page.includes(w.replace(/لا/g, 'ال')));
}

function pageCount(pdf: string): number {
  return Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [pdf]))?.[1] ?? '0');
}

function check(it: Item, screenText?: string): string[] {
  const problems: string[] = [];
  const texts: string[] = [];
  if (screenText !== undefined) texts.push(squash(screenText));
  else {
    const n = pageCount(it.pdf!);
    if (n !== it.pages) problems.push(`${it.id}: ${n} pages, truth says ${it.pages}`);
    for (let i = 1; i <= n; i++) texts.push(squash(run('pdftotext', ['-f', String(i), '-l', String(i), '-layout', it.pdf!, '-'])));
  }
  for (const c of it.checks) {
    const pg = texts[c.page - 1] ?? '';
    if (!nameOnPage(c.name, pg)) problems.push(`${it.id}: name "${c.name}" not found on page ${c.page}`);
    if (!pg.includes(squash(c.value))) problems.push(`${it.id}: value "${c.value}" (${c.name}) not found on page ${c.page}`);
  }
  return problems;
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  mkdirSync(OUT, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'blind-k-'));
  const problems: string[] = [];
  try {
    execFileSync('/usr/bin/python3', [join(HERE, 'build.py'), OUT, work, ...only], { stdio: 'inherit', timeout: 1_200_000, env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' } });
    const items = JSON.parse(readFileSync(join(work, 'manifest.json'), 'utf8')) as Item[];
    const browser = items.some((i) => i.screen) ? await chromium.launch({ executablePath: '/usr/bin/chromium' }) : null;
    try {
      for (const it of items) {
        if (it.screen && browser && it.png) {
          const page = await browser.newPage({ viewport: { width: it.width, height: 600 }, deviceScaleFactor: it.dpr || 1 });
          await page.goto(`file://${it.screen}`, { waitUntil: 'load' });
          await page.screenshot({ path: it.png, fullPage: true });
          const text = await page.evaluate(() => document.body.innerText);
          await page.close();
          problems.push(...check(it, text));
          console.log(`${it.id}: screen ${it.width} css px × ${it.dpr || 1}, ${it.checks.length} rows checked`);
          continue;
        }
        problems.push(...check(it));
        if (it.scan) await makeScan(it.pdf!, join(OUT, `${it.id}-scan.pdf`), it.seed);
        if (it.photo !== null && it.photo !== undefined) {
          const file = join(OUT, `${it.id}-photo.jpg`);
          makePhonePhoto(it.pdf!, file, it.seed, { deg: it.photo, ...it.photo_opts });
        }
        console.log(`${it.id}: ${it.pages} p, ${it.checks.length} rows checked`);
      }
    } finally {
      await browser?.close();
    }
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
