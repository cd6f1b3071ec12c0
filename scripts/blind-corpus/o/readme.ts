/** README of part O (part N's readme.ts adapted), rebuilt from every truth file in the output folder. */
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
  ['O1', 'Qt 5 report (PyQt5 QPdfWriter + QPainter at 72 dpi: one drawText per string at its baseline, right/centre alignment by QFontMetricsF.horizontalAdvance, drawLine rules, fillRect bars; HarfBuzz shaping; Noto/DejaVu fonts embedded as CID TrueType subsets, Identity-H)'],
  ['O2', 'pdfTeX report (pdflatex: LaTeX article, fancyhdr letterhead + patient strip on every page, longtable with repeated column header, Type 1 Latin Modern / Times (mathptmx) / Helvetica (helvet) in T1, Greek CB fonts in LGR, Cyrillic LH fonts in T2A as METAFONT bitmap Type 3, cmap ToUnicode)'],
  ['O3', 'jsPDF 2 report (doc.text with align left/right/center, doc.line, doc.rect; standard-14 Helvetica/Times not embedded (WinAnsi) or DejaVu Sans embedded via addFileToVFS/addFont, Identity-H)'],
  ['O4', 'multi-page reports: results continue on page 2 with letterhead, patient strip, column header and footer printed again'],
  ['O5', 'non-Latin scripts: Arabic, Urdu and Dari (right-to-left), Bengali, Devanagari and Burmese (shaped; pdftotext gives lossy text for these — the English part of bilingual names survives), Traditional Chinese, Russian and Tajik Cyrillic, Greek'],
  ['O6', 'interpretive material near or as the reference (eGFR stages, LDL targets by risk, HbA1c categories, vitamin D bands as a table or line) — in not_results'],
  ['O7', 'unit and number forms: decimal comma, thousands by space, dot and lakh, /mm³, /cumm, G/L, µkat/L, mmol/mol HbA1c, g/L glucose, 10⁹/L, % and absolute side by side, unit-less rows, qualitative, serology and dipstick rows'],
  ['O8', 'right-to-left pages: the whole page mirrored (labels and the name column on the right), values and ranges left-to-right'],
  ['O9', 'phone photos of page 1 of reports not otherwise in the corpus: shadow band, glare, right edge cut, sheet held in the hand, page curl, strong side angle (~32°), strong rotation, blur / low resolution'],
  ['O10', 'block layouts: one analyte per block (name, result line, reference line, previous line), two of them in two columns'],
  ['O11', 'previous-result columns or lines (one or two dates) and sex-banded printed ranges (stacked lines, sex-band columns)'],
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
  const md = `# Blind corpus, part O — new producers: Qt 5 (QPdfWriter), pdfTeX (LaTeX longtable), jsPDF

Synthetic laboratory reports written WITHOUT reading the reader (its code, tests, alias lists, docs or the product's
fixtures) and without running it on them. Parts A–N were printed by pdfkit, Chromium printing, LibreOffice,
ReportLab, enscript, groff, XeLaTeX, wkhtmltopdf, pycairo, WeasyPrint, AbiWord, MuPDF, Apache FOP, iText 5, htmldoc,
TCPDF, Dompdf, PDFBox, FPDF, libharu and Ghostscript; this part uses three producers none of them used: **Qt 5**
(PyQt5 5.15, Debian python3-pyqt5: QPdfWriter + QPainter, HarfBuzz shaping — the right-to-left, Indic, Burmese and
Chinese reports), **pdfTeX** (TeX Live 2022 pdflatex, not XeLaTeX: longtable, Type 1 fonts in T1/LGR, bitmap Type 3
Cyrillic in T2A) and **jsPDF 2** (npm, run by Node: standard-14 fonts or DejaVu Sans embedded).
Every patient, laboratory, address, phone number and identifier is invented.

${truths.length} documents (${text.length} text PDFs, ${truths.filter((t) => t.kind === 'scan_pdf').length} raster scans, ${photos.length} phone photos), ${countries} countries, ${languages} language tags, English ${english} of ${truths.length}; ${(size / 1048576).toFixed(1)} MB.
text_pdf: ${count('text_pdf', 'tune')} tune / ${count('text_pdf', 'holdout')} holdout; scan_pdf: ${count('scan_pdf', 'tune')} tune / ${count('scan_pdf', 'holdout')} holdout; photo: ${count('photo', 'tune')} tune / ${count('photo', 'holdout')} holdout.
Text PDF producers: ${byProducer}. Result rows (scans not counted again): ${rowsTotal}, of them abnormal: ${abnTotal}.
The split was fixed before any document was rendered (\`SPLIT\` in build.py): alternating by id within each kind.

## How it is made

\`scripts/blind-corpus/o/\`:
- \`model.py\`, \`cells.py\` — part N's model and cell texts (plus flag words in Arabic, Urdu, Chinese, Icelandic,
  Slovene, Azerbaijani, Maltese and Tajik).
- \`layout.py\` — part N's printer-neutral page layout (display list: text at x/y with L/R/C alignment, rules,
  shaded bars; letterhead, patient strip, column header and footer on every page; table, ruled grid, block and
  two-column block layouts, landscape) plus \`rtl\` (the page mirrored), handed to one of:
  - \`qt_print.py\` — PyQt5 (system \`/usr/bin/python3\`, \`QT_QPA_PLATFORM=offscreen\`): QPdfWriter at 72 dpi with an
    exact page size, QPainter.drawText at each baseline, QFontMetricsF for right/centre alignment, drawLine,
    fillRect; font families Noto Naskh Arabic, Noto Sans Bengali / Devanagari / Myanmar, Noto Sans CJK TC, DejaVu Sans;
  - \`jspdf_print.mjs\` — jsPDF 2 loaded with createRequire from \`/work/team/o-tools/node_modules\` (installed
    OUTSIDE the project with \`npm install --prefix /work/team/o-tools jspdf@2\`; set \`JSPDF_PREFIX\` to use another
    folder; jsPDF is not in package.json): doc.text(s, x, y, {align}), doc.line, doc.rect(…, 'F'); standard-14
    helvetica/times (Spanish, Portuguese, Dutch) or DejaVu Sans through addFileToVFS/addFont with Identity-H
    (Azerbaijani, Maltese, Slovene, Tajik).
- \`latex_print.py\` — the pdfTeX reports: a LaTeX article written from the same rows and cells (fancyhdr letterhead
  and patient strip on every page, lastpage "page x of y", longtable with \\endhead, section rows, comment rows,
  stacked cells as inner tabulars, \\newpage between pages, interpretive tabular after the results), run twice
  through \`pdflatex\`; \`cmap\` + glyphtounicode give every font a ToUnicode map (the T2A Cyrillic fonts are
  METAFONT bitmaps, Type 3).
- \`docs_qt.py\`, \`docs_tex.py\`, \`docs_js.py\` — the reports (photo-only ones print into a temporary folder).
- \`build.py\` — renders, writes the truth files and a manifest for \`generate.ts\`.
- \`scan.ts\`, \`photo.ts\` — part N's (part A's makeScan at 200 dpi, optionally tilted or grey; phone photo with
  perspective, rotation, uneven light, shadow band, glare, hand, curl, side angle, blur, noise, edges out of frame).
- \`generate.ts\` — runs build.py, checks with \`pdftotext -layout\` that every truth row's printed name and value are
  on the page the truth says and the page count (photos: page 1 of the PDF they were taken of), makes the scans and
  photos and writes this README.

\`\`\`sh
cd /work/main && npx tsx scripts/blind-corpus/o/generate.ts            # everything
cd /work/main && npx tsx scripts/blind-corpus/o/generate.ts o-kg o-uy  # only ids with these prefixes
\`\`\`

Needs: Debian packages \`python3-pyqt5 fonts-noto-core texlive-latex-recommended texlive-latex-extra
texlive-lang-cyrillic texlive-lang-greek texlive-lang-french texlive-lang-european texlive-fonts-recommended\`
(installed for this part; fonts-noto-cjk, fonts-dejavu, poppler-utils, imagemagick were present), jsPDF 2 from npm
outside the project (above), and pdfkit (already a project dependency, for the image-only scan PDFs as part A).

Producer notes: Qt embeds shaped glyphs with a ToUnicode map per glyph, so Arabic/Urdu/Dari extract as presentation
forms (NFKC gives the letters back) but Bengali, Devanagari and Burmese extract with lost or reordered vowel signs
and conjuncts — the reports there print bilingual names (English first, as labs in those countries do) and the
check matches the start of the name; Noto Sans CJK digits in some strings extract oddly. The T2A (Cyrillic) pdfTeX
fonts are bitmap Type 3 fonts (no cm-super installed) whose text extracts through the cmap package's ToUnicode.
Scans and photos are in languages with an installed tesseract model (Arabic, Chinese, Greek, Russian, French,
Spanish, Portuguese, Dutch, Persian, English).

## Truth

Same format and conventions as part N (\`../n/README.md\`, "Truth"). Specific to this part:
- \`parameters\` hold every row the page shows as this patient's result with a catalogue id; previous-result
  columns and lines, the other sex's band of a printed banded range (stacked lines or a column), the other stage /
  category lines of eGFR, LDL-target, HbA1c and vitamin D material, phone numbers and ids are in \`not_results\`.
  Rows without a catalogue id (dengue NS1, malaria thick film) are in \`not_results\` too.
- Names are the printed name in full, bilingual ones included (\`Haemoglobin (হিমোগ্লোবিন)\`, \`血紅蛋白 Hemoglobina\`).
- Ranges normalised: "до x", "то x", "do x", "hasta x", "até x", "jusqu'à x", "tot x", "Up to x", "≤ x" are \`<x\` or
  \`<=x\` as the model says; "menor a/de x", "inferior a x" are \`<x\`; "mayor a/de x", "superior a x", "> x" are \`>x\`;
  banded ranges are truth-ranged to this patient's band; a stacked eGFR stage reference to its first line. An absolute
  count printed beside its % row with no range of its own has range null (flagged by the lab: abnormal true).
- Flags as printed: arrows → H/L; words (مرتفع/منخفض, زیادہ/کم, بالا/پایین, 偏高/偏低, Hækkað/Lækkað, Povišano/Znižano,
  Yüksək/Aşağı, Għoli/Baxx, баланд/паст, повышен/понижен, Élevé/Bas, Alto/Bajo, Alto/Baixo) → H/L; \`H\`/\`B\`
  (Madagascar), \`*\` (Bosnia), \`+\`/\`-\` (Suriname) kept as printed; unmarked abnormal qualitative rows give flag
  null, abnormal true, except a printed \`+\` or \`*\`.
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
