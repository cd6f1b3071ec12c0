// Failure classes found on tune and retired material in the seventh session (issues 8 and 15), each rebuilt as a
// synthetic document written for the test, never copied from a corpus file. The real analyte knowledge base is used.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { makeLines } from "../testing/make-lines";
import type { Line } from "../types";
import { parseLabTable } from "./parse-lab-table";
import type { LabRow } from "./types";

const knowledge = { matchAnalyte };
const parse = (lines: Line[], language = "en"): LabRow[] => parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge, language });
const pick = (r: LabRow) => ({ id: r.analyteId, result: r.result, range: r.rangeText });

describe("column headings", () => {
  it("reads 'Biological Ref. Interval' as the reference column, so a cumulative table's word results come from the newest column", () => {
    const columns = [20, 160, 240, 420, 500, 580];
    const lines = [
      ...makeLines(["Investigation | Units | Biological Ref. Interval | 03/02/2026 | 11/06/2026 | 02/10/2026"], columns, [20]),
      ...makeLines(["Haemoglobin | g/dL | 12.0 - 15.0 | 12.9 | 12.5 | 11.7"], [20, 160, 240, 430, 510, 590], [40]),
      ...makeLines(["URINE ROUTINE"], [20], [56]),
      ...makeLines(["Glucose | Nil | Nil | + | ++", "Blood | Negative | Negative | Negative | Trace"], [20, 240, 430, 510, 590], [72, 88]),
    ];
    expect(parse(lines).map(pick)).toEqual([
      { id: "hemoglobin", result: "11.7", range: "12.0-15.0" },
      { id: "urine_glucose", result: "++", range: "Nil" },
      { id: "urine_blood", result: "Trace", range: "Negative" },
    ]);
  });
});

describe("units", () => {
  it("reads a test strip's count per microlitre ('75 Leu/µL', '10 Eri/µL') as value and unit, not a name and a range", () => {
    const lines = makeLines(["EXAMEN GENERAL DE ORINA", "Leucocitos | 25 Leu/µL | Negativo", "Sangre | 50 Eri/µL | Negativo"], [20, 250, 420]);
    expect(parse(lines, "es").map((r) => [r.result, r.unit, r.rangeText])).toEqual([
      ["25", "Leu/µL", "Negativo"],
      ["50", "Eri/µL", "Negativo"],
    ]);
  });
});
