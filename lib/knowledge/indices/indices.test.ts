// Every index against a value worked out by hand (the arithmetic is in the comment of each row), and the
// rule that an index whose input is missing is left out.
import { describe, expect, it } from "vitest";
import { computeIndices } from "./compute-indices";
import { INDEX_DEFINITIONS } from "./definitions";
import type { IndexValues, SexOfPatient } from "./types";

/** Values keyed "analyte|unit", exactly as the formulas ask for them. */
function values(table: Record<string, number>, age: number | null = 50, sex: SexOfPatient = "male"): IndexValues {
  return { get: (id, unit) => table[`${id}|${unit}`] ?? null, age, sex };
}

const PANEL = values({
  "glucose|mmol/L": 5.5, "glucose|mg/dL": 99, "insulin|u[IU]/mL": 10,
  "triglycerides|mg/dL": 150, "triglycerides|mmol/L": 1.7, "hdl_cholesterol|mg/dL": 50, "hdl_cholesterol|mmol/L": 1.3,
  "cholesterol_total|mg/dL": 200, "ldl_cholesterol|mg/dL": 120, "apolipoprotein_b|mg/dL": 100, "apolipoprotein_a1|mg/dL": 140,
  "neutrophils_abs|10*9/L": 4.2, "lymphocytes_abs|10*9/L": 2.0, "platelets|10*9/L": 250,
  "ast|U/L": 30, "alt|U/L": 20, "creatinine|mg/dL": 1.0, "bun|mg/dL": 15,
  "albumin|g/dL": 4.0, "total_protein|g/dL": 7.0, "calcium|mg/dL": 9.6,
  "iron|ug/dL": 100, "tibc|ug/dL": 300, "sodium|mmol/L": 140, "hba1c|%": 7.0,
});

const EXPECTED: Record<string, [number, string]> = {
  homa_ir: [2.44, "within"], // 5.5 × 10 / 22.5 = 2.444
  tyg_index: [8.91, "no_cutoff"], // ln(150 × 99 / 2) = ln 7425 = 8.9126
  tg_hdl_ratio: [3, "above"], // 150 / 50 = 3.0, cut-off < 3.0
  non_hdl_cholesterol: [150, "borderline"], // 200 − 50
  atherogenic_index_of_plasma: [0.117, "intermediate_risk"], // log10(1.7 / 1.3) = 0.1165
  castelli_risk_index_1: [4, "within"], // 200 / 50
  castelli_risk_index_2: [2.4, "within"], // 120 / 50
  remnant_cholesterol: [30, "borderline"], // 200 − 50 − 120
  ldl_friedewald: [120, "borderline"], // 200 − 50 − 150 / 5
  apob_apoa1_ratio: [0.71, "within"], // 100 / 140 = 0.714
  neutrophil_lymphocyte_ratio: [2.1, "within"], // 4.2 / 2.0
  platelet_lymphocyte_ratio: [125, "no_cutoff"], // 250 / 2.0
  systemic_immune_inflammation_index: [525, "no_cutoff"], // 250 × 4.2 / 2.0
  de_ritis_ratio: [1.5, "within"], // 30 / 20
  fib_4: [1.34, "intermediate_risk"], // 50 × 30 / (250 × √20) = 1500 / 1118.03 = 1.3416
  apri: [0.3, "low_risk"], // (30 / 40) × 100 / 250
  egfr_ckd_epi_2021: [92, "egfr_g1"], // male, 50 y, Scr 1.0: 142 × (1/0.9)^−1.2 × 0.9938^50 = 142 × 0.88124 × 0.73276 = 91.69
  bun_creatinine_ratio: [15, "within"], // 15 / 1.0
  albumin_globulin_ratio: [1.33, "within"], // 4.0 / (7.0 − 4.0)
  corrected_calcium: [9.6, "within"], // 9.6 + 0.8 × (4.0 − 4.0)
  transferrin_saturation: [33.3, "within"], // 100 / 300 × 100
  calculated_osmolality: [291, "within"], // 2 × 140 + 99 / 18 + 15 / 2.8 = 280 + 5.5 + 5.357
  estimated_average_glucose: [154, "above"], // 28.7 × 7.0 − 46.7 = 154.2
};

describe("derived indices", () => {
  const computed = new Map(computeIndices(PANEL).map((i) => [i.key, i]));

  it("has at least 18 indices, each with formula and source, and a hand-computed check for every one", () => {
    expect(INDEX_DEFINITIONS.length).toBeGreaterThanOrEqual(18);
    for (const d of INDEX_DEFINITIONS) {
      expect(d.source.length, d.key).toBeGreaterThan(20);
      expect(d.formula.length, d.key).toBeGreaterThan(10);
      expect(EXPECTED[d.key], d.key).toBeDefined();
    }
  });

  it.each(Object.entries(EXPECTED))("%s = hand-computed value and band", (key, [value, band]) => {
    const index = computed.get(key);
    expect(index?.value).toBeCloseTo(value, 6);
    expect(index?.band).toBe(band);
  });

  it("uses sex-specific cut-offs and the female CKD-EPI 2021 terms", () => {
    const woman = values({ "creatinine|mg/dL": 0.6, "cholesterol_total|mg/dL": 200, "hdl_cholesterol|mg/dL": 43 }, 60, "female");
    const byKey = new Map(computeIndices(woman).map((i) => [i.key, i]));
    // 142 × (0.6/0.7)^−0.241 × 0.9938^60 × 1.012 = 142 × 1.03785 × 0.68857 × 1.012 = 102.69
    expect(byKey.get("egfr_ckd_epi_2021")?.value).toBe(103);
    // 200 / 43 = 4.65: above the women's 4.5, below the men's 5.0
    expect(byKey.get("castelli_risk_index_1")).toMatchObject({ value: 4.65, band: "above", reference: "< 4.5" });
    const man = new Map(computeIndices(values({ "cholesterol_total|mg/dL": 200, "hdl_cholesterol|mg/dL": 43 }, 60, "male")).map((i) => [i.key, i]));
    expect(man.get("castelli_risk_index_1")?.band).toBe("within");
  });

  it("derives BUN from urea, globulin from total protein and TIBC from transferrin", () => {
    const byKey = new Map(
      computeIndices(values({ "urea|mmol/L": 5, "creatinine|mg/dL": 1.0, "iron|ug/dL": 100, "transferrin|mg/dL": 250, "calcium|mg/dL": 8.4, "albumin|g/dL": 3.0 })).map((i) => [i.key, i]),
    );
    expect(byKey.get("bun_creatinine_ratio")?.value).toBe(14); // 5 × 2.8014 = 14.007
    expect(byKey.get("transferrin_saturation")?.value).toBe(28.8); // 100 / (250 × 1.389) × 100
    expect(byKey.get("corrected_calcium")).toMatchObject({ value: 9.2, band: "within" }); // 8.4 + 0.8 × 1.0
  });

  it("leaves out what the panel does not allow (no sex → no eGFR; TG ≥ 400 → no Friedewald)", () => {
    const keys = computeIndices(values({ "creatinine|mg/dL": 1.0, "cholesterol_total|mg/dL": 250, "hdl_cholesterol|mg/dL": 40, "triglycerides|mg/dL": 450 }, 50, null)).map((i) => i.key);
    expect(keys).not.toContain("egfr_ckd_epi_2021");
    expect(keys).not.toContain("ldl_friedewald");
    expect(keys).toContain("non_hdl_cholesterol");
    expect(computeIndices(values({}))).toEqual([]);
  });
});
