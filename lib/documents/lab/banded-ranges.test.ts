// Reference ranges printed per sex or age band in their own columns or lines (issue 15, class G): the band is
// kept with each range so the trust step judges the value against the patient's own band. Synthetic lines
// written for the test with the real analyte knowledge base.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { trustRows } from "@/lib/modules/blood-test/trust-rows";
import { makeLines } from "../testing/make-lines";
import type { Line } from "../types";
import { readAgeBands, rangeForAge } from "./age-bands";
import { readBandColumns } from "./band-columns";
import { parseLabTable } from "./parse-lab-table";
import type { LabRow } from "./types";

const knowledge = { matchAnalyte };
const parse = (lines: Line[], language: string): LabRow[] => parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge, language });

describe("range columns headed by sex or age band", () => {
  const columns = [20, 260, 420, 520, 620];
  const page = [
    ...makeLines(["HEMOGRAMA | | Valores de referência"], [20, 260, 420], [20]),
    ...makeLines(["Homens | Mulheres | Crianças"], [420, 520, 620], [36]),
    ...makeLines(
      ["Hemoglobina | 12,4 g/dL | 13,0 a 17,0 | 11,8 a 15,6 | 11,0 a 14,5", "Hematócrito | 37,2 % | 40,0 a 52,0 | 35,0 a 46,0 | 33,0 a 44,0", "PLAQUETAS", "Plaquetas | 231.000 /mm³ | 150.000 a 400.000"],
      columns,
      [52, 68, 90, 106],
    ),
  ];

  it("labels each range with the band its column names, and ends the banded table at a row with one range", () => {
    const rows = parse(page, "pt");
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([
      ["hemoglobin", "12.4", "M: 13.0-17.0 / F: 11.8-15.6 / 0-17 years: 11.0-14.5"],
      ["hematocrit", "37.2", "M: 40.0-52.0 / F: 35.0-46.0 / 0-17 years: 33.0-44.0"],
      ["platelets", "231000", "150000-400000"],
    ]);
  });

  it("judges a woman's haemoglobin against the women's column (it was judged against the men's, 'low')", () => {
    const { parameters } = trustRows(parse(page, "pt"), { sex: "female", ageYears: 34 }, "pt");
    expect(parameters.slice(0, 2).map((p) => [p.analyteId, p.rangeMin, p.rangeMax, p.evaluation])).toEqual([
      ["hemoglobin", 11.8, 15.6, "normal"],
      ["hematocrit", 35, 46, "normal"],
    ]);
    const man = trustRows(parse(page, "pt"), { sex: "male", ageYears: 34 }, "pt").parameters[0]!;
    expect([man.rangeMin, man.evaluation]).toEqual([13, "low"]);
  });

  it("reads age-band column headings in the heading row and chooses the adult band", () => {
    const lines = [
      ...makeLines(["Exame | Resultado | Unidade | Até 17 anos | 18 anos ou mais"], [20, 260, 330, 420, 560], [20]),
      ...makeLines(["Colesterol total | 201 | mg/dL | Inferior a 170 | Inferior a 190", "HDL-colesterol | 43 | mg/dL | Superior a 45 | Superior a 40"], [20, 270, 330, 420, 560], [40, 56]),
    ];
    const rows = parse(lines, "pt");
    expect(rows.map((r) => r.rangeText)).toEqual(["Até 17 anos: <170 18 anos ou mais: <190", "Até 17 anos: >45 18 anos ou mais: >40"]);
    const { parameters } = trustRows(rows, { sex: "male", ageYears: 47 }, "pt");
    expect(parameters.map((p) => [p.rangeMax ?? p.rangeMin, p.evaluation === "normal"])).toEqual([[190, false], [40, true]]);
  });

  it("does not take a line of two sexes' single letters mixed with an age as band columns", () => {
    const cells = makeLines(["M | 20 anos ou mais"], [20, 200])[0]!.words.map((w) => ({ text: w.text, box: w.box }));
    expect(readBandColumns(cells)).toBeNull();
  });
});

describe("one sex's range on a line of its own, above and below the row", () => {
  it("gives both lines to the row between them, not the men's range to the row above", () => {
    const columns = [20, 200, 300, 380];
    const lines = [
      ...makeLines(["検査項目 | 結果 | 単位 | 基準値"], columns, [20]),
      ...makeLines(["白血球数 | 64 | ×10²/μL | 33～86"], columns, [40]),
      ...makeLines(["男 13.7～16.8"], [380], [54]),
      ...makeLines(["ヘモグロビン | 14.1 | g/dL"], columns, [64]),
      ...makeLines(["女 11.6～14.8"], [380], [74]),
      ...makeLines(["総蛋白 | 7.0 | g/dL | 6.6～8.1"], columns, [92]),
    ];
    const rows = parse(lines, "ja");
    expect(rows.map((r) => [r.analyteId, r.rangeText])).toEqual([
      ["wbc", "33-86"],
      ["hemoglobin", "M: 13.7-16.8 / F: 11.6-14.8"],
      ["total_protein", "6.6-8.1"],
    ]);
    const women = trustRows(rows, { sex: "female", ageYears: 50 }, "ja").parameters[1]!;
    expect([women.rangeMin, women.rangeMax, women.evaluation]).toEqual([11.6, 14.8, "normal"]);
  });
});

describe("age bands with ranges printed before them", () => {
  it("keeps the ranges before the first age band for every age the bands do not name", () => {
    expect(readAgeBands("M: 4.50-5.90 / F: 4.00-5.20 / 0-17 years: 4.00-5.20")).toEqual([
      { minAge: 0, maxAge: 17, range: "4.00-5.20" },
      { minAge: 0, maxAge: Infinity, range: "M: 4.50-5.90 / F: 4.00-5.20" },
    ]);
    expect(rangeForAge("M: 4.50-5.90 / F: 4.00-5.20 / 0-17 years: 4.00-5.20", 9).range).toBe("4.00-5.20");
    expect(rangeForAge("M: 4.50-5.90 / F: 4.00-5.20 / 0-17 years: 4.00-5.20", 40).range).toBe("M: 4.50-5.90 / F: 4.00-5.20");
    expect(rangeForAge("M: 4.50-5.90 / F: 4.00-5.20 / 0-17 years: 4.00-5.20", undefined).range).toBe("");
  });
});

describe("a reference heading with the band after it", () => {
  it("reads 'Referenz Männer | Referenz Frauen' as band columns", () => {
    const lines = [
      ...makeLines(["Analyse | Ergebnis | Einheit | Referenz Männer | Referenz Frauen"], [20, 160, 240, 320, 460], [20]),
      ...makeLines(["Hämoglobin | 10,9 | g/dl | 13,5 - 17,5 | 12,0 - 15,5"], [20, 170, 240, 320, 460], [40]),
    ];
    const rows = parse(lines, "de");
    expect(rows.map((r) => r.rangeText)).toEqual(["M: 13.5-17.5 / F: 12.0-15.5"]);
    expect(trustRows(rows, { sex: "female", ageYears: 45 }, "de").parameters[0]!.evaluation).toBe("low");
  });
});
