import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { makeLines } from "../testing/make-lines";
import { parseLabTable } from "./parse-lab-table";

describe("result cards in a grid", () => {
  it("reads each card down its column: title, 'Result:' and 'Reference:' lines, never a title row as one name", () => {
    const lines = makeLines(
      [
        "Lipids & Diabetes",
        "Total Cholesterol | LDL Cholesterol (calc) | HDL Cholesterol",
        "Result: 6.4 mmol/L HIGH | Result: 4.3 mmol/L HIGH | Result: 1.02 mmol/L",
        "Reference: < 5.2 | Reference: < 3.4 | Reference: > 1.0",
        "Creatinine | Urea",
        "Result: 104 umol/L | Result: 5.8 mmol/L",
        "Reference: 65 - 125 | Reference: 2.8 - 7.6",
        "LDL-C target < 2.6 mmol/L for high-risk patients (national lipid guideline).",
      ],
      [20, 220, 420],
    );
    const rows = parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge: { matchAnalyte }, language: "en" });
    expect(rows.map((r) => [r.analyteId, r.result, r.unit, r.rangeText, r.flag])).toEqual([
      ["cholesterol_total", "6.4", "mmol/L", "<5.2", "H"],
      ["ldl_cholesterol", "4.3", "mmol/L", "<3.4", "H"],
      ["hdl_cholesterol", "1.02", "mmol/L", ">1.0", undefined],
      ["creatinine", "104", "umol/L", "65-125", undefined],
      ["urea", "5.8", "mmol/L", "2.8-7.6", undefined],
    ]);
  });
});
