// Black-box scorer of the blind corpus: posts every document of one or more corpus folders to the running
// service's v12 analyze endpoint and compares the answer with <id>.truth.json. Knows nothing of the parser:
// returned rows are mapped to analyte ids only through the English and short names of the analyte list.
//
// Usage:
//   npx tsx scripts/blind-corpus/score-http.ts --dir fixtures/blind-corpus/b [--dir …] --out result.json \
//     --url http://127.0.0.1:3401 --username demo --password … [--only <id-substring>] [--concurrency 2]
//
// Figures per kind, per language and per split: analyte recall (truth row found with the right analyte),
// value / unit / flag right (over all truth rows), range right (over rows with a printed range), metadata right
// (over printed fields), UNRECOGNISED rows (a returned row whose name maps to no analyte but whose value is that of
// a truth row not found otherwise: the row was read, the analyte not), PHANTOM rows (returned rows matching no
// truth row at all) and ABNORMAL-MISSING (truth abnormal rows missing or returned without high/low).
// Every answer's rows are kept in the output, so `--from <output.json>` rescores without posting again.
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface TruthParam {
  analyte_id: string;
  name: string;
  value: string;
  unit: string;
  range: string;
  flag: string | null;
  abnormal: boolean;
}
interface Truth {
  id: string;
  source: string;
  kind: string;
  files: string[];
  language: string;
  country: string;
  producer: string;
  split: string;
  classes: string[];
  metadata: Record<string, string | null>;
  parameters: TruthParam[];
  not_results: string[];
}
interface Returned {
  long_name?: string;
  short_name?: string;
  result?: string | number;
  unit?: string;
  range_min?: string | number | null;
  range_max?: string | number | null;
  reference_range?: string;
  evaluation?: string;
}

const HERE = dirname(fileURLToPath(import.meta.url));

function arg(name: string, all = false): string[] {
  const out: string[] = [];
  process.argv.forEach((a, i) => {
    if (a === `--${name}` && process.argv[i + 1]) out.push(process.argv[i + 1] as string);
  });
  return all ? out : out.slice(0, 1);
}

const norm = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** analyte id ← normalised English name / short name, from the team's analyte list (copied beside generator b). */
function nameIndex(): Map<string, string> {
  const candidates = ['/work/team/analyte-ids.tsv', join(HERE, 'b/analyte-ids.tsv')];
  const file = candidates.find((f) => existsSync(f));
  if (!file) throw new Error('analyte-ids.tsv not found');
  const byLong = new Map<string, string>();
  const byShort = new Map<string, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [id, short, long] = line.split('\t');
    if (!id || !long) continue;
    byLong.set(norm(long), id);
    if (short && !byShort.has(norm(short))) byShort.set(norm(short), id);
  }
  // long names win over short ones (PCT is both plateletcrit and procalcitonin)
  const idx = new Map<string, string>(byShort);
  for (const [k, v] of byLong) idx.set(k, v);
  return idx;
}
const INDEX = nameIndex();

function analyteOf(p: Returned): string | null {
  for (const n of [p.long_name, p.short_name]) {
    if (!n) continue;
    const hit = INDEX.get(norm(n));
    if (hit) return hit;
  }
  return null;
}

const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(String(v).replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : null;
};
const close = (a: number | null, b: number | null) =>
  a !== null && b !== null && Math.abs(a - b) <= Math.max(1e-9, Math.abs(b) * 1e-6);

function valueRight(t: TruthParam, p: Returned): boolean {
  const tv = num(t.value);
  if (tv !== null) return close(num(p.result), tv);
  return norm(String(p.result ?? '')) === norm(t.value) || norm(String(p.result ?? '')).includes(norm(t.value));
}

const unitNorm = (u: string) =>
  u
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[μµ]/g, 'u')
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]/g, (c) => String('⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c)))
    .replace(/\s|\^|\*|×|x(?=10)/g, '');
function unitRight(t: TruthParam, p: Returned): boolean {
  return unitNorm(t.unit) === unitNorm(String(p.unit ?? ''));
}

/** The band of a printed "M: a-b / F: c-d" range that applies to the patient, or the range itself. */
function bandFor(range: string, sex: string | null): string {
  const m = /M:\s*([^/]+)\/\s*F:\s*(.+)/.exec(range);
  if (!m) return range;
  return (sex === 'female' ? m[2] : m[1])?.trim() ?? range;
}
function rangeBounds(r: string): [number | null, number | null] | null {
  const s = r.trim();
  let m = /^<\s*=?\s*(-?[\d.]+)$/.exec(s);
  if (m) return [null, Number(m[1])];
  m = /^>\s*=?\s*(-?[\d.]+)$/.exec(s);
  if (m) return [Number(m[1]), null];
  m = /^(-?[\d.]+)\s*-\s*(-?[\d.]+)$/.exec(s);
  if (m) return [Number(m[1]), Number(m[2])];
  return null;
}
function rangeRight(t: TruthParam, p: Returned, sex: string | null): boolean | null {
  if (!t.range) return null; // nothing printed: not scored
  const b = rangeBounds(bandFor(t.range, sex));
  if (!b) return norm(String(p.reference_range ?? '')) === norm(t.range);
  const [lo, hi] = b;
  const rlo = num(p.range_min);
  const rhi = num(p.range_max);
  const loOk = lo === null ? rlo === null || rlo === 0 : close(rlo, lo);
  const hiOk = hi === null ? rhi === null : close(rhi, hi);
  return loOk && hiOk;
}

const direction = (ev: string | undefined): 'H' | 'L' | 'N' | null => {
  if (!ev) return null;
  if (/high/.test(ev)) return 'H';
  if (/low/.test(ev)) return 'L';
  if (ev === 'normal') return 'N';
  return null;
};
function flagRight(t: TruthParam, p: Returned): boolean {
  const d = direction(p.evaluation);
  if (!t.abnormal) return d === 'N' || d === null;
  if (t.flag === 'H' || t.flag === 'HH') return d === 'H';
  if (t.flag === 'L' || t.flag === 'LL') return d === 'L';
  return d === 'H' || d === 'L';
}

const COUNTRY_ALIASES: Record<string, string[]> = {
  unitedstates: ['us', 'usa', 'unitedstatesofamerica'],
  unitedarabemirates: ['uae', 'ae'],
  southkorea: ['korea', 'republicofkorea', 'kr'],
  russia: ['russianfederation', 'ru'],
  hongkong: ['hongkongsar', 'hk', 'china'],
  taiwan: ['tw', 'republicofchina'],
  iran: ['islamicrepublicofiran', 'ir'],
};
function metaRight(field: string, truth: string, got: unknown): boolean {
  if (got === null || got === undefined || got === '') return false;
  const g = String(got);
  if (field === 'patient_age') return num(g) === num(truth);
  if (field === 'lab_date' || field === 'results_date' || field === 'patient_sex') return g.trim() === truth;
  const a = norm(truth);
  const b = norm(g);
  if (a === b) return true;
  if (field === 'lab_country') return (COUNTRY_ALIASES[a] ?? []).includes(b);
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 3 && long.includes(short) && short.length / long.length >= 0.5;
}

interface DocScore {
  id: string;
  kind: string;
  language: string;
  split: string;
  classes: string[];
  status: string;
  http: number;
  ms: number;
  truth: number;
  found: number;
  value: number;
  unit: number;
  range: number;
  rangeScored: number;
  flag: number;
  meta: number;
  metaScored: number;
  phantom: number;
  unrecognised: number;
  abnormal: number;
  abnormalMissing: number;
  error?: string;
  metadata_returned?: Record<string, unknown>;
  returned?: Returned[];
  misses: string[];
  phantoms: string[];
  abnormalMissed: string[];
  metaWrong: string[];
}

async function post(dir: string, t: Truth, url: string, user: string, pass: string): Promise<Posted> {
  const form = new FormData();
  form.set('username', user);
  form.set('password', pass);
  form.set('language', 'en');
  for (const f of t.files) {
    const buf = readFileSync(join(dir, f));
    const type = f.endsWith('.pdf') ? 'application/pdf' : f.endsWith('.png') ? 'image/png' : 'image/jpeg';
    form.append('file', new Blob([buf], { type }), basename(f));
  }
  const t0 = Date.now();
  let http = 0;
  let body: { status?: string; data?: { metadata?: Record<string, unknown>; parameters?: Returned[] }; error?: unknown } = {};
  let error: string | undefined;
  try {
    const res = await fetch(`${url}/api/v12/18-09-2026/analyze`, { method: 'POST', body: form, signal: AbortSignal.timeout(300_000) });
    http = res.status;
    body = (await res.json()) as typeof body;
    if (body.status !== 'success') error = JSON.stringify(body.error ?? body).slice(0, 300);
  } catch (e) {
    error = String(e);
  }
  const ms = Date.now() - t0;
  const returned: Returned[] = (body.data?.parameters ?? []).map((p) => ({
    long_name: p.long_name,
    short_name: p.short_name,
    result: p.result,
    unit: p.unit,
    range_min: p.range_min,
    range_max: p.range_max,
    reference_range: p.reference_range,
    evaluation: p.evaluation,
  }));
  return { status: body.status ?? 'none', http, ms, error, returned, meta: body.data?.metadata ?? {} };
}

interface Posted {
  status: string;
  http: number;
  ms: number;
  error?: string;
  returned: Returned[];
  meta: Record<string, unknown>;
}

function score(t: Truth, r: Posted): DocScore {
  const { status, http, ms, error, returned, meta } = r;
  const sex = t.metadata.patient_sex ?? null;
  const used = new Set<number>();
  const s: DocScore = {
    id: t.id, kind: t.kind, language: t.language, split: t.split, classes: t.classes, status, http, ms,
    truth: t.parameters.length, found: 0, value: 0, unit: 0, range: 0, rangeScored: 0, flag: 0, meta: 0, metaScored: 0,
    phantom: 0, unrecognised: 0, abnormal: 0, abnormalMissing: 0, error, misses: [], phantoms: [], abnormalMissed: [], metaWrong: [],
    metadata_returned: meta, returned,
  };
  const missed: TruthParam[] = [];
  const ids = returned.map(analyteOf);
  for (const tp of t.parameters) {
    if (tp.abnormal) s.abnormal += 1;
    // prefer a returned row of the same analyte whose value matches, then any of that analyte
    let k = returned.findIndex((p, i) => !used.has(i) && ids[i] === tp.analyte_id && valueRight(tp, p));
    if (k < 0) k = ids.findIndex((id, i) => !used.has(i) && id === tp.analyte_id);
    if (k < 0) {
      s.misses.push(`${tp.analyte_id} (${tp.name} ${tp.value})`);
      missed.push(tp);
      if (tp.abnormal) {
        s.abnormalMissing += 1;
        s.abnormalMissed.push(`${tp.analyte_id} ${tp.value}: missing`);
      }
      continue;
    }
    used.add(k);
    const p = returned[k] as Returned;
    s.found += 1;
    if (valueRight(tp, p)) s.value += 1;
    if (unitRight(tp, p)) s.unit += 1;
    const rr = rangeRight(tp, p, sex);
    if (rr !== null) {
      s.rangeScored += 1;
      if (rr) s.range += 1;
    }
    if (flagRight(tp, p)) s.flag += 1;
    if (tp.abnormal && direction(p.evaluation) !== 'H' && direction(p.evaluation) !== 'L') {
      s.abnormalMissing += 1;
      s.abnormalMissed.push(`${tp.analyte_id} ${tp.value}: returned ${p.evaluation ?? 'no evaluation'}`);
    }
  }
  returned.forEach((p, i) => {
    if (used.has(i)) return;
    const k = ids[i] === null ? missed.findIndex((tp) => valueRight(tp, p)) : -1;
    if (k >= 0) {
      missed.splice(k, 1);
      s.unrecognised += 1;
      return;
    }
    s.phantom += 1;
    s.phantoms.push(`${p.long_name ?? p.short_name} ${p.result} ${p.unit ?? ''}`.trim());
  });
  for (const [field, tv] of Object.entries(t.metadata)) {
    if (tv === null) continue;
    s.metaScored += 1;
    if (metaRight(field, tv, meta[field])) s.meta += 1;
    else s.metaWrong.push(`${field}: got ${JSON.stringify(meta[field] ?? null)}, printed ${JSON.stringify(tv)}`);
  }
  return s;
}

interface Agg {
  docs: number; failed: number; truth: number; found: number; value: number; unit: number; range: number; rangeScored: number;
  flag: number; meta: number; metaScored: number; phantom: number; unrecognised: number; abnormal: number; abnormalMissing: number; ms: number;
}
const empty = (): Agg => ({ docs: 0, failed: 0, truth: 0, found: 0, value: 0, unit: 0, range: 0, rangeScored: 0, flag: 0, meta: 0, metaScored: 0, phantom: 0, unrecognised: 0, abnormal: 0, abnormalMissing: 0, ms: 0 });
function add(a: Agg, s: DocScore) {
  a.docs += 1;
  if (s.status !== 'success') a.failed += 1;
  for (const k of ['truth', 'found', 'value', 'unit', 'range', 'rangeScored', 'flag', 'meta', 'metaScored', 'phantom', 'unrecognised', 'abnormal', 'abnormalMissing', 'ms'] as const) a[k] += s[k];
}
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '–');
function figures(a: Agg) {
  return {
    docs: a.docs,
    failed: a.failed,
    recall: pct(a.found, a.truth),
    value: pct(a.value, a.truth),
    unit: pct(a.unit, a.truth),
    range: pct(a.range, a.rangeScored),
    flag: pct(a.flag, a.truth),
    metadata: pct(a.meta, a.metaScored),
    phantom: a.phantom,
    unrecognised: a.unrecognised,
    abnormal_missing: `${a.abnormalMissing}/${a.abnormal}`,
    s_per_doc: a.docs ? +(a.ms / a.docs / 1000).toFixed(1) : 0,
  };
}

async function main() {
  const dirs = arg('dir', true).map((d) => resolve(d));
  const out = arg('out')[0];
  const url = arg('url')[0] ?? 'http://127.0.0.1:3401';
  const user = arg('username')[0] ?? 'demo';
  const pass = arg('password')[0] ?? process.env.BLIND_PASSWORD ?? '';
  const only = arg('only', true);
  const conc = Number(arg('concurrency')[0] ?? 2);
  const from = arg('from')[0];
  if (!dirs.length) throw new Error('give at least one --dir');
  const previous = new Map<string, Posted>();
  if (from) {
    const old = JSON.parse(readFileSync(from, 'utf8')) as { documents: Array<DocScore & { metadata_returned?: Record<string, unknown> }> };
    for (const d of old.documents) {
      if (!d.returned) throw new Error(`${from} has no stored rows (written by an older scorer); post again`);
      previous.set(d.id, { status: d.status, http: d.http, ms: d.ms, error: d.error, returned: d.returned, meta: d.metadata_returned ?? {} });
    }
  }
  const jobs: Array<{ dir: string; truth: Truth }> = [];
  for (const dir of dirs)
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.truth.json')).sort()) {
      const truth = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Truth;
      if (only.length && !only.some((o) => truth.id.includes(o))) continue;
      jobs.push({ dir, truth });
    }
  const scores: DocScore[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: conc }, async () => {
      while (next < jobs.length) {
        const j = jobs[next++] as (typeof jobs)[number];
        const stored = previous.get(j.truth.id);
        const s = score(j.truth, stored ?? (await post(j.dir, j.truth, url, user, pass)));
        scores.push(s);
        console.log(
          `${s.id.padEnd(44)} ${s.kind.padEnd(8)} ${s.status.padEnd(7)} found ${s.found}/${s.truth} value ${s.value} unrecognised ${s.unrecognised} phantom ${s.phantom} abn-missing ${s.abnormalMissing}/${s.abnormal} meta ${s.meta}/${s.metaScored} ${(s.ms / 1000).toFixed(1)}s${s.error ? ` ERR ${s.error.slice(0, 120)}` : ''}`,
        );
      }
    }),
  );
  scores.sort((a, b) => a.id.localeCompare(b.id));
  const groups: Record<string, Record<string, Agg>> = { all: {}, kind: {}, language: {}, split: {}, 'split×kind': {}, class: {} };
  const put = (g: string, key: string, s: DocScore) => add(((groups[g] as Record<string, Agg>)[key] ??= empty()), s);
  for (const s of scores) {
    put('all', 'all', s);
    put('kind', s.kind, s);
    put('language', s.language, s);
    put('split', s.split, s);
    put('split×kind', `${s.split}/${s.kind}`, s);
    for (const c of s.classes) put('class', c, s);
  }
  const table: Record<string, Record<string, ReturnType<typeof figures>>> = {};
  for (const [g, m] of Object.entries(groups)) {
    table[g] = {};
    for (const [k, a] of Object.entries(m).sort()) (table[g] as Record<string, ReturnType<typeof figures>>)[k] = figures(a);
  }
  for (const [g, rows] of Object.entries(table)) {
    console.log(`\n== by ${g}`);
    console.log('key'.padEnd(20) + 'docs fail recall  value   unit    range   flag    meta    unrec phantom abn-miss s/doc');
    for (const [k, f] of Object.entries(rows))
      console.log(
        `${k.padEnd(20)}${String(f.docs).padEnd(5)}${String(f.failed).padEnd(5)}${f.recall.padEnd(8)}${f.value.padEnd(8)}${f.unit.padEnd(8)}${f.range.padEnd(8)}${f.flag.padEnd(8)}${f.metadata.padEnd(8)}${String(f.unrecognised).padEnd(6)}${String(f.phantom).padEnd(8)}${f.abnormal_missing.padEnd(9)}${f.s_per_doc}`,
      );
  }
  if (out) {
    writeFileSync(
      out,
      JSON.stringify({ scored_at: new Date().toISOString(), url, dirs: dirs.map((d) => d.replace(/^.*?fixtures\//, 'fixtures/')), table, documents: scores }, null, 2) + '\n',
    );
    console.log(`\nwritten ${out}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
