/** Text of fixtures/blind-corpus/e/README.md, written by the generator so the table never drifts. */

export interface ReadmeRow {
  id: string;
  source: string;
  kind: string;
  split: string;
  country: string;
  language: string;
  producer: string;
  layout: string[];
  classes: string[];
  parameters: Array<{ abnormal?: boolean }>;
  size: number;
}

export function readme(rows: ReadmeRow[]): string {
  const count = (f: (r: ReadmeRow) => boolean): number => rows.filter(f).length;
  const kinds = ['text_pdf', 'scan_pdf', 'photo']
    .map((k) => `${k}: ${count((r) => r.kind === k && r.split === 'tune')} tune / ${count((r) => r.kind === k && r.split === 'holdout')} holdout`)
    .join('; ');
  const texts = rows.filter((r) => r.kind === 'text_pdf');
  const results = texts.reduce((a, r) => a + r.parameters.length, 0);
  const abnormal = texts.reduce((a, r) => a + r.parameters.filter((p) => p.abnormal).length, 0);
  const producers = [...new Set(texts.map((r) => r.producer))].sort().join(', ');
  const table = rows
    .map((x) => `| ${x.id} | ${x.country} | ${x.language} | ${x.producer} | ${x.kind} | ${x.parameters.length} | ${x.layout.join(', ')} | ${x.split} |`)
    .join('\n');
  const bytes = rows.reduce((a, r) => a + r.size, 0);
  return `# Blind corpus, part E — non-Latin scripts, new countries, scans and photos

Synthetic laboratory reports written WITHOUT reading the parser (\`lib/documents\`, the blood-test module,
the analyte alias lists, the product's own fixtures or tests). They cover scripts and countries parts A–C
did not use: Ukraine, Kazakhstan (Russian), Bulgaria, Serbia (Cyrillic), Belarus (Russian), Mongolia
(Cyrillic), Greece, Japan, South Korea, Taiwan (traditional Chinese), Hong Kong (English / traditional
Chinese), Thailand, India (Hindi / English), Nepal, Israel (Hebrew, right to left), Saudi Arabia (English
with Arabic labels), Egypt (Arabic letterhead) and Iran (Persian, right to left). Every patient,
laboratory, address, phone number and identifier is invented.

${rows.length} documents (${texts.length} text PDFs from ${new Set(texts.map((r) => r.country)).size} countries, ${results} result rows of which ${abnormal} abnormal), ${(bytes / 1e6).toFixed(1)} MB. ${kinds}.
Text-PDF producers: ${producers}.

## How it is made

\`scripts/blind-corpus/e/\` reuses the tooling of parts A and B by import:
- \`kit.ts\` — one result row is ONE tuple (id, printed name, value, unit, low, high, options). The printed
  value (decimal comma, thousands separator, Persian digits), the range text in the lab's style (\`a-b\`,
  \`a – b\`, \`a～b\`, \`a ~ b\`, \`(a-b)\`, \`< x\`, \`≤ x\`, \`> x\`, \`до x\` / \`έως x\`, stacked on two lines,
  split into "from" / "to" columns, sex-labelled bands), the flag glyph (H/L column, ↑/↓ glued or in a
  column, ▲/▼, \`*\`, \`!\`, High/Low, bold only, white-on-red cells) and the truth row are all derived from
  that tuple, so page and truth cannot drift apart. \`std.ts\` draws the usual one-table report (header
  block, table header repeated on every continuation page, running footer).
- \`docs-cyr.ts\`, \`docs-asia.ts\`, \`docs-rtl.ts\` — reports on part A's positioned-text model;
  \`docs-type3.ts\` — reports on part B's report model (Taiwan, Iran, Egypt).
- Producers: **Chromium** print-to-PDF (\`render-chromium.ts\`: part A's approach plus red cells, a font per
  script and \`unicode-bidi: plaintext\` for Hebrew / Arabic), **pdfkit** (\`../a/render.ts\`, DejaVu CID
  subsets; the Belarus report's second page is printed sideways) and the **Type 3** writer of part B
  (\`../b/render-type3.ts\`).
- \`../a/degrade.ts\` — 200-dpi scan (image-only PDF, every page) and phone photo (page 1: perspective,
  uneven light, blur, JPEG q45).
- Fonts: Noto Sans CJK (JP / KR / TC / HK), DejaVu Sans (Cyrillic, Greek, Hebrew, Arabic, Persian), and two
  Debian packages installed for this part: \`fonts-tlwg-loma\` (Thai) and \`fonts-lohit-deva\` (Devanagari).

\`\`\`sh
npm run corpus:blind:e              # everything
npm run corpus:blind:e -- e-jp e-kr # only ids with these prefixes (this README is rebuilt from all truth files)
\`\`\`

## Truth

Same format as parts A and C (\`../a/README.md\`, "Ground truth"): \`parameters[]\` = every row the page shows
as a patient result (\`analyte_id\` from /work/team/analyte-ids.tsv; value with "." decimals, ASCII digits and no
thousands separators; unit as printed; range normalised — \`a-b\`, \`<x\`, \`<=x\`, \`>x\`, sex bands
\`M: a-b / F: c-d\`, an upper limit printed with a word (\`до 5,0\`, \`έως 200\`) as \`<x\`, qualitative normal
text as printed; \`flag\` as printed with arrows / triangles / High / Low → H / L, \`*\`, \`!\` and \`+\` kept, null
when only bold or a red cell marks the value; \`abnormal\` = the lab's verdict). \`not_results[]\` = printed
strings that look like results and are not (previous / cumulative results, interpretive tables such as LDL
targets and Widal titres, addresses, phone, licence and sample numbers). Urine rows carry urine ids.
Dates are ISO Gregorian also where the page prints a Buddhist-era (Thailand, 2569), Bikram Sambat (Nepal)
or Solar Hijri (Iran) date. \`lab_country\` is null (no page prints the country as such); \`patient_name\` drops
honorifics (様, นางสาว, Mrs.); a photo's truth holds the rows of page 1 only.

## Splits

Sources alternate \`tune\` / \`holdout\` so every script family (Cyrillic, CJK, Thai / Devanagari, right to left)
has text PDFs in both halves; a source's scan and photo stay in its split. Tune may be read and tuned on;
holdout is never looked at while tuning (the figure to report).

## Scoring

\`\`\`sh
npx tsx scripts/bench/extraction.ts --blind-only --part=e      # this folder only
\`\`\`

The first read is in \`../first-read-e.txt\`, taken on the parser as it was when this part was committed,
before anyone tuned on it.

## Documents

| id | country | language | producer | kind | results | layout | split |
|---|---|---|---|---|---|---|---|
${table}
`;
}
