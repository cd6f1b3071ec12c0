// Failure classes found in the fifteenth session (issues 8 and 15) on earlier parts' tune documents and new
// material, each rebuilt as synthetic rows written for the test. The real analyte knowledge base is used.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { makeLines } from "../testing/make-lines";
import { parseLabTable } from "./parse-lab-table";

const knowledge = { matchAnalyte };
const parseAt = (lines: string[], columns: number[], language: string) =>
  parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(lines, columns) }], { knowledge, language });

describe("two tables side by side whose second heading OCR cut short", () => {
  // "Preiskava | Rezultat | … | Preiskava | Rezultat" read as "… | Preisk | I | Enota | Ref. vrednosti".
  const columns = [20, 200, 280, 360, 520, 700, 760, 840];
  const lines = [
    "Preiskava | Rezultat | Enota | Ref. vr | Preisk | I | Enota | Ref. vrednosti",
    "Levkociti | 9,8 | 10^9/L | 4,0 - 10,0 | Glukoza | 5,8 | mmol/L | 3,6 - 6,1",
    "Hemoglobin | 171 H | g/L | 130 - 170 | Holesterol | 5,9 H | mmol/L | < 5,0",
  ];

  it("reads the right-hand table's rows under their own names (they had become second values of the left rows)", () => {
    const rows = parseAt(lines, columns, "sl").map((r) => [r.name, r.analyteId, r.result]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ["Glukoza", "glucose", "5.8"],
        ["Holesterol", "cholesterol_total", "5.9"],
        ["Levkociti", "wbc", "9.8"],
        ["Hemoglobin", "hemoglobin", "171"],
      ]),
    );
    expect(rows).toHaveLength(4);
  });
});

describe("a differential's '%' heading that OCR read as 'Yo'", () => {
  it("keeps the percentage column beside the count column (the percentages had been lost)", () => {
    const columns = [20, 240, 330, 460, 640];
    const rows = parseAt(
      ["LEUCOGRAMA | Yo | /mm? | Valores de referência (%) | (/mm?)", "Neutrófilos | 58,0 | 4.002 | 40 a 75 | 1.600 a 8.250", "Linfócitos | 31,0 | 2.139 | 20 a 45 | 800 a 4.950"],
      columns,
      "pt",
    ).map((r) => [r.analyteId, r.result]);
    expect(rows).toEqual([
      ["neutrophils_pct", "58.0"],
      ["neutrophils_abs", "4002"],
      ["lymphocytes_pct", "31.0"],
      ["lymphocytes_abs", "2139"],
    ]);
  });
});

describe("a Russian laboratory system's results (real set 13, rebuilt with invented rows)", () => {
  it("reads rows whose dotted leader runs from the name to the result, and units written out in full", async () => {
    const { rebuildRows } = await import("../rebuild-rows");
    const frag = (text: string, x: number, y: number, width = text.length * 5) => ({ text, box: { x, y, width, height: 10 }, confidence: 1 });
    // The leader is drawn between the name's line and the result's line and spans both columns.
    const lines = rebuildRows([
      frag("Гемоглобин (HGB)", 58, 180), frag(".".repeat(200), 58, 186, 500), frag("132", 316, 193, 15), frag("грамм/литр", 332, 193),
      frag("Средний объем эритроцитов (MCV)", 58, 214), frag(".".repeat(200), 58, 220, 500), frag("95,2", 313, 227, 18), frag("фемтолитр", 332, 227),
    ]);
    const rows = parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge, language: "ru" });
    expect(rows.map((r) => [r.analyteId, r.result, r.unit])).toEqual([
      ["hemoglobin", "132", "грамм/литр"],
      ["mcv", "95.2", "фемтолитр"],
    ]);
  });

  it("'IgА' and 'IgМ' typed with Cyrillic letters are IgA and IgM, not IgG", () => {
    expect(matchAnalyte("Иммуноглобулин А (Immunoglobulin A, IgА)", { language: "ru", unit: "г/л" }).analyte?.id).toBe("iga");
    expect(matchAnalyte("Иммуноглобулин М (Immunoglobulin M, IgМ)", { language: "ru", unit: "г/л" }).analyte?.id).toBe("igm");
    expect(matchAnalyte("Креатинин в сыворотке", { language: "ru", unit: "мкмоль/л" }).analyte?.id).toBe("creatinine");
  });
});

describe("a Chinese health-check app's result cards (real set 13, rebuilt with invented rows)", () => {
  const lines = ["肌酐 | 67.10(57--104)", "单位 : umol/L", "淋巴细胞比率 | 49.6(20--50)", "单位 : %", "淋巴细胞数 | 2.80(1.1--3.2)", "单位 : x1049/L", "平均血红蛋白量 | 32.2(27--34)", "单位 : pg"];

  it("splits the value from its bracketed range and takes the unit from the labelled line under it", () => {
    const rows = parseAt(lines, [20, 300], "zh").map((r) => [r.analyteId, r.result, r.unit, r.rangeText]);
    expect(rows).toEqual([
      ["creatinine", "67.10", "umol/L", "57-104"],
      ["lymphocytes_pct", "49.6", "%", "20-50"],
      ["lymphocytes_abs", "2.80", "x10^9/L", "1.1-3.2"],
      ["mch", "32.2", "pg", "27-34"],
    ]);
  });
});

describe("the result printed again in SI units beside it (French laboratories)", () => {
  const columns = [20, 300, 360, 440, 600, 760];
  const header = "Analyse | Résultat | Unité | Valeurs usuelles | Antériorité 06/05/26";
  // The header's "Valeurs usuelles" sits over the range column, one column right of the conversion.
  const headerAt = (lines: string[]) => {
    const ls = makeLines([header, ...lines], columns);
    const h = ls[0]!;
    for (const w of h.words) if (w.text === "Valeurs" || w.text === "usuelles") w.box.x += 160;
    for (const w of h.words) if (w.text === "Antériorité" || w.text === "06/05/26") w.box.x += 160;
    return ls;
  };

  it("keeps the printed range and the previous result (both had been lost to the SI figure)", () => {
    const lines = headerAt(["Glycémie à jeun | 1,18 | g/L | 6,55 mmol/L | [0,70 − 1,10] | 1,09", "Acide urique | 78 | mg/L | 464 µmol/L | [35 − 72] | 71"]);
    const rows = parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge, language: "fr" }).map((r) => [r.analyteId, r.result, r.unit, r.rangeText, r.previousResult]);
    expect(rows).toEqual([
      ["glucose", "1.18", "g/L", "0.70-1.10", "1.09"],
      ["uric_acid", "78", "mg/L", "35-72", "71"],
    ]);
  });

  it("puts back a decimal comma OCR lost when the SI figure agrees only with it ('118 g/L | 6,55 mmol/L'), micro read as 'p'", () => {
    const lines = headerAt(["Glycémie à jeun | 118 | g/L | 6,55 mmol/L | [0,70 − 1,10] | 1,09", "Créatinine | 11,2 | mg/L | 99 pmol/L | [7,0 − 12,0] | 10,4"]);
    const rows = parseLabTable([{ pageNumber: 1, source: "ocr", lines }], { knowledge, language: "fr" }).map((r) => [r.analyteId, r.result, r.rangeText]);
    expect(rows).toEqual([
      ["glucose", "1.18", "0.70-1.10"],
      ["creatinine", "11.2", "7.0-12.0"],
    ]);
  });
});

describe("specks and ticks on a scan", () => {
  it("a lone letter far from both neighbours before the value is no part of the name ('Creatinina  _  a  0,92')", () => {
    const rows = parseAt(["Creatinina | _ | a | 0,92 Alto | mg/dL | 0,50 - 0,90", "VES | 31 Alto | mm/h | fino a 25"], [20, 300, 500, 700, 860, 980], "it");
    expect(rows.map((r) => [r.name, r.analyteId, r.result])).toEqual([
      ["Creatinina", "creatinine", "0.92"],
      ["VES", "esr", "31"],
    ]);
    expect(rows[1]!.rangeText).toBe("<25");
  });
});
