import { describe, expect, it } from "vitest";
import { convert } from "./convert";
import { SAMPLE_ANALYTES } from "./testing/sample-analytes";
import type { Analyte } from "./types";

function sample(id: string): Analyte {
  const a = SAMPLE_ANALYTES.find((x) => x.id === id);
  if (!a) throw new Error(id);
  return a;
}

describe("convert", () => {
  it.each([
    // [value, from, to, analyte id, expected, relative tolerance]
    // Glucose: 1 mmol/L = 18.016 mg/dL (molar mass 180.16 g/mol).
    [100, "mg/dL", "mmol/L", "glucose", 5.551, 1e-3],
    [5.5, "mmol/L", "mg/dL", "glucose", 99.09, 1e-3],
    // Creatinine: 1 mg/dL = 88.4 µmol/L (113.12 g/mol).
    [1.0, "mg/dL", "µmol/L", "creatinine", 88.40, 1e-3],
    [88.4, "umol/L", "mg/dL", "creatinine", 1.0, 1e-3],
    // HbA1c: NGSP % = 0.09148 × IFCC mmol/mol + 2.152.
    [48, "mmol/mol", "%", "hba1c", 6.543, 1e-3],
    [6.5, "%", "mmol/mol", "hba1c", 47.53, 1e-3],
    // Cholesterol: 1 mmol/L = 38.67 mg/dL (386.65 g/mol).
    [200, "mg/dL", "mmol/L", "cholesterol_total", 5.173, 1e-3],
    // 25-OH vitamin D: 1 ng/mL = 2.496 nmol/L (400.64 g/mol).
    [30, "ng/mL", "nmol/L", "vitamin_d_25oh", 74.88, 1e-3],
    [75, "nmol/L", "ng/mL", "vitamin_d_25oh", 30.05, 1e-3],
    // Hemoglobin through an explicit factor.
    [140, "g/L", "g/dL", "hemoglobin", 14, 1e-9],
    // TSH: mIU/L = µIU/mL, and mU/L is printed for the same scale.
    [2.5, "µIU/mL", "mIU/L", "tsh", 2.5, 1e-9],
    [2.5, "mU/L", "mIU/L", "tsh", 2.5, 1e-9],
    // Monovalent ion: mEq/L = mmol/L (explicit factor in the data).
    [4.1, "mEq/L", "mmol/L", "potassium", 4.1, 1e-9],
  ] as const)("%d %s → %s (%s)", (value, from, to, id, expected, tolerance) => {
    const result = convert(value, from, to, sample(id));
    expect(result).not.toBeNull();
    expect(Math.abs(result! - expected) / expected).toBeLessThan(tolerance);
  });

  it("composes an explicit factor with unit algebra (hemoglobin mg/dL → mmol/L via g/dL)", () => {
    expect(convert(14000, "mg/dL", "mmol/L", sample("hemoglobin"))).toBeCloseTo(14 / 1.611, 6);
  });

  it("keeps D-dimer bases apart: FEU ↔ FEU converts, FEU ↔ DDU does not", () => {
    expect(convert(500, "ng/mL FEU", "mg/L FEU")).toBeCloseTo(0.5, 9);
    expect(convert(500, "ng/mL FEU", "mg/L")).toBeCloseTo(0.5, 9);
    expect(convert(500, "ng/mL DDU", "mg/L FEU")).toBeNull();
  });

  it("counts: 10^3/µL equals 10^9/L, and /µL is a thousandth", () => {
    expect(convert(7.2, "10^3/µL", "10*9/L")).toBeCloseTo(7.2, 9);
    expect(convert(7200, "/µL", "10^9/L")).toBeCloseTo(7.2, 9);
    expect(convert(4.5, "x10E12/L", "10^6/µL")).toBeCloseTo(4.5, 9);
  });

  it("round-trips every pair within floating-point error", () => {
    const pairs: [string, string, string][] = [
      ["glucose", "mg/dL", "mmol/L"],
      ["creatinine", "mg/dL", "umol/L"],
      ["hba1c", "%", "mmol/mol"],
      ["cholesterol_total", "mg/dL", "mmol/L"],
      ["vitamin_d_25oh", "ng/mL", "nmol/L"],
    ];
    for (const [id, a, b] of pairs) {
      const analyte = sample(id);
      for (const v of [0.5, 7, 123.4]) {
        const there = convert(v, a, b, analyte)!;
        expect(convert(there, b, a, analyte)).toBeCloseTo(v, 9);
      }
    }
  });

  it("refuses conversions that need facts it does not have", () => {
    // Mass ↔ molar without a molar mass.
    expect(convert(1, "mg/dL", "mmol/L")).toBeNull();
    expect(convert(1, "mg/L", "mmol/L", sample("crp"))).toBeNull();
    // Different dimensions.
    expect(convert(1, "%", "g/dL")).toBeNull();
    expect(convert(1, "U/L", "mg/dL")).toBeNull();
    // Unknown units.
    expect(convert(1, "bananas", "mg/dL")).toBeNull();
    // HbA1c % and mmol/mol are two calibrations, not unit algebra (UCUM alone would say 1 % = 10 mmol/mol).
    expect(convert(6.5, "%", "mmol/mol", sample("hba1c"))).not.toBeCloseTo(65, 0);
  });
});
