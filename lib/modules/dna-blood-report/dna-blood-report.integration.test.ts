// The DNA + blood report endpoints against a real database, called as an integrator does (JSON, body credentials
// or HTTP Basic) through the production router: the three dna_report forms, the refusals with their codes and no
// credit, exactly one credit per report, the free sandbox and info, and the async job (202 → completed with the
// synchronous body, charged once; another account's poll → 404).
import { describe, expect, it } from "vitest";
import { BASE, jsonRequest, useAccount } from "@/lib/test/api-harness";
import { basicAuth, pollJob, sendToRouter, suiteDatabase } from "@/lib/test/router-harness";
import { testDatabaseKinds } from "@/lib/test/test-database";
import { dnaReportFor, dnaReportForms } from "./testing/dna-fixtures";

// An invented person: HFE C282Y homozygous, everything else reference.
const forms = dnaReportForms(dnaReportFor({ rs1800562: "AA" }));
const blood = [
  { name: "Ferritin", result: "1350", unit: "µg/L" },
  { name: "Transferrin saturation", result: "71", unit: "%" },
  { name: "LDL cholesterol", result: "3.1", unit: "mmol/L" },
];

describe.each(testDatabaseKinds())("DNA + blood report endpoints on %s", (kind) => {
  const suite = suiteDatabase(kind);
  const credits = suite.credits;

  it("reads dna_report in each of its three forms, finds the HFE red flag, charges one credit per report", async () => {
    const acct = await useAccount(suite.db, 5);
    for (const dna of [forms.report, forms.data, forms.response]) {
      const r = await sendToRouter(jsonRequest("/api/v1/dna-blood-report/analyze", { username: acct.username, password: acct.password, dna_report: dna, blood_test: blood }));
      expect(r.status).toBe(200);
      const data = r.body.data;
      expect(data.analysis_id).toMatch(/^DNB-[A-Z2-9]{8}$/);
      expect(data.module).toBe("dna_blood_report");
      expect(data.report.report_type).toBe("dna_blood");
      expect(data.report.overall_status.level).toBe("urgent");
      expect(data.report.red_flags[0].finding).toMatch(/C282Y\/C282Y.*1350/);
      const ferritin = data.report.correlations.find((c: { rule_id: string }) => c.rule_id === "hfe_ferritin");
      expect(ferritin.concordance).toBe("confirms");
      expect(data.report.risk_matrix).toContainEqual(expect.objectContaining({ genetic_risk: "high", lab_status: "abnormal" }));
      expect(data.report.priority_actions[0].priority).toBe("high");
    }
    expect(await credits(acct.id)).toBe(2);
  });

  it("takes the whole answer of the DNA interpretation endpoint as it came back", async () => {
    const acct = await useAccount(suite.db, 2);
    const creds = { username: acct.username, password: acct.password };
    // Invented genotypes: APOE ε4/ε4 and MTHFR 677TT.
    const genotype_text = "rs429358\t19\t45411941\tCC\nrs7412\t19\t45412079\tCC\nrs1801133\t1\t11856378\tAA\n";
    const dna = await sendToRouter(jsonRequest("/api/v1/dna-interpretation/analyze", { ...creds, genotype_text }));
    expect(dna.status).toBe(200);
    const r = await sendToRouter(jsonRequest("/api/v1/dna-blood-report/analyze", { ...creds, dna_report: dna.body, blood_test: { parameters: [{ name: "LDL-C", result: 4.9, unit: "mmol/L" }, { name: "Homocystein", result: "9", unit: "µmol/L" }] } }));
    expect(r.status).toBe(200);
    expect(r.body.data.inputs).toMatchObject({ dna_report_form: "response", dna_analysis_id: dna.body.data.analysis_id });
    const byRule = Object.fromEntries(r.body.data.report.correlations.map((c: { rule_id: string }) => [c.rule_id, c]));
    expect(byRule.apoe_e4_ldl).toMatchObject({ concordance: "confirms", genetic_finding: expect.stringContaining("ε4/ε4") });
    expect(byRule.mthfr_homocysteine).toMatchObject({ concordance: "neutral", lab_finding: expect.stringContaining("within range") });
    expect(byRule.apoe_e4_apob).toMatchObject({ concordance: "watch", lab_finding: expect.stringContaining("not measured") });
    expect(await credits(acct.id)).toBe(0);
  });

  it("accepts an interpreted blood test with HTTP Basic, and writes the report in German", async () => {
    const acct = await useAccount(suite.db, 1);
    const v12 = { metadata: { patient_name: "Erika Example", patient_sex: "female", patient_age: "44" }, parameters: [{ short_name: "Ferritin", long_name: "Ferritin", result: "40", unit: "ng/mL", range_min: "15", range_max: "150", evaluation: "normal" }], interpretation: {} };
    const r = await sendToRouter(jsonRequest("/api/v1/dna-blood-report/analyze", { dna_report: forms.data, blood_test: v12, language: "de" }, { headers: basicAuth(acct.username, acct.password) }));
    expect(r.status).toBe(200);
    expect(r.body.data.inputs).toMatchObject({ dna_report_form: "data", blood_test_form: "interpreted", parameters_used: 1 });
    expect(r.body.data.language).toBe("de");
    expect(r.body.data.report.overall_status.level).toBe("watch"); // C282Y/C282Y with a normal ferritin: keep measuring
    expect(r.body.data.report.correlations[0].interpretation).toMatch(/Ferritin ist trotz HFE C282Y\/C282Y im Referenzbereich/);
    expect(JSON.stringify(r.body.data)).not.toContain("Erika");
    expect(await credits(acct.id)).toBe(0);
  });

  it("refuses bad inputs with their codes and charges nothing", async () => {
    const acct = await useAccount(suite.db, 3);
    const creds = { username: acct.username, password: acct.password };
    const post = (body: Record<string, unknown>) => sendToRouter(jsonRequest("/api/v1/dna-blood-report/analyze", { ...creds, ...body }));
    const cases: [string, Record<string, unknown>, string][] = [
      ["no dna_report", { blood_test: blood }, "VAL_2001"],
      ["no blood_test", { dna_report: forms.report }, "VAL_2001"],
      ["invalid dna_report", { dna_report: { report_type: "dna", sections: [] }, blood_test: blood }, "VAL_2002"],
      ["dna_report of another module", { dna_report: { data: { report: { report_type: "supplement" } } }, blood_test: blood }, "VAL_2002"],
      ["no usable blood", { dna_report: forms.report, blood_test: [{ name: "Unknown marker", result: "3" }, { name: "Ferritin" }] }, "VAL_2008"],
      ["empty blood list", { dna_report: forms.report, blood_test: { parameters: [] } }, "VAL_2008"],
      ["501 parameters", { dna_report: forms.report, blood_test: Array.from({ length: 501 }, () => blood[0]) }, "VAL_2006"],
      ["bad patient", { dna_report: forms.report, blood_test: blood, patient: { age: "old" } }, "VAL_2007"],
      ["language", { dna_report: forms.report, blood_test: blood, language: "xx" }, "VAL_2003"],
    ];
    for (const [name, body, code] of cases) {
      const r = await post(body);
      expect({ name, code: r.body.error?.code }).toEqual({ name, code });
      expect(r.status).toBe(400);
    }
    expect(await credits(acct.id)).toBe(3);
    const none = await useAccount(suite.db, 0);
    const broke = await sendToRouter(jsonRequest("/api/v1/dna-blood-report/analyze", { username: none.username, password: none.password, dna_report: forms.report, blood_test: blood }));
    expect(broke.body.error.code).toBe("QUOTA_1101");
  }, 60_000);

  it("sandbox is free and in the production shape; info needs no credentials", async () => {
    const acct = await useAccount(suite.db, 0);
    const s = await sendToRouter(jsonRequest("/api/v1/dna-blood-report/sandbox", { username: acct.username, password: acct.password }));
    expect(s.status).toBe(200);
    expect(s.body.data.module).toBe("dna_blood_report");
    const concordances = new Set(s.body.data.report.correlations.map((c: { concordance: string }) => c.concordance));
    expect([...concordances].sort()).toEqual(["confirms", "neutral", "watch"]);
    expect(s.body.data.report.correlations.some((c: { rule_id: string; gene: string }) => c.rule_id === "pgx_medications" && c.gene === "CYP2C19")).toBe(true);
    const unauth = await sendToRouter(jsonRequest("/api/v1/dna-blood-report/sandbox", {}));
    expect(unauth.body.error.code).toBe("AUTH_1001");
    const i = await sendToRouter(new Request(BASE + "/api/v1/dna-blood-report/info"));
    expect(i.status).toBe(200);
    expect(i.body.data).toMatchObject({ module: "dna_blood_report", credit_cost: { analyze: 1, sandbox: 0 }, limits: { blood_parameters: 500 } });
    expect(i.body.data.concordance_rules.length).toBeGreaterThan(20);
    expect(await credits(acct.id)).toBe(0);
  });

  it("answers RES_4005 when the DNA modules are disabled, and charges nothing", async () => {
    const acct = await useAccount(suite.db, 1);
    process.env.DNA_ENABLED = "false";
    try {
      const r = await sendToRouter(jsonRequest("/api/v1/dna-blood-report/analyze", { username: acct.username, password: acct.password, dna_report: forms.report, blood_test: blood }));
      expect(r.status).toBe(503);
      expect(r.body.error.code).toBe("RES_4005");
      const i = await sendToRouter(new Request(BASE + "/api/v1/dna-blood-report/info"));
      expect(i.body.data.enabled).toBe(false);
    } finally {
      delete process.env.DNA_ENABLED;
    }
    expect(await credits(acct.id)).toBe(1);
  });

  it("runs ?async=1 as a job: 202, polled to completed with the synchronous body, charged once; others get 404", async () => {
    const acct = await useAccount(suite.db, 2);
    const other = await useAccount(suite.db, 2);
    const body = { username: acct.username, password: acct.password, dna_report: forms.response, blood_test: blood };
    const sync = await sendToRouter(jsonRequest("/api/v1/dna-blood-report/analyze", body));
    expect(sync.status).toBe(200);
    const sub = await sendToRouter(jsonRequest("/api/v1/dna-blood-report/analyze?async=1", body));
    expect(sub.status).toBe(202);
    expect(sub.body).toMatchObject({ status: "pending", poll_url: `/api/jobs/${sub.body.job_id}` });
    expect(await credits(acct.id)).toBe(0); // one charged (sync), one reserved (job)
    const polled = await pollJob(sub.body.poll_url, basicAuth(acct.username, acct.password));
    expect(polled.body.status).toBe("completed");
    const response = polled.body.data.result.response;
    expect(response).toMatchObject({ status: "success", api_version: "v1", data: { module: "dna_blood_report" } });
    // Same shape and same facts as the synchronous answer; only the id and the time differ.
    const strip = (d: Record<string, unknown>) => ({ ...d, analysis_id: "", generated_at: "" });
    expect(strip(response.data)).toEqual(strip(sync.body.data));
    expect(await credits(acct.id)).toBe(0);
    // The job's ledger row is written as the job settles; give it a moment.
    const ledger = () => suite.db.prisma.ledgerEntry.count({ where: { accountId: acct.id, endpoint: "/api/v1/dna-blood-report/analyze" } });
    for (let i = 0; i < 50 && (await ledger()) < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await ledger()).toBe(2);
    const stranger = await sendToRouter(new Request(BASE + sub.body.poll_url, { headers: basicAuth(other.username, other.password) }));
    expect(stranger.status).toBe(404);
    const hdr = await sendToRouter(new Request(BASE + "/api/v1/dna-blood-report/analyze", { method: "POST", headers: { "content-type": "application/json", "x-async": "1", ...basicAuth(other.username, other.password) }, body: JSON.stringify({ dna_report: forms.report, blood_test: blood }) }));
    expect(hdr.status).toBe(202);
    const bad = await sendToRouter(new Request(BASE + "/api/v1/dna-blood-report/analyze?async=1", { method: "POST", headers: { "content-type": "application/json", ...basicAuth(other.username, other.password) }, body: JSON.stringify({ dna_report: forms.report, blood_test: [] }) }));
    expect(bad.body.error.code).toBe("VAL_2008"); // refused at submission, nothing queued
  }, 60_000);
});
