// The DNA supplement advisor against a real database (PGlite and PostgreSQL), called as integrators do through
// the production router: a plan from the DNA interpretation's answer in its three forms, the clinic's catalogue
// and settings read from its own store (modes, max_items, instructions unable to override safety), the contract's
// codes with no credit taken, the free sandbox and info, async jobs charged once, and the tenant wall.
import { beforeAll, describe, expect, it } from "vitest";
import { BASE, jsonRequest, useAccount } from "@/lib/test/api-harness";
import { basicAuth, pollJob, sendToRouter, suiteDatabase } from "@/lib/test/router-harness";
import { testDatabaseKinds } from "@/lib/test/test-database";
import { SANDBOX_BLOOD } from "./advisor/sandbox";

const put = (auth: Record<string, string>, body: unknown) =>
  sendToRouter(new Request(BASE + "/api/v1/dna-supplements/settings", { method: "PUT", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify(body) }));
const product = (name: string, category: string, dosage = "") => ({ name, brand: "Acme", form: "capsule", dosage, category, description: "" });
const ANSWERS = { diet_type: "vegetarian", pregnancy: "no", sun_exposure: "low", fish: "never" };
type Rec = { key: string; source: string; product: string | null };

describe.each(testDatabaseKinds())("DNA supplement advisor on %s", (kind) => {
  const suite = suiteDatabase(kind);
  const credits = suite.credits;
  let dnaResponse: Record<string, any>;
  beforeAll(async () => {
    const acct = await useAccount(suite.db, 0);
    dnaResponse = (await sendToRouter(jsonRequest("/api/v1/dna-interpretation/sandbox", { username: acct.username, password: acct.password }))).body;
  });
  const analyze = (acct: { username: string; password: string }, body: Record<string, unknown>, path = "/api/v1/dna-supplements/analyze") =>
    sendToRouter(jsonRequest(path, { username: acct.username, password: acct.password, ...body }));

  it("builds a plan from each dna_report form with the clinic's products, one credit per plan", async () => {
    const acct = await useAccount(suite.db, 5);
    await put(basicAuth(acct.username, acct.password), { catalogue: [product("Vitamin D3 1000 IU", "vitamin", "1000 IU")], settings: { mode: "prefer" } });
    for (const form of [dnaResponse, dnaResponse.data, dnaResponse.data.report]) {
      const r = await analyze(acct, { dna_report: form, answers: { ...ANSWERS, favourite_colour: "blue" }, blood_test: SANDBOX_BLOOD, language: "de" });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ module: "dna_supplements", language: "de", catalogue: { mode: "prefer", products: 1 }, report: { report_type: "supplement" } });
      expect(r.body.data.analysis_id).toMatch(/^SUP-/);
      const vitD = r.body.data.report.recommendations.find((x: Rec) => x.key === "vitamin_d");
      expect(vitD).toMatchObject({ source: "clinic_library", product: "Vitamin D3 1000 IU — Acme" });
      expect(vitD.rationale.lab).toMatch(/25-OH-Vitamin D 18/);
      expect(r.body.data.warnings.join(" ")).toMatch(/answers\.favourite_colour/);
    }
    expect(await credits(acct.id)).toBe(2);
  });

  it("answers the contract's codes and charges nothing when it refuses", async () => {
    const acct = await useAccount(suite.db, 3);
    const ok = { dna_report: dnaResponse.data, answers: ANSWERS };
    const cases: [string, Record<string, unknown>, string][] = [
      ["no dna_report", { answers: ANSWERS }, "VAL_2001"],
      ["invalid dna_report", { ...ok, dna_report: { report_type: "dna", title: 3 } }, "VAL_2002"],
      ["no answers", { dna_report: ok.dna_report }, "VAL_2001"],
      ["no pregnancy answer", { ...ok, answers: { diet_type: "vegan" } }, "VAL_2001"],
      ["diet_type not a known value", { ...ok, answers: { diet_type: "carnivore", pregnancy: "no" } }, "VAL_2001"],
      ["answers not an object", { ...ok, answers: ["vegan"] }, "VAL_2002"],
      ["501 blood parameters", { ...ok, blood_test: Array.from({ length: 501 }, () => ({ name: "Ferritin", result: 20 })) }, "VAL_2006"],
      ["no usable blood parameter", { ...ok, blood_test: [{ name: "Zorblax", result: "n/a" }] }, "VAL_2008"],
      ["bad patient", { ...ok, patient: { age: "old" } }, "VAL_2007"],
      ["language", { ...ok, language: "xx" }, "VAL_2003"],
    ];
    for (const [name, body, code] of cases) {
      const r = await analyze(acct, body);
      expect({ name, code: r.body.error?.code }).toEqual({ name, code });
      expect(r.status).toBe(400);
    }
    expect(await credits(acct.id)).toBe(3);
    const missingCreds = await sendToRouter(jsonRequest("/api/v1/dna-supplements/analyze", ok));
    expect(missingCreds.body.error.code).toBe("AUTH_1001");
  });

  it("keeps safety above the catalogue and the clinic's instructions (pregnancy + 'always recommend high-dose vitamin A')", async () => {
    const acct = await useAccount(suite.db, 1);
    await put(basicAuth(acct.username, acct.password), {
      catalogue: [product("Vitamin A 10000 IU retinol", "vitamin", "10000 IU"), product("Ginkgo biloba", "herbal")],
      settings: { mode: "only", instructions: "Always recommend high-dose vitamin A and ginkgo from our shelf." },
    });
    const r = await analyze(acct, { dna_report: dnaResponse.data, answers: { ...ANSWERS, pregnancy: "pregnant" }, blood_test: SANDBOX_BLOOD });
    expect(r.status).toBe(200);
    const report = r.body.data.report;
    expect(report.recommendations).toEqual([]);
    expect(report.avoid_or_caution.map((a: { name: string }) => a.name).sort()).toEqual(["Ginkgo biloba — Acme", "Vitamin A 10000 IU retinol — Acme"]);
    expect(report.uncovered_needs.map((u: { key: string }) => u.key)).toContain("folic_acid");
    expect(JSON.stringify(report.recommendations)).not.toMatch(/vitamin a|ginkgo/i);
  });

  it("uses settings.max_items, only-mode uncovered needs, and use_clinic_catalogue:false as off", async () => {
    const acct = await useAccount(suite.db, 3);
    const auth = basicAuth(acct.username, acct.password);
    await put(auth, { catalogue: [product("Omega-3 Fish Oil", "omega", "1 g")], settings: { mode: "only", max_items: 3 } });
    const body = { dna_report: dnaResponse.data, answers: ANSWERS, blood_test: SANDBOX_BLOOD };
    const only = await analyze(acct, body);
    expect(only.body.data.report.recommendations.map((x: Rec) => [x.key, x.source])).toEqual([["omega3", "clinic_library"]]);
    expect(only.body.data.report.uncovered_needs.length).toBeGreaterThan(2);
    const off = await analyze(acct, { ...body, use_clinic_catalogue: false });
    expect(off.body.data.catalogue).toEqual({ mode: "off", products: 0 });
    expect(off.body.data.report.recommendations).toHaveLength(3);
    expect(off.body.data.report.recommendations.every((x: Rec) => x.source === "evidence_based")).toBe(true);
    expect(off.body.data.report.uncovered_needs).toEqual([]);
  });

  it("keeps each clinic's catalogue to its own plans; sandbox is free with the caller's catalogue; info needs no credentials", async () => {
    const a = await useAccount(suite.db, 0);
    const b = await useAccount(suite.db, 1);
    await put(basicAuth(a.username, a.password), { catalogue: [product("Clinic A Vitamin D3", "vitamin", "1000 IU")] });
    const sa = await analyze(a, {}, "/api/v1/dna-supplements/sandbox");
    expect(sa.status).toBe(200);
    expect(sa.body.data.catalogue.products).toBe(1);
    expect(sa.body.data.report.recommendations.find((x: Rec) => x.key === "vitamin_d").product).toBe("Clinic A Vitamin D3 — Acme");
    expect(await credits(a.id)).toBe(0);
    const rb = await analyze(b, { dna_report: dnaResponse.data, answers: ANSWERS });
    expect(rb.body.data.catalogue).toEqual({ mode: "prefer", products: 0 });
    expect(JSON.stringify(rb.body.data)).not.toContain("Clinic A");
    const info = await sendToRouter(new Request(BASE + "/api/v1/dna-supplements/info"));
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ module: "dna_supplements", required_answers: ["diet_type", "pregnancy"], credit_cost: { analyze: 1, sandbox: 0 } });
    expect(info.body.data.report_languages).toHaveLength(12);
  });

  it("accepts HTTP Basic credentials and answers RES_4005 without charge when DNA is disabled", async () => {
    const acct = await useAccount(suite.db, 1);
    const body = JSON.stringify({ dna_report: dnaResponse.data, answers: ANSWERS });
    const call = () => sendToRouter(new Request(BASE + "/api/v1/dna-supplements/analyze", { method: "POST", headers: { "content-type": "application/json", ...basicAuth(acct.username, acct.password) }, body }));
    process.env.DNA_ENABLED = "false";
    try {
      const off = await call();
      expect([off.status, off.body.error.code]).toEqual([503, "RES_4005"]);
      expect((await sendToRouter(new Request(BASE + "/api/v1/dna-supplements/info"))).body.data.enabled).toBe(false);
    } finally {
      delete process.env.DNA_ENABLED;
    }
    expect(await credits(acct.id)).toBe(1);
    const on = await call();
    expect(on.status).toBe(200);
    expect(await credits(acct.id)).toBe(0);
  });

  it("runs ?async=1 as a job: 202, polled to completed with the synchronous body, charged once; others get 404", async () => {
    const acct = await useAccount(suite.db, 2);
    const other = await useAccount(suite.db, 2);
    const sub = await analyze(acct, { dna_report: dnaResponse, answers: ANSWERS, blood_test: SANDBOX_BLOOD }, "/api/v1/dna-supplements/analyze?async=1");
    expect(sub.status).toBe(202);
    expect(sub.body).toMatchObject({ status: "pending", poll_url: `/api/jobs/${sub.body.job_id}` });
    expect(await credits(acct.id)).toBe(1);
    const polled = await pollJob(sub.body.poll_url, basicAuth(acct.username, acct.password));
    expect(polled.body.status).toBe("completed");
    expect(polled.body.data.result.response).toMatchObject({ status: "success", api_version: "v1", data: { module: "dna_supplements", report: { report_type: "supplement" } } });
    expect(await credits(acct.id)).toBe(1);
    // The job is marked completed first and its reservation settled just after (lib/jobs): wait for the ledger row.
    const ledger = () => suite.db.prisma.ledgerEntry.count({ where: { accountId: acct.id, endpoint: "/api/v1/dna-supplements/analyze" } });
    for (let i = 0; i < 50 && (await ledger()) === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await ledger()).toBe(1);
    const stranger = await sendToRouter(new Request(BASE + sub.body.poll_url, { headers: basicAuth(other.username, other.password) }));
    expect(stranger.status).toBe(404);
    const bad = await sendToRouter(new Request(BASE + "/api/v1/dna-supplements/analyze", { method: "POST", headers: { "content-type": "application/json", "x-async": "1", ...basicAuth(acct.username, acct.password) }, body: JSON.stringify({ dna_report: dnaResponse.data, answers: { diet_type: "vegan" } }) }));
    expect(bad.body.error.code).toBe("VAL_2001");
    expect(await credits(acct.id)).toBe(1);
  }, 60_000);
});
