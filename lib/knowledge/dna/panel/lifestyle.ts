// Nutrigenomic and trait panel rows: variants with a well-replicated effect on a nutrient pathway or a visible
// trait. Most are informational; none is a disease on its own. Plus-strand alleles. Positions re-checked row by
// row against a real data record (the `// pos:` line; "GWAS Cat. 2012/2014" as in ./clinical.ts).
import type { PanelMarker, PanelSource } from "./types";

const dbsnp = (rsid: string): PanelSource => ({ kind: "dbSNP", id: rsid });
const gwas = (rsid: string): PanelSource => ({ kind: "GWAS Catalog", id: rsid });
const pmid = (id: string): PanelSource => ({ kind: "paper", id: `PMID ${id}` });
const info = ["informational", "informational", "informational"] as const;

export const LIFESTYLE_MARKERS: readonly PanelMarker[] = [
  // Nutrigenomics.
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs1801133", gene: "MTHFR", chrom: "1", pos37: 11856378, pos38: 11796321, ref: "G", alt: "A", effect: "A",
    variant: "C677T", topic: "folate_metabolism", category: "nutrigenomics", evidence: "established",
    risk: ["typical", "typical", "slightly_elevated"], sources: [pmid("7647779"), dbsnp("rs1801133")] },
  // pos: GRCh37 ClinVar VCF diff 1:11854476:T:G (VCV 3521); GRCh38 seqr fixture 1-11794419-T-G
  { rsid: "rs1801131", gene: "MTHFR", chrom: "1", pos37: 11854476, pos38: 11794419, ref: "T", alt: "G", effect: "G",
    variant: "A1298C", topic: "folate_metabolism", category: "nutrigenomics", evidence: "probable",
    risk: ["typical", "typical", "informational"], sources: [pmid("9545395"), dbsnp("rs1801131")] },
  // pos: single-source each: GRCh37 5:7870973 G (SNP table), GRCh38 7870860 (build test table); recheck
  { rsid: "rs1801394", gene: "MTRR", chrom: "5", pos37: 7870973, pos38: 7870860, ref: "A", alt: "G", effect: "G",
    variant: "A66G", topic: "homocysteine", category: "nutrigenomics", evidence: "preliminary",
    risk: ["typical", "typical", "informational"], sources: [pmid("10484769"), dbsnp("rs1801394")] },
  // pos: GRCh37 UCSC snp137 chr2:136608645-136608646; GRCh38 135851076 in several variant tables
  { rsid: "rs4988235", gene: "MCM6 (LCT)", chrom: "2", pos37: 136608646, pos38: 135851076, ref: "G", alt: "A", effect: "A",
    variant: "-13910C>T (lactase persistence)", topic: "lactose", category: "nutrigenomics", evidence: "established",
    risk: ["informational", "typical", "typical"], sources: [pmid("11788828"), dbsnp("rs4988235")] },
  // pos: GRCh37 HGVS test NC_000002.11:g.136616754; GRCh38 UCSC hg38 highlight chr2:135859184
  { rsid: "rs182549", gene: "MCM6 (LCT)", chrom: "2", pos37: 136616754, pos38: 135859184, ref: "C", alt: "T", effect: "T",
    variant: "-22018G>A (lactase persistence)", topic: "lactose", category: "nutrigenomics", evidence: "established",
    risk: ["informational", "typical", "typical"], sources: [pmid("11788828"), dbsnp("rs182549")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs671", gene: "ALDH2", chrom: "12", pos37: 112241766, pos38: 111803962, ref: "G", alt: "A", effect: "A",
    variant: "ALDH2*2 (E504K)", topic: "alcohol_metabolism", category: "nutrigenomics", evidence: "established",
    risk: ["typical", "elevated", "elevated"], sources: [{ kind: "PharmGKB", id: "PA24499 (ALDH2)" }, gwas("rs671"), dbsnp("rs671")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads. ref/alt: gnomAD v4 variant 4-99318162-T-C (GRCh38) and
  // "4:100239319:T:C | 4:99318162:T:C" in a public liftover table; 1000 Genomes GRCh37 REF T (the reference carries His48).
  { rsid: "rs1229984", gene: "ADH1B", chrom: "4", pos37: 100239319, pos38: 99318162, ref: "T", alt: "C", effect: "T",
    variant: "ADH1B*2 (R48H)", topic: "alcohol_metabolism", category: "nutrigenomics", evidence: "established",
    risk: ["typical", "informational", "informational"], sources: [gwas("rs1229984"), dbsnp("rs1229984")] },
  // pos: GRCh37 GWAS Catalog extract 15 75041917 rs762551-C; GRCh38 chr15:74749576 in several variant tables
  { rsid: "rs762551", gene: "CYP1A2", chrom: "15", pos37: 75041917, pos38: 74749576, ref: "C", alt: "A", effect: "A",
    variant: "*1F (-163C>A)", topic: "caffeine_metabolism", category: "nutrigenomics", evidence: "probable",
    risk: ["informational", "typical", "typical"], sources: [pmid("16522833"), dbsnp("rs762551")] },
  // pos: GRCh38 LDlink output 11 61785208; GRCh37 by the FADS offset (232528) of rs174547 in GWAS Cat. 2012/2014
  { rsid: "rs174537", gene: "FADS1", chrom: "11", pos37: 61552680, pos38: 61785208, ref: "G", alt: "T", effect: "T",
    variant: "rs174537 T", topic: "omega3_metabolism", category: "nutrigenomics", evidence: "probable",
    risk: ["typical", "informational", "informational"], sources: [pmid("19148276"), gwas("rs174537")] },
  // pos: GRCh37 ClinVar table 19 49206674 G A; GRCh38 chr19:48703417:G:A FUT2 marker in a research script
  { rsid: "rs601338", gene: "FUT2", chrom: "19", pos37: 49206674, pos38: 48703417, ref: "G", alt: "A", effect: "A",
    variant: "W154X (non-secretor)", topic: "vitamin_b12", category: "nutrigenomics", evidence: "probable",
    risk: ["typical", "typical", "informational"], sources: [pmid("18776911"), gwas("rs601338")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs1260326", gene: "GCKR", chrom: "2", pos37: 27730940, pos38: 27508073, ref: "T", alt: "C", effect: "T",
    variant: "P446L", topic: "triglycerides", category: "nutrigenomics", evidence: "established",
    risk: ["typical", "informational", "slightly_elevated"], sources: [pmid("18678614"), gwas("rs1260326")] },
  // Traits.
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs12913832", gene: "HERC2", chrom: "15", pos37: 28365618, pos38: 28120472, ref: "A", alt: "G", effect: "G",
    variant: "rs12913832 G", topic: "eye_colour", category: "traits", evidence: "established", risk: info,
    sources: [pmid("18252222"), gwas("rs12913832")] },
  // pos: GRCh37 1000 Genomes freq table 15 48426484; GRCh38 chr15:g.48134287A>G (dbSNP) / 15:48134287
  { rsid: "rs1426654", gene: "SLC24A5", chrom: "15", pos37: 48426484, pos38: 48134287, ref: "A", alt: "G", effect: "A",
    variant: "A111T", topic: "skin_pigmentation", category: "traits", evidence: "established", risk: info,
    sources: [pmid("16357253"), gwas("rs1426654")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs16891982", gene: "SLC45A2", chrom: "5", pos37: 33951693, pos38: 33951588, ref: "C", alt: "G", effect: "G",
    variant: "L374F", topic: "skin_pigmentation", category: "traits", evidence: "established", risk: info,
    sources: [gwas("rs16891982"), dbsnp("rs16891982")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs1805007", gene: "MC1R", chrom: "16", pos37: 89986117, pos38: 89919709, ref: "C", alt: "T", effect: "T",
    variant: "R151C", topic: "red_hair_sun", category: "traits", evidence: "established",
    risk: ["typical", "informational", "slightly_elevated"], sources: [pmid("7581459"), dbsnp("rs1805007")] },
  // pos: R151C + 27 bp (codon 160, MC1R plus strand); pair 89986144/89919736 in a public variant table
  { rsid: "rs1805008", gene: "MC1R", chrom: "16", pos37: 89986144, pos38: 89919736, ref: "C", alt: "T", effect: "T",
    variant: "R160W", topic: "red_hair_sun", category: "traits", evidence: "established",
    risk: ["typical", "informational", "slightly_elevated"], sources: [pmid("7581459"), dbsnp("rs1805008")] },
  // pos: GRCh37 16:48258198 (hg19 SNP page); GRCh38 16 48224287 in the Bioinformatics Data Skills variant table
  { rsid: "rs17822931", gene: "ABCC11", chrom: "16", pos37: 48258198, pos38: 48224287, ref: "C", alt: "T", effect: "T",
    variant: "G180R", topic: "earwax", category: "traits", evidence: "established", risk: info,
    sources: [pmid("16444273"), dbsnp("rs17822931")] },
  // pos: GRCh37 11 66328095 C T ACTN3 (variant report); pair 66328095/66560624 in public tables
  { rsid: "rs1815739", gene: "ACTN3", chrom: "11", pos37: 66328095, pos38: 66560624, ref: "C", alt: "T", effect: "T",
    variant: "R577X", topic: "muscle_performance", category: "traits", evidence: "probable", risk: info,
    sources: [pmid("12879365"), dbsnp("rs1815739")] },
  // pos: GRCh37 VCF row chr22 19951271 G A; GRCh37/38 build-detection table 19951271/19963748
  { rsid: "rs4680", gene: "COMT", chrom: "22", pos37: 19951271, pos38: 19963748, ref: "G", alt: "A", effect: "A",
    variant: "Val158Met", topic: "dopamine_comt", category: "traits", evidence: "preliminary", risk: info,
    sources: [pmid("8807664"), dbsnp("rs4680")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs6265", gene: "BDNF", chrom: "11", pos37: 27679916, pos38: 27658369, ref: "C", alt: "T", effect: "T",
    variant: "Val66Met", topic: "bdnf", category: "traits", evidence: "preliminary", risk: info,
    sources: [pmid("12553913"), dbsnp("rs6265")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs2814778", gene: "ACKR1", chrom: "1", pos37: 159174683, pos38: 159204893, ref: "T", alt: "C", effect: "C",
    variant: "Duffy-null (-67T>C)", topic: "duffy", category: "traits", evidence: "established",
    risk: ["typical", "informational", "informational"], sources: [pmid("19112516"), dbsnp("rs2814778")] },
];
