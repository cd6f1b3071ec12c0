/** README of part M (part L's readme.ts adapted), rebuilt from every truth file in the output folder. */
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
  ['M1', 'TCPDF report (PHP; Header()/Footer() callbacks with letterhead, request id and page x of y from getAliasNumPage/getAliasNbPages; patient block as a Cell grid; results as a Cell/MultiCell grid with the column header printed again on each page, or a writeHTML table; bundled DejaVu Sans embedded as Identity-H; right-to-left pages with setRTL and TCPDF\'s own Arabic shaping)'],
  ['M2', 'Dompdf report (PHP; HTML + CSS: position:fixed header and footer on every page, page x of y from Canvas::page_text, bordered patient table, results table with CSS borders and section rows, one-analyte blocks, interpretive HTML tables; DejaVu Sans registered from fonts-dejavu)'],
  ['M3', 'Apache PDFBox 2 report (a low-level printer: every string placed with showText at computed x/y, numbers right-aligned by measuring PDFont.getStringWidth, rules as stroked lines, shaded header bars, PDType0Font.load TrueType subsets (DejaVu, Liberation; Droid Sans Fallback for CJK characters run by run), header, patient strip and footer drawn again on every page)'],
  ['M4', 'multi-page reports: results continue on page 2 with the column header, letterhead, patient strip and footer printed again'],
  ['M5', 'non-Latin scripts: Persian and Arabic (right-to-left), Greek, Ukrainian and Bulgarian Cyrillic, Traditional Chinese'],
  ['M6', 'interpretive material near the results (HbA1c categories, lipid/LDL targets, eGFR/CKD stages, vitamin D bands, hs-CRP risk bands, hormone phase ranges) — in not_results'],
  ['M7', 'unit and number forms: thousands separators (space, dot, comma), /mm³ and cells/µL counts, G/l and T/l, µkat/l and SI units, g/l French chemistry, % and absolute side by side, unit-less rows (INR, specific gravity), qualitative, serology and dipstick rows'],
  ['M8', 'right-to-left pages (TCPDF setRTL: columns mirrored, Persian / Arabic names with Latin digits and units)'],
  ['M9', 'phone photos of page 1 of reports not otherwise in the corpus: shadow bands across the table, glare, a page held at a strong angle (about 6° turned), edges out of the frame, blur'],
  ['M10', 'block layouts: one analyte per block (name, then result line, then reference line, previous line), one of them in two columns'],
  ['M11', 'previous-result columns or lines (one or two dates) and sex-, age- or phase-banded printed ranges (columns, stacked lines)'],
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
  const md = `# Blind corpus, part M — new producers: TCPDF, Dompdf, Apache PDFBox 2

Synthetic laboratory reports written WITHOUT reading the reader (its code, tests, alias lists or the product's
fixtures) and without running it on them. Parts A–L were printed by pdfkit, Chromium printing, LibreOffice,
ReportLab, enscript, groff, XeLaTeX, wkhtmltopdf, pycairo, WeasyPrint, AbiWord, MuPDF, Apache FOP, iText 5 and
htmldoc; this part uses three producers none of them used: **TCPDF 6** (PHP, Debian php-tcpdf — what many PHP
laboratory information systems print with), **Dompdf 2** (PHP, HTML + CSS, as web LIS portals print) and
**Apache PDFBox 2.0.27** (Java, a low-level content-stream printer like hospital systems write).
Every patient, laboratory, address, phone number and identifier is invented.

${truths.length} documents (${text.length} text PDFs, ${truths.filter((t) => t.kind === 'scan_pdf').length} scans, ${photos.length} phone photos), ${countries} countries, ${languages} languages, English ${english} of ${truths.length}; ${(size / 1048576).toFixed(1)} MB.
text_pdf: ${count('text_pdf', 'tune')} tune / ${count('text_pdf', 'holdout')} holdout; scan_pdf: ${count('scan_pdf', 'tune')} tune / ${count('scan_pdf', 'holdout')} holdout; photo: ${count('photo', 'tune')} tune / ${count('photo', 'holdout')} holdout.
Text PDF producers: ${byProducer}. Result rows (scans not counted again): ${rowsTotal}, of them abnormal: ${abnTotal}.
The split was fixed before any document was rendered (\`SPLIT\` in build.py): alternating by id within each kind.

## How it is made

\`scripts/blind-corpus/m/\`:
- \`model.py\`, \`cells.py\` — part L's model and cell texts (rows with catalogue id, printed name, value with "."
  decimals, unit, normalised range, printed range override for stacked/banded ranges, previous values, comments;
  locale printing; flag styles, here plus Portuguese Alto/Baixo and Persian words; truth and checks built from the
  same rows).
- \`render_tcpdf.py\` + \`tcpdf_print.php\` — the JSON spec and a small PHP print module on
  \`/usr/share/php/tcpdf/tcpdf.php\`: a TCPDF subclass whose Header()/Footer() print the letterhead, request id, footer
  with phones and "page x of y"; patient Cell grid; results as Cell/MultiCell cells (bordered or ruled) with the
  header row again on each page, or an HTML table through writeHTML; setRTL(true) for Persian and Arabic.
- \`render_dompdf.py\` + \`dompdf_print.php\` — the HTML + CSS page (position:fixed header/footer, bordered patient
  table, results table or one-analyte blocks, page-break-before for page 2) and the Dompdf call
  (\`/usr/share/php/dompdf/autoload.php\`; DejaVu Sans registered from fonts-dejavu so Dompdf builds its metrics in
  the work folder; page x of y with Canvas::page_text).
- \`render_pdfbox.py\` + \`LabPrint.java\` — Python lays out each page as a display list (text at x/y with L/R/C
  alignment, lines, boxes; header, patient strip and footer on every page; table, block or two-column block
  layout); LabPrint (compiled with javac against /usr/share/java/pdfbox2.jar, fontbox2.jar and commons-logging.jar
  into the work folder) writes it with PDFBox: showText, right alignment by PDFont.getStringWidth,
  PDType0Font.load, and a per-character fallback to Droid Sans Fallback for CJK.
- \`docs_tcpdf.py\`, \`docs_dompdf.py\`, \`docs_pdfbox.py\` — the reports (photo-only ones print into a temporary folder).
- \`build.py\` — renders, writes the truth files and a manifest for \`generate.ts\`.
- \`scan.ts\` — part L's: part A's makeScan (200 dpi), or the same steps with a larger tilt or a light grey background.
- \`photo.ts\` — part L's phone photo (300-dpi render, perspective and rotation, off-centre light, shadow
  band or glare, edges out of the frame, blur, noise, JPEG) with settings varied per photo, plus \`hand\` (a thumb
  and the side of a hand over the sheet's left edge: m-eg-01-photo, held in the hand at a strong angle, 6° turned).
- \`generate.ts\` — runs \`build.py\` with \`/usr/bin/python3\`, checks with \`pdftotext -layout\` page by page that every
  truth row's printed name and printed value are on the page its truth says and the page count (photos: on page 1
  of the PDF they were taken of; right-to-left pages: every word of the name, since pdftotext gives mixed
  Persian/Latin names in visual order), makes the scans and photos and writes this README.

\`\`\`sh
npm run corpus:blind:m              # everything
npm run corpus:blind:m -- m-cz m-hu # only ids with these prefixes (this README is rebuilt from all truth files)
\`\`\`

Needs: Debian packages \`php-cli php-tcpdf php-dompdf libpdfbox2-java default-jdk-headless\` (installed for this part)
and, as earlier parts, \`poppler-utils imagemagick fonts-dejavu-core fonts-liberation fonts-droid-fallback\`;
\`/usr/bin/python3\` (standard library only) and pdfkit (for the image-only scan PDFs, as part A).

Producer notes: no font with Thai or Devanagari is installed (TCPDF's Debian package ships DejaVu, the AE Arabic
fonts and the non-embedded cid0 CJK fonts only; FreeSerif is not included), so there is no Thai or Hindi report.
Dompdf's Debian package has the DejaVu TTFs without metrics, so the fonts are registered at run time. PDFBox has no
font fallback of its own; LabPrint splits each string into runs by whether the document font can encode the
character.

## Truth

Same format and conventions as parts K and L (\`../l/README.md\`, "Truth"). Specific to this part:
- \`parameters\` hold every row the page shows as this patient's result with a catalogue id; previous-result
  columns and lines, the other sex's band of a printed banded range (columns or stacked lines), the other age or
  cycle-phase lines of a stacked range, interpretive lines and tables (HbA1c categories, LDL targets, CKD stages,
  vitamin D bands, hs-CRP risk bands), phone numbers and ids are in \`not_results\`. Rows without a catalogue id
  (malaria RDT and thick film, Widal) are in \`not_results\` too.
- Ranges normalised as part L: "bis x", "до x", "hasta x", "até x", "up to x", "kuni x", "iki x", "menor de x",
  "أقل من x" are \`<x\` or \`<=x\` as the model says (the printed text is in each document's range style); "mayor a/de x"
  is \`>x\`; banded ranges are truth-ranged to this patient's band; stacked age/phase ranges to the line that applies
  (the first); qualitative ranges are the printed text; a range printed for a row whose truth range is null
  (pus cells "0 - 5") keeps range null and the printed verdict.
- Flags as printed: arrows → H/L; \`+\`/\`-\` (Austria, Finland), \`*\` (Czechia, Chile, Sweden, Netherlands), \`H\`/\`B\`
  (Senegal, Cameroon) kept as printed; Alto/Bajo, Alto/Baixo, High/Low, Persian words → H/L; bold-only (Romania)
  gives flag null, abnormal true; unmarked abnormal dipstick and qualitative rows give flag null, abnormal true.
- Photos hold page 1 only (all photographed reports are one page); their \`source\` is the id of the printed report,
  which is not in the corpus as a PDF.
- Metadata: \`lab_country\` is null as in the earlier parts; names are kept in their script.

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
