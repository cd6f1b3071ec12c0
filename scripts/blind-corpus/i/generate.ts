/**
 * Part I of the blind corpus. `build.py` (run with the system Python, which has python3-reportlab) prints the
 * ReportLab, enscript/groff → ps2pdf and LibreOffice Calc reports, writes the HTML of the Chromium ones and every
 * truth file; this script prints the HTML with Chromium, checks with pdftotext that every truth row's printed
 * name and value are on the page the truth says, makes the scans (../a/degrade.ts makeScan, 200 dpi) and photos
 * (makePhoto, or ../f/photo.ts makeSkewedPhoto turned 3–5°), and writes the README.
 *
 *   npx tsx scripts/blind-corpus/i/generate.ts            # everything
 *   npx tsx scripts/blind-corpus/i/generate.ts i-de i-jp  # only ids with these prefixes
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { makePhoto, makeScan } from '../a/degrade';
import { makeSkewedPhoto } from '../f/photo';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = resolve(HERE, '../../../fixtures/blind-corpus/i');

interface Item {
  id: string;
  pdf: string;
  pages: number;
  checks: { page: number; name: string; value: string }[];
  seed: number;
  producer: string;
  html: string | null;
  landscape: boolean;
  scan: boolean;
  photo: number | null;
}

interface Truth {
  id: string;
  kind: string;
  country: string;
  language: string;
  producer: string;
  layout: string[];
  split: string;
  classes: string[];
  pages: number;
  parameters: { abnormal: boolean }[];
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

function check(it: Item): string[] {
  const problems: string[] = [];
  const n = pageCount(it.pdf);
  if (n !== it.pages) problems.push(`${it.id}: ${n} pages, truth says ${it.pages}`);
  const texts: string[] = [];
  for (let i = 1; i <= n; i++) texts.push(squash(run('pdftotext', ['-f', String(i), '-l', String(i), '-layout', it.pdf, '-'])));
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
  const work = mkdtempSync(join(tmpdir(), 'blind-i-'));
  const problems: string[] = [];
  try {
    execFileSync('/usr/bin/python3', [join(HERE, 'build.py'), OUT, work, ...only], { stdio: 'inherit', timeout: 1_200_000, env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' } });
    const items = JSON.parse(readFileSync(join(work, 'manifest.json'), 'utf8')) as Item[];
    const browser = items.some((i) => i.html) ? await chromium.launch({ executablePath: '/usr/bin/chromium' }) : null;
    try {
      for (const it of items) {
        if (it.html && browser) {
          const page = await browser.newPage();
          await page.goto(`file://${it.html}`, { waitUntil: 'load' });
          await page.pdf({ path: it.pdf, preferCSSPageSize: true, printBackground: true });
          await page.close();
        }
        problems.push(...check(it));
        if (it.scan) await makeScan(it.pdf, join(OUT, `${it.id}-scan.pdf`), it.seed);
        if (it.photo !== null && it.photo !== undefined) {
          const file = join(OUT, `${it.id}-photo.jpg`);
          if (it.photo === 0) makePhoto(it.pdf, file, it.seed);
          else makeSkewedPhoto(it.pdf, file, it.seed, it.photo);
        }
        console.log(`${it.id}: ${it.pages} p, ${it.checks.length} rows checked`);
      }
    } finally {
      await browser?.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  writeReadme();
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}

function pdfFonts(file: string): string {
  const lines = run('pdffonts', [file]).split('\n').slice(2).filter(Boolean);
  const kinds = new Set<string>();
  for (const l of lines) {
    const m = /^(\S+)\s+(Type 1C|Type 1|TrueType \(CID\)|TrueType|CID Type 0C|CID TrueType|Type 3|CID Type 0)\s+\S+\s+(yes|no)/.exec(l);
    if (m) kinds.add(`${m[1]!.replace(/^[A-Z]{6}\+/, '')} ${m[2]} emb=${m[3]}`);
  }
  return [...kinds].join('; ');
}

const CLASSES: [string, string][] = [
  ['I1', 'monospaced or troff LIS printout (enscript Courier text with space columns and form feeds; groff + tbl boxed tables) → ps2pdf'],
  ['I2', 'ReportLab report: platypus Table with repeated header rows and a canvas footer, or positioned canvas columns'],
  ['I3', 'spreadsheet printout (LibreOffice Calc → PDF): gridlines, merged heading cells, numbers as the sheet shows them'],
  ['I4', 'block layout: one analyte per block (heading, result line, reference lines), or card grid'],
  ['I5', 'non-Latin scripts: CJK names glued to Latin abbreviations, Korean, Greek, Cyrillic, Thai'],
  ['I6', 'right-to-left pages (Arabic, Hebrew) with Latin analyte abbreviations and numbers'],
  ['I7', 'interpretive material near the results (diabetes targets, LDL targets by risk, vitamin D bands, eGFR stages, age-banded tables) — in not_results'],
  ['I8', 'unit and number forms: thousands separators, Indian units (lakhs/cumm, mill/cumm, cells/cumm), 10^9/L, Tsd./µl, G/L, % and absolute side by side'],
  ['I9', 'previous-result columns, multi-page tables with repeated headers and page footers, sex/age-banded printed ranges'],
];

function writeReadme(): void {
  const files = readdirSync(OUT);
  const truths: Truth[] = files
    .filter((f) => f.endsWith('.truth.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(OUT, f), 'utf8')) as Truth);
  const size = files.reduce((a, f) => a + statSync(join(OUT, f)).size, 0);
  const count = (k: string, s: string): number => truths.filter((t) => t.kind === k && t.split === s).length;
  const text = truths.filter((t) => t.kind === 'text_pdf');
  const producers = [...new Set(text.map((t) => t.producer))].sort();
  const famRows = CLASSES.map(([c, what]) => {
    const tx = text.filter((t) => t.classes.includes(c));
    return `| ${c} | ${what.replace(/\|/g, '\\|')} | ${tx.filter((t) => t.split === 'tune').length} | ${tx.filter((t) => t.split === 'holdout').length} | ${tx.reduce((a, t) => a + t.parameters.filter((p) => p.abnormal).length, 0)} |`;
  });
  const rows = truths.map(
    (t) =>
      `| ${t.id} | ${t.country} | ${t.language} | ${t.producer} | ${t.kind} | ${t.pages} | ${t.parameters.length} | ${t.layout.join(', ')} | ${t.classes.join(' ')} | ${t.split} |`,
  );
  const fonts = text.map((t) => `| ${t.id} | ${t.producer} | ${existsSync(join(OUT, `${t.id}.pdf`)) ? pdfFonts(join(OUT, `${t.id}.pdf`)) : ''} |`);
  const english = truths.filter((t) => t.language.startsWith('en')).length;
  const md = `# Blind corpus, part I — new producers: ReportLab, enscript/groff → ghostscript, LibreOffice Calc, Chromium (grid/landscape/RTL)

Synthetic laboratory reports written WITHOUT reading the reader (its code, tests, alias lists or the product's
fixtures) and without running it on them. The earlier parts were printed by pdfkit-style positioned text, Chromium
HTML tables and LibreOffice Writer; this part uses the producers many laboratory information systems really print
with: **ReportLab** (platypus \`Table\` and positioned canvas; standard Type 1 fonts Helvetica/Courier, not
embedded, and registered TTFs for CJK, Korean, Greek and Cyrillic), **GNU enscript** and **groff + tbl** turned
into PDF by **ghostscript ps2pdf**, **LibreOffice Calc** (a flat ODS spreadsheet → PDF) and **Chromium** only for
layouts unlike part G (card grids, two-column flow, landscape, right-to-left). Every patient, laboratory, address,
phone number and identifier is invented.

${truths.length} documents (${text.length} text PDFs, ${truths.filter((t) => t.kind === 'scan_pdf').length} scans, ${truths.filter((t) => t.kind === 'photo').length} photos), ${new Set(truths.map((t) => t.country)).size} countries, ${new Set(truths.map((t) => t.language)).size} languages, English ${english} of ${truths.length}; ${(size / 1e6).toFixed(1)} MB.
text_pdf: ${count('text_pdf', 'tune')} tune / ${count('text_pdf', 'holdout')} holdout; scan_pdf: ${count('scan_pdf', 'tune')} tune / ${count('scan_pdf', 'holdout')} holdout; photo: ${count('photo', 'tune')} tune / ${count('photo', 'holdout')} holdout.
Text PDF producers: ${producers.map((p) => `${p} ${text.filter((t) => t.producer === p).length}`).join(', ')}.

## How it is made

\`scripts/blind-corpus/i/\`:
- \`model.py\` — rows (catalogue id, printed name, value with "." decimals, unit, normalised range, printed
  range override for stacked/banded ranges, previous values, restatements, footnote markers, comments) in
  sections with a page number; locale printing (decimal comma, thousands separators \`.\` \`,\` space, range
  forms \`a - b\`, \`a–b\`, \`a à b\`, \`a～b\`, \`bis x\`, \`до x\`, \`hasta x\`, \`x以下\`, \`≤ x\`) and flag styles;
  the truth and the pdftotext checks are built from the same rows.
- \`render_rl.py\` (ReportLab platypus table / canvas), \`render_txt.py\` (enscript text, groff + tbl → ps2pdf),
  \`render_calc.py\` (flat ODS written by hand → \`soffice --headless --convert-to pdf\`), \`render_html.py\`
  (HTML for Chromium: card grid, two-column flow, landscape, RTL).
- \`docs_a.py\`, \`docs_b.py\`, \`docs_c.py\` — the reports.
- \`build.py\` — renders, writes the truth files and a manifest for \`generate.ts\`.
- \`generate.ts\` — runs \`build.py\` with \`/usr/bin/python3\`, prints the HTML with Chromium (\`page.pdf\`),
  checks with \`pdftotext -layout\` page by page that every truth row's printed name and printed value are on the
  page its truth says (the page count too), makes the scans (\`../a/degrade.ts\` makeScan, 200 dpi) and photos
  (\`makePhoto\`, or \`../f/photo.ts\` makeSkewedPhoto turned 3–5°), and writes this README.

\`\`\`sh
npm run corpus:blind:i              # everything
npm run corpus:blind:i -- i-de i-jp # only ids with these prefixes (this README is rebuilt from all truth files)
\`\`\`

Needs: Debian packages \`python3-reportlab enscript groff ghostscript libreoffice-calc-nogui (or libreoffice-calc)
poppler-utils imagemagick fonts-dejavu-core fonts-wqy-microhei fonts-ipafont-gothic fonts-nanum fonts-thai-tlwg\`
(\`apt-get install -y ...\`), \`/usr/bin/python3\` (the Debian one, where python3-reportlab is), and \`/usr/bin/chromium\` with
Playwright (as the other parts).

## Truth

Same format as parts D and G (\`../g/README.md\`). Specific to this part:
- \`parameters\` hold every row the page shows as this patient's result with a catalogue id; previous-result
  columns, restatements in a second unit (HbA1c mmol/mol, vitamin D nmol/L), interpretive tables (HbA1c /
  diabetes targets, LDL targets by risk, vitamin D status bands, eGFR/CKD stages, IGF-1 by age) and footnote
  thresholds are in \`not_results\`.
- Ranges: "up to x" / "bis x" / "до x" / "hasta x" / "x未満" are \`<x\` (parts A–D convention), \`≤ x\` / "x以下" /
  "x이하" are \`<=x\`, "x以上" / "≥ x" are \`>=x\`; sex- or age-banded printed ranges are truth-ranged to this
  patient's band; qualitative ranges are the printed text.
- Flags: as printed; arrows (↑ ↓) and triangles (▲ ▼) are H/L, \`High\`/\`Low\` are H/L; \`+\`/\`-\`, \`*\`,
  Spanish \`A\`/\`B\`, Turkish \`Y\`/\`D\` and French/Italian \`H\`/\`B\` are kept as printed; bold-only marking gives
  flag null (abnormal true).
- Photos hold page 1 only.
- Names and values are as printed: the Polish LIS printout (i-pl-01) prints without diacritics, so its truth does
  too; Thai dates are printed in the Buddhist era (2569) while the metadata dates are ISO Gregorian.
- The check: on right-to-left pages (i-sa-01, i-il-01) pdftotext returns mixed Arabic/Hebrew + Latin names in
  visual order (mirrored brackets, "25-OH" as "OH-25", lam-alef as alef-lam); there the check accepts a name when
  each of its letter and digit runs is on the page. Everywhere else the name (first 16 characters, spaces
  removed, NFKC) and the printed value must be on the page as printed.

## Classes

| class | what | tune | holdout | printed-abnormal rows |
|---|---|---|---|---|
${famRows.join('\n')}

## Documents

| id | country | language | producer | kind | pages | results | layout | classes | split |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

## Fonts in the text PDFs (\`pdffonts\`)

| id | producer | fonts |
|---|---|---|
${fonts.join('\n')}
`;
  writeFileSync(join(OUT, 'README.md'), md);
}

if (!existsSync('/usr/bin/python3')) throw new Error('needs /usr/bin/python3 with python3-reportlab');
main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
