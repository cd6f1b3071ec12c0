// The production HTTP server without Next.js pages, for `npm run test:security`: the same listener, kernel,
// timeouts and database code as `npm start`, plus seed accounts from SEED_ACCOUNTS (JSON list of
// {username, password, credits}). Prints "READY <port>" when it listens.
import type { AddressInfo } from "node:net";
import { createAccount } from "@/lib/accounts/manage";
import { getDb } from "@/lib/db/client";
import { startHttpServer } from "../http-server";

const server = await startHttpServer({ port: Number(process.env.PORT ?? 0), hostname: "127.0.0.1", apiOnly: true });
const seeds = JSON.parse(process.env.SEED_ACCOUNTS ?? "[]") as { username: string; password: string; credits: number }[];
const db = await getDb();
for (const s of seeds) {
  if (!(await db.account.findUnique({ where: { username: s.username } }))) await createAccount(db, s);
}
console.log(`READY ${(server.address() as AddressInfo).port}`);
for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.once(sig, () => {
    server.close();
    process.exit(0);
  });
}
