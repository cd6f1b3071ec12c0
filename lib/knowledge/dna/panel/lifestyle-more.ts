// More nutrigenomic and trait rows (vitamin D, iron, bitter taste, pigmentation, a smell trait). Informational
// unless a replicated effect on a nutrient level justifies "slightly elevated" for two copies; none is a disease.
// How each row was checked (docs/decisions.md, "DNA knowledge"):
// - GRCh37 position and plus-strand alleles from a real data record: dbSNP RefSNP pages (MC1R), impute.me's
//   dbNSFP/ANNOVAR coding-SNP table (GC rs7041, TAS2R38 rs1726866), impute.me's Ensembl allele strings
//   (rs2282679, rs10741657, rs12785878), MyVariant/ClinVar-derived records and public genotype exports that
//   agree with each other (TAS2R38, TYR, IRF4, OCA2, asparagus, TMPRSS6);
// - GRCh38 position from that GRCh37 position through UCSC's hg19ToHg38 chain, and back through hg38ToHg19
//   (every row round-trips exactly; the same chain reproduces every older panel row);
// - the effect allele's direction from the GWAS Catalog association (impute.me's curated GWAS Catalog extract)
//   or the primary paper named in `sources`.
import type { PanelMarker, PanelSource } from "./types";

const dbsnp = (rsid: string): PanelSource => ({ kind: "dbSNP", id: rsid });
const gwas = (rsid: string): PanelSource => ({ kind: "GWAS Catalog", id: rsid });
const pmid = (id: string): PanelSource => ({ kind: "paper", id: `PMID ${id}` });
const info = ["informational", "informational", "informational"] as const;
/** A replicated, modest lowering of a nutrient level: worth a look with two copies only. */
const modest = ["typical", "informational", "slightly_elevated"] as const;

export const MORE_LIFESTYLE_MARKERS: readonly PanelMarker[] = [
  // Vitamin D: the three GWAS loci of 25-hydroxyvitamin D (Wang 2010; Jiang 2018) and the GC protein isoform.
  { rsid: "rs2282679", gene: "GC", chrom: "4", pos37: 72608383, pos38: 71742666, ref: "T", alt: "G", effect: "G",
    variant: "rs2282679 G (lower 25-OH vitamin D)", topic: "vitamin_d", category: "nutrigenomics", evidence: "established",
    risk: modest, sources: [pmid("20541252"), pmid("29325163"), gwas("rs2282679"), dbsnp("rs2282679")] },
  { rsid: "rs7041", gene: "GC", chrom: "4", pos37: 72618334, pos38: 71752617, ref: "A", alt: "C", effect: "C",
    variant: "D432E (GC1S isoform)", topic: "vitamin_d", category: "nutrigenomics", evidence: "probable",
    risk: info, sources: [pmid("24740207"), gwas("rs7041"), dbsnp("rs7041")] },
  { rsid: "rs10741657", gene: "CYP2R1", chrom: "11", pos37: 14914878, pos38: 14893332, ref: "A", alt: "G", effect: "G",
    variant: "rs10741657 G (lower 25-OH vitamin D)", topic: "vitamin_d", category: "nutrigenomics", evidence: "established",
    risk: info, sources: [pmid("20541252"), pmid("29343764"), dbsnp("rs10741657")] },
  { rsid: "rs12785878", gene: "DHCR7/NADSYN1", chrom: "11", pos37: 71167449, pos38: 71456403, ref: "G", alt: "T", effect: "G",
    variant: "rs12785878 G (lower 25-OH vitamin D)", topic: "vitamin_d", category: "nutrigenomics", evidence: "established",
    risk: info, sources: [pmid("20541252"), pmid("29343764"), dbsnp("rs12785878")] },
  // Iron: TMPRSS6 736V raises hepcidin and lowers serum iron and transferrin saturation.
  { rsid: "rs855791", gene: "TMPRSS6", chrom: "22", pos37: 37462936, pos38: 37066896, ref: "G", alt: "A", effect: "A",
    variant: "A736V (736V, higher hepcidin)", topic: "iron_status", category: "nutrigenomics", evidence: "established",
    risk: modest, sources: [pmid("27846281"), gwas("rs855791"), dbsnp("rs855791")] },
  // Bitter taste: the three TAS2R38 sites of the PAV (taster) / AVI (non-taster) haplotypes; the row counts AVI.
  { rsid: "rs713598", gene: "TAS2R38", chrom: "7", pos37: 141673345, pos38: 141973545, ref: "C", alt: "G", effect: "C",
    variant: "A49 (non-taster AVI)", topic: "bitter_taste", category: "traits", evidence: "established",
    risk: info, sources: [pmid("12595690"), pmid("20675712"), dbsnp("rs713598")] },
  { rsid: "rs1726866", gene: "TAS2R38", chrom: "7", pos37: 141672705, pos38: 141972905, ref: "G", alt: "A", effect: "A",
    variant: "V262 (non-taster AVI)", topic: "bitter_taste", category: "traits", evidence: "established",
    risk: info, sources: [pmid("12595690"), dbsnp("rs1726866")] },
  { rsid: "rs10246939", gene: "TAS2R38", chrom: "7", pos37: 141672604, pos38: 141972804, ref: "T", alt: "C", effect: "T",
    variant: "I296 (non-taster AVI)", topic: "bitter_taste", category: "traits", evidence: "established",
    risk: info, sources: [pmid("12595690"), dbsnp("rs10246939")] },
  // Smell: the olfactory-receptor cluster variant of the 23andMe common-traits GWAS (asparagus).
  { rsid: "rs4481887", gene: "OR2M7 (olfactory receptor cluster)", chrom: "1", pos37: 248496863, pos38: 248333561, ref: "A", alt: "G",
    effect: "G", variant: "rs4481887 G", topic: "asparagus_smell", category: "traits", evidence: "preliminary",
    risk: info, sources: [pmid("20585627"), dbsnp("rs4481887")] },
  // MC1R: D294H is a strong red-hair ("R") allele like R151C/R160W (Irish population study, PMID 9665397).
  { rsid: "rs1805009", gene: "MC1R", chrom: "16", pos37: 89986546, pos38: 89920138, ref: "G", alt: "C", effect: "C",
    multiallelic: true, variant: "D294H", topic: "red_hair_sun", category: "traits", evidence: "established",
    risk: modest, sources: [pmid("7581459"), pmid("9665397"), dbsnp("rs1805009")] },
  // Eye and skin pigmentation (IrisPlex/GWAS loci besides HERC2 and SLC45A2, which are rows already).
  { rsid: "rs1800407", gene: "OCA2", chrom: "15", pos37: 28230318, pos38: 27985172, ref: "C", alt: "T", effect: "T",
    variant: "R419Q", topic: "eye_colour", category: "traits", evidence: "probable",
    risk: info, sources: [pmid("29739929"), gwas("rs1800407"), dbsnp("rs1800407")] },
  { rsid: "rs1393350", gene: "TYR", chrom: "11", pos37: 89011046, pos38: 89277878, ref: "G", alt: "A", effect: "A",
    variant: "rs1393350 A", topic: "eye_colour", category: "traits", evidence: "probable",
    risk: info, sources: [pmid("20585627"), pmid("19340012"), dbsnp("rs1393350")] },
  { rsid: "rs12203592", gene: "IRF4", chrom: "6", pos37: 396321, pos38: 396321, ref: "C", alt: "T", effect: "T",
    variant: "rs12203592 T", topic: "skin_pigmentation", category: "traits", evidence: "established",
    risk: info, sources: [pmid("20585627"), pmid("27424798"), dbsnp("rs12203592")] },
  { rsid: "rs1126809", gene: "TYR", chrom: "11", pos37: 89017961, pos38: 89284793, ref: "G", alt: "A", effect: "A",
    variant: "R402Q", topic: "skin_pigmentation", category: "traits", evidence: "probable",
    risk: info, sources: [pmid("29739929"), pmid("27424798"), dbsnp("rs1126809")] },
];
