// What the advisor reads from the inputs: effect-allele copies, HFE risk genotypes, conditions written in the
// patient's diagnoses in several languages (and not in look-alike words), medicines by name.
import { describe, expect, it } from "vitest";
import { interpretGenotypes, SANDBOX_GENOTYPES } from "@/lib/knowledge/dna";
import { dnaReportInputSchema, readBloodTest } from "@/lib/modules/dna-blood-report/inputs";
import { effectCopies, gatherFacts } from "./context";

const report = (over: Record<string, string> = {}) =>
  dnaReportInputSchema.parse(interpretGenotypes(SANDBOX_GENOTYPES.map((c) => ({ ...c, genotype: over[c.rsid] ?? c.genotype })), { language: "en" }).report);
const answers = { diet_type: "omnivore", pregnancy: "no" };

describe("advisor facts", () => {
  it("counts effect alleles and finds HFE risk genotypes only", () => {
    expect([effectCopies("rs1801133", "AA"), effectCopies("rs1801133", "GA"), effectCopies("rs1801133", "--")]).toEqual([2, 1, null]);
    expect(gatherFacts(report(), [], answers).safety.hfeRisk).toBe(true); // C282Y/H63D
    expect(gatherFacts(report({ rs1800562: "AA", rs1799945: "CC" }), [], answers).safety.hfeRisk).toBe(true);
    expect(gatherFacts(report({ rs1800562: "GA", rs1799945: "CC" }), [], answers).safety.hfeRisk).toBe(false);
    expect(gatherFacts(report({ rs1800562: "GG", rs1799945: "CC" }), [], answers).safety.hfeRisk).toBe(false);
    // Joined findings are split per marker: "C282Y GA; H63D CG" → rs1800562 GA, rs1799945 CG.
    const f = gatherFacts(report(), [], answers);
    expect([f.genotypes.get("rs1800562")?.genotype, f.genotypes.get("rs1799945")?.genotype, f.genotypes.get("rs7412")?.genotype]).toEqual(["GA", "CG", "CC"]);
  });

  it("reads kidney and liver disease from written diagnoses in other languages, not from look-alike words", () => {
    const conditions = (diagnoses: string[]) => gatherFacts(report(), [], answers, { diagnoses }).safety.conditions;
    expect(conditions(["Chronische Niereninsuffizienz"])).toEqual(["kidney_disease"]);
    expect(conditions(["insuffisance rénale", "cirrhose du foie"]).slice().sort()).toEqual(["kidney_disease", "liver_disease"]);
    expect(conditions(["хроническая болезнь почек"])).toEqual(["kidney_disease"]);
    expect(conditions(["low protein diet", "clever patient", "Irene"])).toEqual([]);
  });

  it("maps medicines by name and questionnaire boxes to the safety and interaction classes", () => {
    const f = gatherFacts(report(), [], { ...answers, medications: ["ppi", "none"] }, { medications: ["Xarelto 20 mg"] });
    expect([...f.safety.medicationClasses].sort()).toEqual(["anticoagulant", "ppi"]);
    expect(f.drugClasses.map((d) => d.classes).flat()).toContain("proton_pump_inhibitor");
  });

  // Review H10: labs print results outside the assay's range as '<15' or '>1000'; for the safety rules such a value
  // is at least as far out as its number (an eGFR '<15' is below 30), so it must not be read as unmeasured.
  it("gives the safety rules a censored value at its printed number", () => {
    const labs = readBloodTest([
      { name: "eGFR", result: "<15", unit: "mL/min/1.73m2" }, { name: "Ferritin", result: ">1000", unit: "ng/mL" }, { name: "ALT", result: "> 500", unit: "U/L" },
    ]).values;
    expect(gatherFacts(report(), labs, answers).safety.labs).toEqual({ egfr: 15, ferritin: 1000, alt: 500 });
  });

  // Review H10: Chinese writes no spaces and Arabic joins the article to the noun, so a word-start match missed
  // "慢性肾病" (chronic kidney disease), "慢性肝炎" and "مرض الكلى".
  it("reads kidney and liver disease inside Chinese phrases and after the Arabic article", () => {
    const conditions = (diagnoses: string[]) => gatherFacts(report(), [], answers, { diagnoses }).safety.conditions;
    expect(conditions(["慢性肾病"])).toEqual(["kidney_disease"]);
    expect(conditions(["慢性肝炎"])).toEqual(["liver_disease"]);
    expect(conditions(["مرض الكلى المزمن"])).toEqual(["kidney_disease"]);
    expect(conditions(["تليف الكبد"])).toEqual(["liver_disease"]);
  });

  // Review H10: the pregnancy answer is mandatory, but a pregnancy written in the questionnaire's notes or in the
  // patient's diagnoses must still reach the safety rules (retinol, herbs), whatever the box says.
  it("lets a pregnancy written in the notes or diagnoses reach the safety rules", () => {
    const pregnancy = (over: { notes?: string; diagnoses?: string[]; answer?: string }) =>
      gatherFacts(report(), [], { ...answers, pregnancy: over.answer ?? "not_applicable", ...(over.notes ? { notes: over.notes } : {}) }, over.diagnoses ? { diagnoses: over.diagnoses } : undefined).safety.pregnancy;
    expect(pregnancy({ notes: "I am 20 weeks pregnant" })).toBe("pregnant");
    expect(pregnancy({ diagnoses: ["Schwangerschaft, 12. SSW"] })).toBe("pregnant");
    expect(pregnancy({ diagnoses: ["enceinte de 3 mois"] })).toBe("pregnant");
    expect(pregnancy({ notes: "怀孕12周" })).toBe("pregnant");
    expect(pregnancy({ diagnoses: ["الحمل في الأسبوع 20"] })).toBe("pregnant");
    expect(pregnancy({ notes: "تحميل الملف" })).toBe("not_applicable");
    expect(pregnancy({ answer: "planning", notes: "pregnant soon" })).toBe("planning");
    expect(pregnancy({ notes: "ich gebe mir Mühe; tired in the afternoon" })).toBe("not_applicable");
    expect(pregnancy({})).toBe("not_applicable");
  });

  // Review H10: labs often print creatinine without an eGFR; the kidney rules then read the CKD-EPI 2021 estimate.
  it("estimates eGFR from creatinine when none is printed (CKD-EPI 2021), conservatively when sex or age is unknown", () => {
    const egfr = (rows: { name: string; result: number | string; unit: string }[], patient?: { age?: number; sex?: "male" | "female" }) =>
      gatherFacts(report(), readBloodTest(rows).values, answers, patient).safety.labs.egfr;
    // Reference: creatinine 1.0 mg/dL, 50-year-old man → 92 mL/min/1.73 m² (NKF CKD-EPI 2021 calculator).
    expect(Math.round(egfr([{ name: "Creatinine", result: 1.0, unit: "mg/dL" }], { age: 50, sex: "male" })!)).toBe(92);
    expect(egfr([{ name: "Creatinine", result: 398, unit: "µmol/L" }])).toBeLessThan(15);
    expect(egfr([{ name: "Creatinine", result: 0.8, unit: "mg/dL" }])).toBeGreaterThan(60);
    // A printed eGFR wins.
    expect(egfr([{ name: "Creatinine", result: 4.5, unit: "mg/dL" }, { name: "eGFR", result: 70, unit: "mL/min/1.73m2" }])).toBe(70);
  });
});
