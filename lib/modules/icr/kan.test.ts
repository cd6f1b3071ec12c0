// The kan and extract mappings on hand-made pipeline output: which rows reach the answer, how a value is
// typed, where the sample type comes from, and what never leaves (the name, dates misread as rows).
import { describe, expect, it } from "vitest";
import type { ExtractedDocument, LabReport, LabRow } from "@/lib/documents";
import { makeLines } from "@/lib/documents/testing/make-lines";
import { getAnalyte } from "@/lib/knowledge/analytes";
import { documentLanguage, recognitionConfidence, toExtractData } from "./extract";
import { NoLabValuesError } from "@/lib/documents/lab/lab-value-rows";
import { sampleTypeOf, toKanData } from "./kan";

function row(name: string, result: string, analyteId: string | null, extra: Partial<LabRow> = {}): LabRow {
  return { name, result, printedResult: result, analyteId, matchConfidence: analyteId ? 0.9 : 0, page: 1, repairs: [], ...extra };
}

function report(rows: LabRow[], patientName: string | null = "Jane Roe"): LabReport {
  return {
    rows,
    metadata: {
      labDate: "2026-01-05", resultsDate: "2026-01-06", labName: "Example Lab", labCity: null, labCountry: null,
      patientName, patientAge: "52", patientSex: "female", birthDate: "1973-11-02",
    },
    documentType: "blood_test_report",
    documentTypeConfidence: 0.9,
    detectedLanguage: "en",
    languageConfidence: 0.9,
    decimalMark: ".",
  };
}

const doc: ExtractedDocument = {
  kind: "pdf",
  pages: [{ pageNumber: 1, width: 595, height: 842, source: "text_layer", lines: makeLines(["Hemoglobin | 12.1 | g/dL"]), rawText: "Hemoglobin 12.1 g/dL", sections: [], tables: [], timeMs: 1 }],
  imagesProcessed: 0,
  ocrLanguages: [],
  warnings: [],
};

describe("kan mapping", () => {
  it("keeps recognised values and plausible unrecognised ones, drops misread header rows and anything with the name", () => {
    const data = toKanData(doc, report([
      row("Hemoglobin", "12.1", "hemoglobin", { unit: "g/dL", rangeText: "12.0-15.5" }),
      row("Lipoprotein X", "12", null, { unit: "mg/dL", rangeText: "<30" }),
      row("Geslacht", "-2025", null, { rangeText: "12-3" }),
      row("Tel.", "0", null, { rangeText: "495000-0" }),
      row("Tel.", "0", null, { rangeText: "4-90212000" }),
      row("Cryoglobulins", "Absent", null, { rangeText: "Absent" }),
      row("Patient Jane Roe", "1", null, { rangeText: "1-2" }),
      row("Comment", "see below", null),
    ]), "en");
    expect(data.test_parameters.map((p) => p.name)).toEqual(["Hemoglobin", "Lipoprotein X", "Cryoglobulins"]);
    expect(data.test_parameters[0]).toEqual({ name: "Hemoglobin", value: "12.1", unit: "g/dL", reference_range: "12.0-15.5", type: "range" });
    expect(JSON.stringify(data)).not.toContain("Roe");
    expect(data.tester_info).toEqual({ age: "52", gender: "female" });
    expect(data.test_metadata).toMatchObject({ report_date: "2026-01-06", test_date: "2026-01-05" });
  });

  it("types numeric results (censored too) as range and words as binary", () => {
    const data = toKanData(doc, report([
      row("CRP", "<0.5", "crp", { unit: "mg/L", rangeText: "<5" }),
      row("HBsAg", "Negative", "hbsag", { rangeText: "Negative" }),
    ]), "en");
    expect(data.test_parameters.map((p) => [p.name, p.type])).toEqual([["CRP", "range"], ["HBsAg", "binary"]]);
  });

  it("refuses a document where nothing is a recognised laboratory value", () => {
    const rows = [row("Printer paper", "45.00", null, { rangeText: "10-50" })];
    expect(() => toKanData(doc, { ...report(rows), documentType: "invoice" }, "en")).toThrow(NoLabValuesError);
  });

  it("reports the specimens of the recognised parameters, most frequent first", () => {
    // A whole-blood count printed first, then two serum chemistries: serum leads because it is more frequent.
    const ids = ["hemoglobin", "ferritin", "creatinine"];
    const [blood, serum] = [getAnalyte("hemoglobin")!.specimen, getAnalyte("ferritin")!.specimen].map((s) => s.replace(/_/g, " "));
    expect(getAnalyte("creatinine")!.specimen).toBe(getAnalyte("ferritin")!.specimen);
    expect(sampleTypeOf(ids.map((id) => row(id, "1", id)))).toBe(`${serum}, ${blood}`);
    expect(sampleTypeOf([row("x", "1", null)])).toBeNull();
  });
});

describe("extract mapping", () => {
  it("reports the request language when detection is unsure, the detected one otherwise", () => {
    expect(documentLanguage({ detectedLanguage: "de", languageConfidence: 0.8 }, "fr")).toBe("de");
    expect(documentLanguage({ detectedLanguage: "en", languageConfidence: 0.1 }, "fr")).toBe("fr");
  });

  it("weights recognition confidence by words, so one noisy short line does not dominate", () => {
    const [long, short] = makeLines(["a b c d e f g h i", "x"]);
    const pages = [{ ...doc.pages[0]!, source: "ocr" as const, lines: [{ ...long!, confidence: 0.9 }, { ...short!, confidence: 0.1 }] }];
    expect(recognitionConfidence({ pages })).toBeCloseTo((9 * 0.9 + 0.1) / 10, 10);
    expect(recognitionConfidence({ pages: [] })).toBe(0);
  });

  it("names the engines that read the pages and counts OCR'd images", () => {
    const mixed: ExtractedDocument = { ...doc, pages: [doc.pages[0]!, { ...doc.pages[0]!, pageNumber: 2, source: "ocr" }], imagesProcessed: 1 };
    const data = toExtractData(mixed, report([]), "en");
    expect(data.page_count).toBe(2);
    expect(data.icr_metadata.engine).toBe("pdfjs-text-layer+tesseract-ocr");
    expect(data.icr_metadata.version.split("+")).toHaveLength(2);
    expect(data.icr_metadata.images_processed).toBe(1);
  });
});
