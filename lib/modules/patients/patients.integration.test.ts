// The patients endpoints against a real database, called as the web app calls them (session cookie, same
// origin) and as an integrator does (body credentials, HTTP Basic), through the production server's router
// so the `{id}` paths are matched as they are in production. Two clinics prove the tenant wall: another
// clinic's patient or report is answered exactly like one that does not exist (404 RES_4040).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { V12Response } from "@/lib/modules/blood-test/schemas";
import { toResponse } from "@/lib/api/envelope";
import { createApiRouter } from "@/lib/server/api-router";
import { BASE, readEnvelope, useAccount } from "@/lib/test/api-harness";
import { signedInClinician } from "@/lib/test/session-cookie";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/lib/test/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret-for-session-cookies";

const router = createApiRouter();

/** Sends a request through the production router, as `npm start` would. */
async function call(method: "GET" | "POST", path: string, headers: Record<string, string>, body?: unknown) {
  const handler = router.match(method, new URL(BASE + path).pathname);
  if (!handler) throw new Error(`no route for ${method} ${path}`);
  const init: RequestInit = { method, headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) } };
  if (body !== undefined) init.body = JSON.stringify(body);
  return readEnvelope(toResponse(await handler(new Request(BASE + path, init))));
}

/** A small but complete v12 health-score answer (built here so the test does not depend on the pipeline). */
function samplePayload(): V12Response {
  const parameter = (long_name: string, result: string, evaluation: V12Response["parameters"][number]["evaluation"]) => ({
    category: "Complete Blood Count", long_name, short_name: long_name.slice(0, 3), result, unit: "g/dL",
    range_min: "13.5", range_max: "17.5", range_normal_min: 13.5, range_normal_max: 17.5,
    short_description: "About this value.", long_description: "More about this value.", evaluation,
    loinc: "718-7", ucum_unit: "g/dL", reference_range: "13.5-17.5", type: "range" as const,
  });
  return {
    metadata: { lab_date: "2025-03-11", results_date: null, lab_name: "Lab", lab_city: null, lab_country: null, patient_name: "Printed Name", patient_age: "45", patient_sex: "male" },
    parameters: [parameter("Hemoglobin", "14.9", "normal"), parameter("Haematocrit", "12.1", "low")],
    interpretation: [{ shortcode: "summary_overview", item: "Results evaluated: 2." }],
    narrative_language: "en",
    language_fallback: false,
    health_score: { overall: 70, optimal: 1, normal: 0, warning: 1, critical: 0, total_parameters: 2, score_interpretation: "fair", recommendations: ["See your doctor."] },
    disease_risks: [{ name: "Anemia", percentage: "30%", severity: "moderate" }],
  };
}

describe.each(testDatabaseKinds())("patients endpoints on %s", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db.dispose();
  });

  it("lets a clinician create and find patients, save an analysis and read it back unchanged", async () => {
    const clinic = await useAccount(db, 5);
    const { userId, headers } = await signedInClinician(db.prisma, clinic.id);

    const created = await call("POST", "/api/patients", headers, { display_name: "  Ada Example ", birth_year: 1980, sex: "female" });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ display_name: "Ada Example", birth_year: 1980, sex: "female", report_count: 0 });
    await call("POST", "/api/patients", headers, { display_name: "Bert Sample" });

    const search = await call("GET", "/api/patients?q=ada%20EX", headers);
    expect(search.body.data.patients.map((p: { display_name: string }) => p.display_name)).toEqual(["Ada Example"]);
    const all = await call("GET", "/api/patients", headers);
    expect(all.body.data.patients.map((p: { display_name: string }) => p.display_name)).toEqual(["Ada Example", "Bert Sample"]);

    const patientId: string = created.body.data.id;
    const data = samplePayload();
    const saved = await call("POST", `/api/patients/${patientId}/reports`, headers, { title: "Check-up", lab_date: "2025-03-11", data });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ patient_id: patientId, title: "Check-up", lab_date: "2025-03-11", kind: "blood_test_v12_health" });

    const list = await call("GET", `/api/patients/${patientId}/reports`, headers);
    expect(list.body.data.patient.report_count).toBe(1);
    expect(list.body.data.reports.map((r: { id: string }) => r.id)).toEqual([saved.body.data.id]);

    const one = await call("GET", `/api/reports/${saved.body.data.id}`, headers);
    expect(one.status).toBe(200);
    expect(one.body.data.data).toEqual(JSON.parse(JSON.stringify(data)));
    expect(one.body.data.patient.display_name).toBe("Ada Example");

    // Saving is free, and the row records which clinician saved it.
    const row = await db.prisma.savedReport.findUniqueOrThrow({ where: { id: saved.body.data.id } });
    expect(row.createdBy).toBe(userId);
    const account = await db.prisma.account.findUniqueOrThrow({ where: { id: clinic.id } });
    expect(Number(account.credits)).toBe(5);
  });

  it("answers 404 RES_4040 for another clinic's patients and reports, and writes nothing", async () => {
    const clinicA = await useAccount(db, 1);
    const clinicB = await useAccount(db, 1);
    const a = await signedInClinician(db.prisma, clinicA.id);
    const b = await signedInClinician(db.prisma, clinicB.id);
    const patient = (await call("POST", "/api/patients", a.headers, { display_name: "Private Patient" })).body.data as { id: string };
    const data = samplePayload();
    const report = (await call("POST", `/api/patients/${patient.id}/reports`, a.headers, { title: "Mine", data })).body.data as { id: string };

    const listedForB = await call("GET", "/api/patients?q=Private", b.headers);
    expect(listedForB.body.data.patients).toEqual([]);
    const attempts: [string, "GET" | "POST", string, unknown][] = [
      ["read A's patient reports", "GET", `/api/patients/${patient.id}/reports`, undefined],
      ["save onto A's patient", "POST", `/api/patients/${patient.id}/reports`, { title: "Intruder", data }],
      ["read A's report", "GET", `/api/reports/${report.id}`, undefined],
      ["a patient id that does not exist", "GET", "/api/patients/00000000-0000-4000-8000-000000000000/reports", undefined],
      ["an id that is not an id", "GET", "/api/reports/not-a-uuid", undefined],
    ];
    for (const [label, method, path, body] of attempts) {
      const res = await call(method, path, b.headers, body);
      expect({ label, status: res.status, code: res.body.error?.code }).toEqual({ label, status: 404, code: "RES_4040" });
    }
    expect(await db.prisma.savedReport.count({ where: { patientId: patient.id } })).toBe(1);
    expect(await db.prisma.savedReport.count({ where: { accountId: clinicB.id } })).toBe(0);
    // A still sees its own report.
    expect((await call("GET", `/api/reports/${report.id}`, a.headers)).status).toBe(200);
  });

  it("refuses payloads that are not a v12 health-score answer, in the contract's codes", async () => {
    const clinic = await useAccount(db, 1);
    const { headers } = await signedInClinician(db.prisma, clinic.id);
    const patient = (await call("POST", "/api/patients", headers, { display_name: "P" })).body.data as { id: string };
    const data = samplePayload();
    const { health_score: _h, ...withoutScore } = data as Record<string, unknown>;
    const badEvaluation = { ...data, parameters: data.parameters.map((p, i) => (i === 0 ? { ...p, evaluation: "fine" } : p)) };
    const cases: [string, unknown, number, string][] = [
      ["no health score", { title: "x", data: withoutScore }, 400, "VAL_2001"],
      ["an evaluation outside the seven values", { title: "x", data: badEvaluation }, 400, "VAL_2002"],
      ["no title", { data }, 400, "VAL_2001"],
      ["a lab date that is not a date", { title: "x", lab_date: "2025-02-30", data }, 400, "VAL_2002"],
    ];
    for (const [label, body, status, code] of cases) {
      const res = await call("POST", `/api/patients/${patient.id}/reports`, headers, body);
      expect({ label, status: res.status, code: res.body.error?.code }).toEqual({ label, status, code });
    }
    const badPatient = await call("POST", "/api/patients", headers, { display_name: "   ", birth_year: 1800 });
    expect(badPatient.body.error.code).toBe("VAL_2002");
    expect(await db.prisma.savedReport.count({ where: { accountId: clinic.id } })).toBe(0);
  });

  it("searches names literally: % and _ are characters, not wildcards", async () => {
    const clinic = await useAccount(db, 1);
    const { headers } = await signedInClinician(db.prisma, clinic.id);
    for (const name of ["Ada Example", "Bert_Sample", "Cem 100% Test"]) await call("POST", "/api/patients", headers, { display_name: name });
    const names = async (q: string) =>
      (await call("GET", `/api/patients?q=${encodeURIComponent(q)}`, headers)).body.data.patients.map((p: { display_name: string }) => p.display_name);
    expect(await names("%")).toEqual(["Cem 100% Test"]);
    expect(await names("_")).toEqual(["Bert_Sample"]);
    expect(await names("a%e")).toEqual([]);
    const nul = await call("GET", "/api/patients?q=a%00b", headers);
    expect({ status: nul.status, code: nul.body.error?.code }).toEqual({ status: 400, code: "VAL_2002" });
  });

  it("refuses saved-report payloads far larger than any report (1 MB) before validating them", async () => {
    const clinic = await useAccount(db, 1);
    const { headers } = await signedInClinician(db.prisma, clinic.id);
    const patient = (await call("POST", "/api/patients", headers, { display_name: "Big" })).body.data as { id: string };
    const data = samplePayload();
    const huge = { ...data, parameters: Array.from({ length: 3000 }, () => data.parameters[0]!) };
    const res = await call("POST", `/api/patients/${patient.id}/reports`, headers, { title: "x", data: huge });
    expect({ status: res.status, code: res.body.error?.code }).toEqual({ status: 400, code: "VAL_2006" });
  });

  it("serves integrators too: body credentials on POST, HTTP Basic on GET, nothing without credentials", async () => {
    const clinic = await useAccount(db, 1);
    const creds = { username: clinic.username, password: clinic.password };
    const basic = { authorization: `Basic ${Buffer.from(`${clinic.username}:${clinic.password}`).toString("base64")}` };
    const created = await call("POST", "/api/patients", {}, { ...creds, display_name: "Integrator Patient" });
    expect(created.status).toBe(200);
    const listed = await call("GET", "/api/patients", basic);
    expect(listed.body.data.patients.map((p: { id: string }) => p.id)).toEqual([created.body.data.id]);
    expect((await call("GET", "/api/patients", {})).body.error.code).toBe("AUTH_1001");
    // A session cookie sent from another site cannot write (CSRF wall of the kernel).
    const { headers } = await signedInClinician(db.prisma, clinic.id);
    const crossSite = await call("POST", "/api/patients", { ...headers, origin: "https://evil.example" }, { display_name: "Forged" });
    expect(crossSite.body.error.code).toBe("AUTH_1001");
    expect(await db.prisma.patient.count({ where: { accountId: clinic.id } })).toBe(1);
  });
});
