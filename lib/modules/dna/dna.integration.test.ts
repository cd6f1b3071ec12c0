// The DNA interpretation endpoints against a real database, called as an integrator does (multipart upload,
// JSON genotype_text, HTTP Basic) through the production router: the report, the free validate/sandbox/info,
// the refusals (each its code, no credit, server still answering), the DNA_ENABLED switch and async jobs
// (202 → polled to completed, charged once; another account's poll → 404).
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { BASE, formRequest, jsonRequest, useAccount } from "@/lib/test/api-harness";
import { basicAuth, pollJob, sendToRouter, suiteDatabase } from "@/lib/test/router-harness";
import { testDatabaseKinds } from "@/lib/test/test-database";
import { fixtureText } from "./testing/genotype-fixtures";
import { makeZip } from "./testing/zip-writer";

const text23 = fixtureText({ format: "23andme", rows: 6000, sex: "female" });

describe.each(testDatabaseKinds())("DNA interpretation endpoints on %s", (kind) => {
  const suite = suiteDatabase(kind);
  const credits = suite.credits;

  it("reads a zipped 23andMe upload into the report and charges one credit", async () => {
    const acct = await useAccount(suite.db, 3);
    const zip = makeZip([{ name: "genome_Jane_Doe_v5_Full.txt", data: Buffer.from(text23) }]);
    const r = await sendToRouter(formRequest("/api/v1/dna-interpretation/analyze", { username: acct.username, password: acct.password, language: "de", patient: JSON.stringify({ age: 40, sex: "female" }) }, [{ name: "export.zip", bytes: zip }]));
    expect(r.status).toBe(200);
    const data = r.body.data;
    expect(data.analysis_id).toMatch(/^DNA-/);
    expect(data.module).toBe("dna_interpretation");
    expect(data.language).toBe("de");
    expect(data.source).toMatchObject({ kind: "raw", format: "23andme", build: "GRCh37", inferred_sex: "female", panel_total: 334, filename: "export.zip" });
    expect(data.source.total_records).toBeGreaterThan(6000);
    expect(data.source.panel_found).toBeGreaterThan(40);
    expect(data.report.report_type).toBe("dna");
    expect(data.report.pharmacogenomics.length).toBeGreaterThan(3);
    expect(JSON.stringify(data)).not.toContain("Jane");
    expect(await credits(acct.id)).toBe(2);
  });

  it("takes pasted genotype_text as JSON with HTTP Basic credentials", async () => {
    const acct = await useAccount(suite.db, 1);
    const r = await sendToRouter(jsonRequest("/api/v1/dna-interpretation/analyze", { genotype_text: "rs429358\t19\t45411941\tCT\nrs7412\t19\t45412079\tCC\n" }, { headers: basicAuth(acct.username, acct.password) }));
    expect(r.status).toBe(200);
    expect(r.body.data.source).toMatchObject({ kind: "text", format: "generic", total_records: 2, panel_found: 2 });
    expect(r.body.data.report.sections.flatMap((s: { findings: { gene: string }[] }) => s.findings.map((f) => f.gene))).toContain("APOE");
  });

  it("validate is free and says what was read; sandbox is free; info needs no credentials", async () => {
    const acct = await useAccount(suite.db, 0);
    const v = await sendToRouter(formRequest("/api/v1/dna-interpretation/validate", { username: acct.username, password: acct.password }, [{ name: "g.txt.gz", bytes: gzipSync(Buffer.from(text23)) }]));
    expect(v.status).toBe(200);
    expect(v.body.data).toMatchObject({ valid: true, language: "en", source: { format: "23andme", kind: "raw" } });
    expect(v.body.message).toMatch(/records/);
    const s = await sendToRouter(jsonRequest("/api/v1/dna-interpretation/sandbox", { username: acct.username, password: acct.password }));
    expect(s.status).toBe(200);
    expect(s.body.data.report.carrier_status.length).toBeGreaterThan(0);
    const i = await sendToRouter(new Request(BASE + "/api/v1/dna-interpretation/info"));
    expect(i.status).toBe(200);
    expect(i.body.data).toMatchObject({ enabled: true, panel_total: 334, credit_cost: { analyze: 1 } });
    expect(await credits(acct.id)).toBe(0);
  });

  it("refuses bad inputs with their codes, charges nothing and keeps answering", async () => {
    const acct = await useAccount(suite.db, 5);
    const creds = { username: acct.username, password: acct.password };
    const upload = async (bytes: Uint8Array, fields: Record<string, string> = {}) =>
      sendToRouter(formRequest("/api/v1/dna-interpretation/analyze", { ...creds, ...fields }, [{ name: "g.txt", bytes }]));
    const cases: [string, () => Promise<{ status: number; body: Record<string, any> }>, string][] = [
      ["empty", () => upload(new Uint8Array()), "VAL_2002"],
      ["header only", () => upload(Buffer.from("# rsid\tchromosome\tposition\tgenotype\n")), "VAL_2002"],
      ["garbage", () => upload(Buffer.from(Array.from({ length: 80 }, () => "lorem ipsum dolor").join("\n"))), "VAL_2002"],
      ["gzip bomb", () => upload(gzipSync(Buffer.from("rs1\t1\t1\tAA\n".repeat(3_000_000)))), "VAL_2002"],
      ["truncated zip", () => upload(makeZip([{ name: "g.txt", data: Buffer.from(text23) }]).subarray(0, 3000)), "VAL_2002"],
      ["bad patient", () => upload(Buffer.from(text23), { patient: "{not json" }), "VAL_2007"],
      ["nothing", () => sendToRouter(jsonRequest("/api/v1/dna-interpretation/analyze", creds)), "VAL_2001"],
      ["text too long", () => sendToRouter(jsonRequest("/api/v1/dna-interpretation/analyze", { ...creds, genotype_text: "x".repeat(2_000_001) })), "VAL_2006"],
      ["language", () => sendToRouter(jsonRequest("/api/v1/dna-interpretation/analyze", { ...creds, genotype_text: "rs1 1 1 AA", language: "xx" })), "VAL_2003"],
    ];
    for (const [name, call, code] of cases) {
      const r = await call();
      expect({ name, code: r.body.error?.code }).toEqual({ name, code });
      expect(r.status).toBe(400);
    }
    expect(await credits(acct.id)).toBe(5);
    const after = await sendToRouter(jsonRequest("/api/v1/dna-interpretation/sandbox", creds));
    expect(after.status).toBe(200);
  }, 60_000);

  it("saves a report to the clinic's own patient only", async () => {
    const acct = await useAccount(suite.db, 0);
    const other = await useAccount(suite.db, 0);
    const patient = await suite.db.prisma.patient.create({ data: { accountId: acct.id, displayName: "Test Patient" } });
    const s = await sendToRouter(jsonRequest("/api/v1/dna-interpretation/sandbox", { username: acct.username, password: acct.password }));
    const saved = await sendToRouter(jsonRequest(`/api/patients/${patient.id}/dna-reports`, { username: acct.username, password: acct.password, title: "DNA", data: s.body.data }));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ patient_id: patient.id, kind: "dna_interpretation", title: "DNA" });
    const stranger = await sendToRouter(jsonRequest(`/api/patients/${patient.id}/dna-reports`, { username: other.username, password: other.password, title: "DNA", data: s.body.data }));
    expect(stranger.status).toBe(404);
  });

  it("reopens a saved DNA report through GET /api/reports/{id} with the same findings; other clinics 404; no corrections", async () => {
    const acct = await useAccount(suite.db, 1);
    const other = await useAccount(suite.db, 0);
    const creds = { username: acct.username, password: acct.password };
    const patient = await suite.db.prisma.patient.create({ data: { accountId: acct.id, displayName: "Test Patient" } });
    const analysed = await sendToRouter(formRequest("/api/v1/dna-interpretation/analyze", creds, [{ name: "g.txt", bytes: Buffer.from(text23) }]));
    expect(analysed.status).toBe(200);
    const data = analysed.body.data;
    const saved = await sendToRouter(jsonRequest(`/api/patients/${patient.id}/dna-reports`, { ...creds, title: "Raw data 2026", data }));
    expect(saved.status).toBe(200);
    const id = saved.body.data.id as string;

    const opened = await sendToRouter(new Request(`${BASE}/api/reports/${id}`, { headers: basicAuth(acct.username, acct.password) }));
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ id, kind: "dna_interpretation", title: "Raw data 2026", patient_id: patient.id, patient: { display_name: "Test Patient", report_count: 1 } });
    // The clinician sees exactly what was analysed: same source, same findings, same PGx calls.
    expect(opened.body.data.data).toEqual(data);
    const genes = (d: typeof data) => d.report.sections.flatMap((s: { findings: { gene: string; genotype: string }[] }) => s.findings.map((f) => `${f.gene} ${f.genotype}`));
    expect(genes(opened.body.data.data).length).toBeGreaterThan(10);
    expect(opened.body.data.data.report.pharmacogenomics.map((p: { gene: string; diplotype: string }) => `${p.gene} ${p.diplotype}`)).toEqual(
      data.report.pharmacogenomics.map((p: { gene: string; diplotype: string }) => `${p.gene} ${p.diplotype}`),
    );

    const list = await sendToRouter(new Request(`${BASE}/api/patients/${patient.id}/reports`, { headers: basicAuth(acct.username, acct.password) }));
    expect(list.body.data.reports).toEqual([expect.objectContaining({ id, kind: "dna_interpretation", title: "Raw data 2026" })]);

    const stranger = await sendToRouter(new Request(`${BASE}/api/reports/${id}`, { headers: basicAuth(other.username, other.password) }));
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.code).toBe("RES_4040");

    const correct = await sendToRouter(jsonRequest(`/api/reports/${id}/corrections`, { ...creds, corrections: [{ parameter_index: 0, field: "value", before: "1", after: "2" }] }));
    expect(correct.status).toBe(400);
    expect(correct.body.error.code).toBe("VAL_2002");
    expect(correct.body.error.message + correct.body.error.details).toMatch(/DNA report/);
  }, 60_000);

  it("answers RES_4005 when DNA is disabled", async () => {
    const acct = await useAccount(suite.db, 1);
    process.env.DNA_ENABLED = "false";
    try {
      const r = await sendToRouter(jsonRequest("/api/v1/dna-interpretation/sandbox", { username: acct.username, password: acct.password }));
      expect(r.status).toBe(503);
      expect(r.body.error.code).toBe("RES_4005");
      const i = await sendToRouter(new Request(BASE + "/api/v1/dna-interpretation/info"));
      expect(i.body.data.enabled).toBe(false);
    } finally {
      delete process.env.DNA_ENABLED;
    }
  });

  it("runs ?async=1 as a job: 202, polled to completed with the synchronous body, charged once; others get 404", async () => {
    const acct = await useAccount(suite.db, 2);
    const other = await useAccount(suite.db, 2);
    const sub = await sendToRouter(formRequest("/api/v1/dna-interpretation/analyze?async=1", { username: acct.username, password: acct.password }, [{ name: "g.txt", bytes: Buffer.from(text23) }]));
    expect(sub.status).toBe(202);
    expect(sub.body).toMatchObject({ status: "pending", poll_url: `/api/jobs/${sub.body.job_id}` });
    expect(sub.body.poll_interval_ms).toBeGreaterThan(0);
    expect(await credits(acct.id)).toBe(1); // reserved, not yet charged
    const polled = await pollJob(sub.body.poll_url, basicAuth(acct.username, acct.password));
    expect(polled.status).toBe(200);
    expect(polled.body.status).toBe("completed");
    expect(polled.body.data.result.response).toMatchObject({ status: "success", api_version: "v1", data: { module: "dna_interpretation", source: { format: "23andme" } } });
    expect(await credits(acct.id)).toBe(1);
    expect(await suite.db.prisma.ledgerEntry.count({ where: { accountId: acct.id, endpoint: "/api/v1/dna-interpretation/analyze" } })).toBe(1);
    const byBody = await sendToRouter(jsonRequest(sub.body.poll_url, { username: acct.username, password: acct.password }));
    expect(byBody.body.status).toBe("completed");
    const stranger = await sendToRouter(new Request(BASE + sub.body.poll_url, { headers: basicAuth(other.username, other.password) }));
    expect(stranger.status).toBe(404);
    const hdr = await sendToRouter(new Request(BASE + "/api/v1/dna-interpretation/analyze", { method: "POST", headers: { "content-type": "application/json", "x-async": "1", ...basicAuth(acct.username, acct.password) }, body: JSON.stringify({ genotype_text: "rs429358 19 45411941 CT" }) }));
    expect(hdr.status).toBe(202);
  }, 60_000);
});
