import { describe, expect, it } from "vitest";
import type { HealthReport, ReportParameter } from "@/components/analysis/types";
import { correctionsFor, documentAlert, rowsToReview, REVIEW_THRESHOLD } from "./review-state";

const row = (over: Partial<ReportParameter>): ReportParameter => ({
  category: "Chemistry", long_name: "Glucose", short_name: "GLU", result: "9.2", unit: "mmol/L", range_min: "3.9", range_max: "5.5",
  range_normal_min: 3.9, range_normal_max: 5.5, short_description: "", long_description: "", evaluation: "high", loinc: null, ucum_unit: null,
  reference_range: "3.9-5.5", type: "range", ...over,
});
const report = (parameters: ReportParameter[], over: Partial<HealthReport> = {}) =>
  ({ parameters, warnings: [], metadata: {}, interpretation: [], ...over }) as unknown as HealthReport;

describe("review step state", () => {
  it("highlights rows below the parser's threshold or marked for review, not confident ones", () => {
    const r = report([row({ confidence: 0.95 }), row({ confidence: REVIEW_THRESHOLD - 0.01 }), row({ confidence: 0.9, needs_review: true }), row({})]);
    expect(rowsToReview(r)).toEqual([1, 2]);
  });

  it("warns above the results for a low document confidence or a document-level note, not for row notes alone", () => {
    const extraction = { confidence: 0.4, review_threshold: 0.7, parameters_total: 1, parameters_to_review: 1, numeric_lines: 9, coverage: 0.1 };
    expect(documentAlert(report([row({})], { extraction }))).toMatchObject({ lowConfidence: true, confidence: 0.4 });
    expect(documentAlert(report([row({})], { warnings: [{ code: "ocr_language_fallback", message: "No OCR model for ru." }] }))?.messages).toEqual(["No OCR model for ru."]);
    expect(documentAlert(report([row({})], { warnings: [{ code: "flag_disagreement", message: "x", parameter_index: 0 }] }))).toBeNull();
  });

  it("turns an edit into one correction per changed field with the value it replaces", () => {
    const current = { name: "Glucose", value: "9.2", unit: "mmol/L", range: "3.9-5.5" };
    expect(correctionsFor(1, current, { ...current, value: " 5.1 ", range: "3.9-5.8" })).toEqual([
      { parameter_index: 1, field: "value", before: "9.2", after: "5.1" },
      { parameter_index: 1, field: "range", before: "3.9-5.5", after: "3.9-5.8" },
    ]);
    expect(correctionsFor(1, current, current)).toEqual([]);
  });
});
