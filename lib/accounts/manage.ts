// Account administration used by the CLI (scripts/account.ts), the demo bootstrap and tests.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { addCredits } from "./credits";
import { forgetAccount } from "./credential-cache";
import { hashPassword } from "./passwords";

export async function createAccount(
  db: PrismaClient,
  args: { username: string; password: string; credits: number; plan?: string },
): Promise<{ id: string; username: string }> {
  const account = await db.account.create({
    data: { username: args.username, passwordHash: await hashPassword(args.password), plan: args.plan ?? "standard" },
    select: { id: true, username: true },
  });
  if (args.credits > 0) await addCredits(db, account.id, args.credits, "account:create");
  return account;
}

export async function setAccountPassword(db: PrismaClient, username: string, password: string): Promise<boolean> {
  const res = await db.account.updateMany({
    where: { username },
    data: { passwordHash: await hashPassword(password), passwordVersion: { increment: 1 }, failedAttempts: 0, lockedUntil: null, firstFailedAt: null },
  });
  const account = await db.account.findUnique({ where: { username }, select: { id: true } });
  if (account) forgetAccount(account.id);
  return res.count === 1;
}

export async function unlockAccount(db: PrismaClient, username: string): Promise<boolean> {
  const res = await db.account.updateMany({ where: { username }, data: { failedAttempts: 0, lockedUntil: null, firstFailedAt: null } });
  return res.count === 1;
}

export async function createUser(
  db: PrismaClient,
  args: { accountId: string; email: string; password: string; role: "admin" | "clinician" },
): Promise<{ id: string }> {
  return db.user.upsert({
    where: { email: args.email.toLowerCase() },
    create: { accountId: args.accountId, email: args.email.toLowerCase(), passwordHash: await hashPassword(args.password), role: args.role },
    update: { accountId: args.accountId, passwordHash: await hashPassword(args.password), role: args.role },
    select: { id: true },
  });
}
