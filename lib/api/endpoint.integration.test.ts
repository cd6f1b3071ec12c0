// The kernel against a real database (PGlite always; PostgreSQL too when TEST_DATABASE_URL is set):
// every error path answers its contract code, and credits move only for successful paid requests.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { setAccountPassword, unlockAccount } from "@/lib/accounts/manage";
import { formRequest, jsonRequest, readEnvelope, useAccount, BASE } from "@/lib/test/api-harness";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/lib/test/test-database";
import { ApiError } from "./api-error";
import { defineEndpoint } from "./define-endpoint";
import { endpoint } from "./endpoint";

const okResponse = z.object({ ok: z.literal(true) });
const base = { tags: ["Test"], version: "v-test", summary: "test", response: okResponse } as const;

const paid = endpoint(
  defineEndpoint({
    ...base,
    method: "POST",
    path: "/api/test/paid",
    auth: "credentials",
    cost: 1,
    body: "json",
    request: z.object({ age: z.number().int().min(18).optional(), items: z.array(z.number()).max(3).optional(), kind: z.enum(["a", "b"]).optional() }),
    handler: async () => ({ ok: true as const }),
  }),
);
const required = endpoint(
  defineEndpoint({ ...base, method: "POST", path: "/api/test/required", auth: "credentials", cost: 0, body: "json", request: z.object({ patient: z.object({ age: z.number() }) }), handler: async () => ({ ok: true as const }) }),
);
const sandbox = endpoint(
  defineEndpoint({ ...base, method: "POST", path: "/api/test/sandbox", auth: "credentials", cost: 1, sandbox: true, body: "json", request: z.object({}), handler: async () => ({ ok: true as const }) }),
);
const crashing = endpoint(
  defineEndpoint({
    ...base, method: "POST", path: "/api/test/crash", auth: "credentials", cost: 1, body: "json", request: z.object({}),
    handler: async () => {
      throw new Error("patient Jane Doe broke the parser at /secret/path.ts:12");
    },
  }),
);
const failing = endpoint(
  defineEndpoint({
    ...base, method: "POST", path: "/api/test/fail", auth: "credentials", cost: 1, body: "json", request: z.object({}),
    handler: async () => {
      throw new ApiError("VAL_2010", "Nothing usable in that document.");
    },
  }),
);
const wrongShape = endpoint(
  defineEndpoint({ ...base, method: "POST", path: "/api/test/shape", auth: "credentials", cost: 1, body: "json", request: z.object({}), handler: async () => ({ ok: false }) as never }),
);
const upload = endpoint(
  defineEndpoint({
    ...base, method: "POST", path: "/api/test/upload", auth: "credentials", cost: 0, body: "multipart", request: z.object({ note: z.string().optional() }),
    limits: { fileSize: 1024, files: 2 },
    handler: async ({ files }) => {
      if (files.length === 0) throw new ApiError("VAL_2001", "'file' is required.");
      return { ok: true as const };
    },
  }),
);
const basicAllowed = endpoint(
  defineEndpoint({ ...base, method: "POST", path: "/api/test/basic", auth: "credentials", basicAuth: true, cost: 0, body: "json", request: z.object({}), handler: async () => ({ ok: true as const }) }),
);
const icr = endpoint(
  defineEndpoint({ ...base, method: "POST", path: "/api/test/icr", auth: "credentials", cost: 0.5, body: "json", errorNamespace: "ICR", request: z.object({}), handler: async () => ({ ok: true as const }) }),
);

function basic(user: string, pass: string): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${user}:${pass}`).toString("base64")}` };
}

describe.each(testDatabaseKinds())("API kernel on %s", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db.dispose();
  });

  it("answers every error path with its contract code and status", async () => {
    const acc = await useAccount(db, 10);
    const creds = { username: acc.username, password: acc.password };
    const cases: [string, () => Promise<Response>, number, string][] = [
      ["malformed JSON", () => paid(jsonRequest("/api/test/paid", '{"username": "x",')), 400, "VAL_2002"],
      ["JSON that is not an object", () => paid(jsonRequest("/api/test/paid", "[1,2]")), 400, "VAL_2002"],
      ["empty body", () => paid(jsonRequest("/api/test/paid", "")), 400, "VAL_2005"],
      ["no credentials", () => paid(jsonRequest("/api/test/paid", {})), 401, "AUTH_1001"],
      ["username only", () => paid(jsonRequest("/api/test/paid", { username: acc.username })), 401, "AUTH_1001"],
      ["password of the wrong type", () => paid(jsonRequest("/api/test/paid", { username: acc.username, password: 5 })), 400, "VAL_2002"],
      ["unknown user", () => paid(jsonRequest("/api/test/paid", { username: "nobody-here", password: "whatever123" })), 401, "AUTH_1002"],
      ["unsupported language", () => paid(jsonRequest("/api/test/paid", { ...creds, language: "klingon" })), 400, "VAL_2003"],
      ["language of the wrong type", () => paid(jsonRequest("/api/test/paid", { ...creds, language: 7 })), 400, "VAL_2003"],
      ["missing nested field", () => required(jsonRequest("/api/test/required", { ...creds, patient: {} })), 400, "VAL_2001"],
      ["missing object", () => required(jsonRequest("/api/test/required", creds)), 400, "VAL_2001"],
      ["wrong type", () => paid(jsonRequest("/api/test/paid", { ...creds, age: "forty" })), 400, "VAL_2002"],
      ["out of range", () => paid(jsonRequest("/api/test/paid", { ...creds, age: 12 })), 400, "VAL_2002"],
      ["not one of the values", () => paid(jsonRequest("/api/test/paid", { ...creds, kind: "c" })), 400, "VAL_2002"],
      ["array over its maximum", () => paid(jsonRequest("/api/test/paid", { ...creds, items: [1, 2, 3, 4] })), 400, "VAL_2006"],
      ["module error", () => failing(jsonRequest("/api/test/fail", creds)), 422, "VAL_2010"],
      ["response not matching its schema", () => wrongShape(jsonRequest("/api/test/shape", creds)), 500, "PROC_3001"],
      ["JSON sent to a multipart endpoint", () => upload(jsonRequest("/api/test/upload", creds)), 400, "VAL_2002"],
      ["file over the per-file limit", () => upload(formRequest("/api/test/upload", creds, [{ name: "big.pdf", bytes: new Uint8Array(5000) }])), 400, "VAL_2006"],
      ["too many files", () => upload(formRequest("/api/test/upload", creds, [1, 2, 3].map((i) => ({ name: `${i}.png`, bytes: new Uint8Array(10) })))), 400, "VAL_2006"],
      ["no file", () => upload(formRequest("/api/test/upload", creds)), 400, "VAL_2001"],
      ["credentials missing on a multipart request", () => upload(formRequest("/api/test/upload", {}, [{ name: "a.png", bytes: new Uint8Array(10) }])), 401, "AUTH_1001"],
      ["HTTP Basic where it is not allowed", () => paid(new Request(BASE + "/api/test/paid", { method: "POST", headers: { "content-type": "application/json", ...basic(acc.username, acc.password) }, body: "{}" })), 401, "AUTH_1001"],
      ["ICR family renames shared codes", () => icr(jsonRequest("/api/test/icr", {})), 401, "ICR_AUTH_1001"],
    ];
    for (const [label, call, status, code] of cases) {
      const { status: got, body } = await readEnvelope(await call());
      expect({ label, status: got, code: body.error?.code }).toEqual({ label, status, code });
      expect(body.status).toBe("error");
      expect(body.error.message.length).toBeGreaterThan(5);
      expect(typeof body.timestamp).toBe("string");
      expect(body.api_version).toBe("v-test");
    }
    // None of the failures above cost anything.
    const after = await db.prisma.account.findUniqueOrThrow({ where: { id: acc.id } });
    expect(after.credits.toString()).toBe("10");
  });

  it("accepts HTTP Basic where the endpoint allows it", async () => {
    const acc = await useAccount(db, 1);
    const res = await basicAllowed(new Request(BASE + "/api/test/basic", { method: "POST", headers: { "content-type": "application/json", ...basic(acc.username, acc.password) }, body: "{}" }));
    expect(res.status).toBe(200);
  });

  it("hides internal errors behind SRV_5001 with a request id, no stack and no patient data, and charges nothing", async () => {
    const acc = await useAccount(db, 3);
    const res = await crashing(jsonRequest("/api/test/crash", { username: acc.username, password: acc.password }));
    const text = await res.text();
    expect(res.status).toBe(500);
    const body = JSON.parse(text);
    expect(body.error.code).toBe("SRV_5001");
    expect(body.error.request_id).toMatch(/[0-9a-f-]{36}/);
    expect(res.headers.get("x-request-id")).toBe(body.error.request_id);
    expect(text).not.toContain("Jane");
    expect(text).not.toContain(".ts:");
    expect((await db.prisma.account.findUniqueOrThrow({ where: { id: acc.id } })).credits.toString()).toBe("3");
  });

  it("debits exactly the cost after success, with a ledger row, and sandbox twins are free", async () => {
    const acc = await useAccount(db, 2);
    const creds = { username: acc.username, password: acc.password };
    expect((await sandbox(jsonRequest("/api/test/sandbox", creds))).status).toBe(200);
    expect((await icr(jsonRequest("/api/test/icr", creds))).status).toBe(200);
    const res = await paid(jsonRequest("/api/test/paid", creds));
    const { body } = await readEnvelope(res);
    expect(body).toMatchObject({ status: "success", data: { ok: true }, api_version: "v-test" });
    const account = await db.prisma.account.findUniqueOrThrow({ where: { id: acc.id } });
    expect(account.credits.toString()).toBe("0.5");
    const ledger = await db.prisma.ledgerEntry.findMany({ where: { accountId: acc.id }, orderBy: { id: "asc" } });
    expect(ledger.map((l) => [l.delta.toString(), l.balanceAfter.toString(), l.endpoint])).toEqual([
      ["2", "2", "account:create"],
      ["-0.5", "1.5", "/api/test/icr"],
      ["-1", "0.5", "/api/test/paid"],
    ]);
    // 0.5 left: a 1-credit call is refused before any work, naming the quota.
    const refused = await readEnvelope(await paid(jsonRequest("/api/test/paid", creds)));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("QUOTA_1101");
    expect(refused.body.error.details).toContain("0.5");
  });

  it("20 parallel paid requests on 5 credits: exactly 5 succeed, balance 0, ledger consistent", async () => {
    const acc = await useAccount(db, 5);
    const creds = { username: acc.username, password: acc.password };
    await paid(jsonRequest("/api/test/paid", { ...creds, kind: "c" })); // warm the credential cache; fails, free
    const results = await Promise.all(Array.from({ length: 20 }, () => paid(jsonRequest("/api/test/paid", creds)).then(readEnvelope)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(5);
    expect(results.filter((r) => r.status === 403).every((r) => r.body.error.code === "QUOTA_1101")).toBe(true);
    expect(results.filter((r) => r.status !== 200 && r.status !== 403)).toEqual([]);
    const account = await db.prisma.account.findUniqueOrThrow({ where: { id: acc.id } });
    expect(account.credits.toString()).toBe("0");
    const ledger = await db.prisma.ledgerEntry.findMany({ where: { accountId: acc.id }, orderBy: { id: "asc" } });
    expect(ledger).toHaveLength(6);
    expect(ledger.reduce((s, l) => s + Number(l.delta), 0)).toBe(0);
    expect(ledger.map((l) => Number(l.balanceAfter))).toEqual([5, 4, 3, 2, 1, 0]);
  });

  it("locks an account after five failures in 15 minutes, even for the right password", async () => {
    const acc = await useAccount(db, 1);
    const wrong = () => paid(jsonRequest("/api/test/paid", { username: acc.username, password: "wrong-password" })).then(readEnvelope);
    for (let i = 0; i < 4; i++) expect((await wrong()).body.error.code).toBe("AUTH_1002");
    const fifth = await paid(jsonRequest("/api/test/paid", { username: acc.username, password: "wrong-password" }));
    expect(fifth.status).toBe(423);
    expect(Number(fifth.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(((await fifth.json()) as { error: { code: string } }).error.code).toBe("AUTH_1003");
    const right = await readEnvelope(await paid(jsonRequest("/api/test/paid", { username: acc.username, password: acc.password })));
    expect(right.body.error.code).toBe("AUTH_1003");
    await unlockAccount(db.prisma, acc.username);
    expect((await paid(jsonRequest("/api/test/paid", { username: acc.username, password: acc.password }))).status).toBe(200);
  });

  it("forgets cached credentials when the password changes", async () => {
    const acc = await useAccount(db, 5);
    expect((await basicAllowed(jsonRequest("/api/test/basic", { username: acc.username, password: acc.password }))).status).toBe(200);
    await setAccountPassword(db.prisma, acc.username, "a brand new secret");
    expect((await readEnvelope(await basicAllowed(jsonRequest("/api/test/basic", { username: acc.username, password: acc.password })))).body.error.code).toBe("AUTH_1002");
    expect((await basicAllowed(jsonRequest("/api/test/basic", { username: acc.username, password: "a brand new secret" }))).status).toBe(200);
  });

  it("rate-limits per account with QUOTA_1103 and Retry-After", async () => {
    const acc = await useAccount(db, 0);
    const previous = process.env.RATE_LIMIT_PER_MINUTE;
    process.env.RATE_LIMIT_PER_MINUTE = "3";
    try {
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 5; i++) {
        last = await basicAllowed(jsonRequest("/api/test/basic", { username: acc.username, password: acc.password }));
        statuses.push(last.status);
      }
      // A window boundary can fall inside the loop; at least the 4th or 5th call must be limited.
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses.slice(3)).toContain(429);
      const limited = statuses[4] === 429 ? last! : undefined;
      if (limited) {
        expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(((await limited.json()) as { error: { code: string } }).error.code).toBe("QUOTA_1103");
      }
    } finally {
      process.env.RATE_LIMIT_PER_MINUTE = previous;
    }
  });
});

describe.each(testDatabaseKinds())("credit ledger on %s", (kind) => {
  it("is append-only: the database refuses to change or delete an entry", async () => {
    const db = await createTestDatabase(kind);
    try {
      const acc = await useAccount(db, 3);
      const entry = await db.prisma.ledgerEntry.findFirstOrThrow({ where: { accountId: acc.id } });
      await expect(db.prisma.ledgerEntry.update({ where: { id: entry.id }, data: { delta: 1000 } })).rejects.toThrow();
      await expect(db.prisma.ledgerEntry.delete({ where: { id: entry.id } })).rejects.toThrow();
      const again = await db.prisma.ledgerEntry.findUniqueOrThrow({ where: { id: entry.id } });
      expect(again.delta.toString()).toBe("3");
      // Appending still works.
      await db.prisma.ledgerEntry.create({ data: { accountId: acc.id, delta: -1, balanceAfter: 2, endpoint: "/test", requestId: "r1" } });
      expect(await db.prisma.ledgerEntry.count({ where: { accountId: acc.id } })).toBe(2);
    } finally {
      await db.dispose();
    }
  });
});
