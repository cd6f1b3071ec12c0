// Severity levels of the body map. The contract fixes the two levels (2 out of range, 1 borderline) but not
// which evaluation word gives which; this table is that decision (docs/decisions.md, "Body map"). It accepts
// the body-map words (high, low, bad, slightly_*) and the blood-test words (critical_*, borderline_*), so a
// v12 answer can be mapped without translation.

export const SEVERITY_LEVELS = [
  { level: 2, key: "out_of_range", meaning: "Out of the reference range (high, low, bad or critical)." },
  { level: 1, key: "borderline", meaning: "Just outside or at the edge of the reference range (slightly high or low)." },
] as const;

export type Level = 0 | 1 | 2;

const LEVEL_OF_EVALUATION: Readonly<Record<string, Level>> = {
  high: 2,
  low: 2,
  bad: 2,
  critical_high: 2,
  critical_low: 2,
  abnormal: 2,
  positive: 2,
  slightly_high: 1,
  slightly_low: 1,
  borderline_high: 1,
  borderline_low: 1,
  normal: 0,
  optimal: 0,
  negative: 0,
};

/** Every evaluation word the body map accepts. */
export const KNOWN_EVALUATIONS: readonly string[] = Object.keys(LEVEL_OF_EVALUATION);

/**
 * The level an evaluation word gives: 2, 1, 0 (normal, not placed), or null for a word we do not know
 * (the caller reports it rather than guessing). Case and spaces/hyphens are forgiven ("Slightly High").
 */
export function levelOfEvaluation(evaluation: string): Level | null {
  const key = evaluation.trim().toLowerCase().replace(/[\s-]+/g, "_");
  return Object.prototype.hasOwnProperty.call(LEVEL_OF_EVALUATION, key) ? LEVEL_OF_EVALUATION[key]! : null;
}
