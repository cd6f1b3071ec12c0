// npm run bench:trends — latency of the trend and comparison answers over HTTP for the largest request the
// contract allows (50 tests × 40 parameters; comparison 20 × 40), and how much of it the statistics take.
// The API runs in this process behind the production request listener, on an in-memory PGlite.
// Goal (issue 9): p95 ≤ 50 ms for analysis_type "statistical" on the 2-core machine. Prints figures only.
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import type { BloodTestInput } from "@/lib/modules/lab-trends/request-schemas";

process.env.RATE_LIMIT_PER_MINUTE = "0";
process.env.LOG_LEVEL ??= "silent"; // set before the modules below are loaded (they read it once)
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 10;

/** Deterministic pseudo-random numbers (mulberry32), so every run sends the same request. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type BV = typeof import("@/lib/knowledge/biological-variation");
type KB = typeof import("@/lib/knowledge/analytes");

function buildTests(count: number, parameters: number, { BIOLOGICAL_VARIATION }: BV, { getAnalyte }: KB): BloodTestInput[] {
  const rnd = random(42);
  const analytes = BIOLOGICAL_VARIATION.map((r) => getAnalyte(r.analyteId)).filter((a) => a !== undefined && a.ranges.length > 0).slice(0, parameters);
  return Array.from({ length: count }, (_, i) => ({
    lab_date: new Date(Date.UTC(2022, 0, 1) + i * 21 * 86_400_000).toISOString().slice(0, 10),
    parameters: analytes.map((a) => {
      const range = a!.ranges[0]!;
      const low = range.low ?? (range.high ?? 1) * 0.5;
      const high = range.high ?? low * 2;
      const value = low + (high - low) * (0.2 + 0.6 * rnd()) * (1 + i * 0.004);
      // Glucose switches to mmol/L half-way: the answer must convert before any arithmetic.
      if (a!.id === "glucose" && i >= count / 2) return { short_name: a!.shortName, result: Number((value / 18.016).toFixed(1)), unit: "mmol/L" };
      return { short_name: a!.shortName, result: Number(value.toFixed(2)), unit: a!.unit.replace("10*9/L", "10^9/L").replace("10*12/L", "10^12/L") };
    }),
  }));
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function main() {
  const { createAccount } = await import("@/lib/accounts/manage");
  const { setDatabaseForTests } = await import("@/lib/db/client");
  const bv = await import("@/lib/knowledge/biological-variation");
  const kb = await import("@/lib/knowledge/analytes");
  const { parameterStatistics } = await import("@/lib/modules/lab-trends/analyze-trends");
  const { readTests } = await import("@/lib/modules/lab-trends/read-tests");
  const { createApiRouter } = await import("@/lib/server/api-router");
  const { createHardenedServer, createRequestListener } = await import("@/lib/server/http-server");
  const { createTestDatabase } = await import("@/lib/test/test-database");
  const db = await createTestDatabase("pglite");
  setDatabaseForTests(db);
  const account = await createAccount(db.prisma, { username: "bench", password: "bench-password-123", credits: 100_000 });
  const router = createApiRouter();
  const server = createHardenedServer(createRequestListener(router, (_req, res) => res.writeHead(404).end(), "http://127.0.0.1"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const trends50 = buildTests(50, 40, bv, kb);
  const compare20 = trends50.slice(0, 20);
  console.log(`bench:trends — ${trends50.length} tests × ${trends50[0]?.parameters.length} parameters, ${RUNS} runs each (after ${WARMUP} warm-up runs)\n`);

  /** Wall-clock latency per request, and (beside it) the CPU time this process spent on it: client + server share
   * the process, so the CPU figure is what one request costs regardless of how busy the shared machine is. */
  const cpu = new Map<string, number[]>();
  async function measure(path: string, body: Record<string, unknown>): Promise<number[]> {
    const payload = JSON.stringify({ username: account.username, password: "bench-password-123", ...body });
    const times: number[] = [];
    const cpuTimes: number[] = [];
    cpu.set(`${path} ${JSON.stringify(body).length}`, cpuTimes);
    for (let i = 0; i < RUNS + WARMUP; i++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const res = await fetch(base + path, { method: "POST", headers: { "content-type": "application/json" }, body: payload });
      const text = await res.text();
      const t = performance.now() - t0;
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${text.slice(0, 300)}`);
      const c = process.cpuUsage(c0);
      if (i >= WARMUP) {
        times.push(t);
        cpuTimes.push((c.user + c.system) / 1000);
      }
    }
    cpuTimes.sort((a, b) => a - b);
    return times.sort((a, b) => a - b);
  }

  // In-process split of one analysis: reading/matching/converting vs the statistics proper.
  const split = { read: [] as number[], stats: [] as number[] };
  for (let i = 0; i < RUNS + WARMUP; i++) {
    const t0 = performance.now();
    const read = readTests(trends50, "en");
    const t1 = performance.now();
    for (const s of read.series) parameterStatistics(s);
    const t2 = performance.now();
    if (i < WARMUP) continue;
    split.read.push(t1 - t0);
    split.stats.push(t2 - t1);
  }
  split.read.sort((a, b) => a - b);
  split.stats.sort((a, b) => a - b);

  // One warm-up pass over every request kind first (JIT and heap settle), then the measured passes.
  for (const body of [{ blood_tests: trends50, analysis_type: "statistical" }, { blood_tests: trends50 }]) await measure("/api/v1/analytics/trends/analyze", body);
  await measure("/api/v1/bloodtest/comparison/analyze", { blood_tests: compare20 });
  cpu.clear();
  const rows: [string, number[]][] = [
    ["trends statistical (50×40)", await measure("/api/v1/analytics/trends/analyze", { blood_tests: trends50, analysis_type: "statistical" })],
    ["trends comprehensive (50×40)", await measure("/api/v1/analytics/trends/analyze", { blood_tests: trends50 })],
    ["trends summary (50×40)", await measure("/api/v1/analytics/trends/analyze", { blood_tests: trends50, analysis_type: "summary" })],
    ["comparison (20×40)", await measure("/api/v1/bloodtest/comparison/analyze", { blood_tests: compare20 })],
  ];
  const cpuRows = [...cpu.values()];
  console.log("HTTP answer latency".padEnd(32), "p50".padStart(10), "p95".padStart(10), "max".padStart(10), "CPU p50".padStart(10), "CPU p95".padStart(10));
  rows.forEach(([label, t], i) => {
    const c = cpuRows[i] ?? [];
    console.log(label.padEnd(32), ms(pct(t, 50)).padStart(10), ms(pct(t, 95)).padStart(10), ms(t[t.length - 1] ?? NaN).padStart(10), ms(pct(c, 50)).padStart(10), ms(pct(c, 95)).padStart(10));
  });
  const statistical = rows[0]?.[1] ?? [];
  const statsP50 = pct(split.stats, 50);
  console.log(`\nIn process, one 50×40 analysis: read+match+convert p50 ${ms(pct(split.read, 50))}, statistics p50 ${ms(statsP50)}`);
  console.log(`Share of the statistical answer's p50 spent in statistics: ${((statsP50 / pct(statistical, 50)) * 100).toFixed(1)} %`);
  console.log(`Load average while measuring: ${(await import("node:os")).loadavg().map((x) => x.toFixed(1)).join(" ")} on ${(await import("node:os")).cpus().length} cores`);
  console.log(`Goal p95 ≤ 50 ms for statistical: ${pct(statistical, 95) <= 50 ? "met" : "NOT met"} (wall ${ms(pct(statistical, 95))}, CPU ${ms(pct(cpuRows[0] ?? [], 95))})`);
  server.close();
  await db.dispose();
}

void main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
