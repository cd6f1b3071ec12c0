// The second curation round (panel/round2.ts) and the reference-allele corrections, as a user meets them in the
// report: uric acid, blood pressure and Fuchs dystrophy findings at their levels, the palindromic IL12B row read as
// written, MUTYH Y179C with G396D as a compound carrier pattern, and GWAS-only rows that never reach "high".
import { describe, expect, it } from "vitest";
import { interpretGenotypes } from "./interpret";
import { PANEL, panelMarker } from "./panel";
import { ROUND2_MARKERS } from "./panel/round2";
import type { GenotypeCall } from "./types";

const at = (rsid: string, genotype: string, build: 37 | 38 = 37): GenotypeCall => {
  const m = panelMarker(rsid);
  if (!m) throw new Error(rsid);
  return { rsid, chrom: m.chrom, pos: build === 37 ? m.pos37 : m.pos38, genotype };
};
const run = (calls: GenotypeCall[], build: "GRCh37" | "GRCh38" = "GRCh37") =>
  interpretGenotypes(calls, { language: "en", build });
const risk = (calls: GenotypeCall[], rsid: string) => run(calls).report.disease_risks.find((r) => r.rsid === rsid);

describe("uric acid, blood pressure and LDL rows", () => {
  it("SLC2A9 rs734553 GG (two urate-lowering alleles) is protective under 'Uric acid levels and gout'; TT is typical", () => {
    expect(risk([at("rs734553", "GG")], "rs734553")).toMatchObject({ gene: "SLC2A9", risk_level: "protective", topic: "Uric acid levels and gout" });
    expect(risk([at("rs734553", "TT")], "rs734553")?.risk_level).toBe("typical");
  });

  it("a level-only locus (FGF5, blood pressure) is informational with one copy and at most slightly elevated with two", () => {
    expect(risk([at("rs1458038", "CT")], "rs1458038")).toMatchObject({ risk_level: "informational", topic: "Blood pressure" });
    expect(risk([at("rs1458038", "TT")], "rs1458038")?.risk_level).toBe("slightly_elevated");
  });

  it("reads HMGCR rs12916 at its GRCh38 position without a build warning", () => {
    const r = run([at("rs12916", "CC", 38)], "GRCh38");
    expect(r.report.disease_risks[0]).toMatchObject({ gene: "HMGCR", genotype: "CC", risk_level: "slightly_elevated" });
    expect(r.warnings).toEqual([]);
  });
});

describe("Fuchs corneal dystrophy (TCF4 rs613872)", () => {
  it("one risk copy is slightly elevated, two are elevated, never high (GWAS evidence only)", () => {
    expect(risk([at("rs613872", "GT")], "rs613872")?.risk_level).toBe("slightly_elevated");
    const r = run([at("rs613872", "GG")]);
    expect(r.report.disease_risks[0]).toMatchObject({ topic: "Fuchs endothelial corneal dystrophy", risk_level: "elevated" });
    expect(r.report.red_flags).toEqual([]);
  });
});

describe("strand handling", () => {
  it("never complements the palindromic IL12B rs12188300 (A/T): AA stays no risk copy, TT two", () => {
    const aa = run([at("rs12188300", "AA")]);
    expect(aa.warnings).toEqual([]);
    expect(aa.report.disease_risks[0]?.risk_level).toBe("typical");
    expect(risk([at("rs12188300", "TT")], "rs12188300")?.risk_level).toBe("slightly_elevated");
  });

  it("converts a reverse-strand report of a non-palindromic row (MST1 R689C, G/A reported as TT) and names it", () => {
    const r = run([at("rs3197999", "TT")]);
    expect(r.report.disease_risks[0]).toMatchObject({ genotype: "AA", risk_level: "slightly_elevated" });
    expect(r.warnings).toEqual(["rs3197999: alleles were reported on the reverse strand and were converted to the plus strand."]);
  });
});

describe("MUTYH Y179C", () => {
  it("one copy is a carrier result to confirm; with G396D on the other copy it matches the polyposis pattern (high, red flag)", () => {
    const one = run([at("rs34612342", "TC")]).report.carrier_status.find((c) => c.gene === "MUTYH");
    expect(one).toMatchObject({ status: "carrier", condition: "MUTYH-associated polyposis (bowel polyps)" });
    expect(one?.recommendation).toMatch(/Confirm with a clinical genetic test/);
    const both = run([at("rs34612342", "TC"), at("rs36053993", "CT")]).report;
    expect(both.carrier_status.find((c) => c.gene === "MUTYH")).toMatchObject({ status: "affected_pattern" });
    expect(both.carrier_status.find((c) => c.gene === "MUTYH")?.explanation).toMatch(/if they lie on different copies/);
    expect(both.red_flags.map((f) => f.gene)).toEqual(["MUTYH"]);
  });
});

describe("carrier rows of the second round (PAH, CFTR) and TTR V142I", () => {
  it("PAH R408W: one copy is a PKU carrier result; two copies the PKU pattern, high and a red flag", () => {
    expect(run([at("rs5030858", "GA")]).report.carrier_status[0]).toMatchObject({ gene: "PAH", status: "carrier", condition: "Phenylketonuria (PKU)" });
    const two = run([at("rs5030858", "AA", 38)], "GRCh38").report;
    expect(two.carrier_status[0]).toMatchObject({ gene: "PAH", status: "affected_pattern" });
    expect(two.red_flags.map((f) => f.gene)).toEqual(["PAH"]);
  });

  it("CFTR W1282X with G542X (both one copy) is read as the compound cystic fibrosis pattern", () => {
    const c = run([at("rs77010898", "GA"), at("rs113993959", "GT")]).report.carrier_status.find((x) => x.gene === "CFTR");
    expect(c).toMatchObject({ status: "affected_pattern", condition: "Cystic fibrosis" });
  });

  it("CFTR N1303K (C/G) is read as written: GG is two copies, CC none, and neither is strand-converted", () => {
    const gg = run([at("rs80034486", "GG")]);
    expect(gg.warnings).toEqual([]);
    expect(gg.report.carrier_status.find((x) => x.gene === "CFTR")?.status).toBe("affected_pattern");
    expect(run([at("rs80034486", "CC")]).report.carrier_status.find((x) => x.gene === "CFTR")?.status).toBe("not_detected");
  });

  it("GJB2 V37I: one copy is a hearing-loss carrier result; two copies the pattern, elevated but not a red flag", () => {
    expect(run([at("rs72474224", "CT")]).report.carrier_status[0]).toMatchObject({ gene: "GJB2", status: "carrier" });
    const two = run([at("rs72474224", "TT")]).report;
    expect(two.carrier_status[0]).toMatchObject({ status: "affected_pattern", condition: "Hereditary hearing loss (GJB2, connexin 26)" });
    expect(two.sections.find((x) => x.key === "carrier")?.findings[0]?.risk_level).toBe("elevated");
    expect(two.red_flags).toEqual([]);
  });

  it("TTR V142I: one copy is an elevated finding whose advice asks for a clinical genetic test first", () => {
    const f = run([at("rs76992529", "GA")]).report.sections.flatMap((x) => x.findings).find((x) => x.rsid === "rs76992529");
    expect(f).toMatchObject({ gene: "TTR", risk_level: "elevated" });
    expect(f?.recommendation).toMatch(/confirm with a clinical genetic test/i);
  });
});

describe("reference alleles corrected against GRCh38 records (effect allele kept)", () => {
  it.each([
    ["rs1229984", "T", "C", "T"], // ADH1B: gnomAD 4-99318162-T-C
    ["rs1061170", "C", "T", "C"], // CFH: ClinVar NC_000001.11:g.196690107C>T
    ["rs2476601", "A", "G", "A"], // PTPN22: chr1_113834946_A_G
    ["rs5219", "T", "C", "T"], // KCNJ11: 17388025 T>C
  ])("%s has REF %s, ALT %s, effect %s", (rsid, ref, alt, effect) => {
    expect(panelMarker(rsid)).toMatchObject({ ref, alt, effect });
  });

  it("CFH Y402H CC (two His402 risk alleles, the reference genotype) is still the elevated macular-degeneration finding", () => {
    expect(risk([at("rs1061170", "CC")], "rs1061170")).toMatchObject({ gene: "CFH", risk_level: "elevated" });
    expect(risk([at("rs1061170", "TT")], "rs1061170")?.risk_level).toBe("typical");
  });
});

describe("round-2 rows follow the evidence and do not double count", () => {
  it("GWAS-only rows (no ClinVar record) never reach high and name their GWAS Catalog association", () => {
    const gwasOnly = ROUND2_MARKERS.filter((m) => !m.sources.some((s) => s.kind === "ClinVar"));
    expect(gwasOnly.length).toBeGreaterThanOrEqual(10);
    for (const m of gwasOnly) {
      expect(m.risk, m.rsid).not.toContain("high");
      expect(m.sources.some((s) => s.kind === "GWAS Catalog"), m.rsid).toBe(true);
    }
  });

  it("no non-carrier round-2 row lies within 500 kb of another panel row of the same topic (one locus, one vote)", () => {
    for (const m of ROUND2_MARKERS.filter((r) => !r.recessive)) {
      const near = PANEL.filter((o) => o.rsid !== m.rsid && o.topic === m.topic && o.chrom === m.chrom && Math.abs(o.pos37 - m.pos37) < 500_000);
      expect(near.map((o) => o.rsid), m.rsid).toEqual([]);
    }
  });
});
