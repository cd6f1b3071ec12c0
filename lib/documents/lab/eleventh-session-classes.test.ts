// Failure classes found in the eleventh session (issues 8 and 15), each rebuilt as a synthetic row written for the
// test, never copied from a corpus file. The real analyte knowledge base is used.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { rebuildRows, type TextFragment } from "../rebuild-rows";
import { parseLabTable } from "./parse-lab-table";
import type { LabRow } from "./types";

const knowledge = { matchAnalyte };

/** Words at their x positions (points) and widths, one row per array, 16 pt apart, as OCR places them. */
function rowsOfWords(rows: [string, number, number][][]): TextFragment[] {
  return rows.flatMap((words, i) => words.map(([text, x, width]) => ({ text, box: { x, y: 20 + 16 * i, width, height: 8 }, confidence: 0.9, line: i })));
}
const parse = (fragments: TextFragment[], language: string): LabRow[] =>
  parseLabTable([{ pageNumber: 1, source: "ocr", lines: rebuildRows(fragments) }], { knowledge, language });

describe("a ruled table photographed: the cell's rule read into the value", () => {
  it("reads '10.2|B' as 10.2 flagged low (bajo), not a row without a result", () => {
    const rows = parse(rowsOfWords([
      [["Hemoglobina", 20, 50], ["10.2|B", 200, 30], ["g/dL", 250, 16], ["12.0", 300, 16], ["-", 320, 4], ["16.0", 328, 16]],
      [["Ferritina", 20, 40], ["6B", 200, 12], ["ng/mL", 250, 22], ["13", 300, 10], ["-", 314, 4], ["150", 322, 14]],
    ]), "es");
    expect(rows.map((r) => [r.analyteId, r.result, r.flag ?? null])).toEqual([["hemoglobin", "10.2", "L"], ["ferritin", "6", "L"]]);
  });

  it("reads '58/*' as 58 with the lab's mark, never a fraction", () => {
    const rows = parse(rowsOfWords([[["SGOT", 20, 24], ["58/*", 200, 20], ["U/L", 250, 14], ["<", 300, 4], ["32", 306, 10]]]), "id");
    expect(rows.map((r) => [r.analyteId, r.result, r.flag ?? null])).toEqual([["ast", "58", "*"]]);
  });

  it("drops a closing bracket after a value that no bracket opened ('142)'), but keeps a bracketed range", () => {
    const rows = parse(rowsOfWords([
      [["Ureum", 20, 28], ["24)", 200, 14], ["mg/dL", 250, 22], ["10", 300, 10], ["-", 314, 4], ["50", 322, 10]],
      [["Kalium", 20, 30], ["3.1", 200, 14], ["mmol/L", 250, 26], ["(3.5", 300, 14], ["-", 318, 4], ["5.1)", 326, 16]],
    ]), "id");
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([["urea", "24", "10-50"], ["potassium", "3.1", "3.5-5.1"]]);
  });
});
