// Diplotype -> phenotype tables of every pharmacogene (CPIC), the TPMT *3A rule, the "more than two alleles"
// guard, the tested-allele statement, red flags for DPYD/TPMT/NUDT15 and the absence of any dose.
import { describe, expect, it } from "vitest";
import { genotypesByCount, type MarkerRead } from "./genotype";
import { interpretGenotypes } from "./interpret";
import { panelMarker } from "./panel";
import { callPgxGene } from "./pgx/call";
import { PGX_GENES } from "./pgx/genes";
import type { GenotypeCall } from "./types";

const gene = (name: string) => {
  const g = PGX_GENES.find((x) => x.gene === name);
  if (!g) throw new Error(name);
  return g;
};

/** Reads for a gene from effect-allele counts per rsid (0 for every other allele of the gene). */
function reads(name: string, counts: Record<string, 0 | 1 | 2>): Map<string, MarkerRead> {
  const map = new Map<string, MarkerRead>();
  for (const a of gene(name).alleles) {
    const count = counts[a.rsid] ?? 0;
    map.set(a.rsid, { status: "called", count, genotype: "", flipped: false });
  }
  return map;
}

const call = (name: string, counts: Record<string, 0 | 1 | 2>) => callPgxGene(gene(name), reads(name, counts));

describe("CYP2C19 (CPIC 2022)", () => {
  it.each([
    [{}, "*1/*1", "normal_metabolizer"],
    [{ rs12248560: 1 }, "*1/*17", "rapid_metabolizer"],
    [{ rs12248560: 2 }, "*17/*17", "ultrarapid_metabolizer"],
    [{ rs4244285: 1 }, "*1/*2", "intermediate_metabolizer"],
    [{ rs4244285: 1, rs12248560: 1 }, "*2/*17", "intermediate_metabolizer"],
    [{ rs4244285: 2 }, "*2/*2", "poor_metabolizer"],
    [{ rs4244285: 1, rs4986893: 1 }, "*2/*3", "poor_metabolizer"],
  ] as const)("%o -> %s %s", (counts, diplotype, phenotype) => {
    expect(call("CYP2C19", counts)).toMatchObject({ diplotype, phenotype });
  });

  it("poor metabolizers are told to avoid clopidogrel; normal metabolizers get no change", () => {
    expect(call("CYP2C19", { rs4244285: 2 })?.actions).toContainEqual({ drugs: ["clopidogrel"], action: "avoid" });
    expect(call("CYP2C19", {})?.actions.every((a) => a.action === "standard")).toBe(true);
  });
});

describe("CYP2C9 activity score (CPIC 2017/2020)", () => {
  it.each([
    [{}, "*1/*1", 2, "normal_metabolizer"],
    [{ rs1799853: 1 }, "*1/*2", 1.5, "intermediate_metabolizer"],
    [{ rs1057910: 1 }, "*1/*3", 1, "intermediate_metabolizer"],
    [{ rs1799853: 2 }, "*2/*2", 1, "intermediate_metabolizer"],
    [{ rs1799853: 1, rs1057910: 1 }, "*2/*3", 0.5, "poor_metabolizer"],
    [{ rs1057910: 2 }, "*3/*3", 0, "poor_metabolizer"],
  ] as const)("%o -> %s AS %s %s", (counts, diplotype, score, phenotype) => {
    expect(call("CYP2C9", counts)).toMatchObject({ diplotype, activityScore: score, phenotype });
  });

  it("AS 1.5 keeps the usual NSAID start, AS 1 lowers it", () => {
    expect(call("CYP2C9", { rs1799853: 1 })?.actions.find((a) => a.drugs.includes("celecoxib"))?.action).toBe("standard");
    expect(call("CYP2C9", { rs1057910: 1 })?.actions.find((a) => a.drugs.includes("celecoxib"))?.action).toBe("reduced_start");
  });
});

describe("DPYD activity score (CPIC 2017, 2024 update)", () => {
  it.each([
    [{}, 2, "normal_metabolizer", false],
    [{ rs75017182: 1 }, 1.5, "intermediate_metabolizer", true],
    [{ rs3918290: 1 }, 1, "intermediate_metabolizer", true],
    [{ rs67376798: 1, rs75017182: 1 }, 1, "intermediate_metabolizer", true],
    [{ rs3918290: 1, rs67376798: 1 }, 0.5, "poor_metabolizer", true],
    [{ rs55886062: 2 }, 0, "poor_metabolizer", true],
  ] as const)("%o -> AS %s %s", (counts, score, phenotype, severe) => {
    expect(call("DPYD", counts)).toMatchObject({ activityScore: score, phenotype, severe });
  });

  it("a DPYD poor metabolizer is a red flag and fluoropyrimidines are to be avoided", () => {
    const dpyd: GenotypeCall[] = [{ rsid: "rs3918290", chrom: "1", pos: 97915614, genotype: "TT" }];
    const { report } = interpretGenotypes(dpyd, { language: "en" });
    expect(report.red_flags.map((f) => f.gene)).toEqual(["DPYD"]);
    expect(report.pharmacogenomics[0]?.recommendation).toMatch(/avoid fluorouracil, capecitabine, tegafur/);
    expect(report.overall_assessment.level).toBe("high");
  });
});

describe("TPMT and NUDT15 (CPIC 2018)", () => {
  it.each([
    [{}, "*1/*1", "normal_metabolizer"],
    [{ rs1800462: 1 }, "*1/*2", "intermediate_metabolizer"],
    [{ rs1800460: 1, rs1142345: 1 }, "*1/*3A", "intermediate_metabolizer"],
    [{ rs1800460: 2, rs1142345: 2 }, "*3A/*3A", "poor_metabolizer"],
    [{ rs1142345: 1 }, "*1/*3C", "intermediate_metabolizer"],
    [{ rs1800462: 1, rs1142345: 1 }, "*2/*3C", "poor_metabolizer"],
  ] as const)("TPMT %o -> %s %s", (counts, diplotype, phenotype) => {
    expect(call("TPMT", counts)).toMatchObject({ diplotype, phenotype });
  });

  it.each([[0, "normal_metabolizer"], [1, "intermediate_metabolizer"], [2, "poor_metabolizer"]] as const)(
    "NUDT15 %s copies -> %s", (n, phenotype) => {
      expect(call("NUDT15", { rs116855232: n })?.phenotype).toBe(phenotype);
    });
});

describe("single-variant genes", () => {
  it.each([
    ["CYP3A5", "rs776746", ["normal_metabolizer", "intermediate_metabolizer", "poor_metabolizer"]],
    ["SLCO1B1", "rs4149056", ["normal_function", "decreased_function", "poor_function"]],
    ["ABCG2", "rs2231142", ["normal_function", "decreased_function", "poor_function"]],
    ["CYP2B6", "rs3745274", ["normal_metabolizer", "intermediate_metabolizer", "poor_metabolizer"]],
    ["VKORC1", "rs9923231", ["vkorc1_normal", "vkorc1_increased", "vkorc1_high"]],
    ["IFNL3", "rs12979860", ["ifnl3_favourable", "ifnl3_unfavourable", "ifnl3_unfavourable"]],
    ["CYP4F2", "rs2108622", ["normal_function", "decreased_function", "decreased_function"]],
  ] as const)("%s %s by copies 0/1/2", (name, rsid, phenotypes) => {
    expect([0, 1, 2].map((n) => call(name, { [rsid]: n as 0 | 1 | 2 })?.phenotype)).toEqual(phenotypes);
  });

  it("UGT1A1 *80/*6 is a poor metabolizer and atazanavir gets an alternative", () => {
    const c = call("UGT1A1", { rs887829: 1, rs4148323: 1 });
    expect(c).toMatchObject({ diplotype: "*80/*6", phenotype: "poor_metabolizer" });
    expect(c?.actions).toEqual([{ drugs: ["atazanavir"], action: "alternative" }]);
  });

  it("CYP3A5 expressers (*1 carriers) need a higher tacrolimus start; *3/*3 is the usual case", () => {
    expect(call("CYP3A5", { rs776746: 0 })?.actions[0]?.action).toBe("increased_start");
    expect(call("CYP3A5", { rs776746: 2 })?.actions[0]?.action).toBe("standard");
  });
});

describe("further CPIC alleles", () => {
  it.each([
    ["CYP2C19", { rs28399504: 1, rs41291556: 1 }, "*4/*8", "poor_metabolizer"],
    ["CYP2C19", { rs72558186: 1, rs12248560: 1 }, "*7/*17", "intermediate_metabolizer"],
    ["CYP2C9", { rs28371686: 1 }, "*1/*5", "intermediate_metabolizer"],
    ["CYP2C9", { rs72558187: 1, rs1057910: 1 }, "*3/*13", "poor_metabolizer"],
    ["DPYD", { rs115232898: 1 }, "*1/c.557A>G", "intermediate_metabolizer"],
    ["TPMT", { rs1800584: 2 }, "*4/*4", "poor_metabolizer"],
    ["TPMT", { rs72552738: 1 }, "*1/*11", "intermediate_metabolizer"],
    ["TPMT", { rs9333570: 1, rs1142345: 1 }, "*3C/*15", "poor_metabolizer"],
    ["CYP3A5", { rs776746: 1, rs10264272: 1 }, "*3/*6", "poor_metabolizer"],
    ["CYP2B6", { rs3745274: 1, rs28399499: 1 }, "*6/*18", "poor_metabolizer"],
    ["UGT1A1", { rs35350960: 1 }, "*1/*27", "intermediate_metabolizer"],
  ] as const)("%s %o -> %s %s", (name, counts, diplotype, phenotype) => {
    expect(call(name, counts)).toMatchObject({ diplotype, phenotype });
  });

  it.each([
    ["CYP2C9", { rs56165452: 1 }, "*1/*4", 1.5, "intermediate_metabolizer"],
    ["CYP2C9", { rs56165452: 1, rs1057910: 1 }, "*3/*4", 0.5, "poor_metabolizer"],
    ["DPYD", { rs78060119: 1 }, "*1/*12", 1, "intermediate_metabolizer"],
    ["DPYD", { rs146356975: 1 }, "*1/c.868A>G", 1.5, "intermediate_metabolizer"],
    ["DPYD", { rs1801266: 1, rs1801268: 1 }, "*8/*10", 0, "poor_metabolizer"],
    ["DPYD", { rs72549304: 1 }, "*1/c.1475C>T", 1, "intermediate_metabolizer"],
    ["DPYD", { rs112766203: 1, rs186169810: 1 }, "c.1314T>G/c.2279C>T", 1, "intermediate_metabolizer"],
    ["CYP2C9", { rs72558190: 1, rs1799853: 1 }, "*2/*15", 0.5, "poor_metabolizer"],
    ["CYP2C9", { rs57505750: 1 }, "*1/*31", 1.5, "intermediate_metabolizer"],
  ] as const)("%s %o -> %s AS %s %s", (name, counts, diplotype, score, phenotype) => {
    expect(call(name, counts)).toMatchObject({ diplotype, activityScore: score, phenotype });
  });

  it("a DPYD *12 carrier is a red flag with a reduced fluoropyrimidine start", () => {
    const c = call("DPYD", { rs78060119: 1 });
    expect(c?.severe).toBe(true);
    expect(c?.actions).toEqual([{ drugs: ["fluorouracil", "capecitabine", "tegafur"], action: "reduced_start" }]);
  });

  it.each([
    [{ rs2279343: 1 }, "*1/*4", "rapid_metabolizer"],
    [{ rs2279343: 2 }, "*4/*4", "ultrarapid_metabolizer"],
    [{ rs3745274: 1, rs2279343: 1 }, "*1/*6", "intermediate_metabolizer"],
    [{ rs3745274: 1, rs2279343: 2 }, "*6/*4", "intermediate_metabolizer"],
    [{ rs3745274: 2, rs2279343: 2 }, "*6/*6", "poor_metabolizer"],
    [{ rs3745274: 2, rs2279343: 1 }, "*6/*6", "poor_metabolizer"],
    [{ rs28399499: 1, rs2279343: 1 }, "*18/*4", "intermediate_metabolizer"],
    [{ rs36060847: 1, rs3745274: 1 }, "*6/*12", "poor_metabolizer"],
  ] as const)("CYP2B6 %o -> %s %s (c.516T with c.785G read as *6 on one copy)", (counts, diplotype, phenotype) => {
    expect(call("CYP2B6", counts)).toMatchObject({ diplotype, phenotype });
  });

  it("CYP2B6 rapid and ultrarapid metabolizers keep the usual efavirenz start; c.785G alone is not read as *6", () => {
    expect(call("CYP2B6", { rs2279343: 2 })?.actions).toEqual([{ drugs: ["efavirenz"], action: "standard" }]);
    expect(call("CYP2B6", { rs2279343: 1 })?.diplotype).not.toContain("*6");
  });

  it("never reads a multi-allelic site's third allele as a reverse-strand call (TPMT *3C T>C,G)", () => {
    const calls: GenotypeCall[] = [{ rsid: "rs1142345", chrom: "6", pos: 18130918, genotype: "GG" }];
    const r = interpretGenotypes(calls, { language: "en" });
    expect(r.panelFound).toBe(0);
    expect(r.warnings[0]).toMatch(/rs1142345: genotype GG does not match/);
  });
});

describe("calling rules", () => {
  it("returns indeterminate with 'confirm' when more than two variant alleles are found", () => {
    expect(call("CYP2C19", { rs4244285: 2, rs12248560: 1 })).toMatchObject({ diplotype: "indeterminate", phenotype: "indeterminate" });
  });

  it("lists only the alleles actually read, and nothing when no variant of the gene was read", () => {
    const partial = new Map<string, MarkerRead>([["rs4244285", { status: "called", count: 1, genotype: "GA", flipped: false }]]);
    expect(callPgxGene(gene("CYP2C19"), partial)).toMatchObject({ testedAlleles: ["*2"], untestedAlleles: ["*3", "*4", "*5", "*6", "*7", "*8", "*17"] });
    expect(callPgxGene(gene("CYP2C19"), new Map())).toBeNull();
  });

  it("every recommendation states the tested alleles and that untested ones may change the call", () => {
    const calls: GenotypeCall[] = PGX_GENES.flatMap((g) => g.alleles.map((a) => {
      const m = panelMarker(a.rsid);
      return { rsid: a.rsid, chrom: m?.chrom ?? "", pos: m?.pos37 ?? 0, genotype: m ? genotypesByCount(m)[1] : "" };
    }));
    const { report } = interpretGenotypes(calls, { language: "en" });
    expect(report.pharmacogenomics.length).toBeGreaterThanOrEqual(PGX_GENES.length);
    for (const p of report.pharmacogenomics.filter((x) => x.gene !== "F5/F2")) {
      expect(p.recommendation).toMatch(/Tested alleles: .+\. Untested alleles may change this call\./);
    }
  });

  it("never states a dose: no amounts or units in any pharmacogenomic text, in any language", () => {
    for (const language of ["en", "de", "fr", "zh", "ar"]) {
      const calls: GenotypeCall[] = [
        { rsid: "rs4244285", chrom: "10", pos: 96541616, genotype: "AA" },
        { rsid: "rs1057910", chrom: "10", pos: 96741053, genotype: "CC" },
        { rsid: "rs3918290", chrom: "1", pos: 97915614, genotype: "CT" },
        { rsid: "rs4149056", chrom: "12", pos: 21331549, genotype: "CC" },
      ];
      const { report } = interpretGenotypes(calls, { language });
      const text = JSON.stringify([report.pharmacogenomics, report.sections[0]]);
      expect(text).not.toMatch(/\d+\s*(mg|µg|mcg|g\/|ml|%)/i);
    }
  });
});
