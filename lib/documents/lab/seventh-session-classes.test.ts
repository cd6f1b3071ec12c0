// Failure classes found on tune and retired material in the seventh session (issues 8 and 15), each rebuilt as a
// synthetic document written for the test, never copied from a corpus file. The real analyte knowledge base is used.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { makeLines } from "../testing/make-lines";
import type { Line } from "../types";
import { parseLabTable } from "./parse-lab-table";
import { categoryCount, isContactOrAddressLine } from "./regions";
import type { LabRow } from "./types";

const knowledge = { matchAnalyte };
const parse = (lines: Line[], language = "en"): LabRow[] => parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge, language });
const pick = (r: LabRow) => ({ id: r.analyteId, result: r.result, range: r.rangeText });

describe("column headings", () => {
  it("reads 'Biological Ref. Interval' as the reference column, so a cumulative table's word results come from the newest column", () => {
    const columns = [20, 160, 240, 420, 500, 580];
    const lines = [
      ...makeLines(["Investigation | Units | Biological Ref. Interval | 03/02/2026 | 11/06/2026 | 02/10/2026"], columns, [20]),
      ...makeLines(["Haemoglobin | g/dL | 12.0 - 15.0 | 12.9 | 12.5 | 11.7"], [20, 160, 240, 430, 510, 590], [40]),
      ...makeLines(["URINE ROUTINE"], [20], [56]),
      ...makeLines(["Glucose | Nil | Nil | + | ++", "Blood | Negative | Negative | Negative | Trace"], [20, 240, 430, 510, 590], [72, 88]),
    ];
    expect(parse(lines).map(pick)).toEqual([
      { id: "hemoglobin", result: "11.7", range: "12.0-15.0" },
      { id: "urine_glucose", result: "++", range: "Nil" },
      { id: "urine_blood", result: "Trace", range: "Negative" },
    ]);
  });
});

describe("units", () => {
  it("reads a test strip's count per microlitre ('75 Leu/µL', '10 Eri/µL') as value and unit, not a name and a range", () => {
    const lines = makeLines(["EXAMEN GENERAL DE ORINA", "Leucocitos | 25 Leu/µL | Negativo", "Sangre | 50 Eri/µL | Negativo"], [20, 250, 420]);
    expect(parse(lines, "es").map((r) => [r.result, r.unit, r.rangeText])).toEqual([
      ["25", "Leu/µL", "Negativo"],
      ["50", "Eri/µL", "Negativo"],
    ]);
  });
});

describe("percentage and absolute count in columns the heading names by unit", () => {
  it("gives the value under 'Result (%)' the unit %, so the absolute count after its range is a second result", () => {
    const lines = [
      ...makeLines(["검사명 | 결과(%) | 참고치(%) | 절대수 | 단위 | 참고치"], [20, 200, 280, 400, 470, 560], [20]),
      ...makeLines(["호중구 Neutrophil | 61.0 | 40.0 ~ 75.0 | 3.91 | x10^3/uL | 1.80 ~ 7.50"], [20, 200, 280, 400, 470, 560], [40]),
    ];
    expect(parse(lines, "ko").map((r) => [r.analyteId, r.result, r.unit, r.rangeText])).toEqual([
      ["neutrophils_pct", "61.0", "%", "40.0-75.0"],
      ["neutrophils_abs", "3.91", "x10^3/uL", "1.80-7.50"],
    ]);
  });

  it("reads headings that are only units ('% | /mm³') as the two result columns, values taking them in order", () => {
    const lines = [
      ...makeLines(["LEUCOGRAMA | % | /mm³ | Valores de referência"], [20, 230, 300, 400], [20]),
      ...makeLines(["Linfócitos | 27,5 | 1.870 | 20 a 45 | 900 a 4.500"], [20, 200, 280, 400, 480], [40]),
      // One value, under the "/mm³" heading: the unit of the column it sits under.
      ...makeLines(["Leucócitos | 6.800 | 4.000 a 11.000"], [20, 290, 480], [56]),
    ];
    expect(parse(lines, "pt").map((r) => [r.analyteId, r.result, r.unit, r.rangeText])).toEqual([
      ["lymphocytes_pct", "27.5", "%", "20-45"],
      ["lymphocytes_abs", "1870", "/mm³", "900-4500"],
      ["wbc", "6800", "/mm³", "4000-11000"],
    ]);
  });

  it("does not take an 'H/L' flag column heading for a unit", () => {
    const lines = [
      ...makeLines(["項目名 | 結果値 | H/L | 単位 | 基準範囲"], [20, 200, 270, 320, 400], [20]),
      ...makeLines(["Hb | 10.2 | L | g/dL | 11.6-14.8"], [20, 200, 270, 320, 400], [40]),
    ];
    expect(parse(lines, "ja").map((r) => [r.analyteId, r.result, r.unit, r.flag])).toEqual([["hemoglobin", "10.2", "g/dL", "L"]]);
  });
});

describe("flags and glued values", () => {
  it("reads triangles as flag arrows ('▲' high, '▼' low)", () => {
    const lines = makeLines(["혈색소 (Hb) | 10.8 | ▼ | g/dL | 12.0 ~ 16.0", "공복혈당 (Glucose) | 131 | ▲ | mg/dL | 70 ~ 99"], [20, 220, 300, 360, 450]);
    expect(parse(lines, "ko").map((r) => [r.analyteId, r.flag])).toEqual([["hemoglobin", "L"], ["glucose", "H"]]);
  });

  it("splits a value glued to the end of the name ('Lymphocytes31,5') off the name", () => {
    const lines = makeLines(["Lymphocytes31,5 | % | 20 - 40", "Monocytes | 7,1 | % | 2 - 10"], [20, 150, 220]);
    expect(parse(lines, "fr").map((r) => [r.analyteId, r.name, r.result])).toEqual([
      ["lymphocytes_pct", "Lymphocytes", "31.5"],
      ["monocytes_pct", "Monocytes", "7.1"],
    ]);
  });
});

describe("legends and notes under the table are no results (issue 15, class E)", () => {
  const results = (lines: string[], language: string) => parse(makeLines(lines, [20, 200, 260, 340]), language).map((r) => [r.analyteId, r.result]);

  it("drops a vitamin D status legend listing several categories", () => {
    expect(results(["25-OH Vitamina D | 17,2 | ng/mL | 30 - 100", "Vitamina D: carencia < 20 · insuficiencia 20-29 · suficiencia 30-100 ng/mL"], "es")).toEqual([["vitamin_d_25oh", "17.2"]]);
  });

  it("drops a lipid target sentence whose name says it is a target", () => {
    expect(results(["LDL cholesterol | 3.1 | mmol/L | <3.0", "LDL-C target for very high risk patients < 1.4 mmol/L or non-HDL-C < 2.2 mmol/L"], "en")).toEqual([["ldl_cholesterol", "3.1"]]);
  });

  it("drops a note sentence that starts with a test's name and a cut-off", () => {
    expect(results(["hs-Troponin T | 9 | ng/L | <14", "Troponin: 99th percentile URL 14 ng/L. A rise above the URL between two samples suggests myocardial injury."], "en")).toEqual([["troponin_t_hs", "9"]]);
  });

  it("does not read the plus between panel names ('肝功能 + 肾功能 + 血脂') as a positive result", () => {
    expect(parse(makeLines(["检查项目: | 肝功能 | + | 肾功能 | + | 血脂"]), "zh").filter((r) => r.result === "+")).toEqual([]);
  });
});

describe("urine sections", () => {
  it("reads a plus grade with the flag glued on ('++H'), Polish words printed without diacritics, and a strip's leu/µl as the dipstick", () => {
    const lines = makeLines(
      ["BADANIE OGOLNE MOCZU", "Bialko | +H | nieobecne", "Ciezar wlasciwy | 1,021 g/ml | 1,015 - 1,025", "Leukocyty | 75 H leu/ul | nieobecne", "Leukocyty w osadzie | 8-10 H wpw | 0 - 5", "Bakterie | liczne H | nieobecne"],
      [20, 200, 330],
    );
    expect(parse(lines, "pl").map((r) => [r.analyteId, r.result, r.unit, r.rangeText, r.flag])).toEqual([
      ["urine_protein", "+", undefined, "nieobecne", "H"],
      ["urine_specific_gravity", "1.021", "g/ml", "1.015-1.025", undefined],
      ["urine_leukocyte_esterase", "75", "leu/ul", "nieobecne", "H"],
      ["urine_wbc", "8-10", "wpw", "0-5", "H"],
      ["urine_bacteria", "liczne", undefined, "nieobecne", "H"],
    ]);
  });

  it("does not glue a labelled note under the last row to its name", () => {
    const lines = makeLines(["Bakterie | nieliczne H | nieobecne"], [20, 200, 330], [20]).concat(makeLines(["Uwaga: zalecane powtórzenie badania z próbki porannej."], [30], [31]));
    expect(parse(lines, "pl").map((r) => r.name)).toEqual(["Bakterie"]);
  });
});

describe("right-to-left pages", () => {
  it("reads a row whose range cell, printed leftmost, is sex-labelled, and a count unit turned around ('µl/10³')", () => {
    const lines = [
      ...makeLines(["Normal Range | Unit | Result | Test | نام آزمایش"], [40, 170, 250, 300, 500], [20]),
      ...makeLines(["4.0 - 10.0 | µl/10³ | 6.1 | WBC | گلبول سفید"], [40, 170, 250, 300, 500], [40]),
      ...makeLines(["Male: 13.5 - 17.5 | g/dL | 11.8 | Hemoglobin | هموگلوبین"], [40, 170, 250, 300, 500], [56]),
      ...makeLines(["Female: 12.0 - 15.5"], [40], [68]),
    ];
    expect(parse(lines, "fa").map((r) => [r.analyteId, r.result, r.unit, r.rangeText])).toEqual([
      ["wbc", "6.1", "10³/µl", "4.0-10.0"],
      ["hemoglobin", "11.8", "g/dL", "M: 13.5-17.5 / F: 12.0-15.5"],
    ]);
  });
});

describe("a percentage the lab prints without a range, then the absolute count", () => {
  it("takes the absolute count after '%' as a second result with its own unit and range", () => {
    const lines = makeLines(["Neutrófilos segmentados | 61 | % | 4.210 | /mm³ | 1.600 a 7.700", "Linfocitos | 29 | % | 2.002 | /mm³ | 1.000 a 4.800"], [20, 190, 240, 400, 450, 490]);
    expect(parse(lines, "es").map((r) => [r.analyteId, r.result, r.unit, r.rangeText])).toEqual([
      ["segmented_neutrophils_pct", "61", "%", undefined],
      ["neutrophils_abs", "4210", "/mm³", "1600-7700"],
      ["lymphocytes_pct", "29", "%", undefined],
      ["lymphocytes_abs", "2002", "/mm³", "1000-4800"],
    ]);
  });
});

describe("right-to-left result cards", () => {
  it("reads cards aligned on their right edge column by column, with the reference in visual order ('40 <' is '> 40')", () => {
    // One word per cell, each cell's text in reading order, as the text layer's lines of such a page come out
    // once their right-to-left runs are put back in order.
    const line = (y: number, cells: [string, number][]): Line => {
      const words = cells.map(([text, x]) => ({ text, box: { x, y, width: text.length * 6, height: 10 }, confidence: 1 }));
      return { text: cells.map(([t]) => t).join(" "), words, box: { x: cells[0]![1], y, width: cells.at(-1)![1] + cells.at(-1)![0].length * 6 - cells[0]![1], height: 10 }, confidence: 1 };
    };
    const lines = [
      line(20, [["الكوليسترول النافع HDL", 110], ["الكوليسترول الكلي Cholesterol", 400]]),
      line(32, [["النتيجة: mg/dL ↓ 36", 130], ["النتيجة: mg/dL ↑ 231", 440]]),
      line(44, [["المعدل الطبيعي: 40 <", 128], ["المعدل الطبيعي: 200 >", 448]]),
    ];
    expect(parse(lines, "ar").map((r) => [r.analyteId, r.result, r.unit, r.rangeText, r.flag])).toEqual([
      ["hdl_cholesterol", "36", "mg/dL", ">40", "L"],
      ["cholesterol_total", "231", "mg/dL", "<200", "H"],
    ]);
  });

  it("knows an Arabic phone label and the Arabic words of a vitamin D legend (a short-vowel mark inside a word too)", () => {
    expect(isContactOrAddressLine("طريق الملك فهد، الرياض — 11564 هاتف 4410 3378 011")).toBe(true);
    expect(categoryCount("فيتامين د: نقص 20 > ، غير كا ٍف 29 - 20 ، كا ٍف 100 - 30 ، سمية محتملة ng/mL 100 <")).toBeGreaterThanOrEqual(3);
  });
});

describe("cubic millimetres in two words", () => {
  it("reads '/cu mm' as one unit", () => {
    expect(parse(makeLines(["Platelet Count | 268,000 | /cu mm | 150,000 – 450,000"], [20, 200, 300, 380]), "en").map((r) => [r.analyteId, r.unit])).toEqual([["platelets", "/cu mm"]]);
  });
});

describe("two unit systems side by side", () => {
  it("keeps the conventional restatement's range off the SI result's range", () => {
    const lines = makeLines(["Cholestérol total | 4,61 | < 5,20 mmol/L | 178 | < 200 mg/dL", "Cholestérol HDL | 1,12 | > 1,00 mmol/L | 43 | > 39 mg/dL"], [20, 200, 300, 450, 520]);
    expect(parse(lines, "fr").map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([
      ["cholesterol_total", "4.61", "<5.20"],
      ["hdl_cholesterol", "1.12", ">1.00"],
    ]);
  });
});

describe("specimen code prefixes", () => {
  it("reads the Serbian/Montenegrin blood prefix 'K-' (krv) before a name", () => {
    const lines = makeLines(["K-Eritrociti | 4.98 | 4.50 - 5.80 | 10*12/L", "K-Limfociti % | 44.1 | 20.0 - 40.0 | %"], [20, 220, 300, 420]);
    expect(parse(lines, "sr").map((r) => [r.analyteId, r.result])).toEqual([["rbc", "4.98"], ["lymphocytes_pct", "44.1"]]);
  });
});

describe("a urine section's word results", () => {
  it("reads a colour result ('Amarelo citrino') as a row, so the urine section goes on, and 'Traços' as a trace", () => {
    const lines = makeLines(
      ["URINA TIPO I (EAS)", "Cor | Amarelo citrino | Amarelo citrino", "Proteínas | Negativo | Negativo", "Sangue (Hemoglobina) | Traços | Negativo", "Sedimentoscopia", "Hemácias | 14.000 | /mL | Até 10.000 /mL"],
      [20, 240, 380, 470],
    );
    expect(parse(lines, "pt").map((r) => [r.analyteId, r.result])).toEqual([
      ["urine_color", "Amarelo citrino"],
      ["urine_protein", "Negativo"],
      ["urine_blood", "Traços"],
      ["urine_rbc", "14000"],
    ]);
  });
});

describe("electrolytes", () => {
  it("reads potassium printed as its symbol 'K', and ranges with a wave dash ('3.6〜4.8')", () => {
    const lines = makeLines(["Na | 141 | mmol/L | 138〜145", "K | 5.0 H | mmol/L | 3.6〜4.8"], [40, 234, 290, 390]);
    expect(parse(lines, "ja").map((r) => [r.analyteId, r.result, r.rangeText, r.flag])).toEqual([
      ["sodium", "141", "138-145", undefined],
      ["potassium", "5.0", "3.6-4.8", "H"],
    ]);
  });
});

describe("bracketed grades", () => {
  it("reads '(+)' with no value before it as the result and '(-)' after it as the reference", () => {
    const lines = makeLines(["尿液檢查 Urinalysis", "22 | 潛血OB | (+) | * | (-)"], [36, 64, 258, 332, 434]);
    expect(parse(lines, "zh").map((r) => [r.analyteId, r.result, r.rangeText, r.flag])).toEqual([["urine_blood", "(+)", "(-)", "*"]]);
  });
});

describe("Indian digit grouping", () => {
  it("reads lakh grouping ('1,50,000', '4,10,000') as whole numbers, value and range", () => {
    const rows = parse(makeLines(["Platelet Count | 1,38,000 | /cumm | 1,50,000 - 4,10,000"], [20, 200, 300, 380]), "en");
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([["platelets", "138000", "150000-410000"]]);
  });
});
