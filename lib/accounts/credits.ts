// Credit metering. A debit is one transaction: a conditional UPDATE (credits >= cost) and its ledger row,
// so concurrent requests can never take the balance below zero or leave a debit without a ledger entry.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { settledBalance } from "./reservations";

export interface QuotaView {
  remaining: number;
  total: number;
  reset_date: string;
  plan: string;
}

/** Debits `cost` credits; returns the new balance, or null when the balance cannot cover it. */
export async function debitCredits(
  db: PrismaClient,
  args: { accountId: string; cost: number; endpoint: string; requestId: string },
): Promise<string | null> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ credits: string }[]>`
      UPDATE accounts SET credits = credits - ${args.cost}::numeric, updated_at = now()
      WHERE id = ${args.accountId}::uuid AND credits >= ${args.cost}::numeric
      RETURNING credits::text AS credits`;
    const balance = rows[0]?.credits;
    if (balance === undefined) return null;
    await tx.ledgerEntry.create({
      data: { accountId: args.accountId, delta: -args.cost, balanceAfter: balance, endpoint: args.endpoint, requestId: args.requestId },
    });
    return balance;
  });
}

/** Adds credits (top-up) with its ledger row; also raises the plan's total. */
export async function addCredits(db: PrismaClient, accountId: string, amount: number, reason: string): Promise<string> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ credits: string }[]>`
      UPDATE accounts SET credits = credits + ${amount}::numeric, total_credits = total_credits + ${amount}::numeric,
                          updated_at = now()
      WHERE id = ${accountId}::uuid RETURNING credits::text AS credits`;
    if (rows[0]?.credits === undefined) throw new Error("account not found");
    // The ledger reports the settled balance: credits held by running requests still count as the account's.
    const balance = await settledBalance(tx as unknown as PrismaClient, accountId);
    await tx.ledgerEntry.create({ data: { accountId, delta: amount, balanceAfter: balance, endpoint: reason, requestId: "admin" } });
    return balance;
  });
}

/** The quota as the API reports it (shape B of the contract; see docs/decisions.md). */
export function quotaView(a: { credits: string; totalCredits: string; plan: string; resetDate: Date | null }): QuotaView {
  return {
    remaining: Number(a.credits),
    total: Number(a.totalCredits),
    reset_date: (a.resetDate ?? firstOfNextMonth()).toISOString().slice(0, 10),
    plan: a.plan,
  };
}

function firstOfNextMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

export function describeQuota(q: QuotaView): string {
  return `Remaining quota: ${q.remaining} of ${q.total} credits on the '${q.plan}' plan; resets on ${q.reset_date}.`;
}
