// Further pharmacogenomic rows: single-nucleotide alleles that CPIC (or, where CPIC has no guideline, PharmGKB's
// allele-function tables) defines and that genotyping arrays or whole-genome VCFs carry. Indels (CYP2D6 *3/*6/*9, DPYD c.1898delC),
// copy-number alleles (CYP2D6 *5, duplications) and HLA types (only tag SNPs on arrays, no position record found
// here) are not rows.
// Positions: GRCh38 position, plus-strand REF/ALT and the star-allele definition from PharmGKB's PharmCAT files
// (pharmcat_positions.vcf and definition/alleles/<GENE>_translation.json, November 2025); GRCh37 position lifted
// from that GRCh38 position with UCSC's hg38ToHg19 chain (the same chain returns every older panel row's GRCh37
// position exactly). MT-RNR1 m.1555A>G is named on the rCRS (NC_012920.1), which GRCh37 (b37 "MT") and GRCh38
// both use, so its position is 1555 on both.
// Rows wired into ../pgx/genes.ts are called as star alleles; the others (CYP2D6, CYP3A4, NAT2, G6PD, RYR1,
// CACNA1S, MT-RNR1) stand alone with their own genotype -> risk table.
import type { PanelMarker, PanelSource } from "./types";

const pharmcat: PanelSource = { kind: "PharmGKB", id: "PharmCAT pharmcat_positions.vcf (GRCh38)" };
const pgx = ["typical", "informational", "informational"] as const;
/** A variant that on its own calls for another medicine or an anaesthetic plan (CPIC): one copy is enough. */
const actionable = ["typical", "elevated", "elevated"] as const;

const cpic = (id: string): PanelSource => ({ kind: "CPIC", id });
const CYP2D6 = cpic("CYP2D6/OPRM1/COMT opioids 2021, PMID 33387367; CYP2D6 allele functionality table");
const CYP2C9 = cpic("CYP2C9 allele functionality table (CPIC 2020)");
const DPYD = cpic("DPYD/fluoropyrimidines 2017 (2024 update), PMID 29152729; DPYD allele functionality table");
const CYP2B6 = cpic("CYP2B6/efavirenz 2019, PMID 31006110");
const G6PD = cpic("G6PD 2022 expanded guideline, PMID 36049896");
const MH = cpic("RYR1/CACNA1S volatile anaesthetics and succinylcholine 2019, PMID 30499100");
const NAT2 = { kind: "PharmGKB", id: "NAT2 allele function table (PharmCAT 2025: decreased function)" } as const;

type Row = Omit<PanelMarker, "topic" | "category">;
const row = (m: Row): PanelMarker => ({ ...m, topic: "drug_response", category: "pharmacogenomics" });
const TPMT = cpic("TPMT/NUDT15/thiopurines 2018, PMID 30447069; TPMT allele functionality table");
/**
 * Rare single-nucleotide star alleles with a CPIC function value (PharmCAT's copy of the CPIC allele functionality
 * tables): seldom on arrays, but read from whole-genome VCF uploads; each is called by ../pgx with that value.
 */
const rare = (m: Omit<Row, "evidence" | "risk" | "sources"> & { cpic: PanelSource }): PanelMarker => {
  const { cpic: source, ...rest } = m;
  return row({ ...rest, evidence: "established", risk: pgx, sources: [source, pharmcat] });
};

export const EXTRA_PHARMACOGENOMIC_MARKERS: readonly PanelMarker[] = [
  // CYP2D6 single-nucleotide alleles, legacy nucleotide names. Not called: arrays miss the gene deletion *5 and the
  // duplications, which CPIC needs for the phenotype; rs1065852 also lies on *4, so it is a probable *10 marker only.
  row({ rsid: "rs3892097", gene: "CYP2D6", chrom: "22", pos37: 42524947, pos38: 42128945, ref: "C", alt: "T", effect: "T",
    variant: "*4 (1846G>A, splice defect)", evidence: "established", risk: pgx, sources: [CYP2D6, pharmcat] }),
  row({ rsid: "rs1065852", gene: "CYP2D6", chrom: "22", pos37: 42526694, pos38: 42130692, ref: "G", alt: "A", effect: "A",
    variant: "*10 (100C>T, P34S)", evidence: "probable", risk: pgx, sources: [CYP2D6, pharmcat] }),
  row({ rsid: "rs28371706", gene: "CYP2D6", chrom: "22", pos37: 42525772, pos38: 42129770, ref: "G", alt: "A", effect: "A",
    multiallelic: true, variant: "*17 (1023C>T, T107I)", evidence: "established", risk: pgx, sources: [CYP2D6, pharmcat] }),
  row({ rsid: "rs28371725", gene: "CYP2D6", chrom: "22", pos37: 42523805, pos38: 42127803, ref: "C", alt: "T", effect: "T",
    variant: "*41 (2988G>A, splice)", evidence: "established", risk: pgx, sources: [CYP2D6, pharmcat] }),
  row({ rsid: "rs59421388", gene: "CYP2D6", chrom: "22", pos37: 42523610, pos38: 42127608, ref: "C", alt: "T", effect: "T",
    variant: "*29 (3183G>A, V338M)", evidence: "established", risk: pgx, sources: [CYP2D6, pharmcat] }),
  // CYP3A4 *22: decreased expression; no CPIC guideline, PharmGKB allele function only.
  row({ rsid: "rs35599367", gene: "CYP3A4", chrom: "7", pos37: 99366316, pos38: 99768693, ref: "G", alt: "A", effect: "A",
    variant: "*22 (c.522-191C>T)", evidence: "probable", risk: pgx,
    sources: [{ kind: "PharmGKB", id: "CYP3A4 allele function table (PharmCAT 2025: *22 decreased function)" }, pharmcat] }),
  // Called by ../pgx (CYP2C9 activity score, DPYD activity score, CYP2B6 with the *6 cis rule).
  row({ rsid: "rs56165452", gene: "CYP2C9", chrom: "10", pos37: 96741054, pos38: 94981297, ref: "T", alt: "C", effect: "C",
    variant: "*4 (I359T)", evidence: "established", risk: pgx, sources: [CYP2C9, pharmcat] }),
  row({ rsid: "rs1801266", gene: "DPYD", chrom: "1", pos37: 98157332, pos38: 97691776, ref: "G", alt: "A", effect: "A",
    variant: "*8 (c.703C>T, R235W)", evidence: "established", risk: pgx, sources: [DPYD, pharmcat] }),
  row({ rsid: "rs146356975", gene: "DPYD", chrom: "1", pos37: 98060705, pos38: 97595149, ref: "T", alt: "C", effect: "C",
    variant: "c.868A>G (K290E)", evidence: "established", risk: pgx, sources: [DPYD, pharmcat] }),
  row({ rsid: "rs78060119", gene: "DPYD", chrom: "1", pos37: 98039499, pos38: 97573943, ref: "C", alt: "A", effect: "A",
    variant: "*12 (c.1156G>T, E386X)", evidence: "established", risk: pgx, sources: [DPYD, pharmcat] }),
  row({ rsid: "rs1801268", gene: "DPYD", chrom: "1", pos37: 97544627, pos38: 97079071, ref: "C", alt: "A", effect: "A",
    variant: "*10 (c.2983G>T, V995F)", evidence: "established", risk: pgx, sources: [DPYD, pharmcat] }),
  row({ rsid: "rs2279343", gene: "CYP2B6", chrom: "19", pos37: 41515263, pos38: 41009358, ref: "A", alt: "G", effect: "G",
    variant: "*4 (c.785A>G, K262R; with c.516G>T: *6)", evidence: "established", risk: pgx, sources: [CYP2B6, pharmcat] }),
  // NAT2 slow-acetylator alleles (isoniazid, hydralazine; no CPIC guideline yet).
  row({ rsid: "rs1801279", gene: "NAT2", chrom: "8", pos37: 18257704, pos38: 18400194, ref: "G", alt: "A", effect: "A",
    variant: "*14 (c.191G>A, R64Q)", evidence: "established", risk: pgx, sources: [NAT2, pharmcat] }),
  row({ rsid: "rs1801280", gene: "NAT2", chrom: "8", pos37: 18257854, pos38: 18400344, ref: "T", alt: "C", effect: "C",
    variant: "*5 (c.341T>C, I114T)", evidence: "established", risk: pgx, sources: [NAT2, pharmcat] }),
  row({ rsid: "rs1799930", gene: "NAT2", chrom: "8", pos37: 18258103, pos38: 18400593, ref: "G", alt: "A", effect: "A",
    variant: "*6 (c.590G>A, R197Q)", evidence: "established", risk: pgx, sources: [NAT2, pharmcat] }),
  row({ rsid: "rs1799931", gene: "NAT2", chrom: "8", pos37: 18258370, pos38: 18400860, ref: "G", alt: "A", effect: "A",
    variant: "*7 (c.857G>A, G286E)", evidence: "established", risk: pgx, sources: [NAT2, pharmcat] }),
  // G6PD deficiency alleles (X-linked: a hemizygous man or a homozygous woman is deficient; a heterozygous woman
  // has variable activity, which CPIC says to measure).
  row({ rsid: "rs1050828", gene: "G6PD", chrom: "X", pos37: 153764217, pos38: 154536002, ref: "C", alt: "T", effect: "T",
    variant: "A- (c.202G>A, V68M)", evidence: "established", risk: ["typical", "informational", "elevated"], sources: [G6PD, pharmcat] }),
  row({ rsid: "rs5030868", gene: "G6PD", chrom: "X", pos37: 153762634, pos38: 154534419, ref: "G", alt: "A", effect: "A",
    variant: "Mediterranean (c.563C>T, S188F)", evidence: "established", risk: ["typical", "informational", "elevated"], sources: [G6PD, pharmcat] }),
  row({ rsid: "rs72554665", gene: "G6PD", chrom: "X", pos37: 153760484, pos38: 154532269, ref: "C", alt: "A", effect: "A",
    multiallelic: true, variant: "Canton (c.1376G>T, R459L)", evidence: "established", risk: ["typical", "informational", "elevated"], sources: [G6PD, pharmcat] }),
  row({ rsid: "rs72554664", gene: "G6PD", chrom: "X", pos37: 153760472, pos38: 154532257, ref: "C", alt: "T", effect: "T",
    variant: "Kaiping (c.1388G>A, R463H)", evidence: "established", risk: ["typical", "informational", "elevated"], sources: [G6PD, pharmcat] }),
  row({ rsid: "rs137852314", gene: "G6PD", chrom: "X", pos37: 153762710, pos38: 154534495, ref: "C", alt: "T", effect: "T",
    variant: "Mahidol (c.487G>A, G163S)", evidence: "established", risk: ["typical", "informational", "elevated"], sources: [G6PD, pharmcat] }),
  row({ rsid: "rs137852327", gene: "G6PD", chrom: "X", pos37: 153761337, pos38: 154533122, ref: "C", alt: "T", effect: "T",
    variant: "Viangchan (c.871G>A, V291M)", evidence: "established", risk: ["typical", "informational", "elevated"], sources: [G6PD, pharmcat] }),
  // Malignant hyperthermia susceptibility (dominant): CPIC lists these as MHS variants.
  row({ rsid: "rs118192161", gene: "RYR1", chrom: "19", pos37: 38934851, pos38: 38444211, ref: "C", alt: "T", effect: "T",
    variant: "c.487C>T (R163C)", evidence: "established", risk: actionable, sources: [MH, pharmcat] }),
  row({ rsid: "rs121918592", gene: "RYR1", chrom: "19", pos37: 38939352, pos38: 38448712, ref: "G", alt: "A", effect: "A",
    multiallelic: true, variant: "c.1021G>A (G341R)", evidence: "established", risk: actionable, sources: [MH, pharmcat] }),
  row({ rsid: "rs118192172", gene: "RYR1", chrom: "19", pos37: 38948185, pos38: 38457545, ref: "C", alt: "T", effect: "T",
    variant: "c.1840C>T (R614C)", evidence: "established", risk: actionable, sources: [MH, pharmcat] }),
  row({ rsid: "rs118192163", gene: "RYR1", chrom: "19", pos37: 38985205, pos38: 38494565, ref: "G", alt: "A", effect: "A",
    multiallelic: true, variant: "c.6488G>A (R2163H)", evidence: "established", risk: actionable, sources: [MH, pharmcat] }),
  row({ rsid: "rs121918593", gene: "RYR1", chrom: "19", pos37: 38990633, pos38: 38499993, ref: "G", alt: "A", effect: "A",
    variant: "c.7300G>A (G2434R)", evidence: "established", risk: actionable, sources: [MH, pharmcat] }),
  row({ rsid: "rs121918594", gene: "RYR1", chrom: "19", pos37: 38991295, pos38: 38500655, ref: "G", alt: "A", effect: "A",
    multiallelic: true, variant: "c.7373G>A (R2458H)", evidence: "established", risk: actionable, sources: [MH, pharmcat] }),
  row({ rsid: "rs121918595", gene: "RYR1", chrom: "19", pos37: 39070734, pos38: 38580094, ref: "C", alt: "T", effect: "T",
    variant: "c.14477C>T (T4826I)", evidence: "established", risk: actionable, sources: [MH, pharmcat] }),
  row({ rsid: "rs118192162", gene: "RYR1", chrom: "19", pos37: 38945999, pos38: 38455359, ref: "A", alt: "C", effect: "C",
    multiallelic: true, variant: "c.1565A>C (Y522S)", evidence: "established", risk: actionable, sources: [MH, pharmcat] }),
  row({ rsid: "rs193922772", gene: "RYR1", chrom: "19", pos37: 38948186, pos38: 38457546, ref: "G", alt: "T", effect: "T",
    variant: "c.1841G>T (R614L)", evidence: "established", risk: actionable, sources: [MH, pharmcat] }),
  row({ rsid: "rs118192176", gene: "RYR1", chrom: "19", pos37: 38985219, pos38: 38494579, ref: "G", alt: "A", effect: "A",
    variant: "c.6502G>A (V2168M)", evidence: "established", risk: actionable, sources: [MH, pharmcat] }),
  row({ rsid: "rs118192177", gene: "RYR1", chrom: "19", pos37: 38986923, pos38: 38496283, ref: "C", alt: "T", effect: "T",
    multiallelic: true, variant: "c.6617C>T (T2206M)", evidence: "established", risk: actionable, sources: [MH, pharmcat] }),
  row({ rsid: "rs28933396", gene: "RYR1", chrom: "19", pos37: 38990637, pos38: 38499997, ref: "G", alt: "A", effect: "A",
    multiallelic: true, variant: "c.7304G>A (R2435H)", evidence: "established", risk: actionable, sources: [MH, pharmcat] }),
  row({ rsid: "rs118192122", gene: "RYR1", chrom: "19", pos37: 38991283, pos38: 38500643, ref: "G", alt: "A", effect: "A",
    variant: "c.7361G>A (R2454H)", evidence: "established", risk: actionable, sources: [MH, pharmcat] }),
  row({ rsid: "rs118192178", gene: "RYR1", chrom: "19", pos37: 38991538, pos38: 38500898, ref: "C", alt: "T", effect: "T",
    multiallelic: true, variant: "c.7522C>T (R2508C)", evidence: "established", risk: actionable, sources: [MH, pharmcat] }),
  row({ rsid: "rs772226819", gene: "CACNA1S", chrom: "1", pos37: 201061121, pos38: 201091993, ref: "G", alt: "A", effect: "A",
    variant: "c.520C>T (R174W)", evidence: "established", risk: actionable, sources: [MH, pharmcat] }),
  row({ rsid: "rs1800559", gene: "CACNA1S", chrom: "1", pos37: 201029943, pos38: 201060815, ref: "C", alt: "T", effect: "T",
    variant: "c.3257G>A (R1086H)", evidence: "established", risk: actionable, sources: [MH, pharmcat] }),
  // Rare CPIC-defined alleles of the called genes (see `rare`).
  rare({ rsid: "rs72549310", gene: "DPYD", chrom: "1", pos37: 98348909, pos38: 97883353, ref: "G", alt: "A", effect: "A", variant: "c.61C>T", cpic: DPYD }),
  rare({ rsid: "rs72549308", gene: "DPYD", chrom: "1", pos37: 98164986, pos38: 97699430, ref: "T", alt: "G", effect: "G", variant: "c.601A>C", cpic: DPYD }),
  rare({ rsid: "rs72549307", gene: "DPYD", chrom: "1", pos37: 98164955, pos38: 97699399, ref: "T", alt: "C", effect: "C", variant: "c.632A>G", cpic: DPYD }),
  rare({ rsid: "rs183385770", gene: "DPYD", chrom: "1", pos37: 98058878, pos38: 97593322, ref: "C", alt: "T", effect: "T", variant: "c.1024G>A", cpic: DPYD }),
  rare({ rsid: "rs143154602", gene: "DPYD", chrom: "1", pos37: 98058845, pos38: 97593289, ref: "G", alt: "A", effect: "A", variant: "c.1057C>T", cpic: DPYD }),
  rare({ rsid: "rs186169810", gene: "DPYD", chrom: "1", pos37: 98039341, pos38: 97573785, ref: "A", alt: "C", effect: "C", variant: "c.1314T>G", cpic: DPYD }),
  rare({ rsid: "rs72549304", gene: "DPYD", chrom: "1", pos37: 98015165, pos38: 97549609, ref: "G", alt: "A", effect: "A", variant: "c.1475C>T", cpic: DPYD }),
  rare({ rsid: "rs111858276", gene: "DPYD", chrom: "1", pos37: 98015156, pos38: 97549600, ref: "T", alt: "C", effect: "C", variant: "c.1484A>G", cpic: DPYD }),
  rare({ rsid: "rs59086055", gene: "DPYD", chrom: "1", pos37: 97915746, pos38: 97450190, ref: "G", alt: "A", effect: "A", variant: "c.1774C>T", cpic: DPYD }),
  rare({ rsid: "rs138616379", gene: "DPYD", chrom: "1", pos37: 97915745, pos38: 97450189, ref: "C", alt: "T", effect: "T", variant: "c.1775G>A", cpic: DPYD }),
  rare({ rsid: "rs145773863", gene: "DPYD", chrom: "1", pos37: 97915743, pos38: 97450187, ref: "C", alt: "T", effect: "T", variant: "c.1777G>A", cpic: DPYD }),
  rare({ rsid: "rs137999090", gene: "DPYD", chrom: "1", pos37: 97839154, pos38: 97373598, ref: "C", alt: "T", effect: "T", variant: "c.2021G>A", cpic: DPYD }),
  rare({ rsid: "rs112766203", gene: "DPYD", chrom: "1", pos37: 97770835, pos38: 97305279, ref: "G", alt: "A", effect: "A", variant: "c.2279C>T", cpic: DPYD }),
  rare({ rsid: "rs55674432", gene: "DPYD", chrom: "1", pos37: 97564172, pos38: 97098616, ref: "C", alt: "A", effect: "A", variant: "c.2639G>T", cpic: DPYD }),
  rare({ rsid: "rs141044036", gene: "DPYD", chrom: "1", pos37: 97547921, pos38: 97082365, ref: "T", alt: "C", effect: "C", variant: "c.2872A>G", cpic: DPYD }),
  rare({ rsid: "rs72547601", gene: "DPYD", chrom: "1", pos37: 97544677, pos38: 97079121, ref: "T", alt: "C", effect: "C", variant: "c.2933A>G", cpic: DPYD }),
  rare({ rsid: "rs72552738", gene: "TPMT", chrom: "6", pos37: 18139920, pos38: 18139689, ref: "C", alt: "T", effect: "T", variant: "*11", cpic: TPMT }),
  rare({ rsid: "rs9333569", gene: "TPMT", chrom: "6", pos37: 18149358, pos38: 18149127, ref: "T", alt: "C", effect: "C", variant: "*14", cpic: TPMT }),
  rare({ rsid: "rs9333570", gene: "TPMT", chrom: "6", pos37: 18134121, pos38: 18133890, ref: "C", alt: "T", effect: "T", variant: "*15", cpic: TPMT }),
  rare({ rsid: "rs74423290", gene: "TPMT", chrom: "6", pos37: 18134115, pos38: 18133884, ref: "G", alt: "C", effect: "C", variant: "*23", cpic: TPMT }),
  rare({ rsid: "rs267607275", gene: "TPMT", chrom: "6", pos37: 18149357, pos38: 18149126, ref: "A", alt: "G", effect: "G", variant: "*29", cpic: TPMT }),
  rare({ rsid: "rs36060847", gene: "CYP2B6", chrom: "19", pos37: 41510030, pos38: 41004125, ref: "G", alt: "A", effect: "A", variant: "*12", cpic: CYP2B6 }),
  rare({ rsid: "rs72558190", gene: "CYP2C9", chrom: "10", pos37: 96707539, pos38: 94947782, ref: "C", alt: "A", effect: "A", variant: "*15", cpic: CYP2C9 }),
  rare({ rsid: "rs72558192", gene: "CYP2C9", chrom: "10", pos37: 96731936, pos38: 94972179, ref: "A", alt: "G", effect: "G", variant: "*16", cpic: CYP2C9 }),
  rare({ rsid: "rs182132442", gene: "CYP2C9", chrom: "10", pos37: 96731876, pos38: 94972119, ref: "C", alt: "A", effect: "A", variant: "*29", cpic: CYP2C9 }),
  rare({ rsid: "rs57505750", gene: "CYP2C9", chrom: "10", pos37: 96740958, pos38: 94981201, ref: "T", alt: "C", effect: "C", variant: "*31", cpic: CYP2C9 }),
  rare({ rsid: "rs200183364", gene: "CYP2C9", chrom: "10", pos37: 96702012, pos38: 94942255, ref: "G", alt: "A", effect: "A", variant: "*33", cpic: CYP2C9 }),
  rare({ rsid: "rs12414460", gene: "CYP2C9", chrom: "10", pos37: 96701988, pos38: 94942231, ref: "G", alt: "A", effect: "A", variant: "*42", cpic: CYP2C9 }),
  // Aminoglycoside-induced hearing loss (mitochondrial: one allele per call).
  row({ rsid: "rs267606617", gene: "MT-RNR1", chrom: "MT", pos37: 1555, pos38: 1555, ref: "A", alt: "G", effect: "G",
    variant: "m.1555A>G", evidence: "established", risk: actionable,
    sources: [cpic("MT-RNR1/aminoglycosides 2021, PMID 34032273"), { kind: "PharmGKB", id: "PharmCAT MT-RNR1 phenotype table (m.1555A>G increased risk)" }, { kind: "dbSNP", id: "rs267606617 (NC_012920.1:m.1555A>G)" }] }),
];
