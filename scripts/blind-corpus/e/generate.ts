/**
 * Blind corpus, part E: non-Latin scripts and countries the earlier parts did not use, with scans and
 * phone photos. Builds every report, renders it with its producer, derives the 200-dpi scan and / or the
 * phone photo of page 1, and writes `<id>.truth.json` beside each file (truth taken from the same
 * objects that drew the page). A source and its image variants share one split.
 *
 *   npm run corpus:blind:e              # all
 *   npm run corpus:blind:e -- e-jp e-ua # only ids starting with these prefixes
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makePhoto, makeScan } from '../a/degrade';
import type { TruthParam } from '../a/model';
import { renderPdfkit as renderPdfkitA } from '../a/render';
import { rows as bRows } from '../b/model';
import { renderType3 } from '../b/render-type3';
import { DOCS, type Doc } from './docs';
import { readme, type ReadmeRow } from './readme';
import { renderChromiumE } from './render-chromium';

const OUT = resolve(import.meta.dirname, '../../../fixtures/blind-corpus/e');

const KNOWN = new Set(
  readFileSync('/work/team/analyte-ids.tsv', 'utf8')
    .split('\n')
    .map((l) => l.split('\t')[0])
    .filter(Boolean),
);

type P = Omit<TruthParam, 'page'>;
interface Common {
  id: string;
  language: string;
  country: string;
  layout: string[];
  split: 'tune' | 'holdout';
  classes: string[];
  metadata: Record<string, string | null>;
  params: P[];
  firstPageParams: P[];
  notResults: string[];
}

function pageCount(file: string): number {
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1] ?? 1);
}

async function render(d: Doc, pdf: string): Promise<{ producer: string; c: Common }> {
  if (d.model === 'a') {
    const r = d.build();
    const s = r.spec;
    if (s.producer === 'chromium') renderChromiumE(r, pdf);
    else await renderPdfkitA(r, pdf, s.font ?? 'dejavu');
    const producer = s.producer === 'chromium' ? 'chromium-print-to-pdf' : 'pdfkit';
    const strip = ({ page: _p, ...p }: TruthParam): P => p;
    return {
      producer,
      c: {
        id: s.id, language: s.language, country: s.country, layout: s.layout, split: s.split, classes: s.classes,
        metadata: { ...s.metadata }, params: r.params.map(strip),
        firstPageParams: r.params.filter((p) => p.page === 1).map(strip), notResults: r.notResults,
      },
    };
  }
  const rep = d.rep;
  await renderType3(rep, pdf);
  const params = bRows(rep).map((row) => ({
    // a flag printed as `*` is kept as printed (the convention of the README); letters stay H / L
    analyte_id: row.id, name: row.name, value: row.value, unit: row.unit, range: row.range, flag: row.flagPrinted === '*' ? '*' : row.flag,
    abnormal: row.abnormal ?? row.flag !== null,
  }));
  // the Type 3 reports of part E fit on one page: the photo shows every row
  return {
    producer: 'type3-writer (Type 3 + ToUnicode)',
    c: {
      id: rep.id, language: rep.language, country: rep.country, layout: rep.layout, split: rep.split, classes: rep.classes,
      metadata: { ...rep.metadata }, params, firstPageParams: params, notResults: rep.notResults,
    },
  };
}

function truthJson(c: Common, id: string, kind: string, files: string[], producer: string, pages: number, params: P[]): string {
  return `${JSON.stringify(
    {
      id, source: c.id, kind, files, language: c.language, country: c.country, producer, layout: c.layout,
      split: c.split, classes: c.classes, pages, metadata: c.metadata, parameters: params, not_results: c.notResults,
    },
    null,
    2,
  )}\n`;
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  mkdirSync(OUT, { recursive: true });
  const seen = new Set<string>();
  let seed = 211;
  for (const d of DOCS) {
    seed += 1;
    const id = d.model === 'a' ? d.build().spec.id : d.rep.id;
    if (seen.has(id)) throw new Error(`duplicate id ${id}`);
    seen.add(id);
    if (only.length && !only.some((o) => id.startsWith(o))) continue;
    const pdf = join(OUT, `${id}.pdf`);
    const { producer, c } = await render(d, pdf);
    for (const p of c.params) if (!KNOWN.has(p.analyte_id)) throw new Error(`${id}: unknown analyte id ${p.analyte_id}`);
    const pages = pageCount(pdf);
    writeFileSync(join(OUT, `${id}.truth.json`), truthJson(c, id, 'text_pdf', [`${id}.pdf`], producer, pages, c.params));
    console.log(`${id}: ${pages} page(s), ${c.params.length} results, ${c.notResults.length} not-results (${producer})`);
    if (d.derive.includes('scan')) {
      const scanId = `${id}-scan`;
      await makeScan(pdf, join(OUT, `${scanId}.pdf`), seed);
      const p = `${producer} → pdftoppm 200 dpi gray → ImageMagick (tilt, noise) → pdfkit image-only`;
      writeFileSync(join(OUT, `${scanId}.truth.json`), truthJson(c, scanId, 'scan_pdf', [`${scanId}.pdf`], p, pages, c.params));
    }
    if (d.derive.includes('photo')) {
      const photoId = `${id}-photo`;
      makePhoto(pdf, join(OUT, `${photoId}.jpg`), seed);
      const p = `${producer} → pdftoppm 150 dpi page 1 → ImageMagick (perspective, light, blur, JPEG q45)`;
      writeFileSync(join(OUT, `${photoId}.truth.json`), truthJson(c, photoId, 'photo', [`${photoId}.jpg`], p, 1, c.firstPageParams));
    }
  }
  // the README table is rebuilt from every truth file on disk, so a partial run keeps it complete
  const all: ReadmeRow[] = readdirSync(OUT)
    .filter((f) => f.endsWith('.truth.json'))
    .map((f) => JSON.parse(readFileSync(join(OUT, f), 'utf8')) as ReadmeRow & { files: string[] })
    .map((t) => ({ ...t, producer: t.producer.replace(/ →.*$/, ''), size: t.files.reduce((a, f) => a + statSync(join(OUT, f)).size, 0) }))
    .sort((a, b) => a.id.localeCompare(b.id));
  writeFileSync(join(OUT, 'README.md'), readme(all));
  console.log(`corpus part e: ${all.length} documents`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
