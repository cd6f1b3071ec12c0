// Failure classes found in the eleventh session (issues 8 and 15), each rebuilt as a synthetic row written for the
// test, never copied from a corpus file. The real analyte knowledge base is used.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { rebuildRows, type TextFragment } from "../rebuild-rows";
import { rowsOfWords } from "../testing/ocr-words";
import { makeLines, makeRtlLines } from "../testing/make-lines";
import type { Line } from "../types";
import { parseLabTable } from "./parse-lab-table";
import { normalizeFlag } from "./tokens";
import type { LabRow } from "./types";

const knowledge = { matchAnalyte };

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

  it("reads '106/L' first on the line as 106 flagged low, while '1049/L' after a value stays its unit", () => {
    const rows = parse(rowsOfWords([
      [["Гемоглобин", 20, 50], ["106/L", 200, 26], ["г/л", 250, 14], ["120", 300, 14], ["-", 316, 4], ["150", 322, 14]],
      [["WBC", 20, 20], ["6.2", 200, 14], ["1049/L", 250, 30], ["4.0-10.0", 300, 36]],
    ]), "ru");
    expect(rows.map((r) => [r.analyteId, r.result, r.flag ?? null, r.unit ?? null])).toEqual([["hemoglobin", "106", "L", "г/л"], ["wbc", "6.2", null, "10^9/L"]]);
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

const parseText = (lines: Line[], language: string): LabRow[] => parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge, language });

describe("a Persian report (TCPDF, right to left)", () => {
  it("takes the status words بالا (high) and پایین (low) as the lab's flags", () => {
    expect([normalizeFlag("بالا"), normalizeFlag("پایین"), normalizeFlag("tinggi"), normalizeFlag("rendah")]).toEqual(["H", "L", "H", "L"]);
    const rows = parseText(makeRtlLines([
      "نام آزمایش | نتیجه | وضعیت | واحد | محدوده مرجع",
      "هموگلوبین (Hb) | 10.9 | پایین | g/dL | 12.0 - 15.5",
      "قند ناشتا (FBS) | 131 | بالا | mg/dL | 70 - 100",
    ]), "fa");
    expect(rows.map((r) => [r.analyteId, r.result, r.flag ?? null])).toEqual([["hemoglobin", "10.9", "L"], ["glucose", "131", "H"]]);
  });

  it("puts back the brackets of a Latin abbreviation that the text layer gave mirrored ('گلبول سفید )WBC(')", () => {
    const rows = parseText(makeRtlLines(["گلبول سفید )WBC( | 11.8 | بالا | 10^3/µL | 4.0 - 10.0"]), "fa");
    expect(rows.map((r) => [r.analyteId, r.name])).toEqual([["wbc", "گلبول سفید (WBC)"]]);
  });
});

describe("risk levels and treatment targets printed under the results", () => {
  it("are no results, in any language, while the measured rows beside them stay", () => {
    const rows = parseText(makeLines([
      "CRP (ülitundlik) | 4,8 H | mg/L | < 1,0",
      "Kardiovaskulaarne risk: madal < 1,0; keskmine 1,0–3,0; kõrge > 3,0 mg/L",
      "Colesterol LDL (calculado) | 148 * | mg/dL | < 130",
      "Metas colesterol LDL según riesgo cardiovascular: bajo < 130 mg/dL · moderado < 100 mg/dL · alto < 70 mg/dL.",
    ], [20, 200, 260, 320]), "es");
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["hs_crp", "4.8"], ["ldl_cholesterol", "148"]]);
  });

  it("keep a censored result that has its own printed range and a risk note", () => {
    const rows = parseText(makeLines(["hs-CRP | <0.5 | mg/L | <1.0 low risk"], [20, 200, 260, 320]), "en");
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["hs_crp", "<0.5"]]);
  });
});

describe("an indicator ruler after the range ('(-) Indicador (+)', a Brazilian hemogram)", () => {
  it("is no high flag: a haemoglobin below its range is not flagged high, a count inside its range not at all", () => {
    const rows = parseText(makeLines([
      "Resultado | Valor Referencial | (-) Indicador (+)",
      "Hemoglobinas...: 11,3 g/dL | 12,0 a 16,0 g/dL | + -",
      "Monócitos......: 4,0 % | 308 /mm3 | 90 a 800 /mm3 | + +",
    ]), "pt");
    expect(rows.map((r) => [r.analyteId, r.result, r.flag ?? null])).toEqual([["hemoglobin", "11.3", null], ["monocytes_pct", "4.0", null], ["monocytes_abs", "308", null]]);
  });

  it("leaves a German plus flag after a result above its range", () => {
    const rows = parseText(makeLines(["Leukozyten | 11,8 | Tsd./µl | 4,0-10,0 | +"], [20, 200, 260, 330, 400]), "de");
    expect(rows.map((r) => [r.analyteId, r.result, r.flag ?? null])).toEqual([["wbc", "11.8", "H"]]);
  });
});

describe("a percentage and its absolute count on one line with one range column after both", () => {
  it("gives the range to the percentage it frames, not to the count (a neutrophil count of 7.93 against 40–75)", () => {
    const rows = parseText(makeLines([
      "項目 Test | 結果 | 單位 | 絕對值 | 單位 | 參考範圍",
      "中性粒細胞 Neut | 74.8 | % | 7.93 | 10^9/L | 40.0 - 75.0",
      "淋巴細胞 Lymph | 17.2 L | % | 1.82 | 10^9/L | 20.0 - 40.0",
    ], [20, 200, 250, 300, 350, 420]), "zh");
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText ?? null])).toEqual([
      ["neutrophils_pct", "74.8", "40.0-75.0"], ["neutrophils_abs", "7.93", null],
      ["lymphocytes_pct", "17.2", "20.0-40.0"], ["lymphocytes_abs", "1.82", null],
    ]);
  });

  it("leaves a count's own range with the count", () => {
    const rows = parseText(makeLines(["Neutrophils | 62 | % | 4.1 | 10^9/L | 2.0 - 7.5"], [20, 200, 250, 300, 350, 420]), "en");
    expect(rows.map((r) => [r.analyteId, r.rangeText ?? null])).toEqual([["neutrophils_pct", null], ["neutrophils_abs", "2.0-7.5"]]);
  });
});
