// Whether a change between two results of one person is real, and whether it is good news. Significance comes
// from the reference change value (biological plus analytical variation, ../../knowledge/biological-variation),
// never from a fixed percentage; "good" comes from the analyte's healthy direction and where the values sit
// against the reference range.
import { referenceChangeValue, Z_MODERATE, Z_SIGNIFICANT, type BiologicalVariation, type HealthyDirection } from "@/lib/knowledge/biological-variation";

export type ChangeMagnitude = "significant" | "moderate" | "minor";
export type ChangeType = "increased" | "decreased" | "stable";
export type Assessment = "positive" | "negative" | "stable";

export interface ChangeFacts {
  absolute: number;
  /** % of the first value; null when the first value is 0. */
  percent: number | null;
  /** RCV at 95 % (two-sided), %. */
  rcv: number;
  magnitude: ChangeMagnitude;
  type: ChangeType;
  assessment: Assessment;
}

/** Distance outside the reference interval (0 inside or when the side is open). */
export function outsideBy(value: number, low: number | null, high: number | null): number {
  if (low !== null && value < low) return low - value;
  if (high !== null && value > high) return value - high;
  return 0;
}

/**
 * Healthy or worrying: a value that moves further out of its range is worrying, one that moves back toward it is
 * healthy. Inside the range, analytes where lower (LDL, HbA1c, CRP) or higher (HDL, eGFR) is better are judged by
 * the direction; analytes under homeostatic control (sodium, haemoglobin) are stable while they stay inside.
 */
export function assessDirection(first: number, last: number, low: number | null, high: number | null, direction: HealthyDirection): Assessment {
  const before = outsideBy(first, low, high);
  const after = outsideBy(last, low, high);
  if (after < before) return "positive";
  if (after > before) return "negative";
  if (before > 0 || last === first) return "stable";
  if (direction === "lower") return last < first ? "positive" : "negative";
  if (direction === "higher") return last > first ? "positive" : "negative";
  return "stable";
}

/**
 * The change from `first` to `last` (same unit). Why RCV: a change is "significant" when it exceeds
 * √2 · 1.96 · √(CVa² + CVi²) — what two results of an unchanged person differ by in fewer than 5 % of cases;
 * "moderate" beyond the 80 % limit (z 1.28); "minor" otherwise, and a minor change is reported as stable.
 */
export function assessChange(first: number, last: number, low: number | null, high: number | null, variation: Pick<BiologicalVariation, "cvi" | "cva" | "direction">): ChangeFacts {
  const absolute = last - first;
  const percent = first === 0 ? null : (absolute / Math.abs(first)) * 100;
  const rcv = referenceChangeValue(variation, Z_SIGNIFICANT);
  const moderate = referenceChangeValue(variation, Z_MODERATE);
  const size = percent === null ? (absolute === 0 ? 0 : Infinity) : Math.abs(percent);
  const magnitude: ChangeMagnitude = size >= rcv ? "significant" : size >= moderate ? "moderate" : "minor";
  const type: ChangeType = magnitude === "minor" ? "stable" : absolute > 0 ? "increased" : "decreased";
  const assessment = magnitude === "minor" ? "stable" : assessDirection(first, last, low, high, variation.direction);
  return { absolute, percent, rcv, magnitude, type, assessment };
}
