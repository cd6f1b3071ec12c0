// The shared readers of `dna_report` and `blood_test`: what a caller may send, and the codes for what it may not.
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import { readBloodTest, readDnaReport, readDnaReportInput } from "./inputs";
import { dnaReportFor, dnaReportForms } from "./testing/dna-fixtures";

const codeOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ApiError) return e.code;
    throw e;
  }
  return "no error";
};

describe("readDnaReport", () => {
  const forms = dnaReportForms(dnaReportFor({ rs1800562: "AA" }));

  it.each([["report", forms.report], ["data", forms.data], ["response", forms.response]] as const)("accepts the %s form", (form, value) => {
    const read = readDnaReportInput(value);
    expect(read.form).toBe(form);
    expect(read.report.report_type).toBe("dna");
    expect(read.report.carrier_status.find((c) => c.gene === "HFE")?.status).toBe("affected_pattern");
    expect(read.analysisId).toBe(form === "report" ? null : "DNA-TEST0001");
  });

  it("refuses what is not a DNA report with VAL_2002, and a missing one with VAL_2001", () => {
    expect(codeOf(() => readDnaReport({ report_type: "dna", title: "x" }))).toBe("VAL_2002");
    expect(codeOf(() => readDnaReport({ data: { report: { ...forms.report, sections: "none" } } }))).toBe("VAL_2002");
    expect(codeOf(() => readDnaReport("report"))).toBe("VAL_2002");
    expect(codeOf(() => readDnaReport([forms.report]))).toBe("VAL_2002");
    expect(codeOf(() => readDnaReport(undefined))).toBe("VAL_2001");
  });

  it("accepts a contract-only pharmacogenomics entry (without the added diplotype fields)", () => {
    const pgx = forms.report.pharmacogenomics.map(({ gene, rsids, predicted_phenotype, affected_drugs, recommendation }) => ({ gene, rsids, predicted_phenotype, affected_drugs, recommendation }));
    expect(readDnaReport({ ...forms.report, pharmacogenomics: pgx }).pharmacogenomics.length).toBe(pgx.length);
  });
});

describe("readBloodTest", () => {
  it("matches names in other languages and converts to the canonical unit", () => {
    const r = readBloodTest([
      { name: "Ferritin", result: "1200", unit: "µg/L" },
      { name: "Transferrinsättigung", result: 62, unit: "%" },
      { name: "Glukose", result: "5.5", unit: "mmol/L" },
      { name: "Something unknown", result: "3" },
    ], { language: "de", patient: { sex: "male", age: 50 } });
    expect(r.form).toBe("list");
    expect(r.byAnalyte.get("ferritin")).toMatchObject({ value: 1200, unit: "ng/mL", status: "abnormal", direction: "high" });
    expect(r.byAnalyte.get("transferrin_saturation")?.status).toBe("abnormal");
    const glucose = r.byAnalyte.get("glucose");
    expect(glucose?.unit).toBe("mg/dL");
    expect(glucose?.value).toBeCloseTo(99.1, 0);
    expect(r.unused).toEqual(["Something unknown"]);
  });

  it("reads an interpreted v12 result (keeping its evaluation), also wrapped in its envelope", () => {
    const v12 = {
      metadata: { patient_name: "Invented Person", patient_sex: "female", patient_age: "40" },
      parameters: [{ short_name: "LDL-C", long_name: "LDL cholesterol", result: "162", unit: "mg/dL", range_min: null, range_max: "130", evaluation: "high" }],
      interpretation: {},
    };
    for (const value of [v12, { status: "success", data: v12 }]) {
      const r = readBloodTest(value);
      expect(r.form).toBe("interpreted");
      expect(r.byAnalyte.get("ldl_cholesterol")).toMatchObject({ value: 162, status: "abnormal", direction: "high", range_high: 130 });
    }
    expect(readBloodTest({ parameters: [{ name: "HbA1c", result: "6.0", unit: "%" }] }).form).toBe("list");
  });

  it("says borderline for a value in the borderline band", () => {
    const r = readBloodTest([{ name: "Glucose", result: "101", unit: "mg/dL", reference_range: "70-100" }]);
    expect(r.byAnalyte.get("glucose")?.status).toBe("borderline");
  });

  it("answers VAL_2008 with nothing usable, VAL_2006 above 500, VAL_2001 when absent", () => {
    expect(codeOf(() => readBloodTest([]))).toBe("VAL_2008");
    expect(codeOf(() => readBloodTest([{ name: "Unknown thing", result: "1" }, { name: "Ferritin" }]))).toBe("VAL_2008");
    expect(codeOf(() => readBloodTest({ foo: 1 }))).toBe("VAL_2008");
    expect(codeOf(() => readBloodTest(Array.from({ length: 501 }, () => ({ name: "Ferritin", result: 50 }))))).toBe("VAL_2006");
    expect(codeOf(() => readBloodTest({ parameters: Array.from({ length: 501 }, () => ({ name: "Ferritin", result: 50 })) }))).toBe("VAL_2006");
    expect(codeOf(() => readBloodTest(Array.from({ length: 500 }, () => ({ name: "Ferritin", result: 50 }))))).toBe("no error");
    expect(codeOf(() => readBloodTest(undefined))).toBe("VAL_2001");
    expect(codeOf(() => readBloodTest("ferritin 50"))).toBe("VAL_2002");
  });
});
