/** Text of fixtures/blind-corpus/f/README.md, written by the generator so the tables never drift. */

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
  parameters: unknown[];
  not_results: unknown[];
  size: number;
}

/** The classes of the part F brief; `classes` in a truth file names them F1 … F9. */
const CLASSES: [string, string][] = [
  ['F1', 'range-first cumulative report: `Test \\| Unit \\| Reference Range \\| older \\| older \\| NEWEST`, also a request number above each date'],
  ['F2', 'range printed before the value in a single-visit table (`Test \\| Normal Range \\| Result \\| Unit`, `Total Protein 6.00 - 8.50 g/dL 7.1`)'],
  ['F3', 'population / status / age / sex / cycle-phase bands as the reference (block under the analyte, or stacked in the range cell)'],
  ['F4', 'prothrombin time with its control (Control / Controle / Controlo / Testigo), INR, ratio, ISI'],
  ['F5', 'differential with % and absolute count on one row, each with its own range (`3.790`, `3,790`, `3 790`)'],
  ['F6', 'urine section after blood sections with colliding names (Hemoglobina/Blood/Sangre, Leucocitos, Glucose, Proteínas, Densidad), a 100 % total'],
  ['F7', 'colon before the value in key–value lines (`Hemoglobin : 13.5 g/dL`, `Glucose: 98`)'],
  ['F8', 'two tables side by side on one page; skewed / perspective photos of dense tables'],
  ['F9', 'flags as a separate column (H/L/HH/LL/*, arrows), or abnormal shown only in bold or red'],
];

export function readme(rows: ReadmeRow[]): string {
  const count = (f: (r: ReadmeRow) => boolean): number => rows.filter(f).length;
  const kinds = ['text_pdf', 'scan_pdf', 'photo']
    .map((k) => `${k}: ${count((r) => r.kind === k && r.split === 'tune')} tune / ${count((r) => r.kind === k && r.split === 'holdout')} holdout`)
    .join('; ');
  const texts = rows.filter((r) => r.kind === 'text_pdf');
  const producers = [...new Set(texts.map((r) => r.producer))]
    .map((p) => `${p} ${count((r) => r.kind === 'text_pdf' && r.producer === p)}`)
    .join(', ');
  const cls = CLASSES.map(([c, what]) => {
    const n = (kind: string, split: string) => count((r) => r.kind === kind && r.split === split && r.classes.includes(c));
    const langs = [...new Set(texts.filter((r) => r.classes.includes(c)).map((r) => r.language))].sort().join(', ');
    return `| ${c} | ${what} | ${n('text_pdf', 'tune')} | ${n('text_pdf', 'holdout')} | ${n('scan_pdf', 'tune')} / ${n('photo', 'tune')} | ${n('scan_pdf', 'holdout')} / ${n('photo', 'holdout')} | ${langs} |`;
  }).join('\n');
  const table = rows
    .map((x) => `| ${x.id} | ${x.language} | ${x.producer} | ${x.kind} | ${x.parameters.length} | ${x.not_results.length} | ${x.classes.join(' ')} | ${x.layout.join(', ')} | ${x.split} |`)
    .join('\n');
  const bytes = rows.reduce((a, r) => a + r.size, 0);
  return `# Blind corpus, part F — layouts the parser is known to struggle with

Synthetic laboratory reports written WITHOUT reading the parser (\`lib/documents\`, \`lib/modules\`, the analyte
alias lists, the tests or the product's own fixtures). Each prints a layout real labs print and that is known to be
hard: range-first cumulative columns with the newest visit rightmost, the range before the value, population- or
status-banded reference blocks, prothrombin time with its control, % and absolute counts on one row, urine
sections whose names collide with blood analytes, key–value lines with a colon before the value, two tables side
by side and skewed photos, flag columns and colour-only marks. English (Pakistan, India, Nigeria, Kenya,
Philippines, UK), Portuguese (Portugal, Brazil), Spanish (Spain, Mexico, Argentina), French, Italian, German,
Turkish, Russian. Every patient, laboratory, address, phone number and identifier is invented.

${rows.length} documents (${texts.length} text PDFs from ${new Set(texts.map((r) => r.country)).size} countries), ${(bytes / 1e6).toFixed(1)} MB. ${kinds}.
Text PDF producers: ${producers}.

## How it is made

\`scripts/blind-corpus/f/\` reuses the tooling of parts A, B and D by import:
- \`kit.ts\` — drawing on the positioned-text model of \`../a/model.ts\` (with part D's colour items,
  \`../d/kit.ts\`): \`grid\` (a column table whose columns come in any order — range before the value, previous
  results left of the newest, \`value2/unit2/range2\` for the absolute count beside the percentage, headings
  stacked on two lines such as a request number above its date; marks: flag column, flag after the value,
  bold only, red only), \`kvRows\` (key–value lines, colon close to the value), \`block\` (one analyte per
  block with a reference text block). Every printed result records its truth when it is drawn; rows printed
  like results that are not (control, ISI, ratio, a 100 % total) are recorded as not_results.
- \`docs-en.ts\`, \`docs-latin.ts\`, \`docs-more.ts\` — one function per report on that model.
- \`docs-t3.ts\` — reports on part B's model (\`../b/model.ts\`, column order free, \`pair\` rows), drawn by part
  B's **Type 3** writer (\`../b/render-type3.ts\`); rows with id \`NR\` become not_results.
- Producers: **Chromium** print-to-PDF (\`../a/render.ts\`, or \`../d/render-colour.ts\` when the page has colour),
  **pdfkit** (\`../a/render.ts\`) and the **Type 3** writer.
- \`../a/degrade.ts\` — 200-dpi scan (image-only PDF, every page) and phone photo (page 1: keystone, light, blur,
  JPEG); \`photo.ts\` — the same photo with the page also turned 3–6° in the frame (\`rotated N°\` in the truth's
  producer) for dense tables.
- \`generate.ts\` — builds everything, checks every analyte id against /work/team/analyte-ids.tsv and every
  row's verdict against its own range, and writes this README.

\`\`\`sh
npm run corpus:blind:f              # everything
npm run corpus:blind:f -- f-pk f-br # only ids with these prefixes (this README is rebuilt from all truth files)
\`\`\`

## Truth

Same format as parts A, C and D (\`../d/README.md\`, "Truth"), plus:
- \`classes\`: the classes below (F1 … F9) the document was made for; every photo also names F8.
- Cumulative reports (F1): the NEWEST column (rightmost, latest date) is the result; every older value is a
  not_result string.
- Banded references (F3): \`range\` is the band that applies to the printed patient, and the row carries a
  \`note\` with the rule used — sex band by the printed sex, age band by the printed age, cycle-phase band by
  the printed cycle day or (58-year-old woman) the postmenopausal band, fasting band when the header prints
  fasting, general-population band when no risk group is printed; for status or lipid bands (Desejável /
  Limítrofe / Alto, Deficiência / Insuficiência / Suficiência) the desirable / sufficient band is the
  reference. When nothing printed decides the band (LDL targets by cardiovascular risk category with no
  category printed), \`range\` is the printed text, bands joined by " / ". Interpretive status bands that are
  not the reference (Limítrofe, Alto, Deficiência, Toxicidade …) are not_results; demographic bands that do
  not apply (the other sex, other ages) are not listed.
- Prothrombin (F4): patient PT → \`pt_seconds\`, activity / Quick % → \`pt_quick_pct\`, \`inr\`, APTT → \`aptt\`;
  control / testigo / controlo times, ISI and ratios (no catalogue id) are not_results, as objects
  \`{ "name": <printed label>, "text": <label value unit> }\` (the bench reads both forms).
- Differentials (F5): the percentage and the absolute count are two results (\`*_pct\`, \`*_abs\`), values without
  thousands separators (\`3.790\`, \`3,790\`, \`3 790\` → 3790); a \`Total 100 %\` line is a not_result.
- Urine rows (F6) carry urine ids: dipstick leukocytes → \`urine_leukocyte_esterase\`, leukocytes per field /
  per µL / per mL → \`urine_wbc\`, urine haemoglobin / blood / sangre → \`urine_blood\`.
- \`flag\` is what the page prints (arrows → H/L; \`*\`, \`HH\`, \`LL\` kept); it is **null** when the lab marks an
  abnormal value only by bold print or red text, and \`abnormal\` still gives the lab's verdict.
- Photos carry the rows of page 1 only.

## Splits

A source and all its variants (scan, photo) are in ONE split; sources alternate \`tune\` / \`holdout\`.
\`holdout\` is the figure to report and must not be tuned on. Counts are documents naming the class
(text PDFs; scans / photos derived from them):

| class | what | text tune | text holdout | scan / photo tune | scan / photo holdout | languages |
|---|---|---|---|---|---|---|
${cls}

## Documents

| id | language | producer | kind | results | not_results | classes | layout | split |
|---|---|---|---|---|---|---|---|---|
${table}
`;
}
