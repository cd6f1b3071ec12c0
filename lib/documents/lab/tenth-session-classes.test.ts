// Failure classes found in the tenth session (issues 8 and 15), each rebuilt as a synthetic row written for the
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
const parse = (fragments: TextFragment[], language = "en"): LabRow[] =>
  parseLabTable([{ pageNumber: 1, source: "ocr", lines: rebuildRows(fragments) }], { knowledge, language });

describe("the word 'Test' heading the name column", () => {
  it("is not testosterone's abbreviation: a header OCR did not recognise gives no testosterone row", () => {
    expect(matchAnalyte("Test").analyte).toBeNull();
    expect(matchAnalyte("Testosterone").analyte?.id).toBe("testosterone_total");
  });
});

describe("a range dash set apart from both bounds", () => {
  it("is the range's dash, not a low flag: a cystatin C above its range is not flagged low", () => {
    const rows = parse(rowsOfWords([
      [["Test", 44, 20], ["Low", 239, 19], ["Normal", 291, 32], ["High", 353, 26], ["Reference", 408, 50]],
      [["Cystatin", 47, 38], ["C", 89, 6], ["1.68", 368, 15], ["0.62", 413, 15], ["-", 434, 2], ["1.11", 442, 16], ["mg/L", 463, 16]],
    ]));
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText, r.flag ?? null])).toEqual([["cystatin_c", "1.68", "0.62-1.11", null]]);
  });

  it("stays a low flag where the range is printed whole after it ('3.1 - 3.5-5.1')", () => {
    const rows = parse(rowsOfWords([[["Potassium", 47, 40], ["3.1", 200, 12], ["-", 220, 3], ["3.5-5.1", 300, 30], ["mmol/L", 360, 28]]]));
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText, r.flag ?? null])).toEqual([["potassium", "3.1", "3.5-5.1", "L"]]);
  });
});
