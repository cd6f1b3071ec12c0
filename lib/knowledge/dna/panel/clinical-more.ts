// More disease-risk and carrier rows (issue 12), each checked against two sources: the clinical/association
// source (GeneReviews, ClinVar, the GWAS Catalog study PMID, or the primary paper) and a real data record with
// the positions. Where the positions come from is written above each row (`// pos:`):
//   - "GWAS Cat. 2012/2014": the NHGRI GWAS Catalog downloads of 2012-03-20 (GRCh37, repository vjcitn/gwascat,
//     inst/tab/gwascatalog20120320.txt.gz) and of 2014 (GRCh38, repository vsbuffalo/bds-files,
//     chapter-13-out-of-memory/gwascat2table.db). Both list the rsid at exactly these positions, and the reported
//     risk allele is the `effect` allele (or its complement, for genes read on the minus strand).
//   - variant-specific records (ClinVar/gnomAD-style "chrom-pos-ref-alt" keys, published study scripts) found in
//     public repositories, named per row.
//   - HBB and CFTR positions derived from an anchor row of the same exon (HbS rs334, CFTR G551D rs75527207) and
//     the exon structure (HBB intron 1 = 130 bp, UCSC exon starts 5226576/5226929 on GRCh38); the constant
//     GRCh37->GRCh38 offset of each gene is checked by panel.test.ts.
// Risk levels follow the evidence: a GWAS odds ratio of about 1.1-1.3 per allele is `slightly_elevated`; only
// high-penetrance variants reach `elevated`/`high`. Array genotypes of rare variants need confirmation by a
// clinical test (carrier rows say so through ../carriers.ts).
import type { PanelMarker, PanelSource } from "./types";

const clinvar = (rsid: string): PanelSource => ({ kind: "ClinVar", id: rsid });
const gwas = (rsid: string): PanelSource => ({ kind: "GWAS Catalog", id: rsid });
const pmid = (id: string): PanelSource => ({ kind: "paper", id: `PMID ${id}` });
const geneReviews = (nbk: string): PanelSource => ({ kind: "paper", id: `GeneReviews ${nbk}` });

const small = ["typical", "slightly_elevated", "slightly_elevated"] as const;
const perAllele = ["typical", "slightly_elevated", "elevated"] as const;
const recessiveSevere = ["typical", "informational", "high"] as const;

export const MORE_CLINICAL_MARKERS: readonly PanelMarker[] = [
  // ── Recessive carrier variants ──────────────────────────────────────────────────────────────────────────────
  // pos: HbS anchor rs334 (5248232/5227002) - 59 bp in HBB exon 1 (minus strand); the same pair 5248173/5226943
  // is named in a public 23andMe-fixture audit; 23andMe plus-strand alleles C/T (repo impute-me, rareDiseases).
  { rsid: "rs33950507", gene: "HBB", chrom: "11", pos37: 5248173, pos38: 5226943, ref: "C", alt: "T", effect: "T",
    variant: "HbE (E26K, c.79G>A)", topic: "haemoglobin_e", category: "carrier", evidence: "established", recessive: true,
    risk: ["typical", "informational", "slightly_elevated"], sources: [geneReviews("NBK1426"), clinvar("rs33950507")] },
  // pos: c.118 = exon 2 (GRCh38 5226577-5226799, UCSC HBB exon starts) -> 5226774, as in a public HBB fixture
  // (pos_grch38 5226774 G>A); GRCh37 by the HBB offset +21230.
  { rsid: "rs11549407", gene: "HBB", chrom: "11", pos37: 5248004, pos38: 5226774, ref: "G", alt: "A", effect: "A",
    variant: "β0 codon 39 (Q39X, c.118C>T)", topic: "beta_thalassaemia", category: "carrier", evidence: "established",
    recessive: true, risk: recessiveSevere, sources: [geneReviews("NBK1426"), clinvar("rs11549407")] },
  // pos: c.92+1 = first base of HBB intron 1 (exon 1 starts at 5226930 on GRCh38); GRCh37 by the HBB offset.
  { rsid: "rs33971440", gene: "HBB", chrom: "11", pos37: 5248159, pos38: 5226929, ref: "C", alt: "T", effect: "T",
    variant: "β0 IVS-I-1 (c.92+1G>A)", topic: "beta_thalassaemia", category: "carrier", evidence: "established",
    recessive: true, risk: recessiveSevere, sources: [geneReviews("NBK1426"), clinvar("rs33971440")] },
  // pos: c.92+110 in the 130-bp HBB intron 1; GRCh37 by the HBB offset.
  { rsid: "rs35004220", gene: "HBB", chrom: "11", pos37: 5248050, pos38: 5226820, ref: "C", alt: "T", effect: "T",
    variant: "β+ IVS-I-110 (c.93-21G>A)", topic: "beta_thalassaemia", category: "carrier", evidence: "established",
    recessive: true, risk: recessiveSevere, sources: [geneReviews("NBK1426"), clinvar("rs35004220")] },
  // pos: G551D anchor (c.1652, 117227860/117587806) - 28 bp in the same CFTR exon; GRCh38 117587778 G>T as in a
  // public fixture key "7:117587778:G:T"; 23andMe plus-strand alleles G/T (impute-me, rareDiseases).
  { rsid: "rs113993959", gene: "CFTR", chrom: "7", pos37: 117227832, pos38: 117587778, ref: "G", alt: "T", effect: "T",
    variant: "G542X (c.1624G>T)", topic: "cystic_fibrosis", category: "carrier", evidence: "established", recessive: true,
    risk: recessiveSevere, sources: [geneReviews("NBK1250"), clinvar("rs113993959")] },
  // pos: G551D anchor + 5 bp in the same exon; 23andMe plus-strand alleles C/T (impute-me, rareDiseases).
  { rsid: "rs74597325", gene: "CFTR", chrom: "7", pos37: 117227865, pos38: 117587811, ref: "C", alt: "T", effect: "T",
    variant: "R553X (c.1657C>T)", topic: "cystic_fibrosis", category: "carrier", evidence: "established", recessive: true,
    risk: recessiveSevere, sources: [geneReviews("NBK1250"), clinvar("rs74597325")] },
  // pos: GRCh37 VCF line "1 45797228 C T … GENE_SYMBOL=MUTYH" in a public variant file; GRCh38 "1-45331556-C-T"
  // given for MUTYH G393D/rs36053993 in a public variant-browser example.
  { rsid: "rs36053993", gene: "MUTYH", chrom: "1", pos37: 45797228, pos38: 45331556, ref: "C", alt: "T", effect: "T",
    variant: "G396D (G393D, c.1187G>A)", topic: "mutyh_polyposis", category: "carrier", evidence: "established",
    recessive: true, risk: recessiveSevere, sources: [geneReviews("NBK107219"), clinvar("rs36053993")] },
  // pos: GRCh38 1:75761161 A>G from a public variant table; GRCh37 = GRCh38 + 465685, the offset of 4 GWAS Catalog
  // SNPs at 75.9-76.8 Mb (GRCh37, on both sides) in both downloads. One record: recheck. dbSNP lists a second ALT (C) at this
  // site, so the row is multi-allelic and never strand-converted; 23andMe plus-strand alleles A/G (impute-me).
  { rsid: "rs77931234", gene: "ACADM", chrom: "1", pos37: 76226846, pos38: 75761161, ref: "A", alt: "G", effect: "G",
    variant: "K304E (K329E, c.985A>G)", topic: "mcad_deficiency", category: "carrier", evidence: "established",
    recessive: true, multiallelic: true, risk: recessiveSevere, sources: [geneReviews("NBK1424"), clinvar("rs77931234")] },

  // ── Rare variants with a moderate or high effect (one copy counts) ────────────────────────────────────────────
  // pos: GRCh37 "12:40734202:G:A" (LRRK2 G2019S, hg19) in a published UK Biobank analysis script; GRCh38 40340400
  // in several independent variant tables.
  { rsid: "rs34637584", gene: "LRRK2", chrom: "12", pos37: 40734202, pos38: 40340400, ref: "G", alt: "A", effect: "A",
    variant: "G2019S", topic: "parkinsons", category: "disease_risk", evidence: "established",
    risk: ["typical", "elevated", "elevated"], sources: [pmid("21738487"), clinvar("rs34637584"), gwas("rs34637584")] },
  // pos: GRCh37 MAF annotation line "APC GRCh37 5 112175211 … T A"; GRCh38 5:112839514 forward T>A (dbSNP
  // placement quoted in a public repository). Palindromic A/T: never strand-converted.
  { rsid: "rs1801155", gene: "APC", chrom: "5", pos37: 112175211, pos38: 112839514, ref: "T", alt: "A", effect: "A",
    variant: "I1307K", topic: "colorectal_cancer", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("9288102"), clinvar("rs1801155")] },
  // pos: GRCh37 "rs17879961:29121087:A:G" (genotype column of a published analysis); GRCh38 "22:28725099:A:G".
  { rsid: "rs17879961", gene: "CHEK2", chrom: "22", pos37: 29121087, pos38: 28725099, ref: "A", alt: "G", effect: "G",
    variant: "I157T", topic: "breast_cancer", category: "disease_risk", evidence: "probable",
    risk: small, sources: [pmid("15492928"), clinvar("rs17879961")] },
  // pos: asthma fine-mapping script: lead_variant chr1:152313385:G:A, lead_variant_b37 1:152285861:G:A,
  // rs61816761; an annotated VCF row "1 152313385 rs61816761 G A FLG c.1501C>T p.Arg501*".
  { rsid: "rs61816761", gene: "FLG", chrom: "1", pos37: 152285861, pos38: 152313385, ref: "G", alt: "A", effect: "A",
    variant: "R501X (c.1501C>T)", topic: "atopic_dermatitis", category: "disease_risk", evidence: "established",
    risk: ["typical", "elevated", "elevated"], sources: [pmid("16550169"), clinvar("rs61816761")] },
  // pos: GRCh37 "rs138213197 17 46805705" in a published TCGA analysis script; GRCh38 = GRCh37 + 1922638, the
  // offset of all 7 GWAS Catalog SNPs between 46.36 and 47.40 Mb in both downloads. HOXB13 is read on the minus
  // strand: c.251G>A is plus-strand C>T ("rs138213197 T" in public risk tables).
  { rsid: "rs138213197", gene: "HOXB13", chrom: "17", pos37: 46805705, pos38: 48728343, ref: "C", alt: "T", effect: "T",
    variant: "G84E (c.251G>A)", topic: "prostate_cancer", category: "disease_risk", evidence: "established",
    risk: ["typical", "elevated", "elevated"], sources: [pmid("22236224"), clinvar("rs138213197")] },
  // pos: APOL1 tables "rs73885319 22 36661906 36265860 APOL1 G1" and eQTL output "22 36661906 A G rs73885319".
  // G1 needs two risk alleles (G1/G1; G1/G2 is not readable here: G2 is a 6-bp deletion).
  { rsid: "rs73885319", gene: "APOL1", chrom: "22", pos37: 36661906, pos38: 36265860, ref: "A", alt: "G", effect: "G",
    variant: "G1 (S342G); G2 not tested", topic: "kidney_disease", category: "disease_risk", evidence: "established",
    risk: ["typical", "typical", "elevated"], sources: [pmid("20647424"), clinvar("rs73885319")] },

  // ── Common GWAS risk variants (pos: GWAS Cat. 2012/2014 for every row below) ──────────────────────────────────
  // Type 2 diabetes.
  // ref/alt: 1000 Genomes GRCh37 REF T / ALT C (and dbNSFP), a public variant table "pos 17409572, pos_hg38
  // 17388025, ref T, alt C": the reference carries Lys23, the risk allele.
  { rsid: "rs5219", gene: "KCNJ11", chrom: "11", pos37: 17409572, pos38: 17388025, ref: "T", alt: "C", effect: "T",
    variant: "E23K", topic: "type2_diabetes", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("17463248"), gwas("rs5219")] },
  { rsid: "rs13266634", gene: "SLC30A8", chrom: "8", pos37: 118184783, pos38: 117172544, ref: "C", alt: "T", effect: "C",
    variant: "R325W (R allele)", topic: "type2_diabetes", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("17463248"), gwas("rs13266634")] },
  { rsid: "rs7756992", gene: "CDKAL1", chrom: "6", pos37: 20679709, pos38: 20679478, ref: "A", alt: "G", effect: "G",
    variant: "rs7756992 G", topic: "type2_diabetes", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("17460697"), gwas("rs7756992")] },
  { rsid: "rs4402960", gene: "IGF2BP2", chrom: "3", pos37: 185511687, pos38: 185793899, ref: "G", alt: "T", effect: "T",
    variant: "rs4402960 T", topic: "type2_diabetes", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("17463249"), gwas("rs4402960")] },
  { rsid: "rs10811661", gene: "CDKN2A/B", chrom: "9", pos37: 22134094, pos38: 22134095, ref: "T", alt: "C", effect: "T",
    variant: "rs10811661 T", topic: "type2_diabetes", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("17463248"), gwas("rs10811661")] },
  // Lipids.
  { rsid: "rs12740374", gene: "SORT1", chrom: "1", pos37: 109817590, pos38: 109274968, ref: "G", alt: "T", effect: "T",
    variant: "rs12740374 T (1p13)", topic: "ldl_cholesterol", category: "disease_risk", evidence: "established",
    risk: ["typical", "protective", "protective"], sources: [pmid("19060906"), gwas("rs12740374")] },
  { rsid: "rs6511720", gene: "LDLR", chrom: "19", pos37: 11202306, pos38: 11091630, ref: "G", alt: "T", effect: "T",
    variant: "rs6511720 T", topic: "ldl_cholesterol", category: "disease_risk", evidence: "established",
    risk: ["typical", "protective", "protective"], sources: [pmid("24097068"), gwas("rs6511720")] },
  // Palindromic C/G (LPL is on the plus strand, c.1421C>G): never strand-converted.
  { rsid: "rs328", gene: "LPL", chrom: "8", pos37: 19819724, pos38: 19962213, ref: "C", alt: "G", effect: "G",
    variant: "S447X", topic: "triglycerides", category: "disease_risk", evidence: "established",
    risk: ["typical", "protective", "protective"], sources: [pmid("18193044"), gwas("rs328")] },
  { rsid: "rs1800588", gene: "LIPC", chrom: "15", pos37: 58723675, pos38: 58431476, ref: "C", alt: "T", effect: "T",
    variant: "-514C>T", topic: "hdl_cholesterol", category: "disease_risk", evidence: "established",
    risk: ["typical", "informational", "informational"], sources: [pmid("18193044"), gwas("rs1800588")] },
  // Coronary artery disease.
  { rsid: "rs9349379", gene: "PHACTR1", chrom: "6", pos37: 12903957, pos38: 12903725, ref: "A", alt: "G", effect: "G",
    variant: "rs9349379 G", topic: "coronary_artery_disease", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("21378988"), gwas("rs9349379")] },
  { rsid: "rs1746048", gene: "CXCL12", chrom: "10", pos37: 44775824, pos38: 44280376, ref: "C", alt: "T", effect: "C",
    variant: "rs1746048 C", topic: "coronary_artery_disease", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("19198609"), gwas("rs1746048")] },
  // Eye, immune, skin, lung.
  { rsid: "rs641153", gene: "CFB", chrom: "6", pos37: 31914180, pos38: 31946403, ref: "G", alt: "A", effect: "A",
    variant: "R32Q", topic: "macular_degeneration", category: "disease_risk", evidence: "established",
    risk: ["typical", "protective", "protective"], sources: [pmid("16518403"), gwas("rs641153")] },
  // Palindromic C/G (C3 is read on the minus strand, c.304C>G): the plus-strand C is the Gly102 risk allele;
  // 23andMe-style genotype "CG" at GRCh37 19:6718387 in a public fixture. Never strand-converted.
  { rsid: "rs2230199", gene: "C3", chrom: "19", pos37: 6718387, pos38: 6718376, ref: "G", alt: "C", effect: "C",
    variant: "R102G", topic: "macular_degeneration", category: "disease_risk", evidence: "established",
    risk: perAllele, sources: [pmid("20385819"), gwas("rs2230199")] },
  { rsid: "rs4349859", gene: "HLA-B", chrom: "6", pos37: 31365787, pos38: 31398010, ref: "G", alt: "A", effect: "A",
    variant: "HLA-B27 tag", topic: "ankylosing_spondylitis", category: "disease_risk", evidence: "probable",
    risk: ["typical", "elevated", "elevated"], sources: [pmid("21743469"), gwas("rs4349859")] },
  // alleles C/T with T = risk ("rs30187 T C … OR 1.18 ERAP1 Lys528" in a public PRS table).
  { rsid: "rs30187", gene: "ERAP1", chrom: "5", pos37: 96124330, pos38: 96788627, ref: "C", alt: "T", effect: "T",
    variant: "K528R (rs30187 T)", topic: "ankylosing_spondylitis", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("21743469"), gwas("rs30187")] },
  { rsid: "rs7574865", gene: "STAT4", chrom: "2", pos37: 191964633, pos38: 191099907, ref: "G", alt: "T", effect: "T",
    variant: "rs7574865 T", topic: "autoimmunity", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("20453842"), gwas("rs7574865")] },
  { rsid: "rs2241880", gene: "ATG16L1", chrom: "2", pos37: 234183368, pos38: 233274722, ref: "A", alt: "G", effect: "G",
    variant: "T300A", topic: "crohns", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("17435756"), gwas("rs2241880")] },
  { rsid: "rs10484554", gene: "HLA-C", chrom: "6", pos37: 31274555, pos38: 31306778, ref: "C", alt: "T", effect: "T",
    variant: "rs10484554 T (HLA-C*06:02 region)", topic: "psoriasis", category: "disease_risk", evidence: "established",
    risk: perAllele, sources: [pmid("18369459"), gwas("rs10484554")] },
  { rsid: "rs7216389", gene: "GSDMB/ORMDL3", chrom: "17", pos37: 38069949, pos38: 39913696, ref: "C", alt: "T", effect: "T",
    variant: "rs7216389 T (17q21)", topic: "asthma", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("17611496"), gwas("rs7216389")] },
  // Cancer.
  { rsid: "rs889312", gene: "MAP3K1", chrom: "5", pos37: 56031884, pos38: 56736057, ref: "A", alt: "C", effect: "C",
    variant: "rs889312 C", topic: "breast_cancer", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("17529967"), gwas("rs889312")] },
  { rsid: "rs16901979", gene: "PCAT1", chrom: "8", pos37: 128124916, pos38: 127112671, ref: "C", alt: "A", effect: "A",
    variant: "8q24 region 2 rs16901979 A", topic: "prostate_cancer", category: "disease_risk", evidence: "established",
    risk: perAllele, sources: [pmid("17401366"), gwas("rs16901979")] },
  { rsid: "rs4939827", gene: "SMAD7", chrom: "18", pos37: 46453463, pos38: 48927093, ref: "T", alt: "C", effect: "T",
    variant: "rs4939827 T", topic: "colorectal_cancer", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("17934461"), gwas("rs4939827")] },
  // alleles A/C (23andMe-style genotype "AC"; "ea C, oa A" in a published instrument list), C = risk.
  { rsid: "rs3802842", gene: "COLCA2", chrom: "11", pos37: 111171709, pos38: 111300984, ref: "A", alt: "C", effect: "C",
    variant: "11q23 rs3802842 C", topic: "colorectal_cancer", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("18372901"), gwas("rs3802842")] },
  // ref: A (GRCh38 VEP input line "chr9 97793827 A G rs965513"); the risk allele is the reference allele.
  { rsid: "rs965513", gene: "FOXE1", chrom: "9", pos37: 100556109, pos38: 97793827, ref: "A", alt: "G", effect: "A",
    variant: "rs965513 A (9q22)", topic: "thyroid_cancer", category: "disease_risk", evidence: "established",
    risk: perAllele, sources: [pmid("19198613"), gwas("rs965513")] },
  // Heart rhythm, gallbladder, venous thrombosis.
  { rsid: "rs2200733", gene: "PITX2", chrom: "4", pos37: 111710169, pos38: 110789013, ref: "C", alt: "T", effect: "T",
    variant: "rs2200733 T (4q25)", topic: "atrial_fibrillation", category: "disease_risk", evidence: "established",
    risk: perAllele, sources: [pmid("17603472"), gwas("rs2200733")] },
  { rsid: "rs2106261", gene: "ZFHX3", chrom: "16", pos37: 73051620, pos38: 73017721, ref: "C", alt: "T", effect: "T",
    variant: "rs2106261 T (16q22)", topic: "atrial_fibrillation", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("19597492"), gwas("rs2106261")] },
  // Palindromic G/C (ABCG8 on the plus strand, c.55G>C): never strand-converted.
  { rsid: "rs11887534", gene: "ABCG8", chrom: "2", pos37: 44066247, pos38: 43839108, ref: "G", alt: "C", effect: "C",
    variant: "D19H", topic: "gallstones", category: "disease_risk", evidence: "established",
    risk: perAllele, sources: [pmid("17632509"), gwas("rs11887534")] },
  { rsid: "rs505922", gene: "ABO", chrom: "9", pos37: 136149229, pos38: 133273813, ref: "T", alt: "C", effect: "C",
    variant: "rs505922 C (non-O blood group tag)", topic: "thrombophilia", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("19278955"), gwas("rs505922")] },
  // Parkinson's disease, kidney function.
  // alleles C/T ("rs356220 4 90641340 T C" in a published PD meta-analysis output), T = risk.
  { rsid: "rs356220", gene: "SNCA", chrom: "4", pos37: 90641340, pos38: 89720189, ref: "C", alt: "T", effect: "T",
    variant: "rs356220 T", topic: "parkinsons", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("21738487"), gwas("rs356220")] },
  // The minor T allele goes with better kidney function and fewer CKD cases (OR about 0.8 per allele).
  { rsid: "rs12917707", gene: "UMOD", chrom: "16", pos37: 20367690, pos38: 20356368, ref: "G", alt: "T", effect: "T",
    variant: "rs12917707 T", topic: "kidney_disease", category: "disease_risk", evidence: "established",
    risk: ["typical", "protective", "protective"], sources: [pmid("19430482"), gwas("rs12917707")] },
];
