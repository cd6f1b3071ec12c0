// Shapes of the derived-index knowledge: each index is a published formula over knowledge-base analytes,
// with its source and the bands that interpret its value.

/** Interpretation bands, language free; their wording is in lib/modules/biological-age/messages. */
export const BANDS = [
  "below", "within", "borderline", "above",
  "low_risk", "intermediate_risk", "high_risk",
  "egfr_g1", "egfr_g2", "egfr_g3a", "egfr_g3b", "egfr_g4", "egfr_g5",
  "no_cutoff",
] as const;
export type Band = (typeof BANDS)[number];

/** Ascending cut points: a value below `below` gets `band`; the last entry (no `below`) takes the rest. */
export type BandScale = readonly { below?: number; band: Band }[];

export type SexOfPatient = "male" | "female" | "other" | null;

/** Values the formulas read, in the unit each asks for (converted through the analyte knowledge base). */
export interface IndexValues {
  /** The value of analyte `id` in `unit`, or null when the panel lacks it. */
  get(id: string, unit: string): number | null;
  age: number | null;
  sex: SexOfPatient;
}

export interface IndexDefinition {
  key: string;
  unit: string;
  /** The formula in words and symbols, units included. */
  formula: string;
  /** The paper or guideline the formula (and its cut-offs) come from. */
  source: string;
  /** Reference interval or cut-offs as printed in the answer (language free). */
  reference: string | ((sex: SexOfPatient) => string);
  bands: BandScale | ((sex: SexOfPatient) => BandScale);
  /** Decimal places of the answer. */
  decimals: number;
  compute(v: IndexValues): number | null;
}
