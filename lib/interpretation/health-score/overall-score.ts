// The overall health score (0–100) and its interpretation, from the parameters' bands.
import type { NormalizedParameter } from "@/lib/knowledge/analytes/types";
import type { HealthBand, ScoreFact, ScoreInterpretation } from "../types";
import { bandForParameter } from "./parameter-band";

/** Score (0–1) and weight of each scoring class. Out-of-range values weigh more, so they are not diluted. */
export const SCORE_CLASSES = {
  optimal: { score: 1.0, weight: 1 },
  normal: { score: 0.8, weight: 1 },
  borderline: { score: 0.5, weight: 2 },
  out_of_range: { score: 0.25, weight: 3 },
  critical: { score: 0, weight: 4 },
} as const;
type ScoreClass = keyof typeof SCORE_CLASSES;

/** Upper limit of the overall score for each interpretation, so number and word never disagree. */
export const INTERPRETATION_CAP: Readonly<Record<ScoreInterpretation, number>> = { excellent: 100, good: 89, fair: 74, poor: 49 };

function scoreClass(p: NormalizedParameter, band: HealthBand): ScoreClass {
  if (band === "optimal" || band === "normal" || band === "critical") return band;
  return p.evaluation === "borderline_low" || p.evaluation === "borderline_high" ? "borderline" : "out_of_range";
}

/**
 * Overall health score.
 *
 *   raw = 100 × Σ(wᵢ·sᵢ) / Σwᵢ over the scored parameters, with (s, w) = optimal (1, 1), normal (0.8, 1),
 *   borderline (0.5, 2), low/high (0.25, 3), critical (0, 4).
 *
 * Interpretation (contract meanings in brackets):
 *   - poor   (several markers need attention): any critical value, or raw < 50;
 *   - excellent (all markers optimal): raw ≥ 90 and no value outside its range — with normal = 0.8 this
 *     needs at least half the markers in the optimal band and none in warning;
 *   - good   (most markers normal): raw ≥ 75;
 *   - fair   (some markers need attention): raw 50–74.
 * overall = min(round(raw), cap of the interpretation) with caps excellent 100, good 89, fair 74, poor 49
 * (a critical value therefore caps the score at 49). No scorable parameter: overall 0, "fair".
 */
export function scoreParameters(parameters: readonly NormalizedParameter[]): ScoreFact {
  const counts: Record<HealthBand, number> = { optimal: 0, normal: 0, warning: 0, critical: 0 };
  let weighted = 0;
  let weights = 0;
  for (const p of parameters) {
    const band = bandForParameter(p);
    if (band === null) continue;
    counts[band] += 1;
    const c = SCORE_CLASSES[scoreClass(p, band)];
    weighted += c.score * c.weight;
    weights += c.weight;
  }
  const total = counts.optimal + counts.normal + counts.warning + counts.critical;
  if (total === 0) return { overall: 0, interpretation: "fair", counts, total };
  const raw = (100 * weighted) / weights;
  const interpretation: ScoreInterpretation =
    counts.critical > 0 || raw < 50
      ? "poor"
      : raw >= 90 && counts.warning === 0
        ? "excellent"
        : raw >= 75
          ? "good"
          : "fair";
  const overall = Math.min(Math.round(raw), INTERPRETATION_CAP[interpretation]);
  return { overall, interpretation, counts, total };
}
