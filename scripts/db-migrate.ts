// npm run db:migrate — applies pending migrations to the configured database (DATABASE_URL, or the
// embedded PGlite under DATA_DIR when no server holds it). The app also does this at every start.
import { PGlite } from "@electric-sql/pglite";
import { mkdirSync } from "node:fs";
import { databaseTarget } from "@/lib/db/config";
import { applyPendingMigrations } from "@/lib/db/migrate";
import { refuseWhileServerRuns } from "@/lib/db/embedded-lock";

const target = databaseTarget();
let applied: string[];
if (target.kind === "postgres") {
  applied = await applyPendingMigrations({ kind: "postgres", url: target.url });
} else {
  refuseWhileServerRuns(target.dataDir ?? "memory");
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  try {
    applied = await applyPendingMigrations({ kind: "pglite", pglite });
  } finally {
    await pglite.close();
  }
}
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
