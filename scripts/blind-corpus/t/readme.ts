/** README of part T (part S's readme.ts adapted), rebuilt from every truth file in the output folder. */
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
  ['T1', 'Perl PDF::Reuse report (Debian libpdf-reuse-perl 0.39: prFont standard-14 Type 1 fonts Helvetica / Times / Courier in WinAnsiEncoding, not embedded; prText at each baseline with PDF::Reuse\'s own width tables for right / centre; grey, rules and bars as raw operators through prAdd; no Producer entry)'],
  ['T2', 'Perl Text::PDF report (Debian libtext-pdf-perl 0.31, Martin Hosken\'s library on Font::TTF: Text::PDF::TTFont0 — TrueType subset by Text::PDF, Type0 / CIDFontType2, Identity-H — for DejaVu Sans, DejaVu Sans Condensed, Liberation Sans / Serif; one BT … Tm … Tf <glyph ids> Tj ET per string; ToUnicode CMap replaced by the printer because Text::PDF 0.31\'s drops glyphs 1–99)'],
  ['T3', 'Python pydyf report (Debian python3-pydyf 0.5.0, used on its own: every object written by hand; Type 3 fonts whose CharProcs are the TrueType glyph outlines — DejaVu Sans / Serif / Sans Condensed, Liberation Sans, Noto Sans, Droid Sans Fallback for CJK — with ToUnicode; [<codes>] TJ)'],
  ['T4', 'multi-page reports: results continue on page 2 with letterhead, patient strip, column header and footer printed again'],
  ['T5', 'non-Latin scripts: Arabic (right to left), Simplified Chinese, Japanese, Russian Cyrillic'],
  ['T6', 'interpretive material near or as the reference (eGFR / CKD stage tables, HbA1c targets and categories, LDL targets, vitamin D bands, age-banded PSA table, footnotes with numbers, comment rows) — in not_results'],
  ['T7', 'unit and number forms: decimal comma, thousands by space, dot, comma and lakh, /mm³, /cumm, G/l, T/l, 万/μL, ×10⁹/л, 10^3/uL, tys/µl, Tsd/µl; ranges a à b, a a b, a～b, a~b, bis, до, Hasta, até / Até, Up to, jusqu\'à, ≤ / ≥, 以下 / 以上 / 未満, Inferior a / Superior a; unit-less INR and A/G ratio; qualitative urine and serology rows; flags H/L, H/B, A/B, +/-, *, arrows, words in Arabic, French, Portuguese, Polish, Turkish; far-out-of-range values'],
  ['T8', 'previous / cumulative columns: one or two dated previous columns, a previous-result line in blocks, a landscape cumulative page'],
  ['T9', 'phone photos of page 1 of reports not otherwise in the corpus: shadow band, glare, sheet held in the hand, curled page, low light, side angle, right edge cut, lower part out of frame'],
  ['T10', 'block layout (one analyte per block with Resultado / Résultat, reference and previous lines), blocks in two columns, landscape page'],
  ['T11', 'sex-banded printed ranges: stacked lines or one column per sex — the other band in not_results'],
  ['T12', 'reports that also ship as a scan (tilted, grey, bilevel, stamp + ticks; two searchable scans with tesseract\'s invisible OCR text layer, one of them Arabic, one of them two pages); truth is the printed page'],
  ['T13', 'Arabic right-to-left pages: mirrored columns, letters shaped to presentation forms and drawn in visual order (the printers do not shape text); Latin units and numbers left to right'],
  ['T14', 'monospaced (Courier) LIS printouts: upper-case headings, flags glued to values'],
  ['T15', 'CJK names glued to Latin abbreviations (游离甲状腺素FT4), with an abbreviation code column'],
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
  const producerOf = (f: string): string => /^Producer:\s+(.*)$/m.exec(run('pdfinfo', [f]))?.[1]?.trim() ?? '(none)';
  const fonts = text.map((t) => {
    const f = join(OUT, `${t.id}.pdf`);
    return `| ${t.id} | ${t.producer} | ${existsSync(f) ? producerOf(f) : ''} | ${existsSync(f) ? pdfFonts(f) : ''} |`;
  });
  const english = truths.filter((t) => t.language.startsWith('en')).length;
  const countries = new Set(truths.map((t) => t.country)).size;
  const languages = new Set(truths.map((t) => t.language)).size;
  const rowsTotal = unique.reduce((a, t) => a + t.parameters.length, 0);
  const abnTotal = unique.reduce((a, t) => a + t.parameters.filter((p) => p.abnormal).length, 0);
  const byProducer = producers.map((p) => `${p} ${text.filter((t) => t.producer === p).length}`).join(', ');
  const md = `# Blind corpus, part T — new producers: Perl PDF::Reuse, Perl Text::PDF, Python pydyf

Synthetic laboratory reports written WITHOUT reading the reader (its code, tests, alias lists, docs or the product's
fixtures) and without running it on them. Parts A–S were printed by pdfkit, Chromium printing, LibreOffice,
ReportLab, enscript, groff, XeLaTeX, wkhtmltopdf, pycairo, WeasyPrint, AbiWord, MuPDF, Apache FOP, iText 5, htmldoc,
TCPDF, Dompdf, PDFBox, FPDF, libharu, Ghostscript, Qt 5, pdfTeX, jsPDF, matplotlib, LuaLaTeX, pdf-lib, Perl PDF::API2,
Ruby Prawn, R's pdf() device, Go gofpdf, C++ PoDoFo, Ruby rbpdf, Perl PDF::Create, pikepdf/QPDF and Perl PDF::Builder;
this part uses three producers none of them used, with three different font handlings:
**Perl PDF::Reuse** (Debian libpdf-reuse-perl 0.39, perl 5.36; standard-14 Type 1 fonts in WinAnsi, not embedded),
**Perl Text::PDF** (Debian libtext-pdf-perl 0.31 on Font::TTF; embedded TrueType subsets as CID fonts, Identity-H)
and **Python pydyf** (Debian python3-pydyf 0.5.0, the low-level writer under WeasyPrint used on its own, with
Debian's python3-fonttools 4.38 for glyph outlines; Type 3 fonts). WeasyPrint (part K) uses pydyf too, but
through its own layout and embedded TrueType/OpenType fonts; nothing of WeasyPrint is used here.
Every patient, laboratory, address, phone number and identifier is invented.

${truths.length} documents (${text.length} text PDFs, ${truths.filter((t) => t.kind === 'scan_pdf').length} scans — two of them searchable, ${photos.length} phone photos), ${countries} countries, ${languages} language tags, English ${english} of ${truths.length}; ${(size / 1048576).toFixed(1)} MB.
text_pdf: ${count('text_pdf', 'tune')} tune / ${count('text_pdf', 'holdout')} holdout; scan_pdf: ${count('scan_pdf', 'tune')} tune / ${count('scan_pdf', 'holdout')} holdout; photo: ${count('photo', 'tune')} tune / ${count('photo', 'holdout')} holdout.
Text PDF producers: ${byProducer}. Result rows (scans not counted again): ${rowsTotal}, of them abnormal: ${abnTotal}.
Countries no earlier part used (15 of the 30 documents): Libya (text + searchable scan), Guadeloupe (text + scan),
Réunion (text + searchable scan), Botswana, Mauritania; photos of Syria, French Guiana, Martinique, Mayotte, Guyana,
Sudan and Bhutan. Timor-Leste (Portuguese) was asked for as unused, but TL is in the used-country list, so it is not
counted. Big markets and earlier countries: Germany, Mexico, Spain, China, Japan, India, Brazil, Poland, Russia, Turkey.
The split was fixed before the corpus was rendered (\`SPLIT\` in build.py, which sets every document's split from it):
alternating tune / holdout by id within each kind; a kind with an odd count starts with holdout, so holdout gets the extra one.

## How it is made

\`scripts/blind-corpus/t/\`:
- \`model.py\`, \`cells.py\` — part S's model (plus flag words in Polish and Japanese) and cell texts.
- \`layout.py\` — part S's printer-neutral page layout (display list: text at x/y with L/R/C alignment, rules,
  shaded bars; letterhead, patient strip, column header and footer on every page; table, ruled grid, block layouts,
  two-column blocks, landscape, dotted leaders, side-by-side tables) plus \`arabic\`: strings holding Arabic letters
  are shaped and put in visual order by \`arabic.py\` (presentation forms B from the Unicode names, lam-alef
  ligatures, a one-line bidi with Latin/number runs kept left to right) because none of the three printers shapes
  text; with \`rtl\` the columns run from the right. It prints, then checks that every drawn string comes back from
  \`pdftotext\` on its page (a warning only). It hands the list to one of:
  - \`reuse_print.pl\` — Perl PDF::Reuse: \`prFile\`, \`prMbox\` and \`prPage\` per page, \`prFont\` (standard 14),
    \`prFontSize\`, \`prText(x, y, text, align)\` with cp1252 bytes (layout.py checks that they fit first), \`prAdd\`
    for grey (g/G), rules (w, m, l, S) and bars (re, f), \`prEnd\`;
  - \`textpdf_print.pl\` — Perl Text::PDF: \`Text::PDF::File\`, \`Pages\`, \`Page->add\` with one
    \`BT 1 0 0 1 x y Tm /Fn size Tf <glyph ids> Tj ET\` per string; \`Text::PDF::TTFont0\` (\`-subset => 1\`;
    alignment from its \`width\`); Text::PDF 0.31's ToUnicode CMap misses its first \`beginbfrange\` (digits, space and
    punctuation would not come back), so the printer fills that stream with one bfchar line per glyph used;
    Text::PDF's subsetter lost most glyphs of Droid Sans Fallback, so the CJK reports went to pydyf;
  - \`pydyf_print.py\` — Python pydyf: \`pydyf.PDF\`, \`Dictionary\`, \`Array\`, \`Stream\` (\`text_matrix\`,
    \`set_font_size\`, \`show_text\`, \`move_to\`/\`line_to\`/\`stroke\`, \`rectangle\`/\`fill\`); each font a set of
    Type 3 fonts of up to 255 characters whose CharProcs are the TrueType outlines (fontTools pen, quadratic curves
    raised to cubic; 1000-unit glyph space), a Differences encoding, Widths and a ToUnicode CMap; characters the main
    font lacks come from a fallback font (Droid Sans Fallback has no Latin letters or digits).
- \`docs_reuse.py\`, \`docs_textpdf.py\`, \`docs_pydyf.py\` — the reports (photo-only ones print into a temporary folder).
- \`build.py\` — renders, writes the truth files and a manifest for \`generate.ts\`.
- \`scan.ts\`, \`photo.ts\` — part S's 200 dpi scans (tilted, grey, bilevel fax-like, stamp + ticks, plain; \`ocr\`:
  a searchable scan through \`tesseract … pdf\`, pages joined with \`pdfunite\`) and phone photos, unchanged.
- \`generate.ts\` — runs build.py, checks with \`pdftotext -layout\` that every truth row's printed name (its first 16
  characters, squashed; for the Arabic reports every word of it) and value are on the page the truth says and the
  page count (photos: page 1 of the PDF they were taken of), makes the scans and photos, checks that the two
  searchable scans have an OCR text layer and the other scans none, and writes this README.

\`\`\`sh
cd /work/main && npx tsx scripts/blind-corpus/t/generate.ts            # everything (npm run corpus:blind:t)
cd /work/main && npx tsx scripts/blind-corpus/t/generate.ts t-ru t-ly  # only ids with these prefixes
cd /work/main && npx tsx scripts/blind-corpus/t/generate.ts none       # only this README (no id starts with "none")
\`\`\`

Needs: Debian packages \`libpdf-reuse-perl libtext-pdf-perl python3-pydyf python3-fonttools\` (installed for this
part; pydyf_print.py and build.py run with Debian's /usr/bin/python3, which also needs python3-pil),
tesseract-ocr with tesseract-ocr-fra and tesseract-ocr-ara, fonts-dejavu, fonts-liberation, fonts-noto-core,
fonts-droid-fallback, poppler-utils, imagemagick, and pdfkit (already a project dependency, for the image-only scan
PDFs as part A). libpdf-writer-perl was installed while choosing producers and is not used; ConTeXt and iText 2
were not tried.

Producer notes: PDF::Reuse writes no Producer entry at all (pdfinfo shows none); its fonts are standard-14 Type 1
dictionaries in WinAnsiEncoding without ToUnicode. Text::PDF writes "Text::PDF 0.31 (Perl, Font::TTF)" here (the
printer sets the Info dictionary; Text::PDF itself writes none); pdffonts shows "CID TrueType, Identity-H, emb yes,
sub yes, uni yes" with a six-letter subset tag. pydyf's Producer is "pydyf 0.5.0" (set by the printer); pdffonts
shows "[none] Type 3 Custom emb yes sub no uni yes" — the Type 3 fonts have no BaseFont name. Arabic (Libya, Syria):
the text layer holds presentation-form letters in visual order; pdftotext gives them back in logical order with
bidi marks, and NFKC maps them to the base letters. Searchable scans: Libya (tesseract ara+eng) and Réunion (fra,
two pages); their hidden text is tesseract's reading of the degraded picture and is not the truth. Other scans are
image-only (German grey two pages, French bilevel with stamp, Japanese, Polish bilevel landscape, Russian tilted).
Photos are in French, Arabic, English, Spanish and Turkish.

## Truth

Same format and conventions as parts O–S (\`../s/README.md\`, "Truth"). Specific to this part:
- \`parameters\` hold every row the page shows as this patient's result with a catalogue id; previous-result
  columns and lines (one or two dated), the other sex's band of a printed banded range (stacked lines or a column
  per sex), eGFR / CKD stage tables and footnotes, HbA1c targets and categories ("< 7,0 %", "≤ 8,0 %"), LDL
  targets, vitamin D bands, the age-banded PSA table (India), comment rows, phone numbers and ids are in
  \`not_results\`. Rows without a catalogue id (malaria film, dengue NS1, Widal) are in \`not_results\` too.
- Names are the printed name in full, without footnote marks (¹ ² ³, ※1 ※2), in their script; Chinese names keep
  the glued abbreviation (\`游离甲状腺素FT4\`); Arabic names are in logical order, without bidi marks or
  presentation forms. Value flags glued to or printed before / after the value (\`12 400*\`, \`14,800H\`, \`214↑\`,
  \`↓11,8\`, \`* 6,8\`, \`171 ↑\`) are not part of the value; values have "." decimals and no grouping
  (\`1,35,000\` → 135000, \`5.100\` → 5100, \`14 800\` → 14800).
- Ranges normalised as in part S; also "a à b", "a a b", "a～b", "a~b" are \`a-b\`; "bis x", "до x", "Hasta x",
  "até x" / "Até x", "Up to x", "≤ x", "x以下" are \`<=x\`; "x未満" and "Inferior a x" are \`<x\`; "Superior a x" is
  \`>x\`; "≥ x", "x以上" are \`>=x\`; banded ranges are truth-ranged to this patient's band.
- Flags as printed: arrows → H/L; words (Élevé/Bas, Alto/Baixo, wysoki/niski, Yüksek/Düşük, مرتفع/منخفض) → H/L;
  \`H\`/\`B\` (Guadeloupe, Mayotte), \`A\`/\`B\` (Mexico, Timor-Leste), \`+\`/\`-\` (Germany) and \`*\` (Mauritania,
  Spain) kept as printed; abnormal qualitative rows carry their printed flag (H, A, *, Élevé) or, unmarked, flag
  null, abnormal true. The normal rows of every report print no flag.
- Scans have the truth of the text PDF they repeat (kind \`scan_pdf\`), searchable scans too: the OCR layer is not
  truth. Photos hold page 1 only (all photographed reports are one page); their \`source\` is the id of the printed
  report, which is not in the corpus as a PDF.
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

## Producer strings (\`pdfinfo\`) and fonts (\`pdffonts\`) of the text PDFs

| id | producer | Producer entry | fonts |
|---|---|---|---|
${fonts.join('\n')}
`;
  writeFileSync(join(OUT, 'README.md'), md);
}
