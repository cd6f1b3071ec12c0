/** Text of fixtures/blind-corpus/d/README.md, written by the generator so the table never drifts. */

export interface ReadmeRow {
  id: string;
  source: string;
  kind: string;
  split: string;
  country: string;
  language: string;
  producer: string;
  layout: string[];
  parameters: unknown[];
  size: number;
}

/** Layout families of part D and the layout tags that place a report in one. */
const FAMILIES: [string, string, string[]][] = [
  ['LIS printout', 'monospaced lines, columns made of spaces', ['lis-monospace']],
  ['sidebar / two columns', 'hospital reports with a sidebar, or two result tables side by side', ['sidebar', 'two-column-results']],
  ['private chain', 'logo, abnormal cells white on red or bold on grey (no flag letter)', ['red-cell-highlight', 'grey-cell-highlight']],
  ['cumulative', 'previous results (with dates) in columns beside the current one', ['cumulative-columns', 'previous-column']],
  ['multi-page', 'table header repeated on every page', ['multi-page']],
  ['landscape / rotated', 'landscape page or a page drawn sideways', ['landscape', 'rotated-page']],
  ['Type 3 table', "part B's Type 3 writer", ['table']],
];

export function readme(rows: ReadmeRow[]): string {
  const count = (f: (r: ReadmeRow) => boolean): number => rows.filter(f).length;
  const kinds = ['text_pdf', 'scan_pdf', 'photo']
    .map((k) => `${k}: ${count((r) => r.kind === k && r.split === 'tune')} tune / ${count((r) => r.kind === k && r.split === 'holdout')} holdout`)
    .join('; ');
  const texts = rows.filter((r) => r.kind === 'text_pdf');
  const fam = FAMILIES.map(([name, what, tags]) => {
    const has = (r: ReadmeRow) => r.kind === 'text_pdf' && r.layout.some((l) => tags.includes(l)) && (name !== 'Type 3 table' || r.producer.startsWith('type3'));
    return `| ${name} | ${what} | ${count((r) => has(r) && r.split === 'tune')} | ${count((r) => has(r) && r.split === 'holdout')} |`;
  }).join('\n');
  const producers = [...new Set(texts.map((r) => r.producer))]
    .map((p) => `${p} ${count((r) => r.kind === 'text_pdf' && r.producer === p)}`)
    .join(', ');
  const table = rows
    .map((x) => `| ${x.id} | ${x.country} | ${x.language} | ${x.producer} | ${x.kind} | ${x.parameters.length} | ${x.layout.join(', ')} | ${x.split} |`)
    .join('\n');
  const bytes = rows.reduce((a, r) => a + r.size, 0);
  return `# Blind corpus, part D — Latin-script and English reports from new countries

Synthetic laboratory reports written WITHOUT reading the parser (\`lib/documents\`, \`lib/modules\`, the analyte
alias lists, the tests or the product's own fixtures), the way labs of countries parts A–C did not use print
them: Ireland, Canada (English and French), South Africa, Ghana, Pakistan, Bangladesh, Sri Lanka, Singapore,
New Zealand, Cameroon, Chile, Colombia, Peru, Uruguay, Croatia, Slovenia, Slovakia, Lithuania, Latvia,
Estonia, Iceland, Luxembourg, Morocco, Tunisia, Senegal. Every patient, laboratory, address, phone number and
identifier is invented.

${rows.length} documents (${texts.length} text PDFs from ${new Set(texts.map((r) => r.country)).size} countries), ${(bytes / 1e6).toFixed(1)} MB. ${kinds}.
Text PDF producers: ${producers}.

## How it is made

\`scripts/blind-corpus/d/\` reuses the tooling of parts A and B by import:
- \`docs-en.ts\`, \`docs-latin.ts\` — one function per report on the positioned-text model of \`../a/model.ts\`;
  \`kit.ts\` draws the layout families (column tables with optional previous-result or low | high columns,
  two tables side by side, sidebars, LIS printouts whose columns are spaces in a monospaced font) and
  records every printed result's truth at the moment it is drawn.
- \`docs-t3.ts\` — reports on part B's model (\`../b/model.ts\`), drawn by part B's **Type 3** writer
  (\`../b/render-type3.ts\`: every font Type 3 with a ToUnicode map).
- Producers: **Chromium** print-to-PDF (\`../a/render.ts\`, or \`render-colour.ts\` when the page has colour),
  **pdfkit** (\`../a/render.ts\`, or \`render-colour.ts\`) and the **Type 3** writer. \`render-colour.ts\` adds
  filled boxes and coloured text (logos, shaded sidebars, abnormal cells white on red or bold on grey) —
  real private chains print that, and OCR loses it.
- \`../a/degrade.ts\` — 200-dpi scan (image-only PDF, every page) and phone photo (page 1: perspective, light,
  blur, JPEG).
- \`generate.ts\` — builds everything and writes this README.

\`\`\`sh
npm run corpus:blind:d              # everything
npm run corpus:blind:d -- d-ie d-cl # only ids with these prefixes (this README is rebuilt from all truth files)
\`\`\`

## Truth

Same format as parts A and C (\`../a/README.md\`, "Ground truth"): \`parameters[]\` = every row the page shows as
a patient result (\`analyte_id\` from /work/team/analyte-ids.tsv; value with "." decimals and no thousands
separators — \`12,400\`, \`254.000\` and \`6 200\` are 12400, 254000 and 6200; range normalised to \`a-b\`, \`<x\`,
\`>x\`, \`<=x\`, \`>=x\`, sex bands \`M: a-b / F: c-d\` — \`a..b\`, \`a – b\`, \`do x\`, \`Up to x\`, a range stacked on two
lines and a range split into Minimum | Maximum columns all normalise the same way; \`flag\` as printed
(arrows → H/L; \`*\`, \`+\`, \`-\`, \`!\`, \`B\` (bas) kept; **null** when the lab marks the value only by bold print or a
coloured cell); \`abnormal\` = the lab's verdict, also when only colour or bold shows it). \`not_results[]\` =
printed strings that look like results and are not: previous results (cumulative columns, "Antériorités"),
method names in a method column, a value restated in a second unit ("soit 5,44 mmol/l"), interpretive rows
(vitamin D status, LDL targets, eGFR stages, PSA ratio bands), results with no catalogue id (malaria film,
Widal, haemoglobin electrophoresis). Urine rows carry urine ids (urine "Glucose", "Albumin", "Leucocytes").
Metadata: \`lab_country\` is null (no report prints its country as the lab's); \`patient_age\` in years at
collection, computed from the date of birth when only that is printed; dates ISO.

## Splits

A source and all its variants (scan, photo) are in ONE split; sources alternate \`tune\` / \`holdout\` so every
layout family has text PDFs in both halves. \`holdout\` is the figure to report and must not be tuned on.

| family | what | tune | holdout |
|---|---|---|---|
${fam}

## Scoring

\`\`\`sh
npx tsx scripts/bench/extraction.ts --blind-only --only=d- --part=d   # tune misses: add --misses --tune-only
\`\`\`

\`--only=d-\` alone also matches ids of other parts (\`a-id-01\`, \`b-ke-02-…\`); \`--part=d\` keeps the run to this
folder. The first read, \`../first-read-d.txt\`, was taken with that command once the first 40 documents were
committed, on the parser as it stood then (nobody had tuned on this part); no document was changed after it.
Two holdout text PDFs (\`d-ie-02\`, \`d-za-02\`: multi-page, sidebar) were added after it because the multi-page
family had no holdout document; their own first read is the second section of that file.

## Documents

| id | country | language | producer | kind | results | layout | split |
|---|---|---|---|---|---|---|---|
${table}
`;
}
