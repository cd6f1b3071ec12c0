/** README of part Q (part P's readme.ts adapted), rebuilt from every truth file in the output folder. */
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
  ['Q1', 'Perl PDF::API2 report (Debian libpdf-api2-perl 2.044: $pdf->ttfont embeds the whole TrueType file as a CID font, Identity-H, with ToUnicode; $text->translate + ->text at each baseline, right/centre alignment from $font->width; gfx move/line/stroke rules and rect/fill bars; DejaVu Sans / Serif / Sans Condensed, Liberation Sans / Serif)'],
  ['Q2', 'Ruby Prawn report (Debian ruby-prawn 2.4 + ttfunk 1.7: font_families.update with TrueType files, embedded as subsets; draw_text at each baseline, width_of for alignment; stroke_line, fill_rectangle; CJK runs in Droid Sans Fallback next to DejaVu Sans runs)'],
  ['Q3', "R's own pdf() device (Debian r-base-core 4.2.2, not cairo_pdf: Type 1 base fonts Helvetica / Times / Courier / NimbusSan NOT embedded, with an ISOLatin1 / ISOLatin2 / CP1251 Differences encoding; text(adj=) at each baseline, segments(), rect(); R prints the ASCII hyphen as the minus glyph U+2212)"],
  ['Q4', 'multi-page reports: results continue on page 2 with letterhead, patient strip, column header and footer printed again'],
  ['Q5', 'non-Latin scripts: Japanese, Simplified Chinese, Russian Cyrillic'],
  ['Q6', 'interpretive material near or as the reference (eGFR stages, LDL targets, HbA1c categories, vitamin D and lipid bands, comments between rows, footnote targets) — in not_results'],
  ['Q7', 'unit and number forms: decimal comma, thousands by dot, comma, apostrophe and lakh, /mm³, cells/cumm, mill/cumm, Tsd./µl, tys/ul, ribu, G/l, T/l, x10^9/L, ×10⁴/μL, L/L, g/L glucose with mmol/L beside it; unit-less rows, qualitative, serology and dipstick rows; flags glued, after the value, in a column, words, bold-only or none'],
  ['Q8', 'previous / cumulative columns and lines: one or two dated previous columns, previous lines in blocks'],
  ['Q9', 'phone photos of page 1 of reports not otherwise in the corpus: easy slight angle, curled page, shadow band, glare, sheet held in the hand, low light, side angle, right edge cut, lower part out of frame'],
  ['Q10', 'block layouts (one analyte per block: result, reference and previous lines; two columns) and a landscape page'],
  ['Q11', 'sex- and age-banded printed ranges: stacked lines, sex-band columns — the other band in not_results'],
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
  const md = `# Blind corpus, part Q — new producers: Perl PDF::API2, Ruby Prawn, R's pdf() device

Synthetic laboratory reports written WITHOUT reading the reader (its code, tests, alias lists, docs or the product's
fixtures) and without running it on them. Parts A–P were printed by pdfkit, Chromium printing, LibreOffice,
ReportLab, enscript, groff, XeLaTeX, wkhtmltopdf, pycairo, WeasyPrint, AbiWord, MuPDF, Apache FOP, iText 5, htmldoc,
TCPDF, Dompdf, PDFBox, FPDF, libharu, Ghostscript, Qt 5, pdfTeX, jsPDF, matplotlib, LuaLaTeX and pdf-lib; this part
uses three producers none of them used: **Perl PDF::API2** (Debian libpdf-api2-perl 2.044), **Ruby Prawn** (Debian
ruby-prawn 2.4.0 with ttfunk 1.7, run by ruby 3.1) and **R's own \`pdf()\` device** (Debian r-base-core 4.2.2; its Type 1
base fonts with ISOLatin1, ISOLatin2 and CP1251 encodings; not cairo_pdf).
Every patient, laboratory, address, phone number and identifier is invented.

${truths.length} documents (${text.length} text PDFs, ${truths.filter((t) => t.kind === 'scan_pdf').length} raster scans, ${photos.length} phone photos), ${countries} countries, ${languages} language tags, English ${english} of ${truths.length}; ${(size / 1048576).toFixed(1)} MB.
text_pdf: ${count('text_pdf', 'tune')} tune / ${count('text_pdf', 'holdout')} holdout; scan_pdf: ${count('scan_pdf', 'tune')} tune / ${count('scan_pdf', 'holdout')} holdout; photo: ${count('photo', 'tune')} tune / ${count('photo', 'holdout')} holdout.
Text PDF producers: ${byProducer}. Result rows (scans not counted again): ${rowsTotal}, of them abnormal: ${abnTotal}.
The split was fixed before the corpus was rendered (\`SPLIT\` in build.py): alternating tune / holdout by id within
each kind; a kind with an odd count starts with holdout, so holdout gets the extra one. (A Korean report planned as
q-kr-01 was dropped before the corpus was rendered — no installed font both had Hangul and worked in these
producers — and q-id-01 took its place; the alternation was recomputed over the final ids.)

## How it is made

\`scripts/blind-corpus/q/\`:
- \`model.py\`, \`cells.py\` — part P's model and cell texts (plus flag styles \`excl\`, \`it\` (Alto/Basso) and \`none\`).
- \`layout.py\` — part P's printer-neutral page layout (display list: text at x/y with L/R/C alignment, rules,
  shaded bars; letterhead, patient strip, column header and footer on every page; table, ruled grid, block and
  two-column block layouts, landscape). After printing it checks that every drawn string comes back from
  \`pdftotext\` on its page (a warning only; the ideographic space U+3000 in some CJK footer lines does not). It hands
  the list to one of:
  - \`api2_print.pl\` — Perl PDF::API2: \`ttfont\` (TrueType, whole font, Identity-H + ToUnicode), \`text->translate\`
    + \`text->text\` at each baseline, width from \`$font->width\`, \`gfx\` rules and bars;
  - \`prawn_print.rb\` — Ruby Prawn: \`font_families.update\` with TrueType files (subset), \`draw_text\` at each
    baseline, \`width_of\` for alignment, \`stroke_line\`, \`fill_rectangle\`; CJK runs (Han, kana, full-width forms) are
    set in Droid Sans Fallback and the rest of the string in DejaVu Sans, one run after the other;
  - \`rpdf_print.R\` — R \`pdf(family=, encoding=)\`: one \`plot.new()\` per page on a window of points,
    \`text(adj = c(0|0.5|1, 0), cex = size/12, font = 1|2)\`, \`segments()\`, \`rect()\`. Strings are checked to fit the
    single-byte encoding first (R would print a dot). R maps the ASCII hyphen to the glyph /minus, so these PDFs
    extract "−" (U+2212) wherever the report has a hyphen; in CP1251 with NimbusSan viewers draw nothing for it, so
    the Russian report has no ASCII hyphen at all (en dashes in ranges, spaces in phone numbers).
- \`ttc_split.py\` — takes one face out of a .ttc (tried for Noto Sans CJK with PDF::API2, which refuses its
  Adobe-Identity CFF; kept for the record, not used by the build).
- \`docs_api2.py\`, \`docs_prawn.py\`, \`docs_rpdf.py\` — the reports (photo-only ones print into a temporary folder).
- \`build.py\` — renders, writes the truth files and a manifest for \`generate.ts\`.
- \`scan.ts\` — part P's (part A's makeScan at 200 dpi; tilted, grey, bilevel fax-like, stamp + ticks).
- \`photo.ts\` — part P's phone photo (perspective, rotation, uneven light, shadow band, glare, hand, curl, side
  angle, blur, noise, low light, edges out of frame).
- \`generate.ts\` — runs build.py, checks with \`pdftotext -layout\` that every truth row's printed name (its first 16
  characters, squashed; U+2212 read as a hyphen) and value are on the page the truth says and the page count
  (photos: page 1 of the PDF they were taken of), makes the scans and photos and writes this README.

\`\`\`sh
cd /work/main && npx tsx scripts/blind-corpus/q/generate.ts            # everything
cd /work/main && npx tsx scripts/blind-corpus/q/generate.ts q-tr q-de  # only ids with these prefixes
\`\`\`

Needs: Debian packages \`libpdf-api2-perl ruby ruby-prawn r-base-core\` (installed for this part; fonts-noto-core,
fonts-noto-cjk, fonts-dejavu, fonts-liberation, fonts-droid-fallback, poppler-utils, imagemagick were present), and pdfkit
(already a project dependency, for the image-only scan PDFs as part A).

Producer notes: PDF::API2 2.044 embeds each TrueType font whole (not subset) as a CID font with ToUnicode; with Droid
Sans Fallback its CJK glyphs did not render in poppler, so the Japanese and Chinese reports were printed with Prawn.
Prawn embeds TrueType subsets with a simple (WinAnsi-labelled) encoding per 256-glyph subset and a ToUnicode map.
R's pdf() fonts are the base-14 Type 1 names (and NimbusSanL for Cyrillic) with a Differences array, not embedded: a
viewer substitutes its own fonts. Scans are in languages with an installed tesseract model (French, Turkish, German,
Spanish, Italian, Polish); photos are in Portuguese, French, Chinese (Simplified) and English.

## Truth

Same format and conventions as parts O and P (\`../p/README.md\`, "Truth"). Specific to this part:
- \`parameters\` hold every row the page shows as this patient's result with a catalogue id; previous-result
  columns and lines, the other sex's band of a printed banded range (stacked lines or a column), the other stage /
  category lines of eGFR, LDL-target, HbA1c, lipid and vitamin D material, therapeutic targets in footnotes or comment
  rows, phone numbers and ids are in \`not_results\`. Rows without a catalogue id (malaria thick film / RDT, Widal,
  CD4 count) are in \`not_results\` too. A "%" row and its absolute count printed on the same line (Lebanon) are two
  parameters with the same printed name.
- Names are the printed name in full, without footnote marks (¹ ²), in their script; R's minus-for-hyphen glyph is
  written as a hyphen in the truth.
- Ranges normalised: "до x", "bis x", "até x", "Hasta x", "fino a x", "jusqu'à x", "Upto x", "Up to x", "≤ x",
  "x以下" are \`<=x\`; "menos de x", "менее x", "Menor a x", "Menor de x", "inferior a x", "< x", "x未満" are \`<x\`;
  "более x", "Mayor a x", "Mayor de x", "superior a x", "> x" are \`>x\`; "x以上", "≥ x", ">= x" are \`>=x\`; "(a - b)",
  "[a - b]", "a a b", "a – b", "a～b", "a--b" are \`a-b\`; banded ranges are truth-ranged to this patient's band.
- Flags as printed: arrows → H/L; words (Alto/Bajo, Alto/Basso) → H/L; \`H\`/\`B\` (DR Congo, Niger), \`A\`/\`B\`
  (Timor-Leste), \`*\` (Liechtenstein, Indonesia, Nicaragua) kept as printed; bold-only marking (Monaco) and reports
  that print no flag at all (Russia, Brazil) give flag null, abnormal true; unmarked abnormal qualitative rows give
  flag null, abnormal true.
- Scans have the truth of the text PDF they repeat (kind \`scan_pdf\`). Photos hold page 1 only (all photographed
  reports are one page); their \`source\` is the id of the printed report, which is not in the corpus as a PDF.
- Metadata: \`lab_country\` is null as in the earlier parts; names are kept in their script; \`patient_age\` is the
  printed age, or computed from the date of birth when only that is printed.

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
