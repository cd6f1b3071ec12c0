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

it("a whole number that means another value in another unit of the analyte keeps its digits when neither unit nor range was read", () => {
  // Creatinine 148 µmol/l is 1.67 mg/dL, not 1.48; uric acid 428 µmol/l, HbA1c 56 mmol/mol. Haemoglobin 142 is the
  // same 14.2 in g/L and g/dL, so its decimal point may still be restored.
  const rows = parseLabTable(
    [{ pageNumber: 1, source: "ocr", lines: makeLines(["Kreatinin | 148", "Kyselina močová | 428", "HbA1c | 56", "Hemoglobin | 142"]) }],
    { knowledge: { matchAnalyte }, language: "cs", decimalMark: "," },
  );
  expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["creatinine", "148"], ["uric_acid", "428"], ["hba1c", "56"], ["hemoglobin", "14.2"]]);
});

it("a flag arrow printed apart from its value and read as letters ('T', 'JL', 'fT') is a flag, so unit and range are still read", () => {
  const rows = parseLabTable(
    [{ pageNumber: 1, source: "ocr", lines: makeLines(["Draslík | 5,4 T | mmol/l | 3,8 - 5,0", "Hemoglobin | 109 JL | g/l | 120 - 160", "Triacylglyceroly | 1,94 fT | mmol/l | 0,45 - 1,70", "Kreatinin | 148 T | wumol/l | 44 - 80"]) }],
    { knowledge: { matchAnalyte }, language: "cs", decimalMark: "," },
  );
  expect(rows.map((r) => [r.result, r.unit, r.rangeText, r.flag])).toEqual([
    ["5.4", "mmol/l", "3.8-5.0", "*"],
    ["109", "g/l", "120-160", "*"],
    ["1.94", "mmol/l", "0.45-1.70", "*"],
    ["148", "µmol/l", "44-80", "*"],
  ]);
});
