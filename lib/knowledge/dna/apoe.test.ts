// APOE ε genotype table from rs429358 (C = ε4-defining) and rs7412 (T = ε2-defining), checked directly and
// through interpretGenotypes with plus-strand genotypes as a 23andMe file writes them.
import { describe, expect, it } from "vitest";
import { apoeFromCounts } from "./apoe";
import { interpretGenotypes } from "./interpret";
import type { GenotypeCall } from "./types";

const calls = (rs429358: string, rs7412: string): GenotypeCall[] => [
  { rsid: "rs429358", chrom: "19", pos: 45411941, genotype: rs429358 },
  { rsid: "rs7412", chrom: "19", pos: 45412079, genotype: rs7412 },
];

describe("APOE", () => {
  it.each([
    ["TT", "CC", "ε3/ε3", "typical"],
    ["TT", "CT", "ε2/ε3", "protective"],
    ["TT", "TT", "ε2/ε2", "informational"],
    ["TC", "CC", "ε3/ε4", "elevated"],
    ["TC", "CT", "ε2/ε4", "elevated"],
    ["CC", "CC", "ε4/ε4", "high"],
  ])("rs429358 %s + rs7412 %s is %s (%s)", (a, b, genotype, risk) => {
    const { report } = interpretGenotypes(calls(a, b), { language: "en" });
    const apoe = report.sections.find((s) => s.key === "disease_risk")?.findings.find((f) => f.gene === "APOE");
    expect(apoe?.phenotype).toBe(`APOE ${genotype}`);
    expect(apoe?.risk_level).toBe(risk);
    expect(apoe?.rsid).toBe("rs429358, rs7412");
  });

  it("marks combinations that need the rare ε1 haplotype as unresolved", () => {
    expect(apoeFromCounts(2, 1)).toMatchObject({ genotype: "ε1/ε4", narrative: "rare" });
    expect(apoeFromCounts(2, 2)).toMatchObject({ genotype: "ε1/ε1", narrative: "rare" });
  });

  it("never calls ε4/ε4 a red flag (no immediate action follows) but lists it as high with a lipid test", () => {
    const { report } = interpretGenotypes(calls("CC", "CC"), { language: "en" });
    expect(report.overall_assessment.level).toBe("high");
    expect(report.red_flags).toEqual([]);
    expect(report.recommended_tests.map((t) => t.test)).toContain("Lipid profile (LDL cholesterol, triglycerides)");
    expect(report.executive_summary).not.toMatch(/diagnos(is|ed) (of|with)/i);
  });

  it("falls back to the single rows when only one APOE marker was called", () => {
    const { report } = interpretGenotypes(calls("TC", "--"), { language: "en" });
    const rows = report.sections.find((s) => s.key === "disease_risk")?.findings ?? [];
    expect(rows.map((f) => f.rsid)).toEqual(["rs429358"]);
    expect(rows[0]?.risk_level).toBe("elevated");
  });
});
