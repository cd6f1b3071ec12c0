// Pharmacogenomic panel rows: the single variants that define the star alleles called by ../pgx/.
// GRCh38 positions and plus-strand REF/ALT checked against the PharmCAT allele-definition positions file
// (PharmGKB, pharmcat_positions.vcf); GRCh37 positions from dbSNP, checked by the constant 37->38 offset of
// each gene region (panel.test.ts). Clinical meaning comes from the CPIC guideline named in `sources`.
import type { PanelMarker } from "./types";

const pharmcat = { kind: "PharmGKB", id: "PharmCAT pharmcat_positions.vcf (GRCh38)" } as const;
const pgx = ["typical", "informational", "informational"] as const;

export const PHARMACOGENOMIC_MARKERS: readonly PanelMarker[] = [
  { rsid: "rs4244285", gene: "CYP2C19", chrom: "10", pos37: 96541616, pos38: 94781859, ref: "G", alt: "A", effect: "A",
    variant: "*2 (c.681G>A)", topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx,
    sources: [{ kind: "CPIC", id: "CYP2C19/clopidogrel 2022, PMID 35034351" }, pharmcat] },
  { rsid: "rs4986893", gene: "CYP2C19", chrom: "10", pos37: 96540410, pos38: 94780653, ref: "G", alt: "A", effect: "A",
    variant: "*3 (c.636G>A)", topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx,
    sources: [{ kind: "CPIC", id: "CYP2C19/clopidogrel 2022, PMID 35034351" }, pharmcat] },
  { rsid: "rs12248560", gene: "CYP2C19", chrom: "10", pos37: 96521657, pos38: 94761900, ref: "C", alt: "T", effect: "T",
    variant: "*17 (c.-806C>T)", topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx,
    sources: [{ kind: "CPIC", id: "CYP2C19/clopidogrel 2022, PMID 35034351" }, pharmcat] },
  { rsid: "rs1799853", gene: "CYP2C9", chrom: "10", pos37: 96702047, pos38: 94942290, ref: "C", alt: "T", effect: "T",
    variant: "*2 (R144C)", topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx,
    sources: [{ kind: "CPIC", id: "CYP2C9/VKORC1/warfarin 2017, PMID 28198005" }, pharmcat] },
  { rsid: "rs1057910", gene: "CYP2C9", chrom: "10", pos37: 96741053, pos38: 94981296, ref: "A", alt: "C", effect: "C",
    variant: "*3 (I359L)", topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx,
    sources: [{ kind: "CPIC", id: "CYP2C9/VKORC1/warfarin 2017, PMID 28198005" }, pharmcat] },
  { rsid: "rs9923231", gene: "VKORC1", chrom: "16", pos37: 31107689, pos38: 31096368, ref: "C", alt: "T", effect: "T",
    variant: "c.-1639G>A", topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx,
    sources: [{ kind: "CPIC", id: "CYP2C9/VKORC1/warfarin 2017, PMID 28198005" }, pharmcat] },
  { rsid: "rs2108622", gene: "CYP4F2", chrom: "19", pos37: 15990431, pos38: 15879621, ref: "C", alt: "T", effect: "T",
    variant: "*3 (V433M)", topic: "drug_response", category: "pharmacogenomics", evidence: "probable", risk: pgx,
    sources: [{ kind: "CPIC", id: "CYP2C9/VKORC1/warfarin 2017, PMID 28198005" }, pharmcat] },
  { rsid: "rs4149056", gene: "SLCO1B1", chrom: "12", pos37: 21331549, pos38: 21178615, ref: "T", alt: "C", effect: "C",
    variant: "c.521T>C (*5/*15)", topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx,
    sources: [{ kind: "CPIC", id: "SLCO1B1/ABCG2/CYP2C9 statins 2022, PMID 35152405" }, pharmcat] },
  { rsid: "rs2231142", gene: "ABCG2", chrom: "4", pos37: 89052323, pos38: 88131171, ref: "G", alt: "T", effect: "T",
    variant: "Q141K (c.421C>A)", topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx,
    sources: [{ kind: "CPIC", id: "SLCO1B1/ABCG2/CYP2C9 statins 2022, PMID 35152405" }, { kind: "dbSNP", id: "rs2231142" }] },
  { rsid: "rs3918290", gene: "DPYD", chrom: "1", pos37: 97915614, pos38: 97450058, ref: "C", alt: "T", effect: "T",
    variant: "*2A (c.1905+1G>A)", topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx,
    sources: [{ kind: "CPIC", id: "DPYD/fluoropyrimidines 2017 (2024 update), PMID 29152729" }, pharmcat] },
  { rsid: "rs55886062", gene: "DPYD", chrom: "1", pos37: 97981343, pos38: 97515787, ref: "A", alt: "C", effect: "C",
    variant: "*13 (c.1679T>G)", topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx,
    sources: [{ kind: "CPIC", id: "DPYD/fluoropyrimidines 2017 (2024 update), PMID 29152729" }, pharmcat] },
  { rsid: "rs67376798", gene: "DPYD", chrom: "1", pos37: 97547947, pos38: 97082391, ref: "T", alt: "A", effect: "A",
    variant: "c.2846A>T (D949V)", topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx,
    sources: [{ kind: "CPIC", id: "DPYD/fluoropyrimidines 2017 (2024 update), PMID 29152729" }, pharmcat] },
  { rsid: "rs75017182", gene: "DPYD", chrom: "1", pos37: 98045449, pos38: 97579893, ref: "G", alt: "C", effect: "C",
    variant: "HapB3 (c.1129-5923C>G)", topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx,
    sources: [{ kind: "CPIC", id: "DPYD/fluoropyrimidines 2017 (2024 update), PMID 29152729" }, pharmcat] },
  { rsid: "rs1800462", gene: "TPMT", chrom: "6", pos37: 18143955, pos38: 18143724, ref: "C", alt: "G", effect: "G",
    variant: "*2 (c.238G>C)", topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx,
    sources: [{ kind: "CPIC", id: "TPMT/NUDT15/thiopurines 2018, PMID 30447069" }, pharmcat] },
  { rsid: "rs1800460", gene: "TPMT", chrom: "6", pos37: 18139228, pos38: 18138997, ref: "C", alt: "T", effect: "T",
    variant: "*3B (c.460G>A)", topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx,
    sources: [{ kind: "CPIC", id: "TPMT/NUDT15/thiopurines 2018, PMID 30447069" }, pharmcat] },
  { rsid: "rs1142345", gene: "TPMT", chrom: "6", pos37: 18130918, pos38: 18130687, ref: "T", alt: "C", effect: "C",
    multiallelic: true, variant: "*3C (c.719A>G)", topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx,
    sources: [{ kind: "CPIC", id: "TPMT/NUDT15/thiopurines 2018, PMID 30447069" }, pharmcat] },
  { rsid: "rs116855232", gene: "NUDT15", chrom: "13", pos37: 48619855, pos38: 48045719, ref: "C", alt: "T", effect: "T",
    variant: "*3 (R139C)", topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx,
    sources: [{ kind: "CPIC", id: "TPMT/NUDT15/thiopurines 2018, PMID 30447069" }, pharmcat] },
  { rsid: "rs776746", gene: "CYP3A5", chrom: "7", pos37: 99270539, pos38: 99672916, ref: "T", alt: "C", effect: "C",
    variant: "*3 (c.6986A>G)", topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx,
    sources: [{ kind: "CPIC", id: "CYP3A5/tacrolimus 2015, PMID 25801146" }, pharmcat] },
  { rsid: "rs887829", gene: "UGT1A1", chrom: "2", pos37: 234668570, pos38: 233759924, ref: "C", alt: "T", effect: "T",
    variant: "*80 (tags *28)", topic: "drug_response", category: "pharmacogenomics", evidence: "probable", risk: pgx,
    sources: [{ kind: "CPIC", id: "UGT1A1/atazanavir 2016, PMID 26417955" }, pharmcat] },
  { rsid: "rs4148323", gene: "UGT1A1", chrom: "2", pos37: 234669144, pos38: 233760498, ref: "G", alt: "A", effect: "A",
    variant: "*6 (G71R)", topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx,
    sources: [{ kind: "CPIC", id: "UGT1A1/atazanavir 2016, PMID 26417955" }, pharmcat] },
  { rsid: "rs3745274", gene: "CYP2B6", chrom: "19", pos37: 41512841, pos38: 41006936, ref: "G", alt: "T", effect: "T",
    variant: "*6/*9 (c.516G>T)", topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx,
    sources: [{ kind: "CPIC", id: "CYP2B6/efavirenz 2019, PMID 31006110" }, pharmcat] },
  { rsid: "rs12979860", gene: "IFNL3", chrom: "19", pos37: 39738787, pos38: 39248147, ref: "C", alt: "T", effect: "T",
    variant: "rs12979860 T", topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx,
    sources: [{ kind: "CPIC", id: "IFNL3/peginterferon 2014, PMID 24096968" }, pharmcat] },
];

/**
 * Further star alleles from the same PharmCAT positions file (GRCh38 position, REF/ALT) with their CPIC function;
 * GRCh37 positions are the GRCh38 position plus the gene region's 37->38 offset, which is identical for every
 * neighbouring row checked above (CYP2C +1759757, DPYD +465556, TPMT +231, CYP3A5 -402377, CYP2B6 +505905,
 * UGT1A1 +908646) and is asserted again by panel.test.ts.
 */
const cyp2c19 = { kind: "CPIC", id: "CYP2C19 allele functionality table (CPIC 2022)" } as const;
const cyp2c9 = { kind: "CPIC", id: "CYP2C9 allele functionality table (CPIC 2020)" } as const;
const row = (m: Omit<PanelMarker, "topic" | "category" | "risk" | "sources" | "evidence"> & { cpic: PanelMarker["sources"][0] }): PanelMarker => {
  const { cpic, ...rest } = m;
  return { ...rest, topic: "drug_response", category: "pharmacogenomics", evidence: "established", risk: pgx, sources: [cpic, pharmcat] };
};

export const MORE_PHARMACOGENOMIC_MARKERS: readonly PanelMarker[] = [
  row({ rsid: "rs28399504", gene: "CYP2C19", chrom: "10", pos37: 96522463, pos38: 94762706, ref: "A", alt: "G", effect: "G", variant: "*4 (c.1A>G)", cpic: cyp2c19 }),
  row({ rsid: "rs56337013", gene: "CYP2C19", chrom: "10", pos37: 96612495, pos38: 94852738, ref: "C", alt: "T", effect: "T", variant: "*5 (R433W)", cpic: cyp2c19 }),
  row({ rsid: "rs72552267", gene: "CYP2C19", chrom: "10", pos37: 96535210, pos38: 94775453, ref: "G", alt: "A", effect: "A", variant: "*6 (R132Q)", cpic: cyp2c19 }),
  row({ rsid: "rs72558186", gene: "CYP2C19", chrom: "10", pos37: 96541756, pos38: 94781999, ref: "T", alt: "A", effect: "A", variant: "*7 (c.819+2T>A)", cpic: cyp2c19 }),
  row({ rsid: "rs41291556", gene: "CYP2C19", chrom: "10", pos37: 96535173, pos38: 94775416, ref: "T", alt: "C", effect: "C", variant: "*8 (W120R)", cpic: cyp2c19 }),
  row({ rsid: "rs28371686", gene: "CYP2C9", chrom: "10", pos37: 96741058, pos38: 94981301, ref: "C", alt: "G", effect: "G", variant: "*5 (D360E)", cpic: cyp2c9 }),
  row({ rsid: "rs7900194", gene: "CYP2C9", chrom: "10", pos37: 96702066, pos38: 94942309, ref: "G", alt: "A", effect: "A", multiallelic: true, variant: "*8 (R150H)", cpic: cyp2c9 }),
  row({ rsid: "rs28371685", gene: "CYP2C9", chrom: "10", pos37: 96740981, pos38: 94981224, ref: "C", alt: "T", effect: "T", variant: "*11 (R335W)", cpic: cyp2c9 }),
  row({ rsid: "rs9332239", gene: "CYP2C9", chrom: "10", pos37: 96748777, pos38: 94989020, ref: "C", alt: "T", effect: "T", variant: "*12 (P489S)", cpic: cyp2c9 }),
  row({ rsid: "rs72558187", gene: "CYP2C9", chrom: "10", pos37: 96701715, pos38: 94941958, ref: "T", alt: "C", effect: "C", variant: "*13 (L90P)", cpic: cyp2c9 }),
  row({ rsid: "rs115232898", gene: "DPYD", chrom: "1", pos37: 98165030, pos38: 97699474, ref: "T", alt: "C", effect: "C", variant: "c.557A>G (Y186C)",
    cpic: { kind: "CPIC", id: "DPYD/fluoropyrimidines 2024 update, PMID 29152729" } }),
  row({ rsid: "rs1800584", gene: "TPMT", chrom: "6", pos37: 18131012, pos38: 18130781, ref: "C", alt: "T", effect: "T", variant: "*4 (c.626-1G>A)",
    cpic: { kind: "CPIC", id: "TPMT/NUDT15/thiopurines 2018, PMID 30447069" } }),
  row({ rsid: "rs10264272", gene: "CYP3A5", chrom: "7", pos37: 99262835, pos38: 99665212, ref: "C", alt: "T", effect: "T", variant: "*6 (c.624G>A)",
    cpic: { kind: "CPIC", id: "CYP3A5/tacrolimus 2015, PMID 25801146" } }),
  row({ rsid: "rs28399499", gene: "CYP2B6", chrom: "19", pos37: 41518221, pos38: 41012316, ref: "T", alt: "C", effect: "C", variant: "*18 (I328T)",
    cpic: { kind: "CPIC", id: "CYP2B6/efavirenz 2019, PMID 31006110" } }),
  row({ rsid: "rs35350960", gene: "UGT1A1", chrom: "2", pos37: 234669619, pos38: 233760973, ref: "C", alt: "A", effect: "A", variant: "*27 (P229Q)",
    cpic: { kind: "CPIC", id: "UGT1A1/atazanavir 2016, PMID 26417955" } }),
];
