/** README of part J, rebuilt from every truth file in the output folder. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
  ['J1', 'XeLaTeX report (fontspec, one longtable over the report with its header repeated on each page, fancyhdr running head and foot with page x of y; block and two-column variants)'],
  ['J2', 'wkhtmltopdf (Qt WebKit, unpatched Qt) HTML report: thead repeated, Qt footer with [page]/[topage], Arabic columns ordered right to left on an LTR page'],
  ['J3', 'pycairo report engine: text drawn at fixed column x positions on a cairo PDF surface, letterhead and column header on each page, shaded bands, rules'],
  ['J4', 'block layout: one analyte per block (name heading, then Result / Reference / previous lines), also in two columns'],
  ['J5', 'non-Latin scripts: Cyrillic (Ukrainian, Russian), Traditional Chinese glued to Latin abbreviations, Arabic with Latin abbreviations in brackets'],
  ['J6', 'right-to-left material (Arabic) printed by an LTR engine'],
  ['J7', 'interpretive material near the results (HbA1c / diabetes targets, LDL targets by risk, vitamin D bands, eGFR/CKD stages, INR therapeutic range) — in not_results'],
  ['J8', 'unit and number forms: thousands separators (space, dot, comma, lakh 1,50,000), G/l T/l, µkat/l, Hb in mmol/L, g/l glucose, /mm³ /cumm, % and absolute side by side, qualitative and dipstick grades'],
  ['J9', 'previous-result columns (one or two dates), multi-page tables with repeated headers, sex/age-banded printed ranges'],
  ['J10', 'screenshots of hospital/LIS web screens (Chromium page.screenshot, 1280–1440 px, device scale 1): menu band, toolbar, grid lines, highlighted abnormal cells'],
];

export function writeReadme(OUT: string): void {
  const files = readdirSync(OUT);
  const truths: Truth[] = files
    .filter((f) => f.endsWith('.truth.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(OUT, f), 'utf8')) as Truth);
  const size = files.filter((f) => f !== 'README.md').reduce((a, f) => a + statSync(join(OUT, f)).size, 0);
  const count = (k: string, s: string): number => truths.filter((t) => t.kind === k && t.split === s).length;
  const text = truths.filter((t) => t.kind === 'text_pdf');
  const producers = [...new Set(text.map((t) => t.producer))].sort();
  const famRows = CLASSES.map(([c, what]) => {
    const tx = truths.filter((t) => t.classes.includes(c) && (t.kind === 'text_pdf' || t.layout.includes('screenshot')));
    return `| ${c} | ${what.replace(/\|/g, '\\|')} | ${tx.filter((t) => t.split === 'tune').length} | ${tx.filter((t) => t.split === 'holdout').length} | ${tx.reduce((a, t) => a + t.parameters.filter((p) => p.abnormal).length, 0)} |`;
  });
  const rows = truths.map(
    (t) =>
      `| ${t.id} | ${t.country} | ${t.language} | ${t.producer} | ${t.kind} | ${t.pages} | ${t.parameters.length} | ${t.layout.join(', ')} | ${t.classes.join(' ')} | ${t.split} |`,
  );
  const fonts = text.map((t) => `| ${t.id} | ${t.producer} | ${existsSync(join(OUT, `${t.id}.pdf`)) ? pdfFonts(join(OUT, `${t.id}.pdf`)) : ''} |`);
  const english = truths.filter((t) => t.language.startsWith('en')).length;
  const photos = truths.filter((t) => t.kind === 'photo' && !t.layout.includes('screenshot')).length;
  const screens = truths.filter((t) => t.layout.includes('screenshot')).length;
  const md = `# Blind corpus, part J — new producers: XeLaTeX, wkhtmltopdf, pycairo; LIS/portal screenshots

Synthetic laboratory reports written WITHOUT reading the reader (its code, tests, alias lists or the product's
fixtures) and without running it on them. Parts A–I were printed by pdfkit-style positioned text, Chromium HTML
printing, LibreOffice Writer and Calc, ReportLab, GNU enscript and groff → ghostscript; this part uses three PDF
producers none of them used: **XeLaTeX** (fontspec with DejaVu / Liberation TrueType fonts, \`longtable\` with
its header repeated by \`\\endhead\`, fancyhdr, lastpage), **wkhtmltopdf 0.12.6** (Qt WebKit with unpatched Qt
5.15, its own footer) and **pycairo** (cairo PDF surface, fonts embedded as subsets, text placed at fixed x
positions), plus three **screenshots** of hospital/LIS web screens taken with Chromium \`page.screenshot\` (no PDF
of this part is printed by Chromium). Every patient, laboratory, address, phone number and identifier is invented.

${truths.length} documents (${text.length} text PDFs, ${truths.filter((t) => t.kind === 'scan_pdf').length} scans, ${photos + screens} images: ${photos} phone photos and ${screens} screenshots), ${new Set(truths.map((t) => t.country)).size} countries, ${new Set(truths.map((t) => t.language)).size} languages, English ${english} of ${truths.length}; ${(size / 1e6).toFixed(1)} MB.
text_pdf: ${count('text_pdf', 'tune')} tune / ${count('text_pdf', 'holdout')} holdout; scan_pdf: ${count('scan_pdf', 'tune')} tune / ${count('scan_pdf', 'holdout')} holdout; photo (phone photos and screenshots): ${count('photo', 'tune')} tune / ${count('photo', 'holdout')} holdout.
Text PDF producers: ${producers.map((p) => `${p} ${text.filter((t) => t.producer === p).length}`).join(', ')}.

## How it is made

\`scripts/blind-corpus/j/\`:
- \`model.py\` — part I's model (rows with catalogue id, printed name, value with "." decimals, unit, normalised
  range, printed range override for stacked/banded ranges, previous values, restatements, footnote markers,
  comments; locale printing; flag styles; truth and checks built from the same rows), plus lakh grouping
  (\`1,50,000\`) and names that may wrap.
- \`cells.py\` — the cell texts every renderer shares.
- \`render_tex.py\` (XeLaTeX, run twice for page x of y), \`render_wk.py\` (HTML → \`wkhtmltopdf\`),
  \`render_cairo.py\` (pycairo), \`render_screen.py\` (HTML of the LIS/portal screens).
- \`docs_a.py\` (XeLaTeX reports), \`docs_b.py\` (wkhtmltopdf), \`docs_c.py\` (pycairo and the screens).
- \`build.py\` — renders, writes the truth files and a manifest for \`generate.ts\`.
- \`generate.ts\` — runs \`build.py\` with \`/usr/bin/python3\`, takes the screenshots with Chromium (viewport
  1280–1440 px wide, device scale factor 1, full page), checks with \`pdftotext -layout\` page by page that every
  truth row's printed name and printed value are on the page its truth says (the page count too; on the screens:
  in the page's rendered text), makes the scans (\`../a/degrade.ts\` makeScan, 200 dpi) and photos (\`makePhoto\`,
  or \`../f/photo.ts\` makeSkewedPhoto turned 3.5–4°), and writes this README (\`readme.ts\`).

\`\`\`sh
npm run corpus:blind:j              # everything
npm run corpus:blind:j -- j-cz j-tw # only ids with these prefixes (this README is rebuilt from all truth files)
\`\`\`

Needs: Debian packages \`texlive-xetex texlive-latex-base texlive-latex-recommended lmodern wkhtmltopdf python3-cairo
poppler-utils imagemagick fonts-dejavu-core fonts-liberation fonts-noto-cjk\` (\`apt-get install -y --no-install-recommends ...\`),
\`/usr/bin/python3\` (the Debian one, where python3-cairo is), and \`/usr/bin/chromium\` with Playwright (as the other
parts). \`paps\` (Pango → PostScript) was tried and dropped: its output draws glyph outlines and holds no text.

## Truth

Same format as parts D, G and I (\`../i/README.md\`). Specific to this part:
- \`parameters\` hold every row the page shows as this patient's result with a catalogue id; previous-result
  columns (one or two dates), restatements in a second unit (the Philippine conventional-unit column, HbA1c
  mmol/mol), interpretive tables and footnote thresholds (HbA1c / diabetes targets, glycemic-control goals, LDL
  targets by risk, vitamin D bands, CKD stages by eGFR, INR therapeutic range), the other sex's or age's band of a
  printed banded range, phone numbers and ids are in \`not_results\`.
- Ranges: "до x" / "hasta x" are \`<x\` (parts A–D convention), \`≤ x\` / \`≦x\` are \`<=x\`, \`≥ x\` / \`≧x\` are
  \`>=x\`; sex- or age-banded printed ranges are truth-ranged to this patient's band; qualitative ranges are the
  printed text.
- Flags: as printed; arrows (↑ ↓) and triangles (▲ ▼) are H/L, \`High\`/\`Low\` are H/L; \`+\`/\`-\`, \`*\` and words
  such as \`Abnormal\` are kept as printed; bold-only or colour-only marking (j-ma-01 and j-bd-01 bold; the
  Chilean portal j-cl-01-screen highlights cells and has no flag column) gives flag null, abnormal true.
- Units as printed: Czech enzymes in µkat/l and eGFR in ml/s/1,73m², Danish haemoglobin in mmol/L, Moroccan
  glucose and lipids in g/l, Bangladeshi, Peruvian and Moroccan counts per cumm / mm³.
- Screenshots (\`*-screen.png\`): kind \`photo\` (as part I's photos), \`screenshot\` in \`layout\`, one page.
- Photos hold page 1 only; scans hold every page (j-cz-01-scan has 2).
- The Egyptian report (j-eg-01) prints Arabic names with Latin abbreviations in brackets through an LTR engine,
  the columns ordered right to left; its truth names are in logical order. The Taiwanese report prints dates in
  the ROC era (115/11/24) while the metadata dates are ISO Gregorian.
- The check: the name (first 16 characters, spaces removed, NFKC) and the printed value must be on the page as
  printed; on pages with Arabic a name passes when each of its letter and digit runs is on the page (pdftotext
  returns Arabic in visual order).

## Classes

Counted over the text PDFs and the screenshots (the scans and photos repeat their text PDF).

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
