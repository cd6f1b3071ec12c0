// The embedded database can be opened by one process at a time. A running server records its pid in
// DATA_DIR/server.pid; command-line tools check it and refuse politely instead of corrupting the data.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { dataDir } from "./config";

export const serverLockFile = (): string => path.join(dataDir(), "server.pid");

/** The pid of a live server holding the embedded database, or null (none, or a stale file). */
export function embeddedServerPid(): number | null {
  const lock = serverLockFile();
  if (!existsSync(lock)) return null;
  const pid = Number(readFileSync(lock, "utf8").trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** Exits with a clear message when a server holds the embedded database. */
export function refuseWhileServerRuns(dir: string): void {
  const pid = embeddedServerPid();
  if (!pid) return;
  console.error(
    `The embedded database in ${dir} is in use by a running server (pid ${pid}).\n` +
      `Stop the server first (Ctrl+C), run this command, then start it again — or run on PostgreSQL (DATABASE_URL), where both can work at once.`,
  );
  process.exit(2);
}
