// Asynchronous jobs over the `jobs` table (prisma `Job`), on PostgreSQL and on embedded PGlite alike.
// Claiming uses SELECT … FOR UPDATE SKIP LOCKED with a lease: several workers (and several app instances on one
// PostgreSQL) never take the same job, and a job whose worker died is taken again once its lease has expired.
// The attempt number is the fencing token: only the worker holding the latest attempt may finish the job, so
// the credit reserved at submission is committed exactly once (docs/decisions.md, "DNA interpretation: reader
// and jobs").
import { randomUUID } from "node:crypto";
import { commitReservationIn, extendReservation, releaseReservationIn, type Reservation } from "@/lib/accounts/reservations";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";

/** Runs before a job is given up as failed (each run that died with its worker counts). */
export const MAX_ATTEMPTS = 3;
/** Finished jobs (their results) are kept this long, then deleted. */
export const RESULT_RETENTION_HOURS = 24;
/** A reservation held by a queued job lives this long before the sweeper may give it back. */
export const JOB_HOLD_MS = 6 * 3600_000;

export type JobState = "pending" | "running" | "completed" | "failed";

export interface ClaimedJob {
  id: string;
  accountId: string;
  module: string;
  input: unknown;
  attempt: number;
}

interface StoredInput {
  payload: unknown;
  reservation: Reservation | null;
}

/** Queues a job; a reservation taken from the request is held for the job's life. Returns the job id. */
export async function submitJob(db: PrismaClient, args: { accountId: string; module: string; input: unknown; reservation: Reservation | null }): Promise<string> {
  const id = randomUUID();
  const stored: StoredInput = { payload: args.input, reservation: args.reservation };
  await db.job.create({ data: { id, accountId: args.accountId, module: args.module, input: stored as object } });
  if (args.reservation) await extendReservation(db, args.reservation, JOB_HOLD_MS);
  return id;
}

/** Takes up to `limit` runnable jobs of the given modules: pending ones, or running ones whose lease expired. */
export async function claimJobs(db: PrismaClient, modules: string[], limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  if (limit <= 0 || modules.length === 0) return [];
  const leaseUntil = new Date(Date.now() + leaseMs);
  const rows = await db.$queryRaw<{ id: string; account_id: string; module: string; input: StoredInput; attempts: number }[]>`
    UPDATE jobs SET status = 'running', attempts = attempts + 1, lease_until = ${leaseUntil}, updated_at = now()
    WHERE id IN (
      SELECT id FROM jobs
      WHERE module = ANY(${modules}::text[])
        AND (status = 'pending' OR (status = 'running' AND lease_until < now()))
        AND attempts < ${MAX_ATTEMPTS}
      ORDER BY created_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, account_id::text AS account_id, module, input, attempts`;
  return rows.map((r) => ({ id: r.id, accountId: r.account_id, module: r.module, input: r.input.payload, attempt: r.attempts }));
}

/** Keeps a running job's lease; false when another worker has taken it (this worker must stop). */
export async function renewLease(db: PrismaClient, job: Pick<ClaimedJob, "id" | "attempt">, leaseMs: number): Promise<boolean> {
  const n = await db.$executeRaw`
    UPDATE jobs SET lease_until = ${new Date(Date.now() + leaseMs)}, updated_at = now()
    WHERE id = ${job.id} AND status = 'running' AND attempts = ${job.attempt}`;
  return n === 1;
}

async function finish(
  db: PrismaClient,
  job: Pick<ClaimedJob, "id" | "attempt">,
  state: "completed" | "failed",
  result: unknown,
  settle: (tx: Prisma.TransactionClient, reservation: Reservation) => Promise<unknown>,
): Promise<boolean> {
  // Fenced on the attempt: a worker that lost its lease cannot finish (or charge) the job a second time.
  // The input (genotype data) is deleted with the same statement, and the credit is settled in the same
  // transaction: a client that sees "completed" also sees the charge, and a crash cannot leave a completed job
  // whose reservation the sweeper would later give back.
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ input: StoredInput }[]>`
      SELECT input FROM jobs WHERE id = ${job.id} AND status = 'running' AND attempts = ${job.attempt} FOR UPDATE`;
    if (rows.length === 0) return false;
    await tx.$executeRaw`
      UPDATE jobs SET status = ${state}::"JobStatus", result = ${JSON.stringify(result)}::jsonb,
        error = ${state === "failed" ? JSON.stringify(result) : null}::jsonb,
        input = '{}'::jsonb, lease_until = NULL, completed_at = now(), updated_at = now()
      WHERE id = ${job.id}`;
    const reservation = rows[0]!.input?.reservation ?? null;
    if (reservation) await settle(tx, reservation);
    return true;
  });
}

/** Marks the job completed with `response` and commits its credit; false when the job was no longer ours. */
export async function completeJob(db: PrismaClient, job: Pick<ClaimedJob, "id" | "attempt">, response: unknown): Promise<boolean> {
  return finish(db, job, "completed", { response }, commitReservationIn);
}

/** Marks the job failed with an error envelope and gives its credit back; false when it was no longer ours. */
export async function failJob(db: PrismaClient, job: Pick<ClaimedJob, "id" | "attempt">, errorEnvelope: unknown): Promise<boolean> {
  return finish(db, job, "failed", errorEnvelope, releaseReservationIn);
}

/**
 * Jobs whose every attempt died with its worker (lease expired, attempts used up) become failed with an
 * error envelope, and their credit is released. Safe on several instances at once.
 */
export async function failAbandonedJobs(db: PrismaClient, envelope: (jobId: string) => unknown): Promise<number> {
  const stale = await db.$queryRaw<{ id: string; attempts: number }[]>`
    SELECT id, attempts FROM jobs WHERE status = 'running' AND lease_until < now() AND attempts >= ${MAX_ATTEMPTS} LIMIT 100`;
  let n = 0;
  for (const s of stale) if (await failJob(db, { id: s.id, attempt: s.attempts }, envelope(s.id))) n++;
  return n;
}

/** Deletes finished jobs older than the retention time. */
export async function purgeFinishedJobs(db: PrismaClient, retentionHours = RESULT_RETENTION_HOURS): Promise<number> {
  const before = new Date(Date.now() - retentionHours * 3600_000);
  return db.$executeRaw`DELETE FROM jobs WHERE status IN ('completed', 'failed') AND completed_at < ${before}`;
}

export interface JobView {
  id: string;
  module: string;
  state: JobState;
  attempts: number;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
  result: unknown;
}

/** The caller's own job, or null (another account's job is answered exactly like a missing one). */
export async function findJob(db: PrismaClient, id: string, accountId: string): Promise<JobView | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const job = await db.job.findFirst({
    where: { id, accountId },
    select: { id: true, module: true, status: true, attempts: true, createdAt: true, updatedAt: true, completedAt: true, result: true },
  });
  if (!job) return null;
  return { id: job.id, module: job.module, state: job.status, attempts: job.attempts, createdAt: job.createdAt, updatedAt: job.updatedAt, completedAt: job.completedAt, result: job.result };
}
