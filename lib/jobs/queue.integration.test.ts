// The job queue against a real database (PGlite and PostgreSQL): what an integrator relying on async jobs
// notices — every job finishes once, two workers share the work, a job whose worker died is retried after its
// lease, and the credit reserved at submission is charged exactly once (or given back when the job fails).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import { reserveCredits } from "@/lib/accounts/reservations";
import { useAccount } from "@/lib/test/api-harness";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/lib/test/test-database";
import { registerJobHandler } from "./handlers";
import { findJob, submitJob } from "./queue";
import { JobWorker } from "./worker";

const runs = new Map<string, number>();
const hold = new Map<string, Promise<void>>();

registerJobHandler("test_square", async (input, ctx) => {
  const { n, fail, hang } = input as { n: number; fail?: boolean; hang?: boolean };
  runs.set(ctx.jobId, (runs.get(ctx.jobId) ?? 0) + 1);
  if (hang && ctx.attempt === 1) await (hold.get(ctx.jobId) ?? new Promise<void>(() => undefined));
  await new Promise((r) => setTimeout(r, 30));
  if (fail) throw new ApiError("VAL_2002", "the test job refused its input");
  return { status: "success", data: { square: n * n } };
});

async function waitFor<T>(fn: () => Promise<T | null | undefined | false>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(testDatabaseKinds())("job queue on %s", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db.dispose();
  });

  const balance = async (id: string) => Number((await db.prisma.account.findUniqueOrThrow({ where: { id } })).credits);
  const ledger = (id: string) => db.prisma.ledgerEntry.count({ where: { accountId: id, endpoint: "test" } });

  it("two workers share the jobs; each job runs once and is charged once", async () => {
    const acct = await useAccount(db, 10);
    const ids: string[] = [];
    for (let n = 0; n < 6; n++) {
      const reservation = await reserveCredits(db.prisma, { accountId: acct.id, cost: 1, endpoint: "test", requestId: `r${n}` });
      ids.push(await submitJob(db.prisma, { accountId: acct.id, module: "test_square", input: { n }, reservation }));
    }
    expect(await balance(acct.id)).toBe(4);
    const a = new JobWorker({ getDb: async () => db.prisma, concurrency: 2, pollMs: 20 });
    const b = new JobWorker({ getDb: async () => db.prisma, concurrency: 2, pollMs: 20 });
    a.start();
    b.start();
    for (const id of ids) await waitFor(async () => (await findJob(db.prisma, id, acct.id))?.state === "completed");
    await a.stop();
    await b.stop();
    for (const [i, id] of ids.entries()) {
      const job = await findJob(db.prisma, id, acct.id);
      expect(job?.result).toEqual({ response: { status: "success", data: { square: i * i } } });
      expect(runs.get(id)).toBe(1);
    }
    expect(await balance(acct.id)).toBe(4);
    expect(await ledger(acct.id)).toBe(6);
    const stored = await db.prisma.job.findMany({ where: { id: { in: ids } }, select: { input: true } });
    expect(stored.every((j) => JSON.stringify(j.input) === "{}")).toBe(true);
  });

  it("retries a job whose worker died mid-run once its lease expires, charging once", async () => {
    const acct = await useAccount(db, 3);
    const reservation = await reserveCredits(db.prisma, { accountId: acct.id, cost: 1, endpoint: "test", requestId: "crash" });
    const id = await submitJob(db.prisma, { accountId: acct.id, module: "test_square", input: { n: 7, hang: true }, reservation });
    const dying = new JobWorker({ getDb: async () => db.prisma, concurrency: 1, pollMs: 20, leaseMs: 400 });
    dying.start();
    await waitFor(async () => (await findJob(db.prisma, id, acct.id))?.state === "running");
    await dying.stop({ abandon: true }); // the process "dies": no more lease renewals, nothing finished
    const survivor = new JobWorker({ getDb: async () => db.prisma, concurrency: 1, pollMs: 50, leaseMs: 400 });
    survivor.start();
    const done = await waitFor(async () => {
      const j = await findJob(db.prisma, id, acct.id);
      return j?.state === "completed" ? j : null;
    });
    await survivor.stop();
    expect(done.attempts).toBe(2);
    expect(done.result).toEqual({ response: { status: "success", data: { square: 49 } } });
    expect(await balance(acct.id)).toBe(2);
    expect(await ledger(acct.id)).toBe(1);
  });

  it("a failed job keeps an error envelope and gives the credit back; other accounts cannot see it", async () => {
    const acct = await useAccount(db, 2);
    const other = await useAccount(db, 2);
    const reservation = await reserveCredits(db.prisma, { accountId: acct.id, cost: 1, endpoint: "test", requestId: "fail" });
    const id = await submitJob(db.prisma, { accountId: acct.id, module: "test_square", input: { n: 1, fail: true }, reservation });
    const w = new JobWorker({ getDb: async () => db.prisma, pollMs: 20 });
    w.start();
    const failed = await waitFor(async () => {
      const j = await findJob(db.prisma, id, acct.id);
      return j?.state === "failed" ? j : null;
    });
    await w.stop();
    expect(failed.result).toMatchObject({ status: "error", error: { code: "VAL_2002", details: "the test job refused its input" } });
    expect(await balance(acct.id)).toBe(2);
    expect(await ledger(acct.id)).toBe(0);
    expect(await findJob(db.prisma, id, other.id)).toBeNull();
  });
});
