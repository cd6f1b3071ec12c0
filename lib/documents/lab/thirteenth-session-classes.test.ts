// Failure classes found in the thirteenth session (issues 8 and 15), each rebuilt as a synthetic row written for
// the test, never copied from a corpus file. The real analyte knowledge base is used.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { makeLines } from "../testing/make-lines";
import { parseLabTable } from "./parse-lab-table";

const knowledge = { matchAnalyte };

/** Rows parsed from lines ("|" between cells), as a text layer or as OCR gives them. */
const parse = (lines: string[], language: string, source: "text_layer" | "ocr" = "text_layer") =>
  parseLabTable([{ pageNumber: 1, source, lines: makeLines(lines) }], { knowledge, language });

describe("a cumulative report whose column headings OCR ran together", () => {
  // Newest visit at the right: "ผลตรวจ 23/11/2569" heads the current result, the other dates previous ones.
  const heading = "รายการตรวจ (Test) | 14022569 20/07/2569 ผล ตรวจ 21/11/2569 หน่วย | ค่าอ้างอิง";

  it("the newest column is the result, not the first number (a Thai photo's oldest values had come back as current)", () => {
    const rows = parse([heading, "ครีเอตินิน (Creatinine) | 0.98 1.04 1.19 mg/dL | 0.70 - 1.20", "TSH | 1.90 2.25 2.61 mIU/L | 0.27 - 4.20"], "th", "ocr");
    expect(rows.map((r) => [r.analyteId, r.result, r.previousResult])).toEqual([["creatinine", "1.19", "0.98"], ["tsh", "2.61", "1.90"]]);
  });

  it("without the result heading the latest date still marks the current column", () => {
    const rows = parse(["Test | 05/02/2026 11/06/2026 | Unit | Reference", "Glucose | 101 96 mg/dL | 70 - 100"], "en", "ocr");
    expect(rows.map((r) => [r.analyteId, r.result, r.previousResult])).toEqual([["glucose", "96", "101"]]);
  });
});

describe("OCR noise where a bilingual name's local half was", () => {
  it("'82 55 @ / Total Leucocyte Count 12,600 High' is the white-cell count, not a dropped line", () => {
    const rows = parse(["Investigation | Result | Unit | Ref. Range", "71 @ / Total Leukocyte Count 12,400 High /cumm 4000 - 11000", "Neutrophils 78 % 40 - 80"], "hi", "ocr");
    expect(rows.map((r) => [r.analyteId, r.result, r.flag])).toEqual([["wbc", "12400", "H"], ["neutrophils_pct", "78", undefined]]);
  });

  it("a row number alone before a name is still no value, and numbers before an unknown word stay a non-row", () => {
    const rows = parse(["12 55 @ / Pending sample note 4,100", "Glucose 92 mg/dL 70 - 100"], "en", "ocr");
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["glucose", "92"]]);
  });
});

describe("a unit column whose word OCR garbled", () => {
  const columns = [20, 200, 260, 380, 450, 520, 590];
  const rows = (lines: string[]) => parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(lines, columns) }], { knowledge, language: "en" });

  it("'Haemoglobin | oft. | …' under 'Test | Unit | …' is haemoglobin (the garbled unit had made the name unknown)", () => {
    const out = rows([
      "Test | Unit | Reference Range | 11-Mar-26 | 04-Jul-26 | 19-Oct-26 | Flag",
      "Haemoglobin | oft. | 13.0-17.0 | 12.2 | 11.6 | 10.9 | L",
      "Sodium | mmovt | 135 - 145 | 138 | 136 | 133 | L",
    ]);
    expect(out.map((r) => [r.analyteId, r.result, r.previousResult, r.flag])).toEqual([["hemoglobin", "10.9", "12.2", "L"], ["sodium", "133", "138", "L"]]);
  });

  it("a name's own last word printed into the unit column stays part of the name", () => {
    const out = rows(["Test | Unit | Reference Range | Result", "Total Leucocyte | Count | 4.0-11.0 | 7.2"]);
    expect(out.map((r) => [r.analyteId, r.name])).toEqual([["wbc", "Total Leucocyte Count"]]);
  });
});

describe("a range whose decimal points OCR lost", () => {
  const columns = [20, 200, 260, 380];
  const rows = (lines: string[]) => parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(lines, columns) }], { knowledge, language: "en" });

  it("'07-13' is 0.7–1.3 (a creatinine of 2.4 had been judged against 7–13, i.e. low)", () => {
    const out = rows(["Test | Unit | Reference Range | Result", "Serum Creatinine | mg/dl | 07-13 | 24"]);
    expect(out.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([["creatinine", "2.4", "0.7-1.3"]]);
  });

  it("'6-12' for creatinine fits a child's interval scaled by ten; a range that fits as printed stays", () => {
    const out = rows(["Test | Unit | Reference Range | Result", "Serum Creatinine | mg/dl | 6-12 | 9", "Blood Urea | mg/dl | 15-45 | 79"]);
    expect(out.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([["creatinine", "0.9", "0.6-1.2"], ["urea", "79", "15-45"]]);
  });
});

describe("a urine section printed as blocks", () => {
  it("each block's name under 'ORINA COMPLETA' is a urine test, and 'QUÍMICA SANGUÍNEA' after it is blood again", () => {
    const rows = parse([
      "ORINA COMPLETA", "Color", "Resultado: | Amarillo", "Glucosa", "Resultado: | Negativo", "pH", "Resultado: | 6.0", "Valor de referencia: | 5.0 - 7.0",
      "QUÍMICA SANGUÍNEA", "Glucosa", "Resultado: | 101 mg/dL", "Valor de referencia: | 70 - 100",
    ], "es");
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["urine_color", "Amarillo"], ["urine_glucose", "Negativo"], ["urine_ph", "6.0"], ["glucose", "101"]]);
  });
});

describe("zero-padded differentials", () => {
  it("'EOSINOPHILS 04 % 01-06' keeps its range 1–6 (a leading zero is no lost decimal point)", () => {
    const rows = parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(["TEST | RESULT | UNIT | REFERENCE", "EOSINOPHILS | 04 | % | 01-06", "MONOCYTES | 04 | % | 02-10"], [20, 200, 260, 330]) }], { knowledge, language: "en" });
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([["eosinophils_pct", "4", "1-6"], ["monocytes_pct", "4", "2-10"]]);
  });
});

describe("part O's tune half: words of Azerbaijani, Tajik and Urdu reports", () => {
  it("Azerbaijani blocks: 'Nəticə:' is the result, 'Norma:' the range, 'Əvvəlki (05.2026):' the previous result (no row)", () => {
    const rows = parse(["Ferritin", "Nəticə: | 6,4 ng/ml Aşağı", "Norma: | 13 - 150", "Əvvəlki (04.2026): | 8,1 ng/ml", "Kalium", "Nəticə: | 5,9 mmol/l Yüksək", "Norma: | 3,5 - 5,1"], "az");
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText, r.flag, r.previousResult])).toEqual([
      ["ferritin", "6.4", "13-150", "L", "8.1"], ["potassium", "5.9", "3.5-5.1", "H", undefined],
    ]);
  });

  it("a previous-result label in Spanish blocks ('Anterior (02/05/2026): 9.800') is the previous result, not an unknown row", () => {
    const rows = parse(["Glóbulos blancos", "Resultado: | 11.400 /mm³ Alto", "Valor de referencia: | 4.000 - 10.000", "Anterior (02/05/2026): | 9.800"], "es");
    expect(rows.map((r) => [r.analyteId, r.result, r.previousResult])).toEqual([["wbc", "11400", "9800"]]);
  });

  it("Tajik: men's and women's range columns headed 'Меъёр (мард) | Меъёр (зан)', 'то 20,5' as an upper limit, 'баланд' high", () => {
    const lines = makeLines(["Таҳлил | Натиҷа | Воҳид | Меъёр (мард) | Меъёр (зан)", "Гемоглобин | 168 баланд | г/л | 130 - 160 | 120 - 140", "АЛТ | 29 | В/л | то 41 | то 33"], [20, 200, 300, 380, 480]);
    const rows = parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge, language: "tg" });
    expect(rows.map((r) => [r.analyteId, r.result, r.flag, r.rangeText])).toEqual([["hemoglobin", "168", "H", "M: 130-160 / F: 120-140"], ["alt", "29", undefined, "M: <41 / F: <33"]]);
  });

  it("an Urdu LDL target line naming three risk levels is no LDL result", () => {
    const rows = parse(["کولیسٹرول | 214 زیادہ | < 200 | mg/dL", "ایل ڈی ایل ہدف: زیادہ خطرہ 70 > ، درمیانہ خطرہ 100 > ، کم خطرہ mg/dL 130 >"], "ur");
    expect(rows.map((r) => [r.analyteId, r.result, r.flag])).toEqual([["cholesterol_total", "214", "H"]]);
  });

  it("a footer's licence number ('… · lisenziya 0418 · Səhifə 1/1') is no result", () => {
    const rows = parse(["Kalium | 4,1 | mmol/l | 3,5 - 5,1", "Xəzər Lab · lisenziya 0418 · Səhifə 1/1"], "az");
    expect(rows.map((r) => r.analyteId)).toEqual(["potassium"]);
  });
});

describe("a screening test's index printed with the lab's verdict", () => {
  it("'HBsAg | 0.22 Negatif | >=1' is a negative HBsAg (the index against its cut-off had read as a low result)", () => {
    const rows = parse(["Test | Sonuç | Birim | Referans", "HBsAg | 0.31 Negatif | S/CO | >=1", "Glukoz | 92 | mg/dL | 70 - 100"], "tr");
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([["hbsag", "Negatif", ">=1"], ["glucose", "92", "70-100"]]);
    expect(rows[0]!.printedResult).toContain("0.31");
  });
});

describe("part O's tune half: general rules", () => {
  it("an English name with its Burmese or Bengali name beside it is read by its English part", () => {
    const rows = parse(["Test | Result | Unit | Reference", "Fasting Glucose သွေးတွင်းသကြား | 7.4 | mmol/L | 3.9 - 6.1", "Creatinine (ক্রিয়েটিনিন) | 1.4 | mg/dL | 0.5 - 1.1"], "en");
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["glucose", "7.4"], ["creatinine", "1.4"]]);
  });

  it("Maltese status words ('5.9 Għoli', '3.1 Baxx') are the lab's high and low flags", () => {
    const rows = parse(["Test | Riżultat | Unità | Firxa normali", "Kolesterol totali | 5.9 Għoli | mmol/L | < 5.0", "Potassium | 3.1 Baxx | mmol/L | 3.5 - 5.1"], "mt");
    expect(rows.map((r) => [r.analyteId, r.flag])).toEqual([["cholesterol_total", "H"], ["potassium", "L"]]);
  });

  it("an HbA1c legend listed with semicolons ('normal < 5,7 % ; prédiabète 5,7 - 6,4 % ; diabète ≥ 6,5 %') is no result", () => {
    const rows = parse(["Analyse | Résultat | Unité | Valeurs de référence", "Hémoglobine glyquée (HbA1c) | 7,6 | % | < 5,7", "HbA1c : normal < 5,7 % ; prédiabète 5,7 - 6,4 % ; diabète ≥ 6,5 %."], "fr");
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["hba1c", "7.6"]]);
  });
});

describe("real set 11's tune half: general rules", () => {
  it("a count glued to its unit ('5961/mm3') beside a percentage is the absolute count, and the range is its own", () => {
    const rows = parse(["Polynucléaires neutrophiles. | 58,2 % | 4412/mm3 | 1500 à 7000 | 61,0"], "fr");
    expect(rows.map((r) => [r.analyteId, r.result, r.unit, r.rangeText ?? null])).toEqual([["neutrophils_pct", "58.2", "%", null], ["neutrophils_abs", "4412", "/mm3", "1500-7000"]]);
  });

  it("a method note's edition date between rows ('Instrukcja Roche, wyd. 2024-03') is no range of the row above", () => {
    const rows = parse(["Wapń całkowity w surowicy | 9,52 mg/dL | 8,60 — 10,00", "Instrukcja Roche, wyd. 2024-03", "Magnez w surowicy | 2,14 mg/dl | 1,60 — 2,60"], "pl");
    expect(rows.map((r) => [r.analyteId, r.rangeText])).toEqual([["calcium", "8.60-10.00"], ["magnesium", "1.60-2.60"]]);
  });
});

describe("the first band of an interpretive table in the range column", () => {
  it("'Witamina D-25(OH) 37,9 ng/ml < 10 ciężki niedobór' has no printed range (it had been judged high against '< 10')", () => {
    const rows = parse(["Witamina D-25(OH) | 37,9 | ng/ml | < 10 ciężki niedobór", "10-20 znaczny niedobór", "Glukoza | 92 | mg/dl | < 100"], "pl");
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText ?? null])).toEqual([["vitamin_d_25oh", "37.9", null], ["glucose", "92", "<100"]]);
  });
});

describe("a dated section heading of a national health-record export", () => {
  it("'23.06.2021 | İdrar analizi (Strip ile)' opens the urine section (its 'Hemoglobin | Negatif' had read as blood haemoglobin)", () => {
    const rows = parse(["23.06.2021 | Kreatinin | 0.76 | mg/dL | 0.67-1.17", "23.06.2021 | İdrar analizi (Strip ile)", "- | Protein | Negatif | | Negatif", "- | Hemoglobin | Negatif | | Negatif"], "tr");
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["creatinine", "0.76"], ["urine_protein", "Negatif"], ["urine_blood", "Negatif"]]);
  });
});

describe("a right-to-left name whose number the text layer moved", () => {
  it("'فيتامين 12ب' is vitamin B12 ('ب12' in logical order), not vitamin D", () => {
    const rows = parse(["فيتامين د الكلي | 14.6 | ng/mL | 30-100", "فيتامين 12ب | 388 | pg/mL | 200-900"], "ar");
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["vitamin_d_25oh", "14.6"], ["vitamin_b12", "388"]]);
  });
});

describe("direction marks OCR glues to numbers", () => {
  it("'92\u200f' on an Arabic scan is the value 92 (the mark had made it no number)", () => {
    const rows = parse(["سكر الصيام | 92\u200f | mg/dL | 70-100", "\u200fالكرياتينين | 0.71\u200f | mg/dL | 0.5 - 0.9"], "ar", "ocr");
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["glucose", "92"], ["creatinine", "0.71"]]);
  });
});

describe("a report's particulars above its table heading", () => {
  it("'Sifariş №: … Nəticə: 15.11.2026' is no heading: the values stay in the heading's result column below", () => {
    const meta = makeLines(["Sifariş №: | XD-26-30917 | Nümunə | 14.11.2026 08:40 | Nəticə: | 15.11.2026"], [40, 116, 235, 310, 429, 505], [100]);
    const heading = makeLines(["Analizin adı | Nəticə | Vahid | İstinad intervalı"], [41, 207, 290, 362], [136]);
    const rows = makeLines(["Ümumi qan analizi", "Hemoqlobin (HGB) | 108 | g/l | 120 - 150", "Ferritin | 7,4 | ng/ml | 13,0 - 150,0"], [41, 207, 290, 362], [148, 160, 172]);
    const out = parseLabTable([{ pageNumber: 1, source: "text_layer", lines: [...meta, ...heading, ...rows] }], { knowledge, language: "az" });
    expect(out.map((r) => [r.analyteId, r.result, r.previousResult ?? null])).toEqual([["hemoglobin", "108", null], ["ferritin", "7.4", null]]);
  });
});

describe("Azerbaijani sex letters in a range", () => {
  it("'K: 130 - 160 / Q: 120 - 150' is the men's band then the women's (K had read as Scandinavian 'kvinner')", () => {
    const rows = parse(["Hemoqlobin (HGB) | 108 | g/l | K: 130 - 160 / Q: 120 - 150", "Hemoglobina | 13,1 | g/dl | M: 13,5 - 17,5 K: 12,0 - 15,5"], "az");
    expect(rows.map((r) => r.rangeText)).toEqual(["M: 130-160 / F: 120-150", "M: 13.5-17.5 / F: 12.0-15.5"]);
  });
});
