// npm run bench:bodymap — body-map latency: the deterministic map of a panel (goal p95 ≤ 20 ms), the whole
// analyze request through the kernel on an in-memory PGlite (auth, credit debit, cache lookup), and the cold
// render of an illustration (SVG → PNG with sharp, and render + store in the database). Prints figures only.
import "./body-map-env";
import { endpoint } from "@/lib/api/endpoint";
import { createAccount } from "@/lib/accounts/manage";
import { openDatabase, setDatabaseForTests } from "@/lib/db/client";
import { analyze, validate } from "@/lib/modules/body-map/endpoints";
import { produceIllustration } from "@/lib/modules/body-map/illustrations";
import { mapPanel } from "@/lib/modules/body-map/map-panel";
import { renderIllustration } from "@/lib/modules/body-map/render-png";
import type { BodyMapParameter } from "@/lib/modules/body-map/schemas";
import { parseSpec } from "@/lib/modules/body-map/spec";


const NAMES = [
  "Hemoglobin", "Hämoglobin", "Гемоглобин", "血红蛋白", "ALT", "GPT", "AST", "GGT", "ALP", "Bilirubin", "Kreatinin", "Créatinine",
  "Urea", "eGFR", "Glucose", "HbA1c", "Glukoza", "Cholesterol", "LDL-C", "HDL-C", "Triglyceride", "TSH", "fT4", "Ferritin",
  "CRP", "Leukozyten", "Lymphocytes %", "Platelets", "Natrium", "Kalium", "Calcium", "Vitamin D", "Cortisol", "Testosterone",
];
const EVALS = ["high", "low", "slightly_high", "slightly_low", "normal", "normal", "normal"];

function panel(size: number, seed: number): BodyMapParameter[] {
  return Array.from({ length: size }, (_, i) => ({
    short_name: NAMES[(i * 7 + seed) % NAMES.length]!,
    result: 10 + ((i * 13 + seed) % 50),
    evaluation: EVALS[(i + seed) % EVALS.length]!,
  }));
}

function stats(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return `p50 ${q(0.5).toFixed(3)} ms  p95 ${q(0.95).toFixed(3)} ms  p99 ${q(0.99).toFixed(3)} ms  (n=${s.length})`;
}

async function time<T>(fn: () => Promise<T> | T): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

async function main() {
  const coldMap = await time(() => mapPanel(panel(30, 1)));
  const mapTimes: number[] = [];
  for (let i = 0; i < 2000; i++) mapTimes.push(await time(() => mapPanel(panel(30, i))));
  const bigTimes: number[] = [];
  for (let i = 0; i < 50; i++) bigTimes.push(await time(() => mapPanel(panel(500, i))));

  const db = await openDatabase({ kind: "pglite", dataDir: null });
  setDatabaseForTests(db);
  await createAccount(db.prisma, { username: "bench", password: "bench password 1", credits: 100000 });
  const handler = endpoint(analyze);
  const call = (i: number) =>
    handler(new Request("http://localhost/api/v1/body-map/analyze", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "bench", password: "bench password 1", parameters: panel(30, i) }),
    })).then(async (r) => {
      if (r.status !== 200) throw new Error(`analyze answered ${r.status}: ${await r.text()}`);
    });
  for (let i = 0; i < 30; i++) await call(i);
  const apiTimes: number[] = [];
  for (let i = 0; i < 300; i++) apiTimes.push(await time(() => call(i)));
  const validateHandler = endpoint(validate);
  const validateTimes: number[] = [];
  for (let i = 0; i < 300; i++) {
    validateTimes.push(
      await time(() =>
        validateHandler(new Request("http://localhost/api/v1/body-map/validate", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username: "bench", password: "bench password 1", parameters: panel(30, i) }),
        })),
      ),
    );
  }

  const specs = ["v1.hrt2", "v1.brn1.thy2.liv2", "v1.hrt2.liv2.pan1.kid2.bld1.imm2", "v1.clear", "v1.adr1.gut2.rep1.bon2.mus1"];
  const svgPng: number[] = [];
  for (const spec of specs) svgPng.push(await time(() => renderIllustration(parseSpec(spec)!)));
  const stored: number[] = [];
  for (const spec of ["v1.thy1.kid2", "v1.gut1.mus2", "v1.brn2.bon1"]) stored.push(await time(() => produceIllustration(db.prisma, spec, 30_000)));
  const cached = await time(() => produceIllustration(db.prisma, "v1.thy1.kid2", 0));
  await db.close();

  console.log("\nBody map benchmark (in-process, embedded PGlite in memory)");
  console.log(`mapPanel, 30 parameters, first call (cold name caches): ${coldMap.toFixed(1)} ms`);
  console.log(`mapPanel, 30 parameters:        ${stats(mapTimes)}   goal p95 ≤ 20 ms`);
  console.log(`mapPanel, 500 parameters:       ${stats(bigTimes)}`);
  console.log(`POST analyze through the kernel: ${stats(apiTimes)}   (auth, validation, debit with ledger row)`);
  console.log(`POST validate (free, no debit): ${stats(validateTimes)}`);
  console.log(`cold render SVG → PNG (sharp):  ${svgPng.map((t) => t.toFixed(0)).join(", ")} ms  (first includes loading libvips)`);
  console.log(`cold render + store (database): ${stored.map((t) => t.toFixed(0)).join(", ")} ms`);
  console.log(`cached illustration read:       ${cached.toFixed(1)} ms`);
}

await main();
