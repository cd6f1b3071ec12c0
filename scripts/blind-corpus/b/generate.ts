// Blind corpus half b: renders every report of ./reports-*.ts with its producer, derives scans/photos,
// and writes <id>.truth.json beside each file in fixtures/blind-corpus/b/.
// Usage: npm run corpus:blind:b [-- <id-substring>...]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync, rmSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Report, rows } from './model';
import { renderHtml } from './render-html';
import { renderPdfkit } from './render-pdfkit';
import { renderType3 } from './render-type3';
import { deriveScan, derivePhoto, derivePng } from './degrade';
import { REPORTS } from './reports';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = resolve(HERE, '../../../fixtures/blind-corpus/b');

function pageCount(file: string): number {
  const info = execFileSync('pdfinfo', [file]).toString();
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 1);
}

function chromium(htmlText: string, pdf: string) {
  const dir = mkdtempSync(join(tmpdir(), 'bc-b-'));
  const src = join(dir, 'r.html');
  writeFileSync(src, htmlText);
  execFileSync(
    '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-pdf-header-footer',
      `--user-data-dir=${dir}/profile`,
      `--print-to-pdf=${pdf}`,
      `file://${src}`,
    ],
    { stdio: 'ignore', timeout: 60_000 },
  );
  rmSync(dir, { recursive: true, force: true });
}

interface Truth {
  id: string;
  source: string;
  kind: 'text_pdf' | 'scan_pdf' | 'scan_png' | 'photo';
  files: string[];
  language: string;
  country: string;
  producer: string;
  layout: string[];
  split: 'tune' | 'holdout';
  classes: string[];
  pages: number;
  metadata: Report['metadata'];
  parameters: Array<{
    analyte_id: string;
    name: string;
    value: string;
    unit: string;
    range: string;
    flag: string | null;
    abnormal: boolean;
  }>;
  not_results: string[];
}

/** Failure classes that only an image shows (OCR, photos, scanned pages) and those only a text PDF shows. */
const IMAGE_ONLY = new Set(['8.8', '15.D', '15.I', '15.J']);
const TEXT_ONLY = new Set(['8.1']);

function truthOf(rep: Report, id: string, kind: Truth['kind'], files: string[], producer: string, pages: number): Truth {
  const classes = rep.classes.filter((c) => (kind === 'text_pdf' ? !IMAGE_ONLY.has(c) : !TEXT_ONLY.has(c)));
  return {
    id,
    source: rep.id,
    kind,
    files,
    language: rep.language,
    country: rep.country,
    producer,
    layout: rep.layout,
    split: rep.split,
    classes,
    pages,
    metadata: rep.metadata,
    parameters: rows(rep).map((row) => ({
      analyte_id: row.id,
      name: row.name,
      value: row.value,
      unit: row.unit,
      range: row.range,
      flag: row.flag,
      abnormal: row.abnormal ?? row.flag !== null,
    })),
    not_results: rep.notResults,
  };
}

function writeTruth(t: Truth) {
  writeFileSync(join(OUT, `${t.id}.truth.json`), JSON.stringify(t, null, 2) + '\n');
}

async function build(rep: Report) {
  const pdf = join(OUT, `${rep.id}.pdf`);
  let producer: string;
  if (rep.producer === 'chromium') {
    chromium(renderHtml(rep), pdf);
    producer = 'chromium print-to-pdf (CID/Identity-H)';
  } else if (rep.producer === 'pdfkit') {
    await renderPdfkit(rep, pdf);
    producer = 'pdfkit 0.20 (embedded TrueType/CID subsets)';
  } else {
    await renderType3(rep, pdf);
    producer = 'own Type 3 writer over fontkit outlines (Type 3 + ToUnicode)';
  }
  if (rep.rotatePage) {
    const tmp = pdf + '.tmp';
    execFileSync('qpdf', [pdf, `--rotate=+90:${rep.rotatePage}`, tmp]);
    execFileSync('mv', [tmp, pdf]);
  }
  const pages = pageCount(pdf);
  writeTruth(truthOf(rep, rep.id, 'text_pdf', [`${rep.id}.pdf`], producer, pages));
  for (const d of rep.derive ?? []) {
    if (d === 'scan') {
      const f = `${rep.id}-scan.pdf`;
      deriveScan(pdf, join(OUT, f));
      writeTruth(truthOf(rep, `${rep.id}-scan`, 'scan_pdf', [f], `${producer} → 200 dpi gray scan (ImageMagick)`, pages));
    } else if (d === 'photo') {
      const f = `${rep.id}-photo.jpg`;
      derivePhoto(pdf, join(OUT, f));
      writeTruth(truthOf(rep, `${rep.id}-photo`, 'photo', [f], `${producer} → phone photo (ImageMagick)`, 1));
    } else if (d === 'png') {
      const f = `${rep.id}-screen.png`;
      derivePng(pdf, join(OUT, f));
      writeTruth(truthOf(rep, `${rep.id}-screen`, 'scan_png', [f], `${producer} → screenshot PNG`, 1));
    }
  }
  console.log(`${rep.id}: ${rep.producer}, ${pages} page(s), ${rows(rep).length} rows`);
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const only = process.argv.slice(2);
  const ids = new Set<string>();
  for (const rep of REPORTS) {
    if (ids.has(rep.id)) throw new Error(`duplicate id ${rep.id}`);
    ids.add(rep.id);
    for (const row of rows(rep)) if (!KNOWN.has(row.id)) throw new Error(`${rep.id}: unknown analyte id ${row.id}`);
    if (only.length && !only.some((o) => rep.id.includes(o))) continue;
    await build(rep);
  }
}

const KNOWN = new Set(
  (existsSync('/work/team/analyte-ids.tsv')
    ? readFileSync('/work/team/analyte-ids.tsv', 'utf8')
    : readFileSync(resolve(HERE, 'analyte-ids.tsv'), 'utf8')
  )
    .split('\n')
    .map((l) => l.split('\t')[0])
    .filter(Boolean),
);

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
