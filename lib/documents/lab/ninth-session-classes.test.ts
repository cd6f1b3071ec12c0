// Failure classes found on tune and retired material in the ninth session (issues 8 and 15), each rebuilt as a
// synthetic document written for the test, never copied from a corpus file. The real analyte knowledge base is used.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { parseRange } from "@/lib/knowledge/analytes/parse-range";
import { parseUnit } from "@/lib/knowledge/analytes/parse-unit";
import { makeLines } from "../testing/make-lines";
import type { Line } from "../types";
import { parseLabTable } from "./parse-lab-table";
import type { LabRow } from "./types";

const knowledge = { matchAnalyte };
const parse = (lines: Line[], language = "en"): LabRow[] => parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge, language });
const pick = (r: LabRow) => [r.analyteId, r.result, r.unit ?? null, r.rangeText ?? null];

describe("range columns headed by sex", () => {
  // "Reference (women) | Reference (men)" columns; a comment between rows explains a result.
  const cols = [20, 150, 200, 280, 420];
  const lines = [
    ...makeLines(["Test | Result | Unit | Reference (women) | Reference (men)"], cols, [20]),
    ...makeLines(["Creatinine | 71 | µmol/l | 45 - 84 | 59 - 104"], cols, [36]),
    ...makeLines(["eGFR 60-89: mildly reduced kidney function (G2), not abnormal without other signs of kidney disease."], [20], [52]),
    ...makeLines(["GGT | 141 | U/l | < 40 | < 60"], cols, [68]),
    ...makeLines(["On anticoagulant treatment the therapeutic range is INR 2.0 - 3.0"], [20], [84]),
    ...makeLines(["APTT | 34.8 | s | 26.0 - 36.0 | 27.0 - 37.0"], cols, [100]),
  ];

  it("keeps each sex's band apart in the rows under a comment line, instead of gluing both bands into one range", () => {
    expect(parse(lines).map(pick)).toEqual([
      ["creatinine", "71", "µmol/l", "F: 45-84 / M: 59-104"],
      ["ggt", "141", "U/l", "F: <40 / M: <60"],
      ["aptt", "34.8", "s", "F: 26.0-36.0 / M: 27.0-37.0"],
    ]);
  });
});

describe("printed forms of ranges and units", () => {
  it("reads two or three dots between the bounds as the range's separator ('3.9..6.1'), not as decimals", () => {
    const rows = parse(makeLines(["Глюкоз | 5.6 | ммоль/л | 3.9..6.1", "Креатинин | 91 | мкмоль/л | 53...115"], [20, 200, 260, 340], [20, 36]), "mn");
    expect(rows.map(pick)).toEqual([
      ["glucose", "5.6", "ммоль/л", "3.9-6.1"],
      ["creatinine", "91", "мкмоль/л", "53-115"],
    ]);
    expect(parseRange("3.9..6.1")).toMatchObject({ min: 3.9, max: 6.1 });
    expect(parseRange("2,5…7,1")).toMatchObject({ min: 2.5, max: 7.1 });
  });

  it("labels Vietnamese 'Nam … / Nữ …' bands as the men's and the women's range", () => {
    const rows = parse(makeLines(["Huyết sắc tố (HGB) | 104 | L | g/L | Nam 130 - 170 / Nữ 120 - 150"], [20, 200, 240, 280, 340], [20]), "vi");
    expect(rows.map(pick)).toEqual([["hemoglobin", "104", "g/L", "M: 130-170 / F: 120-150"]]);
    expect(parseRange("Nam 130 - 170 / Nữ 120 - 150", { sex: "female" })).toMatchObject({ min: 120, max: 150 });
  });

  it("keeps the Mongolian and Ukrainian words for units ('нэгж/л', 'Од/л') as the unit, read as U/L", () => {
    const rows = parse(makeLines(["АЛАТ | 58 | H | нэгж/л | 0-40", "АСТ (AST) | 44 | H | Од/л | <40"], [20, 200, 240, 280, 340], [20, 36]), "mn");
    expect(rows.map(pick)).toEqual([
      ["alt", "58", "нэгж/л", "0-40"],
      ["ast", "44", "Од/л", "<40"],
    ]);
    expect(parseUnit("нэгж/л")?.ucum).toBe("U/L");
    expect(parseUnit("Од/л")?.ucum).toBe("U/L");
  });
});

describe("a Chinese report printing two result tables side by side", () => {
  // The second table's names start a few points left of its "检验项目" heading; the units are glued to the range.
  const lines = [
    ...makeLines(["检验项目 | 结果 | 参考区间 | 检验项目 | 结果 | 参考区间"], [28, 177, 233, 340, 483, 540], [20]),
    ...makeLines(["白细胞计数(WBC) | 4.10 | 3.5-9.5x10^9/L | 中性粒细胞绝对值(NEUT#) | 2.10 | 1.8-6.3x10^9/L"], [26, 177, 225, 333, 483, 531], [36]),
    ...makeLines(["平均红细胞体积(MCV) | 90.7 | 82.0-100.0fl | 血小板计数(PLT) | 185 | 125-350x10^9/L"], [26, 177, 225, 333, 483, 531], [52]),
  ];

  it("reads both tables' rows, each with its own range ('参考区间' heads the range column)", () => {
    expect(parse(lines, "zh").map(pick)).toEqual([
      ["wbc", "4.10", "x10^9/L", "3.5-9.5"],
      ["neutrophils_abs", "2.10", "x10^9/L", "1.8-6.3"],
      ["mcv", "90.7", "fl", "82.0-100.0"],
      ["platelets", "185", "x10^9/L", "125-350"],
    ]);
  });
});

describe("an Indian report printing the sample and method under every test", () => {
  const cols = [20, 290, 400, 560];
  const lines = [
    ...makeLines(["Test Name | Result | Biological Ref. Interval | Unit"], cols, [20]),
    ...makeLines(["HIV Antibody, Rapid Card | Non Reactive | Non Reactive"], cols, [40]),
    ...makeLines(["Sample: Serum"], [24], [52]),
    ...makeLines(["Method: Immunodot Assay"], [24], [64]),
    ...makeLines(["Hepatitis C Antibody (HCV), Rapid Card | Reactive | Non Reactive"], cols, [84]),
    ...makeLines(["Sample: Serum"], [24], [96]),
  ];

  it("keeps 'Sample: Serum' out of the test's name and reads a rapid card test as the test it is", () => {
    const rows = parse(lines);
    expect(rows.map((r) => [r.name, r.analyteId, r.result])).toEqual([
      ["HIV Antibody, Rapid Card", "hiv_ag_ab", "Non Reactive"],
      ["Hepatitis C Antibody (HCV), Rapid Card", "anti_hcv", "Reactive"],
    ]);
  });
});

describe("analyte blocks printed in two columns", () => {
  // Heading, "Result:" line and "Reference values:" line per test; a second column of blocks beside the first.
  const L = 20;
  const R = 320;
  const lines = [
    ...makeLines(["Hematology | Creatinine"], [L, R], [20]),
    ...makeLines(["Result: 0.74 mg/dL"], [R + 4], [34]),
    ...makeLines(["Hemoglobin (HGB) | Reference values: 0.50 - 0.90"], [L, R + 4], [48]),
    ...makeLines(["Result: 12.6 g/dL"], [L + 4], [62]),
    ...makeLines(["Reference values: 12.0 - 15.5 | ALT (GPT)"], [L + 4, R], [76]),
    ...makeLines(["Platelets (PLT) | Result: 17 U/L"], [L, R + 4], [90]),
    ...makeLines(["Result: 412 10^3/µL ↑ | Reference values: < 33"], [L + 4, R + 4], [104]),
    ...makeLines(["Reference values: 150 - 400"], [L + 4], [118]),
  ];

  it("reads each column top to bottom, so every block keeps its own result and reference", () => {
    expect(parse(lines).map(pick)).toEqual([
      ["hemoglobin", "12.6", "g/dL", "12.0-15.5"],
      ["platelets", "412", "10^3/µL", "150-400"],
      ["creatinine", "0.74", "mg/dL", "0.50-0.90"],
      ["alt", "17", "U/L", "<33"],
    ]);
  });
});

describe("sex-banded reference columns headed in other forms", () => {
  it("reads 'Ref. interval (M) | Ref. interval (Ž)' with a previous result's date ending in a dot", () => {
    const cols = [20, 160, 230, 300, 420, 540];
    const rows = parse([
      ...makeLines(["Pretraga | Rezultat | Jedinica | Ref. interval (M) | Ref. interval (Ž) | 29.08.2026."], cols, [20]),
      ...makeLines(["Kreatinin | 168H | µmol/L | 79 - 125 | 63 - 107 | 152"], cols, [36]),
    ], "bs");
    expect(rows.map(pick)).toEqual([["creatinine", "168", "µmol/L", "M: 79-125 / F: 63-107"]]);
  });

  it("reads 'Valeurs usuelles' printed over 'Hommes' and 'Femmes' (one line once rebuilt), across a spaced section heading", () => {
    const cols = [20, 160, 230, 300, 450, 600];
    const rows = parse([
      ...makeLines(["Analyse | Résultat | Unité | Valeurs Hommes usuelles | Valeurs Femmesusuelles | Antériorité 02/06/2026"], cols, [20]),
      ...makeLines(["B I O C H I M I E | S A N G U I N E"], [20, 100], [36]),
      ...makeLines(["Créatinine | 11,8 | mg/l | 7 - 13 | 5 - 11 | 12,0"], cols, [52]),
    ], "fr");
    expect(rows.map(pick)).toEqual([["creatinine", "11.8", "mg/l", "M: 7-13 / F: 5-11"]]);
  });

  it("takes a heading that says 'reference' in a form we do not list ('Interval biologic de referință') for the range column", () => {
    const cols = [20, 160, 230, 300, 460];
    const rows = parse([
      ...makeLines(["Investigație | Rezultat | U.M. | Interval biologic de referință | Rezultat anterior"], cols, [20]),
      ...makeLines(["Hemoglobina | 146 | g/l | 130 - 170 | 149"], cols, [36]),
    ], "ro");
    expect(rows.map(pick)).toEqual([["hemoglobin", "146", "g/l", "130-170"]]);
  });
});

describe("a urine report photographed: labels spaced apart by OCR, specific gravity in thousandths", () => {
  // OCR of a photo spaces words wide enough that every word is a cell of its own.
  const lines = makeLines(
    ["Densidade | 1020", "Valor | de | referencia: | 1005 | ate | 1030", "pH | 5,5", "Valor | de | referencia: | 5,0 | ate | 6,0"],
    [20, 120, 170, 230, 320, 370],
    [20, 34, 48, 62],
  );

  it("reads the unaccented 'Valor de referencia:' over several cells as the row's reference, on the result's scale", () => {
    const rows = parseLabTable([{ pageNumber: 1, source: "ocr", lines }], { knowledge, language: "pt" });
    expect(rows.map(pick)).toEqual([
      ["urine_specific_gravity", "1.020", null, "1.005-1.030"],
      ["urine_ph", "5.5", null, "5.0-6.0"],
    ]);
  });
});

describe("a bilingual report whose text layer maps the Arabic name column to letters of no script", () => {
  const cols = [20, 300, 380, 430, 500];
  const lines = [
    ...makeLines(["Test | Result | Flag | Unit | Reference Range"], cols, [20]),
    ...makeLines(["Neutrophils % \u0558\u14f5\u14a4\u14c6\u14d9\u0555 | 58.2 | | % | 40.0 - 75.0"], cols, [36]),
    ...makeLines(["Creatinine \u14ee\u14e2\u14ee نيتايركلا | 0.68 | | mg/dL | 0.51 - 0.95"], cols, [52]),
    ...makeLines(["HbA1c: Normal < 5.7 % · Pre-diabetes 5.7 - 6.4 % · Diabetes ≥ 6.5 %"], [20], [68]),
  ];

  it("matches the English name without the stray letters, and reads a dotted list of categories as no row", () => {
    expect(parse(lines).map(pick)).toEqual([
      ["neutrophils_pct", "58.2", "%", "40.0-75.0"],
      ["creatinine", "0.68", "mg/dL", "0.51-0.95"],
    ]);
  });
});

