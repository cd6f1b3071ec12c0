// Failure classes found on the former holdout halves of blind-corpus parts a–f once they were retired to tune
// material (sixth session, issues 8 and 15). Each is rebuilt here as a synthetic document written for the test,
// never copied from a corpus file. The real analyte knowledge base is used.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { makeLines } from "../testing/make-lines";
import type { Line } from "../types";
import { parseLabTable } from "./parse-lab-table";
import type { LabRow } from "./types";

const knowledge = { matchAnalyte };

function parse(lines: Line[], language = "en"): LabRow[] {
  return parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge, language });
}

/** A heading line and rows under it, each with its own column positions. */
function table(heading: string, headingColumns: number[], rows: string[], rowColumns: number[]): Line[] {
  return [...makeLines([heading], headingColumns, [20]), ...makeLines(rows, rowColumns, rows.map((_, i) => 40 + i * 16))];
}

const pick = (r: LabRow) => ({ id: r.analyteId, result: r.result, unit: r.unit, range: r.rangeText, flag: r.flag });

describe("column headings", () => {
  it("splits two headings printed as one cell ('Observed Value Unit') and reads the value after the range", () => {
    const rows = parse(
      table(
        "Investigation | Reference Interval | Observed Value Unit | Flag",
        [20, 200, 320, 500],
        ["Haemoglobin | 13.0 - 17.0 | 12.2 | g/dL | L", "Serum Creatinine | 0.70 - 1.30 | 1.18 | mg/dL"],
        [20, 200, 320, 410, 500],
      ),
    );
    expect(rows.map(pick)).toEqual([
      { id: "hemoglobin", result: "12.2", unit: "g/dL", range: "13.0-17.0", flag: "L" },
      { id: "creatinine", result: "1.18", unit: "mg/dL", range: "0.70-1.30", flag: undefined },
    ]);
  });
});
