// Checks an account credential: lockout of the calling source first, then the credential cache, then argon2.
// Five failures from one client address within 15 minutes lock that address out for 15 minutes (the fifth
// failure answers "locked"); other addresses of the same account are not affected (./lockout.ts).
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/api/api-error";
import { credentialKey, lookupCredential, rememberCredential } from "./credential-cache";
import { apiSubject, clearFailures, lockedError, recordFailure } from "./lockout";
import { dummyHash, verifyPassword } from "./passwords";

export { LOCK_MINUTES, LOCK_THRESHOLD, LOCK_WINDOW_MINUTES } from "./lockout";

export interface AuthenticatedAccount {
  id: string;
  username: string;
  credits: string;
  totalCredits: string;
  plan: string;
  resetDate: Date | null;
}

const ACCOUNT_FIELDS = {
  id: true,
  username: true,
  passwordHash: true,
  passwordVersion: true,
  credits: true,
  totalCredits: true,
  plan: true,
  resetDate: true,
  lockedUntil: true,
  failedAttempts: true,
} as const;

function publicAccount(a: { id: string; username: string; credits: { toString(): string }; totalCredits: { toString(): string }; plan: string; resetDate: Date | null }): AuthenticatedAccount {
  return { id: a.id, username: a.username, credits: a.credits.toString(), totalCredits: a.totalCredits.toString(), plan: a.plan, resetDate: a.resetDate };
}

interface CachedRow {
  id: string;
  username: string;
  password_version: number;
  credits: string;
  total_credits: string;
  plan: string;
  reset_date: Date | null;
  locked_until: Date | null;
  source_locked_until: Date | null;
  bucket_count: number | null;
}

/**
 * The hot path for a credential seen recently: one round trip that counts the request in the rate-limit
 * bucket and reads the account (balance, lock, password version). Returns null when the cache cannot vouch
 * for the credential (then the full check runs). `rateLimit` 0 = no counting.
 */
async function authenticateCached(
  db: PrismaClient,
  username: string,
  password: string,
  rateLimit: { limit: number; windowStart: Date },
  source: string,
): Promise<{ account: AuthenticatedAccount; requestsInWindow: number | null } | null> {
  const cached = lookupCredential(credentialKey(username, password));
  if (!cached) return null;
  const count = rateLimit.limit > 0;
  const rows = await db.$queryRaw<CachedRow[]>`
    WITH bucket AS (
      INSERT INTO rate_limit_buckets (account_id, window_start, count)
      SELECT ${cached.accountId}::uuid, ${rateLimit.windowStart}, 1 WHERE ${count}
      ON CONFLICT (account_id, window_start) DO UPDATE SET count = rate_limit_buckets.count + 1
      RETURNING count)
    SELECT a.id::text AS id, a.username, a.password_version, a.credits::text AS credits,
           a.total_credits::text AS total_credits, a.plan, a.reset_date, a.locked_until,
           (SELECT count FROM bucket) AS bucket_count,
           (SELECT f.locked_until FROM auth_failures f
             WHERE f.subject = ${apiSubject(username)} AND f.source = ${source} AND f.locked_until > now()) AS source_locked_until
    FROM accounts a WHERE a.id = ${cached.accountId}::uuid`;
  const row = rows[0];
  if (!row || row.username !== username || row.password_version !== cached.passwordVersion) return null;
  if (row.locked_until && row.locked_until > new Date()) throw lockedError(row.locked_until);
  // Only this source's own failures count: someone else guessing wrong elsewhere does not refuse a verified credential.
  if (row.source_locked_until) throw lockedError(row.source_locked_until);
  return {
    account: { id: row.id, username: row.username, credits: row.credits, totalCredits: row.total_credits, plan: row.plan, resetDate: row.reset_date },
    requestsInWindow: row.bucket_count === null ? null : Number(row.bucket_count),
  };
}

/**
 * Authenticates and counts the request against the rate limit: the cached one-query path when possible,
 * otherwise the full check (argon2) followed by a separate count.
 */
export async function authenticateAndCount(
  db: PrismaClient,
  username: string,
  password: string,
  rateLimit: { limit: number; windowStart: Date },
  source = "unknown",
): Promise<{ account: AuthenticatedAccount; requestsInWindow: number | null }> {
  const fast = await authenticateCached(db, username, password, rateLimit, source);
  if (fast) return fast;
  return { account: await authenticateCredentials(db, username, password, source), requestsInWindow: null };
}

/**
 * One argon2 verification per distinct credential at a time: parallel requests carrying the same username and
 * password (a busy integration with a cold cache, or a burst of the same wrong guess) share its result
 * instead of each taking ~20 MB and a thread-pool slot. Every request still counts its own failure.
 */
const inflight = new Map<string, Promise<boolean>>();
function verifyShared(key: string, hash: string, password: string): Promise<boolean> {
  const k = `${key}\0${hash}`;
  let p = inflight.get(k);
  if (!p) {
    p = verifyPassword(hash, password).finally(() => inflight.delete(k));
    inflight.set(k, p);
  }
  return p;
}

/** Counts a failure for this source and throws AUTH_1003 when it now locks, else AUTH_1002. */
async function failed(db: PrismaClient, username: string, source: string): Promise<never> {
  const lockedUntil = await recordFailure(db, apiSubject(username), source);
  if (lockedUntil) throw lockedError(lockedUntil);
  throw new ApiError("AUTH_1002");
}

interface AccountRow {
  id: string | null;
  username: string;
  password_hash: string;
  password_version: number;
  credits: string;
  total_credits: string;
  plan: string;
  reset_date: Date | null;
  locked_until: Date | null;
  source_locked_until: Date | null;
  source_failures: number;
}

/** Verifies username/password for a client address (`source`); throws AUTH_1002 or AUTH_1003. */
export async function authenticateCredentials(db: PrismaClient, username: string, password: string, source = "unknown"): Promise<AuthenticatedAccount> {
  const subject = apiSubject(username);
  // One round trip: the account (if any) and this source's lock and failure count.
  const rows = await db.$queryRaw<AccountRow[]>`
    SELECT a.id::text AS id, a.username, a.password_hash, a.password_version, a.credits::text AS credits,
           a.total_credits::text AS total_credits, a.plan, a.reset_date, a.locked_until,
           f.locked_until AS source_locked_until, COALESCE(f.failed_attempts, 0) AS source_failures
    FROM (SELECT 1) AS one
    LEFT JOIN accounts a ON a.username = ${username}
    LEFT JOIN auth_failures f ON f.subject = ${subject} AND f.source = ${source}`;
  const row = rows[0];
  if (row?.source_locked_until && row.source_locked_until > new Date()) throw lockedError(row.source_locked_until);
  const key = credentialKey(username, password);
  if (!row?.id) {
    await verifyShared(key, await dummyHash(), password);
    return failed(db, username, source);
  }
  if (row.locked_until && row.locked_until > new Date()) throw lockedError(row.locked_until);
  const account: AuthenticatedAccount = { id: row.id, username: row.username, credits: row.credits, totalCredits: row.total_credits, plan: row.plan, resetDate: row.reset_date };

  const cached = lookupCredential(key);
  if (cached && cached.accountId === row.id && cached.passwordVersion === row.password_version) return account;
  if (!(await verifyShared(key, row.password_hash, password))) return failed(db, username, source);
  rememberCredential(key, row.id, row.password_version);
  if (Number(row.source_failures) > 0) await clearFailures(db, subject, source);
  return account;
}

/** Loads an account for a signed-in web user (no password involved; lockout applies to API credentials). */
export async function accountById(db: PrismaClient, id: string): Promise<AuthenticatedAccount | null> {
  const a = await db.account.findUnique({ where: { id }, select: ACCOUNT_FIELDS });
  return a ? publicAccount(a) : null;
}
