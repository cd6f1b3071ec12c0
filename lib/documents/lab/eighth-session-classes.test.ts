// Failure classes found on tune and retired material in the eighth session (issues 8 and 15), each rebuilt as a
// synthetic document written for the test, never copied from a corpus file. The real analyte knowledge base is used.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { makeLines } from "../testing/make-lines";
import type { Line } from "../types";
import { parseLabTable } from "./parse-lab-table";
import type { LabRow } from "./types";

const knowledge = { matchAnalyte };
const parse = (lines: Line[], language = "en"): LabRow[] => parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge, language });
const pick = (r: LabRow) => [r.analyteId, r.result, r.unit ?? null, r.rangeText ?? null];

describe("a sub-table's heading row", () => {
  // The table heads name | result | unit | reference; the differential count under it has its own heading row
  // (absolute and relative columns, no unit column) and the urine section follows.
  const table = (urine: string[]) => [
    ...makeLines(["Prueba | Resultado | Unidades | Valores de referencia"], [20, 180, 240, 320], [20]),
    ...makeLines(["Hemoglobina | 13.1 | g/dL | 12.0 - 16.0"], [20, 185, 240, 320], [36]),
    ...makeLines(["Diferencial | Absolutos | Ref. | Relativos | Ref."], [20, 120, 180, 260, 330], [52]),
    ...makeLines(["Linfocitos | 2,150 /μL | 1,000 - 4,800 | 31.0 % | 20.0 - 45.0"], [20, 120, 180, 260, 330], [68]),
    ...makeLines(["EXAMEN GENERAL DE ORINA"], [20], [88]),
    ...makeLines(urine, [20, 185, 240, 320], urine.map((_, i) => 104 + 16 * i)),
  ];

  it("holds for its sub-table only: the next section is read with the table's own columns again", () => {
    const rows = parse(table(["Examen físico", "Densidad | 1.015 | | 1.005 - 1.030", "pH | 7.5 | | 5.0 - 8.0", "Leucocitos | 10-12 | /campo | 0 - 5"]), "es");
    expect(rows.map(pick)).toEqual([
      ["hemoglobin", "13.1", "g/dL", "12.0-16.0"],
      ["lymphocytes_abs", "2150", "/µL", "1000-4800"],
      ["lymphocytes_pct", "31.0", "%", "20.0-45.0"],
      ["urine_specific_gravity", "1.015", null, "1.005-1.030"],
      ["urine_ph", "7.5", null, "5.0-8.0"],
      ["urine_wbc", "10-12", "/campo", "0-5"],
    ]);
  });

  it("reads a look in words ('Aspecto | Turbio | Transparente') as a urine result, and keeps the urine section open after it", () => {
    const rows = parse(table(["Aspecto | Turbio | | Transparente", "Examen químico", "Leucocitos | 125 | Leu/μL | Negativo"]), "es");
    expect(rows.slice(3).map(pick)).toEqual([
      ["urine_appearance", "Turbio", null, "Transparente"],
      ["urine_leukocyte_esterase", "125", "Leu/µL", "Negativo"],
    ]);
  });

  it("never takes an examination sub-heading as the second line of the row above it", () => {
    const rows = parse(table(["Densidad | 1.020 | | 1.005 - 1.030", "Examen químico", "Proteínas | Negativo | | Negativo"]), "es");
    expect(rows.slice(3).map((r) => [r.name, r.analyteId])).toEqual([
      ["Densidad", "urine_specific_gravity"],
      ["Proteínas", "urine_protein"],
    ]);
  });
});

describe("names and grades of a US chemistry and urinalysis report", () => {
  const lines = [
    ...makeLines(["Component | Value | Reference Range | Flag"], [20, 260, 360, 470], [20]),
    ...makeLines(["Creatinine | 2.05 mg/dL | 0.70 - 1.30 mg/dL | H"], [20, 260, 360, 470], [36]),
    ...makeLines(["eGFR Creatinine-based Formula (CKD-EPI | 31 mL/min/1.73m2 | >=60 mL/min/1.73m2 | L"], [20, 260, 360, 470], [52]),
    ...makeLines(["2021)"], [20], [64]),
    ...makeLines(["Blood, Urine | Small | Negative | A", "Large unstained cells | 2.1 % | 0.0 - 4.0 %"], [20, 260, 360, 470], [84, 100]),
  ];
  const rows = parse(lines);

  it("knows an eGFR named with its equation's words ('Creatinine-based Formula') as the eGFR, so its low value is returned", () => {
    expect(rows.map((r) => [r.analyteId, r.result])).toContainEqual(["egfr", "31"]);
  });

  it("reads a strip's size grade printed as a whole cell ('Small') as the result, but not the first word of a name", () => {
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText])).toContainEqual(["urine_blood", "Small", "Negative"]);
    expect(rows.find((r) => r.name.startsWith("Large"))?.result).toBe("2.1");
  });
});

describe("a result bar's legend under each result", () => {
  // One test per block: name, value with its unit, the lab's verdict word, the time it was verified, and the bar's
  // legend of verdict bands (the coloured squares are private-use symbol-font characters).
  const block = (name: string, value: string, verdict: string, legend: string, y: number) => [
    ...makeLines([name], [20], [y]),
    ...makeLines([value, verdict], [500], [y + 14, y + 28]),
    ...makeLines(["05-Jun-2026 02:51 PM"], [300], [y + 42]),
    ...makeLines([`\uf0c8 ${legend}`], [260], [y + 56]),
  ];
  const rows = parse([
    ...makeLines(["LIVER FUNCTION TESTS"], [20], [10]),
    ...block("Total Bilirubin", "0.84mg/dL", "Normal", "Low (< 0.10) \uf0c8 Normal (0.10 - 1.20) \uf0c8 High (>1.20)", 30),
    ...block("SGPT (ALT)", "97U/L", "High", "Low (< 05) \uf0c8 Normal (05 - 42) \uf0c8 High (>42)", 110),
  ]);

  it("takes the normal band as the reference and the verdict word as the flag; the legend is no result", () => {
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText, r.flag ?? null])).toEqual([
      ["bilirubin_total", "0.84", "0.10-1.20", null],
      ["alt", "97", "5-42", "H"],
    ]);
  });
});

describe("reference columns per sex named under a two-line heading", () => {
  it("labels each range by the bracketed sex under 'Referencia', even glued to the unit heading and beside a dated column", () => {
    const lines = [
      ...makeLines(["Referencia | Referencia | Előző"], [300, 370, 440], [10]),
      ...makeLines(["Vizsgálat | Eredmény | Mértékegység (nő) | (férfi) | (2026.08.21.)"], [20, 150, 220, 370, 440], [24]),
      ...makeLines(["Hemoglobin | 141 | g/l | 120 - 155 | 135 - 175 | 128"], [20, 150, 220, 300, 370, 440], [44]),
    ];
    expect(parse(lines, "hu").map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([["hemoglobin", "141", "F: 120-155 / M: 135-175"]]);
  });
});

describe("a block layout with a stage table under the eGFR", () => {
  const lines = makeLines([
    "P-eGFR (LMrev)", "Resultat: 58 mL/min/1,73m²", "Referensintervall: >60",
    "Stadieindelning: >90 normal · 60–89 lätt · 30–59 måttligt · 15–29 kraftigt nedsatt · <15 njursvikt",
    "P-ALAT", "Resultat: 0,91 μkat/L", "Referensintervall: 0,15–0,75",
    "S-T4, fritt", "Resultat: 15 pmol/L", "Referensintervall: 12–22",
    "fP-Glukos", "Resultat: 7,4 mmol/L", "Referensintervall: 4,2–6,0",
  ]);

  it("reads the stage table as no result, and each next heading — also one with a lower-case specimen prefix — as the next block", () => {
    expect(parse(lines, "sv").map((r) => [r.name, r.analyteId, r.result])).toEqual([
      ["P-eGFR (LMrev)", "egfr", "58"],
      ["P-ALAT", "alt", "0.91"],
      ["S-T4, fritt", "free_t4", "15"],
      ["fP-Glukos", "glucose", "7.4"],
    ]);
  });
});

describe("a footnote mark after a bracketed name", () => {
  it("reads 'eGFR (CKD-EPI)¹' as the eGFR", () => {
    const lines = makeLines(["eGFR (CKD-EPI)¹ | 0,49 ↓ | ml/s/1,73m² | > 1,00"], [20, 200, 260, 360]);
    expect(parse(lines, "cs").map((r) => [r.analyteId, r.result, r.flag])).toEqual([["egfr", "0.49", "L"]]);
  });
});

describe("a Brazilian multi-page report (block per test, white-cell count in two unit columns)", () => {
  it("reads a heading line of units alone ('% | /mm3') as the two result columns, names left of them, dot leaders dropped", () => {
    const lines = [
      ...makeLines(["LEUCOGRAMA"], [20], [10]),
      ...makeLines(["% | /mm3"], [330, 390], [26]),
      ...makeLines(["Eosinófilos.............................. | 7 | 462 | 0 a 6 | 50 a 500"], [20, 335, 390, 460, 520], [42]),
      ...makeLines(["Linfócitos............................... | 31 | 2.046 | 20 a 50 | 900 a 2.900"], [20, 335, 390, 460, 520], [58]),
    ];
    expect(parse(lines, "pt").map((r) => [r.name, r.analyteId, r.result, r.unit])).toEqual([
      ["Eosinófilos", "eosinophils_pct", "7", "%"],
      ["Eosinófilos", "eosinophils_abs", "462", "/mm3"],
      ["Linfócitos", "lymphocytes_pct", "31", "%"],
      ["Linfócitos", "lymphocytes_abs", "2046", "/mm3"],
    ]);
  });

  it("never takes 'VALOR DE REFERÊNCIA', a gestational-week table or an age band running from days to a year as results", () => {
    const lines = makeLines([
      "FOSFATASE ALCALINA", "Método: Colorimétrico", "VALOR DE REFERÊNCIA",
      "RESULTADO: 74 U/L 0 a 14 dias 83-248 U/L", "15 dias a 1 ano 122-469 U/L", "1 a 10 anos 142-335 U/L", "Adultos: 40 - 129 U/L",
      "ESTRADIOL", "VALOR DE REFERÊNCIA", "RESULTADO: 38 pg/mL Homens: 11 a 44 pg/mL",
      "Mulheres grávidas:", "33ª Semana: 3,00 a Superior a 12,00 ng/mL", "3º Trimestre: 8525 - >30.000 pg/mL",
    ]);
    expect(parse(lines, "pt").map((r) => [r.analyteId, r.result])).toEqual([
      ["alp", "74"],
      ["estradiol", "38"],
    ]);
  });

  it("knows a name printed as abbreviation, full name and qualifier between dashes", () => {
    const lines = makeLines(["TSH - HORMÔNIO TIREOESTIMULANTE - ULTRA SENSÍVEL", "RESULTADO: 0,88 microUI/mL De: 0,27 - 4,20 microUI/mL"]);
    expect(parse(lines, "pt").map((r) => [r.analyteId, r.result])).toEqual([["tsh", "0.88"]]);
  });
});

describe("a laboratory portal's screenshot with a menu column beside the table", () => {
  it("finds the heading row although it names the previous result's date and a flag column, so menu words are no part of names", () => {
    const lines = [
      ...makeLines(["Hematologi | Analyse | Resultat | Flagg | Enhet | Referanseområde | Forrige (11.05.2026)"], [14, 370, 900, 1130, 1240, 1430, 2300], [20]),
      ...makeLines(["Hormoner | Hemoglobin | 10,9 | L | g/dL | 11,7 - 15,3 | 12,4"], [14, 370, 994, 1131, 1238, 1434, 2325], [60]),
      ...makeLines(["Urin | Leukocytter | 4,6 | | 1OA9/L | 3,5 - 10,0 | 5,1"], [14, 370, 994, 1131, 1238, 1434, 2325], [100]),
    ];
    const rows = parseLabTable([{ pageNumber: 1, source: "ocr", lines }], { knowledge, language: "no" });
    expect(rows.map((r) => [r.name, r.analyteId, r.result, r.unit, r.previousResult ?? null])).toEqual([
      ["Hemoglobin", "hemoglobin", "10.9", "g/dL", "12.4"],
      ["Leukocytter", "wbc", "4.6", "10^9/L", "5.1"],
    ]);
  });
});

describe("photos of phone-app result cards and starred rows", () => {
  it("joins a value read on its own line to the name OCR put on the reference line below it", () => {
    const lines = [
      ...makeLines(["红细胞压积 | 0.344 ↓"], [40, 1000], [100]),
      ...makeLines(["21% 人 参考区间: 0.350~0.450 L/L"], [300], [140]),
      ...makeLines(["89.8"], [1100], [300]),
      ...makeLines(["红细胞 平均体积 参考区间 82.0~100.0fL"], [40], [318]),
    ];
    const rows = parseLabTable([{ pageNumber: 1, source: "ocr", lines }], { knowledge, language: "zh" });
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([
      ["hematocrit", "0.344", "0.350-0.450"],
      ["mcv", "89.8", "82.0-100.0"],
    ]);
  });

  it("reads rows that all start with a star bullet, and names with a method beside them", () => {
    const rows = parse(makeLines(["HAEMOGRAM", "* Haemoglobin 11.7 gm% (Nor: 11.0 - 16.0)", "* MCH 23.1 pg (Nor: 28 - 37)", "Platelet Count | Electrical impedance | 150000 | /cumm | 150000 - 410000"], [20, 200, 380, 460, 540]));
    expect(rows.map((r) => [r.analyteId, r.result, r.unit])).toEqual([
      ["hemoglobin", "11.7", "gm%"],
      ["mch", "23.1", "pg"],
      ["platelets", "150000", "/cumm"],
    ]);
  });
});

describe("a block whose result line also holds the reference", () => {
  it("reads 'Result: 10.9 g/dL Reference range: Male: 13.0 - 18.0 g/dL' under its heading as the row (not an app card's range line)", () => {
    const rows = parse(makeLines(["HAEMOGLOBIN", "Result: 10.9 g/dL Reference range: Male: 13.0 - 18.0 g/dL", "Female: 11.5 - 16.5 g/dL"]));
    expect(rows.map((r) => [r.analyteId, r.result, r.unit])).toEqual([["hemoglobin", "10.9", "g/dL"]]);
  });
});

describe("an Indian report with a method column under the names", () => {
  const lines = [
    ...makeLines(["Test Name | Result | Unit | Bio. Ref. Interval"], [37, 264, 338, 417], [10]),
    ...makeLines(["Haemoglobin | 12.6 | g/dL | Male: 13.0 - 17.0"], [37, 264, 338, 417], [30]),
    ...makeLines(["Photometric (SLS) | Female: 12.0 - 15.0"], [37, 417], [42]),
    // The text layer put the comparator at the end of the unit's cell.
    ...makeLines(["eGFR (CKD-EPI 2021) | 84 | mL/min/1.73m² >= | 90"], [37, 264, 338, 436], [62]),
    ...makeLines(["Calculated"], [37], [74]),
    ...makeLines(["eGFR stages (KDIGO 2012)"], [37], [90]),
    ...makeLines(["G1 | >= 90 | Normal or high"], [37, 200, 300], [106]),
  ];
  const rows = parse(lines);

  it("adds the other sex's band printed beside the method to the row's reference", () => {
    expect(rows[0]).toMatchObject({ analyteId: "hemoglobin", rangeText: "M: 13.0-17.0 / F: 12.0-15.0" });
  });

  it("keeps a comparator printed at the end of the cell before its number, and the method and a stage table's title out of the name", () => {
    expect(rows.map((r) => [r.name, r.result, r.rangeText])).toContainEqual(["eGFR (CKD-EPI 2021)", "84", ">=90"]);
    expect(rows).toHaveLength(2);
  });
});

describe("tests that were not done", () => {
  it("returns no row for 'NO SAMPLE', 'Pending' or 'Not done' (its 'no' is no negative result)", () => {
    const columns = [40, 300, 420, 520];
    const lines = [
      ...makeLines(["Test Name | Result | Unit | Reference"], columns, [10]),
      ...makeLines(["FASTING BLOOD SUGAR | 73 | mg/dl | 70 - 110"], columns, [30]),
      ...makeLines(["Urine Sugar | NO SAMPLE", "Urine Ketone | NO SAMPLE"], columns, [46, 62]),
      ...makeLines(["HbA1c | Pending | % | 4.0 - 5.6", "TSH | Not done | mIU/L | 0.4 - 4.0"], columns, [78, 94]),
    ];
    expect(parse(lines).map((r) => [r.analyteId, r.result])).toEqual([["glucose", "73"]]);
  });
});
