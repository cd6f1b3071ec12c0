// Databases for integration tests: an in-memory PGlite always, and a fresh PostgreSQL database per run
// when TEST_DATABASE_URL points at a server (CI sets it). Each is migrated with the real migrations.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "@/lib/db/client";
import { pgConfigFromUrl } from "@/lib/db/pg-migration-adapter";

export interface TestDatabase extends Database {
  label: "pglite" | "postgres";
  /** Closes the connection and drops the per-run PostgreSQL database. */
  dispose(): Promise<void>;
}

export function testDatabaseKinds(): ("pglite" | "postgres")[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ ...pgConfigFromUrl(url), database: "postgres" });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(kind: "pglite" | "postgres"): Promise<TestDatabase> {
  if (kind === "pglite") {
    const db = await openDatabase({ kind: "pglite", dataDir: null });
    return { ...db, label: "pglite", dispose: () => db.close() };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const name = `lab_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  await adminQuery(base, `CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    ...db,
    label: "postgres",
    dispose: async () => {
      await db.close();
      await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
