/**
 * Blind corpus, part D: Latin-script and English reports from countries parts A–C did not use. Builds
 * every report, renders it with its producer, derives the scan / phone photo of the reports marked for
 * it, and writes `<id>.truth.json` beside each file. A source and its image variants share one split.
 *
 *   npm run corpus:blind:d              # all
 *   npm run corpus:blind:d -- d-ie d-cl # only ids starting with these prefixes
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makePhoto, makeScan } from '../a/degrade';
import type { TruthParam } from '../a/model';
import { renderChromium, renderPdfkit as renderPdfkitA } from '../a/render';
import { printedFlag, type Report as BReport, rows as bRows } from '../b/model';
import { renderType3 } from '../b/render-type3';
import type { Doc } from './doc';
import { DOCS } from './docs';
import { readme, type ReadmeRow } from './readme';
import { renderChromiumColour, renderPdfkitColour } from './render-colour';

const OUT = resolve(import.meta.dirname, '../../../fixtures/blind-corpus/d');

const KNOWN = new Set(
  readFileSync(existsSync('/work/team/analyte-ids.tsv') ? '/work/team/analyte-ids.tsv' : resolve(import.meta.dirname, '../b/analyte-ids.tsv'), 'utf8')
    .split('\n')
    .map((l) => l.split('\t')[0])
    .filter(Boolean),
);

type Param = Omit<TruthParam, 'page'>;

interface Common {
  id: string;
  language: string;
  country: string;
  layout: string[];
  split: 'tune' | 'holdout';
  metadata: Record<string, string | null>;
  params: Param[];
  firstPageParams: Param[];
  notResults: string[];
}

function pageCount(file: string): number {
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1] ?? 1);
}

const ARROWS: Record<string, string> = { '↑': 'H', '↓': 'L', '↑↑': 'H', '↓↓': 'L' };

/** Truth of a part-B-model report: the flag as printed on the page (arrows → H/L), not the model's code. */
function bParams(rep: BReport): Param[] {
  return bRows(rep).map((row) => {
    const printed = printedFlag(row, rep);
    return {
      analyte_id: row.id, name: row.name, value: row.value, unit: row.unit, range: row.range,
      flag: printed ? (ARROWS[printed] ?? printed) : null,
      abnormal: row.abnormal ?? row.flag !== null,
    };
  });
}

/** Renders one document to `<id>.pdf`; returns its producer name and the fields its truth needs. */
async function render(d: Doc, pdf: string): Promise<{ producer: string; c: Common }> {
  if (d.model === 'a') {
    const r = d.build();
    const s = r.spec;
    let producer: string;
    if (s.producer === 'chromium') {
      if (d.colour) renderChromiumColour(r, pdf);
      else renderChromium(r, pdf);
      producer = 'chromium-print-to-pdf';
    } else {
      if (d.colour) await renderPdfkitColour(r, pdf, s.font === 'dejavu' ? 'dejavu' : 'sans');
      else await renderPdfkitA(r, pdf, s.font ?? 'sans');
      producer = 'pdfkit';
    }
    const strip = ({ page: _p, ...p }: TruthParam): Param => p;
    return {
      producer,
      c: {
        id: s.id, language: s.language, country: s.country, layout: s.layout, split: s.split, metadata: { ...s.metadata },
        params: r.params.map(strip), firstPageParams: r.params.filter((p) => p.page === 1).map(strip), notResults: r.notResults,
      },
    };
  }
  const rep = d.rep;
  await renderType3(rep, pdf);
  const params = bParams(rep);
  // the Type 3 reports of part D fit on one page: the photo would show every row
  return {
    producer: 'type3-writer (Type 3 + ToUnicode)',
    c: {
      id: rep.id, language: rep.language, country: rep.country, layout: rep.layout, split: rep.split,
      metadata: { ...rep.metadata }, params, firstPageParams: params, notResults: rep.notResults,
    },
  };
}

function truthJson(c: Common, id: string, kind: string, files: string[], producer: string, pages: number, params: Param[]): string {
  return `${JSON.stringify(
    {
      id, source: c.id, kind, files, language: c.language, country: c.country, producer, layout: c.layout,
      split: c.split, classes: [], pages, metadata: c.metadata, parameters: params, not_results: c.notResults,
    },
    null,
    2,
  )}\n`;
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  mkdirSync(OUT, { recursive: true });
  const seen = new Set<string>();
  let seed = 131;
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
    if (d.derive === 'scan') {
      const scanId = `${id}-scan`;
      await makeScan(pdf, join(OUT, `${scanId}.pdf`), seed);
      const p = `${producer} → pdftoppm 200 dpi gray → ImageMagick (tilt, noise) → pdfkit image-only`;
      writeFileSync(join(OUT, `${scanId}.truth.json`), truthJson(c, scanId, 'scan_pdf', [`${scanId}.pdf`], p, pages, c.params));
    } else if (d.derive === 'photo') {
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
  console.log(`corpus part d: ${all.length} documents`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
