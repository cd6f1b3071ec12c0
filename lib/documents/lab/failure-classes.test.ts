// One regression test per failure class seen on reports the parser had never seen (issues 8 and 15), each
// built from a synthetic document written here (never from a real or corpus file). The real analyte knowledge
// base is used, as in production. 8.8 and 15.J (OCR models) are covered by the OCR tests.
import { describe, expect, it } from "vitest";
import { extractLabReport, readDocument } from "@/lib/documents";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { extractMetadata } from "../metadata/extract-metadata";
import { makeLines, makeRtlLines } from "../testing/make-lines";
import { buildType3Pdf } from "../testing/type3-pdf";
import type { Line } from "../types";
import { parseLabTable } from "./parse-lab-table";
import type { LabRow } from "./types";

const knowledge = { matchAnalyte };

function parse(rows: string[] | Line[], language = "en", pages?: Line[][]): LabRow[] {
  const lines = typeof rows[0] === "string" ? makeLines(rows as string[]) : (rows as Line[]);
  const input = (pages ?? [lines]).map((l, i) => ({ pageNumber: i + 1, source: "text_layer" as const, lines: l }));
  return parseLabTable(input, { knowledge, language });
}

const pick = (r: LabRow) => ({ id: r.analyteId, result: r.result, unit: r.unit, range: r.rangeText, flag: r.flag });

describe("8.1 — Type 3 fonts with ToUnicode, right-to-left reports", () => {
  it("reads a Type 3 PDF (glyphs drawn by content streams, text only through ToUnicode) like pdftotext does", async () => {
    const cells = [["项目", "结果", "单位", "参考范围"], ["1 白细胞计数 WBC", "10.6 ↑", "10^9/L", "3.5--9.5"], ["2 血红蛋白 HGB", "135", "g/L", "130--175"]];
    const texts = cells.flatMap((row, r) => row.map((text, c) => ({ text, x: 40 + c * 140, y: 780 - r * 18 })));
    const doc = await readDocument([{ bytes: buildType3Pdf(texts) }], { language: "zh" });
    expect(doc.pages[0]!.source).toBe("text_layer");
    const report = extractLabReport(doc, { language: "zh", knowledge });
    expect(report.rows.map(pick)).toEqual([
      { id: "wbc", result: "10.6", unit: "10^9/L", range: "3.5-9.5", flag: "H" },
      { id: "hemoglobin", result: "135", unit: "g/L", range: "130-175", flag: undefined },
    ]);
  });

  it("reads an Arabic report laid out right to left, with Arabic-Indic digits folded by the text layer", () => {
    const rows = parse(makeRtlLines(["الفحص | النتيجة | الوحدة | المعدل الطبيعي", "الهيموجلوبين | 11.2 | g/dL | 13.5-17.5", "كريات الدم البيضاء | 6.1 | 10^9/L | 4.0-11.0"]), "ar");
    expect(rows.map(pick)).toEqual([
      { id: "hemoglobin", result: "11.2", unit: "g/dL", range: "13.5-17.5", flag: undefined },
      { id: "wbc", result: "6.1", unit: "10^9/L", range: "4.0-11.0", flag: undefined },
    ]);
  });
});

describe("8.1 — right-to-left rows with Latin names, as an RTL producer lays them out", () => {
  it("reads a Hebrew report's rows from the right and puts mirrored comparators and powers back", () => {
    const rows = parse(["שם הבדיקה | תוצאה | יחידות | טווח תקין", "4.5-11 | µL/3^10 | L | 4.1 | WBC", "190> | U/L | H | 412 | CPK", "70-100 | mg/dL | 91 | גלוקוז Glucose"], "he");
    expect(rows.map(pick)).toEqual([
      { id: "wbc", result: "4.1", unit: "10^3/µL", range: "4.5-11", flag: "L" },
      { id: "ck", result: "412", unit: "U/L", range: "<190", flag: "H" },
      { id: "glucose", result: "91", unit: "mg/dL", range: "70-100", flag: undefined },
    ]);
  });

  it("never reads a range with two separators (4.5-11) as a date", () => {
    expect(parse(["WBC | 4.1 | 10^3/µL | 4.5-11"])[0]?.rangeText).toBe("4.5-11");
  });
});

describe("8.2 — the printed range and flag are the lab's word", () => {
  it("keeps a range printed in parentheses and the star flag beside the value", () => {
    expect(parse(["Haemoglobin 118* g/L (120-150)"]).map(pick)).toEqual([{ id: "hemoglobin", result: "118", unit: "g/L", range: "120-150", flag: "*" }]);
    expect(parse(["Haemoglobin | 118 | (L) | g/L | [120 - 150]"]).map(pick)).toEqual([{ id: "hemoglobin", result: "118", unit: "g/L", range: "120-150", flag: "L" }]);
  });
});

describe("8.3 — previous-results column", () => {
  it("returns a trailing number as the previous result, never glued into the range", () => {
    const [row] = parse(["Platelets | 224 | 10^3/uL | 150-400 | 230"]);
    expect(row).toMatchObject({ rangeText: "150-400", previousResult: "230", result: "224" });
  });

  it("follows a heading that names a previous column, wherever it sits", () => {
    const rows = parse(["Test | Result | Previous | Unit | Reference", "Platelets | 224 | 231 | 10^3/uL | 150-400"]);
    expect(rows[0]).toMatchObject({ result: "224", previousResult: "231", rangeText: "150-400" });
  });
});

describe("8.4 — block layouts", () => {
  it("reads one analyte per block with Resultado:/Valor de referência: lines and keeps upper-case names whole", () => {
    const rows = parse(
      ["GLICOSE", "Resultado: 118 mg/dL", "Valor de referência: 70 a 99 mg/dL", "HEMOGLOBINA GLICADA", "Resultado: 6,1 %", "Valor de referência: 4,0 a 5,6 %", "COLESTEROL TOTAL", "Resultado: 210 mg/dL", "Inferior a 190", "HDL COLESTEROL", "Resultado: 44 mg/dL", "Superior a 40"],
      "pt",
    );
    expect(rows.map((r) => [r.name, r.analyteId, r.result, r.rangeText])).toEqual([
      ["GLICOSE", "glucose", "118", "70-99"],
      ["HEMOGLOBINA GLICADA", "hba1c", "6.1", "4.0-5.6"],
      ["COLESTEROL TOTAL", "cholesterol_total", "210", "<190"],
      ["HDL COLESTEROL", "hdl_cholesterol", "44", ">40"],
    ]);
  });
});

describe("8.5 — double result columns", () => {
  it("reads the percentage and the absolute count, each with its own range and thousands separators", () => {
    const rows = parse(["Neutrófilos | 60 | % | 40 a 70 | 4.000 | /mm³ | 1.600 a 7.700", "Leucócitos | 6.500 | /mm³ | 4.000 a 11.000"], "pt");
    expect(rows.map(pick)).toEqual([
      { id: "neutrophils_pct", result: "60", unit: "%", range: "40-70", flag: undefined },
      { id: "neutrophils_abs", result: "4000", unit: "/mm³", range: "1600-7700", flag: undefined },
      { id: "wbc", result: "6500", unit: "/mm³", range: "4000-11000", flag: undefined },
    ]);
  });
});

describe("8.6 — locale unit words", () => {
  it.each([
    ["de", "Leukozyten | 6,2 | Tsd./µl | 4,0-10,0", "Tsd./µl"],
    ["de", "Erythrozyten | 4,8 | Mio./µl | 4,5-5,9", "Mio./µl"],
    ["es", "Leucocitos | 6,5 | miles/µL | 4,0-11,0", "miles/µL"],
    ["es", "Hematíes | 4,8 | millones/µL | 4,5-5,9", "millones/µL"],
    ["pt", "Hemácias | 4,8 | milhões/mm³ | 4,5-5,9", "milhões/mm³"],
    ["en", "Platelet count | 3.5 | lakhs/cumm | 1.5 - 4.1", "lakhs/cumm"],
    ["en", "Total WBC count | 7800 | cells/cumm | 4000 - 11000", "cells/cumm"],
    ["en", "RBC count | 4.8 | mill/cumm | 4.5 - 5.5", "mill/cumm"],
    ["nl", "BSE | 12 | mm/uur | 0-20", "mm/uur"],
    ["en", "WBC | 6.1 | x10^9/L | 4.0-11.0", "x10^9/L"],
    ["en", "RBC | 4.8 | 10^12/L | 4.5-5.9", "10^12/L"],
  ])("%s: %s keeps its unit", (language, row, unit) => {
    const [r] = parse([row], language);
    expect(r?.unit).toBe(unit);
    expect(r?.analyteId).not.toBeNull();
  });
});

describe("8.7 / 15.K — metadata", () => {
  it("takes the institution above its department, skips street and phone lines, reads Portuguese age and sex", () => {
    const m = extractMetadata(makeLines(["Hospital Santa Clara", "Laboratório de Análises Clínicas", "Rua das Flores, 123 - Centro", "01310-100 São Paulo - SP", "Paciente: Maria da Silva | Idade: 52 anos", "Sexo....: Masculino", "Data da coleta: 03/11/2026"]), { language: "pt" });
    expect(m).toMatchObject({ labName: "Hospital Santa Clara", labCity: "São Paulo", patientAge: "52", patientSex: "male", labDate: "2026-11-03" });
  });

  it("reads 性别/年龄 on one line, 采样时间, and keeps the hospital without its department", () => {
    const m = extractMetadata(makeLines(["北京协和医院 检验科", "姓名：张伟 性别: 男 年龄: 24岁", "采样时间：2026-11-02 08:30"]), { language: "zh" });
    expect(m).toMatchObject({ labName: "北京协和医院", patientSex: "male", patientAge: "24", labDate: "2026-11-02" });
  });

  it("reads Age/Sex in one value, a phone line is not the lab, Взятие dates and age from birth date", () => {
    expect(extractMetadata(makeLines(["Apollo Diagnostics", "Tel: +91 40 2345 6789", "Patient Name: Ravi Kumar | Age/Sex: 34 Y / F", "Collected: 02-Nov-2026"]))).toMatchObject({
      labName: "Apollo Diagnostics", patientAge: "34", patientSex: "female", labDate: "2026-11-02",
    });
    expect(extractMetadata(makeLines(["ООО Инвитро", "г. Москва, ул. Ленина, д. 5", "Ф.И.О.: Иванова Мария Петровна", "Дата рождения: 12.04.1980", "Взятие: 03.11.2026"]), { language: "ru" })).toMatchObject({
      labName: "ООО Инвитро", labCity: "Москва", patientName: "Иванова Мария Петровна", labDate: "2026-11-03", patientAge: "46",
    });
  });

  it("never takes the patient's street as the lab's city", () => {
    const m = extractMetadata(makeLines(["LabCorp", "Patient: John Doe", "1234 Elm Street, Springfield, IL 62704"]));
    expect(m.labCity).not.toBe("Elm Street");
  });
});

describe("15.A — CJK names glued to Latin abbreviations, and CJK names that were missing", () => {
  it("matches 游离甲状腺素FT4, 白细胞计数 WBC, 血小板平均体积, 血浆纤维蛋白原", () => {
    const rows = parse(["游离甲状腺素FT4 | 13.89 | pmol/L | 12-22", "白细胞计数 WBC | 5.6 | 10^9/L | 3.5-9.5", "血小板平均体积 | 10.2 | fL | 7.4-12.5", "血浆纤维蛋白原 | 3.1 | g/L | 2-4"], "zh");
    expect(rows.map((r) => r.analyteId)).toEqual(["free_t4", "wbc", "mpv", "fibrinogen"]);
  });
});

describe("15.B — rows without a unit", () => {
  it("keeps INR and the albumin/globulin ratio", () => {
    const rows = parse(["国际标准化比率 | 1.06 | 0.90-1.10", "白球比 | 1.5 | 1.2-2.4"], "zh");
    expect(rows.map(pick)).toEqual([
      { id: "inr", result: "1.06", unit: undefined, range: "0.90-1.10", flag: undefined },
      { id: "albumin_globulin_ratio", result: "1.5", unit: undefined, range: "1.2-2.4", flag: undefined },
    ]);
  });
});

describe("15.C — eGFR with a staged, multi-line reference", () => {
  it("returns the eGFR and never the stage lines as results", () => {
    const rows = parse(["eGFR (CKD-EPI) | 24.7 | mL/min/1.73m2 | >=60", "G1 Normal or high >=90", "G2 Mildly decreased 60-89", "G3a Mildly to moderately decreased 45-59", "G3b Moderately to severely decreased 30-44", "G4 Severely decreased 15-29"]);
    expect(rows.map(pick)).toEqual([{ id: "egfr", result: "24.7", unit: "mL/min/1.73m2", range: ">=60", flag: undefined }]);
  });
});

describe("15.D / 15.H — arrows and footnote superscripts glued to numbers and names", () => {
  it("keeps arrows out of values and superscripts out of values and names", () => {
    const rows = parse(["Hemoglobin | 9.9↓ | g/dL | 12.0-16.0", "Potassium | 5.70↑ | mmol/L | 3.5-5.1", "Hemoglobin A1c ⁰¹ | 5.5 | % | 4.8-5.6", "MCV⁰¹ | 88.1 | fL | 80-100"]);
    expect(rows.map((r) => [r.name, r.result, r.flag])).toEqual([
      ["Hemoglobin", "9.9", "L"],
      ["Potassium", "5.70", "H"],
      ["Hemoglobin A1c", "5.5", undefined],
      ["MCV", "88.1", undefined],
    ]);
    expect(rows.map((r) => r.analyteId)).toEqual(["hemoglobin", "potassium", "hba1c", "mcv"]);
  });
});

describe("15.E — footnotes, interpretive tables and comments are never results", () => {
  it("reads the fasting glucose and nothing from the diabetes targets under it", () => {
    const rows = parse([
      "Glucose, Fasting | 94 | mg/dL | 65-99",
      "Hemoglobin A1c | 5.4 | % | 4.8-5.6",
      "Prediabetes: 5.7 - 6.4",
      "Diabetes: >6.4",
      "Glycemic control for adults with diabetes: <7.0",
      "* Please note: fasting glucose 100-125 mg/dL indicates impaired fasting glucose.",
    ]);
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["glucose", "94"], ["hba1c", "5.4"]]);
  });

  it("does not turn an age-banded reference table or a comment into results", () => {
    const rows = parse(["IGF-1 | 180 | ng/mL | 115-307", "Age | Range", "16-20 years | 200-600 ng/mL", "21-25 years | 150-400 ng/mL", "Comment:", "Platelets | Risk of thrombosis above 1000", "ESR | 4"]);
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["igf_1", "180"]]);
  });

  it("carries every row's source line and a confidence", () => {
    const [row] = parse(["Glucose | 94 | mg/dL | 65-99"]);
    expect(row?.source).toMatchObject({ page: 1, text: "Glucose 94 mg/dL 65-99" });
    expect(row?.confidence).toBeGreaterThanOrEqual(0.9);
  });
});

describe("15.F — thousands separators and Indian count units", () => {
  it("reads 5,100 cumm as 5100 and 3.5 lakhs/cumm with its unit", () => {
    const rows = parse(["TOTAL LEUKOCYTE COUNT | 5,100 | cumm | 4800 - 10800", "PLATELET COUNT | 3.5 | lakhs/cumm | 1.5 - 4.1"]);
    expect(rows.map(pick)).toEqual([
      { id: "wbc", result: "5100", unit: "cumm", range: "4800-10800", flag: undefined },
      { id: "platelets", result: "3.5", unit: "lakhs/cumm", range: "1.5-4.1", flag: undefined },
    ]);
  });
});

describe("15.G — age-banded printed ranges", () => {
  it("keeps each band's label with its range instead of reading the band boundary as a range", () => {
    const [row] = parse(["Colesterol total | 180 | mg/dL | Até 19 anos: < 170 | 20 anos ou mais: < 190"], "pt");
    expect(row?.rangeText).toBe("Até 19 anos: <170 20 anos ou mais: <190");
  });
});

describe("15.I — tables that continue on the next page", () => {
  it("keeps the heading layout across the page break", () => {
    const page1 = makeLines(["Test | Result | Previous | Unit | Reference", "Hemoglobin | 13.1 | 12.8 | g/dL | 12.0-16.0"], [20, 200, 280, 360, 440]);
    const page2 = makeLines(["Platelets | 250 | 244 | 10^3/uL | 150-400"], [20, 200, 280, 360, 440]);
    const rows = parse([], "en", [page1, page2]);
    expect(rows.map((r) => [r.analyteId, r.result, r.previousResult, r.page])).toEqual([["hemoglobin", "13.1", "12.8", 1], ["platelets", "250", "244", 2]]);
  });
});

describe("page layouts from blind corpus part D (sidebars, tables side by side, notes about a result)", () => {
  const cols = [20, 200, 320, 380, 440];
  it("a sidebar left of the table (patient block, lab address) is neither part of the rows nor of their evidence", () => {
    const rows = parse(
      makeLines(
        [
          "Laboratory Medicine | Test | Result | Units | Ref. Range",
          "Tel 061 482 900 | Haemoglobin | 11.3 L | g/dL | 11.5 - 16.5",
          "PATIENT | Platelets | 388 | x10^9/L | 150 - 400",
          "ROONEY, Aoife | Red Cell Count | 4.02 | x10^12/L | 3.80 - 5.80",
          "MRN |  |  |  | ",
          "B0734411 | Haematocrit | 0.347 L | L/L | 0.370 - 0.470",
          "Ward |  |  |  | ",
        ],
        cols,
      ),
    );
    expect(rows.map((r) => [r.name, r.analyteId, r.result])).toEqual([
      ["Haemoglobin", "hemoglobin", "11.3"],
      ["Platelets", "platelets", "388"],
      ["Red Cell Count", "rbc", "4.02"],
      ["Haematocrit", "hematocrit", "0.347"],
    ]);
    expect(rows.some((r) => /ROONEY|Tel|MRN/.test(r.source?.text ?? ""))).toBe(false);
  });

  it("two tables side by side under one heading row, in a language whose test-column word we do not know", () => {
    const rows = parse(
      makeLines(
        ["Mæling | Result | Unit | Range | Mæling | Result | Unit | Range", "Sodium | 142 | mmol/L | 135 - 145 | Glucose | 5.8 | mmol/L | 3.6 - 6.1", "Potassium | 4.4 | mmol/L | 3.5 - 5.1 | Creatinine | 104 | µmol/L | 62 - 106"],
        [20, 110, 150, 200, 290, 380, 420, 470],
      ),
    );
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([
      ["sodium", "142", "135-145"],
      ["glucose", "5.8", "3.6-6.1"],
      ["potassium", "4.4", "3.5-5.1"],
      ["creatinine", "104", "62-106"],
    ]);
  });

  it("a range printed as a lower-limit and an upper-limit column: both → a-b, only the upper → <b, only the lower → >a", () => {
    const rows = parse(
      makeLines(
        ["EXAMEN | RESULTADO | UNIDADES | MÍNIMO | MÁXIMO", "GLUCOSA EN SUERO | 88 | mg/dL | 74 | 106", "COLESTEROL TOTAL | 196 | mg/dL |  | 200", "COLESTEROL HDL | 34 | mg/dL | 40 | "],
        [20, 200, 280, 350, 410],
      ),
      "es",
    );
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([
      ["glucose", "88", "74-106"],
      ["cholesterol_total", "196", "<200"],
      ["hdl_cholesterol", "34", ">40"],
    ]);
    const bg = parse(makeLines(["Изследване | Резултат | Мерна ед. | Реф. от | Реф. до", "Хемоглобин (HGB) | 168 | g/L | 135 | 170"], [20, 200, 260, 330, 390]), "bg");
    expect(bg.map((r) => [r.analyteId, r.rangeText])).toEqual([["hemoglobin", "135-170"]]);
  });

  it("'έως 200' is an upper limit; Greek Α:/Γ: in front of two ranges are the men's and the women's", () => {
    const rows = parse(["Χοληστερίνη ολική | 244 | mg/dl | έως 200", "Αιμοσφαιρίνη (HGB) | 12,6 | g/dl | Α: 13,5-17,5", "Γ: 12,0-16,0"], "el");
    expect(rows.map((r) => [r.analyteId, r.rangeText])).toEqual([["cholesterol_total", "<200"], ["hemoglobin", "M: 13.5-17.5 / F: 12.0-16.0"]]);
  });

  it("a letterhead line with a tax id, street and switchboard number ('NIT 900.441.287-3 · Carrera 43A # 18 Sur - 135 · PBX (604) 555 3390') is no result", () => {
    const rows = parse(["NIT 900.441.287-3 · Carrera 43A # 18 Sur - 135, Medellín · PBX (604) 555 3390", "GLUCOSA EN SUERO | 88 | mg/dL | 74 - 106"], "es");
    expect(rows.map((r) => r.analyteId)).toEqual(["glucose"]);
  });

  it("a bilingual row with the English name on the left and the Arabic on the right reads its columns left to right (the range is never the result)", () => {
    const rows = parse(["Test | Result | Flag | Unit | Normal Range | الفحص", "Total Cholesterol | 212 | H | mg/dL | < 200 | الكوليسترول الكلي", "HDL Cholesterol | 33 | L | mg/dL | > 40 | الكوليسترول النافع"], "ar");
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText, r.flag])).toEqual([
      ["cholesterol_total", "212", "<200", "H"],
      ["hdl_cholesterol", "33", ">40", "L"],
    ]);
  });

  it("a note about a result ('Hb 11.3 g/dL: telephoned to ward') is not a result", () => {
    const rows = parse(["Haemoglobin | 11.3 | g/dL | 11.5 - 16.5", "Hb 11.3 g/dL: telephoned to ward (Nurse R. Hanly) 02/11/2026 13:05."]);
    expect(rows.map((r) => r.result)).toEqual(["11.3"]);
  });
});

describe("classes seen on real public reports read again (synthetic lines written here)", () => {
  it("a range printed as two bare numbers after the unit ('Kreatinin | 86 | µmol/L | 64 | 104') is the reference interval, not a previous result", () => {
    const rows = parse(["Kreatinin | 86 | µmol/L | 64 | 104", "Kálcium | 2,53 | mmol/L | 2,15 | 2,60", "Glükóz | 5,5 | mmol/L | 3,9-6,1 | 5,2"], "hu");
    expect(rows.map((r) => [r.analyteId, r.rangeText, r.previousResult ?? null])).toEqual([
      ["creatinine", "64-104", null],
      ["calcium", "2.15-2.60", null],
      ["glucose", "3.9-6.1", "5.2"], // after a complete range, a bare number is still a previous result
    ]);
  });

  it("a star glued to the flag letter ('100 *L') is the low flag; '10~9/L', 'x103/µL', 'gm/dl' and 'gm%' are units", () => {
    const rows = parse(["Platelet Count | 100 *L | 10~9/L | 150 - 400", "Haemoglobin | 14.0 | gm/dl | 13 - 17", "Haemoglobin | 11.2 | gm% | 13 - 17", "Lymphocytes | 1.36 | x103/µL | 1.50-4.00"]);
    expect(rows.map(pick)).toEqual([
      { id: "platelets", result: "100", unit: "10^9/L", range: "150-400", flag: "L" },
      { id: "hemoglobin", result: "14.0", unit: "gm/dl", range: "13-17", flag: undefined },
      { id: "hemoglobin", result: "11.2", unit: "gm%", range: "13-17", flag: undefined },
      { id: "lymphocytes_abs", result: "1.36", unit: "x10^3/µL", range: "1.50-4.00", flag: undefined },
    ]);
  });

  it("headings over the reference and history columns only (result column unlabelled) do not move the result into the range", () => {
    const rows = parse(
      makeLines(["Valeurs de référence | antériorités", "Hémoglobine | 15,5 | g/dL | 13,7 - 17,5", "Neutrophiles % | 59,5 | % | 34,0 - 67,9", "Soit | 5,67 | 10^3/µL | 1,78 - 5,38"], [300, 420]),
      "fr",
    );
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([
      ["hemoglobin", "15.5", "13.7-17.5"],
      ["neutrophils_pct", "59.5", "34.0-67.9"],
      ["neutrophils_abs", "5.67", "1.78-5.38"], // "Soit" (i.e.) restates the percentage above as a count
    ]);
  });

  it("on an OCR page a dash between an abbreviation and the long name stays in the name ('GB - Leucocytes')", () => {
    const lines = makeLines(["GB - Leucocytes | 9,54 | 10^3/µL | 4,23 - 9,07"]);
    const rows = parseLabTable([{ pageNumber: 1, source: "ocr", lines }], { knowledge, language: "fr" });
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["wbc", "9.54"]]);
  });

  it("a row whose value was lost and whose only number follows its range (a previous result) is dropped, not given that number", () => {
    const rows = parse([
      "Glucose | 5.2 | mmol/L | 3.9 - 6.1 | 5.0",
      "Creatinine | 78 | µmol/L | 53 - 97 | 80",
      "Iron | 50 - 170 | 45",
      "Ferritin | 98 | ng/mL | 13 - 150 | 120",
      "Calcium | 2.31 | mmol/L | 2.20 - 2.60",
    ]);
    expect(rows.map((r) => r.analyteId)).toEqual(["glucose", "creatinine", "ferritin", "calcium"]);
    // A table that prints the range before the value keeps its rows.
    const rangeFirst = parse(["Glucose | 3.9 - 6.1 | 5.2", "Creatinine | 53 - 97 | 78", "Calcium | 2.20 - 2.60 | 2.31"]);
    expect(rangeFirst.map((r) => [r.analyteId, r.result])).toEqual([["glucose", "5.2"], ["creatinine", "78"], ["calcium", "2.31"]]);
  });

  it("reference-table lines ('Cord Blood: 30 - 70 ng/dL'), explanations under a count's name ('Platelets | Risk of thrombosis') and an enzyme's measuring temperature are no results or range bounds", () => {
    const rows = parse(["Cord Blood: | 30 - 70 ng/dL, | Newborn: 75 - 260 ng/dL", "Platelets | Risk of thrombosis", "AST | 20 | U/L a 37° | 10 - 34", "Pus cells | 10-12 | /HPF | 0-5"]);
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([
      ["ast", "20", "10-34"],
      ["urine_wbc", "10-12", "0-5"],
    ]);
  });

  it("a bilingual heading ('Нәтиже / Результат') names its column; a value glued to the name cell stays the value, the flag under the result heading stays a flag", () => {
    const rows = parse(
      makeLines(["Көрсеткіш / Показатель | Нәтиже / Результат | Бірлік / Ед. | Норма", "Жалпы холестерин / Холестерин общий 6,48 | H | ммоль/л | 3,0-5,2", "Глюкоза / Глюкоза | 5,9 | ммоль/л | 3,3-5,5"], [20, 300, 420, 500]),
      "ru",
    );
    expect(rows.map(pick)).toEqual([
      { id: "cholesterol_total", result: "6.48", unit: "ммоль/л", range: "3.0-5.2", flag: "H" },
      { id: "glucose", result: "5.9", unit: "ммоль/л", range: "3.3-5.5", flag: undefined },
    ]);
  });

  it("a cumulative table photographed at an angle: the n-th number of a row is the n-th dated column's, wherever it drifted", () => {
    const header = makeLines(["Test | 03/05/26 | 12/08/26 | 21/10/26 | Units | Ref. Range"], [20, 200, 260, 320, 380, 440], [20]);
    // Lower rows drift right by up to 50 units: by position their newest value sits under no column or the wrong one.
    const rows = [0, 25, 50].flatMap((drift, i) =>
      makeLines([["Iron | 14 | 9 | 7 | umol/L | 10-30", "Ferritin | 41 | 22 | 12 | ug/L | 30-500", "Sodium | 141 | 140 | 139 | mmol/L | 135-145"][i]!], [20, 200 + drift, 260 + drift, 320 + drift, 380 + drift, 440 + drift], [40 + i * 16]),
    );
    const parsed = parse([...header, ...rows]);
    expect(parsed.map((r) => [r.analyteId, r.result, r.previousResult])).toEqual([
      ["iron", "7", "14"],
      ["ferritin", "12", "41"],
      ["sodium", "139", "141"],
    ]);
  });

  it("a cumulative report whose dated columns are headed by the request number and date, range first and newest last: the newest is the result", () => {
    const rows = parse(
      makeLines(
        ["Test | Normal Range | Unit | 2305120044 12/05/2023 | 2308030121 03/08/2023 | 2311090123 09/11/2023", "Serum AST (SGOT) | UPTO 35.00 | U/L | 44 | 59 | 19", "Serum Total Protein | 6.00 - 8.50 | g/dL | 6.8 | 7.0 | 7.1"],
        [20, 170, 260, 320, 480, 640],
      ),
    );
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([
      ["ast", "19", "<35.00"],
      ["total_protein", "7.1", "6.00-8.50"],
    ]);
  });

  it("a justified line of small print spread under the table's columns is no result ('test' is no testosterone, 'at' no antithrombin)", () => {
    const rows = parse([
      "Test | Result | Unit | Range",
      "Haemoglobin | 13.5 | g/dL | 13 - 17",
      "ŸTest | results | released | pertain | to | the | specimen | submitted | .ŸAll | test | results | are | dependent",
      "ŸLaboratory | investigations | are | only | a | tool | to | facilitate | in | arriving | at | a | diagnosis",
    ]);
    expect(rows.map((r) => r.analyteId)).toEqual(["hemoglobin"]);
  });
});
