import { describe, expect, it } from "vitest";
import type { ParameterV12 } from "@/lib/modules/blood-test/schemas";
import { applyCorrections } from "./corrections";
import { patientOf, recomputeRow, suggestAnalytes } from "./review-row";

const potassium: ParameterV12 = {
  category: "Electrolytes", long_name: "Potassium", short_name: "K", result: "45", unit: "mmol/L", range_min: "3.5", range_max: "5.1",
  range_normal_min: 3.5, range_normal_max: 5.1, short_description: "", long_description: "", evaluation: "high", loinc: "2823-3", ucum_unit: "mmol/L",
  reference_range: "3.5 - 5.1", type: "range", confidence: 0.3, needs_review: true, source: { page: 1, text: "Potassium 45 mmol/L 3.5 - 5.1" },
  previous_result: null, printed_flag: "H", range_source: "printed",
};

describe("review step re-evaluation", () => {
  it("re-evaluates a corrected value against the printed range and keeps where the row was printed", () => {
    const row = recomputeRow(potassium, { name: "Potassium", value: "4.5", unit: "mmol/L", range: "3.5 - 5.1" }, {});
    expect(row).toMatchObject({ result: "4.5", evaluation: "normal", confidence: 1, needs_review: false, printed_flag: null, source: potassium.source });
  });

  it("uses the knowledge base's range, marked so, when the clinician clears the printed range", () => {
    const row = recomputeRow(potassium, { name: "Potassium", value: "6.5", unit: "mmol/L", range: "" }, {});
    expect(row.range_source).toBe("reference_database");
    expect(row.evaluation).toMatch(/high/);
  });

  it("takes a corrected analyte name from the knowledge base (name, LOINC, category follow)", () => {
    const row = recomputeRow({ ...potassium, long_name: "Potasium?", loinc: null }, { name: "Sodium", value: "140", unit: "mmol/L", range: "136-145" }, {});
    expect(row).toMatchObject({ long_name: expect.stringMatching(/sodium/i), evaluation: "normal" });
    expect(row.loinc).not.toBeNull();
  });

  it("reads sex and age from the report's metadata, ignoring an unreadable age", () => {
    expect(patientOf({ patient_sex: "female", patient_age: "52" })).toEqual({ sex: "female", ageYears: 52 });
    expect(patientOf({ patient_sex: null, patient_age: "unknown" })).toEqual({});
  });

  it("suggests analytes whose name contains the text, exact and prefix matches first", () => {
    const names = suggestAnalytes("potassium").map((a) => a.long_name.toLowerCase());
    expect(names[0]).toContain("potassium");
    expect(suggestAnalytes("")).toEqual([]);
  });

  it("applies the latest correction of each field, leaving other rows as extracted", () => {
    const sodium = { ...potassium, long_name: "Sodium", result: "140", reference_range: "136-145", evaluation: "normal" as const };
    const data = { parameters: [sodium, potassium], metadata: { patient_sex: null, patient_age: null }, narrative_language: "en" } as never;
    const { data: corrected, corrected: idx } = applyCorrections(data, [
      { parameterIndex: 1, field: "value", after: "7.0" },
      { parameterIndex: 1, field: "value", after: "4.2" },
    ]);
    expect(idx).toEqual([1]);
    expect(corrected.parameters[0]).toBe(sodium);
    expect(corrected.parameters[1]).toMatchObject({ result: "4.2", evaluation: "normal" });
  });
});
