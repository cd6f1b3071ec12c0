// Failure classes found in the seventeenth session (issues 8 and 15) on real set 16's tune half (Indian hospital
// and laboratory reports), each rebuilt as synthetic rows written for the test. The real analyte knowledge base
// is used.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { extractMetadata } from "../metadata/extract-metadata";
import { makeLines } from "../testing/make-lines";
import { parseLabTable } from "./parse-lab-table";

const knowledge = { matchAnalyte };
const parseAt = (lines: string[], columns: number[], language: string) =>
  parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(lines, columns) }], { knowledge, language });

describe("dotted initials OCR read with a zero for the O", () => {
  it("reads 'S.G.0.T Serum' as AST (the row had been lost), and leaves a numbered row's '1.' alone", () => {
    const rows = parseAt(["S.G.0.T Serum | 32.5 | U/L | 1.0 - 46.0", "S.G.P.T Serum | 61.0 | U/L | 1.0 - 49.0", "1. Glucose | 92 | mg/dl | 70 - 110"], [20, 300, 380, 460], "en").map((r) => [r.analyteId, r.result]);
    expect(rows).toEqual([
      ["ast", "32.5"],
      ["alt", "61.0"],
      ["glucose", "92"],
    ]);
  });
});

describe("a header whose colons stand in a column of their own", () => {
  it("reads the age from 'Age / Gender | : | 48 Year(s)/Male' (it had been read as ':' and lost)", () => {
    const m = extractMetadata(
      makeLines(["Name | : | Mr RAVI KUMAR VERMA", "Age / Gender | : | 52 Year(s)/Male | UHID | : | XYZ.0000123456", "Date of Collection | : | 05-Mar-2026 10:50 AM"], [20, 150, 170, 420, 520, 540]),
      { language: "en" },
    );
    expect(m).toMatchObject({ patientName: "RAVI KUMAR VERMA", patientAge: "52", patientSex: "male", labDate: "2026-03-05" });
  });
});
