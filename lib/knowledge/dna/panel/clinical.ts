// Disease-risk and carrier panel rows, alleles on the plus strand; the clinical meaning from ClinVar/GeneReviews
// for monogenic variants and from the primary GWAS paper (PMID) or GWAS Catalog for common risk variants. Risk
// levels for 0/1/2 copies of `effect`. Every position was re-checked against a real data record, named in the
// `// pos:` line above the row; "GWAS Cat. 2012/2014" = the NHGRI GWAS Catalog downloads of 2012-03-20 (GRCh37,
// repository vjcitn/gwascat) and 2014 (GRCh38, repository vsbuffalo/bds-files), which list the rsid at both
// positions. No position needed a correction.
import type { PanelMarker, PanelSource } from "./types";

const dbsnp = (rsid: string): PanelSource => ({ kind: "dbSNP", id: rsid });
const clinvar = (rsid: string): PanelSource => ({ kind: "ClinVar", id: rsid });
const gwas = (rsid: string): PanelSource => ({ kind: "GWAS Catalog", id: rsid });
const pmid = (id: string): PanelSource => ({ kind: "paper", id: `PMID ${id}` });

export const CLINICAL_MARKERS: readonly PanelMarker[] = [
  // APOE: the two rows are read together by ../apoe.ts (ε2/ε3/ε4 haplotypes).
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs429358", gene: "APOE", chrom: "19", pos37: 45411941, pos38: 44908684, ref: "T", alt: "C", effect: "C",
    variant: "ε4 (C130R)", topic: "apoe", category: "disease_risk", evidence: "established",
    risk: ["typical", "elevated", "high"], sources: [pmid("8346443"), clinvar("rs429358"), dbsnp("rs429358")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs7412", gene: "APOE", chrom: "19", pos37: 45412079, pos38: 44908822, ref: "C", alt: "T", effect: "T",
    variant: "ε2 (R176C)", topic: "apoe", category: "disease_risk", evidence: "established",
    risk: ["typical", "protective", "informational"], sources: [pmid("8346443"), clinvar("rs7412"), dbsnp("rs7412")] },
  // Thrombophilia.
  // pos: GRCh38 GWAS Cat. 2014; GRCh37 169519049 in snps-style and Genes-for-Good-style test rows
  { rsid: "rs6025", gene: "F5", chrom: "1", pos37: 169519049, pos38: 169549811, ref: "C", alt: "T", effect: "T",
    variant: "Factor V Leiden (R506Q)", topic: "thrombophilia", category: "disease_risk", evidence: "established",
    risk: ["typical", "elevated", "high"], sources: [pmid("8164741"), clinvar("rs6025"), dbsnp("rs6025")] },
  // pos: GRCh37 ANNOVAR output chr11:g.46761055G>A; GRCh38 VEP test chr11-46739505-G-A
  { rsid: "rs1799963", gene: "F2", chrom: "11", pos37: 46761055, pos38: 46739505, ref: "G", alt: "A", effect: "A",
    variant: "Prothrombin G20210A", topic: "thrombophilia", category: "disease_risk", evidence: "established",
    risk: ["typical", "elevated", "high"], sources: [pmid("8916933"), clinvar("rs1799963"), dbsnp("rs1799963")] },
  // Iron: HFE (read together by ../hfe.ts for compound heterozygosity).
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs1800562", gene: "HFE", chrom: "6", pos37: 26093141, pos38: 26092913, ref: "G", alt: "A", effect: "A",
    variant: "C282Y", topic: "iron_overload", category: "carrier", evidence: "established", recessive: true,
    risk: ["typical", "informational", "high"], sources: [pmid("8696333"), { kind: "paper", id: "GeneReviews NBK1440" }, clinvar("rs1800562")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs1799945", gene: "HFE", chrom: "6", pos37: 26091179, pos38: 26090951, ref: "C", alt: "G", effect: "G",
    variant: "H63D", topic: "iron_overload", category: "carrier", evidence: "established", recessive: true,
    risk: ["typical", "typical", "slightly_elevated"], sources: [pmid("8696333"), { kind: "paper", id: "GeneReviews NBK1440" }, clinvar("rs1799945")] },
  // pos: H63D (rs1799945) + 6 bp (c.187 -> c.193, HFE on the plus strand); UK Biobank column rs1800730_a_t
  { rsid: "rs1800730", gene: "HFE", chrom: "6", pos37: 26091185, pos38: 26090957, ref: "A", alt: "T", effect: "T",
    variant: "S65C", topic: "iron_overload", category: "carrier", evidence: "probable", recessive: true,
    risk: ["typical", "typical", "informational"], sources: [{ kind: "paper", id: "GeneReviews NBK1440" }, clinvar("rs1800730")] },
  // Recessive carrier conditions.
  // pos: GRCh37 FinnGen script 14:94844947 / key 14_94844947_C_T; GRCh38 UK Biobank field ch14 pos94378610
  { rsid: "rs28929474", gene: "SERPINA1", chrom: "14", pos37: 94844947, pos38: 94378610, ref: "C", alt: "T", effect: "T",
    variant: "PI*Z (E342K)", topic: "alpha1_antitrypsin", category: "carrier", evidence: "established", recessive: true,
    risk: ["typical", "slightly_elevated", "high"], sources: [{ kind: "paper", id: "GeneReviews NBK1519" }, clinvar("rs28929474")] },
  // pos: GRCh37 kgdb/sample variant 14:94847262 T>A; GRCh38 NC_000014.9:g.94380925T>A (c.863A>T)
  { rsid: "rs17580", gene: "SERPINA1", chrom: "14", pos37: 94847262, pos38: 94380925, ref: "T", alt: "A", effect: "A",
    variant: "PI*S (E264V)", topic: "alpha1_antitrypsin", category: "carrier", evidence: "established", recessive: true,
    risk: ["typical", "typical", "slightly_elevated"], sources: [{ kind: "paper", id: "GeneReviews NBK1519" }, clinvar("rs17580")] },
  // pos: GRCh37 11-5248232-T-A (LOVD beacon query); GRCh38 gnomAD key 11-5227002-T-A
  { rsid: "rs334", gene: "HBB", chrom: "11", pos37: 5248232, pos38: 5227002, ref: "T", alt: "A", effect: "A",
    variant: "HbS (E6V)", topic: "sickle_cell", category: "carrier", evidence: "established", recessive: true,
    risk: ["typical", "informational", "high"], sources: [{ kind: "paper", id: "GeneReviews NBK1377" }, clinvar("rs334")] },
  // pos: HbS + 1 bp (c.19 next to c.20, minus strand); GRCh38 NM_000518.5:c.19G>A at 5227003
  { rsid: "rs33930165", gene: "HBB", chrom: "11", pos37: 5248233, pos38: 5227003, ref: "C", alt: "T", effect: "T",
    variant: "HbC (E6K)", topic: "haemoglobin_c", category: "carrier", evidence: "established", recessive: true,
    risk: ["typical", "informational", "elevated"], sources: [{ kind: "paper", id: "GeneReviews NBK1377" }, clinvar("rs33930165")] },
  // pos: liftover doc pair chr7:117587806 G>A = VCFAllele(7,117227860,G,A)
  { rsid: "rs75527207", gene: "CFTR", chrom: "7", pos37: 117227860, pos38: 117587806, ref: "G", alt: "A", effect: "A",
    variant: "G551D", topic: "cystic_fibrosis", category: "carrier", evidence: "established", recessive: true,
    risk: ["typical", "informational", "high"], sources: [{ kind: "paper", id: "GeneReviews NBK1250" }, clinvar("rs75527207")] },
  // pos: GRCh38 7-117530975-G-A (MANE CFTR p.Arg117His script); GRCh37 by the CFTR offset of G551D (+359946)
  { rsid: "rs78655421", gene: "CFTR", chrom: "7", pos37: 117171029, pos38: 117530975, ref: "G", alt: "A", effect: "A",
    variant: "R117H", topic: "cystic_fibrosis", category: "carrier", evidence: "probable", recessive: true,
    risk: ["typical", "informational", "elevated"], sources: [{ kind: "paper", id: "GeneReviews NBK1250" }, clinvar("rs78655421")] },
  // pos: GRCh37 IPDGC plink extract 1:155205634; GRCh38 ClinVar AlleleID 19329 at 155235843 T>C
  { rsid: "rs76763715", gene: "GBA1", chrom: "1", pos37: 155205634, pos38: 155235843, ref: "T", alt: "C", effect: "C",
    variant: "N370S (N409S)", topic: "gaucher", category: "carrier", evidence: "established", recessive: true,
    risk: ["typical", "slightly_elevated", "high"], sources: [{ kind: "paper", id: "GeneReviews NBK1269" }, pmid("19846850"), clinvar("rs76763715")] },
  // Lipids.
  // pos: GRCh37 ANNOVAR test row 2:21229160 C>T; GRCh38 gnomAD key 2-21006288-C-T (APOB p.Arg)
  { rsid: "rs5742904", gene: "APOB", chrom: "2", pos37: 21229160, pos38: 21006288, ref: "C", alt: "T", effect: "T",
    variant: "R3527Q (familial defective apoB)", topic: "familial_hypercholesterolaemia", category: "disease_risk", evidence: "established",
    risk: ["typical", "elevated", "high"], sources: [pmid("2563166"), clinvar("rs5742904")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs11591147", gene: "PCSK9", chrom: "1", pos37: 55505647, pos38: 55039974, ref: "G", alt: "T", effect: "T",
    variant: "R46L", topic: "ldl_cholesterol", category: "disease_risk", evidence: "established",
    risk: ["typical", "protective", "protective"], sources: [pmid("16554528"), dbsnp("rs11591147")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs10455872", gene: "LPA", chrom: "6", pos37: 161010118, pos38: 160589086, ref: "A", alt: "G", effect: "G",
    variant: "rs10455872 G", topic: "lipoprotein_a", category: "disease_risk", evidence: "established",
    risk: ["typical", "elevated", "elevated"], sources: [pmid("20032323"), gwas("rs10455872")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs3798220", gene: "LPA", chrom: "6", pos37: 160961137, pos38: 160540105, ref: "T", alt: "C", effect: "C",
    variant: "I4399M", topic: "lipoprotein_a", category: "disease_risk", evidence: "established",
    risk: ["typical", "elevated", "elevated"], sources: [pmid("20032323"), gwas("rs3798220")] },
  // pos: GRCh38 GWAS Cat. 2014; GRCh37 1000 Genomes GGV link chr=11&pos=116663707
  { rsid: "rs662799", gene: "APOA5", chrom: "11", pos37: 116663707, pos38: 116792991, ref: "A", alt: "G", effect: "G",
    variant: "-1131T>C", topic: "triglycerides", category: "disease_risk", evidence: "established",
    risk: ["typical", "slightly_elevated", "elevated"], sources: [pmid("11588264"), gwas("rs662799")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs3764261", gene: "CETP", chrom: "16", pos37: 56993324, pos38: 56959412, ref: "C", alt: "A", effect: "A",
    variant: "rs3764261 A", topic: "hdl_cholesterol", category: "disease_risk", evidence: "established",
    risk: ["typical", "protective", "protective"], sources: [pmid("18193043"), gwas("rs3764261")] },
  // Cardiometabolic GWAS loci.
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs10757278", gene: "CDKN2B-AS1", chrom: "9", pos37: 22124477, pos38: 22124478, ref: "A", alt: "G", effect: "G",
    variant: "9p21 rs10757278 G", topic: "coronary_artery_disease", category: "disease_risk", evidence: "established",
    risk: ["typical", "slightly_elevated", "elevated"], sources: [pmid("17478679"), gwas("rs10757278")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads; UCSC snp137 hg19 chr9:22125502-22125503
  { rsid: "rs1333049", gene: "CDKN2B-AS1", chrom: "9", pos37: 22125503, pos38: 22125504, ref: "G", alt: "C", effect: "C",
    variant: "9p21 rs1333049 C", topic: "coronary_artery_disease", category: "disease_risk", evidence: "established",
    risk: ["typical", "slightly_elevated", "elevated"], sources: [pmid("17554300"), gwas("rs1333049")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs7903146", gene: "TCF7L2", chrom: "10", pos37: 114758349, pos38: 112998590, ref: "C", alt: "T", effect: "T",
    variant: "rs7903146 T", topic: "type2_diabetes", category: "disease_risk", evidence: "established",
    risk: ["typical", "slightly_elevated", "elevated"], sources: [pmid("16415884"), gwas("rs7903146")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs1801282", gene: "PPARG", chrom: "3", pos37: 12393125, pos38: 12351626, ref: "C", alt: "G", effect: "G",
    variant: "Pro12Ala", topic: "type2_diabetes", category: "disease_risk", evidence: "probable",
    risk: ["typical", "protective", "protective"], sources: [pmid("10973253"), gwas("rs1801282")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs10830963", gene: "MTNR1B", chrom: "11", pos37: 92708710, pos38: 92975544, ref: "C", alt: "G", effect: "G",
    variant: "rs10830963 G", topic: "type2_diabetes", category: "disease_risk", evidence: "established",
    risk: ["typical", "slightly_elevated", "slightly_elevated"], sources: [pmid("19060907"), gwas("rs10830963")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs9939609", gene: "FTO", chrom: "16", pos37: 53820527, pos38: 53786615, ref: "T", alt: "A", effect: "A",
    variant: "rs9939609 A", topic: "obesity", category: "disease_risk", evidence: "established",
    risk: ["typical", "slightly_elevated", "slightly_elevated"], sources: [pmid("17434869"), gwas("rs9939609")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs17782313", gene: "MC4R", chrom: "18", pos37: 57851097, pos38: 60183864, ref: "T", alt: "C", effect: "C",
    variant: "rs17782313 C", topic: "obesity", category: "disease_risk", evidence: "established",
    risk: ["typical", "slightly_elevated", "slightly_elevated"], sources: [pmid("18454148"), gwas("rs17782313")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs738409", gene: "PNPLA3", chrom: "22", pos37: 44324727, pos38: 43928847, ref: "C", alt: "G", effect: "G",
    variant: "I148M", topic: "fatty_liver", category: "disease_risk", evidence: "established",
    risk: ["typical", "slightly_elevated", "elevated"], sources: [pmid("18820647"), gwas("rs738409")] },
  // pos: GRCh37 published R script (hg19 19379549 with PNPLA3/GCKR); GRCh38 data row 19,19268740,T,C
  { rsid: "rs58542926", gene: "TM6SF2", chrom: "19", pos37: 19379549, pos38: 19268740, ref: "C", alt: "T", effect: "T",
    variant: "E167K", topic: "fatty_liver", category: "disease_risk", evidence: "probable",
    risk: ["typical", "slightly_elevated", "elevated"], sources: [pmid("24633158"), gwas("rs58542926")] },
  // Eye, immune, cancer loci.
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads. ref/alt: ClinVar VCV000294490 NC_000001.11:g.196690107C>T
  // (c.1204C>T p.His402Tyr: the reference genome carries the His402 risk allele) and 1000 Genomes GRCh37 REF C.
  { rsid: "rs1061170", gene: "CFH", chrom: "1", pos37: 196659237, pos38: 196690107, ref: "C", alt: "T", effect: "C",
    variant: "Y402H", topic: "macular_degeneration", category: "disease_risk", evidence: "established",
    risk: ["typical", "slightly_elevated", "elevated"], sources: [pmid("15761122"), gwas("rs1061170")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs10490924", gene: "ARMS2", chrom: "10", pos37: 124214448, pos38: 122454932, ref: "G", alt: "T", effect: "T",
    variant: "A69S", topic: "macular_degeneration", category: "disease_risk", evidence: "established",
    risk: ["typical", "slightly_elevated", "elevated"], sources: [pmid("16174643"), gwas("rs10490924")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs2187668", gene: "HLA-DQA1", chrom: "6", pos37: 32605884, pos38: 32638107, ref: "C", alt: "T", effect: "T",
    variant: "HLA-DQ2.5 tag", topic: "coeliac", category: "disease_risk", evidence: "probable",
    risk: ["typical", "slightly_elevated", "elevated"], sources: [pmid("18509540"), gwas("rs2187668")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads. ref/alt: GRCh38 variant id chr1_113834946_A_G (Open
  // Targets style) and "chr1:113834946:A:G" markers; 1000 Genomes GRCh37 REF A (the reference carries Trp620, the risk allele).
  { rsid: "rs2476601", gene: "PTPN22", chrom: "1", pos37: 114377568, pos38: 113834946, ref: "A", alt: "G", effect: "A",
    variant: "R620W", topic: "autoimmunity", category: "disease_risk", evidence: "established",
    risk: ["typical", "slightly_elevated", "elevated"], sources: [pmid("15208781"), gwas("rs2476601")] },
  // pos: GRCh37 ANNOVAR example 16 50745926 C T (R702W); GRCh38 chr16:50712015:C:T in a research list
  { rsid: "rs2066844", gene: "NOD2", chrom: "16", pos37: 50745926, pos38: 50712015, ref: "C", alt: "T", effect: "T",
    variant: "R702W", topic: "crohns", category: "disease_risk", evidence: "established",
    risk: ["typical", "slightly_elevated", "elevated"], sources: [pmid("11385576"), clinvar("rs2066844")] },
  // pos: GRCh37 ANNOVAR example 16 50756540 G C (G908R); GRCh38 by the NOD2 offset of R702W (-33911)
  { rsid: "rs2066845", gene: "NOD2", chrom: "16", pos37: 50756540, pos38: 50722629, ref: "G", alt: "C", effect: "C",
    variant: "G908R", topic: "crohns", category: "disease_risk", evidence: "established",
    risk: ["typical", "slightly_elevated", "elevated"], sources: [pmid("11385576"), clinvar("rs2066845")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs11209026", gene: "IL23R", chrom: "1", pos37: 67705958, pos38: 67240275, ref: "G", alt: "A", effect: "A",
    variant: "R381Q", topic: "crohns", category: "disease_risk", evidence: "established",
    risk: ["typical", "protective", "protective"], sources: [pmid("17068223"), gwas("rs11209026")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs6983267", gene: "CCAT2/MYC", chrom: "8", pos37: 128413305, pos38: 127401060, ref: "G", alt: "T", effect: "G",
    variant: "8q24 rs6983267 G", topic: "colorectal_cancer", category: "disease_risk", evidence: "established",
    risk: ["typical", "slightly_elevated", "slightly_elevated"], sources: [pmid("17618284"), gwas("rs6983267")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs1447295", gene: "CASC8", chrom: "8", pos37: 128485038, pos38: 127472793, ref: "C", alt: "A", effect: "A",
    variant: "8q24 rs1447295 A", topic: "prostate_cancer", category: "disease_risk", evidence: "established",
    risk: ["typical", "slightly_elevated", "elevated"], sources: [pmid("16642041"), gwas("rs1447295")] },
  // pos: GWAS Cat. 2012 (GRCh37) + 2014 (GRCh38) downloads
  { rsid: "rs2981582", gene: "FGFR2", chrom: "10", pos37: 123352317, pos38: 121592803, ref: "C", alt: "T", effect: "T",
    variant: "rs2981582 T", topic: "breast_cancer", category: "disease_risk", evidence: "established",
    risk: ["typical", "slightly_elevated", "slightly_elevated"], sources: [pmid("17529967"), gwas("rs2981582")] },
  // pos: GRCh37 MR exposure table 15 78882925 rs16969968 G; GRCh38 lung-cancer MarkerName 15:78590583
  { rsid: "rs16969968", gene: "CHRNA5", chrom: "15", pos37: 78882925, pos38: 78590583, ref: "G", alt: "A", effect: "A",
    variant: "D398N", topic: "nicotine_dependence", category: "disease_risk", evidence: "established",
    risk: ["typical", "slightly_elevated", "elevated"], sources: [pmid("18385739"), gwas("rs16969968")] },
];
