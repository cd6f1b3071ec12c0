// Names printed in two scripts (issue 15, class A): which part names the analyte when the whole is not known.
// Invented names with the real analyte knowledge base; each case is a way the earlier reading went wrong.
import { describe, expect, it } from "vitest";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { matchWithLookalikes } from "./lookalikes";
import { matchMixedScript } from "./parse-lab-table";

const idOf = (name: string, language: string) => matchMixedScript(name, (n) => matchWithLookalikes(n, (v) => matchAnalyte(v, { language }))).analyte?.id ?? null;

describe("bilingual names", () => {
  it("a one-letter chemical symbol beside the local name confirms nothing and hides nothing ('钾 K' was no analyte)", () => {
    expect(idOf("钾 K", "zh")).toBe("potassium");
    expect(idOf("无机磷 P", "zh")).toBe("phosphate");
  });

  it("a Latin letter glued to the local name is part of it ('C反应蛋白 CRP' is CRP, not the high-sensitivity test)", () => {
    expect(idOf("C反应蛋白 CRP", "zh")).toBe("crp");
  });

  it("the Latin name after the slash is read when the local one before it came out of the text layer broken", () => {
    // Devanagari whose vowel signs were split from their letters by the PDF's text layer.
    expect(idOf("क ले स् ट ॉ ल / Cholesterol Total", "hi")).toBe("cholesterol_total");
    expect(idOf("ि एि ट नन / Serum Creatinine", "hi")).toBe("creatinine");
  });

  it("a Latin name split by the local one is read from its longest piece, not from the abbreviation repeated at the end", () => {
    expect(idOf("TSH أجسام مضادة لمستقبلات TSH Receptor Ab", "ar")).toBe("trab");
  });

  it("a sure Latin name wins over a vague local match ('فيتامين …ب Vitamin B12' is not vitamin D)", () => {
    expect(idOf("فيتامين 12ب Vitamin B12", "ar")).toBe("vitamin_b12");
  });
});
