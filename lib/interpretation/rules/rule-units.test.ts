import { describe, expect, it } from "vitest";
import { makeParameter } from "../testing/make-parameter";
import { convertValue, normalizeUnit, valueInUnit } from "./rule-units";

describe("reading a value in a rule's unit", () => {
  it.each([
    ["glucose", 5.55, "mmol/L", "mg/dL", 100, 0.5],
    ["glucose", 7.0, "mmol/L", "mg/dL", 126, 0.5],
    ["ldl_cholesterol", 4.14, "mmol/L", "mg/dL", 160, 0.5],
    ["triglycerides", 1.7, "mmol/L", "mg/dL", 150.6, 0.5],
    ["hemoglobin", 125, "g/L", "g/dL", 12.5, 1e-9],
    ["hemoglobin", 7.45, "mmol/L", "g/dL", 12.0, 0.05],
    ["vitamin_d_25oh", 50, "nmol/L", "ng/mL", 20.03, 0.05],
    ["vitamin_b12", 148, "pmol/L", "pg/mL", 200.6, 0.5],
    ["folate", 6.8, "nmol/L", "ng/mL", 3.0, 0.01],
    ["calcium", 2.5, "mmol/L", "mg/dL", 10.02, 0.01],
    ["platelets", 250, "10*3/uL", "10*9/L", 250, 1e-9],
    ["platelets", 250, "10^3/µL", "10*9/L", 250, 1e-9],
    ["crp", 1.2, "mg/dL", "mg/L", 12, 1e-9],
    ["tsh", 2.5, "uIU/mL", "mU/L", 2.5, 1e-9],
    ["tsh", 2.5, "m[IU]/L", "mU/L", 2.5, 1e-9],
    ["hba1c", 48, "mmol/mol", "%", 6.54, 0.01],
    ["hba1c", 39, "mmol/mol", "%", 5.72, 0.01],
    ["urine_albumin_creatinine_ratio", 3.4, "mg/mmol", "mg/g", 30.06, 0.01],
    ["lipoprotein_a", 125, "nmol/L", "mg/dL", 50, 1e-9],
    ["egfr", 58, "mL/min/{1.73_m2}", "mL/min", 58, 1e-9],
    ["egfr", 58, "mL/min/1.73m2", "mL/min", 58, 1e-9],
    ["sodium", 140, "mEq/L", "mmol/L", 140, 1e-9],
  ])("%s %d %s -> %s", (id, v, from, to, expected, tol) => {
    const out = convertValue(id, v, from, to);
    expect(out).not.toBeNull();
    expect(Math.abs((out ?? NaN) - expected)).toBeLessThanOrEqual(tol);
  });

  it("refuses conversions that make no physical sense", () => {
    expect(convertValue("ferritin", 30, "ng/mL", "mmol/L")).toBeNull();
    expect(convertValue("alt", 30, "U/L", "mg/dL")).toBeNull();
  });

  it("prefers the canonical value and falls back to the printed one", () => {
    const canonical = makeParameter("glucose", 5.6, "mmol/L", { canonicalValue: 100.9, canonicalUnit: "mg/dL" });
    expect(valueInUnit(canonical, "mg/dL")).toBe(100.9);
    const printedOnly = makeParameter("glucose", 5.6, "mmol/L", { canonicalValue: null, canonicalUnit: null });
    expect(valueInUnit(printedOnly, "mg/dL")).toBeCloseTo(100.9, 0);
  });

  it("spells printed units the UCUM way", () => {
    expect(normalizeUnit("µmol/L")).toBe("umol/L");
    expect(normalizeUnit("x10^9/L")).toBe("10*9/L");
    expect(normalizeUnit("mIU/L")).toBe("mU/L");
  });
});
