// Failure classes found in the tenth session (issues 8 and 15), each rebuilt as a synthetic row written for the
// test, never copied from a corpus file. The real analyte knowledge base is used.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { rebuildRows, type TextFragment } from "../rebuild-rows";
import { rowsOfWords } from "../testing/ocr-words";
import { makeLines } from "../testing/make-lines";
import { parseLabTable } from "./parse-lab-table";
import { repairOcrUnit } from "./repair";
import type { LabRow } from "./types";

const knowledge = { matchAnalyte };

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

describe("result and reference columns each split by unit under a second heading line", () => {
  // "Resultado | Adultos | Crianças (Menores de 8 anos)" over "% /mm3 | % /mm3 | % /mm3"; a white count with only
  // an absolute value, and differential rows with both. Patient values invented.
  const at = (cells: string, xs: number[], y: number) => makeLines([cells], xs, [y]);
  const lines = [
    ...at("Leucograma | Valores de Referência", [36, 342], 20),
    ...at("Resultado | Adultos | Crianças | (Menores | de | 8 | anos)", [161, 308, 417, 470, 526, 544, 556], 36),
    ...at("% | /mm3 | % | /mm3 | % | /mm3", [161, 205, 297, 335, 444, 488], 50),
    ...at("LEUCÓCITOS | 7.400 | 100 | 3.600 | a | 11.000 | 100 | 4.000 | a | 14.000", [36, 205, 281, 312, 344, 354, 449, 485, 517, 527], 66),
    ...at("EOSINÓFILOS | 9 | 666 | 0-7 | 0 | a | 550 | 0-5 | 0 | a | 550", [36, 161, 205, 281, 333, 344, 354, 449, 506, 517, 527], 82),
    ...at("LINFÓCITOS | 31 | 2.294 | 20-50 | 740 | a | 5.500 | 38-70 | 1.520 | a | 10.500", [36, 161, 205, 275, 323, 344, 359, 443, 485, 517, 527], 98),
  ];
  const rows = parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge, language: "pt" });

  it("gives each result its own unit's range, per age band, and no result from a reference column", () => {
    expect(rows.map((r) => [r.analyteId, r.result, r.unit, r.rangeText])).toEqual([
      ["wbc", "7400", "/mm3", "18 years or more: 3600-11000 0-7 years: 4000-14000"],
      ["eosinophils_pct", "9", "%", "18 years or more: 0-7 0-7 years: 0-5"],
      ["eosinophils_abs", "666", "/mm3", "18 years or more: 0-550 0-7 years: 0-550"],
      ["lymphocytes_pct", "31", "%", "18 years or more: 20-50 0-7 years: 38-70"],
      ["lymphocytes_abs", "2294", "/mm3", "18 years or more: 740-5500 0-7 years: 1520-10500"],
    ]);
  });
});

describe("a range whose words a widely spaced font set a column apart", () => {
  it("is one range under a block's 'Valor de referência:' line ('132 | a | 146 | mEq/L', 'Menor | que | 34 | U/L')", () => {
    const at = (cells: string, xs: number[], y: number) => makeLines([cells], xs, [y]);
    const lines = [
      ...at("SÓDIO", [36], 20), ...at("Método : | Eletrodo | Seletivo", [36, 90, 150], 32),
      ...at("RESULTADO: | 137 | mEq/L", [36, 150, 266], 48), ...at("Valor | de | referência:", [36, 74, 94], 62), ...at("132 | a | 146 | mEq/L", [36, 62, 76, 102], 74),
      ...at("TGO (AST)", [36], 100), ...at("RESULTADO: | 61 | U/L", [36, 150, 266], 114), ...at("Valor | de | referência:", [36, 74, 94], 128), ...at("Menor | que | 34 | U/L", [36, 74, 100, 120], 140),
    ];
    const rows = parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge, language: "pt" });
    expect(rows.map((r) => [r.analyteId, r.result, r.unit, r.rangeText])).toEqual([
      ["sodium", "137", "mEq/L", "132-146"],
      ["ast", "61", "U/L", "<34"],
    ]);
  });
});

describe("a Russian count table", () => {
  // The times sign typed as the Cyrillic letter "х", "мм/час", and absolute counts marked "ABS" in Latin letters,
  // one of them on the name's second line. Values invented.
  const cols = [20, 200, 290, 400];
  const lines = [
    ...makeLines(["Показатель | Ед. измерения | Результат | Референсные интервалы"], cols, [20]),
    ...makeLines(["Лейкоциты (WBC) | х10^9/л | 12,4 | 4,0 - 9,0"], cols, [36]),
    ...makeLines(["СОЭ | мм/час | 21 | 2 - 15"], cols, [52]),
    ...makeLines(["Эозинофилы | % | 3 | 1 - 5"], cols, [68]),
    ...makeLines(["Эозинофилы ABS | х10^9/л | 0,37 | 0,02 - 0,30"], cols, [84]),
    ...makeLines(["Палочкоядерные нейтрофилы | х10^9/л | 0,12 | 0,00 - 0,30"], cols, [100]),
    ...makeLines(["ABS"], [20], [110]),
  ];
  const rows = parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge, language: "ru" });

  it("keeps 'х10^9/л' and 'мм/час' as units, and never reads an 'ABS' count as its percentage", () => {
    expect(rows.map((r) => [r.analyteId, r.result, r.unit])).toEqual([
      ["wbc", "12.4", "х10^9/л"],
      ["esr", "21", "мм/час"],
      ["eosinophils_pct", "3", "%"],
      ["eosinophils_abs", "0.37", "х10^9/л"],
      // Band neutrophils' count (their own analyte since the fifteenth session), never the percentage.
      ["band_neutrophils_abs", "0.12", "х10^9/л"],
    ]);
  });
});

describe("OCR of a results table drawn with cell rules", () => {
  it("reads the unit whose slash OCR took for a letter, or with the cell's rule before it", () => {
    expect(["nglmL", "mgldL", "UIL", "|ng/mL", "pglmL"].map(repairOcrUnit)).toEqual(["ng/mL", "mg/dL", "U/L", "ng/mL", "pg/mL"]);
    // Real units stay as printed.
    expect(["g/dL", "mg/L", "U/L", "mIU/L", "mmol/L"].map(repairOcrUnit)).toEqual(["g/dL", "mg/L", "U/L", "mIU/L", "mmol/L"]);
  });

  it("takes the rule between a value and its flag mark for no digit ('78,4|*' is 78.4 flagged, not 78.41)", () => {
    const rows = parse(rowsOfWords([
      [["Volume", 20, 36], ["corpuscolare", 60, 60], ["medio", 124, 28], ["78,4|*", 200, 30], ["fL", 250, 10], ["80,0", 300, 20], ["-", 324, 4], ["98,0", 332, 20]],
      [["Sideremia", 20, 44], ["38|*", 200, 20], ["µg/dL", 250, 26], ["50", 300, 10], ["-", 314, 4], ["170", 322, 16]],
    ]), "it");
    expect(rows.map((r) => [r.analyteId, r.result, r.flag ?? null])).toEqual([["mcv", "78.4", "*"], ["iron", "38", "*"]]);
  });
});

describe("a French report with a conversion column and 'B' flags", () => {
  // "Résultat | Unité | Conversion | Valeurs de référence": the result restated in SI units between the unit and the
  // range; "B" (bas) after a value. Values invented.
  const cols = [20, 200, 250, 330, 420];
  const lines = [
    ...makeLines(["Analyse | Résultat | Unité | Conversion | Valeurs de référence"], cols, [20]),
    ...makeLines(["Glycémie à jeun | 1,21 | g/l | 6,71 mmol/l | 0,70 - 1,10"], cols, [36]),
    ...makeLines(["Leucocytes | 3,1 B | G/l | 4,0 - 10,0"], [20, 200, 250, 420], [52]),
    ...makeLines(["Vitamine B12 | 402 | pg/ml | 297 pmol/l | 200 - 900"], cols, [68]),
  ];
  const rows = parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge, language: "fr" });

  it("keeps each row's range (the conversion is no second result) and reads 'B' after a value as low", () => {
    expect(rows.map((r) => [r.analyteId, r.result, r.unit, r.rangeText, r.flag ?? null])).toEqual([
      ["glucose", "1.21", "g/l", "0.70-1.10", null],
      ["wbc", "3.1", "G/l", "4.0-10.0", "L"],
      ["vitamin_b12", "402", "pg/ml", "200-900", null],
    ]);
  });
});

describe("one-letter flags in a cell of their own", () => {
  it("reads Turkish 'Y' (yüksek) and 'D' (düşük) after the value, and leaves a name's letter alone", () => {
    const cols = [20, 200, 220, 260, 330];
    const lines = [
      ...makeLines(["Test | Sonuç | | Birim | Referans aralığı"].map((r) => r.replace(" | | ", " | ")), [20, 200, 260, 330], [20]),
      ...makeLines(["Açlık kan şekeri | 131 | Y | mg/dL | 74 - 106"], cols, [36]),
      ...makeLines(["Vitamin B12 | 152 | D | pg/mL | 197 - 771"], cols, [52]),
      ...makeLines(["Vitamin D | 34 | ng/mL | 30 - 100"], [20, 200, 260, 330], [68]),
    ];
    const rows = parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge, language: "tr" });
    expect(rows.map((r) => [r.analyteId, r.result, r.flag ?? null])).toEqual([
      ["glucose", "131", "H"],
      ["vitamin_b12", "152", "L"],
      ["vitamin_d_25oh", "34", null],
    ]);
  });
});
