// The review step's corrections against a real database (PGlite and PostgreSQL), called as the web app calls
// them: the saved report keeps the original extraction and each correction (who, when, before, after);
// reopening shows the corrected, re-evaluated values; another clinic sees nothing and cannot correct.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toResponse } from "@/lib/api/envelope";
import type { V12Response } from "@/lib/modules/blood-test/schemas";
import { createApiRouter } from "@/lib/server/api-router";
import { BASE, readEnvelope, useAccount } from "@/lib/test/api-harness";
import { signedInClinician } from "@/lib/test/session-cookie";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/lib/test/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret-for-session-cookies";

const router = createApiRouter();

async function call(method: "GET" | "POST", path: string, headers: Record<string, string>, body?: unknown) {
  const handler = router.match(method, new URL(BASE + path).pathname);
  if (!handler) throw new Error(`no route for ${method} ${path}`);
  const init: RequestInit = { method, headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) } };
  if (body !== undefined) init.body = JSON.stringify(body);
  return readEnvelope(toResponse(await handler(new Request(BASE + path, init))));
}

/** An extraction whose second row was misread (11.2 read as 112 → flagged for review). */
function extraction(): V12Response {
  const row = (long_name: string, result: string, unit: string, range: string, evaluation: V12Response["parameters"][number]["evaluation"], confidence: number) => ({
    category: "Complete Blood Count", long_name, short_name: long_name.slice(0, 3), result, unit,
    range_min: range.split("-")[0] ?? null, range_max: range.split("-")[1] ?? null,
    range_normal_min: Number(range.split("-")[0]), range_normal_max: Number(range.split("-")[1]),
    short_description: "", long_description: "", evaluation, loinc: null, ucum_unit: unit, reference_range: range, type: "range" as const,
    confidence, needs_review: confidence < 0.7, source: { page: 1, text: `${long_name} ${result} ${unit} ${range}` }, previous_result: null, printed_flag: null,
    range_source: "printed" as const,
  });
  return {
    metadata: { lab_date: "2026-11-02", results_date: null, lab_name: "Lab", lab_city: null, lab_country: null, patient_name: "Printed Name", patient_age: "52", patient_sex: "female" },
    parameters: [row("Hemoglobin", "13.1", "g/dL", "12.0-15.5", "normal", 0.95), row("Glucose", "9.2", "mmol/L", "3.9-5.5", "high", 0.41)],
    interpretation: [{ shortcode: "summary_overview", item: "Results evaluated: 2." }],
    narrative_language: "en",
    language_fallback: false,
    extraction: { confidence: 0.62, review_threshold: 0.7, parameters_total: 2, parameters_to_review: 1, numeric_lines: 2, coverage: 0.5 },
    warnings: [{ code: "low_confidence_rows", message: "1 row needs review.", parameter_index: 1 }],
    health_score: { overall: 70, optimal: 1, normal: 0, warning: 1, critical: 0, total_parameters: 2, score_interpretation: "fair", recommendations: [] },
    disease_risks: [],
  };
}

type Param = V12Response["parameters"][number];

describe.each(testDatabaseKinds())("saved-report corrections on %s", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db.dispose();
  });

  it("re-evaluates a corrected row without storing anything", async () => {
    const clinic = await useAccount(db, 1);
    const { headers } = await signedInClinician(db.prisma, clinic.id);
    const glucose = extraction().parameters[1]!;
    const res = await call("POST", "/api/review/parameter", headers, {
      parameter: glucose,
      metadata: { patient_sex: "female", patient_age: "52" },
      fields: { name: "Glucose", value: "5.1", unit: "mmol/L", range: "3.9-5.5" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ result: "5.1", evaluation: "normal", needs_review: false, confidence: 1, source: glucose.source });
    const suggestions = await call("GET", "/api/review/analytes?q=haemo", headers);
    const names = await call("GET", "/api/review/analytes?q=glucose", headers);
    expect(names.body.data.analytes[0].long_name).toMatch(/glucose/i);
    expect(suggestions.status).toBe(200);
    expect(await db.prisma.reportCorrection.count()).toBe(0);
  });

  it("keeps the extraction and each correction (who, when, before, after); reopening shows corrected values", async () => {
    const clinic = await useAccount(db, 1);
    const { userId, headers } = await signedInClinician(db.prisma, clinic.id);
    const email = (await db.prisma.user.findUniqueOrThrow({ where: { id: userId } })).email;
    const patient = (await call("POST", "/api/patients", headers, { display_name: "Review Patient" })).body.data as { id: string };
    const data = extraction();
    const before = Date.now();
    const saved = await call("POST", `/api/patients/${patient.id}/reports`, headers, {
      title: "Reviewed",
      data,
      corrections: [
        { parameter_index: 1, field: "value", before: "9.2", after: "5.1" },
        { parameter_index: 1, field: "range", before: "3.9-5.5", after: "3.9-5.8" },
      ],
    });
    expect(saved.status).toBe(200);

    const one = await call("GET", `/api/reports/${saved.body.data.id}`, headers);
    expect(one.status).toBe(200);
    const r = one.body.data;
    const glucose = r.data.parameters[1] as Param;
    expect(glucose).toMatchObject({ result: "5.1", reference_range: "3.9-5.8", range_max: "5.8", evaluation: "normal", needs_review: false });
    expect(r.data.parameters[0]).toEqual(JSON.parse(JSON.stringify(data.parameters[0])));
    expect(r.original_parameters).toEqual(JSON.parse(JSON.stringify(data.parameters)));
    expect(r.corrected_parameters).toEqual([1]);
    expect(r.corrections.map((c: { field: string; before: string; after: string; by: string }) => [c.field, c.before, c.after, c.by])).toEqual([
      ["value", "9.2", "5.1", email],
      ["range", "3.9-5.5", "3.9-5.8", email],
    ]);
    const at = Date.parse(r.corrections[0].at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);

    // A later correction builds on the latest value; a stale `before` is refused and nothing is written.
    const stale = await call("POST", `/api/reports/${r.id}/corrections`, headers, { corrections: [{ parameter_index: 1, field: "value", before: "9.2", after: "7" }] });
    expect({ status: stale.status, code: stale.body.error?.code }).toEqual({ status: 400, code: "VAL_2002" });
    const later = await call("POST", `/api/reports/${r.id}/corrections`, headers, { corrections: [{ parameter_index: 1, field: "value", before: "5.1", after: "7.4" }] });
    expect(later.status).toBe(200);
    expect(later.body.data.data.parameters[1]).toMatchObject({ result: "7.4", evaluation: "high" });
    expect(later.body.data.corrections).toHaveLength(3);
    expect(await db.prisma.reportCorrection.count({ where: { reportId: r.id } })).toBe(3);
    // The stored payload is still the extraction.
    const row = await db.prisma.savedReport.findUniqueOrThrow({ where: { id: r.id } });
    expect((row.payload as unknown as V12Response).parameters[1]!.result).toBe("9.2");
  });

  it("recomputes interpretation and health score from the corrected values (a misread critical potassium stops driving them)", async () => {
    const clinic = await useAccount(db, 1);
    const { headers } = await signedInClinician(db.prisma, clinic.id);
    const patient = (await call("POST", "/api/patients", headers, { display_name: "Potassium Patient" })).body.data as { id: string };
    const data = extraction();
    // Potassium misread as 45 (printed 4.5), confidently enough to be interpreted: the stored reading says critical.
    data.parameters[1] = { ...data.parameters[1]!, category: "Electrolytes", long_name: "Potassium", short_name: "K", result: "45", unit: "mmol/L",
      range_min: "3.5", range_max: "5.1", range_normal_min: 3.5, range_normal_max: 5.1, reference_range: "3.5-5.1", evaluation: "critical_high",
      confidence: 0.8, needs_review: false, ucum_unit: "mmol/L" };
    data.interpretation = [{ shortcode: "summary_overview", item: "Potassium is critically high." }];
    data.health_score = { ...data.health_score, critical: 1, overall: 40 };
    const saved = await call("POST", `/api/patients/${patient.id}/reports`, headers, {
      title: "Potassium", data, corrections: [{ parameter_index: 1, field: "value", before: "45", after: "4.5" }],
    });
    expect(saved.status).toBe(200);
    const r = (await call("GET", `/api/reports/${saved.body.data.id}`, headers)).body.data;
    expect(r.data.parameters[1]).toMatchObject({ result: "4.5", evaluation: "normal" });
    expect(r.data.health_score.critical).toBe(0);
    expect(r.data.health_score.overall).toBeGreaterThan(40);
    const text = JSON.stringify(r.data.interpretation);
    expect(text).not.toMatch(/critically high/i);
    expect(text).toMatch(/potassium|K\b/i);
    // The stored payload is still the extraction, with its original narrative.
    const row = await db.prisma.savedReport.findUniqueOrThrow({ where: { id: r.id } });
    expect((row.payload as unknown as V12Response).interpretation).toEqual(data.interpretation);
  });

  it("refuses corrections that do not fit the report, and stores neither report nor corrections then", async () => {
    const clinic = await useAccount(db, 1);
    const { headers } = await signedInClinician(db.prisma, clinic.id);
    const patient = (await call("POST", "/api/patients", headers, { display_name: "P" })).body.data as { id: string };
    const cases: [string, unknown, string][] = [
      ["a parameter the report does not have", { parameter_index: 7, field: "value", before: "1", after: "2" }, "VAL_2002"],
      ["a before that is not the extracted value", { parameter_index: 1, field: "value", before: "8.0", after: "5.1" }, "VAL_2002"],
      ["a field that cannot be corrected", { parameter_index: 1, field: "evaluation", before: "high", after: "normal" }, "VAL_2002"],
      ["a correction that changes nothing", { parameter_index: 1, field: "unit", before: "mmol/L", after: "mmol/L" }, "VAL_2002"],
      ["an empty value", { parameter_index: 1, field: "value", before: "9.2", after: " " }, "VAL_2001"],
    ];
    for (const [label, correction, code] of cases) {
      const res = await call("POST", `/api/patients/${patient.id}/reports`, headers, { title: "x", data: extraction(), corrections: [correction] });
      expect({ label, status: res.status, code: res.body.error?.code }).toEqual({ label, status: 400, code });
    }
    expect(await db.prisma.savedReport.count({ where: { accountId: clinic.id } })).toBe(0);
    expect(await db.prisma.reportCorrection.count({ where: { accountId: clinic.id } })).toBe(0);
  });

  it("answers 404 RES_4040 when another clinic reads or corrects a report, and writes nothing", async () => {
    const a = await useAccount(db, 1);
    const b = await useAccount(db, 1);
    const ua = await signedInClinician(db.prisma, a.id);
    const ub = await signedInClinician(db.prisma, b.id);
    const patient = (await call("POST", "/api/patients", ua.headers, { display_name: "Private" })).body.data as { id: string };
    const report = (
      await call("POST", `/api/patients/${patient.id}/reports`, ua.headers, {
        title: "Mine",
        data: extraction(),
        corrections: [{ parameter_index: 1, field: "value", before: "9.2", after: "5.1" }],
      })
    ).body.data as { id: string };
    const read = await call("GET", `/api/reports/${report.id}`, ub.headers);
    expect({ status: read.status, code: read.body.error?.code }).toEqual({ status: 404, code: "RES_4040" });
    const write = await call("POST", `/api/reports/${report.id}/corrections`, ub.headers, { corrections: [{ parameter_index: 1, field: "value", before: "5.1", after: "99" }] });
    expect({ status: write.status, code: write.body.error?.code }).toEqual({ status: 404, code: "RES_4040" });
    expect(await db.prisma.reportCorrection.count({ where: { reportId: report.id } })).toBe(1);
    expect(await db.prisma.reportCorrection.count({ where: { accountId: b.id } })).toBe(0);
    const mine = await call("GET", `/api/reports/${report.id}`, ua.headers);
    expect(mine.body.data.data.parameters[1].result).toBe("5.1");
  });

  it("attributes corrections sent with account credentials to the API account", async () => {
    const clinic = await useAccount(db, 1);
    const creds = { username: clinic.username, password: clinic.password };
    const patient = (await call("POST", "/api/patients", {}, { ...creds, display_name: "Integrator" })).body.data as { id: string };
    const saved = await call("POST", `/api/patients/${patient.id}/reports`, {}, {
      ...creds,
      title: "API",
      data: extraction(),
      corrections: [{ parameter_index: 0, field: "unit", before: "g/dL", after: "g/L" }],
    });
    expect(saved.status).toBe(200);
    const basic = { authorization: `Basic ${Buffer.from(`${clinic.username}:${clinic.password}`).toString("base64")}` };
    const one = await call("GET", `/api/reports/${saved.body.data.id}`, basic);
    expect(one.body.data.corrections[0].by).toBe(`API (${clinic.username})`);
  });
});
