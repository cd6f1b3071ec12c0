// Biological age through the kernel on PGlite and PostgreSQL: a full panel in mixed units gives the
// BioAge reference PhenoAge and costs 1 credit; a panel missing an input answers what is missing and costs
// nothing; bad requests cost nothing; the sandbox is free and shows at least 18 indices.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoint } from "@/lib/api/endpoint";
import { jsonRequest, readEnvelope, useAccount } from "@/lib/test/api-harness";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/lib/test/test-database";
import { analyze, sandbox } from "./endpoints";

// Reference vector 5 of lib/knowledge/indices/phenoage.test.ts (BioAge: 46.2878 years at age 50), printed
// the way labs print it: albumin g/dL, glucose mg/dL, CRP mg/L, WBC 10^3/µL, names in several languages.
const FULL_PANEL = [
  { short_name: "Albumin", result: 4.4, unit: "g/dL" },
  { short_name: "Kreatinin", result: 80, unit: "µmol/L" },
  { short_name: "Glucose", result: "90.08", unit: "mg/dL" },
  { short_name: "CRP", result: 1.5, unit: "mg/L" },
  { short_name: "Lymphocytes %", result: 27, unit: "%" },
  { short_name: "MCV", result: 92, unit: "fL" },
  { short_name: "RDW-CV", result: 13.5, unit: "%" },
  { short_name: "ALP", long_name: "Alkaline phosphatase", result: 80, unit: "U/L" },
  { short_name: "Лейкоциты", result: 7.0, unit: "10^3/µL" },
];

const post = (def: Parameters<typeof endpoint>[0], path: string, body: unknown) => endpoint(def)(jsonRequest(path, body)).then(readEnvelope);

describe.each(testDatabaseKinds())("biological age on %s", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db.dispose();
  });
  const credits = async (id: string) => Number((await db.prisma.account.findUniqueOrThrow({ where: { id } })).credits);

  it("computes PhenoAge from a full panel in printed units for 1 credit", async () => {
    const acct = await useAccount(db, 2);
    const res = await post(analyze, "/api/v1/blood-age/analyze", { username: acct.username, password: acct.password, age: 50, sex: "male", parameters: FULL_PANEL });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(Math.abs(d.biological_age - 46.2878)).toBeLessThan(0.05);
    expect(d).toMatchObject({ chronological_age: 50, method: "phenoage_levine_2018", missing_inputs: [], credit_charged: true });
    expect(d.age_difference).toBeCloseTo(d.biological_age - 50, 2);
    expect(d.message).toContain("below the chronological age of 50");
    expect(d.phenoage_inputs.find((i: { key: string }) => i.key === "crp")).toMatchObject({ value: 0.15, unit: "mg/dL", from: "CRP" });
    expect(d.phenoage_inputs.find((i: { key: string }) => i.key === "wbc")).toMatchObject({ value: 7, from: "Лейкоциты" });
    expect(await credits(acct.id)).toBe(1);
  });

  it("answers what is missing, with the indices it can compute, and charges nothing", async () => {
    const acct = await useAccount(db, 1);
    const res = await post(analyze, "/api/v1/blood-age/analyze", {
      username: acct.username, password: acct.password, age: 50, language: "de",
      parameters: [...FULL_PANEL.filter((p) => p.short_name !== "CRP" && p.short_name !== "MCV"), { short_name: "AST", result: 30, unit: "U/L" }, { short_name: "ALT", result: 20, unit: "U/L" }],
    });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ biological_age: null, age_difference: null, missing_inputs: ["crp", "mcv"], credit_charged: false, narrative_language: "de" });
    expect(d.message).toContain("es fehlen: CRP, MCV");
    expect(d.indices.find((i: { key: string }) => i.key === "de_ritis_ratio")).toMatchObject({ value: 1.5, band: "within", name: "De-Ritis-Quotient (AST/ALT)" });
    expect(await credits(acct.id)).toBe(1);
  });

  it("reads a whole v12 data object with age and sex from its metadata", async () => {
    const acct = await useAccount(db, 1);
    const data = { metadata: { patient_age: "50", patient_sex: "male" }, parameters: [...FULL_PANEL, { short_name: "Creatinine", result: 0.9, unit: "mg/dL" }] };
    const res = await post(analyze, "/api/v1/blood-age/analyze", { username: acct.username, password: acct.password, data });
    expect(res.status).toBe(200);
    expect(res.body.data.chronological_age).toBe(50);
    expect(res.body.data.indices.map((i: { key: string }) => i.key)).toContain("egfr_ckd_epi_2021");
  });

  it("refuses a request without age, an oversize panel and a panel with nothing usable, free of charge", async () => {
    const acct = await useAccount(db, 1);
    const creds = { username: acct.username, password: acct.password };
    const noAge = await post(analyze, "/api/v1/blood-age/analyze", { ...creds, parameters: FULL_PANEL });
    expect(noAge.body.error.code).toBe("VAL_2001");
    const big = await post(analyze, "/api/v1/blood-age/analyze", { ...creds, age: 40, parameters: Array.from({ length: 501 }, () => FULL_PANEL[0]) });
    expect(big.body.error.code).toBe("VAL_2006");
    const nothing = await post(analyze, "/api/v1/blood-age/analyze", { ...creds, age: 40, parameters: [{ short_name: "Zeta-Marker 9", result: "positive" }] });
    expect(nothing.status).toBe(400);
    expect(nothing.body.error.code).toBe("VAL_2008");
    expect(await credits(acct.id)).toBe(1);
  });

  it("sandbox: free, a full sample with at least 18 indices", async () => {
    const acct = await useAccount(db, 0);
    const res = await post(sandbox, "/api/v1/blood-age/sandbox", { username: acct.username, password: acct.password, age: 40 });
    expect(res.status).toBe(200);
    expect(res.body.data.biological_age).toBeGreaterThan(30);
    expect(res.body.data.indices.length).toBeGreaterThanOrEqual(18);
    expect(await credits(acct.id)).toBe(0);
  });
});
