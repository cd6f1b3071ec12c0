// Types of the analyte knowledge base. The data files under ./data describe what a printed lab line can mean;
// the code beside them (matcher, units, ranges, evaluation) reads only these shapes, so adding an analyte is a
// data change, never a code change.

/** The 13 body-map regions, in the contract's canonical order. */
export const BODY_REGIONS = [
  "brain_nerves",
  "thyroid",
  "heart_vessels",
  "liver",
  "pancreas",
  "adrenals",
  "kidneys",
  "gut",
  "reproductive",
  "blood",
  "immune",
  "bones",
  "muscles",
] as const;
export type BodyRegion = (typeof BODY_REGIONS)[number];

/** About 20 categories; the display label of each is in ./categories.ts. */
export const ANALYTE_CATEGORIES = [
  "hematology",
  "white_cell_differential",
  "coagulation",
  "glucose_metabolism",
  "lipids",
  "liver",
  "kidney",
  "electrolytes",
  "minerals_trace_elements",
  "iron_status",
  "vitamins",
  "thyroid",
  "adrenal_pituitary",
  "sex_hormones",
  "inflammation",
  "cardiac",
  "pancreas",
  "proteins",
  "immunology",
  "tumour_markers",
  "urinalysis",
  "serology",
  "blood_gas",
] as const;
export type AnalyteCategory = (typeof ANALYTE_CATEGORIES)[number];

export type ValueType = "quantitative" | "binary" | "qualitative";
export type Sex = "male" | "female";

/**
 * One reference interval, in the analyte's canonical unit. Absent `sex` = both sexes; age band is
 * [ageMin, ageMax) in years, absent = unbounded. `low`/`high` null = open side ("< 5" has low null).
 */
export interface ReferenceInterval {
  sex?: Sex;
  ageMin?: number;
  ageMax?: number;
  low: number | null;
  high: number | null;
}

/** Limits beyond which a value needs immediate attention (canonical unit). Only where established. */
export interface CriticalLimits {
  low?: number;
  high?: number;
  /** Where the limits come from, e.g. "CAP critical values survey (Wagar 2007); common hospital lists". */
  source: string;
}

/**
 * A unit labs print besides the canonical one. canonical = value * factor + offset.
 * `factor` absent = let UCUM unit algebra work it out (with `molarMass` for mol <-> g conversions).
 */
export interface AlternateUnit {
  ucum: string;
  factor?: number;
  offset?: number;
}

/** For binary/qualitative analytes: printed results and what they mean. */
export interface QualitativeScale {
  /** Results that are the expected healthy finding, e.g. ["negative", "non-reactive", "not detected"]. */
  normal: string[];
  /** Results that are abnormal, e.g. ["positive", "reactive", "detected", "+", "++", "+++"]. */
  abnormal: string[];
  /** Results that are abnormal enough to be flagged critical (rare; e.g. none for most). */
  critical?: string[];
  /**
   * A positive result is protection (vaccination or past infection), not a finding: labs print "negative" as the
   * reference and leave a positive unflagged, so a printed negative reference does not make it abnormal.
   */
  positiveProtects?: boolean;
}

export interface Analyte {
  /** Stable snake_case id, never renamed once published (e.g. "hemoglobin", "neutrophils_abs"). */
  id: string;
  /** LOINC codes; the first is the preferred one for the canonical unit. */
  loinc: string[];
  /** Short name as a clinician writes it (e.g. "Hb", "ALT", "LDL-C"). */
  shortName: string;
  /** Full English name (e.g. "Hemoglobin", "Alanine aminotransferase"). */
  longName: string;
  category: AnalyteCategory;
  valueType: ValueType;
  /** Specimen, for disambiguation and display: "blood", "serum", "plasma", "urine", "whole_blood", "stool". */
  specimen: string;
  /** Canonical unit as UCUM (e.g. "g/dL", "10*9/L", "mmol/L", "%", "U/L"); "" for binary/qualitative. */
  unit: string;
  /** Other units labs print, with their conversion to the canonical unit. */
  alternateUnits: AlternateUnit[];
  /** g/mol, for molar <-> mass conversions (glucose 180.16, creatinine 113.12 …). */
  molarMass?: number;
  /** Default reference intervals (adult at least), canonical unit. Empty only for binary/qualitative. */
  ranges: ReferenceInterval[];
  /** Source of the default ranges, e.g. "Mayo Clinic Laboratories reference values; Tietz 6th ed.". */
  rangeSource: string;
  critical?: CriticalLimits;
  qualitative?: QualitativeScale;
  /** Body-map regions; empty when none applies (e.g. a urine specific gravity). */
  regions: BodyRegion[];
  /**
   * Names printed on real reports. `en` must hold the English names; other keys are ISO 639-1 codes.
   * Abbreviations go in `abbreviations` (they are language independent), OCR damage in `ocrVariants`.
   * Translations for many languages are merged in from ./aliases/<lang>.ts by the loader.
   */
  aliases: { en: string[] } & Partial<Record<string, string[]>>;
  abbreviations: string[];
  ocrVariants?: string[];
  /**
   * When two analytes share a printed name (neutrophils % vs absolute), the unit decides.
   * `unitHints` lists UCUM units (or unit kinds "percent", "count", "mass", "molar", "activity", "ratio")
   * that point to this analyte.
   */
  unitHints?: string[];
  /** One sentence for a patient-facing list (English). */
  shortDescription: string;
  /** Two to four sentences: what it measures, what high and low values may mean (English). */
  longDescription: string;
  /** True for the ~100 analytes found on routine panels: they must have aliases in all 39 languages. */
  routine: boolean;
  /**
   * Deliberate, explained gaps that the completeness checks accept: why no LOINC code is given (none could be
   * verified) or why a quantitative analyte has no default range (it is read through another value).
   */
  gaps?: { loinc?: string; range?: string };
}

/** The 39 alias languages (ISO 639-1). Routine analytes must have at least one alias in each. */
export const ALIAS_LANGUAGES = [
  "en", "de", "fr", "es", "it", "pt", "nl", "pl", "tr", "ru",
  "uk", "bg", "sr", "el", "zh", "ja", "ko", "ar", "fa", "he",
  "hi", "th", "cs", "sk", "sl", "hr", "hu", "ro", "sv", "no",
  "da", "fi", "et", "lv", "lt", "id", "vi", "ms", "ca",
] as const;
export type AliasLanguage = (typeof ALIAS_LANGUAGES)[number];

/** Aliases for one language: analyte id -> printed names in that language (any script). */
export type AliasTable = Record<string, string[]>;

/** The contract's seven evaluation values; always these English keywords, whatever the response language. */
export const EVALUATIONS = [
  "normal",
  "low",
  "high",
  "critical_low",
  "critical_high",
  "borderline_low",
  "borderline_high",
] as const;
export type Evaluation = (typeof EVALUATIONS)[number];

/** What the patient's demographics contribute to range choice. Never carries a name or other identifier. */
export interface PatientContext {
  sex?: "male" | "female" | "other";
  ageYears?: number;
}

/** A parameter as printed on a report (from the lab-table parser or a JSON request). */
export interface PrintedParameter {
  name: string;
  /** The printed result: a number, or text such as "<0.5", "positive", "1+". */
  result: string | number;
  unit?: string;
  /** Printed reference range text, e.g. "3.5-5.0", "< 5", "Men: 13.5-17.5 / Women: 12.0-15.5". */
  rangeText?: string;
  /** Flag printed beside the value (H, L, *, ↑ …); informative only, the evaluation is recomputed. */
  flag?: string;
  /**
   * The analyte the reader of the page already found, when it knows one: its section can say what the name alone
   * cannot (a "pH" under a urine heading is urine pH). Kept when the name alone would name another specimen.
   */
  analyteId?: string | null;
}

/**
 * A parameter normalised for the API responses and the interpretation step. Values stay in the unit the
 * lab printed (what the clinician reads); `canonical*` fields hold the value in the knowledge-base unit so
 * rules can compare across labs.
 */
export interface NormalizedParameter {
  analyteId: string | null;
  matchConfidence: number;
  category: string;
  longName: string;
  shortName: string;
  /** The printed result text (numbers keep the printed precision). */
  result: string;
  /** Parsed numeric value, null for qualitative results. */
  value: number | null;
  unit: string;
  ucumUnit: string | null;
  loinc: string | null;
  /** Outer range (printed if present, else knowledge base), in the printed unit. */
  rangeMin: number | null;
  rangeMax: number | null;
  rangeNormalMin: number | null;
  rangeNormalMax: number | null;
  /** Printed reference range text ("" when none was printed). */
  referenceRange: string;
  /** "range" for quantitative with a range, "binary" for positive/negative style, "qualitative" otherwise. */
  type: "range" | "binary" | "qualitative";
  evaluation: Evaluation;
  /** Where the normal range came from. */
  rangeSource: "printed" | "knowledge_base" | "none";
  /** Value converted to the analyte's canonical unit (null when not convertible or qualitative). */
  canonicalValue: number | null;
  canonicalUnit: string | null;
  shortDescription: string;
  longDescription: string;
  regions: BodyRegion[];
}
