// The kernel's hardening against a real database (PGlite always; PostgreSQL too when TEST_DATABASE_URL is set):
// uploads stop as soon as the credentials fail, every byte and field is bounded, credits are reserved before
// work (and given back on failure, cancellation or a crash), and failed sign-ins lock one source, not the account.
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { releaseExpiredReservations, reserveCredits } from "@/lib/accounts/reservations";
import { readEnvelope, useAccount, BASE } from "@/lib/test/api-harness";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/lib/test/test-database";
import { defineEndpoint } from "./define-endpoint";
import { endpoint } from "./endpoint";

const okResponse = z.object({ ok: z.literal(true) });
const base = { tags: ["Test"], version: "v-test", summary: "test", response: okResponse, method: "POST", auth: "credentials" } as const;

const seenPaths: string[] = [];
let scansStarted = 0;
const upload = endpoint(
  defineEndpoint({
    ...base, path: "/api/test/upload", cost: 0, body: "multipart", request: z.object({}).catchall(z.string()),
    handler: async ({ files }) => {
      seenPaths.push(...files.map((f) => f.path));
      expect(files.every((f) => existsSync(f.path))).toBe(true);
      return { ok: true as const };
    },
  }),
);
/** A paid "scan" that takes 400 ms unless the client goes away. */
const scan = endpoint(
  defineEndpoint({
    ...base, path: "/api/test/scan", cost: 1, body: "multipart", request: z.object({}),
    handler: async ({ signal }) => {
      scansStarted++;
      await new Promise<void>((resolve, reject) => {
        const t = setTimeout(resolve, 400);
        signal.addEventListener("abort", () => {
          clearTimeout(t);
          reject(new Error("aborted"));
        });
      });
      return { ok: true as const };
    },
  }),
);
const json = endpoint(defineEndpoint({ ...base, path: "/api/test/json", cost: 0, body: "json", request: z.object({}).catchall(z.unknown()), handler: async () => ({ ok: true as const }) }));

const BOUNDARY = "----hardening";
function part(name: string, value: string | Uint8Array, filename?: string): Uint8Array {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ""}\r\n${filename ? "Content-Type: application/pdf\r\n" : ""}\r\n`;
  return Buffer.concat([Buffer.from(head), typeof value === "string" ? Buffer.from(value) : value, Buffer.from("\r\n")]);
}
const END = Buffer.from(`--${BOUNDARY}--\r\n`);

/** A multipart request whose file part is produced lazily; `pulled()` says how many bytes the server read. */
function streamingUpload(path: string, head: Uint8Array[], fileMb: number, init: { headers?: Record<string, string>; signal?: AbortSignal } = {}) {
  let pulled = 0;
  let left = fileMb * 1024 * 1024;
  const chunk = new Uint8Array(64 * 1024);
  const prefix = Buffer.concat([...head, Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`)]);
  let sentPrefix = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sentPrefix) {
        sentPrefix = true;
        pulled += prefix.length;
        controller.enqueue(prefix);
        return;
      }
      if (left <= 0) {
        controller.enqueue(Buffer.concat([Buffer.from("\r\n"), END]));
        controller.close();
        return;
      }
      const n = Math.min(left, chunk.length);
      left -= n;
      pulled += n;
      controller.enqueue(chunk.subarray(0, n));
    },
  }, { highWaterMark: 0 });
  const req = new Request(BASE + path, {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...init.headers },
    body,
    signal: init.signal,
    // @ts-expect-error Node needs duplex for streamed request bodies
    duplex: "half",
  });
  return { req, pulled: () => pulled };
}

function rawMultipart(path: string, parts: Uint8Array[], headers: Record<string, string> = {}): Request {
  return new Request(BASE + path, { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers }, body: Buffer.concat([...parts, END]) });
}

describe.each(testDatabaseKinds())("kernel hardening on %s", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db.dispose();
  });

  it("stops reading an upload as soon as the credentials fail, and answers 401", async () => {
    const acc = await useAccount(db, 1);
    const { req, pulled } = streamingUpload("/api/test/upload", [part("username", acc.username), part("password", "wrong password")], 60);
    const res = await readEnvelope(await upload(req));
    expect(res.body.error.code).toBe("AUTH_1002");
    expect(pulled()).toBeLessThan(20 * 1024 * 1024);
  });

  it("spools files to temporary files that are gone after the answer, and keeps the file order", async () => {
    const acc = await useAccount(db, 1);
    seenPaths.length = 0;
    const res = await upload(rawMultipart("/api/test/upload", [part("file", "first", "1.pdf"), part("username", acc.username), part("password", acc.password), part("file", "second", "2.pdf")]));
    expect(res.status).toBe(200);
    expect(seenPaths).toHaveLength(2);
    expect(seenPaths[0]! < seenPaths[1]!).toBe(true);
    expect(seenPaths.some((p) => existsSync(p))).toBe(false);
  });

  it("refuses NUL bytes, invalid UTF-8, too many fields and oversized fields with validation codes", async () => {
    const acc = await useAccount(db, 1);
    const creds = [part("username", acc.username), part("password", acc.password)];
    const cases: [string, Request, number, string, string][] = [
      ["NUL in a field", rawMultipart("/api/test/upload", [...creds, part("note", "a\0b")]), 400, "VAL_2002", "NUL"],
      ["invalid UTF-8", rawMultipart("/api/test/upload", [...creds, part("note", Buffer.from([0x61, 0xff, 0xfe, 0x62]))]), 400, "VAL_2002", "UTF-8"],
      ["51 fields", rawMultipart("/api/test/upload", [...creds, ...Array.from({ length: 49 }, (_, i) => part(`f${i}`, "x"))]), 400, "VAL_2006", "form fields"],
      ["a 2 MB field", rawMultipart("/api/test/upload", [...creds, part("note", "x".repeat(2 * 1024 * 1024))]), 400, "VAL_2006", "note"],
      ["NUL in JSON", new Request(BASE + "/api/test/json", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: acc.username, password: acc.password, note: "a\u0000b" }) }), 400, "VAL_2002", "note"],
      ["invalid UTF-8 JSON", new Request(BASE + "/api/test/json", { method: "POST", headers: { "content-type": "application/json" }, body: Buffer.concat([Buffer.from('{"note":"'), Buffer.from([0xff]), Buffer.from('"}')]) }), 400, "VAL_2002", "UTF-8"],
      ["NUL in a username", new Request(BASE + "/api/test/json", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "a\u0000", password: "x" }) }), 400, "VAL_2002", "NUL"],
    ];
    for (const [label, req, status, code, says] of cases) {
      const res = await readEnvelope(await (req.url.endsWith("json") ? json : upload)(req));
      expect({ label, status: res.status, code: res.body.error?.code }).toEqual({ label, status, code });
      expect(res.body.error.details).toContain(says);
    }
  });

  it("replaces a client X-Request-Id that is not a short safe token", async () => {
    const acc = await useAccount(db, 1);
    const body = JSON.stringify({ username: acc.username, password: acc.password });
    const call = (id: string) => json(new Request(BASE + "/api/test/json", { method: "POST", headers: { "content-type": "application/json", "x-request-id": id }, body }));
    expect((await call("abc-123_DEF.4")).headers.get("x-request-id")).toBe("abc-123_DEF.4");
    const replaced = (await call("<script>alert(1)</script>")).headers.get("x-request-id");
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("1 credit and 4 parallel paid scans: one runs, three are refused at once, one credit spent", async () => {
    const acc = await useAccount(db, 1);
    const creds = [part("username", acc.username), part("password", acc.password), part("file", "%PDF-1.4", "a.pdf")];
    await json(new Request(BASE + "/api/test/json", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: acc.username, password: acc.password }) }));
    scansStarted = 0;
    const results = await Promise.all(Array.from({ length: 4 }, () => scan(rawMultipart("/api/test/scan", creds)).then(readEnvelope)));
    expect(scansStarted).toBe(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => r.body.error.code).every((c: string) => c.startsWith("QUOTA_"))).toBe(true);
    expect((await db.prisma.account.findUniqueOrThrow({ where: { id: acc.id } })).credits.toString()).toBe("0");
    const ledger = await db.prisma.ledgerEntry.findMany({ where: { accountId: acc.id }, orderBy: { id: "asc" } });
    expect(ledger.map((l) => [Number(l.delta), Number(l.balanceAfter)])).toEqual([[1, 1], [-1, 0]]);
    expect(await db.prisma.creditReservation.count({ where: { accountId: acc.id } })).toBe(0);
  });

  it("a client that goes away mid-work stops the handler and is not charged", async () => {
    const acc = await useAccount(db, 2);
    const stop = new AbortController();
    const req = new Request(BASE + "/api/test/scan", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: Buffer.concat([part("username", acc.username), part("password", acc.password), END]),
      signal: stop.signal,
    });
    const pending = scan(req);
    setTimeout(() => stop.abort(), 150);
    const res = await readEnvelope(await pending);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await db.prisma.account.findUniqueOrThrow({ where: { id: acc.id } })).credits.toString()).toBe("2");
    expect(await db.prisma.ledgerEntry.count({ where: { accountId: acc.id } })).toBe(1);
    expect(await db.prisma.creditReservation.count({ where: { accountId: acc.id } })).toBe(0);
  });

  it("the sweeper gives back credits held by a request whose process died", async () => {
    const acc = await useAccount(db, 3);
    const held = await reserveCredits(db.prisma, { accountId: acc.id, cost: 1, endpoint: "/api/test/scan", requestId: "crashed", holdMs: -1000 });
    expect(held).not.toBeNull();
    expect((await db.prisma.account.findUniqueOrThrow({ where: { id: acc.id } })).credits.toString()).toBe("2");
    expect(await releaseExpiredReservations(db.prisma)).toBeGreaterThanOrEqual(1);
    expect((await db.prisma.account.findUniqueOrThrow({ where: { id: acc.id } })).credits.toString()).toBe("3");
    expect(await db.prisma.ledgerEntry.count({ where: { accountId: acc.id } })).toBe(1);
  });

  it("five wrong passwords from one address lock that address only; a cached credential elsewhere keeps working", async () => {
    const acc = await useAccount(db, 0);
    const from = (ip: string, password: string) =>
      json(new Request(BASE + "/api/test/json", { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": ip }, body: JSON.stringify({ username: acc.username, password }) })).then(readEnvelope);
    expect((await from("10.0.0.2", acc.password)).status).toBe(200); // the integration, now cached
    for (let i = 0; i < 4; i++) expect((await from("10.0.0.66", "guess")).body.error.code).toBe("AUTH_1002");
    expect((await from("10.0.0.66", "guess")).status).toBe(423);
    expect((await from("10.0.0.66", acc.password)).body.error.code).toBe("AUTH_1003");
    expect((await from("10.0.0.2", acc.password)).status).toBe(200);
    expect((await from("10.0.0.3", acc.password)).status).toBe(200); // not cached for this source: argon2 path
  });
});
