// tesseract.js (WASM) workers, the engine used when the native tesseract CLI is absent (a fresh
// `npm install && npm start` machine). Workers are pooled per model set and reused across requests, sized to
// the machine (one per core, at most 4); starting one costs ≈0.5–1 s (model load). At most two model sets
// stay warm and idle pools are terminated after a few minutes. A job whose signal aborts terminates its own
// worker at once (WASM cannot be interrupted otherwise) and the pool starts a fresh one when next needed.

import os from "node:os";
import { createWorker, OEM, type InitOptions, type Worker } from "tesseract.js";
import { wasmModelDir } from "./languages";
import { abortError } from "./native";

const IDLE_MS = 5 * 60_000;
const MAX_POOLS = 2;

interface Pool {
  key: string;
  codes: string[];
  idle: Worker[];
  size: number;
  busy: number;
  waiters: { resolve: (w: Worker) => void; reject: (e: unknown) => void; signal?: AbortSignal; onAbort?: () => void }[];
  lastUsed: number;
  timer?: NodeJS.Timeout;
}

const pools = new Map<string, Pool>();

/** Number of OCR workers per pool: the cores the process may use (2 on our boxes). */
export function ocrWorkerCount(): number {
  const cores = typeof os.availableParallelism === "function" ? os.availableParallelism() : os.cpus().length;
  return Math.max(1, Math.min(4, cores));
}

/**
 * Init-only parameters of every wasm worker. The Chinese and Japanese models' own config asks Tesseract to load
 * a vertical-text sub-model (`tessedit_load_sublangs chi_sim_vert` / `jpn_vert`); with a second model after it
 * ("chi_sim+eng") tesseract.js-core reads that name from freed memory and logs "Failed loading language '玂臎'"
 * (or ''). The vertical models are not installed, so the load could never succeed: it is switched off.
 */
// tesseract.js types list only the dictionary switches, but any init-only parameter is passed to Init().
export const WASM_INIT_PARAMETERS = { tessedit_load_sublangs: "" } as unknown as Partial<InitOptions>;

async function startWorker(codes: string[]): Promise<Worker> {
  const worker = await createWorker(codes, OEM.LSTM_ONLY, { langPath: wasmModelDir(codes), gzip: true, cacheMethod: "none" }, WASM_INIT_PARAMETERS);
  // No search for white-on-black text: reports have none, and the inverted pass costs ≈10% per page.
  await worker.setParameters({ user_defined_dpi: "300", preserve_interword_spaces: "1", tessedit_do_invert: "0" });
  return worker;
}

function poolFor(codes: string[]): Pool {
  const key = codes.join("+");
  let pool = pools.get(key);
  if (!pool) {
    if (pools.size >= MAX_POOLS) {
      const idle = [...pools.values()].filter((p) => p.busy === 0 && p.waiters.length === 0).sort((a, b) => a.lastUsed - b.lastUsed)[0];
      if (idle) void stopPool(idle.key);
    }
    pool = { key, codes, idle: [], size: 0, busy: 0, waiters: [], lastUsed: Date.now() };
    pools.set(key, pool);
  }
  return pool;
}

async function acquire(pool: Pool, signal?: AbortSignal): Promise<Worker> {
  if (signal?.aborted) throw abortError(signal);
  const idle = pool.idle.pop();
  if (idle) return idle;
  if (pool.size < ocrWorkerCount()) {
    pool.size++;
    try {
      return await startWorker(pool.codes);
    } catch (e) {
      pool.size--;
      throw e;
    }
  }
  return new Promise<Worker>((resolve, reject) => {
    const waiter: Pool["waiters"][number] = { resolve, reject, signal };
    if (signal) {
      waiter.onAbort = () => {
        pool.waiters = pool.waiters.filter((w) => w !== waiter);
        reject(abortError(signal));
      };
      signal.addEventListener("abort", waiter.onAbort, { once: true });
    }
    pool.waiters.push(waiter);
  });
}

function release(pool: Pool, worker: Worker): void {
  const next = pool.waiters.shift();
  if (next) {
    if (next.onAbort) next.signal?.removeEventListener("abort", next.onAbort);
    next.resolve(worker);
  } else pool.idle.push(worker);
}

/** A worker died or was terminated: let a waiter start a fresh one. */
function discard(pool: Pool): void {
  pool.size--;
  const next = pool.waiters.shift();
  if (!next) return;
  if (next.onAbort) next.signal?.removeEventListener("abort", next.onAbort);
  pool.size++;
  startWorker(pool.codes).then(next.resolve, (e: unknown) => {
    pool.size--;
    next.reject(e);
  });
}

function scheduleIdleStop(pool: Pool): void {
  if (pool.timer) clearTimeout(pool.timer);
  pool.timer = setTimeout(() => {
    if (pool.busy === 0 && pool.waiters.length === 0) void stopPool(pool.key);
  }, IDLE_MS);
  pool.timer.unref();
}

async function stopPool(key: string): Promise<void> {
  const pool = pools.get(key);
  if (!pool) return;
  pools.delete(key);
  if (pool.timer) clearTimeout(pool.timer);
  const idle = pool.idle.splice(0);
  await Promise.all(idle.map((w) => w.terminate().catch(() => undefined)));
}

/**
 * Runs `fn` on a pooled worker for `codes`. When `signal` aborts while the job runs, the worker is terminated
 * (the only way to stop WASM mid-page) and the promise rejects with an AbortError.
 */
export async function withOcrWorker<T>(codes: string[], fn: (w: Worker) => Promise<T>, signal?: AbortSignal): Promise<T> {
  const pool = poolFor(codes);
  pool.busy++;
  let worker: Worker | null = null;
  try {
    worker = await acquire(pool, signal);
    const w = worker;
    if (!signal) return await fn(w);
    return await new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        worker = null;
        discard(pool);
        void w.terminate().catch(() => undefined);
        reject(abortError(signal));
      };
      if (signal.aborted) return onAbort();
      signal.addEventListener("abort", onAbort, { once: true });
      fn(w).then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
    });
  } finally {
    pool.busy--;
    pool.lastUsed = Date.now();
    if (worker) {
      if (pools.get(pool.key) === pool) release(pool, worker);
      else void (worker as Worker).terminate().catch(() => undefined);
    }
    scheduleIdleStop(pool);
  }
}

/** Terminates every idle OCR worker (tests, benchmarks, graceful shutdown). */
export async function stopOcrWorkers(): Promise<void> {
  await Promise.all([...pools.keys()].map(stopPool));
}

/** Starts the wasm workers for a model set ahead of the first upload (benchmarks). */
export async function warmUpWasm(codes: string[]): Promise<void> {
  const n = ocrWorkerCount();
  await Promise.all(Array.from({ length: n }, () => withOcrWorker(codes, () => new Promise<void>((r) => setTimeout(r, 50)))));
}
