// Failure classes found in the fourteenth session (issues 8 and 15) on real reports, each rebuilt as a synthetic
// row written for the test, never copied from a report. The real analyte knowledge base is used.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { makeLines } from "../testing/make-lines";
import { rangeForAge } from "./age-bands";
import { parseLabTable } from "./parse-lab-table";

const knowledge = { matchAnalyte };
const parse = (lines: string[], language = "pt") => parseLabTable([{ pageNumber: 1, source: "text_layer", lines: makeLines(lines) }], { knowledge, language });
const summary = (lines: string[]) => parse(lines).map((r) => [r.analyteId, r.result, r.rangeText ?? null]);

describe("a lipid reference listed by age band, each band with a fasting and a non-fasting line", () => {
  const lines = [
    "Valores de Referência",
    "TRIGLICÉRIDES.......: 61 mg/dL | De 0 a 9 anos:",
    "Com Jejum: < 75 mg/dL | Sem Jejum: < 85 mg/dL",
    "De 10 a 19 anos:",
    "Com Jejum: < 90 mg/dL | Sem Jejum: < 100 mg/dL",
    "Maiores de 20 anos:",
    "Com Jejum: < 150 mg/dL | Sem Jejum: < 175 mg/dL",
    "COLESTEROL TOTAL....: 214 mg/dL | Até 19 anos:",
    "Com Jejum: < 170 mg/dL | Sem Jejum: < 170 mg/dL",
    "Maiores de 20 anos:",
    "Com Jejum: < 190 mg/dL | Sem Jejum: < 190 mg/dL",
  ];

  it("keeps both results (they had vanished: the line ended in the band's colon and was taken for a caption)", () => {
    expect(parse(lines).map((r) => [r.analyteId, r.result])).toEqual([["triglycerides", "61"], ["cholesterol_total", "214"]]);
  });

  it("makes no 'Com Jejum' rows of the reference lines", () => {
    expect(parse(lines).some((r) => /jejum/i.test(r.name))).toBe(false);
  });

  it("gives an adult the fasting band of the adults' line", () => {
    const [tg, tc] = parse(lines);
    expect(rangeForAge(tg!.rangeText ?? "", 47).range).toBe("<150");
    expect(rangeForAge(tc!.rangeText ?? "", 47).range).toBe("<190");
    expect(rangeForAge(tc!.rangeText ?? "", 15).range).toBe("<170");
  });
});

describe("reference lines under a block's result", () => {
  it("'Normal   :   70 a 99 mg/dL' with the colon spaced off its label is the reference, not an interpretive table's heading", () => {
    expect(summary(["GLICOSE", "RESULTADO: | 104 | mg/dL", "Valor de referência:", "Normal | : 70 a 99 mg/dL", "Intolerância glicose Jejum: | 100 a 125 mg/dL"])).toEqual([["glucose", "104", "70-99"]]);
  });
});

describe("numbers beside a row that are not results", () => {
  it("'Vide nota 1' in the reference column is a footnote's number, not a previous result", () => {
    const [row] = parse(["COLESTEROL VLDL.....: | 18 | mg/dL | Vide nota 1"]);
    expect([row?.analyteId, row?.result, row?.previousResult]).toEqual(["vldl_cholesterol", "18", undefined]);
  });
});

describe("a differential with % and absolute results, each with its own range", () => {
  it("an upper bound right-aligned far from its 'a' still ends the range ('0 a' | '500/mm3')", () => {
    expect(summary(["Eosinófilos.........: | 9,00 % | 1.233,00 /mm3 | 0 a 5% | 0 a | 500/mm3"])).toEqual([
      ["eosinophils_pct", "9.00", "0-5"],
      ["eosinophils_abs", "1233.00", "0-500"],
    ]);
  });

  it("a unit the text layer ran into the next range ('/mm340 a 80%') is the unit and the range", () => {
    expect(summary(["Segmentados.........: | 61,00 % | 9.150,00 | /mm340 a 80% | 1.700 a 8.000/mm3"])).toEqual([
      ["segmented_neutrophils_pct", "61.00", "40-80"],
      ["neutrophils_abs", "9150.00", "1700-8000"],
    ]);
  });

  it("atypical lymphocytes are not a second lymphocyte percentage (they are their own analyte since the fifteenth session)", () => {
    const rows = parse(["Linfócitos..........: | 24,00 % | 0 a 30%", "Linfócitos atípicos.: | 2,00 % | 0 a 1%"]);
    expect(rows.map((r) => r.analyteId)).toEqual(["lymphocytes_pct", "atypical_lymphocytes_pct"]);
  });
});

describe("ranges and flags as other labs print them (blind part p, tune half)", () => {
  it("'[50 ; 170]' with a semicolon between the bounds is a range, and '[Home [13,5 ; 17,5]' / 'Dona [12,0 ; 15,5]]' are the men's and women's bands", () => {
    expect(summary(["Ferro | 38 Baix | µg/dL | [50 ; 170]", "Hemoglobina | 12,1 | g/dL | [Home [13,5 ; 17,5]", "Dona [12,0 ; 15,5]]"])).toEqual([
      ["iron", "38", "50-170"],
      ["hemoglobin", "12.1", "M: 13.5-17.5 / F: 12.0-15.5"],
    ]);
    // The answer's reference_range stays as printed.
    expect(parse(["Ferro | 38 Baix | µg/dL | [50 ; 170]"], "ca")[0]?.printedRange).toBe("[50 ; 170]");
  });

  it("reads the lab's word for high and low in Catalan, Faroese, Turkmen and Lao", () => {
    const flags = (lines: string[], language: string) => parse(lines, language).map((r) => r.flag);
    expect(flags(["ADE (RDW) | 15,9 Alt | % | 11,5 - 14,5", "Ferritina | 9 Baix | ng/mL | 15 - 150"], "ca")).toEqual(["H", "L"]);
    expect(flags(["Kreatinin | 150 Høgt | µmol/L | 60 - 105", "eGFR | 41 Lágt | mL/min/1,73 m² | > 60"], "fo")).toEqual(["H", "L"]);
    expect(flags(["Leýkositler | 11,2 Ýokary | 10⁹/l | 4,0 - 9,0"], "tk")).toEqual(["H"]);
    expect(flags(["Triglyceride | 181 | ສູງ | mg/dL | < 150"], "lo")).toEqual(["H"]);
  });

  it("'ALT' or 'Alt' as a test's name is never the Catalan 'high' flag", () => {
    expect(summary(["Alt | 34 | U/L | < 40"])).toEqual([["alt", "34", "<40"]]);
  });

  it("an Arabic flag word that OCR gave backwards ('ضفخنم' for 'منخفض') is still the low flag", () => {
    const [row] = parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(["Hematocrit | 34.2 | ضفخنم | % | 36 - 46"]) }], { knowledge, language: "ar" });
    expect(row?.flag).toBe("L");
  });

  it("a dipstick grade '2+' stays a grade while '58+' is a value with the plus flag", () => {
    expect(parse(["Protein | 2+ | | Negative"], "en").map((r) => r.result)).toEqual(["2+"]);
    expect(parse(["Harnstoff | 58+ | mg/dl | 17 - 49"], "de").map((r) => [r.result, r.flag])).toEqual([["58", "H"]]);
  });

  it("a value whose minus flag OCR glued on after the reference ('4,21-') is the value, flagged low", () => {
    const lines = ["Untersuchung | Einheit | Referenzbereich | Ergebnis", "Erythrozyten | Mio./µl | 4,30 - 5,75 | 4,21-"];
    expect(parse(lines, "de").map((r) => [r.analyteId, r.result, r.flag])).toEqual([["rbc", "4.21", "L"]]);
  });
});

describe("names printed with their abbreviation and no brackets", () => {
  it("'Hémoglobine glyquée HbA1c' is HbA1c (it had matched nothing), 'Glucosa Glucosa' is no abbreviation", () => {
    expect(matchAnalyte("Hémoglobine glyquée HbA1c", { language: "fr" }).analyte?.id).toBe("hba1c");
    expect(matchAnalyte("HbA1c Hémoglobine glyquée", { language: "fr" }).analyte?.id).toBe("hba1c");
    expect(matchAnalyte("Glucosa Glucosa", { language: "es" }).analyte).toBeNull();
  });

  it("'Glicose de jejum' is the fasting glucose", () => {
    expect(matchAnalyte("Glicose de jejum", { language: "pt" }).analyte?.id).toBe("glucose");
  });
});

describe("a German cumulative scan", () => {
  it("'Ref.-Bereich' heads the reference column and 'ml/min/1,73m?' is the eGFR unit: the eGFR of 47 with its minus flag is the result, not '> 60'", () => {
    const lines = ["Untersuchung | Einheit | Ref.-Bereich | 02.06.2026 | 23.11.2026", "eGFR (CKD-EPI) | ml/min/1,73m? | > 60 | 55 | 47-"];
    const rows = parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(lines, [20, 140, 260, 360, 460]) }], { knowledge, language: "de" });
    expect(rows.map((r) => [r.analyteId, r.result, r.unit, r.rangeText, r.flag, r.previousResult])).toEqual([["egfr", "47", "ml/min/1,73m²", ">60", "L", "55"]]);
  });
});

describe("a cumulative row printed newest first, with dashes for visits without the test", () => {
  it("a dash between two earlier values is an empty cell, not the result's low flag", () => {
    // As OCR read a scan whose dated headings were split over two lines: no column heading says which is which;
    // the last cell holds the oldest value and the reference behind a rule OCR read as "I".
    const lines = makeLines(["Sódio | 140 | 141 | 133) | — | 139 | 139 I 136 a 145 mEq/L"], [215, 343, 458, 551, 691, 801, 914]);
    const rows = parseLabTable([{ pageNumber: 1, source: "ocr", lines }], { knowledge, language: "pt" });
    expect(rows.map((r) => [r.analyteId, r.result, r.flag ?? null])).toEqual([["sodium", "140", null]]);
  });
});

describe("Russian units written in Latin letters", () => {
  it("'mkmol/l' is µmol/l and 'mm/sag' the ESR's mm/h (Turkmen reports)", () => {
    const rows = parse(["Umumy bilirubin | 15,2 | mkmol/l | [3,4 - 20,5]", "EÇT (ESR) | 34 Ýokary | mm/sag | [2 - 15]"], "tk");
    expect(rows.map((r) => [r.analyteId, r.unit])).toEqual([["bilirubin_total", "mkmol/l"], ["esr", "mm/sag"]]);
  });
});
