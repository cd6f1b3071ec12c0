// Applies the SQL migrations in prisma/migrations with Prisma's schema engine (wasm), keeping Prisma's
// `_prisma_migrations` table so an online `prisma migrate deploy` agrees with what the app applied.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { MigrationList } from "@prisma/schema-engine-wasm";
import { createSchemaEngine } from "./schema-engine";
import { postgresMigrationAdapter } from "./pg-migration-adapter";

export const MIGRATIONS_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), "prisma", "migrations");
export const SCHEMA_PATH = path.join(/* turbopackIgnore: true */ process.cwd(), "prisma", "schema.prisma");

export type MigrationTarget = { kind: "pglite"; pglite: PGlite } | { kind: "postgres"; url: string };

/** Reads prisma/migrations the way Prisma's CLI does (sorted directory names, one migration.sql each). */
export function loadMigrationList(dir = MIGRATIONS_DIR): MigrationList {
  const lockPath = path.join(dir, "migration_lock.toml");
  const dirs = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  return {
    baseDir: dir,
    lockfile: { path: "migration_lock.toml", content: existsSync(lockPath) ? readFileSync(lockPath, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: dirs.map((name) => {
      const file = path.join(dir, name, "migration.sql");
      return {
        path: name,
        migrationFile: {
          path: "migration.sql",
          content: existsSync(file)
            ? { tag: "ok" as const, value: readFileSync(file, "utf8") }
            : { tag: "error" as const, value: "missing migration.sql" },
        },
      };
    }),
  };
}

async function adapterFactoryFor(target: MigrationTarget): Promise<{ factory: object; dispose(): Promise<void> }> {
  if (target.kind === "pglite") {
    const { PrismaPGlite } = await import("pglite-prisma-adapter");
    return { factory: new PrismaPGlite(target.pglite), dispose: async () => {} };
  }
  return postgresMigrationAdapter(target.url);
}

/** Applies every migration not yet recorded in `_prisma_migrations`; returns the names applied. */
export async function applyPendingMigrations(target: MigrationTarget): Promise<string[]> {
  const list = loadMigrationList();
  if (list.migrationDirectories.length === 0) return [];
  const schema = readFileSync(SCHEMA_PATH, "utf8");
  const { factory, dispose } = await adapterFactoryFor(target);
  const engine = await createSchemaEngine(schema, factory);
  try {
    const out = await engine.applyMigrations({
      migrationsList: list,
      filters: { externalTables: [], externalEnums: [] },
    });
    return out.appliedMigrationNames;
  } finally {
    engine.free();
    await dispose();
  }
}
