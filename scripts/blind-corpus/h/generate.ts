/**
 * Part H of the blind corpus: Asia, Middle East, Eastern Europe, Africa in several scripts. Pages are HTML
 * printed by Chromium or converted by LibreOffice; the truth is written from the same rows the page shows.
 *   npx tsx scripts/blind-corpus/h/generate.ts            # everything
 *   npx tsx scripts/blind-corpus/h/generate.ts h-in h-ru  # only ids with these prefixes (README from all truths)
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { makePhoto, makeScan } from '../a/degrade';
import { makeSkewedPhoto } from '../f/photo';
import type { Doc } from './doc';
import { truthRange } from './kit';
import { DOCS } from './docs';

const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../fixtures/blind-corpus/h');
const PRODUCER = { chromium: 'chromium-html', libreoffice: 'libreoffice' } as const;

function pages(pdf: string): number {
  const info = execFileSync('pdfinfo', [pdf]).toString();
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? '0');
}

function truth(d: Doc, kind: 'text_pdf' | 'scan_pdf' | 'photo', id: string, file: string, producer: string, nPages: number): object {
  const params = [];
  const notResults: string[] = [];
  for (const p of d.panels)
    for (const r of p.rows) {
      if (r.id === null) {
        notResults.push(`${r.name} ${r.v}`.trim());
        continue;
      }
      params.push({
        analyte_id: r.id,
        name: r.name,
        value: r.v,
        unit: r.unit,
        range: truthRange(r.rng),
        flag: r.abnormal && r.dir ? d.flagOf(r) : null,
        abnormal: r.abnormal === true,
      });
    }
  return {
    id,
    source: d.id,
    kind,
    files: [file],
    language: d.language,
    country: d.country,
    producer,
    layout: d.layout,
    split: d.split,
    classes: d.classes,
    pages: nPages,
    metadata: { ...d.meta, lab_country: null },
    parameters: params,
    not_results: [...notResults, ...d.notResults],
  };
}

function writeJson(file: string, o: object): void {
  writeFileSync(file, JSON.stringify(o, null, 1) + '\n');
}

function soffice(html: string, id: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'blind-h-lo-'));
  const src = join(dir, `${id}.html`);
  writeFileSync(src, html);
  execFileSync(
    'soffice',
    ['-env:UserInstallation=file:///tmp/blind-h-lo-profile', '--headless', '--infilter=HTML (StarWriter)', '--convert-to', 'pdf:writer_pdf_Export', '--outdir', dir, src],
    { stdio: ['ignore', 'pipe', 'pipe'], timeout: 180_000 },
  );
  return join(dir, `${id}.pdf`);
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  mkdirSync(OUT, { recursive: true });
  const todo = DOCS.filter((d) => only.length === 0 || only.some((p) => d.id.startsWith(p)));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    let seed = 11;
    for (const d of todo) {
      seed += 7;
      const pdf = join(OUT, `${d.id}.pdf`);
      if (d.producer === 'chromium') {
        const page = await browser.newPage();
        await page.setContent(d.html, { waitUntil: 'load' });
        await page.pdf({
          path: pdf,
          format: 'A4',
          printBackground: true,
          preferCSSPageSize: true,
          displayHeaderFooter: d.footer !== undefined,
          headerTemplate: '<span></span>',
          footerTemplate: d.footer ?? '',
        });
        await page.close();
      } else {
        const made = soffice(d.html, d.id);
        copyFileSync(made, pdf);
        rmSync(resolve(made, '..'), { recursive: true, force: true });
      }
      const n = pages(pdf);
      const prod = PRODUCER[d.producer];
      writeJson(join(OUT, `${d.id}.truth.json`), truth(d, 'text_pdf', d.id, `${d.id}.pdf`, prod, n));
      if (d.scan) {
        const id = `${d.id}-scan`;
        await makeScan(pdf, join(OUT, `${id}.pdf`), seed);
        writeJson(join(OUT, `${id}.truth.json`), truth(d, 'scan_pdf', id, `${id}.pdf`, `${prod} → pdftoppm 200 dpi gray → image-only PDF`, n));
      }
      if (d.photo) {
        if (n !== 1) throw new Error(`${d.id}: photo source must be one page (has ${n})`);
        const id = `${d.id}-photo`;
        if (d.photo.skew) makeSkewedPhoto(pdf, join(OUT, `${id}.jpg`), seed, d.photo.skew);
        else makePhoto(pdf, join(OUT, `${id}.jpg`), seed);
        const how = d.photo.skew ? `rotated ${d.photo.skew}°, perspective, light, blur, JPEG` : 'perspective, light, blur, JPEG q45';
        writeJson(join(OUT, `${id}.truth.json`), truth(d, 'photo', id, `${id}.jpg`, `${prod} → pdftoppm 150 dpi page 1 → ImageMagick (${how})`, 1));
      }
      const rowsN = d.panels.reduce((a, p) => a + p.rows.filter((r) => r.id).length, 0);
      console.log(`${d.id}: ${n} page(s), ${rowsN} results${d.scan ? ' +scan' : ''}${d.photo ? ' +photo' : ''}`);
    }
  } finally {
    await browser.close();
  }
  writeReadme();
}

function writeReadme(): void {
  const files = readdirSync(OUT).filter((f) => f.endsWith('.truth.json')).sort();
  const ts = files.map((f) => JSON.parse(readFileSync(join(OUT, f), 'utf8')) as {
    id: string; kind: string; split: string; country: string; language: string; producer: string; layout: string[]; classes: string[]; pages: number; parameters: unknown[];
  });
  const count = (k: string, s: string): number => ts.filter((t) => t.kind === k && t.split === s).length;
  let bytes = 0;
  for (const f of readdirSync(OUT)) bytes += statSync(join(OUT, f)).size;
  const text = ts.filter((t) => t.kind === 'text_pdf');
  const prodCount = (p: string): number => text.filter((t) => t.producer === p).length;
  const classRows = Object.entries(CLASSES)
    .map(([c, what]) => {
      const ids = text.filter((t) => t.classes.includes(c));
      return `| ${c} | ${what.replace(/\|/g, '\\|')} | ${ids.filter((t) => t.split === 'tune').length} | ${ids.filter((t) => t.split === 'holdout').length} |`;
    })
    .join('\n');
  const docRows = ts
    .map((t) => `| ${t.id} | ${t.country} | ${t.language} | ${t.producer.split(' ')[0]} | ${t.kind} | ${t.pages} | ${t.parameters.length} | ${t.classes.join(', ')} | ${t.layout.join(', ')} | ${t.split} |`)
    .join('\n');
  const md = `# Blind corpus, part H — Asia, Middle East, Eastern Europe, Africa; several scripts

Synthetic laboratory reports written WITHOUT reading the parser, the way laboratory information systems and
report templates of India, Pakistan, Sri Lanka, Bangladesh, Nepal, Singapore, Kenya, the UAE, Egypt, Israel, Iran,
Turkey, Russia, Ukraine, Kazakhstan, Greece, China, Taiwan, Japan, Korea and Thailand print them. Every patient, laboratory,
address, phone number and identifier is invented. None of parts A–F's models, kits or renderers is used: each
report is an HTML page (real \`<table>\`s, CSS grid/flex, repeated \`<thead>\`, fixed footers, bilingual
right-to-left tables, two tables side by side) printed by **Chromium** (\`page.pdf\`) or converted by
**LibreOffice** (\`soffice --infilter="HTML (StarWriter)" --convert-to pdf\`). Fonts are the installed ones:
DejaVu (Cyrillic, Greek, Hebrew, Arabic, Persian), Noto CJK, Lohit Devanagari, Loma (TLWG, Thai), Liberation.

${ts.length} documents (${text.length} text PDFs), ${(bytes / 1e6).toFixed(1)} MB. text_pdf: ${count('text_pdf', 'tune')} tune / ${count('text_pdf', 'holdout')} holdout; scan_pdf: ${count('scan_pdf', 'tune')} tune / ${count('scan_pdf', 'holdout')} holdout; photo: ${count('photo', 'tune')} tune / ${count('photo', 'holdout')} holdout.
Text PDF producers: chromium-html ${prodCount('chromium-html')}, libreoffice ${prodCount('libreoffice')}.

## How it is made

- \`kit.ts\` — the row model (\`Row\`: catalogue id, printed name, canonical value, unit, range spec) and the
  verdict: each row's \`abnormal\` is computed from its own printed range (the patient's sex band for sex ranges;
  an explicit verdict only for qualitative rows and age-banded ranges). Number formatting by locale (decimal comma,
  Indian \`1,50,000\` grouping, Eastern-Arabic / Persian / full-width digits) and range formatting (\`a - b\`,
  \`a–b\`, \`a--b\`, \`a~b\`, \`до x\`, \`менее x\`, \`более x\`, \`Up to x\`, \`≤ x\`, sex bands stacked).
- \`fam-sa.ts\` — H1 private-chain table and H6 block / key–value pages; \`fam-table.ts\` — the column table of
  H2/H4/H5 (column order, direction, flag style per document) and the CJK side-by-side LIS sheet (H3).
- \`docs-*.ts\` — one object per report: header data, panels of rows, interpretation tables and other
  not-result text. \`generate.ts\` renders, writes the truth from the same objects, and makes the variants with
  \`../a/degrade.ts\` (\`makeScan\` 200 dpi gray, \`makePhoto\`) and \`../f/photo.ts\` (\`makeSkewedPhoto\`, page turned 3–5°).

\`\`\`sh
npm run corpus:blind:h               # everything
npm run corpus:blind:h -- h-in h-ru  # only ids with these prefixes (this README is rebuilt from all truth files)
\`\`\`

## Truth

Same format as parts A, C and D (\`../d/README.md\`, "Truth"). \`value\` has "." decimals, no grouping and Western
digits (\`1,50,000\` → 150000, \`١٣٫٢\` → 13.2, \`１２．５\` → 12.5). \`range\` normalised: \`до x\`, \`Up to x\`,
\`менее x\` → \`<x\`; \`≤ x\` → \`<=x\`; \`более x\` → \`>x\`; sex bands \`M: a-b / F: c-d\`; ranges printed per age
band carry the band of the patient's age. \`flag\`: arrows → H/L, \`*\` kept, \`(H)\` → H, null when only bold marks it.
\`not_results\`: interpretation tables (HbA1c, lipid risk, eGFR stages, vitamin D status), method names, calculated
or restated values with no catalogue id, tests with no catalogue id. Photos carry the rows of page 1 (all photo
sources are one page). Dates are ISO (Jalali dates of the Iranian report converted).

## Classes (layout families)

| class | what | tune | holdout |
|---|---|---|---|
${classRows}

## Documents

| id | country | language | producer | kind | pages | results | classes | layout | split |
|---|---|---|---|---|---|---|---|---|---|
${docRows}
`;
  writeFileSync(join(OUT, 'README.md'), md);
}

const CLASSES: Record<string, string> = {
  H1: 'South-Asian private chain: Test Name | Result | Unit | Bio. Ref. Interval, method under the name, bold abnormal, lakhs/cumm, interpretation tables after the results',
  H2: 'Russian / Ukrainian / Kazakh: Исследование | Результат | Ед. изм. | Референсные значения, до/менее/более, comma decimals, arrows or *, comments column',
  H3: 'CJK hospital LIS: No. | item | abbreviation | result | hint | unit | reference, two tables side by side, glued names, ~ or -- separators',
  H4: 'Right-to-left and bilingual: Arabic / Hebrew / Persian headings, Latin analyte names, local digits in header or results',
  H5: 'Greek / Turkish / Thai: local names with English abbreviations in parentheses, local range headings',
  H6: 'Block layout (one analyte per block: Result / Reference lines) and key–value pages',
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
