// npm run account -- <command> [options]
//   create  --username U --password P --credits N [--plan NAME]
//   list
//   credits --username U --add N
//   passwd  --username U --password P
//   unlock  --username U
//   user    --username U --email E --password P --role admin|clinician
// Works on the configured database: DATABASE_URL (PostgreSQL, fine beside a running server) or the
// embedded PGlite under DATA_DIR, which only one process may open — so it refuses while a server holds it.
import { parseArgs } from "node:util";
import { addCredits } from "@/lib/accounts/credits";
import { createAccount, createUser, setAccountPassword, unlockAccount } from "@/lib/accounts/manage";
import { passwordProblem } from "@/lib/accounts/passwords";
import { openDatabase } from "@/lib/db/client";
import { databaseTarget } from "@/lib/db/config";
import { refuseWhileServerRuns } from "@/lib/db/embedded-lock";

const USAGE = `usage: npm run account -- <create|list|credits|passwd|unlock|user> [options]
  create  --username U --password P --credits N [--plan NAME]
  list
  credits --username U --add N
  passwd  --username U --password P
  unlock  --username U
  user    --username U --email E --password P --role admin|clinician`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function need(value: string | undefined, name: string): string {
  if (!value) fail(`--${name} is required.\n${USAGE}`);
  return value;
}

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    username: { type: "string" },
    password: { type: "string" },
    credits: { type: "string" },
    plan: { type: "string" },
    add: { type: "string" },
    email: { type: "string" },
    role: { type: "string" },
  },
});
if (!command || !["create", "list", "credits", "passwd", "unlock", "user"].includes(command)) fail(USAGE);

const target = databaseTarget();
if (target.kind === "pglite") refuseWhileServerRuns(target.dataDir ?? "memory");

const db = await openDatabase(target);
try {
  const prisma = db.prisma;
  switch (command) {
    case "create": {
      const password = need(values.password, "password");
      const problem = passwordProblem(password);
      if (problem) fail(problem);
      const credits = Number(values.credits ?? "0");
      if (!Number.isFinite(credits) || credits < 0) fail("--credits must be a number ≥ 0.");
      const username = need(values.username, "username");
      if (await prisma.account.findUnique({ where: { username } })) fail(`An account named '${username}' already exists.`);
      await createAccount(prisma, { username, password, credits, plan: values.plan });
      console.log(`Created account '${username}' with ${credits} credits.`);
      break;
    }
    case "list": {
      const accounts = await prisma.account.findMany({ orderBy: { createdAt: "asc" }, include: { _count: { select: { users: true } } } });
      if (accounts.length === 0) console.log("No accounts yet.");
      for (const a of accounts) {
        const locked = a.lockedUntil && a.lockedUntil > new Date() ? `  LOCKED until ${a.lockedUntil.toISOString()}` : "";
        console.log(`${a.username.padEnd(24)} credits ${a.credits.toString().padStart(8)} / ${a.totalCredits.toString().padEnd(8)} plan ${a.plan.padEnd(10)} web users ${a._count.users}${locked}`);
      }
      break;
    }
    case "credits": {
      const username = need(values.username, "username");
      const amount = Number(need(values.add, "add"));
      if (!Number.isFinite(amount) || amount <= 0) fail("--add must be a positive number.");
      const account = await prisma.account.findUnique({ where: { username } });
      if (!account) fail(`No account named '${username}'.`);
      const balance = await addCredits(prisma, account.id, amount, "admin:credits");
      console.log(`Added ${amount} credits to '${username}'. Balance: ${balance}.`);
      break;
    }
    case "passwd": {
      const password = need(values.password, "password");
      const problem = passwordProblem(password);
      if (problem) fail(problem);
      const username = need(values.username, "username");
      if (!(await setAccountPassword(prisma, username, password))) fail(`No account named '${username}'.`);
      console.log(`Password of '${username}' changed; cached credentials are void.`);
      break;
    }
    case "unlock": {
      const username = need(values.username, "username");
      if (!(await unlockAccount(prisma, username))) fail(`No account named '${username}'.`);
      console.log(`Unlocked '${username}'.`);
      break;
    }
    case "user": {
      const username = need(values.username, "username");
      const email = need(values.email, "email");
      const password = need(values.password, "password");
      const role = values.role ?? "clinician";
      if (role !== "admin" && role !== "clinician") fail("--role must be admin or clinician.");
      const problem = passwordProblem(password);
      if (problem) fail(problem);
      if (!/^[^@\s]+@[^@\s]+$/.test(email)) fail("--email does not look like an email address.");
      const account = await prisma.account.findUnique({ where: { username } });
      if (!account) fail(`No account named '${username}'.`);
      await createUser(prisma, { accountId: account.id, email, password, role });
      console.log(`Web login ${email.toLowerCase()} (${role}) can now sign in for '${username}'.`);
      break;
    }
  }
} finally {
  await db.close();
}
