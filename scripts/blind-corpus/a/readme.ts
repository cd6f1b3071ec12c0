/** Text of fixtures/blind-corpus/a/README.md, written by the generator so the table never drifts. */

export interface ReadmeRow {
  id: string;
  kind: string;
  split: string;
  country: string;
  layout: string;
}

export function readme(rows: ReadmeRow[], table: string, bytes: number): string {
  const count = (f: (r: ReadmeRow) => boolean): number => rows.filter(f).length;
  const kinds = ['text_pdf', 'scan_pdf', 'photo']
    .map((k) => `${k}: ${count((r) => r.kind === k && r.split === 'tune')} tune / ${count((r) => r.kind === k && r.split === 'holdout')} holdout`)
    .join('; ');
  const countries = new Set(rows.map((r) => r.country)).size;
  return `# Blind corpus, half A — Latin-script laboratory reports

Synthetic laboratory reports written WITHOUT reading the parser (\`lib/documents\`, the blood-test module,
the analyte alias lists or the product's own fixtures). Names, units, number formats and layouts follow how
real laboratories in each country print them; every patient, address, phone number and laboratory
identifier is invented. The non-Latin-script half is in \`../b/\`.

${rows.length} documents (${countries} countries), ${(bytes / 1e6).toFixed(1)} MB. ${kinds}.

## How it is made

\`scripts/blind-corpus/a/\`:
- \`docs-*.ts\` — one function per report: the page is drawn as positioned text (points, top-left origin)
  and every printed result row records its ground truth at the moment it is drawn (\`model.ts\`,
  \`table-doc.ts\`), so truth and page cannot drift apart.
- \`render.ts\` — three PDF producers so fonts differ: **Chromium** headless print-to-PDF of absolutely
  positioned HTML (embedded TrueType subsets, CID), **pdfkit** (text placed at absolute positions, CID
  Identity-H fonts, also used for the rotated page and the landscape page) and **matplotlib** with
  \`pdf.fonttype = 3\` (\`render-mpl.py\`; Type 3 fonts without a ToUnicode map).
- \`degrade.ts\` — the 200-dpi scan (pdftoppm gray → ImageMagick tilt ±0.6°, noise, levels → JPEG q50 →
  image-only PDF via pdfkit) and the phone photo (page 1 at 150 dpi → perspective, vignette light, blur,
  noise, desaturation, JPEG q45).
- \`generate.ts\` — builds everything and writes this README.

Regenerate (needs \`/usr/bin/chromium\`, poppler-utils, ImageMagick, \`python3-matplotlib\`):

\`\`\`sh
npm run corpus:blind:a              # everything (2–10 minutes, depending on the machine's load)
npm run corpus:blind:a -- a-de a-br # only ids with these prefixes (the README table is rebuilt from all truth files)
\`\`\`

Output is deterministic apart from PDF timestamps/ids.

## Scoring (black box, over HTTP)

\`scripts/blind-corpus/score-http.ts\` (shared with half B) posts every file to
\`POST /api/v12/18-09-2026/analyze\` (\`language=en\`) and compares the answer with the truth: analyte recall,
value / unit / range / flag right, metadata right, phantom rows, abnormal-missing; per kind, language,
split and class. The first read of the ORIGINAL parser (commit 3547034) is in
\`../first-read-a.json\`:

\`\`\`sh
git -C /work/main worktree add /work/baseline 3547034      # once
# build /work/baseline, start it with PORT=3400 DATA_DIR=/tmp/baseline-data node scripts/start.mjs, then:
npx tsx scripts/blind-corpus/score-http.ts --dir fixtures/blind-corpus/a --url http://127.0.0.1:3400 \\
  --username demo --password "$(grep -o 'password=[^ ]*' /tmp/baseline-data/demo-credentials.txt | cut -d= -f2)" \\
  --concurrency 2 --out fixtures/blind-corpus/first-read-a.json
\`\`\`

Each production request costs a credit: give the account credits first (\`npm run account -- credits
--username demo --add 5000\` with the server stopped). Image documents take about a minute each on a
loaded 2-core machine.

## Ground truth (\`<id>.truth.json\`)

\`{ id, source, kind, files, language, country, producer, layout, split, classes, pages, metadata,
parameters[], not_results[] }\` — one parameter per row the page shows as a patient RESULT:
\`analyte_id\` (from /work/team/analyte-ids.tsv), \`name\` as printed, \`value\` as printed with the decimal
sign normalised to "." and thousands separators removed (qualitative text as printed), \`unit\` as
printed, \`range\` normalised (\`a-b\`, \`<x\`, \`>x\`, \`<=x\`, \`>=x\`, sex bands \`M: a-b / F: c-d\`, the
band that applies to the patient for age-banded columns, text such as \`Negativo\` kept), \`flag\` as
printed (arrows and High/Low → H/L), \`abnormal\` = the lab's verdict (its flag, its bold print, or the
value against its printed range). \`not_results\` lists printed strings that look like results but are
not: previous results (\`Vorwert\`, \`Antériorités\`), restated values in a second unit, interpretive tables
(NCEP lipid table, eGFR stages, diabetes targets), footnotes.

Metadata: \`patient_name\` as printed (order and case of the report, honorifics dropped); \`lab_country\` is null
(no report prints a country); \`lab_name\` is the institution (not the department line below it); \`lab_city\` the lab's
city (not the patient's address); \`patient_age\` in years at collection, also when only a date of birth is
printed.

## Splits

\`tune\` may be looked at and tuned on; \`holdout\` must stay untouched and is what is reported. Text
reports alternate by country and layout family. A **scan** goes to the OTHER half than its source text
PDF, so every country appears in both halves; a **photo** stays in its source's half. Consequence: a
holdout scan can share its layout and values with a tune text PDF — for a strictly unseen figure use
holdout rows whose \`source\` is itself holdout (the scorer prints both).

## Classes

\`8.n\` = failure class n of issue 8, \`15.X\` = class X of issue 15 (e.g. 8.3 previous-results column,
8.4 block layout, 8.5 double result columns, 8.6 locale unit words, 8.7 metadata, 15.B unit-less rows,
15.C staged eGFR text, 15.D flag arrows glued to values, 15.E footnotes/interpretive tables, 15.F
thousands separators, 15.G sex/age-banded ranges, 15.H superscripts, 15.I multi-page, 15.K metadata forms).

## Documents

| id | country | language | producer | kind | layout | split | classes |
|---|---|---|---|---|---|---|---|
${table}
`;
}
