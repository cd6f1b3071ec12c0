// Shared shapes of the interpretation step: what goes in (de-identified by construction), the facts computed
// from it, and the two narrative forms the contract documents (v11 sectioned, v12 flat).
import type { Evaluation, NormalizedParameter, PatientContext } from "@/lib/knowledge/analytes/types";

/**
 * What the interpretation step may see. There is deliberately no field for a name, a lab, a city or a date:
 * `patient` is the knowledge base's PatientContext (sex, age in years) and nothing else.
 */
export interface InterpretationInput {
  parameters: readonly NormalizedParameter[];
  patient: PatientContext;
  /** One of the 100 response language codes; anything else is answered in English with a fallback flag. */
  language: string;
}

/** Groups used to present findings; every analyte category maps to exactly one (see ./facts/body-systems.ts). */
export const BODY_SYSTEMS = [
  "blood",
  "metabolism",
  "liver",
  "kidney",
  "electrolytes",
  "hormones",
  "vitamins",
  "immune",
  "heart",
  "other",
] as const;
export type BodySystem = (typeof BODY_SYSTEMS)[number];

/** The four health-score bands of the contract. */
export const HEALTH_BANDS = ["optimal", "normal", "warning", "critical"] as const;
export type HealthBand = (typeof HEALTH_BANDS)[number];

/** disease_risks[].severity values (the contract shows low and moderate; we add high and very_high). */
export const RISK_SEVERITIES = ["low", "moderate", "high", "very_high"] as const;
export type RiskSeverity = (typeof RISK_SEVERITIES)[number];

export const SCORE_INTERPRETATIONS = ["excellent", "good", "fair", "poor"] as const;
export type ScoreInterpretation = (typeof SCORE_INTERPRETATIONS)[number];

/** How pressing a detected pattern is: info (context), attention (see a doctor), urgent (same day). */
export type PatternSeverity = "info" | "attention" | "urgent";

/** One parameter as the narrative writers see it: printed values only, no identifiers. */
export interface FactParameter {
  analyteId: string | null;
  name: string;
  shortName: string;
  /** Printed result text (numbers keep the lab's precision). */
  result: string;
  value: number | null;
  unit: string;
  /** "range" for numeric results against a range, "binary"/"qualitative" for results like "negative". */
  kind: "range" | "binary" | "qualitative";
  rangeLow: number | null;
  rangeHigh: number | null;
  evaluation: Evaluation;
  /** Health-score band; null when the parameter cannot be scored (no usable range). */
  band: HealthBand | null;
  system: BodySystem;
}

/** A value that supported a pattern, as printed. */
export interface PatternEvidence {
  analyteId: string;
  name: string;
  result: string;
  unit: string;
  evaluation: Evaluation;
}

/** A derived index (R ratio, FIB-4 …) with its value rounded for display. */
export interface DerivedValue {
  id: string;
  value: number;
}

export interface PatternFact {
  /** Rule id, stable (see ./rules/pattern-rules.ts); also the suffix of the pattern's shortcode. */
  id: string;
  /** Grade within the rule (e.g. "g3a", "microcytic"); null for ungraded rules. */
  grade: string | null;
  severity: PatternSeverity;
  system: BodySystem;
  evidence: PatternEvidence[];
  derived: DerivedValue[];
  followUp: string[];
  lifestyle: string[];
}

export interface HealthScore {
  overall: number;
  optimal: number;
  normal: number;
  warning: number;
  critical: number;
  total_parameters: number;
  score_interpretation: ScoreInterpretation;
  recommendations: string[];
}

export interface DiseaseRisk {
  name: string;
  percentage: string;
  severity: RiskSeverity;
}

/** A risk before localisation: the rule id, its severity and the 0–100 index. */
export interface RiskFact {
  id: string;
  severity: RiskSeverity;
  index: number;
  /** Markers the rule used (analyte ids and derived ids). */
  basis: string[];
}

export interface ScoreFact {
  overall: number;
  interpretation: ScoreInterpretation;
  counts: Record<HealthBand, number>;
  total: number;
}

/** Everything computed deterministically; the only thing a model writer ever sees (after de-identification). */
export interface InterpretationFacts {
  patient: { ageBand: string | null; sex: "male" | "female" | "other" | null };
  parameters: FactParameter[];
  patterns: PatternFact[];
  score: ScoreFact;
  risks: RiskFact[];
}

/** v12 flat interpretation element. */
export interface FlatItem {
  shortcode: string;
  item: string;
}

/** v11 sectioned interpretation element. */
export interface Section {
  title: string;
  shortcode: string;
  subsections: { subtitle: string; shortcode: string; items: { item: string }[] }[];
}

/** Minimal logger (pino-compatible: `warn(object, message)`); never given patient data. */
export interface InterpretationLog {
  warn(detail: Record<string, unknown>, message: string): void;
}
