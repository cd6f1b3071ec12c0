// Account administration used by the CLI (scripts/account.ts), the demo bootstrap and tests.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { addCredits } from "./credits";
import { forgetAccount } from "./credential-cache";
import { hashPassword } from "./passwords";
import { apiSubject, clearFailures, webSubject } from "./lockout";

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
  await clearFailures(db, apiSubject(username));
  return res.count === 1;
}

export async function unlockAccount(db: PrismaClient, username: string): Promise<boolean> {
  const res = await db.account.updateMany({ where: { username }, data: { failedAttempts: 0, lockedUntil: null, firstFailedAt: null } });
  await clearFailures(db, apiSubject(username));
  return res.count === 1;
}

export async function createUser(
  db: PrismaClient,
  args: { accountId: string; email: string; password: string; role: "admin" | "clinician" },
): Promise<{ id: string }> {
  return db.user.upsert({
    where: { email: args.email.toLowerCase() },
    create: { accountId: args.accountId, email: args.email.toLowerCase(), passwordHash: await hashPassword(args.password), role: args.role },
    // A new password or a move to another account ends every session the user had (session version).
    update: { accountId: args.accountId, passwordHash: await hashPassword(args.password), role: args.role, sessionVersion: { increment: 1 }, disabledAt: null },
    select: { id: true },
  });
}

/** Changes a web user's password; their existing sessions end. */
export async function setUserPassword(db: PrismaClient, email: string, password: string): Promise<boolean> {
  const res = await db.user.updateMany({
    where: { email: email.toLowerCase() },
    data: { passwordHash: await hashPassword(password), sessionVersion: { increment: 1 } },
  });
  await clearFailures(db, webSubject(email.toLowerCase()));
  return res.count === 1;
}

/** Moves a web user to another e-mail address; their existing sessions end. */
export async function changeUserEmail(db: PrismaClient, email: string, newEmail: string): Promise<boolean> {
  const res = await db.user.updateMany({ where: { email: email.toLowerCase() }, data: { email: newEmail.toLowerCase(), sessionVersion: { increment: 1 } } });
  return res.count === 1;
}

/** Deactivates a web user: no sign-in, and their existing sessions end. */
export async function deactivateUser(db: PrismaClient, email: string): Promise<boolean> {
  const res = await db.user.updateMany({ where: { email: email.toLowerCase() }, data: { disabledAt: new Date(), sessionVersion: { increment: 1 } } });
  return res.count === 1;
}
