import { describe, expect, it } from "vitest";
import type { NormalizedParameter, PatientContext } from "@/lib/knowledge/analytes/types";
import { makeParameter as p } from "../testing/make-parameter";
import { detectPatterns } from "./detect-patterns";
import { PATTERN_RULES } from "./pattern-rules";

const man50: PatientContext = { sex: "male", ageYears: 50 };
const woman35: PatientContext = { sex: "female", ageYears: 35 };

const hb = (v: number) => p("hemoglobin", v, "g/dL", { low: 12, high: 17.5 });
const mcv = (v: number) => p("mcv", v, "fL", { low: 80, high: 100 });
const ferritin = (v: number) => p("ferritin", v, "ng/mL", { low: 30, high: 400 });
const tsh = (v: number) => p("tsh", v, "mU/L", { low: 0.4, high: 4.0 });
const ft4 = (v: number) => p("free_t4", v, "ng/dL", { low: 0.9, high: 1.7 });
const alt = (v: number) => p("alt", v, "U/L", { low: 7, high: 40 });
const alp = (v: number) => p("alp", v, "U/L", { low: 40, high: 130 });

interface Case {
  name: string;
  params: NormalizedParameter[];
  patient: PatientContext;
  expect: [string, string | null][];
  absent?: string[];
}

const CASES: Case[] = [
  { name: "iron-deficiency anaemia (woman, Hb 10.1, MCV 72, ferritin 6)", params: [hb(10.1), mcv(72), ferritin(6)], patient: woman35, expect: [["iron_deficiency_anemia", null]], absent: ["iron_deficiency", "anemia"] },
  { name: "macrocytic anaemia with low ferritin keeps both (mixed deficiency)", params: [hb(10.5), mcv(104), ferritin(12)], patient: woman35, expect: [["iron_deficiency_anemia", null], ["anemia", "macrocytic"]] },
  { name: "low iron stores without anaemia", params: [hb(13.4), mcv(84), ferritin(14)], patient: woman35, expect: [["iron_deficiency", null]], absent: ["anemia", "iron_deficiency_anemia"] },
  { name: "ferritin 55 counts as low when CRP is raised", params: [ferritin(55), p("crp", 24, "mg/L", { high: 5 })], patient: woman35, expect: [["iron_deficiency", null], ["inflammation", "moderate"]] },
  { name: "ferritin 55 without inflammation is fine", params: [ferritin(55), p("crp", 1, "mg/L", { high: 5 })], patient: woman35, expect: [], absent: ["iron_deficiency"] },
  { name: "macrocytic anaemia (man, Hb 11.2, MCV 108)", params: [hb(11.2), mcv(108), ferritin(150)], patient: man50, expect: [["anemia", "macrocytic"]] },
  { name: "normocytic anaemia (man, Hb 12.4, MCV 90)", params: [hb(12.4), mcv(90)], patient: man50, expect: [["anemia", "normocytic"]] },
  { name: "Hb 12.4 is not anaemia in a woman (WHO 12.0)", params: [hb(12.4), mcv(90)], patient: woman35, expect: [], absent: ["anemia"] },
  { name: "severe anaemia Hb 6.8", params: [hb(6.8), mcv(70)], patient: woman35, expect: [["severe_anemia", null], ["anemia", "microcytic"]] },
  { name: "prediabetes by HbA1c 6.0 %", params: [p("hba1c", 6.0, "%", { high: 5.6 })], patient: man50, expect: [["glycemia", "prediabetes"]] },
  { name: "prediabetes by fasting glucose 5.8 mmol/L", params: [p("glucose", 5.8, "mmol/L", { low: 3.9, high: 5.5, canonicalValue: null, canonicalUnit: null })], patient: man50, expect: [["glycemia", "prediabetes"]] },
  { name: "diabetes range by glucose 131 mg/dL even with HbA1c 6.1", params: [p("glucose", 131, "mg/dL", { high: 99 }), p("hba1c", 6.1, "%")], patient: man50, expect: [["glycemia", "diabetes_range"]] },
  { name: "diabetes range by HbA1c 53 mmol/mol", params: [p("hba1c", 53, "mmol/mol", { canonicalValue: null, canonicalUnit: null })], patient: man50, expect: [["glycemia", "diabetes_range"]] },
  { name: "normal glucose metabolism gives no pattern", params: [p("glucose", 88, "mg/dL"), p("hba1c", 5.2, "%")], patient: man50, expect: [], absent: ["glycemia"] },
  { name: "level 2 hypoglycaemia 48 mg/dL", params: [p("glucose", 48, "mg/dL", { low: 70, high: 99 })], patient: man50, expect: [["low_glucose", "level2"]] },
  { name: "atherogenic dyslipidaemia (TG 2.4 mmol/L, HDL 0.9 mmol/L)", params: [p("triglycerides", 2.4, "mmol/L", { canonicalValue: null, canonicalUnit: null }), p("hdl_cholesterol", 0.9, "mmol/L", { canonicalValue: null, canonicalUnit: null })], patient: man50, expect: [["atherogenic_dyslipidemia", null]] },
  { name: "HDL 45 is low for a woman only", params: [p("triglycerides", 210, "mg/dL"), p("hdl_cholesterol", 45, "mg/dL")], patient: woman35, expect: [["atherogenic_dyslipidemia", null]] },
  { name: "HDL 45 is not low for a man", params: [p("triglycerides", 210, "mg/dL"), p("hdl_cholesterol", 45, "mg/dL")], patient: man50, expect: [], absent: ["atherogenic_dyslipidemia"] },
  { name: "LDL 201 mg/dL is very high", params: [p("ldl_cholesterol", 201, "mg/dL")], patient: man50, expect: [["high_ldl", "very_high"]] },
  { name: "LDL 4.5 mmol/L (174 mg/dL) is high", params: [p("ldl_cholesterol", 4.5, "mmol/L", { canonicalValue: null, canonicalUnit: null })], patient: man50, expect: [["high_ldl", "high"]] },
  { name: "non-HDL stands in when LDL is missing", params: [p("non_hdl_cholesterol", 225, "mg/dL")], patient: man50, expect: [["high_ldl", "very_high"]] },
  { name: "triglycerides 620 mg/dL", params: [p("triglycerides", 620, "mg/dL")], patient: man50, expect: [["very_high_triglycerides", null]] },
  { name: "Lp(a) 180 nmol/L", params: [p("lipoprotein_a", 180, "nmol/L")], patient: man50, expect: [["elevated_lipoprotein_a", null]] },
  { name: "hepatocellular pattern (ALT 420, ALP 140 → R 9.8)", params: [alt(420), alp(140)], patient: man50, expect: [["liver_injury_pattern", "hepatocellular"]] },
  { name: "cholestatic pattern (ALT 60, ALP 390 → R 0.5)", params: [alt(60), alp(390)], patient: man50, expect: [["liver_injury_pattern", "cholestatic"]] },
  { name: "mixed pattern (ALT 160, ALP 260 → R 2)", params: [alt(170), alp(260)], patient: man50, expect: [["liver_injury_pattern", "mixed"]] },
  { name: "raised ALT without ALP", params: [alt(95), p("ast", 60, "U/L", { high: 40 })], patient: man50, expect: [["transaminases_raised", null]], absent: ["liver_injury_pattern"] },
  { name: "mildly raised ALT with a normal ALP is not cholestatic (R 1.9)", params: [alt(88), alp(110)], patient: man50, expect: [["transaminases_raised", null]], absent: ["liver_injury_pattern"] },
  { name: "isolated raised ALP is cholestatic (R 0.3)", params: [alt(30), alp(330)], patient: man50, expect: [["liver_injury_pattern", "cholestatic"]], absent: ["transaminases_raised"] },
  { name: "eGFR 52 is G3a", params: [p("egfr", 52, "mL/min/{1.73_m2}", { low: 60 })], patient: man50, expect: [["kidney_function", "g3a"]] },
  { name: "eGFR 38 is G3b", params: [p("egfr", 38, "mL/min/{1.73_m2}", { low: 60 })], patient: man50, expect: [["kidney_function", "g3b"]] },
  { name: "eGFR 22 is G4", params: [p("egfr", 22, "mL/min/{1.73_m2}", { low: 60 })], patient: man50, expect: [["kidney_function", "g4"]] },
  { name: "eGFR 11 is G5", params: [p("egfr", 11, "mL/min/{1.73_m2}", { low: 60 })], patient: man50, expect: [["kidney_function", "g5"]] },
  { name: "eGFR 75 is G2", params: [p("egfr", 75, "mL/min/{1.73_m2}", { low: 60 })], patient: man50, expect: [["kidney_function", "g2"]] },
  { name: "eGFR 104 is G1 (no pattern)", params: [p("egfr", 104, "mL/min/{1.73_m2}", { low: 60 })], patient: man50, expect: [], absent: ["kidney_function"] },
  { name: "ACR 45 mg/g is A2", params: [p("urine_albumin_creatinine_ratio", 45, "mg/g", { high: 30 })], patient: man50, expect: [["albuminuria", "a2"]] },
  { name: "ACR 40 mg/mmol is A3", params: [p("urine_albumin_creatinine_ratio", 40, "mg/mmol", { high: 3, canonicalValue: null, canonicalUnit: null })], patient: man50, expect: [["albuminuria", "a3"]] },
  { name: "subclinical hypothyroidism (TSH 6.8, FT4 normal)", params: [tsh(6.8), ft4(1.1)], patient: woman35, expect: [["thyroid_function", "subclinical_hypothyroidism"]] },
  { name: "marked subclinical hypothyroidism (TSH 12.5, FT4 normal)", params: [tsh(12.5), ft4(1.0)], patient: woman35, expect: [["thyroid_function", "subclinical_hypothyroidism_marked"]] },
  { name: "overt hypothyroidism (TSH 24, FT4 0.5)", params: [tsh(24), ft4(0.5)], patient: woman35, expect: [["thyroid_function", "overt_hypothyroidism"]] },
  { name: "subclinical hyperthyroidism (TSH 0.2, FT4 normal)", params: [tsh(0.2), ft4(1.5)], patient: woman35, expect: [["thyroid_function", "subclinical_hyperthyroidism"]] },
  { name: "marked subclinical hyperthyroidism (TSH 0.05, FT4 normal)", params: [tsh(0.05), ft4(1.6)], patient: woman35, expect: [["thyroid_function", "subclinical_hyperthyroidism_marked"]] },
  { name: "overt hyperthyroidism (TSH 0.01, FT4 3.2)", params: [tsh(0.01), ft4(3.2)], patient: woman35, expect: [["thyroid_function", "overt_hyperthyroidism"]] },
  { name: "central pattern (TSH 1.1, FT4 0.6)", params: [tsh(1.1), ft4(0.6)], patient: woman35, expect: [["thyroid_function", "central_hypothyroidism"]] },
  { name: "raised TSH without FT4", params: [tsh(7.5)], patient: woman35, expect: [["thyroid_function", "tsh_high_only"]] },
  { name: "normal thyroid gives no pattern", params: [tsh(1.8), ft4(1.2)], patient: woman35, expect: [], absent: ["thyroid_function"] },
  { name: "CRP 148 mg/L is marked inflammation", params: [p("crp", 148, "mg/L", { high: 5 })], patient: man50, expect: [["inflammation", "marked"]] },
  { name: "CRP 7 mg/L is mild inflammation", params: [p("crp", 7, "mg/L", { high: 5 })], patient: man50, expect: [["inflammation", "mild"]] },
  { name: "vitamin D 8 ng/mL is severe deficiency", params: [p("vitamin_d_25oh", 8, "ng/mL", { low: 30, high: 100 })], patient: woman35, expect: [["vitamin_d_status", "severe_deficiency"]] },
  { name: "vitamin D 42 nmol/L (16.8 ng/mL) is deficiency", params: [p("vitamin_d_25oh", 42, "nmol/L", { low: 75, canonicalValue: null, canonicalUnit: null })], patient: woman35, expect: [["vitamin_d_status", "deficiency"]] },
  { name: "vitamin D 25 ng/mL is insufficiency", params: [p("vitamin_d_25oh", 25, "ng/mL", { low: 30, high: 100 })], patient: woman35, expect: [["vitamin_d_status", "insufficiency"]] },
  { name: "B12 150 pg/mL is deficiency", params: [p("vitamin_b12", 150, "pg/mL", { low: 200, high: 900 })], patient: man50, expect: [["vitamin_b12_status", "deficiency"]] },
  { name: "B12 180 pmol/L (244 pg/mL) is borderline", params: [p("vitamin_b12", 180, "pmol/L", { low: 145, canonicalValue: null, canonicalUnit: null })], patient: man50, expect: [["vitamin_b12_status", "borderline"]] },
  { name: "folate 2.1 ng/mL is deficiency", params: [p("folate", 2.1, "ng/mL", { low: 3.9 })], patient: man50, expect: [["folate_status", "deficiency"]] },
  { name: "sodium 121 is profound hyponatraemia", params: [p("sodium", 121, "mmol/L", { low: 135, high: 145 })], patient: man50, expect: [["hyponatremia", "profound"]] },
  { name: "sodium 132 is mild hyponatraemia", params: [p("sodium", 132, "mmol/L", { low: 135, high: 145 })], patient: man50, expect: [["hyponatremia", "mild"]] },
  { name: "sodium 151 is hypernatraemia", params: [p("sodium", 151, "mmol/L", { low: 135, high: 145 })], patient: man50, expect: [["hypernatremia", "mild"]] },
  { name: "potassium 2.8 is moderate hypokalaemia", params: [p("potassium", 2.8, "mmol/L", { low: 3.5, high: 5.1 })], patient: man50, expect: [["hypokalemia", "moderate"]] },
  { name: "potassium 6.7 is severe hyperkalaemia", params: [p("potassium", 6.7, "mmol/L", { low: 3.5, high: 5.1 })], patient: man50, expect: [["hyperkalemia", "severe"]] },
  { name: "potassium 5.3 above a 5.1 limit is mild hyperkalaemia", params: [p("potassium", 5.3, "mmol/L", { low: 3.5, high: 5.1 })], patient: man50, expect: [["hyperkalemia", "mild"]] },
  { name: "calcium 3.1 mmol/L (12.4 mg/dL) is moderate hypercalcaemia", params: [p("calcium", 3.1, "mmol/L", { low: 2.15, high: 2.55, canonicalValue: null, canonicalUnit: null })], patient: man50, expect: [["hypercalcemia", "moderate"]] },
  { name: "calcium 8.0 with albumin 3.0 adjusts to 8.8 (no hypocalcaemia)", params: [p("calcium", 8.0, "mg/dL", { low: 8.5 }), p("albumin", 3.0, "g/dL", { low: 3.5 })], patient: man50, expect: [], absent: ["hypocalcemia"] },
  { name: "calcium 7.1 mg/dL is severe hypocalcaemia", params: [p("calcium", 7.1, "mg/dL", { low: 8.5 })], patient: man50, expect: [["hypocalcemia", "severe"]] },
  { name: "anaemia without MCV is unclassified", params: [hb(11.0)], patient: woman35, expect: [["anemia", "unclassified"]] },
  { name: "level 1 hypoglycaemia 63 mg/dL", params: [p("glucose", 63, "mg/dL", { low: 70, high: 99 })], patient: man50, expect: [["low_glucose", "level1"]] },
  { name: "LDL 3.6 mmol/L (139 mg/dL) is borderline", params: [p("ldl_cholesterol", 3.6, "mmol/L", { canonicalValue: null, canonicalUnit: null })], patient: man50, expect: [["high_ldl", "borderline"]] },
  { name: "low TSH without FT4", params: [tsh(0.15)], patient: woman35, expect: [["thyroid_function", "tsh_low_only"]] },
  { name: "raised FT4 with normal TSH is discordant", params: [tsh(1.4), ft4(2.1)], patient: woman35, expect: [["thyroid_function", "discordant"]] },
  { name: "folate 4.5 ng/mL is possible deficiency", params: [p("folate", 4.5, "ng/mL", { low: 3.9 })], patient: man50, expect: [["folate_status", "possible_deficiency"]] },
  { name: "sodium 127 is moderate hyponatraemia", params: [p("sodium", 127, "mmol/L", { low: 135, high: 145 })], patient: man50, expect: [["hyponatremia", "moderate"]] },
  { name: "sodium 163 is severe hypernatraemia", params: [p("sodium", 163, "mmol/L", { low: 135, high: 145 })], patient: man50, expect: [["hypernatremia", "severe"]] },
  { name: "potassium 2.3 is severe hypokalaemia", params: [p("potassium", 2.3, "mmol/L", { low: 3.5, high: 5.1 })], patient: man50, expect: [["hypokalemia", "severe"]] },
  { name: "potassium 3.2 is mild hypokalaemia", params: [p("potassium", 3.2, "mmol/L", { low: 3.5, high: 5.1 })], patient: man50, expect: [["hypokalemia", "mild"]] },
  { name: "potassium 6.2 is moderate hyperkalaemia", params: [p("potassium", 6.2, "mmol/L", { low: 3.5, high: 5.1 })], patient: man50, expect: [["hyperkalemia", "moderate"]] },
  { name: "calcium 8.1 mg/dL with normal albumin is mild hypocalcaemia", params: [p("calcium", 8.1, "mg/dL", { low: 8.5 }), p("albumin", 4.2, "g/dL", { low: 3.5 })], patient: man50, expect: [["hypocalcemia", "mild"]] },
  { name: "calcium 3.6 mmol/L (14.4 mg/dL) is severe hypercalcaemia", params: [p("calcium", 3.6, "mmol/L", { high: 2.55, canonicalValue: null, canonicalUnit: null })], patient: man50, expect: [["hypercalcemia", "severe"]] },
  { name: "calcium 10.9 mg/dL is mild hypercalcaemia", params: [p("calcium", 10.9, "mg/dL", { high: 10.2 })], patient: man50, expect: [["hypercalcemia", "mild"]] },
];

describe("pattern detection", () => {
  it.each(CASES)("$name", (c) => {
    const found = detectPatterns(c.params, c.patient).map((f) => [f.id, f.grade]);
    for (const e of c.expect) expect(found).toContainEqual(e);
    for (const id of c.absent ?? []) expect(found.map((f) => f[0])).not.toContain(id);
  });

  it("finds nothing in an all-normal panel", () => {
    const params = [hb(14.5), mcv(90), ferritin(120), tsh(1.5), ft4(1.2), p("glucose", 86, "mg/dL"), p("egfr", 98, "mL/min/{1.73_m2}")];
    expect(detectPatterns(params, man50)).toEqual([]);
  });

  it("cites the values that support a pattern and the derived index", () => {
    const [liver] = detectPatterns([alt(420), alp(140)], man50);
    expect(liver?.evidence.map((e) => [e.analyteId, e.result])).toEqual([["alt", "420"], ["alp", "140"]]);
    expect(liver?.derived).toEqual([{ id: "r_ratio", value: 9.75 }]);
  });

  it("cites only the branches that held: a normal CRP is not evidence of iron deficiency", () => {
    const [ida] = detectPatterns([hb(10.1), ferritin(6), p("crp", 2, "mg/L", { high: 5 })], woman35);
    expect(ida?.evidence.map((e) => e.analyteId)).toEqual(["hemoglobin", "ferritin"]);
  });

  it("ignores markers that are absent instead of guessing", () => {
    expect(detectPatterns([p("ggt", 90, "U/L", { high: 60 })], man50)).toEqual([]);
  });

  it("gives the same result for the same input", () => {
    const params = [hb(10.1), mcv(72), ferritin(6), tsh(6.8), ft4(1.1), alt(420), alp(140)];
    expect(detectPatterns(params, woman35)).toEqual(detectPatterns(params, woman35));
  });

  it("exercises every rule and grade of the table", () => {
    const covered = new Set(CASES.flatMap((c) => c.expect.map(([id, grade]) => `${id}:${grade}`)));
    const all = PATTERN_RULES.flatMap((r) => (r.grades ? r.grades.map((g) => `${r.id}:${g.id}`) : [`${r.id}:null`]));
    expect(all.filter((k) => !covered.has(k))).toEqual([]);
  });

  it("has unique rule ids and a source for each rule", () => {
    const ids = PATTERN_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of PATTERN_RULES) expect(r.source.length).toBeGreaterThan(10);
  });
});
