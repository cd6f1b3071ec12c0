// Invented genotype set for the sandbox endpoint and tests. It belongs to no person; it is chosen so that every
// report section has content: APOE ε3/ε4, HFE C282Y/H63D, Factor V Leiden heterozygous, an HbS carrier,
// MTHFR 677TT, lactase non-persistence, CYP2C19 *1/*2, CYP2C9 *1/*3, VKORC1 sensitive, SLCO1B1 decreased,
// TPMT *1/*3A, palindromic rows (9p21 C/G, PNPLA3 C/G) and one no-call. GRCh37 positions, plus strand.
import { PANEL } from "./panel";
import type { GenotypeCall } from "./types";

const CHOSEN: Readonly<Record<string, string>> = {
  rs429358: "TC", rs7412: "CC",
  rs1800562: "GA", rs1799945: "CG", rs1800730: "AA",
  rs6025: "CT", rs1799963: "GG",
  rs334: "TA", rs33930165: "CC", rs28929474: "CC", rs17580: "TT", rs75527207: "GG", rs78655421: "GG", rs76763715: "TT",
  rs1801133: "AA", rs1801131: "TT", rs4988235: "GG", rs182549: "CC", rs671: "GG", rs762551: "AC",
  rs4244285: "GA", rs4986893: "GG", rs12248560: "CC", rs1799853: "CC", rs1057910: "AC", rs9923231: "CT",
  rs2108622: "CC", rs4149056: "TC", rs2231142: "GG", rs3918290: "CC", rs55886062: "AA", rs67376798: "TT",
  rs75017182: "GG", rs1800462: "CC", rs1800460: "CT", rs1142345: "TC", rs116855232: "CC", rs776746: "CC",
  rs887829: "CT", rs4148323: "GG", rs3745274: "GT", rs12979860: "CT",
  rs1333049: "CG", rs10757278: "AG", rs738409: "CG", rs7903146: "CT", rs9939609: "TA",
  rs12913832: "GG", rs1805007: "CT", rs17822931: "CC", rs1815739: "CT",
  rs10455872: "--",
};

/** The sandbox calls in panel order; rows not chosen above read as homozygous for the reference allele. */
export const SANDBOX_GENOTYPES: readonly GenotypeCall[] = PANEL.map((m) => ({
  rsid: m.rsid,
  chrom: m.chrom,
  pos: m.pos37,
  genotype: CHOSEN[m.rsid] ?? `${m.ref}${m.ref}`,
}));
