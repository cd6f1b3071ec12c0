// Failure classes found on the second set of real public reports (issues 8 and 15), each rebuilt here as a
// synthetic document written for the test — never from the real files. The real analyte knowledge base is used.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { rebuildRows, splitCells, type TextFragment } from "../rebuild-rows";
import { makeLines } from "../testing/make-lines";
import type { Line } from "../types";
import { detectHeader } from "./header";
import { parseLabTable } from "./parse-lab-table";
import type { LabRow } from "./types";

const knowledge = { matchAnalyte };
/** Cells at fixed x positions, as a real table lines them up under its heading. */
const COLUMNS = [20, 220, 300, 380, 460, 540, 620];

function parse(rows: string[] | Line[], language = "en", columns = COLUMNS): LabRow[] {
  const lines = typeof rows[0] === "string" ? makeLines(rows as string[], columns) : (rows as Line[]);
  return parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge, language });
}

const pick = (r: LabRow) => ({ id: r.analyteId, result: r.result, unit: r.unit, range: r.rangeText, flag: r.flag });

describe("two results on one row (percentage and absolute count), each with its own range", () => {
  it("gives each result the range printed with its unit, and drops a percentage column that only prints the 100 % total", () => {
    const rows = parse(
      ["Exame | Resultado | | Valor de Referência", "Leucócitos | 100 | 9.480 | 100 | % | 4.000 a 10.000 | /µL", "Neutrófilos | 77,7 | 7.366 | 40,0 a 80,0 | % | 1.800 a 7.800 | /µL", "Linfócitos | 16,6 | 1.574 | 20,0 a 40,0 | % | 1.000 a 3.000 | /µL"],
      "pt",
      [20, 220, 300, 380, 460, 500, 600],
    );
    expect(rows.map(pick)).toEqual([
      { id: "wbc", result: "9480", unit: "/µL", range: "4000-10000", flag: undefined },
      { id: "neutrophils_pct", result: "77.7", unit: "%", range: "40.0-80.0", flag: undefined },
      { id: "neutrophils_abs", result: "7366", unit: "/µL", range: "1800-7800", flag: undefined },
      { id: "lymphocytes_pct", result: "16.6", unit: "%", range: "20.0-40.0", flag: undefined },
      { id: "lymphocytes_abs", result: "1574", unit: "/µL", range: "1000-3000", flag: undefined },
    ]);
  });

  it("splits the two ranges when each value carries its unit and the ranges follow in the same order", () => {
    const rows = parse(["Neutrófilos | 70,7 % | 3.790 /mm³ | 40-70 % | 1.560-6.450 /mm³"], "pt");
    expect(rows.map(pick)).toEqual([
      { id: "neutrophils_pct", result: "70.7", unit: "%", range: "40-70", flag: undefined },
      { id: "neutrophils_abs", result: "3790", unit: "/mm³", range: "1560-6450", flag: undefined },
    ]);
  });
});

describe("units and limits a text layer splits", () => {
  it("reads '10^6/µ L' as one unit, not a unit and a low flag", () => {
    expect(parse(["Eritrócitos | 4,56 10^6/µ L | 3,80 a 4,80 10^6/µ L"], "pt").map(pick)).toEqual([
      { id: "rbc", result: "4.56", unit: "10^6/µL", range: "3.80-4.80", flag: undefined },
    ]);
  });

  it("joins a range whose upper bound sits in a cell of its own ('0.10 -' | '1.20'), and a limit word in its own cell ('UPTO' | '0.50')", () => {
    const rows = parse(["Test | Reference Value | Unit | Result", "Serum Total Bilirubin | 0.10 - | 1.20 | mg/dL | 1.9", "Serum Conjugated Bilirubin | UPTO | 0.50 | mg/dL | 0.8"], "en", [20, 200, 245, 300, 400]);
    expect(rows.map(pick)).toEqual([
      { id: "bilirubin_total", result: "1.9", unit: "mg/dL", range: "0.10-1.20", flag: undefined },
      { id: "bilirubin_direct", result: "0.8", unit: "mg/dL", range: "<0.50", flag: undefined },
    ]);
  });

  it("reads a value introduced by a colon glued to it ('WBC :7.2')", () => {
    expect(parse(["WBC :7.2 x10^9/L 4.0-11.0"]).map(pick)).toEqual([{ id: "wbc", result: "7.2", unit: "x10^9/L", range: "4.0-11.0", flag: undefined }]);
  });

  it("reads seconds written 'seg' (Spanish, Portuguese)", () => {
    expect(parse(["Prueba | Resultado | Unidades | Referencia", "Tiempo de protrombina | 14.2 | seg | 11.0-13.5"], "es").map(pick)).toEqual([
      { id: "pt_seconds", result: "14.2", unit: "seg", range: "11.0-13.5", flag: undefined },
    ]);
  });

  it("reads urine specific gravity printed '1.020' in a comma-decimal report, or '1020', as 1.020", () => {
    const rows = parse(["Exame | Resultado | Unidade | Referência", "URINA TIPO I", "Densidade | 1.020 | | 1.005 a 1.030", "Densidade relativa | 1025 | | 1005 - 1030"], "pt");
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([
      ["urine_specific_gravity", "1.020", "1.005-1.030"],
      ["urine_specific_gravity", "1.025", "1.005-1.030"],
    ]);
  });
});

describe("a clotting test's control is never the patient's result", () => {
  it("drops control rows in English, Portuguese and Spanish and keeps the patient's time", () => {
    const en = parse(["Test | Result | Unit | Reference", "Prothrombin Time (Patient) | 14.2 | sec | 11.0-13.5", "Prothrombin Time (Control) | 12.0 | sec", "INR | 1.18 | | 0.8-1.2"]);
    expect(en.map(pick)).toEqual([
      { id: "pt_seconds", result: "14.2", unit: "sec", range: "11.0-13.5", flag: undefined },
      { id: "inr", result: "1.18", unit: undefined, range: "0.8-1.2", flag: undefined },
    ]);
    const pt = parse(["Exame | Resultado | Unidade | Referência", "Tempo de Protrombina - Controle | 12,0 | seg", "Tempo de Protrombina - Paciente | 14,2 | seg | 11,0-13,5"], "pt");
    expect(pt.map((r) => [r.analyteId, r.result])).toEqual([["pt_seconds", "14.2"]]);
    const es = parse(["Prueba | Resultado | Unidades | Referencia", "Tiempo de protrombina | 14.2 | seg | 11.0-13.5", "Testigo | 12.0 | seg"], "es");
    expect(es.map((r) => [r.analyteId, r.result])).toEqual([["pt_seconds", "14.2"]]);
  });

  it("names a bare 'Patient' line after the test heading above it", () => {
    const rows = parse(["Test | Result | Unit | Reference", "PROTHROMBIN TIME", "Control | 12.0 | sec", "Patient | 14.2 | sec | 11.0-13.5"]);
    expect(rows.map(pick)).toEqual([{ id: "pt_seconds", result: "14.2", unit: "sec", range: "11.0-13.5", flag: undefined }]);
  });
});

describe("cumulative reports headed by dates with month names, stacked under request numbers", () => {
  const frag = (text: string, x: number, y: number, size: number): TextFragment => ({ text, box: { x, y, width: text.length * size * 0.5, height: size }, confidence: 1 });

  it("keeps a request number printed above its date as its own word, so the heading's dates are read", () => {
    const lines = rebuildRows([
      frag("Test", 30, 184, 10), frag("Range", 160, 184, 10), frag("Unit", 240, 184, 10),
      frag("2231-17-09", 296, 180, 7), frag("17-Sep-2023", 285, 188.6, 7), frag("18:52", 325, 188.6, 7),
      frag("2236-09-11", 514, 180, 7), frag("09-Nov-2023", 502, 188.6, 7), frag("14:35", 542, 188.6, 7),
    ]);
    expect(lines).toHaveLength(1);
    const cells = splitCells(lines[0]!);
    expect(cells.map((c) => c.text)).toEqual(["Test", "Range", "Unit", "17-Sep-2023 2231-17-09 18:52", "09-Nov-2023 2236-09-11 14:35"]);
    const header = detectHeader(cells);
    expect(header?.groups[0]?.columns.map((c) => c.role)).toEqual(["name", "range", "unit", "previous", "result"]);
  });

  it("takes the newest dated column, range printed first, and a dash in an older column is no flag", () => {
    const rows = parse(
      ["Test | Reference Value | Unit | 17-Sep-2023 18:52 | 03-Oct-2023 19:41 | 09-Nov-2023 14:35", "Serum AST (SGOT) | UPTO 35.00 | U/L | 4412 | 56 | 19", "Abs. Basophils | 0.02 - 0.10 | x10^9/l | - | 0.07 | 0.06", "Total RBC | 4.5 - 6.5 | x10^12/l | 5.0 | 4.4 | 4.6"],
      "en",
      [20, 200, 300, 380, 500, 620],
    );
    expect(rows.map(pick)).toEqual([
      { id: "ast", result: "19", unit: "U/L", range: "<35.00", flag: undefined },
      { id: "basophils_abs", result: "0.06", unit: "x10^9/l", range: "0.02-0.10", flag: undefined },
      { id: "rbc", result: "4.6", unit: "x10^12/l", range: "4.5-6.5", flag: undefined },
    ]);
  });
});

describe("serology screens, notes and banded references", () => {
  it("reads 'Non reactive' as one negative word, also between comment paragraphs, and never as 'reactive'", () => {
    const rows = parse(
      [
        "TEST DESCRIPTION | RESULT | UNITS | REFERENCES RANGES",
        "HIV(1 & 2) | Non reactive | | -",
        "Note:- 1). positive test should be confirmed with western blot.",
        "HBSAG (AUSTRALIA ANTIGEN) | Non Reactive | | -",
        "COMMENT:",
        "Hepatitis B surface antigen is among the first serological markers of an infection.",
        "HCV (HEPATITIS C VIRUS) | Non Reactive | | -",
      ],
      "en",
      [20, 260, 380, 460],
    );
    expect(rows.map(pick)).toEqual([
      { id: "hiv_ag_ab", result: "Non reactive", unit: undefined, range: undefined, flag: undefined },
      { id: "hbsag", result: "Non Reactive", unit: undefined, range: undefined, flag: undefined },
      { id: "anti_hcv", result: "Non Reactive", unit: undefined, range: undefined, flag: undefined },
    ]);
  });

  it("never glues the explanation printed under a table, or a Method line, onto the last row's name", () => {
    const rows = parse(
      ["TEST DESCRIPTION | RESULT | UNITS | REFERENCES RANGES", "BUN(BLOOD UREA NITROGEN) | 6.92 | mg/dL | 10.0 - 25.0", "Method: Urease/ glutamate dehydrogenase", "BUN/CRT. RATIO | 6.02 | Ratio | 10.0 - 20.0", "Kidneys filter waste from the blood and expel it from the body as urine.", "tests that can identify problems with your kidneys."],
      "en",
      [20, 260, 380, 460],
    );
    expect(rows.map((r) => [r.analyteId, r.name, r.result])).toEqual([
      ["bun", "BUN(BLOOD UREA NITROGEN)", "6.92"],
      ["bun_creatinine_ratio", "BUN/CRT. RATIO", "6.02"],
    ]);
  });

  it("reads children's and adults' ranges printed under a lipid result as age bands, and a guideline in brackets as no value", () => {
    const rows = parse(
      ["Colesterol total | 174 | mg/dL", " | Niños < 170 mg/dL (Recomendaciones NCEP)", " | Adultos < 200 mg/dL (Recomendaciones ATP III)", "Colesterol HDL | 51 | mg/dL", " | 40 - 60 mg/dL (Recomendación ATP III)"],
      "es",
      [20, 300, 420],
    );
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([
      ["cholesterol_total", "174", "0-17 years: <170 18 years or more: <200"],
      ["hdl_cholesterol", "51", "40-60"],
    ]);
  });

  it("matches a name whose bracket wrapped onto the next line ('Filtrado glomerular estimado (CKD-EPI')", () => {
    expect(matchAnalyte("Filtrado glomerular estimado (CKD-EPI", { language: "es" }).analyte?.id).toBe("egfr");
  });

  it("reads a block named with a number inside ('VITAMINA D - 25 HIDROXI') and keeps the general population's range, not a risk group's target", () => {
    const rows = parse(
      ["VITAMINA D - 25 HIDROXI", "Resultado: | 24,6 ng/mL", "Valor de referência: | Superior a 20 ng/mL (população geral)", " | 30 a 60 ng/mL (grupos de risco)"],
      "pt",
      [20, 200],
    );
    expect(rows.map(pick)).toEqual([{ id: "vitamin_d_25oh", result: "24.6", unit: "ng/mL", range: ">20", flag: undefined }]);
  });
});

describe("block layouts with labelled reference lines, and other real layouts seen on the tune half of part F", () => {
  it("takes the healthy population's line as the reference and no category line as a row or a range", () => {
    const rows = parse(
      [
        "Exame | Resultado | Valores de referência",
        "GLICOSE | | 102 mg/dL",
        "Método: Enzimático (hexoquinase)",
        "Valor de referência:",
        "Normal: 70 a 99 mg/dL",
        "Glicemia de jejum alterada: 100 a 125 mg/dL",
        "Diabetes mellitus: igual ou superior a 126 mg/dL",
        "COLESTEROL TOTAL | | 212 mg/dL",
        "Valor de referência:",
        "Desejável: inferior a 190 mg/dL",
        "Limítrofe: 190 a 239 mg/dL",
        "Alto: ≥ 240 mg/dL",
        "FOSFATASE ALCALINA | | 88 U/L",
        "Valor de referência:",
        "Crianças até 12 anos: inferior a 500 U/L",
        "Adultos: 35 a 104 U/L",
      ],
      "pt",
      [20, 180, 330],
    );
    expect(rows.map((r) => [r.analyteId, r.result, r.unit, r.rangeText])).toEqual([
      ["glucose", "102", "mg/dL", "70-99"],
      ["cholesterol_total", "212", "mg/dL", "<190"],
      ["alp", "88", "U/L", "até 12 anos: <500 18 years or more: 35-104"],
    ]);
  });

  it("reads 'H:' and 'M:' bands of a Portuguese report as men and women", () => {
    const rows = parse(["Eritrócitos | 4,38 | x10^12/L | H: 4,5 - 5,9", "M: 4,0 - 5,2", "Hemoglobina | 11,4 ↓ | g/dL | H: 13,5 - 17,5 M: 12,0 - 15,5"], "pt");
    expect(rows.map((r) => r.rangeText)).toEqual(["M: 4.5-5.9 / F: 4.0-5.2", "M: 13.5-17.5 / F: 12.0-15.5"]);
  });

  it("gives two results their ranges in printed order when no unit follows the ranges", () => {
    const rows = parse(["Neutrófilos | 62,1 | % | 4.420 | /µL | 40,0 - 75,0 | 1.800 - 7.700"], "es", [20, 200, 260, 320, 380, 440, 540]);
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([
      ["neutrophils_pct", "62.1", "40.0-75.0"],
      ["neutrophils_abs", "4420", "1800-7700"],
    ]);
  });

  it("reads 'WBC : 8,42 10^3/µL | (4,5-11)' — name and value in one cell, the range in the next — in two tables side by side", () => {
    const rows = parse(["WBC : 8,42 10^3/µL | (4,5-11) | Glukoz : 112 ↑ mg/dL | (74-106)"], "tr", [20, 240, 420, 640]);
    expect(rows.map(pick)).toEqual([
      { id: "wbc", result: "8.42", unit: "10^3/µL", range: "4.5-11", flag: undefined },
      { id: "glucose", result: "112", unit: "mg/dL", range: "74-106", flag: "H" },
    ]);
  });
});

describe("urine sediment counts printed as ranges in a cumulative report", () => {
  it("takes the newest column's count, not the reference, and reads counts per field as sediment cells", () => {
    const rows = parse(
      ["Determinación | Unidad | Valores de referencia | 12/03/2026 | 18/07/2026 | 20/11/2026", "ORINA COMPLETA", "Leucocitos | /campo | 0-5 | 1-2 | 6-8 | 2-4", "Hematíes | /campo | 0-2 | 0-1 | 0-2 | 0-1"],
      "es",
      [20, 200, 280, 420, 520, 620],
    );
    const words = parse(["Determinación | Valores de referencia | 12/03/2026 | 18/07/2026 | 20/11/2026", "ORINA COMPLETA", "Hemoglobina | Negativo | Trazas | Negativo | Negativo"], "es", [20, 280, 420, 520, 620]);
    expect(words.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([["urine_blood", "Negativo", "Negativo"]]);
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([
      ["urine_wbc", "2-4", "0-5"],
      ["urine_rbc", "0-1", "0-2"],
    ]);
  });
});

describe("a percentage and its absolute count printed 'x % = y', read by OCR without the '=' and the unit", () => {
  it("gives the only range to the number it fits, and never judges the percentage on the count's range", () => {
    const rows = parseLabTable(
      [{ pageNumber: 1, source: "ocr", lines: makeLines(["Neutrófilos 70.7 3.790 % 1.560-6.450 3.800 3.570", "Eosinófilos 0.9 0.050 % 0.030-0.480 0.050 0.050", "Neutrophils 62 % 40-75 58"]) }],
      { knowledge, language: "pt" },
    );
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([
      ["neutrophils_pct", "70.7", undefined],
      ["neutrophils_abs", "3.790", "1.560-6.450"],
      ["eosinophils_pct", "0.9", undefined],
      ["eosinophils_abs", "0.050", "0.030-0.480"],
      ["neutrophils_pct", "62", "40-75"],
    ]);
  });
});

describe("a health-record export that prints each test's date and time before its name (read once on the third real set, then fixed)", () => {
  it("keeps the date and time out of the name, and joins the name's wrapped lines printed beside the time", () => {
    const lines = makeLines(
      ["Tarih | Tahlil | Sonuç | Sonuç Birimi | Referans Değeri", "31.07.2024 | FOLAT | 5,8 | ng/mL | 3.1 - 20.5", "13:18:00 | (SERUM/PLAZMA)", "31.07.2024 Tiroid stimülan hormon | | 1,5741 | µIU/ml | 0.34 - 5.6", "31.07.2024 | ASPARTAT | 16 | U/L | 0 - 34", "12:50:00 | AMİNOTRANSFERAZ", "(AST)"],
      [20, 110, 260, 330, 420],
      [20, 50, 61, 80, 110, 121, 132],
    );
    const rows = parse(lines, "tr");
    expect(rows.map((r) => [r.analyteId, r.result, r.unit, r.rangeText])).toEqual([
      ["folate", "5.8", "ng/mL", "3.1-20.5"],
      ["tsh", "1.5741", "µIU/ml", "0.34-5.6"],
      ["ast", "16", "U/L", "0-34"],
    ]);
    expect(rows.every((r) => !/\d{2}[.:]\d{2}/.test(r.name))).toBe(true);
  });
});

