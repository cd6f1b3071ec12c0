// Failure classes found in the twelfth session (issues 8 and 15), each rebuilt as a synthetic row written for the
// test, never copied from a corpus file. The real analyte knowledge base is used.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { extractMetadata } from "../metadata/extract-metadata";
import { makeLines } from "../testing/make-lines";
import { parseLabTable } from "./parse-lab-table";

const knowledge = { matchAnalyte };

/** Rows parsed from text-layer lines ("|" between cells). */
const parseText = (lines: string[], language: string) => parseLabTable([{ pageNumber: 1, source: "text_layer", lines: makeLines(lines) }], { knowledge, language });

describe("a treatment target whose comparison sign the text layer lost", () => {
  it("'LDL 100 :هدف mg/dL' (the line 'LDL هدف: < 100 mg/dL' after a bidi pass dropped the '<') is no LDL result", () => {
    const rows = parseText([
      "کلسترول LDL | 162 | بالا | mg/dL | < 130",
      "LDL 100 :هدف mg/dL (70 پرخطر mg/dL)",
    ], "fa");
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["ldl_cholesterol", "162"]]);
  });

  it("a row with a number and a target word but its own range stays a result", () => {
    const rows = parseText(["LDL هدف | 96 | mg/dL | < 100"], "fa");
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["ldl_cholesterol", "96"]]);
  });
});

describe("ranges, flags and bands written in words the parser did not know", () => {
  it("Spanish 'menor a 200' and 'mayor a 40' under a block's result are the ranges (they had been dropped)", () => {
    const rows = parseText([
      "Colesterol total", "Resultado: | 238* mg/dL", "Valores de referencia: | menor a 200",
      "Colesterol HDL", "Resultado: | 44 mg/dL", "Valores de referencia: | mayor a 40",
    ], "es");
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([["cholesterol_total", "238", "<200"], ["hdl_cholesterol", "44", ">40"]]);
  });

  it("Latvian status words after the value ('5,2 Paaugst.', '3,2 Pazemin.') are the lab's high and low flags", () => {
    const rows = parseText([
      "Holesterīns | 5,2 Paaugst. | mmol/L | < 5,0 | 5,6", "Kālijs | 3,2 Pazemin. | mmol/L | 3,5 - 5,1",
    ], "lv");
    expect(rows.map((r) => [r.analyteId, r.result, r.flag])).toEqual([["cholesterol_total", "5.2", "H"], ["potassium", "3.2", "L"]]);
  });

  it("Armenian: two range columns headed 'Նորմա (արական) | Նորմա (իգական)' are the men's and the women's, not one run", () => {
    const rows = parseText([
      "Ցուցանիշ | Արդյունք | Միավոր | Նորմա (արական) | Նորմա (իգական)",
      "Հեմոգլոբին (HGB) | 118 | g/L | 130 - 170 | 120 - 150",
      "Նեյտրոֆիլներ % | 79.6 | % | 40.0 - 75.0 | 40.0 - 75.0",
    ], "hy");
    expect(rows.map((r) => [r.analyteId, r.rangeText])).toEqual([["hemoglobin", "M: 130-170 / F: 120-150"], ["neutrophils_pct", "M: 40.0-75.0 / F: 40.0-75.0"]]);
  });

  it("a footer with a phone number in international form ('+374 10 27 48 15') is no result", () => {
    const rows = parseText([
      "Glucose | 5.4 | mmol/L | 3.9 - 5.5", "Lab Alpha · licence 0218 · +374 10 27 48 15 | Page 1/1",
    ], "en");
    expect(rows.map((r) => r.analyteId)).toEqual(["glucose"]);
  });

  it("'Valeurs souhaitables : 30 - 100' among vitamin D category lines is the reference, the deficiency bands are not", () => {
    const rows = parseText([
      "25-OH vitamine D", "Résultat: | 12 ng/mL Bas", "Valeurs de référence: | Carence : < 10", "Insuffisance : 10 - 30", "Valeurs souhaitables : 30 - 100",
    ], "fr");
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText, r.flag])).toEqual([["vitamin_d_25oh", "12", "30-100", "L"]]);
  });
});

describe("Armenian report header", () => {
  it("reads labels whose colon is the Armenian '՝' (patient, age, sex, sampling date) and the lab's name", () => {
    const meta = extractMetadata(makeLines([
      "«Օրինակ Լաբ» ախտորոշիչ կենտրոն | Ամսաթիվ՝ 21.11.2026",
      "Հիվանդ՝ Փորձնական Անուն | Տարիք՝ 58 | Սեռ՝ իգական",
      "Նմուշառում՝ 20.11.2026",
    ]), { language: "hy" });
    expect(meta).toMatchObject({ patientName: "Փորձնական Անուն", patientAge: "58", patientSex: "female", labDate: "2026-11-20", resultsDate: "2026-11-21", labName: "«Օրինակ Լաբ» ախտորոշիչ կենտրոն" });
  });
});

describe("francophone rapid tests and dipsticks", () => {
  it("'Test VIH', 'Syphilis (test rapide)' are the HIV and treponemal screens; 'Albumine urinaire (bandelette)' is the dipstick protein", () => {
    const rows = parseText([
      "Test VIH | Négatif | Négatif", "Syphilis (test rapide) | Négatif | Négatif", "Albumine urinaire (bandelette) | + | Négatif",
    ], "fr");
    expect(rows.map((r) => r.analyteId)).toEqual(["hiv_ag_ab", "syphilis_treponemal", "urine_protein"]);
  });
});

describe("nucleated red cells per 100 white cells", () => {
  it("'NRBC | 0.0 | per 100 WBC' is the count per 100 WBC (nrbc_pct), its unit read; 'Absolute NRBC … x10^9/L' the absolute", () => {
    const rows = parseText(["NRBC | 0.0 | per 100 WBC | - - --", "Absolute NRBC | 0.00 | x10^9/L | - - --"], "en");
    expect(rows.map((r) => [r.analyteId, r.result, r.unit])).toEqual([["nrbc_pct", "0.0", "/100WBC"], ["nrbc_abs", "0.00", "x10^9/L"]]);
  });
});
