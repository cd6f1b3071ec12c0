// ICR extract and kan through their route handlers on a real database: committed fixtures in, the contract's
// shapes out, values checked against each fixture's ground truth, and 0.5 credit debited once per success.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as extractPost } from "@/app/api/icr/v1/extract/route";
import { POST as kanPost } from "@/app/api/icr/v1/kan/route";
import { stopOcrWorkers } from "@/lib/documents";
import { readEnvelope, useAccount } from "@/lib/test/api-harness";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/lib/test/test-database";
import { fixture, icrForm, truthOf } from "./testing/fixtures";

type Creds = { username: string; password: string };
type KanParam = { name: string; value: string; unit: string; reference_range: string; type: string };

describe.each(testDatabaseKinds())("ICR extract and kan on %s", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await stopOcrWorkers();
    await db.dispose();
  });

  async function balanceAndLedger(accountId: string) {
    const account = await db.prisma.account.findUniqueOrThrow({ where: { id: accountId } });
    const ledger = await db.prisma.ledgerEntry.findMany({ where: { accountId }, orderBy: { id: "asc" } });
    return { credits: account.credits.toString(), ledger: ledger.map((l) => [l.delta.toString(), l.endpoint]) };
  }

  it("extracts a text PDF: pages, raw text with the printed values, tables, type and language; debits 0.5 once", async () => {
    const truth = truthOf("en-us-cbc-chem");
    const acc = await useAccount(db, 10);
    const creds: Creds = { username: acc.username, password: acc.password };
    const res = await extractPost(icrForm("/api/icr/v1/extract", creds, [{ name: "report.pdf", bytes: fixture(truth.files[0]!), type: "application/pdf" }]));
    const { status, body } = await readEnvelope(res);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "success", credit_cost: 0.5, api_version: "icr-v1" });
    expect(Object.keys(body).sort()).toEqual(["api_version", "credit_cost", "data", "status", "timestamp"]);
    const data = body.data;
    expect(data.document_type).toBe("blood_test_report");
    expect(data.page_count).toBe(truth.pages);
    expect(data.pages.map((p: { page_number: number }) => p.page_number)).toEqual([1]);
    const page = data.pages[0].content;
    for (const p of truth.parameters) {
      expect(page.raw_text).toContain(p.name);
      expect(page.raw_text).toContain(p.value);
    }
    // The results table is found: a row starting with Hemoglobin carries its printed value and range.
    const hb = truth.parameters.find((p) => p.analyte_id === "hemoglobin")!;
    const rows: string[][] = page.tables.flatMap((t: { rows: string[][] }) => t.rows);
    const hbRow = rows.find((r) => r[0] === hb.name);
    expect(hbRow).toEqual(expect.arrayContaining([hb.value, hb.range]));
    expect(page.sections.map((s: { type: string }) => s.type)).toEqual(expect.arrayContaining(["header", "paragraph", "table"]));
    expect(data.metadata).toEqual({ detected_language: "en", confidence: "1.00" });
    expect(data.icr_metadata).toMatchObject({ engine: "pdfjs-text-layer", images_processed: 0 });
    expect(data.icr_metadata.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Date.parse(data.icr_metadata.timestamp)).not.toBeNaN();

    expect(await balanceAndLedger(acc.id)).toEqual({
      credits: "9.5",
      ledger: [["10", "account:create"], ["-0.5", "/api/icr/v1/extract"]],
    });
  });

  it("numbers the pages of a two-page PDF and detects its language", async () => {
    const truth = truthOf("pl-wielostronicowy");
    const acc = await useAccount(db, 1);
    const res = await extractPost(icrForm("/api/icr/v1/extract", { username: acc.username, password: acc.password }, [{ name: "wyniki.pdf", bytes: fixture(truth.files[0]!) }]));
    const { status, body } = await readEnvelope(res);
    expect(status).toBe(200);
    expect(body.data.page_count).toBe(2);
    expect(body.data.pages.map((p: { page_number: number }) => p.page_number)).toEqual([1, 2]);
    expect(body.data.metadata.detected_language).toBe(truth.language);
    const text = body.data.pages.map((p: { content: { raw_text: string } }) => p.content.raw_text).join("\n");
    for (const p of truth.parameters) expect(text).toContain(p.name);
  });

  it("kan returns every printed value of a text PDF as in the ground truth, with dates, age and gender, and never the name", async () => {
    const truth = truthOf("en-us-cbc-chem");
    const acc = await useAccount(db, 2);
    const res = await kanPost(icrForm("/api/icr/v1/kan", { username: acc.username, password: acc.password }, [{ name: "report.pdf", bytes: fixture(truth.files[0]!) }]));
    const text = await res.text();
    expect(res.status).toBe(200);
    const body = JSON.parse(text);
    expect(body).toMatchObject({ status: "success", credit_cost: 0.5, api_version: "icr-v1" });
    const data = body.data;
    const params: KanParam[] = data.test_parameters;
    expect(params).toHaveLength(truth.parameters.length);
    for (const p of truth.parameters) {
      expect(params).toContainEqual({ name: p.name, value: p.value, unit: p.unit ?? "", reference_range: p.range ?? "", type: "range" });
    }
    expect(data.institute_info).toEqual({ name: truth.metadata.lab_name });
    expect(data.test_metadata).toMatchObject({ test_date: truth.metadata.lab_date, report_date: truth.metadata.results_date });
    expect(data.test_metadata.sample_type).toMatch(/serum|blood|plasma/);
    expect(data.tester_info).toEqual({ age: truth.metadata.patient_age, gender: truth.metadata.patient_sex });
    expect(data.kan_metadata).toMatchObject({ engine: "pdfjs-text-layer", language: "en" });
    // The patient's name appears nowhere in the answer.
    for (const part of truth.metadata.patient_name.split(" ")) expect(text).not.toContain(part);
    expect((await balanceAndLedger(acc.id)).credits).toBe("1.5");
  });

  it("kan reads a report in another language and script against its ground truth", async () => {
    const truth = truthOf("ru-analiz-krovi");
    const acc = await useAccount(db, 1);
    const res = await kanPost(icrForm("/api/icr/v1/kan", { username: acc.username, password: acc.password }, [{ name: "analiz.pdf", bytes: fixture(truth.files[0]!) }], { language: "ru" }));
    const { status, body } = await readEnvelope(res);
    expect(status).toBe(200);
    const params: KanParam[] = body.data.test_parameters;
    expect(params.map((p) => [p.name, p.value])).toEqual(truth.parameters.map((p) => [p.name, p.value]));
    expect(body.data.kan_metadata.language).toBe("ru");
    expect(body.data.tester_info.gender).toBe(truth.metadata.patient_sex);
  });

  it("opens an encrypted PDF only with its pdf_password; failures cost nothing", async () => {
    const truth = truthOf("en-gb-si-units.encrypted");
    const acc = await useAccount(db, 1);
    const creds: Creds = { username: acc.username, password: acc.password };
    const file = [{ name: "locked.pdf", bytes: fixture(truth.files[0]!) }];
    const without = await readEnvelope(await kanPost(icrForm("/api/icr/v1/kan", creds, file)));
    expect([without.status, without.body.error.code]).toEqual([400, "VAL_2011"]);
    expect(without.body.error.details).toContain("pdf_password");
    const wrong = await readEnvelope(await kanPost(icrForm("/api/icr/v1/kan", creds, file, { pdf_password: "not-the-password" })));
    expect([wrong.status, wrong.body.error.code]).toEqual([400, "VAL_2011"]);
    expect(wrong.body.api_version).toBe("icr-v1");
    expect((await balanceAndLedger(acc.id)).credits).toBe("1");

    const right = await readEnvelope(await kanPost(icrForm("/api/icr/v1/kan", creds, file, { pdf_password: truth.password! })));
    expect(right.status).toBe(200);
    expect(right.body.data.test_parameters.map((p: KanParam) => p.name)).toEqual(truth.parameters.map((p) => p.name));
    // extract takes pdf_password too.
    const extracted = await readEnvelope(await extractPost(icrForm("/api/icr/v1/extract", creds, file, { pdf_password: truth.password! })));
    expect(extracted.status).toBe(200);
    expect(extracted.body.data.pages[0].content.raw_text).toContain(truth.parameters[0]!.value);
    expect(await balanceAndLedger(acc.id)).toEqual({
      credits: "0",
      ledger: [["1", "account:create"], ["-0.5", "/api/icr/v1/kan"], ["-0.5", "/api/icr/v1/extract"]],
    });
  });

  it("reads a scanned page image with OCR and says so", async () => {
    const truth = truthOf("en-us-cbc-chem.scan-png");
    const acc = await useAccount(db, 1);
    const res = await extractPost(icrForm("/api/icr/v1/extract", { username: acc.username, password: acc.password }, [{ name: "scan.png", bytes: fixture(truth.files[0]!), type: "image/png" }]));
    const { status, body } = await readEnvelope(res);
    expect(status).toBe(200);
    expect(body.data.page_count).toBe(1);
    expect(body.data.icr_metadata).toMatchObject({ engine: "tesseract-ocr", images_processed: 1 });
    const confidence = Number(body.data.metadata.confidence);
    expect(confidence).toBeGreaterThan(0.6);
    expect(confidence).toBeLessThan(1);
    const text: string = body.data.pages[0].content.raw_text;
    const found = truth.parameters.filter((p) => text.includes(p.name)).length;
    expect(found / truth.parameters.length).toBeGreaterThanOrEqual(0.8);
  });
});
