// Which of the contract's four bands (optimal, normal, warning, critical) a parameter falls in.
import type { NormalizedParameter } from "@/lib/knowledge/analytes/types";
import type { HealthBand } from "../types";

/** The centre of a two-sided range: from 20 % to 80 % of its width (the middle 60 %). */
export const CENTRE_FROM = 0.2;
export const CENTRE_TO = 0.8;
/** One-sided ranges: optimal when at most 80 % of an upper limit, or at least 125 % (= 1 / 0.8) of a lower one. */
export const ONE_SIDED_MARGIN = 0.8;

/**
 * Where a value sits in its normal range, 0 at the lower limit and 1 at the upper; null for one-sided or
 * missing ranges. A lower limit of 0 ("0–40 U/L") counts as one-sided: only the upper limit means anything.
 */
export function positionInRange(value: number, low: number | null, high: number | null): number | null {
  if (low === null || high === null || low <= 0 || high <= low) return null;
  return (value - low) / (high - low);
}

/**
 * Band of one parameter, or null when it cannot be scored (a numeric result with no range at all).
 *
 * - critical: evaluation critical_low / critical_high;
 * - warning: low, high, borderline_low, borderline_high;
 * - optimal: normal and in the centre of the range — the middle 60 % of a two-sided range, ≤ 80 % of an
 *   upper-only limit (lower is better: CRP, LDL, enzymes), ≥ 125 % of a lower-only limit (higher is
 *   better: eGFR, HDL); a qualitative result in its normal state (e.g. "negative") is optimal;
 * - normal: normal but off-centre, or normal with no number to place (e.g. "< 0.5").
 */
export function bandForParameter(p: NormalizedParameter): HealthBand | null {
  switch (p.evaluation) {
    case "critical_low":
    case "critical_high":
      return "critical";
    case "low":
    case "high":
    case "borderline_low":
    case "borderline_high":
      return "warning";
    case "normal":
      break;
  }
  if (p.type !== "range") return "optimal";
  const low = p.rangeNormalMin;
  const high = p.rangeNormalMax;
  if (low === null && high === null) return null;
  if (p.value === null) return "normal";
  const pos = positionInRange(p.value, low, high);
  if (pos !== null) return pos >= CENTRE_FROM && pos <= CENTRE_TO ? "optimal" : "normal";
  if (high !== null && (low === null || low <= 0)) return p.value <= ONE_SIDED_MARGIN * high ? "optimal" : "normal";
  if (low !== null) return p.value * ONE_SIDED_MARGIN >= low ? "optimal" : "normal";
  return "normal";
}
