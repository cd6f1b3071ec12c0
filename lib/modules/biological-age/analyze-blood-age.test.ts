import { describe, expect, it } from "vitest";
import { analyzeBloodAge } from "./analyze-blood-age";
import type { BloodParameter } from "./schemas";

const BASE: BloodParameter[] = [
  { short_name: "Albumin", result: 44, unit: "g/L" },
  { short_name: "Creatinine", result: 80, unit: "µmol/L" },
  { short_name: "Glucose", result: 5.0, unit: "mmol/L" },
  { short_name: "MCV", result: 92, unit: "fL" },
  { short_name: "RDW", result: 13.5, unit: "%" },
  { short_name: "ALP", result: 80, unit: "U/L" },
  { short_name: "WBC", result: 7.0, unit: "10^9/L" },
];
const input = (key: string, panel: BloodParameter[]) =>
  analyzeBloodAge({ age: 50, parameters: panel }, "en").response.phenoage_inputs.find((i) => i.key === key);

describe("biological age inputs", () => {
  it("derives lymphocyte % from the absolute count and WBC", () => {
    expect(input("lymphocyte_pct", [...BASE, { short_name: "CRP", result: 1.5, unit: "mg/L" }, { short_name: "Lymphocytes", result: 1.89, unit: "10^9/L" }])?.value).toBeCloseTo(27, 6);
  });

  it("takes a CRP below the detection limit at the limit, and hs-CRP when CRP is absent", () => {
    expect(input("crp", [...BASE, { short_name: "CRP", result: "<0.3", unit: "mg/L" }])?.value).toBeCloseTo(0.03, 6);
    expect(input("crp", [...BASE, { short_name: "hs-CRP", result: 0.8, unit: "mg/L" }])).toMatchObject({ value: 0.08, from: "hs-CRP" });
  });

  it("skips a value whose unit cannot be converted and then reports it missing, free of charge", () => {
    const outcome = analyzeBloodAge({ age: 50, parameters: [...BASE.filter((p) => p.short_name !== "Albumin"), { short_name: "Albumin", result: 44, unit: "mmHg" }, { short_name: "CRP", result: 1, unit: "mg/L" }, { short_name: "Lymphocytes %", result: 30, unit: "%" }] }, "en");
    expect(outcome.chargeable).toBe(false);
    expect(outcome.response.missing_inputs).toEqual(["albumin"]);
    expect(outcome.response.message).toContain("missing: Albumin");
  });
});
