/** Text of fixtures/blind-corpus/c/README.md, written by the generator so the table never drifts. */

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
  size: number;
}

const PATTERNS: [string, string][] = [
  ['S1', 'page footer with a street address, postcode and phone numbers close to the result rows — not results'],
  ['S2', 'header / legal footer on every page (accreditation numbers, "Page 1 of 2", report ids, signatures) — not results'],
  ['S3', 'differential count: an "Absolute counts" heading, then rows repeating the % rows\' names — both are results, different ids'],
  ['S4', 'Russian / Ukrainian CBC with "… абс." / "абсолютное" rows and "… %" rows'],
  ['S5', 'lipid panel with VLDL, non-HDL, LDL (calc) and LDL direct side by side, Chol/HDL ratio'],
  ['S6', 'blood panel followed by a urine dipstick / microscopy section whose names overlap blood analytes — urine ids'],
  ['S7', 'cumulative report: current column plus 2–4 previous dated columns (previous values are not results)'],
  ['S8', '"Name : value unit (range)" colon layout; names wrapped over two lines'],
  ['S9', 'block layout with sex-labelled ranges ("Men: 13.0–17.0 / Women: 12.0–15.0")'],
  ['S10', 'flags only as `*`, bold, H/L column, arrows glued to numbers (`186*`, `5.70↑`)'],
  ['S11', 'Chinese hospital rows: number, name + Latin abbreviation (also glued: `游离甲状腺素FT4`), arrow, unit, `3.5--9.5`; unit-less rows'],
  ['S12', 'Indian reports: `5,100 cumm`, `lakhs/cumm`, `mill/cumm`, "Lab No.", d/m/y dates'],
  ['S13', 'interpretive rows and tables that look like results (thrombosis risk, NCEP, eGFR stages, HbA1c targets, IGF-1 by age) — not results'],
  ['S14', 'locale units and date labels: cells/mcL, x10E3/uL, milhões/mm³, "Coletado em", Tsd./µl, "Prélèvement"'],
  ['S15', 'names: AST:ALT ratio, hs-CRP, Transferrin saturation, A:G ratio, Globulin, Amylase, Mentzer index, "Vitamin B12; Cyanocobalamin"'],
  ['S16', 'metadata traps: lab name above a department line, "Lab No." beside it, dd/mm/yyyy, age only as a date of birth'],
];

export function readme(rows: ReadmeRow[]): string {
  const count = (f: (r: ReadmeRow) => boolean): number => rows.filter(f).length;
  const kinds = ['text_pdf', 'scan_pdf', 'photo']
    .map((k) => `${k}: ${count((r) => r.kind === k && r.split === 'tune')} tune / ${count((r) => r.kind === k && r.split === 'holdout')} holdout`)
    .join('; ');
  const texts = rows.filter((r) => r.kind === 'text_pdf');
  const perPattern = PATTERNS.map(([p, what]) => {
    const t = count((r) => r.kind === 'text_pdf' && r.split === 'tune' && r.classes.includes(p));
    const h = count((r) => r.kind === 'text_pdf' && r.split === 'holdout' && r.classes.includes(p));
    return `| ${p} | ${what} | ${t} | ${h} |`;
  }).join('\n');
  const table = rows
    .map((x) => `| ${x.id} | ${x.country} | ${x.language} | ${x.producer} | ${x.kind} | ${x.parameters.length} | ${x.layout.join(', ')} | ${x.split} | ${x.classes.join(' ')} |`)
    .join('\n');
  const bytes = rows.reduce((a, r) => a + r.size, 0);
  return `# Blind corpus, part C — failure patterns of real laboratory reports

Synthetic laboratory reports written WITHOUT reading the parser (\`lib/documents\`, the blood-test module,
the analyte alias lists, the interpretation code or the product's own fixtures). Each reproduces one or
more layouts that made the service fail on REAL published reports (issues 8 and 15): the patterns S1–S16
below. Every patient, laboratory, address, phone number and identifier is invented.

${rows.length} documents (${texts.length} text PDFs from ${new Set(texts.map((r) => r.country)).size} countries), ${(bytes / 1e6).toFixed(1)} MB. ${kinds}.

## How it is made

\`scripts/blind-corpus/c/\` reuses the tooling of parts A and B by import:
- \`docs-*.ts\` — one function (or report object) per source document; \`kit.ts\` adds the layouts part C
  needs on top of \`../a/model.ts\` (colon rows, wrapped names, block rows with sex-labelled ranges,
  interpretive tables). Every printed result records its truth when it is drawn.
- Producers: **Chromium** print-to-PDF (\`../a/render.ts\`, TrueType subsets), **pdfkit** (\`../a/render.ts\`
  or \`../b/render-pdfkit.ts\` for CJK: CID / Identity-H) and the **Type 3** writer of part B
  (\`../b/render-type3.ts\`: every font Type 3 with a ToUnicode map — the font kind of the real Chinese
  report; matplotlib is not installed on this machine, so part B's writer stands in for it).
- \`../a/degrade.ts\` — 200-dpi scan (image-only PDF) and phone photo (page 1).
- \`generate.ts\` — builds everything and writes this README.

\`\`\`sh
npm run corpus:blind:c              # everything
npm run corpus:blind:c -- c-ru c-cn # only ids with these prefixes (this README is rebuilt from all truth files)
\`\`\`

## Truth

Same format as part A (\`../a/README.md\`, "Ground truth"): \`parameters[]\` = every row the page shows as a
patient result (\`analyte_id\` from /work/team/analyte-ids.tsv; value with "." decimals and no thousands
separators; range normalised, sex bands as \`M: a-b / F: c-d\`; \`flag\` as printed (arrows and High/Low → H/L, \`*\` and \`+\` kept; null when only bold marks it);
\`abnormal\` = the lab's verdict), \`not_results[]\` = printed strings that look like results and are not
(previous results, interpretive tables, addresses, phone and accreditation numbers). A printed result
with no analyte id in the catalogue (AST:ALT ratio, Mentzer index) is listed in \`not_results\`: it must not
come back as another analyte. Urine rows carry urine ids. \`lab_country\` is null unless the page prints the
country; \`patient_age\` is in years at collection, computed from the date of birth when only that is printed.

## Splits

A source and all its variants (scan, photo) are in ONE split. Half the sources are \`tune\` (may be read
and tuned on), half \`holdout\` (never looked at while tuning; the figure to report); every pattern has
text PDFs in both halves.

## Scoring

\`\`\`sh
npx tsx scripts/bench/extraction.ts --blind-only --only=c-            # tune misses: add --misses
\`\`\`

\`--only\` matches a substring, so \`c-\` also takes in nine part-B documents (\`b-cn-01-cbc-…\`, \`b-ru-01-cbc-…\`,
\`b-eg-0…-arabic-…\`). The first read in \`../first-read-c.txt\` was taken with the same bench restricted to ids that
START with \`c-\` (a copy of \`scripts/bench/blind-corpus.ts\` whose filter is \`startsWith\`), on the parser as it was at the
start of the session (commit 7ba2021, before anyone tuned on this part).

## Patterns (text PDFs per split)

| pattern | what | tune | holdout |
|---|---|---|---|
${perPattern}

## Documents

| id | country | language | producer | kind | results | layout | split | patterns |
|---|---|---|---|---|---|---|---|---|
${table}
`;
}
