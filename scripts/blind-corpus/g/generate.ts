/**
 * Part G of the blind corpus: renders every report of docs-*.ts (Chromium print-to-PDF of HTML, or
 * LibreOffice's HTML import → PDF), checks each row's name is on the page the truth says, writes the truth,
 * the scans and photos (../a/degrade.ts, ../f/photo.ts) and the README.
 *
 *   npx tsx scripts/blind-corpus/g/generate.ts            # everything
 *   npx tsx scripts/blind-corpus/g/generate.ts g-de g-us  # only ids with these prefixes
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { makePhoto, makeScan } from '../a/degrade';
import { makeSkewedPhoto } from '../f/photo';
import { buildTruth, helpers, type Doc, type Truth } from './model';
import { docs1 } from './docs-1';
import { docs2 } from './docs-2';
import { docs3 } from './docs-3';

const OUT = join(process.cwd(), 'fixtures/blind-corpus/g');

function run(cmd: string, args: string[]): string {
  return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 300_000 }).toString();
}

function assignPages(d: Doc): void {
  let p = 1;
  d.sections.forEach((s, i) => {
    if (s.breakBefore && i > 0) p++;
    for (const r of s.rows) r.page = p;
  });
}

const squash = (s: string): string => s.replace(/\s+/g, '').toLowerCase();

function checkPages(d: Doc, pdf: string): string[] {
  const problems: string[] = [];
  const n = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [pdf]))?.[1] ?? '0');
  const texts: string[] = [];
  for (let i = 1; i <= n; i++) texts.push(squash(run('pdftotext', ['-f', String(i), '-l', String(i), '-layout', pdf, '-'])));
  for (const s of d.sections)
    for (const r of s.rows) {
      const key = squash(r.name).slice(0, 14);
      const pg = texts[(r.page ?? 1) - 1] ?? '';
      if (!pg.includes(key)) problems.push(`${d.id}: "${r.name}" not found on page ${r.page}`);
    }
  const expected = Math.max(...d.sections.flatMap((s) => s.rows.map((r) => r.page ?? 1)));
  if (expected !== n) problems.push(`${d.id}: ${n} pages, truth expects ${expected}`);
  return problems;
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const all = [...docs1, ...docs2, ...docs3];
  const ids = new Set<string>();
  for (const d of all) {
    if (ids.has(d.id)) throw new Error(`duplicate id ${d.id}`);
    ids.add(d.id);
  }
  const docs = all.filter((d) => only.length === 0 || only.some((p) => d.id.startsWith(p)));
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const problems: string[] = [];
  try {
    for (const d of docs) {
      assignPages(d);
      const h = helpers(d);
      const html = d.render(d, h);
      const pdf = join(OUT, `${d.id}.pdf`);
      if (d.producer === 'chromium-html') {
        const page = await browser.newPage();
        await page.setContent(html, { waitUntil: 'load' });
        await page.pdf({
          path: pdf,
          preferCSSPageSize: true,
          printBackground: true,
          displayHeaderFooter: Boolean(d.chromeFooter),
          headerTemplate: '<span></span>',
          footerTemplate: d.chromeFooter ?? '<span></span>',
        });
        await page.close();
      } else {
        const tmp = mkdtempSync(join(tmpdir(), 'blind-g-lo-'));
        try {
          writeFileSync(join(tmp, `${d.id}.html`), html);
          run('soffice', [
            `-env:UserInstallation=file://${tmp}/profile`,
            '--headless',
            '--infilter=HTML (StarWriter)',
            '--convert-to',
            'pdf:writer_pdf_Export',
            '--outdir',
            tmp,
            join(tmp, `${d.id}.html`),
          ]);
          writeFileSync(pdf, readFileSync(join(tmp, `${d.id}.pdf`)));
        } finally {
          rmSync(tmp, { recursive: true, force: true });
        }
      }
      problems.push(...checkPages(d, pdf));
      const pages = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [pdf]))?.[1] ?? '0');
      const t = buildTruth(d, pages);
      writeFileSync(join(OUT, `${d.id}.truth.json`), JSON.stringify(t, null, 2) + '\n');
      console.log(`${d.id}: ${pages} p, ${t.parameters.length} results, ${t.parameters.filter((p) => p.abnormal).length} abnormal`);
      if (d.scan) {
        const id = `${d.id}-scan`;
        await makeScan(pdf, join(OUT, `${id}.pdf`), d.seed);
        const st: Truth = { ...t, id, kind: 'scan_pdf', files: [`${id}.pdf`], producer: `${d.producer} (scan)` };
        writeFileSync(join(OUT, `${id}.truth.json`), JSON.stringify(st, null, 2) + '\n');
      }
      if (d.photo !== undefined) {
        const id = `${d.id}-photo`;
        const file = join(OUT, `${id}.jpg`);
        if (d.photo === 'plain') makePhoto(pdf, file, d.seed);
        else makeSkewedPhoto(pdf, file, d.seed, d.photo);
        const p1 = buildTruth(d, pages, 1);
        const pt: Truth = { ...p1, id, kind: 'photo', files: [`${id}.jpg`], producer: `${d.producer} (photo)`, pages: 1 };
        writeFileSync(join(OUT, `${id}.truth.json`), JSON.stringify(pt, null, 2) + '\n');
      }
    }
  } finally {
    await browser.close();
  }
  writeReadme();
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}

const CLASSES: [string, string][] = [
  ['G1', 'US reference-lab report: TEST | RESULT | FLAG | REFERENCE | UNITS | LAB, or In Range | Out of Range result columns; panel headings, numbered footnotes, site codes, performing-lab footer, eGFR staged note'],
  ['G2', 'hospital EHR export: Component | Value | Standard Range | Flag, Collected/Resulted lines per order, result comments in full-width rows, wrapped long names'],
  ['G3', 'LIS monospaced printout: columns made of spaces, dotted leaders, units glued to values, H/L or * after the value'],
  ['G4', 'German/Austrian style: Untersuchung | Ergebnis | Einheit | Referenzbereich, position bar in characters or a small graph, +/- or H/N flags, comma decimals, bis / <'],
  ['G5', 'two unit systems side by side: SI result and range, then the conventional restatement (not_results)'],
  ['G6', 'wrapped rows (name on one line, value/unit/range on the next) or a panel column with rowspan'],
  ['G7', 'cumulative/trend table: 3–5 dated columns, newest leftmost or rightmost; older columns are not_results'],
  ['G8', 'qualitative serology / urinalysis rows next to quantitative rows'],
  ['G9', 'page furniture: sidebar patient panel, disclaimers footer with numbers, Page x of y, DOB/phone/ID in the header'],
];

function writeReadme(): void {
  const truths: Truth[] = readdirSync(OUT)
    .filter((f) => f.endsWith('.truth.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(OUT, f), 'utf8')) as Truth);
  const count = (k: string, s: string): number => truths.filter((t) => t.kind === k && t.split === s).length;
  const size = readdirSync(OUT).reduce((a, f) => a + readFileSync(join(OUT, f)).length, 0);
  const prod = (p: string): number => truths.filter((t) => t.kind === 'text_pdf' && t.producer === p).length;
  const famRows = CLASSES.map(([c, what]) => {
    const tx = truths.filter((t) => t.kind === 'text_pdf' && t.classes.includes(c));
    return `| ${c} | ${what.replace(/\|/g, '\\|')} | ${tx.filter((t) => t.split === 'tune').length} | ${tx.filter((t) => t.split === 'holdout').length} | ${tx.reduce((a, t) => a + t.parameters.filter((p) => p.abnormal).length, 0)} |`;
  });
  const rows = truths.map(
    (t) =>
      `| ${t.id} | ${t.country} | ${t.language} | ${t.producer} | ${t.kind} | ${t.pages} | ${t.parameters.length} | ${t.layout.join(', ')} | ${t.classes.join(' ')} | ${t.split} |`,
  );
  const md = `# Blind corpus, part G — Latin-script reports from new producers

Synthetic laboratory reports written WITHOUT reading the parser (its code, tests, alias lists or the product's
fixtures) and WITHOUT the shared positioned-text model of parts A–F: each report is an HTML template the way a
laboratory's report template or LIS would print it (real \`<table>\`s, \`rowspan\`, \`<thead>\` repeated on every
page, flex sidebars, fixed footers, \`<pre>\` printouts) and is printed by **Chromium** (print-to-PDF) or converted
by **LibreOffice** (HTML import → Writer → PDF; different font embedding and table layout). Every patient,
laboratory, address, phone number and identifier is invented.

${truths.length} documents (${truths.filter((t) => t.kind === 'text_pdf').length} text PDFs, ${new Set(truths.map((t) => t.country)).size} countries, ${new Set(truths.map((t) => t.language)).size} languages), ${(size / 1e6).toFixed(1)} MB.
text_pdf: ${count('text_pdf', 'tune')} tune / ${count('text_pdf', 'holdout')} holdout; scan_pdf: ${count('scan_pdf', 'tune')} tune / ${count('scan_pdf', 'holdout')} holdout; photo: ${count('photo', 'tune')} tune / ${count('photo', 'holdout')} holdout.
Text PDF producers: chromium-html ${prod('chromium-html')}, libreoffice ${prod('libreoffice')}.

## How it is made

\`scripts/blind-corpus/g/\`:
- \`model.ts\` — rows (catalogue id, printed name, value with "." decimals, unit, range, previous values, a
  restatement in a second unit, comments) grouped in sections; locale printing (decimal comma, thousands
  separators, range forms \`a - b\`, \`a–b\`, \`bis x\`, \`≤ x\`, \`> OR = x\`, sex bands) and flag styles (H/L,
  High/Low, arrows, \`*\`, \`+\`/\`-\`, H/N, bold only); the truth is built from the same rows.
- \`render.ts\` — one HTML template per layout family (classes below).
- \`docs-1.ts\`, \`docs-2.ts\` — the reports (data + header/footer HTML).
- \`generate.ts\` — prints each report (Chromium: \`page.pdf\`, footer template for \`Page x of y\`; LibreOffice:
  \`soffice --headless --infilter="HTML (StarWriter)" --convert-to pdf\`), checks with \`pdftotext\` that every
  row's name is on the page its truth says (the photo's truth holds page 1 only), writes the truth, makes the
  scans (\`../a/degrade.ts\` makeScan, 200 dpi) and photos (\`makePhoto\`, or \`../f/photo.ts\` makeSkewedPhoto
  turned 3–5°), and writes this README.

\`\`\`sh
npm run corpus:blind:g              # everything (needs /usr/bin/chromium, soffice, poppler-utils, ImageMagick)
npm run corpus:blind:g -- g-de g-us # only ids with these prefixes (this README is rebuilt from all truth files)
\`\`\`

## Truth

Same format as parts A, C and D (\`../d/README.md\`, "Truth"). Specific to this part: the SI result and its
own range are the result in the two-unit documents (the conventional restatement is in \`not_results\`);
in cumulative tables the newest date is the result and every older column is in \`not_results\`; \`High\`/\`Low\`
and arrows are H/L, \`(H)\` is H, Austrian \`N\` (niedrig) and German \`+\`/\`-\` are kept as printed, qualitative
abnormal marks \`A\` are kept; bold-only marking gives flag null. "up to x" / "bis x" ranges are \`<x\`
(parts A–D convention), \`≤ x\` and \`< OR = x\` are \`<=x\`, \`> OR = x\` is \`>=x\`.

## Classes

| class | what | tune | holdout | printed-abnormal rows |
|---|---|---|---|---|
${famRows.join('\n')}

## Documents

| id | country | language | producer | kind | pages | results | layout | classes | split |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
  writeFileSync(join(OUT, 'README.md'), md);
}

if (!existsSync('/usr/bin/chromium')) throw new Error('needs /usr/bin/chromium');
main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
