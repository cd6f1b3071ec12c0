// Each risk rule row, positive and negative, through the same path the endpoint uses.
import { describe, expect, it } from "vitest";
import { RISK_RULES, RISK_THRESHOLDS } from "@/lib/knowledge/family/rules";
import { buildFamilyReport } from "./build-report";
import type { FamilyHealthRequest, FamilyMember } from "./schemas";

type Blood = NonNullable<FamilyHealthRequest["blood_test_data"]>;

function report(members: FamilyMember[], opts: { age?: number; gender?: "male" | "female" | "other"; blood?: Blood; chronic?: string[]; lifestyle?: string[] } = {}) {
  return buildFamilyReport(
    {
      patient_data: { age: opts.age ?? 40, gender: opts.gender ?? "female" },
      family_members: members,
      health_profile: { chronic_conditions: opts.chronic ?? [], lifestyle_factors: opts.lifestyle ?? [] },
      blood_test_data: opts.blood ?? [],
    },
    "en",
  ).report_data;
}

function entry(r: ReturnType<typeof report>, ruleId: string) {
  const a = r.hereditary_risk_analysis;
  for (const lvl of ["high_risk", "moderate_risk", "low_risk"] as const) {
    const e = a[lvl].find((x) => x.rule_id === ruleId);
    if (e) return { ...e, level: lvl };
  }
  return null;
}

describe("rule rows", () => {
  it("every rule names its source", () => {
    for (const r of RISK_RULES) expect(r.source.length, r.id).toBeGreaterThan(20);
  });
});

describe("premature ASCVD (men < 55, women < 65 in a first-degree relative)", () => {
  it("fires high for a father's heart attack at 52", () => {
    const e = entry(report([{ relation: "father", conditions: ["Heart attack"], age_at_diagnosis: 52 }]), "premature_ascvd");
    expect(e?.level).toBe("high_risk");
    expect(e?.contributing_factors).toContain("Father: Coronary artery disease at age 52");
  });
  it("counts a mother's stroke at 60 as premature (women < 65)", () => {
    expect(entry(report([{ relation: "mother", conditions: ["Stroke"], age_at_diagnosis: 60 }]), "premature_ascvd")?.level).toBe("high_risk");
  });
  it("is only low for a father's heart attack at 70, and absent for a grandfather's at 50", () => {
    expect(entry(report([{ relation: "father", conditions: ["Heart attack"], age_at_diagnosis: 70 }]), "premature_ascvd")?.level).toBe("low_risk");
    expect(entry(report([{ relation: "paternal_grandfather", conditions: ["Heart attack"], age_at_diagnosis: 50 }]), "premature_ascvd")).toBeNull();
  });
  it("adds the patient's Lp(a) ≥ 50 mg/dL as a risk enhancer", () => {
    const e = entry(report([{ relation: "father", conditions: ["MI"], age_at_diagnosis: 50 }], { blood: [{ parameter: "Lipoprotein(a)", value: 80, unit: "mg/dL" }] }), "premature_ascvd");
    expect(e?.risk_score).toBe(75);
  });
});

describe("familial hypercholesterolaemia (Dutch Lipid Clinic Network)", () => {
  it("is probable (high) with a first-degree relative with FH and LDL 6.6 mmol/L (2 + 5 = 7 points)", () => {
    const e = entry(report([{ relation: "mother", conditions: ["Familial hypercholesterolemia"] }], { blood: [{ parameter: "LDL cholesterol", value: 6.6, unit: "mmol/L" }] }), "familial_hypercholesterolaemia");
    expect(e?.level).toBe("high_risk");
    expect(e?.contributing_factors[0]).toBe("Dutch Lipid Clinic Network score 7 (probable)");
  });
  it("converts LDL from mg/dL: 255 mg/dL ≈ 6.6 mmol/L gives the same 5 points", () => {
    const e = entry(report([{ relation: "mother", conditions: ["FH"] }], { blood: [{ parameter: "LDL-C", value: 255, unit: "mg/dL" }] }), "familial_hypercholesterolaemia");
    expect(e?.contributing_factors[0]).toBe("Dutch Lipid Clinic Network score 7 (probable)");
  });
  it("is absent without family items and with a normal LDL", () => {
    expect(entry(report([{ relation: "father", conditions: ["Asthma"] }], { blood: [{ parameter: "LDL cholesterol", value: 2.8, unit: "mmol/L" }] }), "familial_hypercholesterolaemia")).toBeNull();
  });
});

describe("hereditary breast/ovarian cancer (NCCN-style)", () => {
  it("fires high for breast cancer at 42", () => {
    const r = report([{ relation: "mother", conditions: ["Breast cancer"], age_at_diagnosis: 42 }]);
    expect(entry(r, "hereditary_breast_ovarian_cancer")?.level).toBe("high_risk");
    expect(r.genetic_screening_recommendations.join(" ")).toContain("BRCA1, BRCA2");
  });
  it("fires high for two relatives on the maternal side diagnosed after 45", () => {
    const r = report([
      { relation: "maternal_aunt", conditions: ["Brustkrebs"], age_at_diagnosis: 58 },
      { relation: "maternal_grandmother", conditions: ["Breast cancer"], age_at_diagnosis: 66 },
    ]);
    expect(entry(r, "hereditary_breast_ovarian_cancer")?.level).toBe("high_risk");
  });
  it("does not combine one relative per side", () => {
    const r = report([
      { relation: "paternal_aunt", conditions: ["Breast cancer"], age_at_diagnosis: 58 },
      { relation: "maternal_aunt", conditions: ["Breast cancer"], age_at_diagnosis: 66 },
    ]);
    expect(entry(r, "hereditary_breast_ovarian_cancer")?.level).toBe("low_risk");
  });
  it("fires high for ovarian cancer at any age and for male breast cancer", () => {
    expect(entry(report([{ relation: "maternal_aunt", conditions: ["Ovarian cancer"], age_at_diagnosis: 70 }]), "hereditary_breast_ovarian_cancer")?.level).toBe("high_risk");
    expect(entry(report([{ relation: "paternal_uncle", conditions: ["Breast cancer"], age_at_diagnosis: 70 }]), "hereditary_breast_ovarian_cancer")?.level).toBe("high_risk");
  });
  it("is absent without these cancers", () => {
    expect(entry(report([{ relation: "mother", conditions: ["Lung cancer"], age_at_diagnosis: 40 }]), "hereditary_breast_ovarian_cancer")).toBeNull();
  });
});

describe("colorectal / Lynch", () => {
  it("is high for a first-degree relative diagnosed at 46, with colonoscopy at 36", () => {
    const r = report([{ relation: "father", conditions: ["Colon cancer"], age_at_diagnosis: 46 }], { age: 30 });
    expect(entry(r, "lynch_colorectal")?.level).toBe("high_risk");
    const colo = r.preventive_care_timeline.flatMap((t) => t.items).find((i) => i.id === "colonoscopy");
    expect(colo).toMatchObject({ start_age: 36, interval_years: 5, reason: "family_history" });
  });
  it("is moderate for a first-degree relative at 62, colonoscopy from 40", () => {
    const r = report([{ relation: "mother", conditions: ["Colorectal cancer"], age_at_diagnosis: 62 }], { age: 30 });
    expect(entry(r, "lynch_colorectal")?.level).toBe("moderate_risk");
    expect(r.preventive_care_timeline.flatMap((t) => t.items).find((i) => i.id === "colonoscopy")?.start_age).toBe(40);
  });
  it("recognises Amsterdam II (3 relatives, 2 generations, one < 50, one linking first-degree)", () => {
    const r = report([
      { relation: "father", conditions: ["Colon cancer"], age_at_diagnosis: 48 },
      { relation: "paternal_aunt", conditions: ["Endometrial cancer"], age_at_diagnosis: 55 },
      { relation: "paternal_grandfather", conditions: ["Colorectal cancer"], age_at_diagnosis: 70 },
    ]);
    const e = entry(r, "lynch_colorectal");
    expect(e?.contributing_factors).toContain("Amsterdam II criteria met");
    expect(r.genetic_screening_recommendations.join(" ")).toContain("MLH1");
  });
  it("does not call Amsterdam II when nobody was diagnosed before 50, and keeps colonoscopy at 45 without family", () => {
    const r = report([
      { relation: "father", conditions: ["Colon cancer"], age_at_diagnosis: 58 },
      { relation: "paternal_aunt", conditions: ["Endometrial cancer"], age_at_diagnosis: 55 },
      { relation: "paternal_grandfather", conditions: ["Colorectal cancer"], age_at_diagnosis: 70 },
    ]);
    expect(entry(r, "lynch_colorectal")?.contributing_factors).not.toContain("Amsterdam II criteria met");
    const plain = report([{ relation: "father", conditions: ["Asthma"] }], { age: 30 });
    expect(plain.preventive_care_timeline.flatMap((t) => t.items).find((i) => i.id === "colonoscopy")).toMatchObject({ start_age: 45, reason: "standard" });
  });
});

describe("type 2 diabetes", () => {
  it("is moderate with a diabetic parent and high with HbA1c 48 mmol/mol (≈ 6.5 %)", () => {
    const fam: FamilyMember[] = [{ relation: "mother", conditions: ["Type 2 diabetes"] }];
    expect(entry(report(fam), "type2_diabetes")?.level).toBe("moderate_risk");
    const e = entry(report(fam, { blood: [{ parameter: "HbA1c", value: 48, unit: "mmol/mol" }] }), "type2_diabetes");
    expect(e?.level).toBe("high_risk");
  });
  it("ignores a normal glucose and a grandparent's diabetes", () => {
    expect(entry(report([{ relation: "mother", conditions: ["diabetes"] }], { blood: [{ parameter: "Glucose", value: 88, unit: "mg/dL" }] }), "type2_diabetes")?.risk_score).toBe(30);
    expect(entry(report([{ relation: "maternal_grandfather", conditions: ["diabetes"] }]), "type2_diabetes")).toBeNull();
  });
});

describe("hereditary haemochromatosis", () => {
  it("is high with an affected brother and transferrin saturation 52 %", () => {
    const e = entry(report([{ relation: "brother", conditions: ["Hemochromatosis"] }], { gender: "male", blood: [{ parameter: "Transferrin saturation", value: 52, unit: "%" }] }), "hereditary_haemochromatosis");
    expect(e?.level).toBe("high_risk");
  });
  it("is moderate with normal iron studies and absent without the family history", () => {
    expect(entry(report([{ relation: "brother", conditions: ["Hemochromatosis"] }], { blood: [{ parameter: "Transferrin saturation", value: 30, unit: "%" }] }), "hereditary_haemochromatosis")?.level).toBe("moderate_risk");
    expect(entry(report([], { blood: [{ parameter: "Transferrin saturation", value: 60, unit: "%" }] }), "hereditary_haemochromatosis")).toBeNull();
  });
});

describe("sudden cardiac death < 50", () => {
  it("is high for a brother who died suddenly at 34, with cardiac evaluation now", () => {
    const r = report([{ relation: "brother", deceased: true, age_at_death: 34, cause_of_death: "Sudden cardiac death" }], { age: 38 });
    expect(entry(r, "sudden_cardiac_death")?.level).toBe("high_risk");
    expect(r.preventive_care_timeline.flatMap((t) => t.items).find((i) => i.id === "cardiac_evaluation")?.start_age).toBe(38);
  });
  it("is absent for a sudden death at 78", () => {
    expect(entry(report([{ relation: "father", deceased: true, age_at_death: 78, cause_of_death: "Sudden cardiac death" }]), "sudden_cardiac_death")).toBeNull();
  });
});

describe("aneurysm", () => {
  it("is high for a parent's aortic dissection and moderate for a parent's AAA", () => {
    expect(entry(report([{ relation: "father", conditions: ["Aortic dissection"] }]), "aortic_and_intracranial_aneurysm")?.level).toBe("high_risk");
    expect(entry(report([{ relation: "father", conditions: ["Abdominal aortic aneurysm"] }]), "aortic_and_intracranial_aneurysm")?.level).toBe("moderate_risk");
  });
  it("needs two first-degree relatives for intracranial aneurysm screening", () => {
    const one = report([{ relation: "mother", conditions: ["Brain aneurysm"] }]);
    expect(entry(one, "aortic_and_intracranial_aneurysm")?.level).toBe("low_risk");
    const two = report([{ relation: "mother", conditions: ["Brain aneurysm"] }, { relation: "sister", conditions: ["Subarachnoid hemorrhage"] }]);
    expect(entry(two, "aortic_and_intracranial_aneurysm")?.level).toBe("high_risk");
    expect(two.preventive_care_timeline.flatMap((t) => t.items).map((i) => i.id)).toContain("intracranial_imaging");
  });
});

describe("early-onset dementia", () => {
  it("is moderate for a parent with Alzheimer's at 58, high with two early cases on one side", () => {
    expect(entry(report([{ relation: "mother", conditions: ["Alzheimer's disease"], age_at_diagnosis: 58 }]), "early_onset_dementia")?.level).toBe("moderate_risk");
    const r = report([
      { relation: "mother", conditions: ["Alzheimer"], age_at_diagnosis: 58 },
      { relation: "maternal_grandfather", conditions: ["Dementia"], age_at_diagnosis: 61 },
    ]);
    expect(entry(r, "early_onset_dementia")?.level).toBe("high_risk");
  });
  it("is only low for late-onset dementia", () => {
    expect(entry(report([{ relation: "mother", conditions: ["Dementia"], age_at_diagnosis: 82 }]), "early_onset_dementia")?.level).toBe("low_risk");
  });
});

describe("prostate cancer and ADPKD", () => {
  it("moves the PSA discussion to 45 for a father diagnosed at 60; none for female patients", () => {
    const r = report([{ relation: "father", conditions: ["Prostate cancer"], age_at_diagnosis: 60 }], { gender: "male", age: 35 });
    expect(entry(r, "prostate_cancer")?.level).toBe("moderate_risk");
    expect(r.preventive_care_timeline.flatMap((t) => t.items).find((i) => i.id === "psa_discussion")?.start_age).toBe(45);
    const f = report([{ relation: "father", conditions: ["Prostate cancer"], age_at_diagnosis: 60 }], { gender: "female", age: 35 });
    expect(f.preventive_care_timeline.flatMap((t) => t.items).find((i) => i.id === "psa_discussion")).toBeUndefined();
  });
  it("flags polycystic kidney disease in a parent as high; absent otherwise", () => {
    expect(entry(report([{ relation: "mother", conditions: ["Polycystic kidney disease"] }]), "polycystic_kidney_disease")?.level).toBe("high_risk");
    expect(entry(report([{ relation: "mother", conditions: ["Chronic kidney disease"] }]), "polycystic_kidney_disease")).toBeNull();
  });
});

describe("report", () => {
  it("summarises lineages, levels by the documented thresholds and hereditary sensitivities", () => {
    const r = report([
      { relation: "father", conditions: ["Heart attack"], age_at_diagnosis: 50 },
      { relation: "mother", conditions: ["G6PD deficiency"] },
    ]);
    expect(r.family_tree_summary.paternal_lineage.risk_factors).toEqual(["Father: Coronary artery disease at age 50"]);
    expect(r.family_tree_summary.maternal_lineage.risk_factors[0]).toContain("G6PD");
    expect(r.medication_analysis.hereditary_sensitivities[0]).toContain("G6PD");
    for (const e of r.hereditary_risk_analysis.high_risk) expect(e.risk_score).toBeGreaterThanOrEqual(RISK_THRESHOLDS.high);
    for (const e of r.hereditary_risk_analysis.low_risk) expect(e.risk_score).toBeLessThan(RISK_THRESHOLDS.moderate);
    expect(r.executive_summary).toContain("not a diagnosis");
  });
  it("lists unrecognised condition texts instead of guessing", () => {
    expect(report([{ relation: "father", conditions: ["xyzzy syndrome"] }]).unrecognised_conditions).toEqual(["xyzzy syndrome"]);
  });
});

describe("blood values correlated with the family risks", () => {
  it("reports a value below a rule's threshold as a correlation, not as a factor", () => {
    const r = report([{ relation: "mother", conditions: ["Type 2 diabetes"] }], { blood: [{ parameter: "HbA1c", value: 5.2, unit: "%" }] });
    expect(entry(r, "type2_diabetes")?.risk_score).toBe(30);
    expect(r.blood_test_family_correlation.correlated_findings).toEqual([
      expect.objectContaining({ parameter: "HbA1c", value: 5.2, related_risk: "Type 2 diabetes", finding: expect.stringContaining("below the 5.7 %") }),
    ]);
  });
  it("names blood parameters it could not match", () => {
    expect(report([], { blood: [{ parameter: "Qwertz factor", value: 1, unit: "U" }] }).blood_test_family_correlation.unmatched_parameters).toEqual(["Qwertz factor"]);
  });
});
