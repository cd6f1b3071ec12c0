/** README of part S (part R's readme.ts adapted), rebuilt from every truth file in the output folder. */
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
  ['S1', 'Perl PDF::Create report (Debian libpdf-create-perl 1.46: standard-14 Type 1 fonts Helvetica / Times / Courier in WinAnsiEncoding, not embedded; Page->string at each baseline with PDF::Create\'s own AFM widths for right/centre alignment; line, rectangle + fill)'],
  ['S2', 'Python pikepdf report on QPDF (Debian python3-pikepdf 6.0.0, libqpdf 11.3: content streams written operator by operator — BT/Tf/Td/Tj/ET, m/l/S, re/f — standard-14 Type 1 fonts in WinAnsiEncoding, not embedded; object streams; alignment from the metric-compatible Liberation fonts)'],
  ['S3', 'Perl PDF::Builder report (Debian libpdf-builder-perl 3.025: ttfont — the whole TrueType font embedded as a CID font, Identity-H, ToUnicode — for DejaVu Sans / Serif, Liberation Serif / Sans, Noto Sans; cjkfont — Adobe Song / MyungJo CID fonts, Identity-H, not embedded; corefont Times in WinAnsi; text / text_right at each baseline)'],
  ['S4', 'multi-page reports: results continue on page 2 with letterhead, patient strip, column header and footer printed again'],
  ['S5', 'non-Latin scripts: Russian and Ukrainian Cyrillic, Greek, Simplified Chinese, Korean (Hangul)'],
  ['S6', 'interpretive material near or as the reference (eGFR / CKD stages, LDL targets, HbA1c categories, vitamin D bands, comment rows under a result) — in not_results'],
  ['S7', 'unit and number forms: decimal comma, thousands by space, dot, comma and lakh, /mm³, /mm3, cells/cumm, 10^3/µl, ×10⁹/л, x10E3/uL, G/l, mmol/mol HbA1c, g/l glucose; ranges a à b, a ilaa b, a a b, bis, tot, jusqu\'à, fino a, до, Até, Hasta, Up to, ≤ / ≥; qualitative urine and serology rows; flags H/L, H/B, arrows, *, words in eight languages, bold-only'],
  ['S8', 'previous / cumulative columns: one or two dated previous columns, a landscape cumulative LIS page'],
  ['S9', 'phone photos of page 1 of reports not otherwise in the corpus: shadow band, glare, sheet held in the hand, curled page, low light, side angle, right edge cut, lower part out of frame'],
  ['S10', 'block layout (one analyte per block with result, reference and previous lines) and landscape pages'],
  ['S11', 'sex-banded printed ranges: stacked lines or one column per sex — the other band in not_results'],
  ['S12', 'reports that also ship as a searchable scan (page image with tesseract\'s invisible OCR text layer); truth is the printed page'],
  ['S13', 'dotted leaders drawn as text between the name and the value (the dots are in the text layer)'],
  ['S14', 'monospaced (Courier) LIS printouts: upper-case names, glued or column flags, bracketed ranges'],
  ['S15', 'side-by-side tables: the blood count on the left, the differential in % and # on the right, chemistry below both'],
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
  const md = `# Blind corpus, part S — new producers: Perl PDF::Create, Python pikepdf (QPDF), Perl PDF::Builder

Synthetic laboratory reports written WITHOUT reading the reader (its code, tests, alias lists, docs or the product's
fixtures) and without running it on them. Parts A–R were printed by pdfkit, Chromium printing, LibreOffice,
ReportLab, enscript, groff, XeLaTeX, wkhtmltopdf, pycairo, WeasyPrint, AbiWord, MuPDF, Apache FOP, iText 5, htmldoc,
TCPDF, Dompdf, PDFBox, FPDF, libharu, Ghostscript, Qt 5, pdfTeX, jsPDF, matplotlib, LuaLaTeX, pdf-lib, Perl PDF::API2,
Ruby Prawn, R's pdf() device, Go gofpdf, C++ PoDoFo and Ruby rbpdf; this part uses three producers none of them used:
**Perl PDF::Create** (Debian libpdf-create-perl 1.46, perl 5.36), **Python pikepdf** (Debian python3-pikepdf
6.0.0 on libqpdf 11.3.0; QPDF writes the file) and **Perl PDF::Builder** (Debian libpdf-builder-perl 3.025; it
began as a fork of PDF::API2, which part N used, but its font, text and writer code have been its own for years:
the Producer string, object layout and font dictionaries differ).
Every patient, laboratory, address, phone number and identifier is invented.

${truths.length} documents (${text.length} text PDFs, ${truths.filter((t) => t.kind === 'scan_pdf').length} scans — two of them searchable, ${photos.length} phone photos), ${countries} countries, ${languages} language tags, English ${english} of ${truths.length}; ${(size / 1048576).toFixed(1)} MB.
text_pdf: ${count('text_pdf', 'tune')} tune / ${count('text_pdf', 'holdout')} holdout; scan_pdf: ${count('scan_pdf', 'tune')} tune / ${count('scan_pdf', 'holdout')} holdout; photo: ${count('photo', 'tune')} tune / ${count('photo', 'holdout')} holdout.
Text PDF producers: ${byProducer}. Result rows (scans not counted again): ${rowsTotal}, of them abnormal: ${abnTotal}.
Countries no earlier part used (15 of the 30 documents): Bonaire (BQ), Central African Republic, Chad, Comoros, French Polynesia,
Jamaica, Namibia, New Caledonia, Sint Maarten, Somalia, Togo; big markets and earlier countries: United States, India,
Germany, Brazil, Mexico, Italy, Turkey, Russia, Ukraine, Greece, China, South Korea.
The split was fixed before the corpus was rendered (\`SPLIT\` in build.py, which sets every document's split from it):
alternating tune / holdout by id within each kind; a kind with an odd count starts with holdout, so holdout gets the extra one.

## How it is made

\`scripts/blind-corpus/s/\`:
- \`model.py\`, \`cells.py\` — part R's model (plus flag words in Somali, Ukrainian, Dutch, Greek) and cell texts.
- \`layout.py\` — part R's printer-neutral page layout (display list: text at x/y with L/R/C alignment, rules,
  shaded bars; letterhead, patient strip, column header and footer on every page; table, ruled grid, block layouts,
  landscape) plus dotted leaders (\`leaders\`) and side-by-side tables (\`sbs\`). It prints, then checks that every
  drawn string comes back from \`pdftotext\` on its page (a warning only). It hands the list to one of:
  - \`pdfcreate_print.pl\` — Perl PDF::Create: \`font\` (standard 14, WinAnsiEncoding), \`Page->string\` at each
    baseline with 'r'/'c' alignment from its own width tables, \`line\`, \`rectangle\` + \`fill\`; strings encoded to cp1252
    (layout.py checks that they fit first);
  - \`pikepdf_print.py\` — Python pikepdf: one content stream per page written with \`unparse_content_stream\`
    (BT, Tf, Td, Tj, ET; w, G, m, l, S; g, re, f), standard-14 font dictionaries in WinAnsiEncoding, saved by QPDF
    with generated object streams;
  - \`pdfbuilder_print.pl\` — Perl PDF::Builder: \`ttfont\` (TrueType, CID, Identity-H, ToUnicode; the whole font file
    embedded), \`cjkfont\` (Adobe Song / MyungJo, not embedded) or \`corefont\`; \`translate\` + \`text\` /
    \`text_right\` / \`text_center\`; \`move\`/\`line\`/\`stroke\`, \`rectangle\`/\`fill\`.
- \`docs_pdfcreate.py\`, \`docs_pikepdf.py\`, \`docs_pdfbuilder.py\` — the reports (photo-only ones print into a temporary folder).
- \`build.py\` — renders, writes the truth files and a manifest for \`generate.ts\`.
- \`scan.ts\` — part R's 200 dpi scans (tilted, grey, bilevel fax-like, stamp + ticks, plain) plus \`ocr\`: a
  searchable scan, each degraded page image run through \`tesseract <page> <out> -l <lang> --dpi 200 pdf\` (image plus
  an invisible OCR text layer, text render mode 3) and joined with \`pdfunite\`. \`photo.ts\` — part R's phone photos.
- \`generate.ts\` — runs build.py, checks with \`pdftotext -layout\` that every truth row's printed name (its first 16
  characters, squashed) and value are on the page the truth says and the page count (photos: page 1 of the PDF they
  were taken of; searchable scans: the text PDF they were scanned from), makes the scans and photos, checks that the
  two searchable scans have an OCR text layer and the other scans none, and writes this README.

\`\`\`sh
cd /work/main && npx tsx scripts/blind-corpus/s/generate.ts            # everything
cd /work/main && npx tsx scripts/blind-corpus/s/generate.ts s-ru s-td  # only ids with these prefixes
cd /work/main && npx tsx scripts/blind-corpus/s/generate.ts none         # only this README (no id starts with "none")
\`\`\`

Needs: Debian packages \`libpdf-create-perl libpdf-builder-perl python3-pikepdf\` (installed for this part; pikepdf
is run with Debian's /usr/bin/python3, which also needs python3-pil, pulled in by python3-pikepdf),
tesseract-ocr with tesseract-ocr-fra and tesseract-ocr-rus, fonts-dejavu, fonts-liberation, fonts-noto-core,
fonts-noto-cjk (poppler's substitute for the non-embedded CJK fonts), poppler-utils, imagemagick, and pdfkit (already
a project dependency, for the image-only scan PDFs as part A). python3-fonttools was installed while trying Noto CJK
with PDF::Builder's ttfont and is not used (it embeds the whole 16 MB OpenType file).

Producer notes: PDF::Create writes only standard-14 fonts (Type 1, WinAnsiEncoding, no ToUnicode, not embedded) and
escapes nothing but parentheses; its Producer is "PDF::Create version 1.46". pikepdf writes what it is given: here
Type 1 standard-14 fonts in WinAnsiEncoding, one compressed content stream per page, objects in object streams (PDF
1.5 cross-reference stream); Producer "pikepdf 6.0.0+dfsg (libqpdf 11.3.0)". PDF::Builder 3.025's ttfont embeds the
whole TrueType file (pdffonts: CID TrueType, Identity-H, emb yes, sub no, uni yes) under the font's own name with no
subset tag; its cjkfont writes CID Type 0 fonts named AdobeSongStd-Light-Acro / AdobeMyungjoStd-Medium-Acro with
Identity-H and no ToUnicode (poppler maps them through the Adobe-GB1 / Adobe-Korea1 collections; in the Korean report
the "~" range sign did not come back, so that report prints "a - b"). The Greek report uses DejaVu Serif because
Noto Serif has no ↑ / ↓. Searchable scans: Chad (French, tesseract fra) and Russia (tesseract rus); their hidden
text is tesseract's reading of the degraded picture and is not the truth. Other scans are image-only (German, Greek,
French, Dutch). Photos are in French, Italian, Dutch, Spanish, English, Korean, Turkish and Ukrainian.

## Truth

Same format and conventions as parts O–R (\`../r/README.md\` and \`../q/README.md\`, "Truth"). Specific to this part:
- \`parameters\` hold every row the page shows as this patient's result with a catalogue id; previous-result
  columns (one or two dated), the other sex's band of a printed banded range (stacked lines or a column per sex),
  eGFR / CKD stage, LDL-target, HbA1c-category and vitamin D material, comment rows, phone numbers and ids are in
  \`not_results\`. Rows without a catalogue id (malaria thick film and parasite density, malaria RDT, Widal TO / TH)
  are in \`not_results\` too. A "%" row and its absolute count printed on the same line with their own flag, unit and
  range columns (Central African Republic, Brazil) are two parameters with the same printed name; in the Togo report
  the differential is its own table to the right of the blood count, one row per "%" and "#" value.
- Names are the printed name in full, without footnote marks (¹ ²) and without the dotted leader after them (Namibia,
  Bonaire), in their script; value flags glued to or printed after the value (\`14.200*\`, \`3,2 L\`, \`↓ 10,9\`) are
  not part of the value.
- Ranges normalised as in part R; also "a à b", "a ilaa b" (Somali), "a a b", "a – b", "[a - b]" are \`a-b\`;
  "jusqu'à x", "bis x", "tot x", "fino a x", "до x", "Até x", "Hasta x", "Up to x", "≤ x" are \`<=x\`; "Inferior a x"
  is \`<x\`; "Superior a x" is \`>x\`; "≥ x", "Maior ou igual a x" are \`>=x\`; banded ranges are truth-ranged to this
  patient's band.
- Flags as printed: arrows → H/L; words (Élevé/Bas, hoog/laag, Sare/Hoose, повышен/понижен, підвищ./знижен.,
  Alto/Bajo, Alto/Baixo, Yüksek/Düşük, High/Low) → H/L; \`H\`/\`B\` (Central African Republic) and \`*\` (Comoros,
  Italy) kept as printed; bold-only marking (India) gives flag null, abnormal true; abnormal qualitative rows carry
  their printed flag (H, *, Sare, підвищ.) or, unmarked, flag null, abnormal true. Namibia and the normal rows of
  every report print no flag.
- Scans have the truth of the text PDF they repeat (kind \`scan_pdf\`), searchable scans too: the OCR layer is not truth. Photos hold page 1 only (all photographed
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
