// Short-lived memory of credentials that verified correctly, so a busy integration does not pay a full
// argon2 verification (~20–40 ms of CPU) on every request. Keys are HMACs of username+password under the
// server secret — the cache never holds a password. Entries remember the account's password version;
// a password change bumps the version and every cached entry for the old password stops matching.
import { createHmac } from "node:crypto";
import { authSecret } from "@/lib/config/auth-secret";

interface Entry {
  accountId: string;
  passwordVersion: number;
  expiresAt: number;
}

const TTL_MS = Number(process.env.CREDENTIAL_CACHE_TTL_MS ?? 60_000);
const MAX_ENTRIES = 10_000;
const entries = new Map<string, Entry>();

export function credentialKey(username: string, password: string): string {
  return createHmac("sha256", authSecret()).update(username).update("\0").update(password).digest("base64url");
}

export function lookupCredential(key: string): Entry | undefined {
  const e = entries.get(key);
  if (!e) return undefined;
  if (e.expiresAt < Date.now()) {
    entries.delete(key);
    return undefined;
  }
  return e;
}

export function rememberCredential(key: string, accountId: string, passwordVersion: number): void {
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(key, { accountId, passwordVersion, expiresAt: Date.now() + TTL_MS });
}

/** Drops every cached credential of an account (password change in this process). */
export function forgetAccount(accountId: string): void {
  for (const [k, e] of entries) if (e.accountId === accountId) entries.delete(k);
}
