/** README of part N (part M's readme.ts adapted), rebuilt from every truth file in the output folder. */
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
  ['N1', 'FPDF 1.8 report (PHP, Debian php-fpdf: every string a Cell aligned left/right/centre in its cell, rules with Line(), shaded bars with Rect; core Helvetica/Times not embedded, WinAnsi/cp1252 text)'],
  ['N2', 'libharu 2.3 report (C program compiled with gcc: TrueType fonts embedded with HPDF_LoadTTFontFromFile through the UTF-8 encoder, strings placed with HPDF_Page_TextOut, right alignment by HPDF_Page_TextWidth; its ToUnicode CMaps make poppler warn but extract)'],
  ['N3', 'Ghostscript from hand-written PostScript (findfont/scalefont/show, right alignment by stringwidth, core fonts re-encoded to ISOLatin1 with /hyphen; ps2pdf) — three of them also as PDFs whose text is vector outlines (gs -dNoOutputFonts: no text layer, no image; kind scan_pdf)'],
  ['N4', 'multi-page reports: results continue on page 2 with letterhead, patient strip, column header and footer printed again'],
  ['N5', 'non-Latin scripts: Russian, Serbian and Mongolian Cyrillic, Georgian, Armenian, Greek'],
  ['N6', 'interpretive material near or as the reference (eGFR stages G1–G5 as the eGFR reference, LDL targets by risk as the LDL reference, HbA1c categories, glycaemic-control and LDL footnotes, vitamin D bands, IGF-1 age table, cycle-phase ranges) — in not_results'],
  ['N7', 'unit and number forms: thousands separators (comma, lakh, dot, space, apostrophe), /mm³, cells/cumm, lakhs/cumm, mill/cumm, Tsd./µl, 10³/µL, ×10⁹/L, decimal comma, % and absolute side by side or as rows, unit-less rows (INR, ratios, HOMA-IR, specific gravity), qualitative, serology and dipstick rows, footnote superscripts'],
  ['N8', 'screenshot of a LIS web page (HTML results view captured with headless Chromium at 1280 px, cropped, JPEG)'],
  ['N9', 'phone photos of page 1 of reports not otherwise in the corpus: page curl (rows bowed), strong side perspective (~30°), shadow band, glare, blur, edges out of the frame; one screenshot'],
  ['N10', 'block layouts: one analyte per block (name, result line, reference line, previous line), two of them in two columns'],
  ['N11', 'previous-result columns or lines (one or two dates) and sex-, age- or phase-banded printed ranges (columns, stacked lines, inline M/F)'],
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
  const md = `# Blind corpus, part N — new producers: FPDF, libharu, Ghostscript (hand-written PostScript)

Synthetic laboratory reports written WITHOUT reading the reader (its code, tests, alias lists, docs or the product's
fixtures) and without running it on them. Parts A–M were printed by pdfkit, Chromium printing, LibreOffice,
ReportLab, enscript, groff, XeLaTeX, wkhtmltopdf, pycairo, WeasyPrint, AbiWord, MuPDF, Apache FOP, iText 5, htmldoc,
TCPDF, Dompdf and PDFBox; this part uses three producers none of them used: **FPDF 1.8.4** (PHP, Debian php-fpdf —
the classic PHP LIS printer: Cell grids, core fonts, cp1252), **libharu 2.3.0** (Haru, C, Debian libhpdf-dev: a
small C printer compiled with gcc, TrueType embedded through the UTF-8 encoder) and **Ghostscript 10.0** distilling
hand-written PostScript (as old LIS and mainframe spoolers print), three of those also as PDFs whose text is drawn
as vector outlines (\`gs -dNoOutputFonts\`: no text layer and no raster image; kind \`scan_pdf\`, layout
\`text-as-outlines\`). One photo is a screenshot of a LIS web page captured with headless Chromium.
Every patient, laboratory, address, phone number and identifier is invented.

${truths.length} documents (${text.length} text PDFs, ${truths.filter((t) => t.kind === 'scan_pdf').length} scans — 3 raster scans and 3 text-as-outlines PDFs —, ${photos.length} phone photos), ${countries} countries, ${languages} languages, English ${english} of ${truths.length}; ${(size / 1048576).toFixed(1)} MB.
text_pdf: ${count('text_pdf', 'tune')} tune / ${count('text_pdf', 'holdout')} holdout; scan_pdf: ${count('scan_pdf', 'tune')} tune / ${count('scan_pdf', 'holdout')} holdout; photo: ${count('photo', 'tune')} tune / ${count('photo', 'holdout')} holdout.
Text PDF producers: ${byProducer}. Result rows (scans not counted again): ${rowsTotal}, of them abnormal: ${abnTotal}.
The split was fixed before any document was rendered (\`SPLIT\` in build.py): alternating by id within each kind.

## How it is made

\`scripts/blind-corpus/n/\`:
- \`model.py\`, \`cells.py\` — part M's model and cell texts (rows with catalogue id, printed name, value with "."
  decimals, unit, normalised range, printed range override for stacked/banded/staged ranges, previous values;
  locale printing incl. lakh and apostrophe grouping; flag styles, here plus Hoch/Niedrig, повышен/понижен,
  Élevé/Bas and Latvian Paaugst./Pazem.; ranges optionally printed in parentheses or brackets; truth and checks
  built from the same rows).
- \`layout.py\` — part M's PDFBox page layout turned into a printer-neutral display list (text at x/y with L/R/C
  alignment, rules, shaded bars; letterhead, patient strip, column header and footer on every page; table, ruled
  grid, block and two-column block layouts, landscape), handed to one of:
  - \`fpdf_print.php\` — FPDF (\`/usr/share/php/fpdf/fpdf.php\`): SetXY + Cell(w, h, text, 0, 0, 'L'/'R'/'C') per
    string, Line(), Rect('F'); core fonts Helvetica or Times, text converted to cp1252 (so FPDF documents are in
    Spanish, French, Italian and German only);
  - \`hpdf_print.c\` — compiled with \`gcc … -lhpdf\` into the work folder: HPDF_UseUTFEncodings,
    HPDF_LoadTTFontFromFile (DejaVu Sans, DejaVu Sans Condensed, Liberation Sans), HPDF_Page_TextWidth for
    alignment, HPDF_Page_TextOut;
  - \`ps_print.py\` — writes the PostScript program (prolog with re-encoded core fonts Helvetica, Times or Courier and
    \`L\`/\`R\`/\`C\` show procedures using stringwidth, %%Page comments, setpagedevice per page) and runs \`ps2pdf\`;
    for \`outlines\` documents also \`gs -dNoOutputFonts -sDEVICE=pdfwrite\` into \`<id>-scan.pdf\`.
- \`screenshot.py\` — the LIS results page as HTML (nav bar, patient card, results table with flag and status
  columns) captured with \`chromium --headless --screenshot\` at 1280×1000 (and printed to PDF in the work folder for
  the check only).
- \`docs_fpdf.py\`, \`docs_libharu.py\`, \`docs_ps.py\`, \`docs_web.py\` — the reports (photo-only ones print into a
  temporary folder).
- \`build.py\` — renders, writes the truth files and a manifest for \`generate.ts\`.
- \`scan.ts\` — part M's: part A's makeScan (200 dpi), or the same steps with a larger tilt or a light grey background.
- \`photo.ts\` — part M's phone photo (300-dpi render, perspective and rotation, off-centre light, shadow band or
  glare, edges out of the frame, blur, noise, JPEG) plus \`curl\` (page curl: a quadratic -distort Polynomial warp
  bowing every row, the middle 5–7 % of the page height lower than the ends) and \`side\` (taken from the side at
  30°: far edge about 22 % shorter, page foreshortened).
- \`generate.ts\` — runs \`build.py\` with \`/usr/bin/python3\`, checks with \`pdftotext -layout\` page by page that every
  truth row's printed name and printed value are on the page its truth says and the page count (photos: page 1 of
  the PDF they were taken of; the screenshot: Chromium's PDF of the same HTML), checks that the outline PDFs have
  the same page count, no text, no fonts and no images, makes the scans, photos and the screenshot JPEG and writes
  this README.

\`\`\`sh
npm run corpus:blind:n              # everything
npm run corpus:blind:n -- n-bo n-ve # only ids with these prefixes (this README is rebuilt from all truth files)
\`\`\`

Needs: Debian packages \`php-fpdf libhpdf-dev\` (installed for this part), and already present \`php-cli gcc
ghostscript chromium poppler-utils imagemagick fonts-dejavu-core fonts-liberation\`; \`/usr/bin/python3\` (standard
library only) and pdfkit (for the image-only scan PDFs, as part A). No fonts-noto package was installed: DejaVu Sans
covers Cyrillic, Greek, Georgian and Armenian.

Producer notes: FPDF's core fonts take cp1252 only and the PostScript documents use ISOLatin1 core fonts, so the
non-Latin documents are all libharu; no CJK, Arabic or Indic report in this part (libharu does no shaping). Scans and
photos are in languages with an installed tesseract model (Spanish, French, Portuguese, Russian, Greek, Italian,
Dutch, English).

## Truth

Same format and conventions as parts K–M (\`../m/README.md\`, "Truth"). Specific to this part:
- \`parameters\` hold every row the page shows as this patient's result with a catalogue id; previous-result
  columns and lines, the other sex's band of a printed banded range (columns, stacked lines, inline H/M, M/Ж, H/F),
  the other age, phase or stage lines of a stacked range (eGFR G2–G5, LDL risk targets after the first, HbA1c
  prediabetes/diabetes lines, cycle phases, vitamin D bands), footnote cut-offs (glycaemic control < 7.0 %), the
  IGF-1 age table, restatements in another unit (platelets in lakhs/cumm), phone numbers and ids are in
  \`not_results\`. Rows without a catalogue id (dengue NS1, malaria thick film) are in \`not_results\` too.
- Ranges normalised: "bis x", "до x", "hasta x" (for <), "menor de/a x", "jusqu'à x" and "līdz x" are \`<x\` or \`<=x\`
  as the model says; "Up to x", "até x", "fino a x", "tot x", "≤ x" are \`<=x\`; "mayor de/a x", "> x" are \`>x\`;
  "(a - b)" and "[a - b]" are \`a-b\`; banded ranges are truth-ranged to this patient's band; stacked
  stage/category/phase ranges to their first line, except an age band printed as lines (NT-proBNP) to the line for
  the patient's age; IGF-1 (reference "see table") to the patient's age band of the table; qualitative ranges are the
  printed text; a range printed for a row whose truth range is null (sediment counts "0 - 5") keeps range null.
- Flags as printed: arrows → H/L; \`+\`/\`-\` (Serbia, Belgium), \`*\` (Paraguay, Tunisia, San Marino), \`H\`/\`B\`
  (Luxembourg, Côte d'Ivoire, Rwanda), \`A\`/\`B\` (Venezuela) kept as printed; Alto/Bajo, Alto/Baixo, Hoch/Niedrig,
  повышен/понижен, Élevé/Bas, Paaugst./Pazem. → H/L; bold-only (Armenia, Cyprus) gives flag null, abnormal true;
  unmarked abnormal dipstick, serology and qualitative rows give flag null, abnormal true, except a printed \`+\`.
- Scans and text-as-outlines PDFs have the truth of the text PDF they repeat (kind \`scan_pdf\`).
- Photos hold page 1 only (all photographed reports are one page); their \`source\` is the id of the printed report,
  which is not in the corpus as a PDF. The screenshot's truth is what the cropped capture shows (all its rows).
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
