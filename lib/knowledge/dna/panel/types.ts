// Shape of one curated panel row. A row is DATA WITH A SOURCE: where it sits on both genome builds, which
// plus-strand alleles it has, which allele the finding is about, and what 0, 1 or 2 copies of that allele
// mean, with the guideline or database entry it comes from.
import type { Evidence, PanelCategory, RiskLevel } from "../types";

export type Base = "A" | "C" | "G" | "T";

export type SourceKind = "ClinVar" | "CPIC" | "PharmGKB" | "GWAS Catalog" | "dbSNP" | "paper";

export interface PanelSource {
  kind: SourceKind;
  /** ClinVar variation id, CPIC guideline, PharmGKB accession, GWAS Catalog study, PMID. */
  id: string;
}

/** Topic keys have a name in every narrative catalogue (`topic.<key>`). */
export type TopicKey =
  | "apoe" | "iron_overload" | "thrombophilia" | "folate_metabolism" | "lactose" | "alpha1_antitrypsin"
  | "sickle_cell" | "haemoglobin_c" | "cystic_fibrosis" | "gaucher" | "familial_hypercholesterolaemia"
  | "ldl_cholesterol" | "lipoprotein_a" | "triglycerides" | "hdl_cholesterol" | "type2_diabetes"
  | "coronary_artery_disease" | "obesity" | "fatty_liver" | "macular_degeneration" | "coeliac"
  | "autoimmunity" | "crohns" | "colorectal_cancer" | "prostate_cancer" | "breast_cancer"
  | "nicotine_dependence" | "alcohol_metabolism" | "caffeine_metabolism" | "omega3_metabolism" | "vitamin_b12"
  | "homocysteine" | "eye_colour" | "skin_pigmentation" | "red_hair_sun" | "earwax" | "muscle_performance"
  | "dopamine_comt" | "bdnf" | "duffy" | "drug_response"
  | "haemoglobin_e" | "beta_thalassaemia" | "mutyh_polyposis" | "parkinsons" | "atopic_dermatitis" | "kidney_disease"
  | "ankylosing_spondylitis" | "asthma" | "atrial_fibrillation" | "gallstones" | "psoriasis" | "thyroid_cancer"
  | "vitamin_d" | "iron_status" | "bitter_taste" | "asparagus_smell"
  | "familial_mediterranean_fever" | "mcad_deficiency"
  | "uric_acid" | "blood_pressure" | "fuchs_dystrophy" | "phenylketonuria" | "transthyretin_amyloidosis"
  | "hereditary_hearing_loss";

/** One value each for 0, 1 and 2 copies of the effect allele. */
export type ByCount<T> = readonly [T, T, T];

export interface PanelMarker {
  rsid: string;
  gene: string;
  /** Chromosome as written in raw files: "1".."22", "X", "Y", "MT". */
  chrom: string;
  /** 1-based position on GRCh37 (hg19). */
  pos37: number;
  /** 1-based position on GRCh38. */
  pos38: number;
  /** Plus-strand reference allele (GRCh38). */
  ref: Base;
  /** Plus-strand alternate allele studied here (multi-allelic sites: the one this row is about). */
  alt: Base;
  /** The allele this row counts (plus strand); always ref or alt. */
  effect: Base;
  /** Common name of the variant, language-neutral: "C282Y", "*2 (c.681G>A)", "-13910C>T". */
  variant: string;
  topic: TopicKey;
  category: PanelCategory;
  evidence: Evidence;
  /** Risk level for 0, 1, 2 copies of the effect allele. */
  risk: ByCount<RiskLevel>;
  /**
   * A third allele exists at this site (dbSNP/PharmCAT list two ALT alleles): a complement of the pair could be
   * that allele, so reverse-strand conversion is never attempted.
   */
  multiallelic?: boolean;
  /** Carrier rows: recessive condition; 1 copy = carrier, 2 = affected pattern. */
  recessive?: boolean;
  /** Two sources minimum: the clinical/association source and the variant record. */
  sources: readonly [PanelSource, PanelSource, ...PanelSource[]];
}
