// Plus-strand reading: effect-allele counts, reverse-strand conversion for ordinary markers, and the rule that
// palindromic (A/T, C/G) markers are read as written and never complement-flipped.
import { describe, expect, it } from "vitest";
import { genotypesByCount, normaliseGenotype, readMarker } from "./genotype";
import { panelMarker } from "./panel";
import type { PanelMarker } from "./panel";

const row = (rsid: string): PanelMarker => {
  const m = panelMarker(rsid);
  if (!m) throw new Error(`no panel row ${rsid}`);
  return m;
};

describe("readMarker", () => {
  it("counts the effect allele on the plus strand in any allele order or separator", () => {
    const f5 = row("rs6025"); // C>T, effect T (Factor V Leiden)
    expect(readMarker(f5, "CC")).toMatchObject({ status: "called", count: 0, genotype: "CC" });
    expect(readMarker(f5, "TC")).toMatchObject({ status: "called", count: 1, genotype: "CT" });
    expect(readMarker(f5, "C/T")).toMatchObject({ status: "called", count: 1 });
    expect(readMarker(f5, "t|t")).toMatchObject({ status: "called", count: 2, genotype: "TT" });
  });

  it("converts a reverse-strand report of a non-palindromic marker and says so", () => {
    // rs6025 C/T reported on the minus strand as G/A: A is the complement of the Leiden T allele.
    expect(readMarker(row("rs6025"), "GA")).toMatchObject({ status: "called", count: 1, flipped: true, genotype: "CT" });
    expect(readMarker(row("rs6025"), "AA")).toMatchObject({ status: "called", count: 2, flipped: true });
  });

  it("never flips a palindromic A/T marker: AA stays AA (HbS rs334, effect A)", () => {
    const hbb = row("rs334");
    expect(readMarker(hbb, "TT")).toMatchObject({ status: "called", count: 0, flipped: false });
    expect(readMarker(hbb, "AT")).toMatchObject({ status: "called", count: 1, flipped: false });
    expect(readMarker(hbb, "AA")).toMatchObject({ status: "called", count: 2, flipped: false });
  });

  it("never flips a palindromic C/G marker (9p21 rs1333049, effect C; PNPLA3 rs738409, effect G)", () => {
    expect(readMarker(row("rs1333049"), "CC")).toMatchObject({ count: 2, flipped: false });
    expect(readMarker(row("rs1333049"), "GG")).toMatchObject({ count: 0, flipped: false });
    expect(readMarker(row("rs738409"), "GG")).toMatchObject({ count: 2, flipped: false });
  });

  it("refuses alleles that fit neither strand instead of guessing", () => {
    expect(readMarker(row("rs4244285"), "AC")).toEqual({ status: "mismatch", genotype: "AC" }); // G/A site
    expect(readMarker(row("rs334"), "CG")).toEqual({ status: "mismatch", genotype: "CG" }); // A/T site
    expect(readMarker(row("rs6025"), "DI")).toEqual({ status: "mismatch", genotype: "DI" });
  });

  it("treats no-calls as no-calls and a lone autosomal allele as unusable", () => {
    for (const g of ["--", "00", "", "NN", "-"]) expect(readMarker(row("rs6025"), g)).toEqual({ status: "no_call" });
    expect(readMarker(row("rs6025"), "T").status).toBe("mismatch");
    expect(readMarker(row("rs6025"), "T", true)).toMatchObject({ status: "called", count: 2 });
  });

  it("spells the three genotypes of a row reference first", () => {
    expect(genotypesByCount(row("rs1800562"))).toEqual(["GG", "GA", "AA"]);
    expect(genotypesByCount(row("rs6983267"))).toEqual(["TT", "GT", "GG"]); // effect allele is the reference G
    expect(normaliseGenotype(" a / g ")).toBe("AG");
  });
});
