/**
 * Blind corpus, part F: the layouts the parser is known to struggle with (range-first cumulative columns,
 * range before the value, population-banded reference blocks, prothrombin time with its control,
 * % and absolute count on one row, urine sections after blood, colon before the value, two-column pages and
 * skewed photos, flag columns and colour-only marks). Builds every report, renders it with its producer,
 * derives its scan / phone photos, and writes `<id>.truth.json` beside each file.
 *
 *   npm run corpus:blind:f              # all
 *   npm run corpus:blind:f -- f-pk f-br # only ids starting with these prefixes
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makePhoto, makeScan } from '../a/degrade';
import type { TruthParam } from '../a/model';
import { renderChromium, renderPdfkit as renderPdfkitA } from '../a/render';
import { printedFlag, printedValue, type Report as BReport, rows as bRows } from '../b/model';
import { renderType3 } from '../b/render-type3';
import { renderChromiumColour, renderPdfkitColour } from '../d/render-colour';
import { type Doc, DOCS } from './docs';
import { NR } from './docs-t3';
import { makeSkewedPhoto } from './photo';
import { readme, type ReadmeRow } from './readme';

const OUT = resolve(import.meta.dirname, '../../../fixtures/blind-corpus/f');

const KNOWN = new Set(
  readFileSync(existsSync('/work/team/analyte-ids.tsv') ? '/work/team/analyte-ids.tsv' : resolve(import.meta.dirname, '../b/analyte-ids.tsv'), 'utf8')
    .split('\n')
    .map((l) => l.split('\t')[0])
    .filter(Boolean),
);

type Param = Omit<TruthParam, 'page'> & { note?: string };
type NotResult = string | { name: string; text: string };

interface Common {
  id: string;
  language: string;
  country: string;
  layout: string[];
  split: 'tune' | 'holdout';
  classes: string[];
  metadata: Record<string, string | null>;
  params: Param[];
  firstPageParams: Param[];
  notResults: NotResult[];
}

function pageCount(file: string): number {
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1] ?? 1);
}

const ARROWS: Record<string, string> = { '↑': 'H', '↓': 'L', '↑↑': 'H', '↓↓': 'L' };

/** Truth of a part-B-model report: flag as printed (none when the page has no flag column), NR rows → not_results. */
function bTruth(rep: BReport): { params: Param[]; notResults: NotResult[] } {
  const printsFlag = rep.flagGlue || rep.columns.some((c) => c.key === 'flag' || c.key === 'flag2');
  const params: Param[] = [];
  const notResults: NotResult[] = [...rep.notResults];
  for (const row of bRows(rep)) {
    if (row.id === NR) {
      notResults.push({ name: row.name, text: `${row.name} ${printedValue(row, rep)}${row.unit ? ` ${row.unit}` : ''}` });
      continue;
    }
    const printed = printsFlag ? printedFlag(row, rep) : '';
    params.push({
      analyte_id: row.id, name: row.name, value: row.value, unit: row.unit, range: row.range,
      flag: printed ? (ARROWS[printed] ?? printed) : null,
      abnormal: row.abnormal ?? row.flag !== null,
    });
    if (row.previous) notResults.push(row.previous);
  }
  return { params, notResults };
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
        id: s.id, language: s.language, country: s.country, layout: s.layout, split: s.split, classes: s.classes, metadata: { ...s.metadata },
        params: r.params.map(strip), firstPageParams: r.params.filter((p) => p.page === 1).map(strip), notResults: r.notResults as NotResult[],
      },
    };
  }
  const rep = d.rep;
  await renderType3(rep, pdf);
  const { params, notResults } = bTruth(rep);
  // the Type 3 reports of part F fit on one page: a photo would show every row
  return {
    producer: 'type3-writer (Type 3 + ToUnicode)',
    c: {
      id: rep.id, language: rep.language, country: rep.country, layout: rep.layout, split: rep.split, classes: rep.classes,
      metadata: { ...rep.metadata }, params, firstPageParams: params, notResults,
    },
  };
}

/** Warns when a truth row's verdict disagrees with its own value and range (a slip in a document file). */
function check(id: string, params: Param[]): void {
  for (const p of params) {
    const v = Number(p.value);
    if (!Number.isFinite(v)) continue;
    let out: boolean | null = null;
    let m = /^(-?[\d.]+)-(-?[\d.]+)$/.exec(p.range);
    if (m) out = v < Number(m[1]) || v > Number(m[2]);
    else if ((m = /^<(=?)(-?[\d.]+)$/.exec(p.range))) out = m[1] ? v > Number(m[2]) : v >= Number(m[2]);
    else if ((m = /^>(=?)(-?[\d.]+)$/.exec(p.range))) out = m[1] ? v < Number(m[2]) : v <= Number(m[2]);
    if (out !== null && out !== p.abnormal) console.warn(`  WARN ${id}: ${p.name} ${p.value} range ${p.range} abnormal=${p.abnormal}`);
    if (p.range && !/^(<=?|>=?)?-?[\d.]+(-[\d.]+)?$/.test(p.range) && !p.note) console.warn(`  NOTE ${id}: ${p.name} range kept as text "${p.range}"`);
  }
}

function truthJson(c: Common, id: string, kind: string, files: string[], producer: string, pages: number, params: Param[]): string {
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
    check(id, c.params);
    const pages = pageCount(pdf);
    writeFileSync(join(OUT, `${id}.truth.json`), truthJson(c, id, 'text_pdf', [`${id}.pdf`], producer, pages, c.params));
    console.log(`${id}: ${pages} page(s), ${c.params.length} results, ${c.notResults.length} not-results (${producer})`);
    for (const v of d.derive ?? []) {
      if (v.kind === 'scan') {
        const scanId = `${id}-scan`;
        await makeScan(pdf, join(OUT, `${scanId}.pdf`), seed);
        const p = `${producer} → pdftoppm 200 dpi gray → ImageMagick (tilt, noise) → pdfkit image-only`;
        writeFileSync(join(OUT, `${scanId}.truth.json`), truthJson(c, scanId, 'scan_pdf', [`${scanId}.pdf`], p, pages, c.params));
      } else {
        const photoId = `${id}-photo`;
        let p: string;
        if (v.skew) {
          makeSkewedPhoto(pdf, join(OUT, `${photoId}.jpg`), seed, v.skew);
          p = `${producer} → pdftoppm 150 dpi page 1 → ImageMagick (perspective, rotated ${v.skew}°, light, blur, JPEG q50)`;
        } else {
          makePhoto(pdf, join(OUT, `${photoId}.jpg`), seed);
          p = `${producer} → pdftoppm 150 dpi page 1 → ImageMagick (perspective, light, blur, JPEG q45)`;
        }
        // every photo is a skewed / perspective shot of a dense table: class F8 as well
        const cp = { ...c, classes: [...new Set([...c.classes, 'F8'])] };
        writeFileSync(join(OUT, `${photoId}.truth.json`), truthJson(cp, photoId, 'photo', [`${photoId}.jpg`], p, 1, c.firstPageParams));
      }
    }
  }
  // the README table is rebuilt from every truth file on disk, so a partial run keeps it complete
  const all: ReadmeRow[] = readdirSync(OUT)
    .filter((f) => f.endsWith('.truth.json'))
    .map((f) => JSON.parse(readFileSync(join(OUT, f), 'utf8')) as ReadmeRow & { files: string[] })
    .map((t) => ({ ...t, producer: t.producer.replace(/ →.*$/, ''), size: t.files.reduce((a, f) => a + statSync(join(OUT, f)).size, 0) }))
    .sort((a, b) => a.id.localeCompare(b.id));
  writeFileSync(join(OUT, 'README.md'), readme(all));
  console.log(`corpus part f: ${all.length} documents`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
