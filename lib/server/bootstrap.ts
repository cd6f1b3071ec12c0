// Server start-up: database ready, migrations applied, demo account on a fresh embedded database,
// and a lock file so the account CLI knows a server holds the embedded database.
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { ensureDemoAccount } from "@/lib/accounts/demo-account";
import { startReservationSweeper } from "@/lib/accounts/reservations";
import { log } from "@/lib/api/log";
import { getDatabase, getDb } from "@/lib/db/client";
import { dataDir } from "@/lib/db/config";
import { serverLockFile } from "@/lib/db/embedded-lock";
import "@/lib/jobs/all-handlers";
import { ensureJobWorker } from "@/lib/jobs/worker";

// The custom server and Next's instrumentation hook both call this, from two module instances (tsx and
// the bundle); one promise on globalThis makes it run once per process.
const holder = globalThis as unknown as { __labBootstrap?: Promise<void> };

export function bootstrapServer(): Promise<void> {
  holder.__labBootstrap ??= runBootstrap();
  return holder.__labBootstrap;
}

async function runBootstrap(): Promise<void> {
  const started = performance.now();
  const db = await getDatabase();
  if (db.target.kind === "pglite" && db.target.dataDir) {
    mkdirSync(dataDir(), { recursive: true });
    const lock = serverLockFile();
    writeFileSync(lock, String(process.pid));
    const release = () => {
      if (existsSync(lock)) rmSync(lock, { force: true });
    };
    process.once("exit", release);
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.once(signal, () => {
        release();
        process.exit(0);
      });
    }
    await ensureDemoAccount(db.prisma);
  }
  // Credits held by requests of a process that died are given back (at start, then every minute).
  startReservationSweeper(getDb);
  // Async jobs (DNA): queued jobs and jobs of a process that died (lease expired) are picked up here.
  ensureJobWorker(getDb);
  log.info({ database: db.target.kind, ms: Math.round(performance.now() - started) }, "database ready");
}
