// npm run bench:dna — the genotype reader on generated files: a 640 k-row 23andMe file, a 2.7 M-row ~75 MB
// file and a 640 k-row MyHeritage CSV. Each file is read in a fresh child process (time, RSS above the
// process's baseline, peak RSS). The Python `snps` library reads the same files in the same run when python3
// with pandas/numpy and the snps source are available (SNPS_SRC=<dir holding snps/>, an installed snps, or a
// git mirror in SNPS_GIT; BENCH_SNPS=0 skips it); otherwise the benchmark says so and prints only this project's figures.
// Goals (issue 12): ≥ 10× faster than snps, ≤ 120 MB extra RSS for 640 k rows, peak ≤ 150 MB for 75 MB.
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fixtureLines, type FixtureOptions } from "@/lib/modules/dna/testing/genotype-fixtures";

const dir = mkdtempSync(path.join(tmpdir(), "bench-dna-"));

function writeFixture(name: string, o: FixtureOptions): string {
  const file = path.join(dir, name);
  const fd = openSync(file, "w");
  let batch: string[] = [];
  for (const line of fixtureLines(o)) {
    batch.push(line);
    if (batch.length === 20_000) {
      writeSync(fd, batch.join("\n") + "\n");
      batch = [];
    }
  }
  if (batch.length) writeSync(fd, batch.join("\n") + "\n");
  closeSync(fd);
  return file;
}

interface Ours { ms: number; rows: number; format: string; extraMb: number; peakMb: number }

function ours(file: string): Ours {
  const child = path.join(import.meta.dirname, "dna-read-one.ts");
  const r = spawnSync(process.execPath, ["--expose-gc", "--import", "tsx", child, file], { encoding: "utf8", env: { ...process.env, LOG_LEVEL: "silent" } });
  if (r.status !== 0) throw new Error(`reader child failed: ${r.stderr.slice(0, 500)}`);
  return JSON.parse(r.stdout.trim().split("\n").pop()!) as Ours;
}

/** The first Python that has pandas and numpy (PYTHON, python3 on PATH, Debian's /usr/bin/python3). */
const python = [process.env.PYTHON, "python3", "/usr/bin/python3"].find((p) => p && spawnSync(p, ["-c", "import pandas, numpy"]).status === 0);

/** A directory holding the snps package source, or null with the reason. */
function snpsSource(): { dir: string | null; why: string } {
  if (process.env.BENCH_SNPS === "0") return { dir: null, why: "BENCH_SNPS=0" };
  if (!python) return { dir: null, why: "python3 with pandas and numpy is not installed (apt: python3-pandas python3-numpy)" };
  if (process.env.SNPS_SRC && existsSync(path.join(process.env.SNPS_SRC, "snps"))) return { dir: process.env.SNPS_SRC, why: "" };
  const installed = spawnSync(python, ["-c", "import snps, os; print(os.path.dirname(os.path.dirname(snps.__file__)))"], { encoding: "utf8" });
  if (installed.status === 0) return { dir: installed.stdout.trim(), why: "" };
  const git = process.env.SNPS_GIT ?? "/work/.mirror/apriha+snps/repo";
  if (existsSync(git)) {
    const out = path.join(dir, "snps-src");
    const r = spawnSync("sh", ["-c", `mkdir -p '${out}' && git --git-dir='${git}' archive HEAD src/snps | tar -x -C '${out}'`], { encoding: "utf8" });
    if (r.status === 0) return { dir: path.join(out, "src"), why: "" };
  }
  return { dir: null, why: "the snps source was not found (set SNPS_SRC or SNPS_GIT, or pip install snps)" };
}

const PY = `
import sys, time, types, json, resource
src, path = sys.argv[1], sys.argv[2]
m = types.ModuleType("snps"); m.__path__ = [src + "/snps"]; sys.modules["snps"] = m
try:
    import atomicwrites
except ImportError:
    # Newer snps imports atomicwrites in its file writers (snps.io loads them); reading never uses it.
    a = types.ModuleType("atomicwrites"); a.atomic_write = None; sys.modules["atomicwrites"] = a
from snps.io.reader import Reader
r0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t = time.perf_counter()
d = Reader(path).read()
dt = time.perf_counter() - t
r1 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"ms": dt * 1000, "rows": int(len(d["snps"])), "source": d["source"], "extraMb": (r1 - r0) / 1024, "peakMb": r1 / 1024}))
`;

function snps(src: string, file: string): { ms: number; rows: number; source: string; extraMb: number; peakMb: number } | string {
  const limitMin = Number(process.env.BENCH_SNPS_TIMEOUT_MIN ?? 5);
  const r = spawnSync(python!, ["-c", PY, src, file], { encoding: "utf8", timeout: limitMin * 60_000 });
  if (r.error && /ETIMEDOUT/.test(r.error.message)) return `did not finish within ${limitMin} min (≥ ${limitMin * 60} s)`;
  if (r.status !== 0) return `failed: ${(r.stderr || r.error?.message || "").trim().split("\n").pop()?.slice(0, 160)}`;
  return JSON.parse(r.stdout.trim().split("\n").pop()!) as { ms: number; rows: number; source: string; extraMb: number; peakMb: number };
}

const mb = (n: number) => `${n.toFixed(0)} MB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

try {
  console.log("Generating inputs…");
  const files = [
    { label: "23andMe, 640 k rows", file: writeFixture("23andme-640k.txt", { format: "23andme", rows: 640_000, sex: "female" }) },
    { label: "23andMe layout, 2.7 M rows", file: writeFixture("big-2.7M.txt", { format: "23andme", rows: 2_700_000, sex: "male" }) },
    { label: "MyHeritage CSV, 640 k rows", file: writeFixture("myheritage-640k.csv", { format: "myheritage", rows: 640_000, sex: "female" }) },
  ];
  const py = snpsSource();
  if (!py.dir) console.log(`snps comparison skipped: ${py.why}.`);
  console.log("\n| File | Size | Ours: time | Ours: extra RSS | Ours: peak RSS | snps: time | snps: extra RSS | Speed-up |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const f of files) {
    const size = statSync(f.file).size / 1048576;
    const o = ours(f.file);
    let snpsCols = "n/a | n/a | n/a";
    if (py.dir) {
      const s = snps(py.dir, f.file);
      snpsCols = typeof s === "string" ? `${s} | | ` : `${sec(s.ms)} (${s.rows} rows) | ${mb(s.extraMb)} | ${(s.ms / o.ms).toFixed(1)}×`;
    }
    console.log(`| ${f.label} | ${size.toFixed(1)} MB | ${sec(o.ms)} (${o.rows} rows, ${o.format}) | ${mb(o.extraMb)} | ${mb(o.peakMb)} | ${snpsCols} |`);
  }
  console.log("\nGoals: ≥ 10× faster than snps; ≤ 120 MB extra RSS at 640 k rows; peak ≤ 150 MB for the 75 MB file.");
} finally {
  rmSync(dir, { recursive: true, force: true });
}
