// Saved reports become the tests the trend and comparison requests carry: numeric results only, one test per
// date (the newest saved wins), and only parameters found in two reports are offered for charts.
import { describe, expect, it } from "vitest";
import type { SavedReport } from "@/components/patients/types";
import { chartableParameters, reportToTest, testsForTrends } from "./report-to-test";

function report(id: string, lab_date: string | null, created_at: string, values: [string, string][]): SavedReport {
  const parameters = values.map(([short_name, result]) => ({
    category: "Chemistry", long_name: short_name, short_name, result, unit: "mg/dL", range_min: "70", range_max: "99",
    range_normal_min: 70, range_normal_max: 99, short_description: "", long_description: "", evaluation: "normal" as const,
    loinc: null, ucum_unit: "mg/dL", reference_range: "70-99", type: "range" as const,
  }));
  return {
    id, title: `Report ${id}`, lab_date, created_at, kind: "blood_test_v12_health", patient_id: "p1",
    patient: { id: "p1", display_name: "P", birth_year: null, sex: null, created_at, report_count: 3 },
    data: { parameters } as unknown as SavedReport["data"],
  } as unknown as SavedReport;
}

describe("saved reports as trend tests", () => {
  it("keeps numeric results with their range and drops text results", () => {
    const t = reportToTest(report("a", "2025-01-01", "2025-01-02T10:00:00Z", [["Glucose", "92"], ["Nitrite", "negative"]]));
    expect(t).toMatchObject({ lab_date: "2025-01-01", label: "Report a" });
    expect(t.parameters).toEqual([{ short_name: "Glucose", long_name: "Glucose", result: 92, unit: "mg/dL", range_min: 70, range_max: 99 }]);
  });

  it("sends one test per date, oldest first, and names the report left out", () => {
    const reports = [
      report("a", "2025-03-01", "2025-03-02T10:00:00Z", [["Glucose", "100"]]),
      report("b", "2025-01-01", "2025-01-02T10:00:00Z", [["Glucose", "92"]]),
      report("c", "2025-03-01", "2025-03-05T10:00:00Z", [["Glucose", "104"]]),
    ];
    const { tests, skipped } = testsForTrends(reports);
    expect(tests.map((t) => [t.lab_date, t.parameters[0]?.result])).toEqual([["2025-01-01", 92], ["2025-03-01", 104]]);
    expect(skipped).toEqual(["Report a"]);
  });

  it("offers for charts only parameters found in at least two reports", () => {
    const reports = [report("a", "2025-01-01", "2025-01-02T10:00:00Z", [["Glucose", "92"], ["ALT", "30"]]), report("b", "2025-02-01", "2025-02-02T10:00:00Z", [["Glucose", "96"]])];
    expect(chartableParameters(reports)).toEqual(["Glucose"]);
  });
});
