// Shape of one concordance rule: a genetic marker (or pharmacogene) of the DNA panel paired with ONE laboratory
// analyte, what the genotype predicts for that analyte, and the source that says so. The DNA + blood report reads
// every row against a DNA report and a blood test; the evaluation (./evaluate.ts) is the same for every row.

/** What the genotype means for this pair, strongest first. `protective` lowers the analyte or the risk. */
export type GeneticLevel = "high" | "moderate" | "low" | "protective" | "none";

/** Areas group rows for the risk matrix, the narrative and the clinician questions. */
export type AreaKey =
  | "iron" | "lipids" | "lipoprotein_a" | "triglycerides" | "methylation" | "glucose" | "lactose_bone" | "vitamin_d"
  | "coagulation" | "bilirubin" | "liver" | "coeliac" | "alpha1" | "haemolysis" | "medication";

/** A pattern of effect-allele copies (of the panel row's effect allele) at one or more rsids. */
export interface CopyPattern {
  /** Every condition must hold: exact copies of the panel's effect allele at `rsid`. */
  all: readonly { rsid: string; copies: 0 | 1 | 2 }[];
  level: GeneticLevel;
  /** The call written in the report, language-neutral: "C282Y/C282Y", "ε4 carrier", "TT". */
  call: string;
}

export type GeneticSignal =
  /** Allele copies read from the report's genotypes; the first matching pattern wins, else level none. */
  | { kind: "copies"; gene: string; rsids: readonly string[]; patterns: readonly CopyPattern[] }
  /** A pharmacogene's diplotype: the number of alleles other than the gene's reference allele. */
  | { kind: "pgx_alleles"; gene: string; reference: string; levels: readonly [GeneticLevel, GeneticLevel, GeneticLevel] };

/**
 * What the genotype predicts for the analyte: `high` or `low` (a direction the lab value can confirm or
 * contradict), or `context` (the genotype changes how a value is read but predicts no direction).
 */
export type Expectation = "high" | "low" | "context";

export interface ConcordanceRule {
  /** Stable id: `<gene>_<variant>_<analyte>`. */
  id: string;
  area: AreaKey;
  genetic: GeneticSignal;
  /** Analyte id of the knowledge base (lib/knowledge/analytes). */
  analyte: string;
  expects: Expectation;
  /**
   * When no risk variant was found but the value is off in the predicted direction: `contradicts` for
   * single-gene patterns where the variant is the usual explanation (HFE, UGT1A1), `neutral` for polygenic traits
   * where one variant's absence explains nothing.
   */
  noVariantAbnormal: "contradicts" | "neutral";
  /** A value that needs prompt attention: canonical-unit threshold and the least genetic level it applies to. */
  redFlag?: { above?: number; below?: number; unit: string; minLevel: GeneticLevel; key: string; source: string };
  /** Follow-up interval keys (narrative catalogue `interval.<key>`): when the value is off, and when only the genotype is. */
  monitor: { abnormal: IntervalKey; genetic: IntervalKey };
  /** Guideline or paper for the pairing (and the thresholds used). */
  source: string;
}

export type IntervalKey = "m3" | "m6" | "m12" | "once";

/** The concordance values of the contract (`correlations[].concordance`). */
export type Concordance = "confirms" | "contradicts" | "neutral" | "watch";

/** The lab side of one evaluation: status and direction of the measured value, or not measured. */
export type LabSide =
  | { measured: false }
  | {
    measured: true; status: "normal" | "borderline" | "abnormal"; direction: "low" | "high" | null; value: number; unit: string; critical: boolean;
    /** The lab printed '>' or '<' before the value (outside the assay's measuring range): '>1000' is above 1000. */
    censored?: "<" | ">" | null;
  };
