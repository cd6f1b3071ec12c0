// Blood test analysis end to end through the route handlers, on a real database: fixture documents in
// (fixtures/lab-reports, each with its ground truth), contract answers out. Text PDFs must come back as
// printed; scans, page images and photos go through OCR and must reach a recall floor. Around that: every
// version's shape and headers, sandbox twins, what is charged, refused uploads, languages and privacy.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import type { EndpointDefinition } from "@/lib/api/define-endpoint";
import { stopOcrWorkers } from "@/lib/documents";
import { unitKey, type FixtureTruth } from "@/lib/documents/testing/compare-truth";
import { completeLanguages } from "@/lib/interpretation";
import { EVALUATIONS, getAnalyte } from "@/lib/knowledge/analytes";
// `useAccount` is renamed: ESLint's React hook rule takes any use* call in a named function for a hook.
import { formRequest, readEnvelope, useAccount as accountWithCredits } from "@/lib/test/api-harness";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/lib/test/test-database";
import * as defs from "./endpoints";
import { v11HealthResponse, v11Response, v12HealthResponse, v12Response } from "./schemas";

const DIR = path.resolve(import.meta.dirname, "../../../fixtures/lab-reports");
const OCR_TIMEOUT = 240_000;
/** Share of the truth's analytes an OCR answer must hold with the printed value. */
const OCR_RECALL = 0.85;

type Upload = { name: string; bytes: Uint8Array; type?: string };
type Account = Awaited<ReturnType<typeof accountWithCredits>>;
type Param = { long_name: string; result: string; unit: string; evaluation: string; loinc: string | null };

const truthOf = (id: string) => JSON.parse(fs.readFileSync(path.join(DIR, `${id}.truth.json`), "utf8")) as FixtureTruth;
const fixtureFile = (name: string): Upload => ({ name, bytes: new Uint8Array(fs.readFileSync(path.join(DIR, name))) });
const filesOf = (t: FixtureTruth) => t.files.map(fixtureFile);
const TEXT_PDFS = fs.readdirSync(DIR).filter((f) => f.endsWith(".truth.json")).map((f) => truthOf(f.slice(0, -11))).filter((t) => t.kind === "text_pdf");

/** Posts a multipart request to an endpoint's handler, as Next.js would. */
async function post(def: EndpointDefinition, acc: Account, files: Upload[], fields: Record<string, string> = {}) {
  const res = await endpoint(def)(formRequest(def.path, { username: acc.username, password: acc.password, ...fields }, files));
  return { ...(await readEnvelope(res)), headers: res.headers };
}

async function creditsOf(db: TestDatabase, acc: Account): Promise<string> {
  return (await db.prisma.account.findUniqueOrThrow({ where: { id: acc.id } })).credits.toString();
}

/** Numbers compared by value ("5.0" = "5"), text by its characters without spaces. */
const valueKey = (s: string) => s.replace(/\d+(?:\.\d+)?/g, (n) => String(Number(n))).replace(/\s+/g, "").toLowerCase();

/**
 * Pairs each truth parameter with the answer's parameter for the same analyte (LOINC and English name of the
 * knowledge base) and lists what differs. `extra` holds answer parameters the report did not print.
 */
function compareParameters(params: Param[], truth: FixtureTruth) {
  const used = new Set<Param>();
  const out = { expected: truth.parameters.length, rightValue: 0, missing: [] as string[], wrongValue: [] as string[], wrongUnit: [] as string[], pairs: [] as [FixtureTruth["parameters"][number], Param][] };
  for (const t of truth.parameters) {
    const analyte = getAnalyte(t.analyte_id);
    const p = params.find((q) => !used.has(q) && analyte !== undefined && q.loinc === analyte.loinc[0] && q.long_name === analyte.longName);
    if (!p) {
      out.missing.push(t.analyte_id);
      continue;
    }
    used.add(p);
    out.pairs.push([t, p]);
    if (valueKey(p.result) === valueKey(t.value)) out.rightValue++;
    else out.wrongValue.push(`${t.analyte_id}: ${p.result} ≠ ${t.value}`);
    if (unitKey(p.unit) !== unitKey(t.unit)) out.wrongUnit.push(`${t.analyte_id}: ${p.unit} ≠ ${t.unit}`);
  }
  return { ...out, extra: params.filter((p) => !used.has(p)).map((p) => `${p.long_name} = ${p.result}`) };
}

/** The direction a printed flag gives (H/↑ high, L/↓ low, none normal; "*" only says "abnormal"). */
function agreesWithFlag(evaluation: string, flag: string | null): boolean {
  if (flag === "H") return evaluation.endsWith("high");
  if (flag === "L") return evaluation.endsWith("low");
  if (flag === "*") return evaluation !== "normal";
  return evaluation === "normal";
}

/** Every string in the answer outside `metadata` holding the patient's full name or a part of it as a word, by path. */
function nameLeaks(data: Record<string, unknown>, name: string): string[] {
  const words = [name, ...name.split(/\s+/).filter((w) => w.length >= 4)].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join("|")})(?![\\p{L}\\p{N}])`, "iu");
  const found: string[] = [];
  const walk = (v: unknown, at: string) => {
    if (typeof v === "string" && pattern.test(v)) found.push(`${at}: ${v.slice(0, 80)}`);
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${at}[${i}]`));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) if (at || k !== "metadata") walk(x, at ? `${at}.${k}` : k);
  };
  walk(data, "");
  return found;
}

/** The page images a scanner wrote into a scan PDF (its JPEG streams), to send as separate `file` fields. */
function jpegPagesOf(pdf: Uint8Array): Upload[] {
  const text = Buffer.from(pdf).toString("latin1");
  return [...text.matchAll(/\/Filter \/DCTDecode \/Length (\d+) >>\nstream\n/g)].map((m, i) => {
    const start = m.index + m[0].length;
    return { name: `page-${i + 1}.jpg`, type: "image/jpeg", bytes: pdf.slice(start, start + Number(m[1])) };
  });
}

/** A one-page PDF with a text layer and no laboratory value (an appointment letter), in plain PDF syntax. */
function letterPdf(lines: string[]): Uint8Array {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 11 Tf 14 TL 60 780 Td ${lines.map((l) => `(${esc(l)}) Tj T*`).join(" ")} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

const APPOINTMENT_LETTER = letterPdf([
  "Northfield Family Practice", "12 High Street, Springfield", "", "Appointment confirmation", "",
  "Dear patient,", "your appointment with Dr. Rivers is confirmed for 14 March 2025 at 09:30.",
  "Please bring your insurance card and a list of the medicines you take.", "Room 2, first floor. Parking is available behind the building.",
  "If you cannot attend, please call us at least 24 hours before.", "", "Kind regards, the practice team",
]);

/** Every version: its handler, the schema its answer must satisfy exactly, its api_version and successor. */
const VERSIONS: [EndpointDefinition, z.ZodObject, string, string | null][] = [
  [defs.v12Analyze, v12Response, "v12", null],
  [defs.v12HealthAnalyze, v12HealthResponse, "v12", null],
  [defs.v11Analyze, v11Response, "v11", null],
  [defs.v11HealthAnalyze, v11HealthResponse, "v11", null],
  [defs.v10HealthAnalyze, v11HealthResponse, "v10", "/api/v12/health-score/analyze"],
  [defs.v9Analyze, v11Response, "v9", "/api/v12/18-09-2026/analyze"],
  [defs.v8Analyze, v11Response, "v8", "/api/v12/18-09-2026/analyze"],
  [defs.v6Analyze, v11Response, "v6-1", "/api/v12/18-09-2026/analyze"],
  [defs.v3Analyze, v11Response, "v3", "/api/v12/18-09-2026/analyze"],
];
const SANDBOXES: [EndpointDefinition, z.ZodObject, string][] = [
  [defs.v12Sandbox, v12Response, "v12"],
  [defs.v12HealthSandbox, v12HealthResponse, "v12"],
  [defs.v11Sandbox, v11Response, "v11"],
  [defs.v11HealthSandbox, v11HealthResponse, "v11"],
];

afterAll(async () => {
  await stopOcrWorkers();
});

describe.each(testDatabaseKinds())("blood test analysis on %s", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db.dispose();
  });

  describe.each(TEXT_PDFS.map((t) => [t.id, t] as const))("text PDF %s", (_id, truth) => {
    let acc: Account;
    let answer: Awaited<ReturnType<typeof post>>;
    beforeAll(async () => {
      acc = await accountWithCredits(db, 3);
      answer = await post(defs.v12Analyze, acc, filesOf(truth), { language: truth.language });
    });

    it("answers every printed analyte with its value and unit, and the report's date, sex and age (v12)", () => {
      expect(answer.status).toBe(200);
      expect(answer.body.api_version).toBe("v12");
      const data = v12Response.parse(answer.body.data);
      const cmp = compareParameters(data.parameters, truth);
      expect({ missing: cmp.missing, wrongValue: cmp.wrongValue, wrongUnit: cmp.wrongUnit }).toEqual({ missing: [], wrongValue: [], wrongUnit: [] });
      const m = data.metadata;
      expect({ lab_date: m.lab_date, patient_sex: m.patient_sex, patient_age: m.patient_age, patient_name: m.patient_name }).toEqual({
        lab_date: truth.metadata.lab_date, patient_sex: truth.metadata.patient_sex, patient_age: truth.metadata.patient_age, patient_name: truth.metadata.patient_name,
      });
      const disagreeing = cmp.pairs.filter(([t, p]) => !agreesWithFlag(p.evaluation, t.flag)).map(([t, p]) => `${t.analyte_id} ${t.value} flag ${t.flag}: ${p.evaluation}`);
      expect(disagreeing).toEqual([]);
    });

    it("lists no parameter the lab did not print", () => {
      expect(compareParameters(v12Response.parse(answer.body.data).parameters, truth).extra).toEqual([]);
    });

    it("keeps the patient's name in the metadata: not in parameters, interpretation or anywhere else", () => {
      expect(nameLeaks(answer.body.data, truth.metadata.patient_name!)).toEqual([]);
    });

    it("charges exactly 1 credit, with a ledger row for the request", async () => {
      expect(await creditsOf(db, acc)).toBe("2");
      const ledger = await db.prisma.ledgerEntry.findMany({ where: { accountId: acc.id }, orderBy: { id: "asc" } });
      expect(ledger.map((l) => [l.delta.toString(), l.balanceAfter.toString(), l.endpoint, l.requestId])).toEqual([
        ["3", "3", "account:create", expect.any(String)],
        ["-1", "2", defs.v12Analyze.path, answer.headers.get("x-request-id")],
      ]);
    });
  });

  it("opens an encrypted PDF with its password; without it or with a wrong one answers VAL_2011 for free", async () => {
    const truth = truthOf("en-gb-si-units.encrypted");
    const acc = await accountWithCredits(db, 5);
    for (const fields of [{}, { pdf_password: "not-the-password" }] as Record<string, string>[]) {
      const refused = await post(defs.v12Analyze, acc, filesOf(truth), fields);
      expect({ status: refused.status, code: refused.body.error?.code }).toEqual({ status: 400, code: "VAL_2011" });
    }
    expect(await creditsOf(db, acc)).toBe("5");
    const { status, body } = await post(defs.v12Analyze, acc, filesOf(truth), { pdf_password: truth.password! });
    expect(status).toBe(200);
    const cmp = compareParameters(v12Response.parse(body.data).parameters, truth);
    expect({ missing: cmp.missing, wrongValue: cmp.wrongValue, wrongUnit: cmp.wrongUnit, extra: cmp.extra }).toEqual({ missing: [], wrongValue: [], wrongUnit: [], extra: [] });
    expect(body.data.metadata).toMatchObject({ lab_date: truth.metadata.lab_date, patient_sex: truth.metadata.patient_sex, patient_age: truth.metadata.patient_age });
    expect(await creditsOf(db, acc)).toBe("4");
  });

  it("answers each version in its own shape and api_version; legacy versions name their successor", async () => {
    const truth = truthOf("fr-anteriorite");
    const acc = await accountWithCredits(db, VERSIONS.length);
    for (const [def, schema, version, successor] of VERSIONS) {
      const { status, body, headers } = await post(def, acc, filesOf(truth), { language: "fr" });
      expect({ path: def.path, status, version: body.api_version }).toEqual({ path: def.path, status: 200, version });
      const data = schema.strict().parse(body.data) as { parameters: Param[] };
      expect(compareParameters(data.parameters, truth).missing).toEqual([]);
      expect(headers.get("deprecation")).toBe(successor ? "true" : null);
      expect(headers.get("link")).toBe(successor ? `<${successor}>; rel="successor-version"` : null);
    }
    // One credit per answer, one ledger row each, for the path that answered.
    expect(await creditsOf(db, acc)).toBe("0");
    const ledger = await db.prisma.ledgerEntry.findMany({ where: { accountId: acc.id, delta: { lt: 0 } }, orderBy: { id: "asc" } });
    expect(ledger.map((l) => [l.endpoint, l.delta.toString()])).toEqual(VERSIONS.map(([def]) => [def.path, "-1"]));
  });

  it("sandbox twins answer the production shape with realistic data and never charge", async () => {
    const acc = await accountWithCredits(db, 1);
    for (const [def, schema, version] of SANDBOXES) {
      const { status, body } = await post(def, acc, [fixtureFile("fr-anteriorite.pdf")]);
      expect({ path: def.path, status, version: body.api_version }).toEqual({ path: def.path, status: 200, version });
      const data = schema.strict().parse(body.data) as { parameters: Param[] };
      expect(data.parameters.length).toBeGreaterThan(5);
      expect(data.parameters.some((p) => p.evaluation !== "normal")).toBe(true);
    }
    expect(await creditsOf(db, acc)).toBe("1");
    expect(await db.prisma.ledgerEntry.count({ where: { accountId: acc.id } })).toBe(1);
  });

  it("refuses what it cannot analyse with the contract's codes, and charges nothing", async () => {
    const acc = await accountWithCredits(db, 2);
    const exe = new Uint8Array(4096);
    exe.set([0x4d, 0x5a, 0x90, 0x00, 0x03]); // "MZ": a Windows executable
    const cases: [string, Upload[], Record<string, string>, number, string][] = [
      ["a program renamed .pdf", [{ name: "report.pdf", type: "application/pdf", bytes: exe }], {}, 400, "VAL_2002"],
      ["an empty file", [{ name: "report.pdf", type: "application/pdf", bytes: new Uint8Array(0) }], {}, 400, "VAL_2005"],
      ["a PDF without laboratory values", [{ name: "letter.pdf", type: "application/pdf", bytes: APPOINTMENT_LETTER }], {}, 422, "VAL_2010"],
      ["a file of 20 MB + 1 byte", [{ name: "big.pdf", type: "application/pdf", bytes: new Uint8Array(20 * 1024 * 1024 + 1) }], {}, 400, "VAL_2006"],
      ["an unknown language", [fixtureFile("fr-anteriorite.pdf")], { language: "xx" }, 400, "VAL_2003"],
      ["no file", [], {}, 400, "VAL_2001"],
    ];
    for (const [label, files, fields, status, code] of cases) {
      const res = await post(defs.v12Analyze, acc, files, fields);
      expect({ label, status: res.status, code: res.body.error?.code }).toEqual({ label, status, code });
      expect(res.body.error.message.length).toBeGreaterThan(10);
    }
    expect(await creditsOf(db, acc)).toBe("2");
    expect(await db.prisma.ledgerEntry.count({ where: { accountId: acc.id } })).toBe(1);
  });

  it.each(["de", "zh"])("writes the narrative in %s while every evaluation stays one of the 7 standard values", async (language) => {
    const truth = truthOf("en-us-cbc-chem");
    const acc = await accountWithCredits(db, 2);
    for (const def of [defs.v12HealthAnalyze, defs.v11Analyze]) {
      const { status, body } = await post(def, acc, filesOf(truth), { language });
      expect(status).toBe(200);
      // The narrative is in the language asked for when its catalogue is complete, else in English, flagged.
      const complete = completeLanguages().includes(language);
      expect({ narrative_language: body.data.narrative_language, language_fallback: body.data.language_fallback }).toEqual({ narrative_language: complete ? language : "en", language_fallback: !complete });
      const evaluations = (body.data.parameters as Param[]).map((p) => p.evaluation);
      expect(evaluations.length).toBe(truth.parameters.length);
      expect(evaluations.filter((e) => !(EVALUATIONS as readonly string[]).includes(e))).toEqual([]);
      expect(nameLeaks(body.data, truth.metadata.patient_name!)).toEqual([]);
    }
  });

  // OCR cases: slow (seconds per page), and the database plays no part in them, so they run once per run.
  describe.runIf(kind === testDatabaseKinds()[0])("scans, page images and photos (OCR)", () => {
    /** Sends the upload, checks the answer against the truth with the recall floor and returns the comparison. */
    async function ocrCase(truth: FixtureTruth, files: Upload[]) {
      const acc = await accountWithCredits(db, 1);
      const { status, body } = await post(defs.v12Analyze, acc, files, { language: truth.language });
      expect(status).toBe(200);
      const data = v12Response.parse(body.data);
      const cmp = compareParameters(data.parameters, truth);
      expect(cmp.rightValue / cmp.expected, `values read: ${cmp.rightValue}/${cmp.expected}; ${[...cmp.missing, ...cmp.wrongValue].join("; ")}`).toBeGreaterThanOrEqual(OCR_RECALL);
      expect.soft(data.metadata).toMatchObject({ lab_date: truth.metadata.lab_date, patient_sex: truth.metadata.patient_sex, patient_age: truth.metadata.patient_age });
      expect.soft(await creditsOf(db, acc)).toBe("0");
      expect.soft(nameLeaks(body.data, truth.metadata.patient_name!)).toEqual([]);
      return cmp;
    }

    /** For analytes read with the right value, the evaluation the text PDF of the same report gets. */
    async function sameEvaluationsAsText(cmp: Awaited<ReturnType<typeof ocrCase>>, source: FixtureTruth) {
      const acc = await accountWithCredits(db, 1);
      const text = v12Response.parse((await post(defs.v12Analyze, acc, filesOf(source), { language: source.language })).body.data);
      const textPairs = compareParameters(text.parameters, source).pairs;
      return cmp.pairs
        .filter(([t, p]) => valueKey(p.result) === valueKey(t.value))
        .map(([t, p]) => [t.analyte_id, p.unit, p.evaluation, textPairs.find(([s]) => s.analyte_id === t.analyte_id)?.[1].evaluation])
        .filter(([, , ocr, txt]) => ocr !== txt);
    }

    it("reads a 200-dpi scanned PDF", async () => {
      await ocrCase(truthOf("en-us-cbc-chem.scan"), filesOf(truthOf("en-us-cbc-chem.scan")));
    }, OCR_TIMEOUT);

    it("reads several page images, sent as repeated file fields, as one report", async () => {
      const truth = truthOf("pl-wielostronicowy.scan");
      const pages = jpegPagesOf(fixtureFile("pl-wielostronicowy.scan.pdf").bytes);
      expect(pages.map((p) => [p.bytes[0], p.bytes[1]])).toEqual([[0xff, 0xd8], [0xff, 0xd8]]);
      const cmp = await ocrCase(truth, pages);
      // Analytes printed on the second page are in the same answer as those of the first.
      expect(cmp.missing).not.toContain(truth.parameters.at(-1)!.analyte_id);
    }, OCR_TIMEOUT);

    it("reads a phone photo and evaluates what it read as the text PDF is evaluated", async () => {
      const truth = truthOf("en-us-cbc-chem.photo");
      const cmp = await ocrCase(truth, filesOf(truth));
      expect(await sameEvaluationsAsText(cmp, truthOf("en-us-cbc-chem"))).toEqual([]);
    }, OCR_TIMEOUT);
  });
});
