/** README of part R (part Q's readme.ts adapted), rebuilt from every truth file in the output folder. */
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
  ['R1', 'Go gofpdf report (Debian golang-github-jung-kurt-gofpdf-dev 2.17.2, go 1.19, built offline: AddUTF8FontFromBytes embeds a TrueType subset as a CID font, Identity-H, with ToUnicode; Text(x, y) at each baseline, GetStringWidth for alignment; Line, Rect "F"; Noto Sans, Liberation Sans, DejaVu Sans / Sans Condensed)'],
  ['R2', 'C++ PoDoFo report (Debian libpodofo-dev 0.9.8, g++ 12: PdfDocument::CreateFont with a TrueType file and PdfIdentityEncoding — the whole font embedded as a CID font with ToUnicode — or a standard-14 font (Helvetica, Times) in WinAnsiEncoding, not embedded; PdfPainter::DrawText at each baseline, StringWidth for alignment; DrawLine, Rectangle + Fill)'],
  ['R3', 'Ruby rbpdf report (Debian ruby-rbpdf 1.20.1 + ruby-rbpdf-font 1.19.1, a Ruby port of TCPDF: its own font definitions — DejaVu / FreeFont TrueType subsets as CID fonts, the Times core font, or the Adobe CID fonts KozMinPro-Regular, HYSMyeongJoStd-Medium, STSongStd-Light NOT embedded; Text(x, y) with calign L at each baseline; Line, Rect)'],
  ['R4', 'multi-page reports: results continue on page 2 with letterhead, patient strip, column header and footer printed again'],
  ['R5', 'non-Latin scripts: Japanese, Korean (Hangul), Simplified Chinese, Russian Cyrillic'],
  ['R6', 'interpretive material near or as the reference (eGFR stages, LDL targets, HbA1c categories, vitamin D bands, INR therapeutic range, comment rows under a result) — in not_results'],
  ['R7', 'unit and number forms: decimal comma, thousands by dot, comma and space, /mm³, cells/cumm, G/l, T/l, 10^9/L, ×10⁹/л, x10E3/uL, mmol/mol HbA1c, g/l glucose, conventional units beside SI; unit-less, qualitative, serology, dipstick and sediment rows; flags H/L, arrows, +/−, *, H/B, words in six languages, bold-only or none'],
  ['R8', 'previous / cumulative columns and lines: one or two dated previous columns, previous lines in blocks'],
  ['R9', 'phone photos of page 1 of reports not otherwise in the corpus: easy slight angle, curled page, shadow band, glare, sheet held in the hand, low light, side angle, right edge cut, lower part out of frame'],
  ['R10', 'block layouts (one analyte per block: result, reference and previous lines; two columns) and a landscape cumulative page'],
  ['R11', 'sex- and age-banded printed ranges: stacked lines, sex-band columns — the other bands in not_results'],
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
  const md = `# Blind corpus, part R — new producers: Go gofpdf, C++ PoDoFo, Ruby rbpdf

Synthetic laboratory reports written WITHOUT reading the reader (its code, tests, alias lists, docs or the product's
fixtures) and without running it on them. Parts A–Q were printed by pdfkit, Chromium printing, LibreOffice,
ReportLab, enscript, groff, XeLaTeX, wkhtmltopdf, pycairo, WeasyPrint, AbiWord, MuPDF, Apache FOP, iText 5, htmldoc,
TCPDF, Dompdf, PDFBox, FPDF, libharu, Ghostscript, Qt 5, pdfTeX, jsPDF, matplotlib, LuaLaTeX, pdf-lib, Perl PDF::API2,
Ruby Prawn and R's pdf() device; this part uses three producers none of them used: **Go gofpdf** (Debian
golang-github-jung-kurt-gofpdf-dev 2.17.2, go 1.19.8, built offline with GO111MODULE=off and GOPATH=/usr/share/gocode),
**C++ PoDoFo** (Debian libpodofo-dev 0.9.8, g++ 12.2) and **Ruby rbpdf** (Debian ruby-rbpdf 1.20.1 with ruby-rbpdf-font
1.19.1, ruby 3.1.2; rbpdf is a port of TCPDF, but its Ruby font machinery and writer are its own).
Every patient, laboratory, address, phone number and identifier is invented.

${truths.length} documents (${text.length} text PDFs, ${truths.filter((t) => t.kind === 'scan_pdf').length} raster scans, ${photos.length} phone photos), ${countries} countries, ${languages} language tags, English ${english} of ${truths.length}; ${(size / 1048576).toFixed(1)} MB.
text_pdf: ${count('text_pdf', 'tune')} tune / ${count('text_pdf', 'holdout')} holdout; scan_pdf: ${count('scan_pdf', 'tune')} tune / ${count('scan_pdf', 'holdout')} holdout; photo: ${count('photo', 'tune')} tune / ${count('photo', 'holdout')} holdout.
Text PDF producers: ${byProducer}. Result rows (scans not counted again): ${rowsTotal}, of them abnormal: ${abnTotal}.
Countries no earlier part used: Aruba, Burundi, Curaçao, Djibouti, Equatorial Guinea, Guinea, Kosovo, Oman, Papua New
Guinea, Republic of the Congo, São Tomé and Príncipe, Vatican City, Belize; big markets: United States, Germany,
Turkey, Russia, Japan, South Korea, China, Brazil, Mexico, Spain.
The split was fixed before the corpus was rendered (\`SPLIT\` in build.py): alternating tune / holdout by id within
each kind; a kind with an odd count starts with holdout, so holdout gets the extra one.

## How it is made

\`scripts/blind-corpus/r/\`:
- \`model.py\`, \`cells.py\` — part Q's model and cell texts (unchanged).
- \`layout.py\` — part Q's printer-neutral page layout (display list: text at x/y with L/R/C alignment, rules,
  shaded bars; letterhead, patient strip, column header and footer on every page; table, ruled grid, block and
  two-column block layouts, landscape). It compiles the Go and C++ printers into the work folder, prints, then checks
  that every drawn string comes back from \`pdftotext\` on its page (a warning only). It hands the list to one of:
  - \`gofpdf_print.go\` — Go gofpdf: \`AddUTF8FontFromBytes\` (TrueType subset, Identity-H + ToUnicode), \`Text\` at
    each baseline, \`GetStringWidth\` for alignment, \`Line\`, \`Rect\`;
  - \`podofo_print.cpp\` — C++ PoDoFo: \`CreateFont\` with a TrueType file and \`PdfIdentityEncoding\` (the whole font
    embedded) or a standard-14 font in WinAnsi (strings checked to fit cp1252 first), \`PdfPainter::DrawText\`,
    \`StringWidth\`, \`DrawLine\`, \`Rectangle\` + \`Fill\`;
  - \`rbpdf_print.rb\` — Ruby rbpdf: \`SetFont\` with rbpdf-font's families, \`Text(x, y, …, calign 'L')\` at each baseline,
    \`GetStringWidth\`, \`Line\`, \`Rect\`. The CJK reports use rbpdf's Adobe CID fonts (KozMinPro-Regular,
    HYSMyeongJoStd-Medium, STSongStd-Light), which are not embedded: poppler substitutes an installed CJK font.
- \`docs_gofpdf.py\`, \`docs_podofo.py\`, \`docs_rbpdf.py\` — the reports (photo-only ones print into a temporary folder).
- \`build.py\` — renders, writes the truth files and a manifest for \`generate.ts\`.
- \`scan.ts\`, \`photo.ts\` — part Q's (200 dpi scans: tilted, grey, bilevel fax-like, stamp + ticks; phone photos:
  perspective, rotation, uneven light, shadow band, glare, hand, curl, side angle, blur, noise, low light, edges out of frame).
- \`generate.ts\` — runs build.py, checks with \`pdftotext -layout\` that every truth row's printed name (its first 16
  characters, squashed) and value are on the page the truth says and the page count (photos: page 1 of the PDF they
  were taken of), makes the scans and photos and writes this README.

\`\`\`sh
cd /work/main && npx tsx scripts/blind-corpus/r/generate.ts            # everything
cd /work/main && npx tsx scripts/blind-corpus/r/generate.ts r-tr r-de  # only ids with these prefixes
cd /work/main && npx tsx scripts/blind-corpus/r/generate.ts none         # only this README (no id starts with "none")
\`\`\`

Needs: Debian packages \`golang-go golang-github-jung-kurt-gofpdf-dev libpodofo-dev g++ ruby-rbpdf ruby-rbpdf-font
ruby-actionview\` (installed for this part; rbpdf 1.20 requires action_view and active_support at load time, which
the Debian package does not pull in; \`libpdf-create-perl\` was installed too but not used), fonts-noto-core,
fonts-noto-cjk, fonts-dejavu, fonts-liberation, poppler-utils, imagemagick (present), and pdfkit (already a project
dependency, for the image-only scan PDFs as part A).

Producer notes: gofpdf embeds subsets of the TrueType files (CID TrueType, Identity-H, ToUnicode) under the names
"utf8lab" / "utf8labB" with no subset tag, and writes Producer "FPDF 1.7".
PoDoFo 0.9.8 with PdfIdentityEncoding embeds the whole TrueType file (CID TrueType, Identity-H, ToUnicode); its
standard-14 mode writes Helvetica / Times-Roman with WinAnsiEncoding, not embedded. rbpdf embeds DejaVu / FreeFont
subsets as CID TrueType with an Identity-H encoding (no ToUnicode: text comes back through the font's own cmap), the
Times core font by name (every rbpdf PDF also lists an unused Helvetica, the font rbpdf selects when it starts),
and the CJK fonts as CID Type 0 with UniJIS-UCS2-H / UniKS-UCS2-H / UniGB-UCS2-H
encodings, not embedded. In the Japanese report the full-width tilde "～" of the ranges comes back from pdftotext as
the wave dash "〜" (U+301C). Scans are in languages with an installed tesseract model (Dutch, French, German, Spanish,
Italian, Korean, Turkish); photos are in English, Spanish, French, Portuguese and Simplified Chinese.

## Truth

Same format and conventions as parts O–Q (\`../q/README.md\`, "Truth"). Specific to this part:
- \`parameters\` hold every row the page shows as this patient's result with a catalogue id; previous-result
  columns and lines, the other sex's or age's band of a printed banded range (stacked lines or a column), eGFR stage,
  LDL-target, HbA1c-category, vitamin D and INR-target material, conventional-unit restatements in their own column
  (Oman), phone numbers and ids are in \`not_results\`. Rows without a catalogue id (malaria thick film / RDT, Widal)
  are in \`not_results\` too. A "%" row and its absolute count printed on the same line (Djibouti) are two parameters
  with the same printed name.
- Names are the printed name in full, without footnote marks (¹), in their script.
- Ranges normalised as in part Q; also "tot x", "deri x", "Hasta x", "Up to x", "fino a x", "x以下", "≤ x" are
  \`<=x\`; "x以上", "≥ x", "от x" are \`>=x\`; "a ～ b", "a ~ b", "a--b", "[a - b]", "(a - b)", "a a b", "a – b" are
  \`a-b\`; banded ranges are truth-ranged to this patient's band.
- Flags as printed: arrows → H/L; words (Élevé/Bas, Alto/Bajo, Alto/Baixo, Yüksek/Düşük, повышен/понижен, High/Low)
  → H/L; \`H\`/\`B\` (Burundi, Guinea), \`+\`/\`-\` (Germany), \`*\` (Republic of the Congo, Mexico) kept as
  printed; bold-only marking (Curaçao) and a report that prints no flag at all (Brazil) give flag null, abnormal true;
  abnormal qualitative rows carry their printed flag word (Positif, Pozitif) or, unmarked, flag null, abnormal true.
- Scans have the truth of the text PDF they repeat (kind \`scan_pdf\`). Photos hold page 1 only (all photographed
  reports are one page); their \`source\` is the id of the printed report, which is not in the corpus as a PDF.
- Metadata: \`lab_country\` is null as in the earlier parts; names are kept in their script; \`patient_age\` is the
  printed age.

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
