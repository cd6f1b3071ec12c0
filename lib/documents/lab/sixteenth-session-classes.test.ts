// Failure classes found in the sixteenth session (issues 8 and 15) on earlier parts' tune documents and new
// material, each rebuilt as synthetic rows written for the test. The real analyte knowledge base is used.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { makeLines } from "../testing/make-lines";
import { parseLabTable } from "./parse-lab-table";

const knowledge = { matchAnalyte };
const parseAt = (lines: string[], columns: number[], language: string) =>
  parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(lines, columns) }], { knowledge, language });

describe("a German vitamin D legend under the result, as OCR splits it", () => {
  it("is no result: 'Vitamin | D: < 20 ng/ml Mangel, 20 - 30 ng/ml Insuffizienz, …' (it came back as a vitamin D of <20)", () => {
    const rows = parseAt(
      ["25-OH-Vitamin D3 | 18,2 | ng/ml | 30 - 100", "Vitamin | D: < 20 ng/ml Mangel, 20 - 30 ng/ml Insuffizienz, 30 - 100 ng/ml ausreichend."],
      [20, 300, 380, 480],
      "de",
    ).map((r) => [r.analyteId, r.result]);
    expect(rows).toEqual([["vitamin_d_25oh", "18.2"]]);
  });
});

describe("a French laboratory's report (real set 14, rebuilt with invented rows)", () => {
  const columns = [20, 320, 420, 560];

  it("reads rows marked '#' in the margin (tests in the lab's accreditation scope); they had been taken for footnotes", () => {
    const rows = parseAt(["# GAMMA G.T | 52 | UI/l | 2 à 30", "# POTASSIUM | 4,9 | mmol/l | 3.5 à 4.5", "SODIUM | 138 | mmol/l | 135 à 145"], columns, "fr").map((r) => [r.name, r.analyteId, r.result]);
    expect(rows).toEqual([
      ["GAMMA G.T", "ggt", "52"],
      ["POTASSIUM", "potassium", "4.9"],
      ["SODIUM", "sodium", "138"],
    ]);
  });

  it("reads 'Inf à 40' and 'Sup à 0.45' as the ranges < 40 and > 0.45", () => {
    const rows = parseAt(["TRANSAMINASES ALAT (SGPT) | 61 | UI/l | Inf à 40", "HDL CHOLESTEROL | 0,38 | g/l | Sup à 0.45", "LDL CHOLESTEROL | 1,72 | g/l | Inf. à 1.30"], columns, "fr").map((r) => [r.analyteId, r.result, r.rangeText]);
    expect(rows).toEqual([
      ["alt", "61", "<40"],
      ["hdl_cholesterol", "0.38", ">0.45"],
      ["ldl_cholesterol", "1.72", "<1.30"],
    ]);
  });

  it("returns no row for a method note carrying the result in SI units, nor for a 'Soit …' line restating it", () => {
    const rows = parseAt(
      ["GLYCEMIE A JEUN | 1,26 | g/l | 0.70 à 1.10", "(Méthode GOD/PAP, ADVIA 1800) | 6,99 | mmol/l | 3.88 - 6.11", "Hémoglobine | 11,2 | g/100ml | 13.0 à 17.0", "Soit | 6,95 | mmol/l | 8.19 à 10.71"],
      columns,
      "fr",
    ).map((r) => [r.analyteId, r.result]);
    expect(rows).toEqual([
      ["glucose", "1.26"],
      ["hemoglobin", "11.2"],
    ]);
  });
});

describe("a urine strip whose result cell carries the lab's verdict ('2+ Pozitif'), the reference in its own column", () => {
  it("keeps 'Negatif' as the reference and the verdict as the lab's flag (a positive nitrite had come back normal)", () => {
    const rows = parseAt(
      ["Test | Sonuç | Referans", "Lökosit esteraz | 2+ Pozitif | Negatif", "Nitrit | Pozitif Pozitif | Negatif", "Protein | Negatif | Negatif"],
      [20, 300, 600],
      "tr",
    ).map((r) => [r.name, r.result, r.rangeText, r.flag]);
    expect(rows).toEqual([
      ["Lökosit esteraz", "2+", "Negatif", "*"],
      ["Nitrit", "Pozitif", "Negatif", "*"],
      ["Protein", "Negatif", "Negatif", undefined],
    ]);
  });

  it("does the same when the verdict stands in a column of its own, and never marks a negative result", () => {
    const rows = parseAt(
      ["Lökosit esteraz | 2+ | Pozitif | Negatif", "Antigène HBs | Positif | Positif | Négatif", "Nitrit | Negatif | Pozitif | Negatif"],
      [20, 300, 420, 600],
      "tr",
    ).map((r) => [r.name, r.result, r.flag]);
    expect(rows).toEqual([
      ["Lökosit esteraz", "2+", "*"],
      ["Antigène HBs", "Positif", "*"],
      ["Nitrit", "Negatif", undefined],
    ]);
  });
});

describe("an age band abbreviated 'a' (anos) before its range (real set 15, a Brazilian lab)", () => {
  it("reads '7 - 11 a: 0,60 a 4,8' as the band of ages 7 to 11, not as a range 7-11 beside 0.60-4.8 (a TSH of 3.6 had come back low)", () => {
    const rows = parseAt(["TSH | 3,6 | mUI/L | 7 - 11 a: 0,60 a 4,8 mUI/L", "GLICOSE | 92 | mg/dL | 70 a 99"], [20, 300, 400, 520], "pt").map((r) => [r.analyteId, r.result, r.rangeText]);
    expect(rows).toEqual([
      ["tsh", "3.6", "7 - 11 a: 0.60-4.8"],
      ["glucose", "92", "70-99"],
    ]);
  });
});

describe("a monospaced Brazilian report, each word placed on its own by the text layer (real set 15)", () => {
  // Courier-like type as the real text layer placed it: 5.58 pt a character, 5.9 pt between words, lines 9 pt high.
  // A space is wider there than the cell gap of proportional type, so every word had become a cell: names cut to
  // their first word, age bands cut from their ranges.
  const CH = 5.58;
  const SPACE = 5.9;
  const words = (text: string, x: number, y: number) => {
    const out: { text: string; box: { x: number; y: number; width: number; height: number }; confidence: number }[] = [];
    let at = x;
    for (const part of text.split(/( +)/)) {
      if (part.startsWith(" ")) at += part.length * SPACE;
      else if (part) {
        out.push({ text: part, box: { x: at, y, width: part.length * CH, height: 9 }, confidence: 1 });
        at += part.length * CH;
      }
    }
    return out;
  };
  const parsePage = async (rows: [string, number][]) => {
    const { rebuildRows } = await import("../rebuild-rows");
    const lines = rebuildRows(rows.flatMap(([text, y]) => words(text, 14, y)));
    return parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge, language: "pt" }).map((r) => [r.name, r.analyteId, r.result, r.rangeText]);
  };

  it("reads a name of several words, a count with its thousands grouped, and an age band with its range", async () => {
    const rows = await parsePage([
      ["HORMONIO TIROESTIMULANTE (TSH), soro", 60],
      ["RESULTADO                     VALORES DE REFERÊNCIA", 80],
      ["5,6 mUI/L                     7 - 11 a: 0,60 a 4,8 mUI/L", 100],
      ["TOTAL DE PLAQUETAS: 387.000/mm3                187.000 a 400.000/mm3", 140],
      ["VOLUME PLAQUETÁRIO MÉDIO: 10,4 fL             9,2 a 12,6 fL", 152],
    ]);
    expect(rows).toEqual([
      ["HORMONIO TIROESTIMULANTE (TSH), soro", "tsh", "5.6", "7 - 11 a: 0.60-4.8"],
      ["TOTAL DE PLAQUETAS", "platelets", "387000", "187000-400000"],
      ["VOLUME PLAQUETÁRIO MÉDIO", "mpv", "10.4", "9.2-12.6"],
    ]);
  });

  it("joins a name's first line to the indented line with the value, not to the row above", async () => {
    const rows = await parsePage([
      ["VOLUME CORPUSCULAR MÉDIO       : 87,4 fL                   77,8 a 91,1", 100],
      ["CONCENTRAÇÃO DE HEMOGLOBINA", 111],
      ["              CORPUSCULAR MÉDIA: 31,2 g/dL                 31,0 a 36,0", 122],
    ]);
    expect(rows).toEqual([
      ["VOLUME CORPUSCULAR MÉDIO", "mcv", "87.4", "77.8-91.1"],
      ["CONCENTRAÇÃO DE HEMOGLOBINA CORPUSCULAR MÉDIA", "mchc", "31.2", "31.0-36.0"],
    ]);
  });
});

describe("a count before '10³/µL' whose superscript the text layer lost ('412 103/µL')", () => {
  it("stays 412 (the grouped-thousands reading had made it 412103)", () => {
    const rows = parseAt(["Trombocitet (PLT) | 412 103/µL | 150 - 400", "Leukocitet (WBC) | 7,8 103/µL | 4,0 - 10,0"], [20, 300, 480], "sq").map((r) => [r.analyteId, r.result]);
    expect(rows).toEqual([
      ["platelets", "412"],
      ["wbc", "7.8"],
    ]);
  });

  it("nor are the words '412', '103' and '/µL' set apart by spaces joined as thousands", async () => {
    const { splitCells } = await import("../rebuild-rows");
    const word = (text: string, x: number) => ({ text, box: { x, y: 10, width: text.length * 6, height: 10 }, confidence: 1 });
    // Two digits apart: the gap a space-grouped number shows in a wide font (and more than a cell gap here).
    const words = [word("412", 300), word("103", 330), word("/µL", 360), word("254", 500), word("000", 530)];
    const cells = splitCells({ text: "", box: { x: 300, y: 10, width: 242, height: 10 }, words, confidence: 1 }).map((c) => c.text);
    expect(cells).toEqual(["412", "103", "/µL", "254 000"]);
  });
});
