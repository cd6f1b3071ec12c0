// Where the data lives. DATABASE_URL set (postgres://…) → that PostgreSQL server; unset → embedded PGlite
// under DATA_DIR (default ./data). Read once, so every module agrees on one answer.
import path from "node:path";

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string | null };

export function dataDir(): string {
  return path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR ?? "data");
}

/** Resolves the target from the environment; `memory` forces an in-memory PGlite (tests). */
export function databaseTarget(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error("DATABASE_URL must start with postgres:// or postgresql://");
    return { kind: "postgres", url };
  }
  if (env.PGLITE_MEMORY === "1") return { kind: "pglite", dataDir: null };
  return { kind: "pglite", dataDir: path.join(dataDir(), "pglite") };
}
