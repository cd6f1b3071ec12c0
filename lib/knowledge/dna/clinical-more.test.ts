// The added disease-risk and carrier rows (panel/clinical-more.ts) as a user meets them in the report: HBB, CFTR,
// MUTYH and ACADM carrier calls with confirmation advice, the high-penetrance single variants, palindromic rows read as
// written, reverse-strand conversion, and risk levels that follow the evidence (no GWAS-only row is "high").
import { describe, expect, it } from "vitest";
import { interpretGenotypes } from "./interpret";
import { panelMarker } from "./panel";
import { MORE_CLINICAL_MARKERS } from "./panel/clinical-more";
import type { GenotypeCall } from "./types";

const at = (rsid: string, genotype: string): GenotypeCall => {
  const m = panelMarker(rsid);
  if (!m) throw new Error(rsid);
  return { rsid, chrom: m.chrom, pos: m.pos37, genotype };
};
const run = (calls: GenotypeCall[]) => interpretGenotypes(calls, { language: "en" });
const carrier = (calls: GenotypeCall[], gene: string) => run(calls).report.carrier_status.find((c) => c.gene === gene);
const finding = (calls: GenotypeCall[], rsid: string) =>
  run(calls).report.sections.flatMap((s) => s.findings).find((f) => f.rsid === rsid);

describe("HBB carrier rows (haemoglobin E, beta thalassaemia)", () => {
  it("one beta-zero copy (codon 39) is a carrier result to be confirmed by a clinical test", () => {
    const c = carrier([at("rs11549407", "GA"), at("rs334", "TT")], "HBB");
    expect(c).toMatchObject({ status: "carrier", condition: "Beta thalassaemia" });
    expect(c?.recommendation).toMatch(/Confirm with a clinical genetic test/);
  });

  it("HbS with a beta-zero variant is read as a compound (sickle-beta-thalassaemia pattern), high, and a red flag", () => {
    const { report } = run([at("rs334", "TA"), at("rs33971440", "CT")]);
    expect(report.carrier_status.find((c) => c.gene === "HBB")).toMatchObject({ status: "affected_pattern" });
    expect(report.carrier_status.find((c) => c.gene === "HBB")?.explanation).toMatch(/if they lie on different copies/);
    expect(report.red_flags.map((f) => f.gene)).toContain("HBB");
  });

  it("two HbE copies match the haemoglobin E pattern with a mild, not high, risk", () => {
    const { report } = run([at("rs33950507", "TT")]);
    expect(report.carrier_status.find((c) => c.gene === "HBB")).toMatchObject({ status: "affected_pattern" });
    expect(report.sections.find((s) => s.key === "carrier")?.findings[0]?.risk_level).toBe("slightly_elevated");
    expect(report.red_flags).toEqual([]);
  });
});

describe("CFTR and MUTYH carrier rows", () => {
  it("G542X heterozygous: cystic fibrosis carrier; G542X with R553X: compound pattern", () => {
    expect(carrier([at("rs113993959", "GT")], "CFTR")).toMatchObject({ status: "carrier", condition: "Cystic fibrosis" });
    expect(carrier([at("rs113993959", "GT"), at("rs74597325", "CT")], "CFTR")).toMatchObject({ status: "affected_pattern" });
  });

  it("MUTYH G396D: one copy carrier, two copies the polyposis pattern (high)", () => {
    expect(carrier([at("rs36053993", "CT")], "MUTYH")?.status).toBe("carrier");
    const { report } = run([at("rs36053993", "TT")]);
    expect(report.carrier_status[0]).toMatchObject({ gene: "MUTYH", status: "affected_pattern" });
    expect(report.red_flags.map((f) => f.gene)).toEqual(["MUTYH"]);
  });
});

describe("ACADM K304E (multi-allelic site)", () => {
  it("one copy is an MCAD deficiency carrier; the complement genotype is not guessed into the plus strand", () => {
    expect(carrier([at("rs77931234", "AG")], "ACADM")).toMatchObject({ status: "carrier", condition: "MCAD deficiency (fatty acid oxidation)" });
    const r = run([at("rs77931234", "TC")]);
    expect(r.warnings).toEqual(["rs77931234: genotype TC does not match the expected alleles A/G; the marker was not interpreted."]);
  });
});

describe("single variants with a larger effect", () => {
  it.each([
    ["rs34637584", "GA", "elevated"], // LRRK2 G2019S, one copy
    ["rs61816761", "GA", "elevated"], // FLG R501X, one copy
    ["rs73885319", "AG", "typical"], // APOL1 G1, one copy: risk needs two risk alleles
    ["rs73885319", "GG", "elevated"],
    ["rs17879961", "AG", "slightly_elevated"], // CHEK2 I157T: moderate
  ])("%s %s -> %s", (rsid, g, risk) => {
    expect(finding([at(rsid, g)], rsid)?.risk_level).toBe(risk);
  });
});

describe("strand handling of the added rows", () => {
  it.each([
    ["rs1801155", "AA", 2], // APC I1307K, A/T
    ["rs328", "CG", 1], // LPL S447X, C/G
    ["rs11887534", "CC", 2], // ABCG8 D19H, G/C
    ["rs2230199", "GG", 0], // C3 R102G, G/C
  ])("palindromic %s %s is read as written (%i copies), never complemented", (rsid, g, copies) => {
    const r = run([at(rsid, g)]);
    expect(r.warnings).toEqual([]);
    const m = panelMarker(rsid);
    const f = finding([at(rsid, g)], rsid);
    expect(f?.risk_level).toBe(m?.risk[copies]);
  });

  it("a non-palindromic row reported on the reverse strand is converted and named", () => {
    // FLG R501X is G/A on the plus strand; "CT" is the same genotype on the minus strand.
    const r = run([at("rs61816761", "CT")]);
    expect(r.warnings).toEqual(["rs61816761: alleles were reported on the reverse strand and were converted to the plus strand."]);
    expect(finding([at("rs61816761", "CT")], "rs61816761")?.risk_level).toBe("elevated");
  });
});

describe("risk levels follow the evidence", () => {
  const gwasOnly = MORE_CLINICAL_MARKERS.filter((m) => !m.recessive && !m.sources.some((s) => s.kind === "ClinVar"));

  it("common GWAS rows (GWAS Catalog source, no ClinVar record) never reach high", () => {
    expect(gwasOnly.length).toBeGreaterThanOrEqual(25);
    for (const m of gwasOnly) expect(m.risk, m.rsid).not.toContain("high");
    for (const m of gwasOnly) expect(m.sources.some((s) => s.kind === "GWAS Catalog"), m.rsid).toBe(true);
  });

  it("carrier rows are recessive: one copy never above informational", () => {
    for (const m of MORE_CLINICAL_MARKERS.filter((r) => r.category === "carrier")) {
      expect(m.recessive, m.rsid).toBe(true);
      expect(["typical", "informational"], m.rsid).toContain(m.risk[1]);
    }
  });
});
