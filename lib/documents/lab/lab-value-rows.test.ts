import { describe, expect, it } from "vitest";
import type { LabReport } from "../extract-lab-report";
import { labValueRows } from "./lab-value-rows";
import type { LabRow } from "./types";

const row = (name: string, analyteId: string | null): LabRow => ({
  name, result: "68", unit: "U/L", rangeText: "7-40", printedResult: "68", analyteId, matchConfidence: analyteId ? 1 : 0, page: 1, repairs: [],
});
const report = (rows: LabRow[], detectedLanguage: string): LabReport => ({
  rows, detectedLanguage, languageConfidence: 1, decimalMark: ".", documentType: "blood_test_report", documentTypeConfidence: 1,
  metadata: { patientName: null } as LabReport["metadata"],
});

describe("unrecognised rows of a Chinese, Japanese or Korean report", () => {
  it("drops a name with no letter of the report's script (OCR's misreading of a Chinese name: 'FM GIS MALT')", () => {
    const rows = [row("FM GIS MALT", null), row("碍性磷酸棍", null), row("谷丙转氨酶", "alt")];
    expect(labValueRows(report(rows, "zh")).map((r) => r.name)).toEqual(["碍性磷酸棍", "谷丙转氨酶"]);
  });

  it("keeps the same unrecognised row on a report in a Latin-script language", () => {
    expect(labValueRows(report([row("Lipoprotein X", null)], "en")).map((r) => r.name)).toEqual(["Lipoprotein X"]);
  });
});

describe("a Latin test name on a Japanese report", () => {
  it("stays when it names a test, though its unit was unreadable ('AST(GOT)')", () => {
    expect(labValueRows(report([row("AST(GOT)", null), row("BLBFCREA", null)], "ja")).map((r) => r.name)).toEqual(["AST(GOT)"]);
  });
});
