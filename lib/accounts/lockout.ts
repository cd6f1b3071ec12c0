// Failed sign-ins counted per subject ("api:<username>", "web:<email>") AND client address. Five failures from
// one address within 15 minutes lock that address out of that subject for 15 minutes; the account's other
// sources (the real integration, a colleague's browser) keep working, so a stranger cannot lock anyone out.
// Unknown names are counted the same way as known ones, so the lock does not reveal which names exist.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/api/api-error";

export const LOCK_THRESHOLD = 5;
export const LOCK_WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;

export const apiSubject = (username: string) => `api:${username.slice(0, 200)}`;
export const webSubject = (email: string) => `web:${email.slice(0, 320)}`;

export function lockedError(until: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new ApiError("AUTH_1003", `Too many failed sign-ins from this address. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    headers: { "retry-after": String(seconds) },
  });
}

/** The lock end for this subject and source, or null when it may try. */
export async function sourceLockedUntil(db: PrismaClient, subject: string, source: string): Promise<Date | null> {
  const rows = await db.$queryRaw<{ locked_until: Date | null }[]>`
    SELECT locked_until FROM auth_failures WHERE subject = ${subject} AND source = ${source} AND locked_until > now()`;
  return rows[0]?.locked_until ?? null;
}

/** Records one failure atomically; returns the lock end when this failure locked the source. */
export async function recordFailure(db: PrismaClient, subject: string, source: string): Promise<Date | null> {
  const rows = await db.$queryRaw<{ locked_until: Date | null }[]>`
    INSERT INTO auth_failures (subject, source, failed_attempts, first_failed_at, locked_until)
    VALUES (${subject}, ${source}, 1, now(), CASE WHEN 1 >= ${LOCK_THRESHOLD} THEN now() + make_interval(mins => ${LOCK_MINUTES}) END)
    ON CONFLICT (subject, source) DO UPDATE SET
      failed_attempts = CASE WHEN auth_failures.first_failed_at > now() - make_interval(mins => ${LOCK_WINDOW_MINUTES})
                             THEN auth_failures.failed_attempts + 1 ELSE 1 END,
      first_failed_at = CASE WHEN auth_failures.first_failed_at > now() - make_interval(mins => ${LOCK_WINDOW_MINUTES})
                             THEN auth_failures.first_failed_at ELSE now() END,
      locked_until = CASE WHEN auth_failures.first_failed_at > now() - make_interval(mins => ${LOCK_WINDOW_MINUTES})
                               AND auth_failures.failed_attempts + 1 >= ${LOCK_THRESHOLD}
                          THEN now() + make_interval(mins => ${LOCK_MINUTES}) ELSE auth_failures.locked_until END
    RETURNING locked_until`;
  // Old rows are useless after the window; sweep now and then rather than on every failure.
  if (Math.random() < 0.02) {
    await db.$executeRaw`DELETE FROM auth_failures
      WHERE first_failed_at < now() - make_interval(mins => ${LOCK_WINDOW_MINUTES}) AND (locked_until IS NULL OR locked_until < now())`;
  }
  const until = rows[0]?.locked_until;
  return until && until > new Date() ? until : null;
}

/** Forgets the failures of one source after a success (or of every source: admin unlock). */
export async function clearFailures(db: PrismaClient, subject: string, source?: string): Promise<void> {
  if (source === undefined) await db.$executeRaw`DELETE FROM auth_failures WHERE subject = ${subject}`;
  else await db.$executeRaw`DELETE FROM auth_failures WHERE subject = ${subject} AND source = ${source}`;
}
