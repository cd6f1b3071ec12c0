// Integration tests that call the production API router as an integrator does: one router, HTTP Basic
// headers, a test database per suite (closed together with the shared job worker that async endpoints
// start, so the suite ends cleanly) and polling a job to its end.
import { afterAll, beforeAll } from "vitest";
import { toResponse } from "@/lib/api/envelope";
import { stopSharedJobWorker } from "@/lib/jobs/worker";
import { createApiRouter } from "@/lib/server/api-router";
import { BASE, readEnvelope } from "./api-harness";
import { createTestDatabase, type TestDatabase } from "./test-database";

type Envelope = Awaited<ReturnType<typeof readEnvelope>>;

const router = createApiRouter();

/** Hands `req` to the route the production router picks for it and reads the envelope it answers. */
export async function sendToRouter(req: Request): Promise<Envelope> {
  const handler = router.match(req.method, new URL(req.url).pathname);
  if (!handler) throw new Error(`no route for ${req.method} ${req.url}`);
  return readEnvelope(toResponse(await handler(req)));
}

/** The Authorization header of HTTP Basic credentials. */
export const basicAuth = (username: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}` });

/**
 * Opens a test database of `kind` before the suite's tests and closes it (with the job worker) after them.
 * Call inside `describe`; read `db` from inside tests or hooks only.
 */
export function suiteDatabase(kind: "pglite" | "postgres") {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await stopSharedJobWorker();
    await db?.dispose();
  });
  const suite = {
    get db(): TestDatabase {
      if (!db) throw new Error("the suite's database is not open yet");
      return db;
    },
    /** An account's credit balance now. */
    credits: async (accountId: string) => Number((await suite.db.prisma.account.findUniqueOrThrow({ where: { id: accountId } })).credits),
  };
  return suite;
}

/** Polls a job's `poll_url` every 100 ms (at most 200 times) until it is no longer pending; the last answer. */
export async function pollJob(pollUrl: string, headers: Record<string, string>): Promise<Envelope> {
  let polled: Envelope | undefined;
  for (let i = 0; i < 200; i++) {
    polled = await sendToRouter(new Request(BASE + pollUrl, { headers }));
    if (polled.body.status !== "pending") break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return polled!;
}
