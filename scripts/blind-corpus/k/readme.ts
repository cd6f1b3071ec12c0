/** README of part K, rebuilt from every truth file in the output folder. */
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
  ['K1', 'WeasyPrint report (Pango/HarfBuzz; CSS paged media: @page size, margin boxes with running footer and page x of y, CSS columns; CJK via Noto Sans CJK, Arabic via DejaVu Sans fallback)'],
  ['K2', 'AbiWord report (native .abw document printed with `abiword --to=pdf`: fixed-width table columns, cell borders or none, a section footer with page-number fields)'],
  ['K3', 'MuPDF report (`mutool convert` from XHTML: MuPDF\'s own layout engine and built-in fonts; no colspan, so section titles and comments fall into the first column)'],
  ['K4', 'block layout: one analyte per block (name heading, then Result / Reference / previous lines), also in two CSS columns'],
  ['K5', 'non-Latin scripts: Cyrillic (Macedonian, Russian), Arabic letterheads and name columns, Simplified and Traditional Chinese and Japanese glued to Latin abbreviations, Hangul'],
  ['K6', 'phone photos of printed pages: 300-dpi render, perspective and 2–4° rotation, off-centre light, a shadow band or a glare patch, some with an edge out of the frame, JPEG 72–84, 1700–2600 px wide, 8–8.5 pt print'],
  ['K7', 'interpretive material near the results (HbA1c / diabetes targets, LDL and non-HDL targets by risk, vitamin D bands, eGFR/CKD stages, INR therapeutic range, glycaemia categories) — in not_results'],
  ['K8', 'unit and number forms: thousands separators (comma, dot), g/l glucose and lipids, mg/l creatinine, /mm³ /cumm mill/cumm ribu/uL, 10^9/l, SI units, % and absolute side by side, qualitative and dipstick grades'],
  ['K9', 'previous-result columns (one or two dates), multi-page tables with repeated headers, sex- and altitude-banded printed ranges (columns or stacked lines)'],
  ['K10', 'screenshots: a desktop patient portal (Chromium, 1366 px, device scale 1) and a phone app screen (412 css px at device scale 2.625)'],
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
  const photos = truths.filter((t) => t.kind === 'photo' && !t.layout.includes('screenshot'));
  const screens = truths.filter((t) => t.layout.includes('screenshot'));
  const producers = [...new Set(text.map((t) => t.producer))].sort();
  const unique = truths.filter((t) => t.kind !== 'scan_pdf');
  const famRows = CLASSES.map(([c, what]) => {
    const tx = unique.filter((t) => t.classes.includes(c));
    return `| ${c} | ${what.replace(/\|/g, '\\|')} | ${tx.filter((t) => t.split === 'tune').length} | ${tx.filter((t) => t.split === 'holdout').length} | ${tx.reduce((a, t) => a + t.parameters.filter((p) => p.abnormal).length, 0)} |`;
  });
  const rows = truths.map(
    (t) =>
      `| ${t.id} | ${t.country} | ${t.language} | ${t.producer} | ${t.kind} | ${t.pages} | ${t.parameters.length} | ${t.parameters.filter((p) => p.abnormal).length} | ${t.layout.join(', ')} | ${t.classes.join(' ')} | ${t.split} |`,
  );
  const fonts = text.map((t) => `| ${t.id} | ${t.producer} | ${existsSync(join(OUT, `${t.id}.pdf`)) ? pdfFonts(join(OUT, `${t.id}.pdf`)) : ''} |`);
  const english = truths.filter((t) => t.language.startsWith('en')).length;
  const countries = new Set(truths.map((t) => t.country)).size;
  const languages = new Set(truths.map((t) => t.language)).size;
  const rowsTotal = unique.reduce((a, t) => a + t.parameters.length, 0);
  const abnTotal = unique.reduce((a, t) => a + t.parameters.filter((p) => p.abnormal).length, 0);
  const byProducer = producers.map((p) => `${p} ${text.filter((t) => t.producer === p).length}`).join(', ');
  const md = `# Blind corpus, part K — new producers: WeasyPrint, AbiWord, MuPDF; phone photos of printed pages

Synthetic laboratory reports written WITHOUT reading the reader (its code, tests, alias lists or the product's
fixtures) and without running it on them. Parts A–J were printed by pdfkit-style positioned text, Chromium HTML
printing, LibreOffice Writer and Calc, ReportLab, GNU enscript, groff → ghostscript, XeLaTeX, wkhtmltopdf and
pycairo; this part uses three PDF producers none of them used: **WeasyPrint 57** (Debian \`weasyprint\`: CSS paged
media, Pango/HarfBuzz shaping), **AbiWord 3.0** (a native \`.abw\` document printed with \`abiword --to=pdf\`) and
**MuPDF 1.21** (\`mutool convert\` from XHTML, MuPDF's own HTML layout and built-in fonts). Its weight is on **phone
photos of printed pages** (8 of 30, each of a report that is not in the corpus as a PDF) and it has two
**screenshots** (a desktop patient portal and a phone app). Every patient, laboratory, address, phone number and
identifier is invented.

${truths.length} documents (${text.length} text PDFs, ${truths.filter((t) => t.kind === 'scan_pdf').length} scans, ${photos.length} phone photos, ${screens.length} screenshots), ${countries} countries, ${languages} languages, English ${english} of ${truths.length}; ${(size / 1048576).toFixed(1)} MB.
text_pdf: ${count('text_pdf', 'tune')} tune / ${count('text_pdf', 'holdout')} holdout; scan_pdf: ${count('scan_pdf', 'tune')} tune / ${count('scan_pdf', 'holdout')} holdout; photo (phone photos and screenshots): ${count('photo', 'tune')} tune / ${count('photo', 'holdout')} holdout.
Text PDF producers: ${byProducer}. Result rows (scans not counted again): ${rowsTotal}, of them abnormal: ${abnTotal}.
The split was fixed before any document was rendered: alternating by id within each kind.

## How it is made

\`scripts/blind-corpus/k/\`:
- \`model.py\` — part J's model (rows with catalogue id, printed name, value with "." decimals, unit, normalised
  range, printed range override for stacked/banded ranges, previous values, restatements, footnote markers,
  comments; locale printing; flag styles; truth and checks built from the same rows), plus the Spanish
  \`Alto\`/\`Bajo\` flag words.
- \`cells.py\` — the cell texts every renderer shares (part J's, plus flags glued to values: \`11,200*\`, \`↑6,8\`).
- \`render_html.py\` — one XHTML report (letterhead, department line, patient block, results table whose header is
  repeated on each page, comments, footer with page x of y) printed by WeasyPrint (\`@page\` margin boxes) or by
  MuPDF (\`mutool convert -W -H -S\`); table, block and two-column layouts.
- \`render_abw.py\` — the same report as a native AbiWord document (AWML: fixed column widths, cell borders or
  none, a footer section with page-number fields), printed with \`abiword --to=pdf\`.
- \`render_screen.py\` — HTML of the portal screen (part J's) and of the phone app screen (result cards, badges).
- \`docs_a.py\` (WeasyPrint), \`docs_b.py\` (AbiWord and MuPDF), \`docs_c.py\` (screens). Documents with
  \`photo_only\` ship only their photo: their PDF is printed into a temporary folder.
- \`build.py\` — renders, writes the truth files and a manifest for \`generate.ts\`.
- \`photo.ts\` — the phone photo: page 1 rendered at 300 dpi, optionally a strip of the right or bottom edge out of
  the frame, perspective (keystone) and a 2–4° rotation on a desk-coloured background, an off-centre light falloff,
  a soft diagonal shadow band or a glare patch, blur, sensor noise, 1700–2600 px wide, JPEG quality 72–84.
- \`generate.ts\` — runs \`build.py\` with \`/usr/bin/python3\`, takes the screenshots with Chromium, checks with
  \`pdftotext -layout\` page by page that every truth row's printed name and printed value are on the page its
  truth says (and the page count; on the screens: in the page's rendered text; for the photos: on page 1 of the
  PDF they were taken of), makes the scans (\`../a/degrade.ts\` makeScan, 200 dpi) and the photos, and writes
  this README (\`readme.ts\`).

\`\`\`sh
npm run corpus:blind:k              # everything
npm run corpus:blind:k -- k-cn k-jp # only ids with these prefixes (this README is rebuilt from all truth files)
\`\`\`

Needs: Debian packages \`weasyprint abiword mupdf-tools poppler-utils imagemagick fonts-dejavu-core fonts-liberation
fonts-noto-cjk\` (\`apt-get install -y --no-install-recommends ...\`), \`/usr/bin/python3\` (the Debian one; only the
standard library is used), and \`/usr/bin/chromium\` with Playwright (as the other parts). fpdf2 was not available
(no Debian \`python3-fpdf\`/\`python3-fpdf2\` package, PyPI unreachable) and pdf-lib / jsPDF were not used.

Producer notes: WeasyPrint 57 writes wrong ToUnicode entries when Arabic and Latin/digits share a line or a font
(pdftotext then returns Arabic fragments in place of digits): the Jordanian and Iraqi reports keep Arabic on lines
of its own and set Latin text in Liberation Sans, and their Arabic still extracts as garbled words (the result
names are English, so the truth does not depend on it). AbiWord's HTML importer (tried first) ignores column widths,
cell font sizes and page breaks and lets bold leak across cells, so the AbiWord reports are written as \`.abw\`.
MuPDF's HTML engine ignores \`colspan\`: section titles and comments under rows sit in the first column, wrapped.

## Truth

Same format as parts D, G, I and J (\`../j/README.md\`, \`../i/README.md\`). Specific to this part:
- \`parameters\` hold every row the page shows as this patient's result with a catalogue id; previous-result
  columns (one or two dates), restatements in a second unit (HbA1c mmol/mol, vitamin D nmol/L, eGFR stage text),
  interpretive tables and footnote thresholds (HbA1c / diabetes targets, LDL and non-HDL targets by risk,
  vitamin D bands, CKD stages by eGFR, INR therapeutic range, stacked "desirable / borderline / high" lipid
  categories), the other sex's band of a printed banded range, phone numbers and ids are in \`not_results\`.
  Results without a catalogue id (dengue NS1 / IgG / IgM, the malaria smear and malaria RDT) are in
  \`not_results\` too.
- Ranges: "hasta x", "jusqu'à x", "до x", "up to x", "x gacha", "Menor de x", "Inferior a x", "x未満" are \`<x\`
  (parts A–D convention); "≤ x", "x以下", "x 이하", "≦x" are \`<=x\`; "≥ x", "x以上", "x 이상", "≧x" are \`>=x\`;
  "Mayor de x", "Superior a x" are \`>x\`; "a a b" (Portuguese) and "a ~ b" (Korean) are \`a-b\`. Sex- or
  altitude-banded printed ranges are truth-ranged to this patient's band; stacked category ranges (Dominican lipids,
  HbA1c) are truth-ranged to their first (normal / desirable) line; qualitative ranges are the printed text.
- Flags: as printed; arrows (↑ ↓) and triangles (▲ ▼) are H/L, \`High\`/\`Low\` and \`Alto\`/\`Bajo\` are H/L;
  \`*\`, Spanish \`A\`/\`B\` (Venezuela), French / Spanish \`H\`/\`B\` (Algeria, Bolivia) and \`A\`, \`Abnormal\` on
  qualitative rows are kept as printed. Bold-only marking (the Cuban report) and unmarked abnormal qualitative rows
  (urine dipstick grades against "Negative", the Macedonian urine strip printed all in bold) give flag null,
  abnormal true.
- Units as printed (\`/mm³\`, \`mill/cumm\`, \`ribu/uL\`, \`10^9/l\`, \`g/l\`, \`mg/l\`, \`mkmol/l\`, \`ммоль/л\` …).
- Names as printed; a name printed on two lines (k-bo-01 "Deshidrogenasa / láctica (LDH)") is joined with a space;
  footnote marks after names (\`¹\`, \` *\`) are not part of the name.
- Photos hold page 1 only (all photographed reports here are one page); their \`source\` is the id of the printed
  report, which is not in the corpus as a PDF. Screenshots (\`*-screen.png\`): kind \`photo\`, \`screenshot\` in
  \`layout\`, one page.
- Metadata: \`patient_age\` is computed from the date of birth where only that is printed (k-al-01, k-md-01);
  \`lab_country\` is null as in the earlier parts; the Taiwanese report prints ROC-era dates (115/11/25).
- The check: the name (first 16 characters of its first printed line, spaces removed, NFKC) and the printed value
  must be on the page as printed; on pages with Arabic a name passes when each of its letter and digit runs is on
  the page (part J's rule; every Arabic-page name here is English anyway).

## Classes

Counted over the text PDFs, the photos and the screenshots (the scans repeat their text PDF).

| class | what | tune | holdout | abnormal rows |
|---|---|---|---|---|
${famRows.join('\n')}

## Documents

| id | country | language | producer | kind | pages | results | abnormal | layout | classes | split |
|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

## Fonts in the text PDFs (\`pdffonts\`)

| id | producer | fonts |
|---|---|---|
${fonts.join('\n')}
`;
  writeFileSync(join(OUT, 'README.md'), md);
}
