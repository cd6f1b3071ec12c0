// The one Prisma client factory. Both deployments speak PostgreSQL through a driver adapter:
// node-postgres for a server, PGlite (Postgres compiled to wasm, in-process) for the embedded default.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { databaseTarget, type DatabaseTarget } from "./config";
import { applyPendingMigrations } from "./migrate";

export type Db = PrismaClient;

export interface Database {
  prisma: PrismaClient;
  target: DatabaseTarget;
  /** The embedded engine, when there is one (migrations reuse its single connection). */
  pglite?: PGlite;
  close(): Promise<void>;
}

/**
 * Opens a database for a target and applies pending migrations. Callers own the returned handle;
 * the app keeps one per process (see getDb).
 */
export async function openDatabase(target: DatabaseTarget = databaseTarget()): Promise<Database> {
  if (target.kind === "postgres") {
    const prisma = new PrismaClient({
      adapter: new PrismaPg({ connectionString: target.url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) }),
    });
    await applyPendingMigrations({ kind: "postgres", url: target.url });
    return { prisma, target, close: () => prisma.$disconnect() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  await pglite.waitReady;
  await applyPendingMigrations({ kind: "pglite", pglite });
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    prisma,
    target,
    pglite,
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

// One handle per process, kept on globalThis so Next.js dev reloads and route bundles share it.
const holder = globalThis as unknown as { __labDb?: Promise<Database> };

/** The process-wide database (opened, migrated and seeded on first use). */
export function getDatabase(): Promise<Database> {
  holder.__labDb ??= openDatabase().catch((err: unknown) => {
    holder.__labDb = undefined;
    throw err;
  });
  return holder.__labDb;
}

export async function getDb(): Promise<PrismaClient> {
  return (await getDatabase()).prisma;
}

/** Replaces the process-wide database (tests use an in-memory one). */
export function setDatabaseForTests(db: Database | undefined): void {
  holder.__labDb = db ? Promise.resolve(db) : undefined;
}
