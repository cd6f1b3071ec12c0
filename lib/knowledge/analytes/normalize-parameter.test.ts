import { describe, expect, it } from "vitest";
import { CATEGORY_LABELS, OTHER_CATEGORY_LABEL } from "./categories";
import { convert } from "./convert";
import { getAnalyte } from "./knowledge-base";
import { normalizeParameter } from "./normalize-parameter";

// Runs on the real knowledge base; values are chosen far from any published limit so the expectations hold
// for every reasonable reference interval.
describe("normalizeParameter", () => {
  it("matches, keeps the printed unit and range, and evaluates against the printed range", () => {
    const p = normalizeParameter({ name: "Hemoglobin", result: "13.2", unit: "g/dL", rangeText: "13.5-17.5", flag: "L" }, { sex: "male" });
    expect(p).toMatchObject({
      analyteId: "hemoglobin",
      category: CATEGORY_LABELS.hematology,
      result: "13.2",
      value: 13.2,
      unit: "g/dL",
      ucumUnit: "g/dL",
      loinc: "718-7",
      rangeMin: 13.5,
      rangeMax: 17.5,
      rangeNormalMin: 13.5,
      rangeNormalMax: 17.5,
      referenceRange: "13.5-17.5",
      type: "range",
      evaluation: "low",
      rangeSource: "printed",
    });
    expect(p.matchConfidence).toBeGreaterThan(0.9);
    expect(p.regions.length).toBeGreaterThan(0);
    expect(p.shortDescription).not.toBe("");
  });

  it("does not call a value critical because OCR garbled its unit (the printed range shows the real scale)", () => {
    // "x10^3/uL" read as "3/uL" or "/uL": converting with the misread unit would put 142 far below the platelet
    // critical limit; the printed 150–400 range says the numbers are in the usual 10^3/µL scale.
    for (const unit of ["3/uL", "/uL"]) {
      const p = normalizeParameter({ name: "Platelets", result: "142", unit, rangeText: "150-400" });
      expect({ unit, evaluation: p.evaluation }).toEqual({ unit, evaluation: "borderline_low" });
    }
    // A genuinely critical count in a correctly printed unit still is.
    expect(normalizeParameter({ name: "Platelets", result: "12", unit: "x10^3/uL", rangeText: "150-400" }).evaluation).toBe("critical_low");
  });

  it("falls back to the knowledge-base range for the patient's sex, in the printed unit", () => {
    const female = normalizeParameter({ name: "Hämoglobin", result: "12.6", unit: "g/dl" }, { sex: "female", ageYears: 35 }, { language: "de" });
    expect(female.rangeSource).toBe("knowledge_base");
    expect(female.evaluation).toBe("normal");
    expect(female.rangeNormalMin).not.toBeNull();
    const male = normalizeParameter({ name: "Hämoglobin", result: "120", unit: "g/l" }, { sex: "male", ageYears: 35 }, { language: "de" });
    expect(male.evaluation).toBe("low");
    // The range is given in the printed unit (g/L), ten times the g/dL figures.
    expect(male.rangeNormalMin!).toBeGreaterThan(100);
  });

  it("converts the value into the canonical unit", () => {
    const p = normalizeParameter({ name: "Glucose", result: "7.0", unit: "mmol/L" });
    const glucose = getAnalyte("glucose")!;
    expect(p.canonicalUnit).toBe(glucose.unit);
    expect(p.canonicalValue).toBeCloseTo(convert(7.0, "mmol/L", glucose.unit, glucose)!, 9);
    expect(p.evaluation === "high" || p.evaluation === "critical_high").toBe(true);
  });

  it("keeps an unmatched line, evaluated from its printed range", () => {
    const p = normalizeParameter({ name: "Zonulin-like marker X", result: "12", unit: "U/L", rangeText: "0-10" });
    expect(p).toMatchObject({
      analyteId: null,
      matchConfidence: 0,
      category: OTHER_CATEGORY_LABEL,
      longName: "Zonulin-like marker X",
      evaluation: "high",
      rangeSource: "printed",
      loinc: null,
      canonicalValue: null,
    });
  });

  it("flags a critical value even when the printed range only says low", () => {
    const p = normalizeParameter({ name: "Potassium", result: "1.9", unit: "mmol/L", rangeText: "3.5-5.1" });
    expect(p.evaluation).toBe("critical_low");
  });

  it("reads qualitative results", () => {
    expect(normalizeParameter({ name: "HBsAg", result: "Negative" })).toMatchObject({ type: "binary", evaluation: "normal", value: null });
    expect(normalizeParameter({ name: "HBsAg", result: "POSITIVE" }).evaluation).toBe("high");
    expect(normalizeParameter({ name: "Unknown screen", result: "positive", rangeText: "negative" }).evaluation).toBe("high");
  });

  it("settles a decimal comma with three decimals from the knowledge base (specific gravity 1,020)", () => {
    const p = normalizeParameter({ name: "Specific gravity", result: "1,020", rangeText: "1,005-1,030" });
    expect(p.value).toBeCloseTo(1.02, 9);
    expect(p.rangeNormalMax).toBeCloseTo(1.03, 9);
    expect(p.evaluation).toBe("normal");
  });

  it("reads an all-capitals G/L as grams per litre when the analyte is a protein", () => {
    const p = normalizeParameter({ name: "ALBUMIN", result: "42", unit: "G/L" });
    expect(p.analyteId).toBe("albumin");
    expect(p.ucumUnit).toBe("g/L");
  });

  it("tells ionized from total calcium by the printed range", () => {
    expect(normalizeParameter({ name: "Calcium", result: "1.21", unit: "mmol/L", rangeText: "1.15-1.33" }).analyteId).toBe("calcium_ionized");
    expect(normalizeParameter({ name: "Calcium", result: "2.31", unit: "mmol/L", rangeText: "2.15-2.55" }).analyteId).toBe("calcium");
  });

  it("uses the report's other lines to place a bare urinalysis name", () => {
    const neighbours = ["Specific gravity", "Nitrite", "Ketones", "Leukocyte esterase", "Urobilinogen"];
    expect(normalizeParameter({ name: "Glucose", result: "negative" }, undefined, { neighbours }).analyteId).toBe("urine_glucose");
    expect(normalizeParameter({ name: "Glucose", result: "5.1", unit: "mmol/L" }).analyteId).toBe("glucose");
  });

  it("picks the printed range of the patient's sex", () => {
    const rangeText = "Men: 13.5-17.5 / Women: 12.0-15.5";
    expect(normalizeParameter({ name: "Hemoglobin", result: "13.0", unit: "g/dL", rangeText }, { sex: "female" }).evaluation).toBe("normal");
    expect(normalizeParameter({ name: "Hemoglobin", result: "13.0", unit: "g/dL", rangeText }, { sex: "male" }).evaluation).toBe("low");
    const unknown = normalizeParameter({ name: "Hemoglobin", result: "13.0", unit: "g/dL", rangeText });
    expect([unknown.rangeNormalMin, unknown.rangeNormalMax]).toEqual([12.0, 17.5]);
  });
});
