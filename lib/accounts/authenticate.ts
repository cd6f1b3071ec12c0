// Checks an account credential: lockout first, then the credential cache, then argon2.
// Five failures within 15 minutes lock the account for 15 minutes (the fifth failure answers "locked").
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/api/api-error";
import { credentialKey, lookupCredential, rememberCredential } from "./credential-cache";
import { dummyHash, verifyPassword } from "./passwords";

export const LOCK_THRESHOLD = 5;
export const LOCK_WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;

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

function lockedError(until: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new ApiError("AUTH_1003", `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    headers: { "retry-after": String(seconds) },
  });
}

/** Records one failed attempt atomically; returns the lock end when this attempt locked the account. */
async function recordFailure(db: PrismaClient, accountId: string): Promise<Date | null> {
  const rows = await db.$queryRaw<{ locked_until: Date | null; failed_attempts: number }[]>`
    UPDATE accounts SET
      failed_attempts = CASE WHEN first_failed_at > now() - make_interval(mins => ${LOCK_WINDOW_MINUTES})
                             THEN failed_attempts + 1 ELSE 1 END,
      first_failed_at = CASE WHEN first_failed_at > now() - make_interval(mins => ${LOCK_WINDOW_MINUTES})
                             THEN first_failed_at ELSE now() END,
      locked_until = CASE WHEN first_failed_at > now() - make_interval(mins => ${LOCK_WINDOW_MINUTES})
                               AND failed_attempts + 1 >= ${LOCK_THRESHOLD}
                          THEN now() + make_interval(mins => ${LOCK_MINUTES}) ELSE locked_until END
    WHERE id = ${accountId}::uuid
    RETURNING locked_until, failed_attempts`;
  const row = rows[0];
  return row?.locked_until && row.locked_until > new Date() ? row.locked_until : null;
}

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
           (SELECT count FROM bucket) AS bucket_count
    FROM accounts a WHERE a.id = ${cached.accountId}::uuid`;
  const row = rows[0];
  if (!row || row.username !== username || row.password_version !== cached.passwordVersion) return null;
  if (row.locked_until && row.locked_until > new Date()) throw lockedError(row.locked_until);
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
): Promise<{ account: AuthenticatedAccount; requestsInWindow: number | null }> {
  const fast = await authenticateCached(db, username, password, rateLimit);
  if (fast) return fast;
  return { account: await authenticateCredentials(db, username, password), requestsInWindow: null };
}

/** Verifies username/password; throws AUTH_1002 or AUTH_1003. */
export async function authenticateCredentials(db: PrismaClient, username: string, password: string): Promise<AuthenticatedAccount> {
  const account = await db.account.findUnique({ where: { username }, select: ACCOUNT_FIELDS });
  if (!account) {
    await verifyPassword(await dummyHash(), password);
    throw new ApiError("AUTH_1002");
  }
  if (account.lockedUntil && account.lockedUntil > new Date()) throw lockedError(account.lockedUntil);

  const key = credentialKey(username, password);
  const cached = lookupCredential(key);
  if (cached && cached.accountId === account.id && cached.passwordVersion === account.passwordVersion) {
    return publicAccount(account);
  }
  if (!(await verifyPassword(account.passwordHash, password))) {
    const lockedUntil = await recordFailure(db, account.id);
    if (lockedUntil) throw lockedError(lockedUntil);
    throw new ApiError("AUTH_1002");
  }
  rememberCredential(key, account.id, account.passwordVersion);
  if (account.failedAttempts > 0 || account.lockedUntil) {
    await db.account.update({ where: { id: account.id }, data: { failedAttempts: 0, firstFailedAt: null, lockedUntil: null } });
  }
  return publicAccount(account);
}

/** Loads an account for a signed-in web user (no password involved; lockout applies to API credentials). */
export async function accountById(db: PrismaClient, id: string): Promise<AuthenticatedAccount | null> {
  const a = await db.account.findUnique({ where: { id }, select: ACCOUNT_FIELDS });
  return a ? publicAccount(a) : null;
}
