// Types shared by the DNA knowledge library (panel, interpretation) and the DNA module that reads genotype
// files. Kept free of zod and HTTP so the reader can stream rows into it and the module can map the report
// onto its response schema (the contract's "DNA interpretation response `data`").

/** One genotype as read from a raw file, on the plus strand of the file's reference build. */
export interface GenotypeCall {
  rsid: string;
  chrom: string;
  pos: number;
  /** Plus-strand alleles as read: "AG" (diploid), "A" (haploid, e.g. male X/Y/MT), "--" for no call. */
  genotype: string;
}

export type GenomeBuild = "GRCh37" | "GRCh38";

export type Evidence = "established" | "probable" | "preliminary";

/** The contract's finding risk levels, lowest concern first after `protective`. */
export type RiskLevel = "protective" | "typical" | "informational" | "slightly_elevated" | "elevated" | "high";

export type OverallLevel = "typical" | "slightly_elevated" | "elevated" | "high";

export type PanelCategory = "disease_risk" | "carrier" | "nutrigenomics" | "traits" | "pharmacogenomics";

export type CarrierStatusValue = "carrier" | "not_detected" | "affected_pattern" | "inconclusive";

export interface Finding {
  gene: string;
  rsid: string;
  genotype: string;
  phenotype: string;
  risk_level: RiskLevel;
  evidence: Evidence;
  explanation: string;
  recommendation: string;
}

export interface ReportSection {
  key: string;
  title: string;
  risk_level: RiskLevel;
  summary: string;
  findings: Finding[];
}

export interface PharmacogenomicResult {
  gene: string;
  rsids: string[];
  /** e.g. "*1/*2" or "rs9923231 CT"; "not determined" when a tested variant had no call. */
  diplotype: string;
  predicted_phenotype: string;
  /** CPIC activity score where CPIC defines one (CYP2C9, DPYD), otherwise null. */
  activity_score: number | null;
  affected_drugs: string[];
  recommendation: string;
  /** Alleles this panel tests; untested alleles may change the call. */
  tested_alleles: string[];
  source: string;
}

export interface CarrierStatus {
  condition: string;
  gene: string;
  rsids: string[];
  genotype: string;
  status: CarrierStatusValue;
  explanation: string;
  recommendation: string;
}

/** One entry of disease_risks[], nutrigenomics[] and traits[]. */
export interface GeneTopicResult {
  topic: string;
  gene: string;
  rsid: string;
  genotype: string;
  risk_level: RiskLevel;
  evidence: Evidence;
  summary: string;
}

export interface RecommendedTest {
  test: string;
  reason: string;
}

export interface RedFlag {
  gene: string;
  rsid: string;
  finding: string;
  action: string;
}

export interface DnaReport {
  report_type: "dna";
  title: string;
  executive_summary: string;
  overall_assessment: { level: OverallLevel; summary: string };
  data_quality: { source: string; markers_analyzed: number; coverage_note: string; limitations: string };
  sections: ReportSection[];
  pharmacogenomics: PharmacogenomicResult[];
  carrier_status: CarrierStatus[];
  disease_risks: GeneTopicResult[];
  nutrigenomics: GeneTopicResult[];
  traits: GeneTopicResult[];
  lifestyle_recommendations: string[];
  recommended_tests: RecommendedTest[];
  red_flags: RedFlag[];
  limitations: string;
  disclaimer: string;
}

export interface InterpretOptions {
  /** One of the 12 complete narrative languages; anything else falls back to English with a warning. */
  language: string;
  /**
   * Reported or inferred sex. Accepted for X-linked rows; this panel version has no X/Y/MT rows, so it does not
   * change any call yet (single alleles are accepted only on X, Y and MT).
   */
  sex?: "male" | "female" | "unknown";
  /** Build of the input positions (GRCh37 when unknown); positions that disagree are named in warnings. */
  build?: GenomeBuild;
  /** Free-text label of the data source for data_quality.source (e.g. "23andMe v5"). */
  sourceLabel?: string;
}

export interface InterpretResult {
  report: DnaReport;
  /** Panel markers with a usable (called) genotype. */
  panelFound: number;
  /** Plain-language warnings: position/build mismatches, allele mismatches, language fallback. */
  warnings: string[];
  /** Narrative language actually used. */
  language: string;
}
