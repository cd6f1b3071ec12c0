/** README of part P (part O's readme.ts adapted), rebuilt from every truth file in the output folder. */
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
  ['P1', 'matplotlib report (Debian python3-matplotlib 3.6, PDF backend: one figure per page, fig.text at each baseline, Line2D rules, Rectangle bars; pdf.fonttype 3 = Type 3 fonts without ToUnicode, or 42 = TrueType CID subsets; DejaVu Sans / Liberation Sans)'],
  ['P2', 'LuaLaTeX report (TeX Live 2022 lualatex, fontspec + luaotfload: Noto Sans / Noto Serif / DejaVu Sans as CID TrueType; Arabic, Khmer, Lao and Chinese runs in Noto Naskh Arabic / Noto Sans Khmer / Noto Sans Lao / Noto Sans CJK SC shaped by HarfBuzz; fancyhdr letterhead + patient strip on every page, longtable)'],
  ['P3', 'pdf-lib report (npm pdf-lib 1.17 + @pdf-lib/fontkit, run by Node: page.drawText at each baseline, drawLine, drawRectangle; standard-14 Helvetica / Times / Courier (WinAnsi, not embedded) or DejaVu Sans / Noto Sans / Noto Serif / Liberation Sans embedded through fontkit)'],
  ['P4', 'multi-page reports: results continue on page 2 with letterhead, patient strip, column header and footer printed again'],
  ['P5', 'non-Latin scripts: Arabic (bilingual with English), Khmer (bilingual with French), Lao (bilingual with English), Simplified Chinese, Russian Cyrillic'],
  ['P6', 'interpretive material near or as the reference (eGFR stages, LDL targets by risk, HbA1c categories and targets, vitamin D bands, comments between rows) — in not_results'],
  ['P7', 'unit and number forms: decimal comma, thousands by comma, dot and lakh, /mm³, cells/cumm, mill/cumm, Tsd./µl, G/L, T/L, 10^9/L, L/L, mmol/mol and % HbA1c, g/L glucose; unit-less rows, qualitative, serology and dipstick rows; flags glued or after the value'],
  ['P8', 'previous / cumulative columns: one or two dated previous columns, the current column not first (cumulative reports with the current result in the middle or last)'],
  ['P9', 'phone photos of page 1 of reports not otherwise in the corpus: curled page, low light, phone PDF-viewer screenshot, photo of a monitor, glare + shadow band, sheet held in the hand, side angle, right edge cut'],
  ['P10', 'block layouts (one analyte per block: result, reference and previous lines; two columns) and a landscape page'],
  ['P11', 'sex- and age-banded printed ranges: stacked lines, sex-band columns, inline bands — the other band in not_results'],
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
  const photos = truths.filter((t) => t.kind === 'photo');
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
  const md = `# Blind corpus, part P — new producers: matplotlib (PDF backend), LuaLaTeX (fontspec), pdf-lib

Synthetic laboratory reports written WITHOUT reading the reader (its code, tests, alias lists, docs or the product's
fixtures) and without running it on them. Parts A–O were printed by pdfkit, Chromium printing, LibreOffice,
ReportLab, enscript, groff, XeLaTeX, wkhtmltopdf, pycairo, WeasyPrint, AbiWord, MuPDF, Apache FOP, iText 5, htmldoc,
TCPDF, Dompdf, PDFBox, FPDF, libharu, Ghostscript, Qt 5, pdfTeX and jsPDF; this part uses three producers none of
them used: **matplotlib's PDF backend** (Debian python3-matplotlib 3.6.3: a figure per A4 page drawn with fig.text,
lines and rectangles; \`pdf.fonttype\` 3 — Type 3 fonts — for some reports and 42 — TrueType — for others),
**LuaLaTeX** (Debian texlive-luatex, TeX Live 2022: fontspec with OpenType/TrueType system fonts, HarfBuzz-shaped
Arabic, Khmer, Lao and Chinese) and **pdf-lib** (npm pdf-lib + @pdf-lib/fontkit, installed outside the project).
Every patient, laboratory, address, phone number and identifier is invented.

${truths.length} documents (${text.length} text PDFs, ${truths.filter((t) => t.kind === 'scan_pdf').length} raster scans, ${photos.length} phone photos), ${countries} countries, ${languages} language tags, English ${english} of ${truths.length}; ${(size / 1048576).toFixed(1)} MB.
text_pdf: ${count('text_pdf', 'tune')} tune / ${count('text_pdf', 'holdout')} holdout; scan_pdf: ${count('scan_pdf', 'tune')} tune / ${count('scan_pdf', 'holdout')} holdout; photo: ${count('photo', 'tune')} tune / ${count('photo', 'holdout')} holdout.
Text PDF producers: ${byProducer}. Result rows (scans not counted again): ${rowsTotal}, of them abnormal: ${abnTotal}.
The split was fixed before any document was rendered (\`SPLIT\` in build.py): alternating by id within each kind.

## How it is made

\`scripts/blind-corpus/p/\`:
- \`model.py\`, \`cells.py\` — part O's model and cell texts (plus flag words in Catalan, Montenegrin, Turkmen,
  Faroese, Danish, Indonesian, Lao and Turkish).
- \`layout.py\` — part O's printer-neutral page layout (display list: text at x/y with L/R/C alignment, rules,
  shaded bars; letterhead, patient strip, column header and footer on every page; table, ruled grid, block and
  two-column block layouts, landscape), handed to one of:
  - \`mpl_print.py\` — matplotlib (system \`/usr/bin/python3\`, matplotlib.use('pdf')): one figure per page sized
    in inches from points, fig.text(x, y, s, va='baseline', ha=…, parse_math=False), Line2D and Rectangle in figure
    coordinates, PdfPages; rcParams \`pdf.fonttype\` 3 or 42 per report; DejaVu Sans, DejaVu Sans Condensed or
    Liberation Sans from their files;
  - \`pdflib_print.mjs\` — pdf-lib loaded with createRequire from \`/work/team/p-tools/node_modules\` (installed
    OUTSIDE the project with \`npm install --prefix /work/team/p-tools pdf-lib @pdf-lib/fontkit\`; set
    \`PDFLIB_PREFIX\` to use another folder; pdf-lib is not in package.json): page.drawText at each baseline with
    right/centre alignment from font.widthOfTextAtSize, drawLine, drawRectangle; StandardFonts (Helvetica, Times,
    Courier) for WinAnsi languages, or TTF files embedded (subset) with fontkit.
- \`lualatex_print.py\` — the LuaLaTeX reports: part O's LaTeX article adapted (fontspec main font; fancyhdr letterhead
  and patient strip on every page, "page x of y", longtable with \\endhead, section rows, comment rows, stacked cells
  as inner tabulars, \\newpage between pages, interpretive tabular after the results); each run of Arabic (\\textdir
  TRT), Khmer, Lao or Chinese letters set in its Noto font with Renderer=HarfBuzz; run twice through \`lualatex\`.
- \`docs_mpl.py\`, \`docs_lua.py\`, \`docs_pdflib.py\` — the reports (photo-only ones print into a temporary folder).
- \`build.py\` — renders, writes the truth files and a manifest for \`generate.ts\`.
- \`scan.ts\` — part O's (part A's makeScan at 200 dpi, optionally tilted or grey) plus \`bilevel\` (fax-like
  1-bit page) and \`stamp\` (a round stamp and hand-drawn ticks over the table).
- \`photo.ts\` — part O's phone photo (perspective, rotation, uneven light, shadow band, glare, hand, curl, side
  angle, screen, blur, noise, edges out of frame) plus \`dark\` (low light) and \`viewer\` (a phone PDF-viewer
  screenshot: status bar, app bar, page fitted to the width).
- \`generate.ts\` — runs build.py, checks with \`pdftotext -layout\` that every truth row's printed name and value are
  on the page the truth says and the page count (photos: page 1 of the PDF they were taken of), makes the scans and
  photos and writes this README.

\`\`\`sh
cd /work/main && npx tsx scripts/blind-corpus/p/generate.ts            # everything
cd /work/main && npx tsx scripts/blind-corpus/p/generate.ts p-kw p-de  # only ids with these prefixes
\`\`\`

Needs: Debian packages \`python3-matplotlib texlive-luatex texlive-latex-base texlive-latex-recommended\` (installed
for this part; fonts-noto-core, fonts-noto-cjk, fonts-dejavu, fonts-liberation, poppler-utils, imagemagick were
present), pdf-lib and @pdf-lib/fontkit from npm outside the project (above), and pdfkit (already a project
dependency, for the image-only scan PDFs as part A).

Producer notes: matplotlib's Type 3 fonts carry no ToUnicode map (pdftotext reads them through glyph names); its
Type 42 output is a CID TrueType subset with ToUnicode. LuaLaTeX embeds every font as a CID TrueType (Noto Sans CJK
as CID Type 0C) subset with ToUnicode; Arabic extracts as presentation forms (NFKC gives the letters back) and Khmer
and Lao extract with reordered vowel signs and subscripts — those reports print bilingual names (English or French
first, as labs there do) and the check matches the Latin start of the name. pdf-lib's standard fonts are not
embedded (WinAnsi); its fontkit fonts are CID TrueType subsets. Scans are in languages with an installed tesseract
model (French, Spanish, Russian, Arabic + English, German, Portuguese); photos are in Indonesian, Spanish, Arabic +
English, Chinese (Simplified), French and English.

## Truth

Same format and conventions as parts N and O (\`../n/README.md\`, \`../o/README.md\`, "Truth"). Specific to this part:
- \`parameters\` hold every row the page shows as this patient's result with a catalogue id; previous-result
  columns and lines (including the earlier columns of cumulative reports, which come before the current one), the
  other sex's or age group's band of a printed banded range (stacked lines or a column), the other stage / category
  lines of eGFR, LDL-target, HbA1c and vitamin D material, therapeutic targets in footnotes or comment rows, phone
  numbers and ids are in \`not_results\`. Rows without a catalogue id (malaria thick film, dengue NS1) are in
  \`not_results\` too. A report that prints HbA1c both in % and in mmol/mol (Turkey) has two \`hba1c\` rows.
- Names are the printed name in full, bilingual ones included (\`Hemoglobin الهيموجلوبين\`, \`Hémoglobine អេម៉ូក្លូប៊ីន\`).
- Ranges normalised: "до x", "do x", "bis x", "até x", "hasta x", "jusqu'à x", "≤ x" are \`<x\` or \`<=x\` as the
  model says; "inferior a x", "menor de x" are \`<x\`; "superior a x", "mayor de x", "более x", "> x" are \`>x\`;
  "[a ; b]", "(a - b)", "a a b", "a – b", "a--b" are \`a-b\`; banded ranges are truth-ranged to this patient's band.
- Flags as printed: arrows → H/L; words (مرتفع/منخفض, Élevé/Bas, Alto/Baixo, Alt/Baix, Povišen/Snižen, Ýokary/Pes,
  Høgt/Lágt, Høj/Lav, Tinggi/Rendah, ສູງ/ຕ່ຳ, Yüksek/Düşük) → H/L; \`H\`/\`B\` (Mali, Burkina Faso), \`A\`/\`B\`
  (Honduras), \`*\` (El Salvador, Gabon), \`+\`/\`-\` (Germany) kept as printed; bold-only marking (Puerto Rico) gives
  flag null, abnormal true; unmarked abnormal qualitative rows give flag null, abnormal true.
- Scans have the truth of the text PDF they repeat (kind \`scan_pdf\`). Photos hold page 1 only (all photographed
  reports are one page); their \`source\` is the id of the printed report, which is not in the corpus as a PDF.
- Metadata: \`lab_country\` is null as in the earlier parts; names are kept in their script; \`patient_age\` is computed
  from the date of birth when only that is printed.

## Classes

Counted over the text PDFs and the photos (the scans repeat their text PDF).

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
