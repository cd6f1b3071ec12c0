// Knowledge-base benchmark: cold load time (fresh processes), matcher throughput after warm-up (cached and
// uncached name resolution), normalizeParameter throughput, and alias coverage. Run: npm run bench:knowledge
// Goals: load ≤ 100 ms, ≥ 200,000 lookups/s.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const COLD_RUNS = 5;

if (process.argv.includes("--cold-child")) {
  // One fresh process: time the module import and the first getKnowledgeBase() (merge + index build).
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const kb = await import("@/lib/knowledge/analytes");
  const t1 = performance.now();
  kb.getKnowledgeBase();
  const t2 = performance.now();
  const cpu = process.cpuUsage(cpu0);
  kb.matchAnalyte("Hernoglobln");
  const t3 = performance.now();
  const cpuMs = (cpu.user + cpu.system) / 1000;
  process.stdout.write(JSON.stringify({ importMs: t1 - t0, buildMs: t2 - t1, firstFuzzyMs: t3 - t2, cpuMs }));
  process.exit(0);
}

const kb = await import("@/lib/knowledge/analytes");
const { clearMatchCaches } = await import("@/lib/knowledge/analytes/matcher");
const { ALL_MATCHER_CASES } = await import("@/lib/knowledge/analytes/matcher-cases");

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

interface ColdRun {
  importMs: number;
  buildMs: number;
  firstFuzzyMs: number;
  /** CPU time of import + build (less sensitive than wall time to other processes on a busy machine). */
  cpuMs: number;
}

/** Runs `args` in fresh node processes; the first run only warms disk caches and is discarded. */
function coldRuns(args: string[]): ColdRun[] {
  const runs: ColdRun[] = [];
  for (let i = 0; i < COLD_RUNS + 1; i++) {
    const child = spawnSync(process.execPath, [...args, "--cold-child"], { encoding: "utf8" });
    if (child.status !== 0) throw new Error(`cold child failed: ${child.stderr}`);
    if (i > 0) runs.push(JSON.parse(child.stdout) as ColdRun);
  }
  return runs;
}

// 1. Cold load in fresh processes: under tsx (development: the loader transforms and resolves ~90 modules), and
//    bundled into one file as `next build` ships server code (production-like), when esbuild is installed.
const self = fileURLToPath(import.meta.url);
const devRuns = coldRuns([...process.execArgv, self]);
let bundledRuns: ColdRun[] | null = null;
try {
  const esbuild = (await import("esbuild")) as typeof import("esbuild");
  const outfile = join(tmpdir(), `bench-knowledge-${process.pid}.mjs`);
  const root = fileURLToPath(new URL("../..", import.meta.url));
  await esbuild.build({ entryPoints: [self], bundle: true, platform: "node", format: "esm", outfile, alias: { "@": root }, logLevel: "error", external: ["esbuild"] });
  bundledRuns = coldRuns([outfile]);
  rmSync(outfile, { force: true });
} catch {
  bundledRuns = null;
}

// 2. Matcher throughput over the realistic mix of printed names (39 languages, OCR damage, unmatched lines).
const inputs = ALL_MATCHER_CASES.map(([name, language, unit]) => ({ name, opts: { language, ...(unit ? { unit } : {}) } }));
for (let i = 0; i < 5; i++) for (const x of inputs) kb.matchAnalyte(x.name, x.opts);
const CACHED_ROUNDS = 400;
let t = performance.now();
for (let r = 0; r < CACHED_ROUNDS; r++) for (const x of inputs) kb.matchAnalyte(x.name, x.opts);
const cachedPerSecond = (CACHED_ROUNDS * inputs.length) / ((performance.now() - t) / 1000);

const UNCACHED_ROUNDS = 20;
let uncachedMs = 0;
for (let r = 0; r < UNCACHED_ROUNDS; r++) {
  clearMatchCaches();
  t = performance.now();
  for (const x of inputs) kb.matchAnalyte(x.name, x.opts);
  uncachedMs += performance.now() - t;
}
const uncachedPerSecond = (UNCACHED_ROUNDS * inputs.length) / (uncachedMs / 1000);

// 3. normalizeParameter throughput (match + unit + range + evaluation per line).
const lines = inputs.map((x, i) => ({ name: x.name, result: String(1 + (i % 17) * 0.7), unit: x.opts.unit ?? "", rangeText: i % 3 === 0 ? "1.0-9.0" : "" }));
for (const l of lines) kb.normalizeParameter(l);
const NORMALIZE_ROUNDS = 30;
t = performance.now();
for (let r = 0; r < NORMALIZE_ROUNDS; r++) for (const l of lines) kb.normalizeParameter(l, { sex: "female", ageYears: 40 });
const normalizePerSecond = (NORMALIZE_ROUNDS * lines.length) / ((performance.now() - t) / 1000);

// 4. Coverage.
const base = kb.getKnowledgeBase();
const coverage = kb.loadAliasCoverage(base);
const routine = base.analytes.filter((a) => a.routine);
const gaps = kb.routineLanguageGaps(base);
let totalAliases = 0;
for (const a of base.analytes) for (const list of Object.values(a.aliases)) totalAliases += list?.length ?? 0;

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
console.log("Analyte knowledge base benchmark (goals: load ≤ 100 ms, ≥ 200,000 lookups/s)");
const describeCold = (label: string, runs: ColdRun[]) => {
  const total = median(runs.map((c) => c.importMs + c.buildMs));
  console.log(`  cold load, ${label} (median of ${COLD_RUNS} fresh processes): ${total.toFixed(1)} ms` +
    ` = import ${median(runs.map((c) => c.importMs)).toFixed(1)} ms + getKnowledgeBase() ${median(runs.map((c) => c.buildMs)).toFixed(1)} ms` +
    `; CPU ${median(runs.map((c) => c.cpuMs)).toFixed(1)} ms; first OCR/fuzzy lookup ${median(runs.map((c) => c.firstFuzzyMs)).toFixed(1)} ms`);
};
describeCold("tsx", devRuns);
if (bundledRuns) describeCold("bundled", bundledRuns);
else console.log("  cold load, bundled: skipped (esbuild not installed)");
console.log(`  name index: ${base.indexSource}${base.indexSource === "built" ? " (generated/name-index.ts is stale: regenerate)" : ""}`);
console.log(`  matchAnalyte, cached names: ${fmt(cachedPerSecond)} lookups/s`);
console.log(`  matchAnalyte, caches cleared every pass: ${fmt(uncachedPerSecond)} lookups/s`);
console.log(`  normalizeParameter: ${fmt(normalizePerSecond)} lines/s`);
console.log(`  mix: ${inputs.length} printed names, ${new Set(inputs.map((x) => x.opts.language)).size} languages`);
console.log(`  analytes: ${base.analytes.length}, routine: ${routine.length}`);
console.log(`  languages with aliases: ${Object.keys(coverage).length}, total aliases: ${fmt(totalAliases)}`);
console.log(`  routine analytes with all 39 languages: ${routine.length - gaps.length}/${routine.length}`);
