// ICR request rules, sandboxes and the free endpoints through their route handlers on a real database:
// every refusal answers its ICR code and costs nothing; sandboxes are free and equal production on the sample
// document; info and health need no credentials; quota reports what extract and kan can still spend.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as extractPost } from "@/app/api/icr/v1/extract/route";
import { GET as healthGet } from "@/app/api/icr/health/route";
import { GET as infoGet } from "@/app/api/icr/info/route";
import { POST as kanPost } from "@/app/api/icr/v1/kan/route";
import { POST as kanSandboxPost } from "@/app/api/icr/v1/kan/sandbox/route";
import { POST as quotaPost } from "@/app/api/icr/v1/quota/route";
import { POST as sandboxPost } from "@/app/api/icr/v1/sandbox/route";
import { jsonRequest, readEnvelope, useAccount } from "@/lib/test/api-harness";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/lib/test/test-database";
import { sandboxReportRuns } from "./sandbox-document";
import { executableBytes, fixture, getRequest, icrForm, type Upload } from "./testing/fixtures";
import { writeTextPdf } from "./text-pdf";

type Creds = { username: string; password: string };

const pdf = (): Upload => ({ name: "report.pdf", bytes: fixture("en-us-cbc-chem.pdf"), type: "application/pdf" });
const png = (): Upload => ({ name: "page.png", bytes: fixture("it-range-sotto.scan-p1.png"), type: "image/png" });

/** A one-page invoice: text, but no laboratory value. */
function invoicePdf(): Upload {
  const lines = [
    "Invoice INV-2026-0042",
    "Example Office Supplies Ltd, 1 Market Square, Springfield",
    "Invoice date: 09/02/2026   Payment due: 09/30/2026",
    "Item                         Quantity     Price",
    "Printer paper, A4            10           45.00",
    "Ballpoint pens, blue         50           12.50",
    "Subtotal                                  57.50",
    "VAT 20%                                   11.50",
    "Total due                                 69.00",
  ];
  return { name: "invoice.pdf", bytes: writeTextPdf(lines.map((text, i) => ({ x: 50, y: 80 + i * 16, text }))) };
}

/** Drops the timestamps, which differ between two calls. */
function withoutTimes(data: Record<string, any>): unknown {
  return JSON.parse(JSON.stringify(data, (k, v) => (k === "timestamp" ? undefined : v)));
}

describe.each(testDatabaseKinds())("ICR rules, sandboxes, info, health and quota on %s", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db.dispose();
  });

  it("refuses every bad request with its ICR code, and charges nothing for any of them", async () => {
    const acc = await useAccount(db, 10);
    const creds: Creds = { username: acc.username, password: acc.password };
    const previousTimeout = process.env.ICR_TIMEOUT_MS;
    const cases: [string, () => Promise<Response>, number, string][] = [
      ["no file", () => extractPost(icrForm("/api/icr/v1/extract", creds, [])), 400, "ICR_VAL_2001"],
      ["a zero-byte file", () => extractPost(icrForm("/api/icr/v1/extract", creds, [{ name: "empty.pdf", bytes: new Uint8Array(0) }])), 400, "ICR_VAL_2001"],
      ["an executable renamed .pdf", () => extractPost(icrForm("/api/icr/v1/extract", creds, [{ name: "report.pdf", bytes: executableBytes(), type: "application/pdf" }])), 400, "ICR_VAL_2002"],
      ["two PDFs", () => extractPost(icrForm("/api/icr/v1/extract", creds, [pdf(), pdf()])), 400, "ICR_VAL_2003"],
      ["two PDFs on kan", () => kanPost(icrForm("/api/icr/v1/kan", creds, [pdf(), pdf()])), 400, "ICR_VAL_2003"],
      ["a PDF and a PNG", () => extractPost(icrForm("/api/icr/v1/extract", creds, [pdf(), png()])), 400, "ICR_VAL_2004"],
      ["a PNG and a PDF on kan", () => kanPost(icrForm("/api/icr/v1/kan", creds, [png(), pdf()])), 400, "ICR_VAL_2004"],
      ["missing credentials", () => extractPost(icrForm("/api/icr/v1/extract", null, [pdf()])), 401, "ICR_AUTH_1001"],
      ["password only", () => kanPost(icrForm("/api/icr/v1/kan", null, [pdf()], { password: acc.password })), 401, "ICR_AUTH_1001"],
      ["wrong password", () => extractPost(icrForm("/api/icr/v1/extract", { username: acc.username, password: "not-my-password" }, [pdf()])), 401, "ICR_AUTH_1002"],
      ["kan on a document without laboratory values", () => kanPost(icrForm("/api/icr/v1/kan", creds, [invoicePdf()])), 500, "ICR_PROC_3001"],
      ["JSON instead of multipart", () => extractPost(jsonRequest("/api/icr/v1/extract", creds)), 400, "VAL_2002"],
      // ICR_VAL_2003 means "several PDFs" in this family: an unknown language keeps the shared VAL_2003.
      ["an unsupported language", () => extractPost(icrForm("/api/icr/v1/extract", { ...creds, language: "xx" } as Creds, [pdf()])), 400, "VAL_2003"],
      [
        "processing past the time limit",
        async () => {
          process.env.ICR_TIMEOUT_MS = "1";
          try {
            return await extractPost(icrForm("/api/icr/v1/extract", creds, [pdf()]));
          } finally {
            if (previousTimeout === undefined) delete process.env.ICR_TIMEOUT_MS;
            else process.env.ICR_TIMEOUT_MS = previousTimeout;
          }
        },
        504,
        "ICR_PROC_3004",
      ],
    ];
    for (const [label, call, status, code] of cases) {
      const { status: got, body } = await readEnvelope(await call());
      expect({ label, status: got, code: body.error?.code }).toEqual({ label, status, code });
      expect(body).toMatchObject({ status: "error", api_version: "icr-v1" });
      expect(body.error.message.length).toBeGreaterThan(5);
      expect(typeof body.error.details).toBe("string");
      expect(body).not.toHaveProperty("credit_cost");
    }
    const account = await db.prisma.account.findUniqueOrThrow({ where: { id: acc.id } });
    expect(account.credits.toString()).toBe("10");
    expect(await db.prisma.ledgerEntry.count({ where: { accountId: acc.id } })).toBe(1);
  });

  it("never echoes an uploaded file's name, which may carry the patient's", async () => {
    const acc = await useAccount(db, 1);
    const res = await extractPost(icrForm("/api/icr/v1/extract", { username: acc.username, password: acc.password }, [{ name: "Jane_Roe_bloods.pdf", bytes: executableBytes() }]));
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(text).not.toContain("Jane");
  });

  it("explains why kan refused a document and names what it looks like", async () => {
    const acc = await useAccount(db, 1);
    const { body } = await readEnvelope(await kanPost(icrForm("/api/icr/v1/kan", { username: acc.username, password: acc.password }, [invoicePdf()])));
    expect(body.error.details).toMatch(/No laboratory values/);
    expect(body.error.details).toContain("invoice");
    expect(body.error.details).toContain("No credit was charged");
    // The same document is fine for plain extraction, which classifies it.
    const extracted = await readEnvelope(await extractPost(icrForm("/api/icr/v1/extract", { username: acc.username, password: acc.password }, [invoicePdf()])));
    expect(extracted.status).toBe(200);
    expect(extracted.body.data.document_type).toBe("invoice");
  });

  it("refuses a call the balance cannot cover with ICR_QUOTA_1101 before doing the work", async () => {
    const acc = await useAccount(db, 0.25);
    const { status, body } = await readEnvelope(await kanPost(icrForm("/api/icr/v1/kan", { username: acc.username, password: acc.password }, [pdf()])));
    expect([status, body.error.code]).toEqual([403, "ICR_QUOTA_1101"]);
    expect(body.error.details).toContain("0.25");
  });

  it("sandboxes are free, need credentials and a valid upload, and answer what production answers for the sample report", async () => {
    const acc = await useAccount(db, 1);
    const creds: Creds = { username: acc.username, password: acc.password };
    const sample: Upload = { name: "sample.pdf", bytes: writeTextPdf(sandboxReportRuns()) };
    const anyUpload = [png()];

    const sandboxExtract = await readEnvelope(await sandboxPost(icrForm("/api/icr/v1/sandbox", creds, anyUpload)));
    const sandboxKan = await readEnvelope(await kanSandboxPost(icrForm("/api/icr/v1/kan/sandbox", creds, anyUpload)));
    expect(sandboxExtract.status).toBe(200);
    expect(sandboxKan.status).toBe(200);
    expect(sandboxExtract.body).toMatchObject({ status: "success", credit_cost: 0, api_version: "icr-v1" });
    expect(sandboxKan.body).toMatchObject({ status: "success", credit_cost: 0, api_version: "icr-v1" });
    expect((await db.prisma.account.findUniqueOrThrow({ where: { id: acc.id } })).credits.toString()).toBe("1");

    const prodExtract = await readEnvelope(await extractPost(icrForm("/api/icr/v1/extract", creds, [sample])));
    const prodKan = await readEnvelope(await kanPost(icrForm("/api/icr/v1/kan", creds, [sample])));
    expect(withoutTimes(sandboxExtract.body.data)).toEqual(withoutTimes(prodExtract.body.data));
    expect(withoutTimes(sandboxKan.body.data)).toEqual(withoutTimes(prodKan.body.data));
    // The sample shows both kinds of parameter and no name.
    const types = new Set(sandboxKan.body.data.test_parameters.map((p: { type: string }) => p.type));
    expect([...types].sort()).toEqual(["binary", "range"]);
    expect(JSON.stringify(sandboxKan.body)).not.toContain("Sample Patient");

    const noFile = await readEnvelope(await sandboxPost(icrForm("/api/icr/v1/sandbox", creds, [])));
    expect(noFile.body.error.code).toBe("ICR_VAL_2001");
    const mixed = await readEnvelope(await kanSandboxPost(icrForm("/api/icr/v1/kan/sandbox", creds, [pdf(), png()])));
    expect(mixed.body.error.code).toBe("ICR_VAL_2004");
    const anonymous = await readEnvelope(await sandboxPost(icrForm("/api/icr/v1/sandbox", null, anyUpload)));
    expect([anonymous.status, anonymous.body.error.code]).toEqual([401, "ICR_AUTH_1001"]);
  });

  it("info needs no credentials and states formats, costs, limits, languages and document types", async () => {
    const { status, body } = await readEnvelope(await infoGet(getRequest("/api/icr/info")));
    expect(status).toBe(200);
    expect(body.api_version).toBe("icr-v1");
    const info = body.data;
    expect(info.costs).toMatchObject({ extract: 0.5, kan: 0.5, sandbox: 0, kan_sandbox: 0, info: 0, health: 0, quota: 0 });
    expect(info.accepted_formats.filter((f: { in_contract: boolean }) => f.in_contract).flatMap((f: { extensions: string[] }) => f.extensions).sort()).toEqual([".jpeg", ".jpg", ".pdf", ".png"]);
    expect(info.document_types).toContain("blood_test_report");
    expect(info.languages.supported).toHaveLength(100);
    expect(info.languages.ocr_models).toEqual(expect.arrayContaining(["en", "de", "zh", "ja"]));
    expect(info.limits).toMatchObject({ max_file_size_mb: 20, max_pages: 30 });
    expect(info.endpoints.map((e: { path: string }) => e.path)).toContain("/api/icr/v1/kan/sandbox");
  });

  it("health needs no credentials and reports the pipeline ready with its OCR models on disk", async () => {
    const { status, body } = await readEnvelope(await healthGet(getRequest("/api/icr/health")));
    expect(status).toBe(200);
    expect(body.api_version).toBe("icr-v1");
    const h = body.data;
    expect(h.status).toBe("ok");
    expect(h.components.text_layer.ready).toBe(true);
    expect(h.components.ocr.ready).toBe(true);
    expect(h.components.ocr.models).toContainEqual({ model: "eng", present: true });
    expect(h.components.ocr.workers_per_pool).toBeGreaterThanOrEqual(1);
    expect(h.components.image_decoder.ready).toBe(true);
    expect(h.components.database.reachable).toBe(true);
  });

  it("quota reports the balance in shape B and the ICR calls it covers, for free, following each debit", async () => {
    const acc = await useAccount(db, 3);
    const creds: Creds = { username: acc.username, password: acc.password };
    const before = await readEnvelope(await quotaPost(jsonRequest("/api/icr/v1/quota", creds)));
    expect(before.status).toBe(200);
    expect(before.body.quota).toMatchObject({ remaining: 3, total: 3 });
    expect(before.body.data).toMatchObject({ username: acc.username, cost_per_call: 0.5, calls_remaining: 6 });
    expect(before.body.api_version).toBe("icr-v1");

    expect((await extractPost(icrForm("/api/icr/v1/extract", creds, [pdf()]))).status).toBe(200);
    const after = await readEnvelope(await quotaPost(jsonRequest("/api/icr/v1/quota", creds)));
    expect(after.body.data.quota.remaining).toBe(2.5);
    expect(after.body.data.calls_remaining).toBe(5);

    const anonymous = await readEnvelope(await quotaPost(jsonRequest("/api/icr/v1/quota", {})));
    expect([anonymous.status, anonymous.body.error.code]).toEqual([401, "ICR_AUTH_1001"]);
  });
});
