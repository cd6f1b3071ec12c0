// The demo account a fresh embedded installation starts with, so `npm install && npm start` gives a
// working login at once. The password is random, printed once and kept in DATA_DIR/demo-credentials.txt
// (mode 600); it is never a fixed, guessable value.
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { dataDir } from "@/lib/db/config";
import { createAccount, createUser } from "./manage";

export const DEMO_USERNAME = "demo";
export const DEMO_EMAIL = "demo@clinic.example";

export async function ensureDemoAccount(db: PrismaClient): Promise<{ created: boolean; password?: string }> {
  if ((await db.account.count()) > 0) return { created: false };
  const password = randomBytes(12).toString("base64url");
  const account = await createAccount(db, { username: DEMO_USERNAME, password, credits: 100, plan: "demo" });
  await createUser(db, { accountId: account.id, email: DEMO_EMAIL, password, role: "admin" });
  const file = path.join(dataDir(), "demo-credentials.txt");
  writeFileSync(
    file,
    `API account:  username=${DEMO_USERNAME}  password=${password}\nWeb sign-in:  email=${DEMO_EMAIL}  password=${password}\n`,
    { mode: 0o600 },
  );
  console.log(
    `\n  Demo account created (100 credits).\n    API: username "${DEMO_USERNAME}", password "${password}"\n    Web: ${DEMO_EMAIL} / same password\n  Saved in ${file}\n`,
  );
  return { created: true, password };
}
