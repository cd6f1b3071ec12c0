// The added nutrigenomic and trait rows read through the whole report: which genotype lands in which section with
// which level, on both builds and on the reverse strand, and that palindromic rows are read as written.
import { describe, expect, it } from "vitest";
import { interpretGenotypes } from "./interpret";
import { panelMarker } from "./panel";
import type { GenotypeCall } from "./types";

const at = (rsid: string, genotype: string, build: 37 | 38 = 37): GenotypeCall => {
  const m = panelMarker(rsid);
  if (!m) throw new Error(rsid);
  return { rsid, chrom: m.chrom, pos: build === 37 ? m.pos37 : m.pos38, genotype };
};
const report = (calls: GenotypeCall[], build: "GRCh37" | "GRCh38" = "GRCh37") =>
  interpretGenotypes(calls, { language: "en", build }).report;

describe("vitamin D and iron rows", () => {
  it("GC rs2282679 GG (two lower-vitamin-D alleles) is a modest nutrigenomic finding; TT is the usual genotype", () => {
    const gg = report([at("rs2282679", "GG")]).nutrigenomics;
    expect(gg).toEqual([expect.objectContaining({ gene: "GC", genotype: "GG", risk_level: "slightly_elevated", topic: "Low vitamin D (25-hydroxyvitamin D) levels" })]);
    expect(report([at("rs2282679", "TT")]).nutrigenomics[0]?.risk_level).toBe("typical");
  });

  it("reads the same GC genotype at its GRCh38 position without a build warning", () => {
    const r = interpretGenotypes([at("rs2282679", "GT", 38)], { language: "en", build: "GRCh38" });
    expect(r.report.nutrigenomics[0]).toMatchObject({ genotype: "TG", risk_level: "informational" });
    expect(r.warnings.join(" ")).not.toMatch(/GRCh37/);
  });

  it("TMPRSS6 736V/V (rs855791 AA) is a modest low-iron finding; a reverse-strand TT report is converted with a warning", () => {
    expect(report([at("rs855791", "AA")]).nutrigenomics[0]).toMatchObject({ gene: "TMPRSS6", risk_level: "slightly_elevated" });
    const r = interpretGenotypes([at("rs855791", "TT")], { language: "en" });
    expect(r.report.nutrigenomics[0]).toMatchObject({ genotype: "AA", risk_level: "slightly_elevated" });
    expect(r.warnings.join(" ")).toMatch(/rs855791/);
  });
});

describe("bitter taste (TAS2R38)", () => {
  it("a PAV/PAV taster has no AVI allele at any of the three sites; an AVI/AVI non-taster has two at each", () => {
    const taster = report([at("rs713598", "GG"), at("rs1726866", "GG"), at("rs10246939", "CC")]).traits;
    expect(taster.map((t) => t.rsid)).toEqual(["rs713598", "rs1726866", "rs10246939"]);
    expect(taster.every((t) => t.risk_level === "informational" && t.topic === "Bitter taste perception (PTC/PROP)")).toBe(true);
    const nonTaster = interpretGenotypes([at("rs713598", "CC"), at("rs1726866", "AA"), at("rs10246939", "TT")], { language: "en" });
    const phenotypes = nonTaster.report.sections.find((s) => s.key === "traits")?.findings.map((f) => f.phenotype);
    expect(phenotypes).toEqual(["Two copies of A49 (non-taster AVI)", "Two copies of V262 (non-taster AVI)", "Two copies of I296 (non-taster AVI)"]);
  });

  it("never strand-converts the palindromic rs713598 (C/G): GG stays a taster genotype", () => {
    const r = interpretGenotypes([at("rs713598", "GG")], { language: "en" });
    expect(r.report.sections.find((s) => s.key === "traits")?.findings[0]?.phenotype).toBe("No copy of A49 (non-taster AVI)");
    expect(r.warnings.join(" ")).not.toMatch(/rs713598/);
  });
});

describe("pigmentation rows", () => {
  it("MC1R D294H homozygous reads like the other strong red-hair alleles; a single copy is informational", () => {
    expect(report([at("rs1805009", "CC")]).traits[0]).toMatchObject({ gene: "MC1R", risk_level: "slightly_elevated" });
    expect(report([at("rs1805009", "GC")]).traits[0]?.risk_level).toBe("informational");
  });

  it("IRF4 rs12203592 sits at the same position on both builds and is read on either", () => {
    expect(report([at("rs12203592", "CT")]).traits[0]).toMatchObject({ gene: "IRF4", genotype: "CT" });
    expect(report([at("rs12203592", "TT", 38)], "GRCh38").traits[0]).toMatchObject({ genotype: "TT" });
  });
});
