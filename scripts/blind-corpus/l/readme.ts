/** README of part L, rebuilt from every truth file in the output folder. */
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
  ['L1', 'Apache FOP 2.8 report (XSL-FO: fo:table with fixed column widths and a fo:table-header repeated after page breaks, fo:static-content header and footer on every page, fo:page-number / fo:page-number-citation, region-body columns; DejaVu / Liberation embedded as CID Identity-H through fop.xconf <auto-detect/>, or base-14 Helvetica)'],
  ['L2', 'iText 5.5 LIS printout (PdfPTable rows, header row repeated on each page, bordered or borderless grid, page event drawing the letterhead, a Code 128 barcode id box and a patient strip on every page, page x of y from a PdfTemplate; TrueType embedded as Identity-H, Droid Sans Fallback for CJK through a FontSelector, or base-14 Helvetica)'],
  ['L3', 'htmldoc 1.9 report (`htmldoc --webpage`: its own HTML layout and base-14 Type 1 fonts re-encoded to iso-8859-1 / -2 / -9; --header/--footer with title, logo and page n/N)'],
  ['L4', 'multi-page reports: the results table continues over the page break with its header printed again; lab header and footer on every page'],
  ['L5', 'non-Latin or non-Latin-1 text: Cyrillic, Simplified Chinese and Japanese (Droid Sans Fallback, Identity-H), Vietnamese (Identity-H), Polish (iso-8859-2) and Turkish (iso-8859-9) in htmldoc'],
  ['L6', 'interpretive material near the results — HbA1c / glucose categories, eGFR/CKD stages, vitamin D bands, LDL targets by risk, three-band hs-CRP risk rows, stacked lipid categories, INR therapeutic range — in not_results'],
  ['L7', 'unit and number forms: thousands separators (comma, dot, lakh), lakhs/cumm and cells/cumm, x10^9/L, 10^3/µl, ribu/µL, tys/ul, g/l with SI restated, % and absolute side by side, unit-less rows (INR, ratios, specific gravity), qualitative results and dipstick grades'],
  ['L8', 'hybrid PDFs: text letterhead and patient block, the results table an embedded raster image (170–180 dpi render of the table printed alone); layout tag results-as-image'],
  ['L9', 'phone photos of page 1 of reports not otherwise in the corpus: shadow band across a ruled table, 7.5 pt Japanese, a bracketed range column shot at a strong angle, a photo of a screen with a dark bezel, glare, edges out of the frame'],
  ['L10', 'block layouts: one analyte per block (name heading, then Result / Reference / previous lines), also in two columns'],
  ['L11', 'previous-result columns or lines (one or two dates) and sex- or age-banded printed ranges (columns, stacked lines or inline M/F)'],
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
  const md = `# Blind corpus, part L — new producers: Apache FOP, iText 5, htmldoc; hybrid text + image PDFs

Synthetic laboratory reports written WITHOUT reading the reader (its code, tests, alias lists or the product's
fixtures) and without running it on them. Parts A–K were printed by pdfkit-style positioned text, Chromium HTML
printing, LibreOffice Writer and Calc, ReportLab, GNU enscript, groff → ghostscript, XeLaTeX, wkhtmltopdf, pycairo,
WeasyPrint, AbiWord and MuPDF; this part uses three producers none of them used: **Apache FOP 2.8** (XSL-FO),
**iText 5.5.13** (Java; the library behind many LIS and JasperReports printouts) and **htmldoc 1.9** (its own HTML
engine and 8-bit Type 1 fonts). Two text PDFs are **hybrids** whose results table is an embedded raster image.
Every patient, laboratory, address, phone number and identifier is invented.

${truths.length} documents (${text.length} text PDFs of which ${text.filter((t) => t.layout.includes('results-as-image')).length} hybrid, ${truths.filter((t) => t.kind === 'scan_pdf').length} scans, ${photos.length} phone photos), ${countries} countries, ${languages} languages, English ${english} of ${truths.length}; ${(size / 1048576).toFixed(1)} MB.
text_pdf: ${count('text_pdf', 'tune')} tune / ${count('text_pdf', 'holdout')} holdout; scan_pdf: ${count('scan_pdf', 'tune')} tune / ${count('scan_pdf', 'holdout')} holdout; photo: ${count('photo', 'tune')} tune / ${count('photo', 'holdout')} holdout.
Text PDF producers: ${byProducer}. Result rows (scans not counted again): ${rowsTotal}, of them abnormal: ${abnTotal}.
The split was fixed before any document was rendered (\`SPLIT\` in build.py): alternating by id within each kind.

## How it is made

\`scripts/blind-corpus/l/\`:
- \`model.py\`, \`cells.py\` — part K's model and cell texts unchanged (rows with catalogue id, printed name, value with "."
  decimals, unit, normalised range, printed range override for stacked/banded ranges, previous values,
  restatements, comments; locale printing; flag styles; truth and checks built from the same rows).
- \`render_fo.py\` — the XSL-FO document (letterhead with logo in fo:static-content on every page, footer with phones,
  ids and "page x of y" via fo:page-number / fo:page-number-citation, patient block, fo:table with proportional
  column widths and a fo:table-header that FOP repeats after a break; rows of a section on a later page start
  with break-before="page"; block layout, region-body column-count="2"), printed with \`fop -c fop.xconf\`
  (\`<auto-detect/>\`).
- \`LisPrint.java\` + \`render_itext.py\` — a small iText 5 "LIS" printer (compiled with \`javac -cp
  /usr/share/java/itext5.jar\` into the work folder) and the line spec the Python side writes for it: a page event
  draws logo, lab lines, a Code 128 barcode box and a patient strip on every page and the footer with page x of y
  (PdfTemplate); PdfPTable results per page with the header row printed again; Identity-H TrueType fonts.
- \`render_htmldoc.py\` — HTML 3.2-style page (tables with border/cellpadding, <!-- PAGE BREAK --> with the header
  printed again) printed by \`htmldoc --webpage\` with --charset iso-8859-1/-2/-9, --header/--footer, --logoimage.
- Hybrid documents: the results table is printed alone by the same producer (FOP or LisPrint), rendered with
  \`pdftoppm\` at 170/180 dpi, trimmed, and placed as an image (fo:external-graphic / iText Image).
- \`docs_a.py\` (FOP), \`docs_b.py\` (iText), \`docs_c.py\` (htmldoc), \`docs_d.py\` (photo-only reports of all three
  producers; their PDF is printed into a temporary folder).
- \`build.py\` — renders, writes the truth files and a manifest for \`generate.ts\`.
- \`scan.ts\` — part A's makeScan (200 dpi), and the same steps with a larger tilt (l-tr-01-scan, 1.6°) or a light
  grey background (l-es-01-scan).
- \`photo.ts\` — part K's phone photo (300-dpi render, perspective and rotation on a desk, off-centre light, shadow
  band or glare, edges out of the frame, blur, noise, JPEG) plus \`screen\`: the page on a screen with a dark bezel.
- \`generate.ts\` — runs \`build.py\` with \`/usr/bin/python3\`, checks with \`pdftotext -layout\` page by page that every
  truth row's printed name and printed value are on the page its truth says and the page count (hybrids: on the
  PDF of the table alone that the image was rendered from, and the hybrid page must not carry the rows as text;
  photos: on page 1 of the PDF they were taken of), makes the scans and photos and writes this README.

\`\`\`sh
npm run corpus:blind:l              # everything
npm run corpus:blind:l -- l-de l-in # only ids with these prefixes (this README is rebuilt from all truth files)
\`\`\`

Needs: Debian packages \`fop libitext5-java htmldoc default-jdk-headless poppler-utils imagemagick fonts-dejavu-core
fonts-liberation fonts-droid-fallback\` (\`apt-get install -y --no-install-recommends ...\`), \`/usr/bin/python3\` (standard
library only) and pdfkit (for the image-only scan PDFs, as part A).

Producer notes: FOP 2.8 cannot embed Noto Sans CJK (the Debian files are OpenType/CFF collections; FOP reads only
TrueType outlines: "'loca' table not found"), and with Droid Sans Fallback (TrueType, CJK only) mixed with DejaVu
for Latin its line metrics put CJK and Latin glyphs on different baselines, so the Chinese and Japanese reports
are printed with iText (Droid Sans Fallback through a FontSelector, Identity-H). Droid Sans Fallback has no
Hangul, so there is no Korean report. htmldoc prints only 8-bit charsets: Polish uses iso-8859-2 (no µ there:
"tys/ul", "uIU/ml"), Turkish iso-8859-9; no arrows or ≤ ≥ in htmldoc documents. LisPrint's FontSelector falls back
per character, so Latin and CJK share one line. The base-14 Helvetica documents (l-fr-01 FOP, l-co-01 iText) are
WinAnsi without embedded fonts.

## Truth

Same format and conventions as part K (\`../k/README.md\`, "Truth"). Specific to this part:
- \`parameters\` hold every row the page shows as this patient's result with a catalogue id; previous-result
  columns and lines, restatements in another unit (SI "Conversion" / "Valeur SI" columns, HbA1c mmol/mol note),
  the other sex's or age's band of a printed banded range, interpretive lines and tables (HbA1c / glucose
  categories, CKD stages, vitamin D bands, LDL targets, hs-CRP "Average"/"High" bands, stacked lipid categories
  after the first line, INR therapeutic range), phone numbers and ids are in \`not_results\`. Rows without a
  catalogue id (Tubex TF, dengue NS1, malaria RDT) are in \`not_results\` too.
- Ranges normalised as part K: "bis x", "до x", "hasta x", "Up to x", "Menor de/a x", "Inferior a x", "x未満" are
  \`<x\`; "Até x" and "Hasta x" printed for ≤ are \`<=x\` where the model says so (the printed text is in each
  document's range style); "a a b" is \`a-b\`; bracketed "(3.5-5.0)" is \`3.5-5.0\`; banded ranges are truth-ranged
  to this patient's band; stacked category ranges (hs-CRP, lipids) to their first line; qualitative ranges are
  the printed text.
- Flags as printed: arrows → H/L; \`+\`/\`-\` (German), \`*\`, \`H\`/\`B\` (French, Peruvian), \`Y\`/\`D\` (Turkish) kept as printed;
  \`Alto\`/\`Bajo\`, \`High\`/\`Low\` → H/L; unmarked abnormal dipstick and qualitative rows give flag null, abnormal true.
- Hybrids: the truth is what the page shows (the rows in the image); their \`layout\` has \`results-as-image\`.
- Photos hold page 1 only (all photographed reports are one page); their \`source\` is the id of the printed report,
  which is not in the corpus as a PDF.
- Metadata: \`lab_country\` is null as in the earlier parts.

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
