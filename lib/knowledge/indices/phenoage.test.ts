// PhenoAge against the reference implementation: the BioAge R package (github.com/dayoonkwon/BioAge,
// R/phenoage_calc.R, `orig = TRUE` branch). The expected values are that branch's expression evaluated
// as written (its own rounded constants 1.51714 and −0.0055305, and ln CRP in mg/dL) for six invented
// adults spanning young-healthy to old-unwell; our code uses the closed Gompertz form instead.
import { describe, expect, it } from "vitest";
import { CRP_FLOOR_MG_DL, phenoAge, type PhenoAgeInputs } from "./phenoage";

type Row = [PhenoAgeInputs, number, number, number];
const v = (albumin: number, creatinine: number, glucose: number, crp: number, lymphocyte_pct: number, mcv: number, rdw: number, alp: number, wbc: number): PhenoAgeInputs => ({
  albumin, creatinine, glucose, crp, lymphocyte_pct, mcv, rdw, alp, wbc,
});

// [inputs, age, BioAge phenoage0, BioAge mortality score]
const REFERENCE: Row[] = [
  [v(42, 88, 5.3, 0.05, 30, 90, 13, 70, 6.5), 40, 35.1116, 0.01226],
  [v(38, 110, 6.1, 0.45, 22, 95, 14.8, 95, 8.2), 62, 73.2967, 0.320135],
  [v(47, 70, 4.8, 0.02, 38, 86, 12.2, 55, 5.1), 28, 12.2474, 0.001569],
  [v(40, 130, 7.4, 1.2, 18, 98, 15.9, 120, 9.6), 75, 96.9342, 0.961269],
  [v(44, 80, 5.0, 0.15, 27, 92, 13.5, 80, 7.0), 50, 46.2878, 0.033227],
  [v(35, 150, 9.8, 2.5, 15, 101, 17.2, 150, 11.3), 83, 121.7342, 1.0],
];

describe("PhenoAge (Levine 2018)", () => {
  it.each(REFERENCE)("matches the BioAge reference within 0.05 years (%#)", (inputs, age, expected, mortality) => {
    const result = phenoAge(inputs, age);
    expect(Math.abs(result.phenoAge - expected)).toBeLessThan(0.05);
    expect(result.mortalityScore).toBeCloseTo(mortality, 4);
  });

  it("gets older with every adverse input and with age", () => {
    const base = REFERENCE[4]![0];
    const ref = phenoAge(base, 50).phenoAge;
    expect(phenoAge({ ...base, crp: base.crp * 10 }, 50).phenoAge).toBeGreaterThan(ref);
    expect(phenoAge({ ...base, albumin: base.albumin - 5 }, 50).phenoAge).toBeGreaterThan(ref);
    expect(phenoAge({ ...base, rdw: base.rdw + 2 }, 50).phenoAge).toBeGreaterThan(ref);
    expect(phenoAge(base, 60).phenoAge).toBeGreaterThan(ref);
  });

  it("floors an undetectable CRP at 0.01 mg/dL instead of taking the log of zero", () => {
    const base = REFERENCE[0]![0];
    expect(Number.isFinite(phenoAge({ ...base, crp: 0 }, 40).phenoAge)).toBe(true);
    expect(phenoAge({ ...base, crp: 0 }, 40).phenoAge).toBe(phenoAge({ ...base, crp: CRP_FLOOR_MG_DL }, 40).phenoAge);
  });
});
