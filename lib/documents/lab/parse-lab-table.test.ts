import { describe, expect, it } from "vitest";
import { createStubKnowledge } from "../testing/stub-knowledge";
import { makeLines } from "../testing/make-lines";
import { parseLabTable } from "./parse-lab-table";
import type { LabRow } from "./types";

const knowledge = createStubKnowledge();

function parse(rows: string[], opts: { columns?: number[]; language?: string; source?: "ocr" | "text_layer" } = {}) {
  return parseLabTable([{ pageNumber: 1, source: opts.source ?? "text_layer", lines: makeLines(rows, opts.columns) }], {
    knowledge,
    language: opts.language,
  });
}

function pick(r: LabRow) {
  return { id: r.analyteId, result: r.result, unit: r.unit, range: r.rangeText, flag: r.flag };
}

describe("parseLabTable", () => {
  const cases: { name: string; rows: string[]; language?: string; expected: ReturnType<typeof pick>[] }[] = [
    {
      name: "a plain row with unit and range",
      rows: ["Hemoglobin | 14.2 | g/dL | 13.5-17.5"],
      expected: [{ id: "hemoglobin", result: "14.2", unit: "g/dL", range: "13.5-17.5", flag: undefined }],
    },
    {
      name: "comma decimals in a German report",
      rows: ["Hämoglobin | 14,2 | g/dl | 13,5 - 17,5", "Kreatinin | 0,94 | mg/dl | 0,6 - 1,3"],
      language: "de",
      expected: [
        { id: "hemoglobin", result: "14.2", unit: "g/dl", range: "13.5-17.5", flag: undefined },
        { id: "creatinine", result: "0.94", unit: "mg/dl", range: "0.6-1.3", flag: undefined },
      ],
    },
    {
      name: "thousands separators (comma and point) and space",
      rows: ["Platelets | 250,000 | /µL | 150,000-400,000", "Leukocytes | 7 200 | /µL | 4 000-11 000"],
      expected: [
        { id: "platelets", result: "250000", unit: "/µL", range: "150000-400000", flag: undefined },
        { id: "wbc", result: "7200", unit: "/µL", range: "4000-11000", flag: undefined },
      ],
    },
    {
      name: "flags as letters, symbols, attached and words",
      rows: [
        "Glucose | 145 H | mg/dL | 70-99",
        "Ferritin | 12 | L | ng/mL | 30-400",
        "ALT | 88* | U/L | 0-45",
        "AST | ↑ 52 | U/L | 0-40",
        "CRP | 25.1 | mg/L | < 5 | high",
        "TSH | 0.1 | ↓↓ | mIU/L | 0.4-4.0",
      ],
      expected: [
        { id: "glucose", result: "145", unit: "mg/dL", range: "70-99", flag: "H" },
        { id: "ferritin", result: "12", unit: "ng/mL", range: "30-400", flag: "L" },
        { id: "alt", result: "88", unit: "U/L", range: "0-45", flag: "*" },
        { id: "ast", result: "52", unit: "U/L", range: "0-40", flag: "H" },
        { id: "crp", result: "25.1", unit: "mg/L", range: "<5", flag: "H" },
        { id: "tsh", result: "0.1", unit: "mIU/L", range: "0.4-4.0", flag: "LL" },
      ],
    },
    {
      name: "results with comparators and qualitative words",
      rows: ["CRP | <0.5 | mg/L | <5", "Nitrite | negative | | negative", "Protein | 2+ | | negative"],
      expected: [
        { id: "crp", result: "<0.5", unit: "mg/L", range: "<5", flag: undefined },
        { id: "urine_nitrite", result: "negative", unit: undefined, range: "negative", flag: undefined },
        { id: "urine_protein", result: "2+", unit: undefined, range: "negative", flag: undefined },
      ],
    },
    {
      name: "a second number without a heading is a previous result",
      rows: ["Hemoglobin | 14.2 | 13.1 | g/dL | 13.5-17.5"],
      expected: [{ id: "hemoglobin", result: "14.2", unit: "g/dL", range: "13.5-17.5", flag: undefined }],
    },
    {
      name: "names that contain numbers keep them",
      rows: ["CA 19-9 | 12.0 | U/mL | < 37", "Vitamin B12 | 420 | pg/mL | 200-900", "25-OH Vitamin D | 24 | ng/mL | 30-100"],
      expected: [
        { id: "ca_19_9", result: "12.0", unit: "U/mL", range: "<37", flag: undefined },
        { id: "vitamin_b12", result: "420", unit: "pg/mL", range: "200-900", flag: undefined },
        { id: "vitamin_d", result: "24", unit: "ng/mL", range: "30-100", flag: undefined },
      ],
    },
    {
      name: "sex-specific ranges in one cell and on the following lines",
      rows: [
        "Hemoglobin | 14.2 | g/dL | M: 13.5-17.5 F: 12.0-15.5",
        "Hämoglobin | 13,0 | g/dl | Männer: 13,5-17,5",
        "Frauen: 12,0-15,5",
      ],
      language: "de",
      expected: [
        { id: "hemoglobin", result: "14.2", unit: "g/dL", range: "M: 13.5-17.5 / F: 12.0-15.5", flag: undefined },
        { id: "hemoglobin", result: "13.0", unit: "g/dl", range: "M: 13.5-17.5 / F: 12.0-15.5", flag: undefined },
      ],
    },
    {
      name: "a range on its own line below the row",
      rows: ["Glucose | 92 | mg/dL", "Ref: 70 - 99", "Ferritin | 80 | ng/mL", "30 - 400"],
      expected: [
        { id: "glucose", result: "92", unit: "mg/dL", range: "70-99", flag: undefined },
        { id: "ferritin", result: "80", unit: "ng/mL", range: "30-400", flag: undefined },
      ],
    },
    {
      name: "section headings between rows are not rows",
      rows: ["Haematology", "Hemoglobin | 14.2 | g/dL | 13.5-17.5", "Clinical chemistry", "Glucose | 92 | mg/dL | 70-99"],
      expected: [
        { id: "hemoglobin", result: "14.2", unit: "g/dL", range: "13.5-17.5", flag: undefined },
        { id: "glucose", result: "92", unit: "mg/dL", range: "70-99", flag: undefined },
      ],
    },
    {
      name: "two tables side by side without a heading",
      rows: ["Hemoglobin | 14.2 | g/dL | 13.5-17.5 | Glucose | 92 | mg/dL | 70-99"],
      expected: [
        { id: "hemoglobin", result: "14.2", unit: "g/dL", range: "13.5-17.5", flag: undefined },
        { id: "glucose", result: "92", unit: "mg/dL", range: "70-99", flag: undefined },
      ],
    },
    {
      name: "unknown names are kept only with a unit or range; page footers never",
      rows: ["Page 1 of 2", "Sample ID 4711", "Lipase | 30 | U/L | 13-60"],
      expected: [{ id: null, result: "30", unit: "U/L", range: "13-60", flag: undefined }],
    },
    {
      name: "units printed inside the name and x10^9/L units",
      rows: ["Glucose (mmol/L) | 5.1 | 3.9-5.5", "WBC | 6.1 | x10^9/L | 4.0-11.0"],
      expected: [
        { id: "glucose", result: "5.1", unit: "mmol/L", range: "3.9-5.5", flag: undefined },
        { id: "wbc", result: "6.1", unit: "x10^9/L", range: "4.0-11.0", flag: undefined },
      ],
    },
  ];
  it.each(cases)("$name", ({ rows, language, expected }) => {
    expect(parse(rows, { language }).map(pick)).toEqual(expected);
  });

  it("uses the heading to skip a previous-results column printed before the current one", () => {
    const cols = [20, 200, 280, 360, 440];
    const rows = parse(["Test | Previous | Result | Unit | Reference range", "Hemoglobin | 12.9 | 14.2 | g/dL | 13.5-17.5"], { columns: cols });
    expect(rows.map(pick)).toEqual([{ id: "hemoglobin", result: "14.2", unit: "g/dL", range: "13.5-17.5", flag: undefined }]);
    expect(rows[0]?.previousResult).toBe("12.9");
  });

  it("splits two side-by-side tables at their repeated headings", () => {
    const cols = [20, 140, 200, 260, 360, 480, 540, 600];
    const rows = parse(
      [
        "Test | Result | Unit | Range | Test | Result | Unit | Range",
        "Hemoglobin | 14.2 | g/dL | 13.5-17.5 | Lipase | 30 | U/L | 13-60",
        "Ferritin | 80 | ng/mL | 30-400 | Glucose | 92 | mg/dL | 70-99",
      ],
      { columns: cols },
    );
    expect(rows.map((r) => [r.analyteId ?? r.name, r.result])).toEqual([
      ["hemoglobin", "14.2"], ["Lipase", "30"], ["ferritin", "80"], ["glucose", "92"],
    ]);
  });

  it("keeps the heading layout across a page break", () => {
    const cols = [20, 200, 280, 360, 440];
    const page1 = makeLines(["Test | Previous | Result | Unit | Range", "Hemoglobin | 12.9 | 14.2 | g/dL | 13.5-17.5"], cols);
    const page2 = makeLines(["Ferritin | 50 | 80 | ng/mL | 30-400"], cols);
    const rows = parseLabTable(
      [{ pageNumber: 1, source: "text_layer", lines: page1 }, { pageNumber: 2, source: "text_layer", lines: page2 }],
      { knowledge },
    );
    expect(rows.map((r) => [r.analyteId, r.result, r.page])).toEqual([["hemoglobin", "14.2", 1], ["ferritin", "80", 2]]);
  });

  it("repairs OCR damage on OCR pages only: dropped decimals, µ read as p, O in numbers", () => {
    const ocr = parse(["Hemoglobin | 142 | g/dL | 135-175", "Vitamin B12 | 42O | pg/mL | 200-900", "Ferritin | 80 | pg/L | 30-400"], { source: "ocr" });
    expect(ocr.map(pick)).toEqual([
      { id: "hemoglobin", result: "14.2", unit: "g/dL", range: "13.5-17.5", flag: undefined },
      { id: "vitamin_b12", result: "420", unit: "pg/mL", range: "200-900", flag: undefined },
      { id: "ferritin", result: "80", unit: "µg/L", range: "30-400", flag: undefined },
    ]);
    const text = parse(["Hemoglobin | 142 | g/L | 135-175"]);
    expect(text.map(pick)).toEqual([{ id: "hemoglobin", result: "142", unit: "g/L", range: "135-175", flag: undefined }]);
  });

  it("joins cells wrapped onto a second line: unit, range and name", () => {
    const cols = [20, 150, 200, 260];
    const lines = makeLines(
      ["Leucocitos | 8,1 | 10^3/ | 4,0 - 11,0", " |  | µL", "VCM | 84,0 | fL | 80,0 -", " |  |  | 100,0", "Vitamina | 19,5 L | ng/mL | 30 - 100", "D (25-OH)"],
      cols,
      [20, 31, 50, 61, 80, 91],
    );
    const rows = parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge, language: "es" });
    expect(rows.map((r) => [r.name, r.result, r.unit, r.rangeText, r.flag ?? null])).toEqual([
      ["Leucocitos", "8.1", "10^3/µL", "4.0-11.0", null],
      ["VCM", "84.0", "fL", "80.0-100.0", null],
      ["Vitamina D (25-OH)", "19.5", "ng/mL", "30-100", "L"],
    ]);
    expect(rows[2]?.analyteId).toBe("vitamin_d");
  });

  it("keeps a heading a row gap below the table out of the row above", () => {
    const rows = parse(["Ferritin | 80 | ng/mL | 30-400", "Clinical chemistry", "Glucose | 92 | mg/dL | 70-99"]);
    expect(rows.map((r) => [r.name, r.section ?? null])).toEqual([["Ferritin", null], ["Glucose", "Clinical chemistry"]]);
  });

  it("on OCR pages drops stray dashes and rebuilds split powers of ten and misread µIU", () => {
    const rows = parse(["Ferritin | — | 22 | ng/mL | 30 - 400", "Leukocytes | 6.1 | 10‘ 9/L | 4.0 - 11.0", "TSH | 2.14 | ulU/mL | 0.40-4.00"], { source: "ocr" });
    expect(rows.map(pick)).toEqual([
      { id: "ferritin", result: "22", unit: "ng/mL", range: "30-400", flag: undefined },
      { id: "wbc", result: "6.1", unit: "10^9/L", range: "4.0-11.0", flag: undefined },
      { id: "tsh", result: "2.14", unit: "µIU/mL", range: "0.40-4.00", flag: undefined },
    ]);
  });

  it("keeps a sex label that OCR separated from its range by a column gap", () => {
    const rows = parse(["Gamma-GT | 18 | U/l | Männer: | < 60", "Frauen: | < 40", "Ferritin | 9 L | ng/ml | Manner: 30 - 400", "Frauen: | 15 - 150"], { source: "ocr", language: "de" });
    expect(rows.map((r) => r.rangeText)).toEqual(["M: <60 / F: <40", "M: 30-400 / F: 15-150"]);
  });
});
