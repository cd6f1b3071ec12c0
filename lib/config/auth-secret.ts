// The server secret that signs web sessions and keys the credential cache. AUTH_SECRET wins; otherwise a
// random secret is generated once and kept in DATA_DIR/auth-secret (mode 600), so sessions survive restarts
// of the embedded default without anyone having to configure anything.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataDir } from "@/lib/db/config";

let cached: string | undefined;

export function authSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET;
  if (fromEnv) return (cached = fromEnv);
  const file = path.join(dataDir(), "auth-secret");
  if (existsSync(file)) return (cached = readFileSync(file, "utf8").trim());
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
  } catch {
    // Another process wrote it first: use theirs.
    return (cached = readFileSync(file, "utf8").trim());
  }
  return (cached = secret);
}
