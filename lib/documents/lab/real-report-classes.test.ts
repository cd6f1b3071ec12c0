// One regression test per failure class seen on REAL public lab reports (not in the repository; issue 8/15
// follow-up, classes S1–S16), each built from a synthetic row or page written here. The real analyte knowledge
// base is used, as in production.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { extractMetadata } from "../metadata/extract-metadata";
import { makeLines } from "../testing/make-lines";
import type { Line } from "../types";
import { parseLabTable } from "./parse-lab-table";
import type { LabRow } from "./types";

const knowledge = { matchAnalyte };

function parse(rows: string[] | Line[], language = "en", columns?: number[]): LabRow[] {
  const lines = typeof rows[0] === "string" ? makeLines(rows as string[], columns) : (rows as Line[]);
  return parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge, language });
}

const pick = (r: LabRow) => ({ id: r.analyteId, result: r.result, unit: r.unit, range: r.rangeText, flag: r.flag });

describe("S1/S2 — letterhead, footer and legal lines are never results", () => {
  it("reads no result from an address, postcode or phone line, even right under a result row", () => {
    const rows = parse([
      "GGT | 35 | U/L | 8-61",
      "Harbour Pathology Pty Ltd · 24 Mulgoa Road 2750 Penrith NSW · Ph (02) 4722 6100",
      "Rua Pernambuco, 1000 - Savassi - MG - CEP 30130-151 - Tel.: (31) 3222-0000",
      "Sodium | 141 | mmol/L | 135-145",
    ]);
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["ggt", "35"], ["sodium", "141"]]);
  });

  it("reads no result from accreditation, report-number and page lines", () => {
    const rows = parse(["Accreditation No. 2841 | 15189 | mg", "Report ID | 88123 | 1-2", "Page | 1 of 2", "Glucose | 5.2 | mmol/L | 3.9-5.5"]);
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["glucose", "5.2"]]);
  });
});

describe("S7 — cumulative reports: dated columns", () => {
  it("takes the latest dated column as the result and the earlier ones as previous results", () => {
    const cols = [20, 260, 340, 400, 500, 560];
    const rows = parse(["Test | 03/05/26 | 12/08/26 | 21/10/26 | Units | Ref. Range", "Haemoglobin | 138 | 131 | 124 L | g/L | (130-180)", "Ferritin | 41 | 22 | 12 L | ug/L | (30-500)"], "en", cols);
    expect(rows.map(pick)).toEqual([
      { id: "hemoglobin", result: "124", unit: "g/L", range: "130-180", flag: "L" },
      { id: "ferritin", result: "12", unit: "ug/L", range: "30-500", flag: "L" },
    ]);
    expect(rows.map((r) => r.previousResult)).toEqual(["138", "41"]);
  });

  it("finds the current column when it is printed first (latest date on the left)", () => {
    const cols = [20, 260, 340, 400, 500];
    const rows = parse(["Test | 21/10/2026 | 12/08/2026 | Units | Reference", "Platelets | 188 | 204 | x10^9/L | 150-400"], "en", cols);
    expect(rows.map((r) => [r.result, r.previousResult])).toEqual([["188", "204"]]);
  });
});

describe("S9 — block layouts with lines between the name and the result", () => {
  it("keeps the block's name over method/material lines and notes, and reads names with digits", () => {
    const rows = parse(
      [
        "GLICOSE", "Material: Soro   Método: Enzimático (hexoquinase)", "Resultado: 118 mg/dL", "Valor de referência: 70 a 99 mg/dL",
        "COLESTEROL LDL", "Calculado pela equação de Martin/Hopkins", "Resultado: 148 mg/dL",
        "TSH - HORMÔNIO TIREOESTIMULANTE", "Método: Eletroquimioluminescência", "Resultado: 2,15 µUI/mL",
        "VITAMINA B12", "Resultado: 412 pg/mL",
      ],
      "pt",
    );
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["glucose", "118"], ["ldl_cholesterol", "148"], ["tsh", "2.15"], ["vitamin_b12", "412"]]);
  });
});

describe("S8 — colon layouts: 'Name : value unit (range)', names over two lines", () => {
  it("keeps a bracketed sex-labelled range whole and joins a name printed over two lines", () => {
    const rows = parse([
      "Haemoglobin | : | 14.6 | g/dL (Men: 13.0 - 17.0 / Women: 12.0 - 15.0)",
      "Estimated Average",
      "Glucose (eAG) | : | 166 | mg/dL",
      "Mean Corpuscular",
      "Haemoglobin : 29 pg (27-32)",
      "HAEMATOLOGY",
      "Haemoglobin | : | 12.1 | g/dL (12.0-15.5)",
    ]);
    expect(rows.map(pick)).toEqual([
      { id: "hemoglobin", result: "14.6", unit: "g/dL", range: "M: 13.0-17.0 / F: 12.0-15.0", flag: undefined },
      { id: "estimated_average_glucose", result: "166", unit: "mg/dL", range: undefined, flag: undefined },
      { id: "mch", result: "29", unit: "pg", range: "27-32", flag: undefined },
      { id: "hemoglobin", result: "12.1", unit: "g/dL", range: "12.0-15.5", flag: undefined },
    ]);
  });
});

describe("S6 — a urine section after the blood tables", () => {
  it("reads urine rows as urine analytes, never as the blood analytes of the same name", () => {
    const rows = parse([
      "Glucose | 95 | mg/dL | 70-99",
      "URINALYSIS",
      "Glucose | Negative | | Negative",
      "Protein | Trace | | Negative",
      "Leukocytes | Negative",
      "Microscopic examination",
      "Erythrocytes | 0-2 | /HPF | 0-2",
      "Leukocytes | 3-5 | /HPF | 0-5",
      "Cholesterol | 5 | mg/dL",
      "BIOCHEMISTRY",
      "Bilirubin | 0.8 | mg/dL | 0.2-1.2",
    ]);
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([
      ["glucose", "95"], ["urine_glucose", "Negative"], ["urine_protein", "Trace"], ["urine_leukocyte_esterase", "Negative"],
      ["urine_rbc", "0-2"], ["urine_wbc", "3-5"], ["bilirubin_total", "0.8"],
    ]);
  });

  it("reads Ukrainian and Chinese urine sections, qualitative words and bracketed grades included", () => {
    const uk = parse(["Глюкоза | : 5,2 | ммоль/л (3,9 - 6,1)", "Загальний аналіз сечі", "Глюкоза | : не виявлено (не виявлено)", "Кров (гемоглобін) | : сліди↑ (не виявлено)"], "uk");
    expect(uk.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([["glucose", "5.2", "3.9-6.1"], ["urine_glucose", "не виявлено", "не виявлено"], ["urine_blood", "сліди", "не виявлено"]]);
    const zh = parse(["尿常规", "葡萄糖GLU | 阴性 | 阴性", "蛋白质PRO | 弱阳性(+-) | 阴性"], "zh");
    expect(zh.map((r) => [r.analyteId, r.result])).toEqual([["urine_glucose", "阴性"], ["urine_protein", "弱阳性(+-)"]]);
  });
});

describe("S13 — interpretive rows, captions and notes are never results", () => {
  it("reads nothing from 'Platelets | Risk of thrombosis' rows, a caption line or a note sentence under a result", () => {
    const rows = parse([
      "Platelets | 250 | x10^9/L | 150-400",
      "Platelets | Risk of thrombosis",
      "Platelets | >1000 | Risk of thrombosis",
      "HbA1c (IFCC) | 52 H | mmol/mol | 20-41",
      "HbA1c 42-47 mmol/mol: increased risk (prediabetes). >= 48 mmol/mol: consistent with diabetes.",
      "Colesterol total - referência por idade (mg/dL):",
    ]);
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["platelets", "250"], ["hba1c", "52"]]);
  });

  it("still reads a Russian row whose name holds abbreviations with dots", () => {
    const rows = parse(["MCH (ср. содер. Hb в эр.) | 29,4 | пг | 27,0 - 34,0", "MCHC (ср. конц. Hb в эр.) | 327 | г/л | 300 - 380"], "ru");
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["mch", "29.4"], ["mchc", "327"]]);
  });
});

describe("S15 — names labs print", () => {
  it("reads hs-CRP, transferrin saturation, A:G ratio, globulin, amylase and 'Vitamin B12; Cyanocobalamin'", () => {
    const rows = parse([
      "hs-CRP | 2.1 | mg/L | <3.0", "Transferrin Saturation (TSAT) | 8 | % | 15-45", "A:G ratio | 1.4 | | 1.1-2.2", "Globulin | 3.1 | g/dL | 2.3-3.5",
      "Serum Amylase | 142 | U/L | 28-100", "Vitamin B12; Cyanocobalamin | 190 | pg/mL | 211-911",
    ]);
    expect(rows.map((r) => r.analyteId)).toEqual(["hs_crp", "transferrin_saturation", "albumin_globulin_ratio", "globulin", "amylase", "vitamin_b12"]);
  });

  it("never reads a ratio or index that has no analyte as one of its parts", () => {
    const rows = parse(["AST:ALT ratio | 1.2 | | <1.0", "SGOT/SGPT Ratio | 1.1 | | <1", "Mentzer index | 14 | | >13"]);
    expect(rows.filter((r) => r.analyteId !== null)).toEqual([]);
  });
});

describe("S3/S4 — absolute counts", () => {
  it("reads rows under an 'Absolute counts' heading as absolute counts, not as the percentages of the same name", () => {
    const rows = parse(["Neutrophils | 62 | % | 40-75", "ABSOLUTE COUNT", "Neutrophils | 4.1 | | 2.0-7.5", "Lymphocytes | 2.0 | | 1.0-3.0", "DIFFERENTIAL", "Neutrophils | 60 | | 40-75"]);
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["neutrophils_pct", "62"], ["neutrophils_abs", "4.1"], ["lymphocytes_abs", "2.0"], ["neutrophils_pct", "60"]]);
  });

  it("reads Russian and Ukrainian 'абсолютное количество / абсолютные / абс. кол-во' rows", () => {
    const rows = parse(["Лимфоциты абсолютное количество | 2,0 | 10^9/л | 1,0-4,8", "Эозинофилы абсолютные | 0,2 | 10^9/л | 0,02-0,5", "Базофилы, абс. кол-во | 0,02 | 10^9/л | 0-0,09"], "ru");
    expect(rows.map((r) => r.analyteId)).toEqual(["lymphocytes_abs", "eosinophils_abs", "basophils_abs"]);
    expect(parse(["Лімфоцити абсолютна кількість | 1,82 | ×10⁹/л | 1,2 - 3,0"], "uk").map((r) => r.analyteId)).toEqual(["lymphocytes_abs"]);
  });
});

describe("S5 — VLDL is never read as LDL", () => {
  it("reads VLDL in the spellings labs print, and never as LDL through a one-letter guess", () => {
    const rows = parse(["S-VLDL-kolesteroli | 0.6 | mmol/l | 0.1-1.0", "ХС ЛПОНП | 0,6 | ммоль/л | 0,1-1,0", "Very Low Density Lipoprotein | 32 | mg/dL | 5-40", "LDL (calc) | 130 | mg/dL | <100"], "en");
    expect(rows.map((r) => r.analyteId)).toEqual(["vldl_cholesterol", "vldl_cholesterol", "vldl_cholesterol", "ldl_cholesterol"]);
    expect(matchAnalyte("HDL-kolesterolx").analyte?.id).not.toBe("ldl_cholesterol");
  });
});

describe("S9 — block results with sex-labelled ranges", () => {
  it("keeps 'Homens: … g/dL / Mulheres: … g/dL' printed on the reference line", () => {
    const rows = parse(["HEMOGLOBINA", "Resultado: 12,1 g/dL", "Valor de referência: Homens: 13,0 a 17,0 g/dL / Mulheres: 12,0 a 15,5 g/dL"], "pt");
    expect(rows.map(pick)).toEqual([{ id: "hemoglobin", result: "12.1", unit: "g/dL", range: "M: 13.0-17.0 / F: 12.0-15.5", flag: undefined }]);
  });
});

describe("S16 — metadata traps", () => {
  it("reads an Indian d/m/y date, never 'Lab No.' as the lab, and a 'Lab Phone' value is no lab name", () => {
    const m = extractMetadata(makeLines(["Aarogya Path Labs", "Department of Biochemistry & Haematology | Lab No.: AP/26/118830", "Shop 3, Karve Road, Erandwane, Pune 411004", "Patient Name : Mr. Sandeep Kulkarni | Sample Collected : 03/11/2026 08:20"]), { language: "en" });
    expect(m).toMatchObject({ labName: "Aarogya Path Labs", labDate: "2026-11-03" });
    expect(extractMetadata(makeLines(["Lab Phone: 800-555-0199", "Keystone Clinical Laboratories"])).labName).toBe("Keystone Clinical Laboratories");
    // A birth date with a day above 12 settles the order of every date on the page.
    expect(extractMetadata(makeLines(["DOB: 14/03/1961", "Collected: 03/11/2026"])).labDate).toBe("2026-11-03");
    // A US report stays month first.
    expect(extractMetadata(makeLines(["Collected: 03/11/2026"])).labDate).toBe("2026-03-11");
  });

  it("reads 'Coletado em' and takes the institution under a department line that heads the page", () => {
    expect(extractMetadata(makeLines(["LABORATÓRIO VIDA", "Coletado em: 28/10/2026 07:10", "Liberado em: 29/10/2026"]), { language: "pt" })).toMatchObject({ labDate: "2026-10-28", resultsDate: "2026-10-29" });
    expect(extractMetadata(makeLines(["CLINICAL CHEMISTRY AND HEMATOLOGY SECTION", "St. Raphael Diagnostic Clinic"])).labName).toBe("St. Raphael Diagnostic Clinic");
    expect(extractMetadata(makeLines(["LABORATOIRE DE BIOLOGIE MÉDICALE BIOLYS", "Site de Villeurbanne — Biochimie"]), { language: "fr" }).labName).toBe("LABORATOIRE DE BIOLOGIE MÉDICALE BIOLYS");
  });
});

describe("SI | conventional result columns", () => {
  it("reads the SI result under an 'SI UNITS' heading (the whole table was lost: every number fell in a range column)", () => {
    const cols = [20, 160, 260, 340, 470];
    const rows = parse(["TEST | SI UNITS | REFERENCE | CONVENTIONAL | REFERENCE", "FBS | 6.8 H mmol/L | 3.9 - 6.1 | 122.5 H mg/dL | 70 - 110", "LDL | 4.03 H mmol/L | < 2.6 | 156 H mg/dL | < 100"], "en", cols);
    expect(rows.map(pick)).toEqual([
      { id: "glucose", result: "6.8", unit: "mmol/L", range: "3.9-6.1", flag: "H" },
      { id: "ldl_cholesterol", result: "4.03", unit: "mmol/L", range: "<2.6", flag: "H" },
    ]);
  });
});

describe("S10 — flags printed beside word results", () => {
  it("reads '+' after a word result as the lab's flag, not as the reference", () => {
    const rows = parse(["Urinstatus", "Nitrit | positiv + | | negativ", "Bakterien | reichlich + | | keine", "Blut | 2+ | | negativ"], "de");
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText, r.flag])).toEqual([
      ["urine_nitrite", "positiv", "negativ", "H"], ["urine_bacteria", "reichlich", "keine", "H"], ["urine_blood", "2+", "negativ", undefined],
    ]);
  });
});

describe("S10/S11 — boxed and starred values on scans and photos", () => {
  it("reads a flagged value in a grey box or with its star before or after it, flag kept", () => {
    const rows = parse(["Hemoglobin | |11.2*| | g/dL | 12.0-16.0", "Hemoglobin | [11.2*] | g/dL | 12.0-16.0", "Ferritin | *687 | ng/mL | 30-400", "Glucose | ■126 | mg/dL | 70-99", "Холестерин общий | 186* | мг/дл | 0-200"], "ru");
    expect(rows.map((r) => [r.analyteId, r.result, r.flag])).toEqual([
      ["hemoglobin", "11.2", "*"], ["hemoglobin", "11.2", "*"], ["ferritin", "687", "*"], ["glucose", "126", undefined], ["cholesterol_total", "186", "*"],
    ]);
  });

  it("leaves a bracketed footnote number alone", () => {
    expect(parse(["Glucose [1] | 95 | mg/dL | 70-99"]).map((r) => [r.analyteId, r.result])).toEqual([["glucose", "95"]]);
  });
});

describe("scan reading damage around names", () => {
  it("drops a footnote mark read as '®2' from a name, and reads nothing from an interpretation row", () => {
    const rows = parse(["Ferritin®2 | 687 | ng/mL | 30-400", "Hemoglobin A1c interpretation Prediabetes | 5.7-6.4", "Categoria de risco LDL-c | < 130 | mg/dL"]);
    expect(rows.map((r) => [r.name, r.analyteId, r.result])).toEqual([["Ferritin", "ferritin", "687"]]);
  });
});

describe("double result columns under one heading", () => {
  it("reads the absolute count under an 'Absoluto' heading beside the percentage", () => {
    const cols = [20, 160, 220, 300, 380, 440, 520];
    const rows = parse(["Estudio | Resultado | Unidad | Referencia | Absoluto | Unidad | Referencia", "Neutrófilos | 71.2 | % | 40-70 | 5.55 | miles/µL | 1.8-7.7"], "es", cols);
    expect(rows.map(pick)).toEqual([
      { id: "neutrophils_pct", result: "71.2", unit: "%", range: "40-70", flag: undefined },
      { id: "neutrophils_abs", result: "5.55", unit: "miles/µL", range: "1.8-7.7", flag: undefined },
    ]);
  });

  it("still splits two tables printed side by side, each with its own name column", () => {
    const cols = [20, 120, 170, 260, 320, 420, 470];
    const rows = parse(["Test | Result | Unit | Range | Test | Result | Unit", "Sodium | 141 | mmol/L | 135-145 | Potassium | 4.1 | mmol/L"], "en", cols);
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["sodium", "141"], ["potassium", "4.1"]]);
  });
});

describe("bilingual names in one script", () => {
  it("reads 'Kazakh / Russian' names, and never one analyte of a ratio", () => {
    const rows = parse(["Жалпы холестерин / Холестерин общий | 6,48 | H | ммоль/л | 3,0-5,2", "ГГТ / ГГТП | 71 | Е/л | 10-71", "Холестерин общий / ЛПВП | 4,2 | | <5"], "ru");
    expect(rows.map((r) => r.analyteId)).toEqual(["cholesterol_total", "ggt", null]);
  });
});

describe("locale result words and units", () => {
  it("reads Vietnamese qualitative results (case folded beyond ASCII) and Ukrainian 'мм/год'", () => {
    expect(parse(["HBsAg (test nhanh) | Âm tính | | Âm tính"], "vi").map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([["hbsag", "Âm tính", "Âm tính"]]);
    expect(parse(["ШОЕ | : 22↑ | мм/год (2 - 15)"], "uk").map(pick)).toEqual([{ id: "esr", result: "22", unit: "мм/год", range: "2-15", flag: "H" }]);
  });
});

describe("S13 — cut-offs beside a category word", () => {
  it("reads no glucose from 'Glucose | >=126 mg/dL | Diabetes', keeps a censored result without one", () => {
    const rows = parse(["Fasting Glucose | 92 | mg/dL | 70-99", "Glucose | >=126 mg/dL | Diabetes", "CRP | <5 | mg/L | <5"]);
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["glucose", "92"], ["crp", "<5"]]);
  });
});

describe("15.A follow-up — CJK name, Latin code and abbreviation", () => {
  it("reads '载脂蛋白A1 ApoA1' and '载脂蛋白B ApoB' by their abbreviation", () => {
    expect(parse(["载脂蛋白A1 ApoA1 | 1.12 | g/L | 1.00--1.60", "载脂蛋白B ApoB | 1.24 ↑ | g/L | 0.60--1.10"], "zh").map((r) => r.analyteId)).toEqual(["apolipoprotein_a1", "apolipoprotein_b"]);
  });
});

describe("S6 follow-up — the chemistry block after a urine section", () => {
  it("reads blood chemistry printed after the urine rows without a heading, by its printed range", () => {
    const rows = parse(["Vizelet", "Glükóz | negatív | | negatív", "Kreatinin | 86 | µmol/L | 62-106", "Glükóz | 5,4 | mmol/L | 3,9-6,1"], "hu");
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["urine_glucose", "negatív"], ["creatinine", "86"], ["glucose", "5.4"]]);
    const urine = parse(["URINE CHEMISTRY", "Creatinine | 9.8 | mmol/L | 3.5-20"]);
    expect(urine.map((r) => r.analyteId)).toEqual(["urine_creatinine"]);
  });
});

describe("scan reading damage around names (2)", () => {
  it("drops superscript marks OCR read as '°!', '®?' and never appends a lone unit line to the name", () => {
    const rows = parse(["Hemoglobin A1c°! | 5.5 | % | 4.8-5.6", "Ferritin®? | 687 H | ng/mL | 15-150", "Vitamin D, 25-Hydroxy®! | 21.9 L | ng/mL | 30.0-100.0", "ng/mL (2)."]);
    expect(rows.map((r) => [r.name, r.analyteId])).toEqual([["Hemoglobin A1c", "hba1c"], ["Ferritin", "ferritin"], ["Vitamin D, 25-Hydroxy", "vitamin_d_25oh"]]);
  });
});

describe("S11 — Cyrillic look-alikes in Latin codes (OCR with the Russian model)", () => {
  it("reads '25-ОН витамин D' and 'НbА1с' with Cyrillic letters, and leaves wholly Cyrillic names alone", () => {
    const rows = parse(["25-ОН витамин D (кальциферол) | 17,2 | нг/мл | 30-100", "НbА1с | 6,1 | % | 4,0-6,0", "АЛТ | 52 | Ед/л | 0-41"], "ru");
    expect(rows.map((r) => r.analyteId)).toEqual(["vitamin_d_25oh", "hba1c", "alt"]);
  });
});

describe("S7 follow-up — dates in a metadata line are no table heading", () => {
  it("keeps the table's own columns after a 'Collected | date | Reported | date' line", () => {
    const cols = [20, 160, 260, 340];
    const rows = parse(["Test | Result | Previous | Units", "Collected: | 21/10/2026 | Reported: | 22/10/2026", "Sodium | 139 | 141 | mmol/L"], "en", cols);
    expect(rows.map((r) => [r.analyteId, r.result, r.previousResult])).toEqual([["sodium", "139", "141"]]);
  });
});

describe("empty-cell dashes are no flags", () => {
  it("reads no low flag from a range column printing dashes, keeps a dash glued to the value", () => {
    const rows = parse(["Haemoglobin | 13.5 | g/dL | - - --", "Urea | 30 | mg/dL | -", "Potassium | 3.1 - | mmol/L | 3.5-5.1"]);
    expect(rows.map((r) => [r.analyteId, r.result, r.flag])).toEqual([["hemoglobin", "13.5", undefined], ["urea", "30", undefined], ["potassium", "3.1", "L"]]);
  });
});

describe("block names with ' - ' and gestational-week reference rows (H8's Brazilian findings)", () => {
  it("reads the block's result under 'GGT - GAMA GLUTAMIL TRANSFERASE' and nothing from week-banded reference rows", () => {
    const rows = parse(["GGT - GAMA GLUTAMIL TRANSFERASE", "RESULTADO: 19 U/L", "VALOR DE REFERÊNCIA: 8 a 61 U/L", "Week 30 | 4.5-14.0 ng/mL", "30-32 weeks | 4.5-14.0", "Semana 28: 3,5 a 12,0 ng/mL"], "pt");
    expect(rows.map(pick)).toEqual([{ id: "ggt", result: "19", unit: "U/L", range: "8-61", flag: undefined }]);
  });
});

describe("performing-site codes after names (H8's LabCorp finding)", () => {
  it("matches 'Testosterone, Serum A, 04' and 'TSH 01' without their site code", () => {
    const rows = parse(["Testosterone, Serum A, 04 | 245 Low | ng/dL | 264-916", "TSH 01 | 2.1 | uIU/mL | 0.45-4.5"]);
    expect(rows.map((r) => [r.analyteId, r.result, r.flag])).toEqual([["testosterone_total", "245", "L"], ["tsh", "2.1", undefined]]);
  });
});

describe("split range columns (H8's Synlab finding)", () => {
  it("joins a range printed as two cells under the range heading", () => {
    const cols = [20, 200, 260, 340, 420];
    const rows = parse(["Vizsgálat | Eredmény | Egység | Referencia tartomány", "Fehérvérsejt | 6,2 | G/l | 4,4 | 11,3"], "hu", cols);
    expect(rows.map(pick)).toEqual([{ id: "wbc", result: "6.2", unit: "G/l", range: "4.4-11.3", flag: undefined }]);
  });
});

describe("S13 follow-up — a censored result beside risk categories in its range", () => {
  it("keeps 'hs-CRP | <0.5 | mg/L | <1 low risk'", () => {
    expect(parse(["hs-CRP | <0.5 | mg/L | <1 low risk"]).map((r) => [r.analyteId, r.result])).toEqual([["hs_crp", "<0.5"]]);
  });
});

describe("15.G follow-up — age bands with a category word, on lines under the block's reference label", () => {
  it("keeps 'Até 19 anos: Desejável: Inferior a 170 mg/dL' as the band's range", () => {
    const rows = parse(["COLESTEROL TOTAL", "Resultado: 214 mg/dL", "Valores de referência:", "Até 19 anos: Desejável: Inferior a 170 mg/dL", "20 anos ou mais: Desejável: Inferior a 190 mg/dL"], "pt");
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([["cholesterol_total", "214", "Até 19 anos: <170 20 anos ou mais: <190"]]);
  });
});
