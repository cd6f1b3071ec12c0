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

  it("atypical lymphocytes are not a second lymphocyte percentage", () => {
    const rows = parse(["Linfócitos..........: | 24,00 % | 0 a 30%", "Linfócitos atípicos.: | 2,00 % | 0 a 1%"]);
    expect(rows.map((r) => r.analyteId)).toEqual(["lymphocytes_pct", null]);
  });
});
