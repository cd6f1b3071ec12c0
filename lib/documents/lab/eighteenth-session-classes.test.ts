// Failure classes found in the eighteenth session (issues 8 and 15) on the blind corpus's tune photos (parts a–s):
// OCR damage to photographed reports, each rebuilt as synthetic rows written for the test. The real analyte
// knowledge base is used.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { extractMetadata } from "../metadata/extract-metadata";
import { makeLines } from "../testing/make-lines";
import { parseLabTable } from "./parse-lab-table";

const knowledge = { matchAnalyte };
const parseAt = (lines: string[], columns: number[], language: string) =>
  parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(lines, columns) }], { knowledge, language });

describe("a haematocrit's L/L read by OCR as 'UL' or 'U/L' (an enzyme unit)", () => {
  const columns = [20, 200, 280, 380, 480];
  it("reads the row as the haematocrit in L/L when the value is a fraction (it had come back unrecognised)", () => {
    const rows = parseAt(["Haematocrit | 0.361 | UL | 0.370 - 0.470", "Hematocriet | 0.30 | U/L | 0.36 - 0.46"], columns, "en").map((r) => [r.analyteId, r.result, r.unit]);
    expect(rows).toEqual([
      ["hematocrit", "0.361", "L/L"],
      ["hematocrit", "0.30", "L/L"],
    ]);
  });

  it("leaves a per-cent haematocrit with a misread unit alone: 36 is no fraction of a litre", () => {
    const rows = parseAt(["Haematocrit | 36 | UL | 37 - 47"], columns, "en");
    expect(rows.every((r) => r.unit !== "L/L")).toBe(true);
  });
});

describe("abbreviations whose D or B OCR read as O or E ('LOL Cholesterol', 'wec')", () => {
  it("reads LOL as LDL, HOL as HDL and wec as WBC (the rows had come back unrecognised)", () => {
    const rows = parseAt(["LOL Cholesterol (calc.) | 105 | mg/dL | < 100", "HOL Cholesterol | 36 | mg/dL | > 40", "wec | 11.6 | 10^9/L | 4.0 - 11.0"], [20, 220, 300, 400], "en").map((r) => [r.analyteId, r.result]);
    expect(rows).toEqual([
      ["ldl_cholesterol", "105"],
      ["hdl_cholesterol", "36"],
      ["wbc", "11.6"],
    ]);
  });
});

describe("names with thin letters lost or 'ri' read as 'n' ('Trglycerdes', 'Tnglycendes')", () => {
  it("matches them to triglycerides", () => {
    const rows = parseAt(["Trglycerdes | 198 | mg/dL | < 150", "Tnglycendes | 210 | mg/dL | < 150"], [20, 220, 300, 400], "en").map((r) => [r.analyteId, r.result]);
    expect(rows).toEqual([
      ["triglycerides", "198"],
      ["triglycerides", "210"],
    ]);
  });
});

describe("a photographed flag column whose letter has a speck glued to it ('98 Lt', '128 4H', '79 «+H')", () => {
  it("reads the letter as the lab's flag (the flags had been lost)", () => {
    const rows = parseAt(
      ["Haemoglobin | g/dL | 13.0 - 17.0 | 9.8 | Lt", "Fasting Blood Glucose | mg/dL | 70 - 100 | 128 | 4H", "Blood Urea | mg/dL | 15 - 45 | 79 | «+H", "Chloride | mmol/L | 98 - 107 | 101"],
      [20, 220, 300, 420, 480],
      "en",
    ).map((r) => [r.analyteId, r.result, r.flag ?? null]);
    expect(rows).toEqual([
      ["hemoglobin", "9.8", "L"],
      ["glucose", "128", "H"],
      ["urea", "79", "H"],
      ["chloride", "101", null],
    ]);
  });
});

describe("a Japanese report's myriad counts and reference marks (blind part t, a text PDF)", () => {
  it("reads '万/μL' as the unit of red cells and platelets, and 'eGFR※1' as eGFR (a low eGFR had been lost)", () => {
    const rows = parseAt(
      ["赤血球数 | 398 | 万/μL | 386～492", "血小板数 | 21.4 | 万/μL | 15.8～34.8", "eGFR※1 | 49.6 L | mL/min/1.73m² | 60以上", "LDLコレステロール※2 | 172 H | mg/dL | 65～139"],
      [20, 300, 380, 500],
      "ja",
    ).map((r) => [r.analyteId, r.result, r.unit ?? null, r.flag ?? null]);
    expect(rows).toEqual([
      ["rbc", "398", "万/µL", null],
      ["platelets", "21.4", "万/µL", null],
      ["egfr", "49.6", "mL/min/1.73m²", "L"],
      ["ldl_cholesterol", "172", "mg/dL", "H"],
    ]);
  });
});

describe("a scan's µ lost from µmol/l ('Créatinine 241 mol/l', blind part t)", () => {
  it("reads the unit as µmol/L where the analyte is printed in it", () => {
    const rows = parseAt(["Créatinine | 241 | mol/l | 45 à 84"], [20, 300, 380, 500], "fr").map((r) => [r.analyteId, r.result, r.unit]);
    expect(rows).toEqual([["creatinine", "241", "µmol/L"]]);
  });
});

describe("Sudanese and East African shorthand for the total white count ('TWBCs')", () => {
  it("reads TWBC / TWBCs as the white cell count", () => {
    const rows = parseAt(["TWBCs | 3.4 | 10^9/L | 4.0 - 11.0", "TWBC | 5.1 | 10^9/L | 4.0 - 11.0"], [20, 300, 380, 500], "en").map((r) => [r.analyteId, r.result]);
    expect(rows).toEqual([["wbc", "3.4"], ["wbc", "5.1"]]);
  });
});

describe("a request number printed beside the lab's name ('Petición 2611-0381', blind part t)", () => {
  it("is no city: the town after the postcode on the address line below is", () => {
    const m = extractMetadata(
      makeLines(["ANÁLISIS CLÍNICOS GUADALQUIVIR | Petición 2611-0381", "Ronda de los Tejares 19, 14008 Córdoba | Fecha: 17/11/2026", "Tel. 957 48 20 61", "Paciente: Dña. Encarnación Ruiz Montilla | Edad: 52 años | Sexo: Mujer"]),
      { language: "es" },
    );
    expect(m.labCity).toBe("Córdoba");
  });
});

describe("a unit whose slash a scan lost ('Glycémie à jeun 1,32 H gl', blind part t)", () => {
  it("reads 'gl' as g/l and 'mgdl' as mg/dl", () => {
    const rows = parseAt(["Glycémie à jeun | 1,32 H | gl | 0,70 à 1,10", "Urée | 38 | mgdl | 15 à 45"], [20, 300, 380, 500], "fr").map((r) => [r.analyteId, r.unit]);
    expect(rows).toEqual([["glucose", "g/l"], ["urea", "mg/dl"]]);
  });
});

describe("a result printed with a thousands group far above its range ('Parathormon 1.840 Yüksek | 15 - 65')", () => {
  it("is as large as it looks: no decimal point was lost", () => {
    const rows = parseAt(["Parathormon | 1.840 | Yüksek | pg/mL | 15 - 65"], [20, 300, 360, 440, 520], "tr").map((r) => [r.analyteId, r.result]);
    expect(rows).toEqual([["pth", "1840"]]);
  });
});
