// Failure classes found in the twelfth session (issues 8 and 15), each rebuilt as a synthetic row written for the
// test, never copied from a corpus file. The real analyte knowledge base is used.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { makeLines } from "../testing/make-lines";
import { parseLabTable } from "./parse-lab-table";

const knowledge = { matchAnalyte };

describe("a treatment target whose comparison sign the text layer lost", () => {
  it("'LDL 100 :هدف mg/dL' (the line 'LDL هدف: < 100 mg/dL' after a bidi pass dropped the '<') is no LDL result", () => {
    const rows = parseLabTable([{ pageNumber: 1, source: "text_layer", lines: makeLines([
      "کلسترول LDL | 162 | بالا | mg/dL | < 130",
      "LDL 100 :هدف mg/dL (70 پرخطر mg/dL)",
    ]) }], { knowledge, language: "fa" });
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["ldl_cholesterol", "162"]]);
  });

  it("a row with a number and a target word but its own range stays a result", () => {
    const rows = parseLabTable([{ pageNumber: 1, source: "text_layer", lines: makeLines(["LDL هدف | 96 | mg/dL | < 100"]) }], { knowledge, language: "fa" });
    expect(rows.map((r) => [r.analyteId, r.result])).toEqual([["ldl_cholesterol", "96"]]);
  });
});
