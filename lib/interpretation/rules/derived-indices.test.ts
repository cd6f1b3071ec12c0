import { describe, expect, it } from "vitest";
import { makeParameter } from "../testing/make-parameter";
import { computeFib4, computeRRatio, DERIVED } from "./derived-indices";
import { buildMarkerTable } from "./marker-table";

describe("FIB-4 = age × AST / (platelets × √ALT)", () => {
  it("matches hand-computed values", () => {
    // 50 × 40 / (200 × √25) = 2000 / 1000 = 2.0
    expect(computeFib4(50, 40, 200, 25)).toBeCloseTo(2.0, 10);
    // 65 × 30 / (150 × √36) = 1950 / 900 = 2.1667
    expect(computeFib4(65, 30, 150, 36)).toBeCloseTo(2.1667, 4);
    // 40 × 20 / (300 × √16) = 800 / 1200 = 0.6667
    expect(computeFib4(40, 20, 300, 16)).toBeCloseTo(0.6667, 4);
  });

  it("grows with age and AST, falls with platelets and ALT", () => {
    const base = computeFib4(50, 40, 200, 25) ?? 0;
    expect(computeFib4(60, 40, 200, 25) ?? 0).toBeGreaterThan(base);
    expect(computeFib4(50, 80, 200, 25) ?? 0).toBeGreaterThan(base);
    expect(computeFib4(50, 40, 100, 25) ?? 0).toBeGreaterThan(base);
    expect(computeFib4(50, 40, 200, 100) ?? 0).toBeLessThan(base);
  });

  it("is not computed for children or impossible inputs", () => {
    expect(computeFib4(16, 40, 200, 25)).toBeNull();
    expect(computeFib4(50, 40, 0, 25)).toBeNull();
    expect(computeFib4(50, 40, 200, 0)).toBeNull();
  });

  it("reads platelets printed as 10^3/µL and the patient's age from the table", () => {
    const markers = buildMarkerTable([
      makeParameter("ast", 40, "U/L"),
      makeParameter("alt", 25, "U/L"),
      makeParameter("platelets", 200, "10*3/uL", { canonicalValue: null, canonicalUnit: null }),
    ]);
    expect(DERIVED.fib4(markers, { ageYears: 50 })).toBeCloseTo(2.0, 10);
    expect(DERIVED.fib4(markers, {})).toBeNull();
  });
});

describe("R ratio = (ALT/ULN) / (ALP/ULN)", () => {
  it("divides each enzyme by its own printed upper limit", () => {
    const markers = buildMarkerTable([
      makeParameter("alt", 400, "U/L", { low: 7, high: 40 }),
      makeParameter("alp", 130, "U/L", { low: 40, high: 130 }),
    ]);
    expect(computeRRatio(markers)).toBeCloseTo(10, 10);
  });

  it("needs both enzymes with an upper limit", () => {
    expect(computeRRatio(buildMarkerTable([makeParameter("alt", 400, "U/L", { high: 40 })]))).toBeNull();
    const noUln = buildMarkerTable([makeParameter("alt", 400, "U/L", { high: 40 }), makeParameter("alp", 90, "U/L")]);
    expect(computeRRatio(noUln)).toBeNull();
  });
});

describe("albumin-adjusted calcium = Ca + 0.8 × (4.0 − albumin)", () => {
  it("raises calcium when albumin is low and uses total calcium when albumin is absent", () => {
    const withAlb = buildMarkerTable([makeParameter("calcium", 8.0, "mg/dL"), makeParameter("albumin", 3.0, "g/dL")]);
    expect(DERIVED.calcium_adjusted(withAlb, {})).toBeCloseTo(8.8, 10);
    const molar = buildMarkerTable([makeParameter("calcium", 2.0, "mmol/L"), makeParameter("albumin", 30, "g/L")]);
    expect(DERIVED.calcium_adjusted(molar, {})).toBeCloseTo(8.016 + 0.8, 2);
    const alone = buildMarkerTable([makeParameter("calcium", 9.4, "mg/dL")]);
    expect(DERIVED.calcium_adjusted(alone, {})).toBe(9.4);
  });
});
