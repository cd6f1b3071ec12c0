/**
 * Blind corpus, half A: builds every report, renders it with its producer, derives scans and
 * phone photos for the reports marked `derive`, and writes `<id>.truth.json` beside each file.
 *
 *   npm run corpus:blind:a            # all
 *   npm run corpus:blind:a -- a-de-01 # only ids starting with the given prefixes
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makePhoto, makeScan } from './degrade';
import type { Report, TruthParam } from './model';
import { renderChromium, renderMatplotlib, renderPdfkit } from './render';
import { docs as americas } from './docs-americas';
import { docs as brazil } from './docs-brazil';
import { docs as centralEurope } from './docs-central-europe';
import { docs as westEurope } from './docs-west-europe';
import { docs as asiaAfrica } from './docs-asia-africa';
import { docs as northEast } from './docs-north-east';
import { readme } from './readme';

const OUT = resolve(import.meta.dirname, '../../../fixtures/blind-corpus/a');
const ALL: Array<() => Report> = [...americas, ...brazil, ...westEurope, ...centralEurope, ...northEast, ...asiaAfrica];

interface TruthFile {
  id: string;
  country: string;
  language: string;
  producer: string;
  kind: string;
  layout: string[];
  split: string;
  classes: string[];
  files: string[];
}

interface Row {
  id: string;
  country: string;
  language: string;
  producer: string;
  kind: string;
  layout: string;
  split: string;
  classes: string;
  size: number;
}

function truthJson(
  r: Report,
  id: string,
  kind: string,
  files: string[],
  producer: string,
  pages: number,
  params: TruthParam[],
): string {
  const s = r.spec;
  return `${JSON.stringify(
    {
      id,
      source: s.id,
      kind,
      files,
      language: s.language,
      country: s.country,
      producer,
      layout: s.layout,
      split: s.split,
      classes: s.classes,
      pages,
      // no report of this half prints its country (labs print street and city only): not printed → null
      metadata: { ...s.metadata, lab_country: null },
      parameters: params.map(({ page: _page, ...p }) => p),
      not_results: r.notResults,
    },
    null,
    2,
  )}\n`;
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  mkdirSync(OUT, { recursive: true });
  const rows: Row[] = [];
  let seed = 11;
  for (const build of ALL) {
    const r = build();
    const s = r.spec;
    seed += 1;
    if (only.length && !only.some((o) => s.id.startsWith(o))) continue;
    const pdf = join(OUT, `${s.id}.pdf`);
    const producerName = { chromium: 'chromium-print-to-pdf', pdfkit: 'pdfkit', matplotlib: 'matplotlib-type3' }[s.producer];
    if (s.producer === 'chromium') renderChromium(r, pdf);
    else if (s.producer === 'pdfkit') await renderPdfkit(r, pdf, s.font ?? 'sans');
    else renderMatplotlib(r, pdf);
    writeFileSync(
      join(OUT, `${s.id}.truth.json`),
      truthJson(r, s.id, 'text_pdf', [`${s.id}.pdf`], producerName, r.pages.length, r.params),
    );
    const base = { country: s.country, language: s.language, layout: s.layout.join(', '), classes: s.classes.join(' ') };
    rows.push({ id: s.id, ...base, producer: producerName, kind: 'text_pdf', split: s.split, size: statSync(pdf).size });
    console.log(`${s.id}: ${r.pages.length} page(s), ${r.params.length} results (${s.producer})`);
    if (s.derive) {
      // the image versions go to the other half of the split than their source: the same layout
      // is then seen as text in one half and as pixels in the other
      const flip = s.split === 'tune' ? 'holdout' : 'tune';
      const scanId = `${s.id}-scan`;
      await makeScan(pdf, join(OUT, `${scanId}.pdf`), seed);
      writeFileSync(
        join(OUT, `${scanId}.truth.json`),
        truthJson(
          { ...r, spec: { ...s, split: flip } } as Report,
          scanId,
          'scan_pdf',
          [`${scanId}.pdf`],
          `${producerName} → pdftoppm 200 dpi gray → ImageMagick (tilt, noise) → pdfkit image-only`,
          r.pages.length,
          r.params,
        ),
      );
      rows.push({ id: scanId, ...base, producer: 'scan of ' + producerName, kind: 'scan_pdf', split: flip, size: statSync(join(OUT, `${scanId}.pdf`)).size });
      if (s.derive === 'scan') continue;
      const photoId = `${s.id}-photo`;
      makePhoto(pdf, join(OUT, `${photoId}.jpg`), seed);
      writeFileSync(
        join(OUT, `${photoId}.truth.json`),
        truthJson(
          { ...r, spec: { ...s, split: s.split } } as Report,
          photoId,
          'photo',
          [`${photoId}.jpg`],
          `${producerName} → pdftoppm 150 dpi page 1 → ImageMagick (perspective, light, blur, JPEG q45)`,
          1,
          r.params.filter((p) => p.page === 1),
        ),
      );
      rows.push({ id: photoId, ...base, producer: 'photo of ' + producerName, kind: 'photo', split: s.split, size: statSync(join(OUT, `${photoId}.jpg`)).size });
    }
  }
  // the README table is rebuilt from every truth file on disk, so a partial run keeps it complete
  const all: Row[] = readdirSync(OUT)
    .filter((f) => f.endsWith('.truth.json'))
    .map((f) => JSON.parse(readFileSync(join(OUT, f), 'utf8')) as TruthFile)
    .map((t) => ({
      id: t.id,
      country: t.country,
      language: t.language,
      producer: t.producer.replace(/ →.*$/, '') + (t.kind === 'text_pdf' ? '' : ` (${t.kind === 'photo' ? 'photo' : 'scan'})`),
      kind: t.kind,
      layout: t.layout.join(', '),
      split: t.split,
      classes: t.classes.join(' '),
      size: t.files.reduce((a, f) => a + statSync(join(OUT, f)).size, 0),
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
  const table = all
    .map((x) => `| ${x.id} | ${x.country} | ${x.language} | ${x.producer} | ${x.kind} | ${x.layout} | ${x.split} | ${x.classes} |`)
    .join('\n');
  const total = all.reduce((a, b) => a + b.size, 0);
  writeFileSync(join(OUT, 'README.md'), readme(all, table, total));
  console.log(`${rows.length} documents written; corpus: ${all.length} documents, ${(total / 1e6).toFixed(1)} MB`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
