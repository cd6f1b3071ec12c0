// Credits reserved before paid work starts. reserveCredits lowers the balance atomically
// (UPDATE … SET credits = credits - cost WHERE id = ? AND credits >= cost) and records a reservation row, so
// no request ever does work the balance could not cover. The outcome then settles it:
//   commitReservation  — success: the reservation becomes a ledger row (the balance stays lowered);
//   releaseReservation — failure, cancellation: the amount goes back to the balance, no ledger row;
//   releaseExpiredReservations — the sweeper: reservations whose request died with its process.
// Async jobs use the same three calls: reserve at submission (with a longer `holdMs`), commit when the job
// completes, release when it fails; extendReservation keeps a long job's hold alive.
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";

export interface Reservation {
  id: string;
  accountId: string;
  amount: number;
  endpoint: string;
  requestId: string;
}

/** How long a synchronous request may hold a reservation before the sweeper gives it back (15 min). */
export const DEFAULT_HOLD_MS = 15 * 60_000;

/** Reserves `cost` credits; returns null (nothing reserved) when the balance cannot cover it. */
export async function reserveCredits(
  db: PrismaClient,
  args: { accountId: string; cost: number; endpoint: string; requestId: string; holdMs?: number },
): Promise<Reservation | null> {
  const expires = new Date(Date.now() + (args.holdMs ?? DEFAULT_HOLD_MS));
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ credits: string }[]>`
      UPDATE accounts SET credits = credits - ${args.cost}::numeric, updated_at = now()
      WHERE id = ${args.accountId}::uuid AND credits >= ${args.cost}::numeric
      RETURNING credits::text AS credits`;
    if (rows.length === 0) return null;
    const created = await tx.creditReservation.create({
      data: { accountId: args.accountId, amount: args.cost, endpoint: args.endpoint.slice(0, 200), requestId: args.requestId, expiresAt: expires },
      select: { id: true },
    });
    return { id: created.id, accountId: args.accountId, amount: args.cost, endpoint: args.endpoint, requestId: args.requestId };
  });
}

/**
 * Turns a reservation into its ledger row. The ledger's balance_after is the settled balance (available
 * credits plus what other requests still hold), so concurrent requests still write 5, 4, 3, … in order.
 * Returns the settled balance, or null when the reservation was already released (swept) and the balance
 * no longer covers the cost — the caller must then treat the request as unpaid.
 */
export async function commitReservation(db: PrismaClient, r: Reservation): Promise<string | null> {
  return db.$transaction((tx) => commitReservationIn(tx, r));
}

/** commitReservation inside a transaction the caller already holds (a job's finish and its charge are one). */
export async function commitReservationIn(tx: Prisma.TransactionClient, r: Reservation): Promise<string | null> {
  await tx.$queryRaw`SELECT id FROM accounts WHERE id = ${r.accountId}::uuid FOR UPDATE`;
  const gone = await tx.$queryRaw<{ id: string }[]>`DELETE FROM credit_reservations WHERE id = ${r.id}::uuid RETURNING id::text AS id`;
  if (gone.length === 0) {
    // Swept meanwhile: take the cost again, conditionally.
    const again = await tx.$queryRaw<{ credits: string }[]>`
      UPDATE accounts SET credits = credits - ${r.amount}::numeric, updated_at = now()
      WHERE id = ${r.accountId}::uuid AND credits >= ${r.amount}::numeric RETURNING credits::text AS credits`;
    if (again.length === 0) return null;
  }
  const settled = await settledBalance(tx as unknown as PrismaClient, r.accountId);
  await tx.ledgerEntry.create({
    data: { accountId: r.accountId, delta: -r.amount, balanceAfter: settled, endpoint: r.endpoint, requestId: r.requestId },
  });
  return settled;
}

/** Gives a reservation back (idempotent: a second release, or one after commit, changes nothing). */
export async function releaseReservation(db: PrismaClient, r: Pick<Reservation, "id">): Promise<boolean> {
  return db.$transaction((tx) => releaseReservationIn(tx, r));
}

/** releaseReservation inside a transaction the caller already holds. */
export async function releaseReservationIn(tx: Prisma.TransactionClient, r: Pick<Reservation, "id">): Promise<boolean> {
  const gone = await tx.$queryRaw<{ account_id: string; amount: string }[]>`
    DELETE FROM credit_reservations WHERE id = ${r.id}::uuid RETURNING account_id::text AS account_id, amount::text AS amount`;
  const row = gone[0];
  if (!row) return false;
  await tx.$executeRaw`UPDATE accounts SET credits = credits + ${row.amount}::numeric, updated_at = now() WHERE id = ${row.account_id}::uuid`;
  return true;
}

/** Moves a reservation's expiry (long async jobs call this while they run). */
export async function extendReservation(db: PrismaClient, r: Pick<Reservation, "id">, holdMs: number): Promise<boolean> {
  const n = await db.$executeRaw`UPDATE credit_reservations SET expires_at = ${new Date(Date.now() + holdMs)} WHERE id = ${r.id}::uuid`;
  return n === 1;
}

/** Releases every reservation past its expiry; returns how many. Safe to run on several instances at once. */
export async function releaseExpiredReservations(db: PrismaClient, now = new Date()): Promise<number> {
  const expired = await db.creditReservation.findMany({ where: { expiresAt: { lt: now } }, select: { id: true }, take: 500 });
  let released = 0;
  for (const r of expired) if (await releaseReservation(db, r)) released++;
  return released;
}

/** Available credits plus the credits held by open reservations: the balance the ledger reports. */
export async function settledBalance(db: PrismaClient, accountId: string): Promise<string> {
  const rows = await db.$queryRaw<{ settled: string }[]>`
    SELECT (a.credits + COALESCE((SELECT SUM(amount) FROM credit_reservations r WHERE r.account_id = a.id), 0))::text AS settled
    FROM accounts a WHERE a.id = ${accountId}::uuid`;
  return rows[0]?.settled ?? "0";
}

let sweeper: NodeJS.Timeout | undefined;

/** Starts the periodic sweep (once per process); the server calls it at start-up. */
export function startReservationSweeper(getDb: () => Promise<PrismaClient>, everyMs = 60_000): void {
  if (sweeper) return;
  const run = () => {
    void getDb()
      .then((db) => releaseExpiredReservations(db))
      .catch(() => undefined);
  };
  run();
  sweeper = setInterval(run, everyMs);
  sweeper.unref();
}
