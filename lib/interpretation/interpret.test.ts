import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";
import { completeLanguages, interpret } from "./index";
import { ALL_SUBSECTION_SHORTCODES, SECTION_SHORTCODES } from "./shortcodes";
import { interpretationV11Schema, interpretationV12Schema, healthScoreSchema, diseaseRisksSchema } from "./schemas";
import { makeParameter as p, makeQualitative } from "./testing/make-parameter";
import { SAMPLE_PARAMETERS, SAMPLE_PATIENT } from "./testing/sample-report";
import { flattenSections } from "./writer/flatten";

const sample = { parameters: SAMPLE_PARAMETERS, patient: SAMPLE_PATIENT };
const texts = (items: { item: string }[]) => items.map((i) => i.item);

describe("interpret (deterministic)", () => {
  it("gives the same output for the same input", async () => {
    const a = await interpret({ ...sample, language: "en" });
    const b = await interpret({ ...structuredClone(sample), language: "en" });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it("returns both contract forms, saying the same thing", async () => {
    const r = await interpret({ ...sample, language: "en" });
    expect(interpretationV11Schema.safeParse(r.v11).success).toBe(true);
    expect(interpretationV12Schema.safeParse(r.v12).success).toBe(true);
    expect(r.v12).toEqual(flattenSections(r.v11));
    expect(healthScoreSchema.safeParse(r.healthScore).success).toBe(true);
    expect(diseaseRisksSchema.safeParse(r.diseaseRisks).success).toBe(true);
  });

  it("uses only registered shortcodes, each subsection inside its own section", async () => {
    const r = await interpret({ ...sample, language: "en" });
    for (const s of r.v11) {
      expect(Object.keys(SECTION_SHORTCODES)).toContain(s.shortcode);
      for (const sub of s.subsections) expect(ALL_SUBSECTION_SHORTCODES[sub.shortcode]).toBe(s.shortcode);
    }
    expect(r.v11.map((s) => s.shortcode)).toEqual(["summary", "findings", "abnormal_values", "patterns", "follow_up", "lifestyle", "urgent", "disclaimer"]);
  });

  it("summarises the main findings and lists abnormal values with their reference", async () => {
    const r = await interpret({ ...sample, language: "en" });
    const summary = texts(r.v11[0]?.subsections[0]?.items ?? []);
    expect(summary[0]).toBe("Results evaluated: 20. Within the reference range: 12. Outside the reference range: 8.");
    expect(summary[1]).toContain("Iron deficiency anemia");
    expect(summary[1]).toContain("Prediabetes");
    expect(r.v12).toContainEqual({ shortcode: "findings_blood", item: "Hemoglobin: 10.4 g/dL (reference 12–15.5), below the reference range." });
    expect(r.v12.filter((i) => i.shortcode === "abnormal_values_meaning")).toHaveLength(8);
  });

  it("puts a critical value in the summary and the urgent section", async () => {
    const params = [p("potassium", 6.9, "mmol/L", { low: 3.5, high: 5.1, evaluation: "critical_high", name: "Potassium", category: "electrolytes" })];
    const r = await interpret({ parameters: params, patient: { sex: "male", ageYears: 70 }, language: "en" });
    const urgent = r.v12.filter((i) => i.shortcode === "urgent_care").map((i) => i.item);
    expect(urgent[0]).toContain("Potassium: 6.9 mmol/L");
    expect(urgent.some((u) => u.includes("Severe hyperkalemia"))).toBe(true);
    expect(r.v12.find((i) => i.shortcode === "summary_overview" && i.item.startsWith("Results at a critical level"))).toBeDefined();
    expect(r.healthScore.score_interpretation).toBe("poor");
  });

  it("reassures when everything is in range", async () => {
    const params = [p("hemoglobin", 14, "g/dL", { low: 12, high: 16, name: "Hemoglobin" }), p("glucose", 85, "mg/dL", { low: 70, high: 99, category: "glucose_metabolism" })];
    const r = await interpret({ parameters: params, patient: { sex: "female", ageYears: 30 }, language: "en" });
    const items = r.v12.map((i) => i.item);
    expect(items).toContain("All results are within their reference ranges, which is reassuring.");
    expect(items).toContain("None of the results is at a level that usually requires emergency care.");
    expect(r.v11.find((s) => s.shortcode === "abnormal_values")).toBeUndefined();
    expect(r.healthScore.score_interpretation).toBe("excellent");
  });

  it("words qualitative results and numbers without a range honestly", async () => {
    const params = [
      { ...makeQualitative("urine_nitrite", "positive", "high"), longName: "Urine nitrite" },
      p("zinc", 92, "ug/dL", { name: "Zinc", category: "minerals_trace_elements" }), // no range printed or known
      p("sodium", 140, "mmol/L", { low: 135, high: 145, name: "Sodium", category: "electrolytes" }),
    ];
    const r = await interpret({ parameters: params, patient: { sex: "female", ageYears: 30 }, language: "en" });
    const items = r.v12.map((i) => i.item);
    expect(items).toContain("Urine nitrite: positive (abnormal result).");
    expect(items).toContain("Without a reference range: Zinc 92 ug/dL.");
    expect(items[0]).toBe("Results evaluated: 2. Within the reference range: 1. Outside the reference range: 1.");
    expect(items.some((i) => i.startsWith("Urine nitrite (abnormal result): This result differs"))).toBe(true);
  });

  it("says when age or sex is missing", async () => {
    const r = await interpret({ parameters: SAMPLE_PARAMETERS, patient: {}, language: "en" });
    expect(r.v12.some((i) => i.item.startsWith("Age or sex was not given"))).toBe(true);
  });

  it("accepts all 100 language codes and flags the ones answered in English", async () => {
    const complete = new Set(completeLanguages());
    for (const code of LANGUAGE_CODES) {
      const r = await interpret({ ...sample, language: code });
      expect(r.narrativeLanguage).toBe(complete.has(code) ? code : "en");
      expect(r.languageFallback).toBe(!complete.has(code));
    }
  });

  it("writes other languages without English sentences and with the local decimal mark", async () => {
    const en = new Set((await interpret({ ...sample, language: "en" })).v12.map((i) => i.item));
    for (const code of completeLanguages().filter((c) => c !== "en")) {
      const r = await interpret({ ...sample, language: code });
      expect(r.v12.filter((i) => en.has(i.item)).map((i) => i.item)).toEqual([]);
      expect(r.v12.map((i) => i.shortcode)).toEqual((await interpret({ ...sample, language: "en" })).v12.map((i) => i.shortcode));
    }
    const de = await interpret({ ...sample, language: "de" });
    expect(de.v12.some((i) => i.item.includes("10,4 g/dL"))).toBe(true);
  });

  it("uses a localised analyte name when the caller provides one", async () => {
    const r = await interpret({ ...sample, language: "de", displayName: (id) => (id === "hemoglobin" ? "Hämoglobin" : undefined) });
    expect(r.v12.some((i) => i.item.startsWith("Hämoglobin: 10,4 g/dL"))).toBe(true);
  });
});
