// A lazily started, reused pool of tesseract.js workers per language set (a tesseract.js scheduler), sized to
// the machine: one worker per core, at most 4. Starting a worker costs ≈0.5–1 s (model load), so pools live
// across requests; at most two language sets stay warm, and idle pools are terminated after a few minutes.

import os from "node:os";
import { createScheduler, createWorker, OEM, type Scheduler } from "tesseract.js";
import { ocrDataDir } from "./languages";

const IDLE_MS = 5 * 60_000;
const MAX_POOLS = 2;

interface Pool {
  key: string;
  scheduler: Promise<Scheduler>;
  busy: number;
  lastUsed: number;
  timer?: NodeJS.Timeout;
}

const pools = new Map<string, Pool>();

/** Number of OCR workers per pool: the cores the process may use (2 on our boxes). */
export function ocrWorkerCount(): number {
  const cores = typeof os.availableParallelism === "function" ? os.availableParallelism() : os.cpus().length;
  return Math.max(1, Math.min(4, cores));
}

async function startScheduler(codes: string[]): Promise<Scheduler> {
  const scheduler = createScheduler();
  const langPath = ocrDataDir();
  const workers = await Promise.all(
    Array.from({ length: ocrWorkerCount() }, () =>
      createWorker(codes, OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: "none" }),
    ),
  );
  for (const w of workers) {
    // No search for white-on-black text: reports have none, and the inverted pass costs ≈10% per page.
    await w.setParameters({ user_defined_dpi: "300", preserve_interword_spaces: "1", tessedit_do_invert: "0" });
    scheduler.addWorker(w);
  }
  return scheduler;
}

function scheduleIdleStop(pool: Pool): void {
  if (pool.timer) clearTimeout(pool.timer);
  pool.timer = setTimeout(() => {
    if (pool.busy === 0) void stopPool(pool.key);
  }, IDLE_MS);
  pool.timer.unref();
}

async function stopPool(key: string): Promise<void> {
  const pool = pools.get(key);
  if (!pool) return;
  pools.delete(key);
  if (pool.timer) clearTimeout(pool.timer);
  await (await pool.scheduler.catch(() => null))?.terminate();
}

/** Runs `fn` with the pool for `codes`, starting it on first use. */
export async function withOcrPool<T>(codes: string[], fn: (s: Scheduler) => Promise<T>): Promise<T> {
  const key = codes.join("+");
  let pool = pools.get(key);
  if (!pool) {
    if (pools.size >= MAX_POOLS) {
      const idle = [...pools.values()].filter((p) => p.busy === 0).sort((a, b) => a.lastUsed - b.lastUsed)[0];
      if (idle) await stopPool(idle.key);
    }
    pool = { key, scheduler: startScheduler(codes), busy: 0, lastUsed: Date.now() };
    pool.scheduler.catch(() => pools.delete(key));
    pools.set(key, pool);
  }
  pool.busy++;
  try {
    return await fn(await pool.scheduler);
  } finally {
    pool.busy--;
    pool.lastUsed = Date.now();
    scheduleIdleStop(pool);
  }
}

/** Terminates every OCR worker (tests, benchmarks, graceful shutdown). */
export async function stopOcrWorkers(): Promise<void> {
  await Promise.all([...pools.keys()].map(stopPool));
}

/** Starts the OCR pool for a request language ahead of the first upload (server start, benchmarks). */
export async function warmUpOcr(codes: string[]): Promise<void> {
  await withOcrPool(codes, async () => undefined);
}
