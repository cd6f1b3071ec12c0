// The family-health endpoints against a real database (PGlite and PostgreSQL), through the production router:
// 1 credit per successful analysis and none on failure, free validate/sandbox (even with zero credits), every
// validation code of the contract, the three reference lists without authentication, and the saved family tree.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toResponse } from "@/lib/api/envelope";
import { createApiRouter } from "@/lib/server/api-router";
import { BASE, readEnvelope, useAccount } from "@/lib/test/api-harness";
import { signedInClinician } from "@/lib/test/session-cookie";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/lib/test/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret-for-session-cookies";
const router = createApiRouter();

async function call(method: "GET" | "POST" | "PUT", path: string, body?: unknown, headers: Record<string, string> = {}) {
  const handler = router.match(method, new URL(BASE + path).pathname);
  if (!handler) throw new Error(`no route for ${method} ${path}`);
  const init: RequestInit = { method, headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) } };
  if (body !== undefined) init.body = JSON.stringify(body);
  return readEnvelope(toResponse(await handler(new Request(BASE + path, init))));
}

const FAMILY = {
  patient_data: { name: "Never Logged", age: 41, gender: "female" },
  family_members: [
    { relation: "mother", conditions: ["Breast cancer"], age_at_diagnosis: 39 },
    { relation: "father", conditions: ["Myocardial infarction"], age_at_diagnosis: 50 },
  ],
  blood_test_data: [{ parameter: "LDL cholesterol", value: 3.1, unit: "mmol/L" }],
  language: "de",
};

describe.each(testDatabaseKinds())("family-health endpoints on %s", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db.dispose();
  });
  const credits = async (id: string) => Number((await db.prisma.account.findUniqueOrThrow({ where: { id } })).credits);

  it("analyses for 1 credit, in German, with the high-risk findings", async () => {
    const acct = await useAccount(db, 2);
    const res = await call("POST", "/api/v1/family-health/analyze", { username: acct.username, password: acct.password, ...FAMILY });
    expect(res.status).toBe(200);
    expect(res.body.api_version).toBe("1.0.0");
    const data = res.body.data;
    expect(data.language).toBe("de");
    const high = data.report_data.hereditary_risk_analysis.high_risk.map((e: { rule_id: string }) => e.rule_id);
    expect(high).toEqual(expect.arrayContaining(["hereditary_breast_ovarian_cancer", "premature_ascvd"]));
    expect(data.report_data.family_tree_summary.maternal_lineage.risk_factors[0]).toContain("Mutter");
    expect(JSON.stringify(data)).not.toContain("Never Logged");
    expect(await credits(acct.id)).toBe(1);
  });

  it("answers each validation code without charging", async () => {
    const acct = await useAccount(db, 1);
    const auth = { username: acct.username, password: acct.password };
    const noAge = await call("POST", "/api/v1/family-health/analyze", { ...auth, patient_data: { gender: "male" }, family_members: [] });
    expect(noAge.status).toBe(400);
    expect(noAge.body.error.code).toBe("VAL_2001");
    expect(noAge.body.error.details).toContain("patient_data.age");
    const noGender = await call("POST", "/api/v1/family-health/analyze", { ...auth, patient_data: { age: 30 }, family_members: [] });
    expect(noGender.body.error.code).toBe("VAL_2001");
    expect(noGender.body.error.details).toContain("patient_data.gender");
    const neither = await call("POST", "/api/v1/family-health/analyze", { ...auth, patient_data: { age: 30, gender: "male" } });
    expect(neither.body.error.code).toBe("VAL_2001");
    const many = Array.from({ length: 101 }, () => ({ relation: "brother" }));
    const tooMany = await call("POST", "/api/v1/family-health/analyze", { ...auth, patient_data: { age: 30, gender: "male" }, family_members: many });
    expect(tooMany.body.error.code).toBe("VAL_2006");
    const lang = await call("POST", "/api/v1/family-health/analyze", { ...auth, ...FAMILY, language: "xx" });
    expect(lang.body.error.code).toBe("VAL_2003");
    const relation = await call("POST", "/api/v1/family-health/analyze", { ...auth, patient_data: { age: 30, gender: "male" }, family_members: [{ relation: "cousin" }] });
    expect(relation.body.error.code).toBe("VAL_2002");
    const noAuth = await call("POST", "/api/v1/family-health/analyze", FAMILY);
    expect(noAuth.body.error.code).toBe("AUTH_1001");
    expect(await credits(acct.id)).toBe(1);
    // 100 members is the limit, not an error.
    const hundred = await call("POST", "/api/v1/family-health/analyze", { ...auth, patient_data: { age: 30, gender: "male" }, family_members: many.slice(0, 100) });
    expect(hundred.status).toBe(200);
    expect(await credits(acct.id)).toBe(0);
    const broke = await call("POST", "/api/v1/family-health/analyze", { ...auth, ...FAMILY });
    expect(broke.body.error.code).toBe("QUOTA_1101");
  });

  it("validates and serves the sandbox for free with zero credits", async () => {
    const acct = await useAccount(db, 0);
    const auth = { username: acct.username, password: acct.password };
    const ok = await call("POST", "/api/v1/family-health/validate", { ...auth, ...FAMILY });
    expect(ok.body.data.validation).toEqual({ valid: true, data_validation: { valid: true, error: null }, language_valid: true });
    const bad = await call("POST", "/api/v1/family-health/validate", { ...auth, patient_data: { gender: "female" }, family_members: [] });
    expect(bad.status).toBe(200);
    expect(bad.body.data.validation.valid).toBe(false);
    expect(bad.body.data.validation.data_validation.error).toContain("patient_data.age");
    const sandbox = await call("POST", "/api/v1/family-health/sandbox/analyze", { ...auth, ...FAMILY, language: "en" });
    expect(sandbox.status).toBe(200);
    expect(sandbox.body.data.report_data.hereditary_risk_analysis.high_risk.length).toBeGreaterThan(0);
    expect(await credits(acct.id)).toBe(0);
  });

  it("serves the three reference lists without authentication", async () => {
    const langs = await call("GET", "/api/v1/family-health/supported-languages");
    expect(langs.body.data.total).toBe(100);
    expect(langs.body.data.languages.find((l: { code: string }) => l.code === "de").name).toBe("German");
    const cats = await call("GET", "/api/v1/family-health/condition-categories");
    expect(cats.body.data.categories.map((c: { key: string }) => c.key)).toEqual(["cardiovascular", "metabolic", "oncological", "neurological", "respiratory", "autoimmune", "genetic", "mental_health", "renal_hepatic"]);
    const rels = await call("GET", "/api/v1/family-health/family-relations");
    expect(rels.body.data.total).toBe(14);
  });

  it("saves a patient's family tree for the clinic only", async () => {
    const clinic = await useAccount(db, 1);
    const { headers } = await signedInClinician(db.prisma, clinic.id);
    const patient = await call("POST", "/api/patients", { display_name: "Tree Patient" }, headers);
    const id = patient.body.data.id as string;
    const empty = await call("GET", `/api/patients/${id}/family-tree`, undefined, headers);
    expect(empty.body.data.members).toEqual([]);
    const members = [{ id: "m1", relation: "mother", conditions: ["Breast cancer"], age_at_diagnosis: 40 }];
    const saved = await call("PUT", `/api/patients/${id}/family-tree`, { members }, headers);
    expect(saved.status).toBe(200);
    const again = await call("GET", `/api/patients/${id}/family-tree`, undefined, headers);
    expect(again.body.data.members).toEqual(members);
    const other = await useAccount(db, 1);
    const otherSession = await signedInClinician(db.prisma, other.id);
    const denied = await call("GET", `/api/patients/${id}/family-tree`, undefined, otherSession.headers);
    expect(denied.status).toBe(404);
    expect(await credits(clinic.id)).toBe(1);
  });
});
