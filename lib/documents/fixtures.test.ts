// End to end over the committed corpus: files → readDocument → extractLabReport (real knowledge base) →
// compared with the ground truth written when the fixtures were generated.

import { afterAll, describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { extractLabReport, readDocument, stopOcrWorkers } from "./index";
import { scoreReport } from "./testing/compare-truth";
import { listTruths, loadFiles, loadTruth } from "./testing/fixtures";

afterAll(() => stopOcrWorkers());

async function score(id: string) {
  const truth = loadTruth(id);
  const doc = await readDocument(loadFiles(truth), { language: truth.language, pdfPassword: truth.password });
  const report = extractLabReport(doc, { language: truth.language, knowledge: { matchAnalyte } });
  return { truth, doc, report, s: scoreReport(report, truth) };
}

describe("text-layer PDFs read exactly", () => {
  const ids = listTruths().filter((t) => t.kind === "text_pdf" || t.kind === "encrypted_pdf").map((t) => t.id);
  it.each(ids)("%s", async (id) => {
    const { s, doc, truth } = await score(id);
    expect(doc.pages).toHaveLength(truth.pages);
    expect(s.misses).toEqual([]);
  }, 30_000); // the first document also loads the PDF reader and the knowledge base (seconds on a loaded machine)
});

describe("scans and photos", () => {
  it("a 200-dpi scanned PDF (no text layer) is OCR'd page by page", async () => {
    const { s, doc } = await score("pl-wielostronicowy.scan");
    expect(doc.pages.map((p) => p.source)).toEqual(["ocr", "ocr"]);
    expect(s.found / s.expected).toBeGreaterThanOrEqual(0.95);
    expect(s.value / s.expected).toBeGreaterThanOrEqual(0.95);
    expect(s.metadataCorrect).toBe(s.metadataExpected);
  }, 120_000);

  it("a scanned PNG page", async () => {
    const { s } = await score("it-range-sotto.scan-png");
    expect(s.value / s.expected).toBeGreaterThanOrEqual(0.95);
    expect(s.range / s.expected).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it("a rotated, blurred, noisy phone photo (deskewed before rows are rebuilt)", async () => {
    const { s, doc } = await score("de-blutbild-geschlecht.photo");
    expect(Math.abs(doc.pages[0]!.skewDegrees ?? 0)).toBeGreaterThan(1);
    expect(s.found / s.expected).toBeGreaterThanOrEqual(0.85);
    expect(s.value / s.expected).toBeGreaterThanOrEqual(0.85);
  }, 120_000);
});
