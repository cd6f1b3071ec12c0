import { describe, expect, it } from "vitest";
import type { NormalizedParameter, PatientContext } from "@/lib/knowledge/analytes/types";
import { detectPatterns } from "../rules/detect-patterns";
import { makeParameter as p } from "../testing/make-parameter";
import { evaluateRisks, riskIndex } from "./evaluate-risks";

function risk(id: string, params: NormalizedParameter[], patient: PatientContext = {}) {
  return evaluateRisks(params, patient, detectPatterns(params, patient)).find((r) => r.id === id);
}

const man = (age: number): PatientContext => ({ sex: "male", ageYears: age });
const woman = (age: number): PatientContext => ({ sex: "female", ageYears: age });

describe("risk index", () => {
  it("gives each severity its own quarter of the scale", () => {
    expect(riskIndex("low", 0)).toBe(1);
    expect(riskIndex("low", 1)).toBe(24);
    expect(riskIndex("moderate", 0)).toBe(26);
    expect(riskIndex("high", 0.5)).toBe(63);
    expect(riskIndex("very_high", 1)).toBe(99);
    expect(riskIndex("very_high", 7)).toBe(99);
  });
});

describe("type 2 diabetes (ADA)", () => {
  it.each([
    [5.2, "low"],
    [5.7, "moderate"],
    [6.1, "high"],
    [6.5, "very_high"],
    [8.2, "very_high"],
  ])("HbA1c %d %% is %s", (v, severity) => {
    expect(risk("type2_diabetes", [p("hba1c", v, "%")])?.severity).toBe(severity);
  });

  it("takes the worse of HbA1c and fasting glucose", () => {
    const r = risk("type2_diabetes", [p("hba1c", 5.4, "%"), p("glucose", 7.2, "mmol/L", { canonicalValue: null, canonicalUnit: null })]);
    expect(r?.severity).toBe("very_high");
    expect(r?.basis).toEqual(["hba1c", "glucose"]);
  });

  it("rises within a band as the value rises", () => {
    const a = risk("type2_diabetes", [p("hba1c", 5.75, "%")])?.index ?? 0;
    const b = risk("type2_diabetes", [p("hba1c", 5.95, "%")])?.index ?? 0;
    expect(b).toBeGreaterThan(a);
  });

  it("is not reported without HbA1c or glucose", () => {
    expect(risk("type2_diabetes", [p("ldl_cholesterol", 100, "mg/dL")])).toBeUndefined();
  });
});

describe("cardiovascular points", () => {
  const ldl = (v: number) => p("ldl_cholesterol", v, "mg/dL");
  const hdl = (v: number) => p("hdl_cholesterol", v, "mg/dL");
  it("optimal lipids in a young woman are low", () => {
    expect(risk("cardiovascular", [ldl(95), hdl(65), p("triglycerides", 80, "mg/dL")], woman(35))?.severity).toBe("low");
  });
  it("LDL ≥ 190 alone is high", () => {
    expect(risk("cardiovascular", [ldl(200)])?.severity).toBe("high");
  });
  it("LDL 165 + low HDL + TG 210 in a 58-year-old man is very high (2+1+1+2 = 6)", () => {
    expect(risk("cardiovascular", [ldl(165), hdl(35), p("triglycerides", 210, "mg/dL")], man(58))?.severity).toBe("very_high");
  });
  it("the same lipids in a 58-year-old woman score one point less", () => {
    const m = risk("cardiovascular", [ldl(165), hdl(35)], man(58));
    const w = risk("cardiovascular", [ldl(165), hdl(35)], woman(58));
    expect(m?.severity).toBe("high"); // 2 + 1 + 2
    expect(w?.severity).toBe("high"); // 2 + 1 + 1
    expect((m?.index ?? 0) > (w?.index ?? 0)).toBe(true);
  });
  it("Lp(a), hs-CRP and diabetes add points; hs-CRP ≥ 10 (acute) does not", () => {
    const base = [ldl(120), hdl(50)];
    expect(risk("cardiovascular", base)?.severity).toBe("low");
    expect(risk("cardiovascular", [...base, p("lipoprotein_a", 200, "mg/dL"), p("hs_crp", 3.1, "mg/L")])?.severity).toBe("moderate");
    expect(risk("cardiovascular", [...base, p("hba1c", 7.1, "%"), p("lipoprotein_a", 60, "mg/dL")])?.severity).toBe("moderate");
    expect(risk("cardiovascular", [...base, p("hs_crp", 25, "mg/L")])?.severity).toBe("low");
  });
  it("needs a lipid marker", () => {
    expect(risk("cardiovascular", [p("hs_crp", 3, "mg/L")], man(60))).toBeUndefined();
  });
});

describe("anaemia (WHO)", () => {
  const hb = (v: number) => p("hemoglobin", v, "g/dL");
  it.each([
    ["male", 14.2, "low"],
    ["male", 12.5, "moderate"],
    ["female", 12.5, "low"],
    ["female", 10.2, "high"],
    ["female", 7.4, "very_high"],
  ] as const)("%s Hb %d is %s", (sex, v, severity) => {
    expect(risk("anemia", [hb(v)], { sex, ageYears: 40 })?.severity).toBe(severity);
  });
  it("uses the children's threshold under 5 years", () => {
    expect(risk("anemia", [hb(11.3)], { sex: "male", ageYears: 3 })?.severity).toBe("low");
    expect(risk("anemia", [hb(11.3)], { sex: "male", ageYears: 30 })?.severity).toBe("moderate");
  });
});

describe("chronic kidney disease (KDIGO heat map)", () => {
  const egfr = (v: number) => p("egfr", v, "mL/min/{1.73_m2}");
  const acr = (v: number) => p("urine_albumin_creatinine_ratio", v, "mg/g");
  it.each([
    [95, 10, "low"],
    [95, 45, "moderate"],
    [95, 400, "high"],
    [52, 10, "moderate"],
    [52, 45, "high"],
    [52, 400, "very_high"],
    [38, 10, "high"],
    [38, 45, "very_high"],
    [22, 10, "very_high"],
  ])("eGFR %d with ACR %d mg/g is %s", (g, a, severity) => {
    expect(risk("chronic_kidney_disease", [egfr(g), acr(a)], man(60))?.severity).toBe(severity);
  });
  it("counts a missing ACR as A1 and a missing eGFR as G1", () => {
    expect(risk("chronic_kidney_disease", [egfr(52)], man(60))?.severity).toBe("moderate");
    expect(risk("chronic_kidney_disease", [acr(45)], man(60))?.severity).toBe("moderate");
  });
  it("lower eGFR gives a higher index inside the same category", () => {
    const a = risk("chronic_kidney_disease", [egfr(58)], man(60))?.index ?? 0;
    const b = risk("chronic_kidney_disease", [egfr(47)], man(60))?.index ?? 0;
    expect(b).toBeGreaterThan(a);
  });
});

describe("liver fibrosis (FIB-4)", () => {
  const panel = (ast: number, alt: number, plt: number) => [p("ast", ast, "U/L"), p("alt", alt, "U/L"), p("platelets", plt, "10*9/L")];
  it("FIB-4 0.67 (age 40) is low", () => {
    expect(risk("liver_fibrosis", panel(20, 16, 300), man(40))?.severity).toBe("low");
  });
  it("FIB-4 2.0 (age 50) is indeterminate (moderate)", () => {
    expect(risk("liver_fibrosis", panel(40, 25, 200), man(50))?.severity).toBe("moderate");
  });
  it("FIB-4 1.5 is low from age 65 (cut-off 2.0) but moderate at 60 (cut-off 1.3)", () => {
    // 65 × 30 / (200 × √42.25=6.5) = 1.5
    expect(risk("liver_fibrosis", panel(30, 42.25, 200), man(65))?.severity).toBe("low");
    // 60 × 32.5 / (200 × 6.5) = 1.5
    expect(risk("liver_fibrosis", panel(32.5, 42.25, 200), man(60))?.severity).toBe("moderate");
  });
  it("FIB-4 2.9 is high and 4.1 very high", () => {
    // 58 × 50 / (100 × 10) = 2.9
    expect(risk("liver_fibrosis", panel(50, 100, 100), man(58))?.severity).toBe("high");
    // 62 × 66 / (100 × 10) = 4.09
    expect(risk("liver_fibrosis", panel(66, 100, 100), man(62))?.severity).toBe("very_high");
  });
  it("needs the age", () => {
    expect(risk("liver_fibrosis", panel(40, 25, 200), {})).toBeUndefined();
  });
});

describe("thyroid dysfunction", () => {
  const tsh = (v: number) => p("tsh", v, "mU/L", { low: 0.4, high: 4.0 });
  const ft4 = (v: number) => p("free_t4", v, "ng/dL", { low: 0.9, high: 1.7 });
  it.each([
    [2.0, 1.2, "low"],
    [6.5, 1.2, "moderate"],
    [14, 1.0, "high"],
    [30, 0.5, "very_high"],
    [0.01, 3.0, "very_high"],
  ])("TSH %d FT4 %d is %s", (t, f, severity) => {
    expect(risk("thyroid_dysfunction", [tsh(t), ft4(f)])?.severity).toBe(severity);
  });
});

describe("vitamin D deficiency", () => {
  it.each([
    [45, "low"],
    [30, "low"],
    [24, "moderate"],
    [20, "moderate"],
    [15, "high"],
    [9, "very_high"],
  ])("25(OH)D %d ng/mL is %s", (v, severity) => {
    expect(risk("vitamin_d_deficiency", [p("vitamin_d_25oh", v, "ng/mL")])?.severity).toBe(severity);
  });
  it("reads nmol/L", () => {
    expect(risk("vitamin_d_deficiency", [p("vitamin_d_25oh", 25, "nmol/L", { canonicalValue: null, canonicalUnit: null })])?.severity).toBe("very_high");
  });
});

describe("all risk rules", () => {
  it("report only rules whose markers are present", () => {
    const out = evaluateRisks([p("vitamin_d_25oh", 40, "ng/mL")], {}, []);
    expect(out.map((r) => r.id)).toEqual(["vitamin_d_deficiency"]);
  });
});
