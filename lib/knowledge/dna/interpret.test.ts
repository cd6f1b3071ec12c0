// The whole report: HFE, Factor V Leiden and prothrombin cases, the sandbox set filling every section,
// determinism, build and strand warnings, and the overall-level rules.
import { describe, expect, it } from "vitest";
import { interpretGenotypes } from "./interpret";
import { PANEL, panelMarker } from "./panel";
import { SANDBOX_GENOTYPES } from "./sandbox";
import type { GenotypeCall } from "./types";

const at = (rsid: string, genotype: string, build: 37 | 38 = 37): GenotypeCall => {
  const m = panelMarker(rsid);
  if (!m) throw new Error(rsid);
  return { rsid, chrom: m.chrom, pos: build === 37 ? m.pos37 : m.pos38, genotype };
};
const run = (calls: GenotypeCall[]) => interpretGenotypes(calls, { language: "en" });

describe("HFE", () => {
  it("C282Y homozygous: affected pattern, high, red flag, iron studies and confirmation", () => {
    const { report } = run([at("rs1800562", "AA"), at("rs1799945", "CC")]);
    expect(report.carrier_status[0]).toMatchObject({ gene: "HFE", status: "affected_pattern" });
    expect(report.red_flags.map((f) => f.gene)).toEqual(["HFE"]);
    expect(report.recommended_tests.map((t) => t.test)).toEqual(
      expect.arrayContaining(["Ferritin and transferrin saturation", "Clinical genetic test for HFE C282Y"]),
    );
    expect(report.carrier_status[0]?.recommendation).toMatch(/Confirm with a clinical genetic test/);
  });

  it("C282Y/H63D compound heterozygous: affected pattern only if in trans, modest risk", () => {
    const { report } = run([at("rs1800562", "GA"), at("rs1799945", "CG")]);
    expect(report.carrier_status[0]).toMatchObject({ status: "affected_pattern" });
    expect(report.carrier_status[0]?.explanation).toMatch(/if they lie on different copies/);
    const f = report.sections.find((s) => s.key === "carrier")?.findings[0];
    expect(f).toMatchObject({ risk_level: "slightly_elevated", phenotype: "C282Y + H63D: one copy of each" });
    expect(report.red_flags).toEqual([]);
  });

  it("one C282Y copy: carrier, to be confirmed by a clinical genetic test", () => {
    const { report } = run([at("rs1800562", "GA"), at("rs1799945", "CC")]);
    expect(report.carrier_status[0]).toMatchObject({ status: "carrier" });
    expect(report.carrier_status[0]?.recommendation).toMatch(/Confirm with a clinical genetic test/);
  });

  it("no variant: not detected; all no-calls: inconclusive", () => {
    expect(run([at("rs1800562", "GG")]).report.carrier_status[0]?.status).toBe("not_detected");
    expect(run([at("rs1800562", "--")]).report.carrier_status[0]?.status).toBe("inconclusive");
  });
});

describe("Factor V Leiden and prothrombin G20210A", () => {
  const riskOf = (calls: GenotypeCall[], rsid: string) =>
    run(calls).report.sections.find((s) => s.key === "disease_risk")?.findings.find((f) => f.rsid === rsid)?.risk_level;

  it.each([["CC", "typical"], ["CT", "elevated"], ["TT", "high"]])("F5 rs6025 %s -> %s", (g, risk) => {
    expect(riskOf([at("rs6025", g)], "rs6025")).toBe(risk);
  });

  it.each([["GG", "typical"], ["GA", "elevated"], ["AA", "high"]])("F2 rs1799963 %s -> %s", (g, risk) => {
    expect(riskOf([at("rs1799963", g)], "rs1799963")).toBe(risk);
  });

  it("double heterozygosity counts as high and is a red flag; oestrogen context is listed", () => {
    const { report } = run([at("rs6025", "CT"), at("rs1799963", "GA")]);
    expect(report.red_flags.map((f) => f.gene).sort()).toEqual(["F2", "F5"]);
    const ctx = report.pharmacogenomics.find((p) => p.gene === "F5/F2");
    expect(ctx?.affected_drugs).toContain("combined hormonal contraceptives");
  });

  it("a heterozygous finding asks for confirmation by a clinical genetic test", () => {
    const { report } = run([at("rs6025", "CT")]);
    expect(report.recommended_tests.map((t) => t.test)).toContain("Clinical genetic test for F5 Factor V Leiden (R506Q)");
    expect(report.sections[1]?.findings[0]?.recommendation).toMatch(/confirm with a clinical genetic test/);
  });
});

describe("interpretGenotypes", () => {
  it("fills every section and every report array from the sandbox set", () => {
    const { report, panelFound, warnings } = run([...SANDBOX_GENOTYPES]);
    expect(panelFound).toBe(PANEL.length - 1); // one no-call in the sandbox
    for (const s of report.sections) expect(s.findings.length, s.key).toBeGreaterThan(0);
    expect(report.pharmacogenomics.length).toBeGreaterThan(5);
    expect(report.carrier_status.some((c) => c.status === "carrier")).toBe(true);
    expect(report.disease_risks.length).toBeGreaterThan(0);
    expect(report.nutrigenomics.length).toBeGreaterThan(0);
    expect(report.traits.length).toBeGreaterThan(0);
    expect(report.recommended_tests.length).toBeGreaterThan(0);
    expect(report.lifestyle_recommendations.length).toBeGreaterThan(2);
    expect(report.overall_assessment.level).toBe("elevated");
    expect(warnings).toEqual([]);
  });

  it("is deterministic and accepts a Map as well as an iterable", () => {
    const a = run([...SANDBOX_GENOTYPES]);
    const b = interpretGenotypes(new Map(SANDBOX_GENOTYPES.map((c) => [c.rsid, c])), { language: "en" });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it("keeps the first of duplicated rsids and ignores non-panel rows", () => {
    const { report } = run([at("rs6025", "CC"), at("rs6025", "TT"), { rsid: "rs123", chrom: "1", pos: 5, genotype: "AA" }]);
    expect(report.sections[1]?.findings.map((f) => f.genotype)).toEqual(["CC"]);
  });

  it("names a genome-build mismatch when positions are GRCh38 but the data were read as GRCh37", () => {
    const calls = ["rs6025", "rs1799963", "rs1800562"].map((id) => at(id, "--", 38));
    expect(interpretGenotypes(calls, { language: "en", build: "GRCh37" }).warnings[0]).toMatch(/3 panel markers sit at GRCh38 positions/);
    expect(interpretGenotypes(calls, { language: "en", build: "GRCh38" }).warnings).toEqual([]);
  });

  it("warns about reverse-strand and unreadable genotypes", () => {
    const { warnings, panelFound } = run([at("rs6025", "GA"), at("rs4244285", "AC")]);
    expect(panelFound).toBe(1);
    expect(warnings).toEqual([
      "rs6025: alleles were reported on the reverse strand and were converted to the plus strand.",
      "rs4244285: genotype AC does not match the expected alleles G/A; the marker was not interpreted.",
    ]);
  });

  it("applies the overall rules: typical, slightly elevated, elevated, high", () => {
    expect(run([at("rs6025", "CC")]).report.overall_assessment.level).toBe("typical");
    expect(run([at("rs7903146", "CT")]).report.overall_assessment.level).toBe("slightly_elevated");
    expect(run([at("rs6025", "CT")]).report.overall_assessment.level).toBe("elevated");
    expect(run([at("rs6025", "TT")]).report.overall_assessment.level).toBe("high");
  });

  it("lists the most serious findings first in the executive summary", () => {
    const { report } = run([at("rs7903146", "CT"), at("rs1800562", "AA")]);
    expect(report.executive_summary).toMatch(/: HFE \(C282Y: two copies\); TCF7L2/);
  });

  it("reports lactase non-persistence with a diet hint and persistence without", () => {
    expect(run([at("rs4988235", "GG")]).report.lifestyle_recommendations.join(" ")).toMatch(/lactose-free/);
    expect(run([at("rs4988235", "AA")]).report.lifestyle_recommendations.join(" ")).not.toMatch(/lactose-free/);
  });

  it("writes English with a warning for a language without a DNA catalogue", () => {
    const r = interpretGenotypes([at("rs6025", "CT")], { language: "ja" });
    expect(r.language).toBe("en");
    expect(r.warnings[0]).toMatch(/English/);
  });
});

describe("pharmacogenomic rows outside a star-allele call", () => {
  it("report a malignant-hyperthermia RYR1 variant and a G6PD variant as findings of their own", () => {
    const ryr1 = PANEL.find((m) => m.gene === "RYR1")!;
    const g6pd = PANEL.find((m) => m.rsid === "rs1050828")!;
    const het = (m: typeof ryr1) => `${m.ref}${m.effect === m.ref ? m.alt : m.effect}`;
    const { report } = run([at(ryr1.rsid, het(ryr1)), at(g6pd.rsid, `${g6pd.effect}${g6pd.effect}`)]);
    const pgx = report.sections.find((s) => s.key === "pharmacogenomics")?.findings ?? [];
    expect(pgx.find((f) => f.gene === "RYR1")).toMatchObject({ rsid: ryr1.rsid, risk_level: "elevated" });
    expect(pgx.find((f) => f.gene === "G6PD")).toMatchObject({ rsid: g6pd.rsid, risk_level: "elevated" });
  });

  it("do not repeat star alleles a caller already read (CYP2C19 *2 appears once, in the gene's call)", () => {
    const { report } = run([at("rs4244285", "GA")]);
    const pgx = report.sections.find((s) => s.key === "pharmacogenomics")?.findings ?? [];
    const cyp2c19 = pgx.filter((f) => f.gene === "CYP2C19");
    expect(cyp2c19).toHaveLength(1);
    expect(cyp2c19[0]?.genotype).toMatch(/\*1\/\*2/); // the diplotype of the call, not the single row
  });
});
