// The clinic supplement catalogue against a real database (PGlite and PostgreSQL), called through the production
// router as integrators (HTTP Basic / body credentials) and the web app (session cookie) do: replace-the-list
// semantics, limits with the contract's codes, versions with who/what, clinician read-only, the tenant wall, and
// the nutrition plan reading the same store.
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toResponse } from "@/lib/api/envelope";
import { createUser } from "@/lib/accounts/manage";
import { authSecret } from "@/lib/config/auth-secret";
import { clinicCatalogueFor } from "@/lib/modules/nutrition/catalogue-seam";
import { createApiRouter } from "@/lib/server/api-router";
import { BASE, readEnvelope, useAccount } from "@/lib/test/api-harness";
import { signedInClinician } from "@/lib/test/session-cookie";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/lib/test/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret-for-session-cookies";

const router = createApiRouter();
const PATH = "/api/v1/dna-supplements/settings";

async function call(method: "GET" | "PUT", headers: Record<string, string>, body?: unknown) {
  const handler = router.match(method, PATH);
  if (!handler) throw new Error(`no route for ${method} ${PATH}`);
  const init: RequestInit = { method, headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) } };
  if (body !== undefined) init.body = JSON.stringify(body);
  return readEnvelope(toResponse(await handler(new Request(BASE + PATH, init))));
}

const basic = (u: string, p: string) => ({ authorization: `Basic ${Buffer.from(`${u}:${p}`).toString("base64")}` });

async function signedInAdmin(db: TestDatabase, accountId: string) {
  const email = `admin_${Date.now()}_${Math.random().toString(36).slice(2, 8)}@example.test`;
  const { id } = await createUser(db.prisma, { accountId, email, password: "a long test password", role: "admin" });
  const token = await encode({ token: { sub: id, email, accountId, role: "admin", sv: 1, authAt: Math.floor(Date.now() / 1000) }, secret: authSecret() });
  return { email, headers: { cookie: `next-auth.session-token=${token}`, origin: BASE, host: new URL(BASE).host } };
}

const product = (name: string, category = "vitamin") => ({ name, brand: "Acme", form: "capsule", dosage: "1 per day", category, description: `${name} product` });

describe.each(testDatabaseKinds())("supplement catalogue settings on %s", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db.dispose();
  });

  it("starts empty with defaults, replaces the whole list on PUT and keeps who changed what", async () => {
    const clinic = await useAccount(db, 0);
    const auth = basic(clinic.username, clinic.password);
    const empty = await call("GET", auth);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ catalogue: [], products: 0, version: 0, settings: { mode: "prefer", instructions: "", max_items: 8 }, can_edit: true });

    const first = await call("PUT", auth, { catalogue: [product("Vitamin D3 2000"), product("Omega-3 Fish Oil", "omega"), product("Iron bisglycinate", "mineral")] });
    expect(first.status).toBe(200);
    expect(first.body.data.products).toBe(3);
    expect(first.body.data.version).toBe(1);

    // A supplied catalogue replaces the list; settings alone leave the list as it is.
    const second = await call("PUT", auth, { catalogue: [product("Magnesium citrate", "mineral")] });
    expect(second.body.data.catalogue.map((p: { name: string }) => p.name)).toEqual(["Magnesium citrate"]);
    const third = await call("PUT", auth, { settings: { mode: "only", max_items: 5 } });
    expect(third.body.data.catalogue.map((p: { name: string }) => p.name)).toEqual(["Magnesium citrate"]);
    expect(third.body.data.settings).toEqual({ mode: "only", instructions: "", max_items: 5 });

    const read = await call("GET", auth);
    expect(read.body.data.version).toBe(3);
    expect(read.body.data.updated_by).toBe(`API (${clinic.username})`);
    expect(read.body.data.history.map((h: { summary: string }) => h.summary)).toEqual([
      "settings.mode prefer → only; settings.max_items 8 → 5",
      "catalogue: 3 → 1 products (+1 added, -3 removed)",
      "catalogue: 0 → 3 products (+3 added)",
    ]);
    // Free: the account has 0 credits and still reads and saves.
    expect(read.status).toBe(200);
  });

  it("answers the contract's codes: > 200 products VAL_2006, bad max_items / category VAL_2002, long instructions refused", async () => {
    const clinic = await useAccount(db, 0);
    const auth = basic(clinic.username, clinic.password);
    const tooMany = await call("PUT", auth, { catalogue: Array.from({ length: 201 }, (_, i) => product(`P${i}`)) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.code).toBe("VAL_2006");
    const exactly200 = await call("PUT", auth, { catalogue: Array.from({ length: 200 }, (_, i) => product(`P${i}`)) });
    expect(exactly200.body.data.products).toBe(200);
    for (const settings of [{ max_items: 2 }, { max_items: 13 }, { mode: "sometimes" }, { instructions: "x".repeat(1501) }]) {
      const bad = await call("PUT", auth, { settings });
      expect(bad.status, JSON.stringify(settings).slice(0, 40)).toBe(400);
      expect(bad.body.error.code).toBe("VAL_2002");
    }
    const badCategory = await call("PUT", auth, { catalogue: [product("X", "tonic")] });
    expect(badCategory.body.error.code).toBe("VAL_2002");
    const noName = await call("PUT", auth, { catalogue: [{ category: "vitamin" }] });
    expect(noName.body.error.code).toBe("VAL_2001");
    const ok = await call("PUT", auth, { settings: { instructions: "y".repeat(1500), max_items: 12 } });
    expect(ok.body.data.settings.max_items).toBe(12);
    // Refused saves made no version.
    expect((await call("GET", auth)).body.data.version).toBe(2);
    expect((await call("GET", {})).body.error.code).toBe("AUTH_1001");
  });

  it("lets a clinic admin change it in the web app and keeps clinicians read-only", async () => {
    const clinic = await useAccount(db, 0);
    const admin = await signedInAdmin(db, clinic.id);
    const clinician = await signedInClinician(db.prisma, clinic.id);
    const saved = await call("PUT", admin.headers, { catalogue: [product("Vitamin B12 methylcobalamin")] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.updated_by).toBe(admin.email);

    const seen = await call("GET", clinician.headers);
    expect(seen.body.data.catalogue.map((p: { name: string }) => p.name)).toEqual(["Vitamin B12 methylcobalamin"]);
    expect(seen.body.data.can_edit).toBe(false);
    const refused = await call("PUT", clinician.headers, { catalogue: [] });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("AUTH_1011");
    expect((await call("GET", admin.headers)).body.data.products).toBe(1);
  });

  it("keeps each clinic's catalogue to itself, and the nutrition plan reads the same store", async () => {
    const a = await useAccount(db, 0);
    const b = await useAccount(db, 0);
    await call("PUT", basic(a.username, a.password), { catalogue: [product("Clinic A Vitamin D")] });
    const other = await call("GET", basic(b.username, b.password));
    expect(other.body.data).toMatchObject({ catalogue: [], products: 0, version: 0, history: [] });
    expect((await clinicCatalogueFor(a.id)).map((p) => p.name)).toEqual(["Clinic A Vitamin D"]);
    expect(await clinicCatalogueFor(b.id)).toEqual([]);
    expect(await clinicCatalogueFor(null)).toEqual([]);
  });

  it("lists the questionnaire without authentication, labelled in the language asked for", async () => {
    const handler = router.match("GET", "/api/v1/dna-supplements/questionnaire")!;
    const res = await readEnvelope(toResponse(await handler(new Request(`${BASE}/api/v1/dna-supplements/questionnaire?language=tr`))));
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(25);
    expect(res.body.data.questions.find((q: { id: string }) => q.id === "smoking").label).toBe("Sigara içiyor musunuz?");
  });
});
