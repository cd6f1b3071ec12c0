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
