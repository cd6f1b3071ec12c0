// Regression tests for the second parser round (issue 15): a printed-abnormal flag must survive, and a range
// read backwards must not flip the evaluation. Each case is a synthetic line set written here.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { makeLines, makeRtlLines } from "../testing/make-lines";
import type { Line } from "../types";
import { parseLabTable } from "./parse-lab-table";
import type { LabRow } from "./types";

function parse(lines: Line[], language: string): LabRow[] {
  return parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge: { matchAnalyte }, language });
}

const pick = (r: LabRow) => ({ id: r.analyteId, result: r.result, range: r.rangeText, flag: r.flag });

describe("flag column printed as + / - between result and unit", () => {
  it("reads '+' after a numeric result as the high flag and keeps it out of the range", () => {
    const rows = parse(
      makeLines(["Untersuchung | Ergebnis | | Einheit | Referenzbereich", "Leukozyten | 11,8 | + | Tsd./µl | 3,9 - 10,2", "Hämoglobin | 13,1 | - | g/dl | 13,5 - 17,2", "CRP | 18,4 | + | mg/l | < 5,0", "Thrombozyten | 224 | | Tsd./µl | 150 - 400"]),
      "de",
    );
    expect(rows.map(pick)).toEqual([
      { id: "wbc", result: "11.8", range: "3.9-10.2", flag: "H" },
      { id: "hemoglobin", result: "13.1", range: "13.5-17.2", flag: "L" },
      { id: "crp", result: "18.4", range: "<5.0", flag: "H" },
      { id: "platelets", result: "224", range: "150-400", flag: undefined },
    ]);
  });

  it("still reads a lone '+' as a qualitative result when no number precedes it", () => {
    const rows = parse(makeLines(["Test | Result | Unit | Reference range", "Urine protein | + | | negative"]), "en");
    expect(rows[0]?.result).toBe("+");
    expect(rows[0]?.flag).toBeUndefined();
  });
});

describe("ranges read backwards by a right-to-left text run", () => {
  it("puts a reversed interval back in low-high order", () => {
    const rows = parse(makeRtlLines(["الفحص | النتيجة | الوحدة | المعدل الطبيعي", "الهيموجلوبين | 9.6 | g/dL | 16-12", "كريات الدم البيضاء | 7.4 | 10^9/L | 11-4"]), "ar");
    expect(rows.map(pick)).toEqual([
      { id: "hemoglobin", result: "9.6", range: "12-16", flag: undefined },
      { id: "wbc", result: "7.4", range: "4-11", flag: undefined },
    ]);
  });
});

describe("units in Ukrainian and Arabic", () => {
  it("keeps мМО/мл and мкМО/мл (Ukrainian international units) as the row's unit", () => {
    const rows = parse(makeLines(["Показник | Результат | Одиниці | Референтні значення", "ТТГ | 2,1 | мкМО/мл | 0,4 - 4,0", "Пролактин | 310 | мкМО/мл | 102 - 496"]), "uk");
    expect(rows.map((r) => [r.analyteId, r.result, r.unit])).toEqual([
      ["tsh", "2.1", "мкМО/мл"],
      ["prolactin", "310", "мкМО/мл"],
    ]);
  });

  it("keeps an Arabic unit (جم/ديسيلتر, فمتولتر) as the row's unit, not as a name or a dropped word", () => {
    const rows = parse(makeRtlLines(["الفحص | النتيجة | الوحدة | المعدل الطبيعي", "الهيموجلوبين | 9.6 | جم/ديسيلتر | 12-16", "متوسط حجم الكرية | 77.2 | فمتولتر | 80-96"]), "ar");
    expect(rows.map((r) => [r.analyteId, r.result, r.unit, r.rangeText])).toEqual([
      ["hemoglobin", "9.6", "جم/ديسيلتر", "12-16"],
      ["mcv", "77.2", "فمتولتر", "80-96"],
    ]);
  });
});
