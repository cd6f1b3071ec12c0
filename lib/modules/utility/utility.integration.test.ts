// Utility endpoints against a real database: info, health (including a database that is down) and the
// quota check in the contract's shape B.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoint } from "@/lib/api/endpoint";
import { setDatabaseForTests } from "@/lib/db/client";
import { BASE, jsonRequest, readEnvelope, useAccount } from "@/lib/test/api-harness";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/lib/test/test-database";
import { health, info, quotaCheck } from "./endpoints";

describe.each(testDatabaseKinds())("utility endpoints on %s", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    setDatabaseForTests(db);
  });
  afterAll(async () => {
    await db.dispose();
  });

  it("GET /api/info names the versions, the 100 languages and the documentation", async () => {
    const { status, body } = await readEnvelope(await endpoint(info)(new Request(BASE + "/api/info")));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ latest_version: "v12", supported_languages: 100, documentation: `${BASE}/docs`, status: "operational" });
    expect(body.data.versions).toContain("v11");
  });

  it("GET /api/health reports the database", async () => {
    const { status, body } = await readEnvelope(await endpoint(health)(new Request(BASE + "/api/health")));
    expect(status).toBe(200);
    expect(body.data.database).toMatchObject({ kind, reachable: true });
    expect(body.data.uptime).toMatch(/\d+h \d+m \d+s/);
  });

  it("POST /api/quota/check answers shape B, at the root and in data, and costs nothing", async () => {
    const acc = await useAccount(db, 7);
    for (let i = 0; i < 2; i++) {
      const { status, body } = await readEnvelope(await endpoint(quotaCheck)(jsonRequest("/api/quota/check", { username: acc.username, password: acc.password })));
      expect(status).toBe(200);
      expect(body.quota).toEqual({ remaining: 7, total: 7, reset_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), plan: "standard" });
      expect(body.data.quota).toEqual(body.quota);
    }
  });
});

describe("GET /api/health with the database down", () => {
  it("answers 503 SRV_5003 with Retry-After", async () => {
    const db = await createTestDatabase("pglite");
    await db.close();
    setDatabaseForTests(db);
    const res = await endpoint(health)(new Request(BASE + "/api/health"));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("SRV_5003");
    setDatabaseForTests(undefined);
  });
});
