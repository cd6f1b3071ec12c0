// Second curation round (issue 12): GWAS loci with large, replicated effects on traits the report already covers
// (LDL and HDL cholesterol, Crohn's disease, breast cancer, psoriasis) or that a blood test can follow up (uric acid,
// blood pressure), one eye disease with an unusually strong common risk allele, TTR V142I, and ClinVar-pathogenic
// carrier variants (MUTYH Y179C, PAH R408W, CFTR W1282X and N1303K, GJB2 V37I) whose positions are named per row.
// The GWAS rows were checked against two kinds of record (docs/decisions.md, "DNA knowledge"):
//   - positions: the NHGRI GWAS Catalog downloads of 2012 (GRCh37, repository vjcitn/gwascat) and 2014 (GRCh38,
//     repository vsbuffalo/bds-files) list the rsid at exactly these positions, and UCSC's hg19ToHg38 /
//     hg38ToHg19 chains map each position onto the other exactly ("GWAS Cat. 2012/2014 + chain");
//   - plus-strand REF/ALT: the 1000 Genomes GRCh37 VCF extract in impute.me's frequency tables (REF = reference
//     base; "1000G"), or the record named on the row;
//   - effect allele and size: the GWAS Catalog association of the study in `sources` (risk allele checked against
//     the 1000 Genomes allele frequency, so a minus-strand report cannot pass for the plus-strand allele).
// Level-only loci (a few mg/dL of LDL, a few mmHg) are `modest`: two copies give at most "slightly elevated".
// No row is in linkage disequilibrium with an existing row of the same topic; loci that are (FTO rs1421085,
// 9p21 rs4977574, PITX2 rs6843082, APOC1 rs4420638, KCNJ11 rs5215, TCF7L2 rs4506565, APOA5 rs964184) were left out.
import type { PanelMarker, PanelSource } from "./types";

const clinvar = (rsid: string): PanelSource => ({ kind: "ClinVar", id: rsid });
const gwas = (rsid: string): PanelSource => ({ kind: "GWAS Catalog", id: rsid });
const pmid = (id: string): PanelSource => ({ kind: "paper", id: `PMID ${id}` });
const geneReviews = (nbk: string): PanelSource => ({ kind: "paper", id: `GeneReviews ${nbk}` });

/** A replicated shift of a blood level (LDL, urate, blood pressure): worth a look with two copies only. */
const modest = ["typical", "informational", "slightly_elevated"] as const;
/** A common disease allele with an odds ratio of about 1.1-1.3 per copy. */
const small = ["typical", "slightly_elevated", "slightly_elevated"] as const;

export const ROUND2_MARKERS: readonly PanelMarker[] = [
  // ── LDL cholesterol (Teslovich 2010, 100 000+ people; effect per allele in mg/dL) ───────────────────────────
  // pos: GWAS Cat. 2012/2014 + chain; alleles 1000G T/C. C raises LDL by about 2.5 mg/dL per copy.
  { rsid: "rs12916", gene: "HMGCR", chrom: "5", pos37: 74656539, pos38: 75360714, ref: "T", alt: "C", effect: "C",
    variant: "rs12916 C", topic: "ldl_cholesterol", category: "disease_risk", evidence: "established",
    risk: modest, sources: [pmid("20686565"), gwas("rs12916")] },
  // pos: GWAS Cat. 2012/2014 + chain; alleles 1000G G/A. A (Ile98) raises LDL by about 4 mg/dL per copy; the
  // common polymorphism, not in LD with the rare familial-defective R3527Q row of the same gene.
  { rsid: "rs1367117", gene: "APOB", chrom: "2", pos37: 21263900, pos38: 21041028, ref: "G", alt: "A", effect: "A",
    variant: "T98I (rs1367117 A)", topic: "ldl_cholesterol", category: "disease_risk", evidence: "established",
    risk: modest, sources: [pmid("20686565"), gwas("rs1367117")] },
  // pos: GWAS Cat. 2012/2014 + chain; alleles 1000G G/T: the LDL-raising G is the reference allele (about 30 % of
  // European chromosomes). A different trait from the ABCG8 D19H gallstone row.
  { rsid: "rs4299376", gene: "ABCG5/ABCG8", chrom: "2", pos37: 44072576, pos38: 43845437, ref: "G", alt: "T", effect: "G",
    variant: "rs4299376 G", topic: "ldl_cholesterol", category: "disease_risk", evidence: "established",
    risk: modest, sources: [pmid("20686565"), gwas("rs4299376")] },
  // pos: GWAS Cat. 2012/2014 + chain; alleles 1000G C/T; T lowers HDL cholesterol by about 1 mg/dL per copy.
  { rsid: "rs1883025", gene: "ABCA1", chrom: "9", pos37: 107664301, pos38: 104902020, ref: "C", alt: "T", effect: "T",
    variant: "rs1883025 T (lower HDL)", topic: "hdl_cholesterol", category: "disease_risk", evidence: "established",
    risk: modest, sources: [pmid("20686565"), gwas("rs1883025")] },
  // pos: GWAS Cat. 2012/2014 + chain; alleles 1000G C/T. C raises triglycerides (Kathiresan 2008: risk allele C,
  // frequency 0.84); the minor T lowers them by about 8 mg/dL per copy, counted as protective like LPL S447X.
  { rsid: "rs17145738", gene: "MLXIPL", chrom: "7", pos37: 72982874, pos38: 73568544, ref: "C", alt: "T", effect: "T",
    variant: "rs17145738 T (lower triglycerides)", topic: "triglycerides", category: "disease_risk", evidence: "established",
    risk: ["typical", "protective", "protective"], sources: [pmid("18193043"), pmid("20686565"), gwas("rs17145738")] },

  // ── Uric acid and gout ────────────────────────────────────────────────────────────────────────────────────
  // pos: GWAS Cat. 2012/2014 + chain; alleles G>T (dbSNP-style "rs734553 (G > T)" in a published urate-SNP table,
  // PMC8005056, with G on about 25 % of European chromosomes). T raises serum urate (Kolz 2009, p 1e-192); the minor
  // G allele lowers urate and gout risk, so it is the counted, protective allele.
  { rsid: "rs734553", gene: "SLC2A9", chrom: "4", pos37: 9923004, pos38: 9921380, ref: "G", alt: "T", effect: "G",
    variant: "rs734553 G (GLUT9, lower urate)", topic: "uric_acid", category: "disease_risk", evidence: "established",
    risk: ["typical", "protective", "protective"], sources: [pmid("19503597"), gwas("rs734553")] },
  // pos: GWAS Cat. 2012/2014 + chain; alleles 1000G G/A. G raises serum urate (Yang 2010).
  { rsid: "rs1165196", gene: "SLC17A1", chrom: "6", pos37: 25813150, pos38: 25812922, ref: "G", alt: "A", effect: "G",
    variant: "rs1165196 G (NPT1)", topic: "uric_acid", category: "disease_risk", evidence: "established",
    risk: modest, sources: [pmid("20884846"), gwas("rs1165196")] },

  // ── Blood pressure (International Consortium for Blood Pressure 2011: about 0.5-1 mmHg per copy) ────────────
  // pos: GWAS Cat. 2012/2014 + chain; alleles 1000G C/T; T raises systolic and diastolic pressure.
  { rsid: "rs1458038", gene: "FGF5", chrom: "4", pos37: 81164723, pos38: 80243569, ref: "C", alt: "T", effect: "T",
    variant: "rs1458038 T", topic: "blood_pressure", category: "disease_risk", evidence: "established",
    risk: modest, sources: [pmid("21909115"), gwas("rs1458038")] },
  // pos: GWAS Cat. 2012/2014 + chain; alleles 1000G T/C (the reference T = Trp262); T raises diastolic pressure.
  { rsid: "rs3184504", gene: "SH2B3", chrom: "12", pos37: 111884608, pos38: 111446804, ref: "T", alt: "C", effect: "T",
    variant: "R262W (rs3184504 T)", topic: "blood_pressure", category: "disease_risk", evidence: "established",
    risk: modest, sources: [pmid("21909115"), gwas("rs3184504")] },
  // pos: GWAS Cat. 2012/2014 + chain; alleles 1000G C/T; T (Thr391, about 8 % in Europeans) raises diastolic pressure.
  { rsid: "rs13107325", gene: "SLC39A8", chrom: "4", pos37: 103188709, pos38: 102267552, ref: "C", alt: "T", effect: "T",
    variant: "A391T (rs13107325 T)", topic: "blood_pressure", category: "disease_risk", evidence: "established",
    risk: modest, sources: [pmid("21909115"), gwas("rs13107325")] },

  // ── Common disease alleles with replicated odds ratios ───────────────────────────────────────────────────────
  // pos: GWAS Cat. 2012/2014 + chain; alleles 1000G C/T; T = risk (OR 1.24), also found in European studies.
  // Replaces the rejected TOX3 rs3803662, whose plus-strand alleles no record confirmed.
  { rsid: "rs4784227", gene: "TOX3", chrom: "16", pos37: 52599188, pos38: 52565276, ref: "C", alt: "T", effect: "T",
    variant: "rs4784227 T (16q12)", topic: "breast_cancer", category: "disease_risk", evidence: "probable",
    risk: small, sources: [pmid("20585626"), gwas("rs4784227")] },
  // pos: GWAS Cat. 2012/2014 + chain; alleles 1000G C/T; the reference C is the type 1 diabetes risk allele (OR 1.34,
  // risk-allele frequency 0.42; WTCCC/T1DGC 2007), read under autoimmune disease like PTPN22 and STAT4.
  { rsid: "rs11171739", gene: "ERBB3 (12q13)", chrom: "12", pos37: 56470625, pos38: 56076841, ref: "C", alt: "T", effect: "C",
    variant: "rs11171739 C", topic: "autoimmunity", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("17554300"), gwas("rs11171739")] },
  // pos: GWAS Cat. 2012/2014 + chain (the same coordinate on both builds, like IRF4 rs12203592); alleles 1000G A/C;
  // C = asthma risk, OR 1.20, risk-allele frequency 0.16 (GABRIEL consortium, Moffatt 2010).
  { rsid: "rs1342326", gene: "IL33", chrom: "9", pos37: 6190076, pos38: 6190076, ref: "A", alt: "C", effect: "C",
    variant: "rs1342326 C", topic: "asthma", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("20860503"), gwas("rs1342326")] },
  // pos: GWAS Cat. 2012/2014 + chain; alleles 1000G A/C; C = type 2 diabetes risk, OR 1.29 (East Asian GWAS,
  // replicated in Europeans with a smaller effect). Not in LD with the KCNJ11 row on the same chromosome arm.
  { rsid: "rs2237895", gene: "KCNQ1", chrom: "11", pos37: 2857194, pos38: 2835964, ref: "A", alt: "C", effect: "C",
    variant: "rs2237895 C", topic: "type2_diabetes", category: "disease_risk", evidence: "probable",
    risk: small, sources: [pmid("20174558"), gwas("rs2237895")] },
  // pos: GWAS Cat. 2012/2014 + chain; alleles 1000G G/A; A (Cys689) = Crohn's risk, OR 1.22 (Franke 2010).
  { rsid: "rs3197999", gene: "MST1", chrom: "3", pos37: 49721532, pos38: 49684099, ref: "G", alt: "A", effect: "A",
    variant: "R689C (rs3197999 A)", topic: "crohns", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("21102463"), gwas("rs3197999")] },
  // pos: GWAS Cat. 2012/2014 + chain; alleles 1000G C/T; T (Asn12) = Crohn's risk, OR 1.18 (Franke 2010).
  { rsid: "rs4077515", gene: "CARD9", chrom: "9", pos37: 139266496, pos38: 136372044, ref: "C", alt: "T", effect: "T",
    variant: "S12N (rs4077515 T)", topic: "crohns", category: "disease_risk", evidence: "established",
    risk: small, sources: [pmid("21102463"), gwas("rs4077515")] },
  // pos: GWAS Cat. 2012/2014 + chain; alleles 1000G A/T. Palindromic A/T: never strand-converted. The reported risk
  // allele T has a risk-allele frequency of 0.08 and 1000G gives T 6 % in Europeans, so the report is on the plus
  // strand (the complement A is the 94 % allele). Psoriatic arthritis, OR 1.70 (Hüffmeier 2010).
  { rsid: "rs12188300", gene: "IL12B", chrom: "5", pos37: 158829527, pos38: 159402519, ref: "A", alt: "T", effect: "T",
    variant: "rs12188300 T", topic: "psoriasis", category: "disease_risk", evidence: "probable",
    risk: small, sources: [pmid("20953186"), gwas("rs12188300")] },
  // pos: GWAS Cat. 2012/2014 + chain; alleles 1000G G/T; G = risk (about 18 % of European chromosomes), OR 5.5 per
  // copy in the discovery study and replicated since. GWAS-only, so it never reaches "high".
  { rsid: "rs613872", gene: "TCF4", chrom: "18", pos37: 53210302, pos38: 55543071, ref: "G", alt: "T", effect: "G",
    variant: "rs613872 G", topic: "fuchs_dystrophy", category: "disease_risk", evidence: "established",
    risk: ["typical", "slightly_elevated", "elevated"], sources: [pmid("20825314"), gwas("rs613872")] },

  // ── A single variant with a clinical effect of its own (one copy counts) ─────────────────────────────────────
  // pos: GRCh38 18-31598655-G-A and chr18:31598655:G:A in two public variant lists (rs76992529, TTR c.424G>A
  // p.Val142Ile, "V122I" in the mature protein; TTR on the plus strand); GRCh37 29178618 through the hg38ToHg19
  // chain, round trip exact. About 3-4 % of people of West African ancestry carry it; late-onset cardiac
  // amyloidosis with incomplete penetrance (GeneReviews NBK1194), so "elevated", never a diagnosis.
  { rsid: "rs76992529", gene: "TTR", chrom: "18", pos37: 29178618, pos38: 31598655, ref: "G", alt: "A", effect: "A",
    variant: "V142I (V122I, c.424G>A)", topic: "transthyretin_amyloidosis", category: "disease_risk", evidence: "established",
    risk: ["typical", "elevated", "elevated"], sources: [geneReviews("NBK1194"), clinvar("rs76992529")] },

  // ── Recessive carrier variants ───────────────────────────────────────────────────────────────────────────
  // pos: GRCh38 1-45332803-T-C (genebe variant record for rs34612342, MUTYH c.536A>G p.Tyr179Cys, ClinVar
  // pathogenic); GRCh37 45798475 through the hg38ToHg19 chain, round trip exact, and the same GRCh37-GRCh38 offset
  // (465672) as the ClinVar records of MUTYH G396D and c.420G>A. MUTYH is read on the minus strand (c.A>G = T>C).
  // With G396D (clinical-more.ts) the two common European MAP founder variants (Aretz 2014).
  { rsid: "rs34612342", gene: "MUTYH", chrom: "1", pos37: 45798475, pos38: 45332803, ref: "T", alt: "C", effect: "C",
    variant: "Y179C (Y165C, c.536A>G)", topic: "mutyh_polyposis", category: "carrier", evidence: "established",
    recessive: true, risk: ["typical", "informational", "high"], sources: [geneReviews("NBK107219"), clinvar("rs34612342")] },
  // pos: GRCh38 12:102840493 G>A for rs5030858 (PAH c.1222C>T p.Arg408Trp) in three public records (a ClinVar-annotated
  // VCF, a variant table, a report linking ClinVar variation 577); GRCh37 103234271 through the hg38ToHg19 chain,
  // round trip exact, next to ClinVar's R408Q record one base away (c.1223G>A: NC_000012.12:g.102840492C>T,
  // NC_000012.11:g.103234270C>T, same offset). PAH is read on the minus strand (c.C>T = G>A). This is the
  // confirmation the first round lacked (docs/decisions.md).
  { rsid: "rs5030858", gene: "PAH", chrom: "12", pos37: 103234271, pos38: 102840493, ref: "G", alt: "A", effect: "A",
    variant: "R408W (c.1222C>T)", topic: "phenylketonuria", category: "carrier", evidence: "established",
    recessive: true, risk: ["typical", "informational", "high"], sources: [geneReviews("NBK1504"), clinvar("rs5030858")] },
  // pos: GRCh38 NC_000007.14:g.117642566G>A (rs77010898, CFTR c.3846G>A p.Trp1282Ter) in a public variant record;
  // c.3846 is 27 bp before the last base of its exon, c.3873 (ClinVar Q1291H: 117642593 / 117282647), so GRCh37
  // 117282620, which the hg38ToHg19 chain returns too, with the CFTR offset of G551D (+359946).
  { rsid: "rs77010898", gene: "CFTR", chrom: "7", pos37: 117282620, pos38: 117642566, ref: "G", alt: "A", effect: "A",
    variant: "W1282X (c.3846G>A)", topic: "cystic_fibrosis", category: "carrier", evidence: "established", recessive: true,
    risk: ["typical", "informational", "high"], sources: [geneReviews("NBK1250"), clinvar("rs77010898")] },
  // pos: GRCh38 NC_000007.14:g.117652877C>G (rs80034486, CFTR c.3909C>G p.Asn1303Lys) in a public variant record and
  // a VCF fixture "7 117652877 rs80034486 C G", next to the ClinVar-listed c.3908A>C at 117652876; GRCh37 117292931
  // through the chain (offset +359946). Palindromic C/G: never strand-converted.
  { rsid: "rs80034486", gene: "CFTR", chrom: "7", pos37: 117292931, pos38: 117652877, ref: "C", alt: "G", effect: "G",
    variant: "N1303K (c.3909C>G)", topic: "cystic_fibrosis", category: "carrier", evidence: "established", recessive: true,
    risk: ["typical", "informational", "high"], sources: [geneReviews("NBK1250"), clinvar("rs80034486")] },
  // pos: GRCh38 chr13:20189473 C>T (rs72474224, GJB2 NM_004004.5:c.109G>A p.Val37Ile) in a variant-annotation test
  // (GenomeRelease.GRCh38) and a "chr13:20189473:C:T" marker list; GRCh37 13:20763612 with the 1000 Genomes
  // allele T in a published list of frequent hearing-loss variants; the chains map the two onto each other exactly.
  // GJB2 is read on the minus strand (c.G>A = C>T). Mild to moderate hearing loss with reduced penetrance when
  // homozygous (common in East Asia), so two copies are "elevated", not "high".
  { rsid: "rs72474224", gene: "GJB2", chrom: "13", pos37: 20763612, pos38: 20189473, ref: "C", alt: "T", effect: "T",
    variant: "V37I (c.109G>A)", topic: "hereditary_hearing_loss", category: "carrier", evidence: "established", recessive: true,
    risk: ["typical", "informational", "elevated"], sources: [geneReviews("NBK1272"), clinvar("rs72474224")] },
];
