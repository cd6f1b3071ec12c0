// The contract's health_score block and disease_risks list, localised from the computed facts.
import type { NormalizedParameter, PatientContext } from "@/lib/knowledge/analytes/types";
import { buildFacts } from "../facts/build-facts";
import { chooseCatalogue, hasMessage, type Catalogue, type MessageKey } from "../messages";
import type { DiseaseRisk, HealthScore, InterpretationFacts, PatternSeverity } from "../types";

/** At most this many recommendations, most pressing first. */
export const MAX_RECOMMENDATIONS = 6;

const RANK: Readonly<Record<PatternSeverity, number>> = { urgent: 0, attention: 1, info: 2 };

/**
 * Recommendation keys for a report: urgent contact when a value is critical, discuss and retest when any
 * value is out of range, then the lifestyle advice of the detected patterns (most pressing first), or
 * "keep up your habits" when everything is in range.
 */
export function recommendationKeys(facts: InterpretationFacts): MessageKey[] {
  const { counts, total } = facts.score;
  if (total === 0) return ["rec.no_data"];
  const keys: MessageKey[] = [];
  if (counts.critical > 0) keys.push("rec.urgent");
  if (counts.warning + counts.critical > 0) keys.push("rec.discuss", "rec.retest");
  const lifestyle = [...facts.patterns]
    .sort((a, b) => RANK[a.severity] - RANK[b.severity])
    .flatMap((p) => p.lifestyle.map((k) => `lifestyle.${k}`))
    .filter(hasMessage);
  keys.push(...new Set(lifestyle));
  if (keys.length === 0) keys.push("rec.keep_habits");
  return keys.slice(0, MAX_RECOMMENDATIONS);
}

/** health_score and disease_risks in the catalogue's language. */
export function localizeHealth(facts: InterpretationFacts, m: Catalogue): { health_score: HealthScore; disease_risks: DiseaseRisk[] } {
  const { score } = facts;
  return {
    health_score: {
      overall: score.overall,
      optimal: score.counts.optimal,
      normal: score.counts.normal,
      warning: score.counts.warning,
      critical: score.counts.critical,
      total_parameters: score.total,
      score_interpretation: score.interpretation,
      recommendations: recommendationKeys(facts).map((k) => m[k]),
    },
    disease_risks: facts.risks.map((r) => ({
      name: hasMessage(`risk.${r.id}`) ? m[`risk.${r.id}` as MessageKey] : r.id,
      percentage: `${r.index}%`,
      severity: r.severity,
    })),
  };
}

/**
 * The health-score endpoints' block for a report: overall score with band counts and interpretation,
 * localised recommendations, and rule-based disease risks. Deterministic; English (see `chooseCatalogue`)
 * when the language has no complete catalogue.
 */
export function computeHealthScore(
  parameters: readonly NormalizedParameter[],
  patient: PatientContext,
  language: string,
): { health_score: HealthScore; disease_risks: DiseaseRisk[] } {
  return localizeHealth(buildFacts(parameters, patient), chooseCatalogue(language).messages);
}
