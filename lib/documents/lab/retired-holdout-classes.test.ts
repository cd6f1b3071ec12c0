// Failure classes found on the former holdout halves of blind-corpus parts a–f once they were retired to tune
// material (sixth session, issues 8 and 15). Each is rebuilt here as a synthetic document written for the test,
// never copied from a corpus file. The real analyte knowledge base is used.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { makeLines } from "../testing/make-lines";
import type { Line } from "../types";
import { parseLabTable } from "./parse-lab-table";
import type { LabRow } from "./types";

const knowledge = { matchAnalyte };

function parse(lines: Line[], language = "en"): LabRow[] {
  return parseLabTable([{ pageNumber: 1, source: "text_layer", lines }], { knowledge, language });
}

/** A heading line and rows under it, each with its own column positions. */
function table(heading: string, headingColumns: number[], rows: string[], rowColumns: number[]): Line[] {
  return [...makeLines([heading], headingColumns, [20]), ...makeLines(rows, rowColumns, rows.map((_, i) => 40 + i * 16))];
}

const pick = (r: LabRow) => ({ id: r.analyteId, result: r.result, unit: r.unit, range: r.rangeText, flag: r.flag });

describe("column headings", () => {
  it("splits two headings printed as one cell ('Observed Value Unit') and reads the value after the range", () => {
    const rows = parse(
      table(
        "Investigation | Reference Interval | Observed Value Unit | Flag",
        [20, 200, 320, 500],
        ["Haemoglobin | 13.0 - 17.0 | 12.2 | g/dL | L", "Serum Creatinine | 0.70 - 1.30 | 1.18 | mg/dL"],
        [20, 200, 320, 410, 500],
      ),
    );
    expect(rows.map(pick)).toEqual([
      { id: "hemoglobin", result: "12.2", unit: "g/dL", range: "13.0-17.0", flag: "L" },
      { id: "creatinine", result: "1.18", unit: "mg/dL", range: "0.70-1.30", flag: undefined },
    ]);
  });
});

describe("headings and sections", () => {
  it("keeps a heading whose words reach past the name heading a heading, so the urine section starts there", () => {
    const rows = parse(
      table(
        "Analyse | Résultat | Unités | Valeurs de référence",
        [20, 320, 400, 460],
        ["Leucocytes | 6 100 | /mm³ | (4 000 - 10 000)", "URINES — BANDELETTE URINAIRE", "Leucocytes | ++ | | (négatif)", "Nitrites | Positif* | | (négatif)", "CYTOLOGIE URINAIRE QUANTITATIVE", "Leucocytes | 85* | /mm³ | (< 10)", "Hématies | 12* | /mm³ | (< 10)"],
        [20, 320, 400, 460],
      ),
      "fr",
    );
    expect(rows.map(pick)).toEqual([
      { id: "wbc", result: "6100", unit: "/mm³", range: "4000-10000", flag: undefined },
      { id: "urine_leukocyte_esterase", result: "++", unit: undefined, range: "négatif", flag: undefined },
      { id: "urine_nitrite", result: "Positif", unit: undefined, range: "négatif", flag: "*" },
      { id: "urine_wbc", result: "85", unit: "/mm³", range: "<10", flag: "*" },
      { id: "urine_rbc", result: "12", unit: "/mm³", range: "<10", flag: "*" },
    ]);
  });

  it("reads counts per field printed 'x campo' and microscopy words as results", () => {
    const rows = parse(
      [
        ...makeLines(["Análisis | Resultado | Unidades | Rango de referencia"], [20, 240, 350, 430], [20]),
        ...makeLines(["EXAMEN DE ORINA"], [20], [40]),
        ...makeLines(["Leucocitos | 25-30 | * | x campo | 0 - 5"], [20, 240, 320, 350, 430], [56]),
        ...makeLines(["Hematíes | 2-4 | x campo | 0 - 3"], [20, 240, 350, 430], [72]),
        ...makeLines(["Gérmenes | Abundantes | * | Escasos"], [20, 240, 320, 430], [88]),
      ],
      "es",
    );
    expect(rows.map(pick)).toEqual([
      { id: "urine_wbc", result: "25-30", unit: "x campo", range: "0-5", flag: "*" },
      { id: "urine_rbc", result: "2-4", unit: "x campo", range: "0-3", flag: undefined },
      { id: "urine_bacteria", result: "Abundantes", unit: undefined, range: "Escasos", flag: "*" },
    ]);
  });

  it("never reads a one-line page footer (capital, accreditation, page counter) as a result", () => {
    const rows = parse(
      table(
        "Analyse | Résultat | Unités | Valeurs de référence",
        [20, 320, 400, 460],
        ["Hématies | 4,21 | M/mm³ | (3,80 - 5,20)", "LBM Les Ormes — SELAS au capital de 20 000 € · Accréditation n° 8-1234 · Page 1/2"],
        [20, 320, 400, 460],
      ),
      "fr",
    );
    expect(rows.map(pick)).toEqual([{ id: "rbc", result: "4.21", unit: "M/mm³", range: "3.80-5.20", flag: undefined }]);
  });
});

describe("block layouts", () => {
  it("reads 'Resultado.........:' lines (a dot leader before the colon) under long analyte headings, never the staged reference lines", () => {
    const rows = parse(
      makeLines(
        [
          "CREATININA",
          "Resultado.........: | 2,03 mg/dL",
          "Valor de referência: 0,50 a 0,90 mg/dL",
          "TAXA DE FILTRAÇÃO GLOMERULAR ESTIMADA (CKD-EPI 2021)",
          "Resultado.........: | 24,7 mL/min/1,73m²",
          "Valores de referência:",
          "G1: Normal ou alta ≥ 90",
          "G4: Gravemente diminuída 15 a 29",
          "URINA TIPO I (EAS)",
          "Proteínas.........: | Positivo (++) | Negativo",
        ],
        [20, 150, 320],
      ),
      "pt",
    );
    expect(rows.map(pick)).toEqual([
      { id: "creatinine", result: "2.03", unit: "mg/dL", range: "0.50-0.90", flag: undefined },
      { id: "egfr", result: "24.7", unit: "mL/min/1,73m²", range: undefined, flag: undefined },
      { id: "urine_protein", result: "Positivo (++)", unit: undefined, range: "Negativo", flag: undefined },
    ]);
  });
});

describe("found on the fourth real set after its one untouched read", () => {
  it("reads rows printed as a list ('- Densidade'), request words in names, and counts per mL under a urine heading", () => {
    const rows = parse(
      makeLines(
        [
          "Urina Tipo I",
          "- Densidade | 1.017 | 1.005 a 1.030",
          "- Corpos Cetônicos, Pesquisa | Negativo | Negativo",
          "- Pigmentos Biliares | Negativo | Negativo",
          "- Leucócitos | Inferior a 10.000 /mL | Até 10.000 /mL",
          "- Microalbuminúria em Amostra Isolada | 23,00 mg/L | Inferior a 30,0 mg/L",
          "Data Sob a responsabilidade Geração 03/11/2020 do Dr. | 112181 PG",
        ],
        [20, 300, 460],
      ),
      "pt",
    );
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([
      ["urine_specific_gravity", "1.017"],
      ["urine_ketones", "Negativo"],
      ["urine_bilirubin", "Negativo"],
      ["urine_wbc", "<10000"],
      ["urine_albumin", "23.00"],
    ]);
  });
});

describe("one test per block, its value under a heading row with no test column", () => {
  it("gives the value under 'RESULTADO | VALORES DE REFERÊNCIA' the block's heading, never a line of the reference's age bands", () => {
    const lines = [
      ...makeLines(["HORMONIO TIROESTIMULANTE (TSH), soro"], [14], [20]),
      ...makeLines(["Método: Ensaio eletroquimioluminométrico"], [14], [36]),
      ...makeLines(["RESULTADO | VALORES DE REFERÊNCIA"], [14, 183], [60]),
      ...makeLines(["3,8 mUI/L | 0,70 a 6,0 mUI/L"], [14, 183], [80]),
      ...makeLines(["TIROXINA (T4) LIVRE, soro"], [14], [120]),
      ...makeLines(["RESULTADO | VALORES DE REFERÊNCIA"], [14, 183], [144]),
      ...makeLines(["7 dias a 3 meses - 1,0 a 2,0 ng/dL"], [183], [164]),
      ...makeLines(["1,8 ng/dL | 2 - 6 anos - 1,1 a 1,7 ng/dL"], [14, 183], [180]),
    ];
    expect(parse(lines, "pt").map((r) => [r.analyteId, r.result, r.unit])).toEqual([
      ["tsh", "3.8", "mUI/L"],
      ["free_t4", "1.8", "ng/dL"],
    ]);
  });

  it("never continues the last row of a page with the first line of the next page", () => {
    const page1 = makeLines(["Test | Result | Unit | Reference", "Glucose | 95 | mg/dL | 70 - 99"], [20, 200, 280, 360], [700, 716]);
    const page2 = makeLines(["Ferritin | 687 | ng/mL | 13 - 150"], [20, 200, 280, 360], [20]);
    const heading2 = makeLines(["BIOCHEMISTRY"], [20], [4]);
    const rows = parseLabTable(
      [
        { pageNumber: 1, source: "text_layer", lines: page1 },
        { pageNumber: 2, source: "text_layer", lines: [...heading2, ...page2] },
      ],
      { knowledge, language: "en" },
    );
    expect(rows.map((r) => [r.name, r.analyteId, r.result])).toEqual([
      ["Glucose", "glucose", "95"],
      ["Ferritin", "ferritin", "687"],
    ]);
  });
});

describe("found on the tune halves of blind parts g and h after their first read", () => {
  it("reads monospaced printouts whose dotted leader joins name and value, and values glued to their units", () => {
    const rows = parse([
      ...makeLines(["TEST | RESULT | REFERENCE RANGE"], [20, 200, 330], [20]),
      ...makeLines(["FULL BLOOD COUNT", "Haemoglobin.................128g/L L | 130 - 170", "White cell count............6.4x10^9/L | 4.0 - 11.0", "Haematocrit.................0.391L/L L | 0.40 - 0.50"], [20, 330], [40, 56, 72, 88]),
    ]);
    expect(rows.map(pick)).toEqual([
      { id: "hemoglobin", result: "128", unit: "g/L", range: "130-170", flag: "L" },
      { id: "wbc", result: "6.4", unit: "x10^9/L", range: "4.0-11.0", flag: undefined },
      { id: "hematocrit", result: "0.391", unit: "L/L", range: "0.40-0.50", flag: "L" },
    ]);
  });

  it("reads tables that print each test's name on a line above its values, short names and word results too", () => {
    const lines = [
      ...makeLines(["Exame | Resultado | Unidade | Valores de referência"], [70, 140, 240, 340], [20]),
      ...makeLines(["Creatinina"], [39], [40]),
      ...makeLines(["1,04 | mg/dL | 0,70 a 1,30"], [123, 240, 340], [54]),
      ...makeLines(["Ureia"], [39], [66]),
      ...makeLines(["31 | mg/dL | 15 a 45"], [123, 240, 340], [80]),
      ...makeLines(["CK"], [39], [92]),
      ...makeLines(["1.870 | U/L | 39 a 308"], [123, 240, 340], [106]),
      ...makeLines(["Toxoplasmose IgG"], [39], [118]),
      ...makeLines(["Reagente | Não reagente"], [123, 340], [132]),
    ];
    expect(parse(lines, "pt").map((r) => [r.analyteId, r.result])).toEqual([
      ["creatinine", "1.04"],
      ["urea", "31"],
      ["ck", "1870"],
      ["toxoplasma_igg", "Reagente"],
    ]);
  });
});

describe("phantoms: notes and target tables that look like rows", () => {
  it("drops a target's cut-off for a test measured on the report, a band in a note, and a control time", () => {
    const rows = parse(
      makeLines(
        [
          "Test | Result | Unit | Reference",
          "Total Cholesterol | 226 | mg/dL | <200",
          "eGFR | 44 | mL/min/1.73m2 | >90",
          "eGFR 30-44: CKD G3b if sustained for more than 3 months.",
          "Tempo de protrombina (controlo) | 12,1 | seg",
          "LIPID TARGETS",
          "Total Cholesterol | <200 | mg/dL | Desirable",
        ],
        [20, 200, 280, 380],
      ),
    );
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([
      ["cholesterol_total", "226"],
      ["egfr", "44"],
    ]);
  });
});

describe("key–value lines with words after the colon", () => {
  it("reads 'Nitrite: Positive' and 'Serum beta-hCG: < 2 mIU/mL', never the colon inside 'AST:ALT'", () => {
    const rows = parse(
      makeLines(["Serum beta-hCG: < 2 mIU/mL | Ref: < 5", "URINALYSIS", "Nitrite: Positive | Ref: Negative", "Glucose: Negative | Ref: Negative", "Valores de glucemia ayuno: normal"], [40, 300]),
    );
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([
      ["hcg_beta", "<2"],
      ["urine_nitrite", "Positive"],
      ["urine_glucose", "Negative"],
    ]);
  });
});
