// OCR repairs guided by the analyte knowledge (repair.ts), on synthetic photo rows (issues 8/15).
import { expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { makeLines } from "../testing/make-lines";
import { parseLabTable } from "./parse-lab-table";
it("an OCR row without a unit whose value and range fit another unit of the analyte (g/L haemoglobin) keeps its numbers", () => {
  const rows = parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(["Haemoglobin | 118 | L | 130-180", "Haemoglobin | 142 | g/dL | 135-175"]) }], { knowledge: { matchAnalyte }, language: "en" });
  expect(rows.map((r) => [r.result, r.rangeText])).toEqual([["118", "130-180"], ["14.2", "13.5-17.5"]]);
});

it("an OCR value with a leading zero lost its decimal mark ('098' → 0.98); a value its own printed range frames is not 'repaired' away from it", () => {
  const rows = parseLabTable(
    [{ pageNumber: 1, source: "ocr", lines: makeLines(["Glycémie à jeun | 098 | gl | 0,70 - 1,10", "Créatininémie | 62 | mgl | 5,0 - 9,0", "Hémoglobine | 142 | g/dL | 12,0 - 16,0"]) }],
    { knowledge: { matchAnalyte }, language: "fr", decimalMark: "," },
  );
  expect(rows.map((r) => r.result)).toEqual(["0.98", "62", "14.2"]);
});

it("OCR'd units: '1049/L', '1043 /uL', '/mm*', '%o' are 10^9/L, 10^3/uL, /mm³ and %", () => {
  const rows = parseLabTable(
    [{ pageNumber: 1, source: "ocr", lines: makeLines(["WBC | 6.2 | 1049/L | 4.0-10.0", "Leucocytes | 9,54 | 1043 /uL | 4,23-9,07", "Globules blancs | 6200 | /mm* | 4000-10000", "Neutrophils | 62 | %o | 40-75"]) }],
    { knowledge: { matchAnalyte }, language: "en" },
  );
  expect(rows.map((r) => r.unit)).toEqual(["10^9/L", "10^3/uL", "/mm³", "%"]);
});
