// Per-account request rate limit: a fixed one-minute window counted in the database, so several app
// instances share one count. Default 120 requests per minute (RATE_LIMIT_PER_MINUTE; 0 disables).
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { ApiError } from "./api-error";

const WINDOW_MS = 60_000;

export function rateLimitPerMinute(): number {
  const v = Number(process.env.RATE_LIMIT_PER_MINUTE ?? 120);
  return Number.isFinite(v) && v >= 0 ? v : 120;
}

export function currentWindow(now = Date.now()): { windowStart: Date; limit: number } {
  return { windowStart: new Date(now - (now % WINDOW_MS)), limit: rateLimitPerMinute() };
}

/** Throws QUOTA_1103 with Retry-After when `count` requests in the window exceed the limit. */
export function checkRateLimit(count: number, limit: number, windowStart: Date, now = Date.now()): void {
  if (limit === 0 || count <= limit) return;
  const retry = Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now) / 1000));
  throw new ApiError("QUOTA_1103", `At most ${limit} requests per minute are allowed for this account. Retry in ${retry} s.`, {
    headers: { "retry-after": String(retry) },
  });
}

/** Counts one request for the account; throws QUOTA_1103 with Retry-After when over the limit. */
export async function enforceRateLimit(db: PrismaClient, accountId: string, window = currentWindow()): Promise<void> {
  const { limit, windowStart } = window;
  if (limit === 0) return;
  const now = Date.now();
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limit_buckets (account_id, window_start, count) VALUES (${accountId}::uuid, ${windowStart}, 1)
    ON CONFLICT (account_id, window_start) DO UPDATE SET count = rate_limit_buckets.count + 1
    RETURNING count`;
  // Old windows are useless after a minute; sweep now and then rather than on every request.
  if (Math.random() < 0.01) {
    await db.$executeRaw`DELETE FROM rate_limit_buckets WHERE window_start < ${new Date(now - 10 * WINDOW_MS)}`;
  }
  checkRateLimit(Number(rows[0]?.count ?? 0), limit, windowStart, now);
}
