// What a model is shown: the computed facts, de-identified (age band, sex, analyte names, printed values,
// ranges, evaluations, patterns, score, risks) and nothing else. Built field by field from the facts, so
// nothing outside this whitelist can reach a prompt.
import { en } from "../messages";
import { patternTitle } from "../writer/deterministic-writer";
import type { InterpretationFacts } from "../types";

export interface ModelFacts {
  patient: { age_band: string | null; sex: string | null };
  parameters: {
    analyte_id: string | null;
    name: string;
    short_name: string;
    result: string;
    unit: string;
    reference_low: number | null;
    reference_high: number | null;
    evaluation: string;
    band: string | null;
    body_system: string;
  }[];
  patterns: {
    id: string;
    grade: string | null;
    severity: string;
    title_en: string;
    evidence: { analyte_id: string; result: string; unit: string; evaluation: string }[];
    derived: { id: string; value: number }[];
  }[];
  health_score: { overall: number; scale_max: number; interpretation: string; optimal: number; normal: number; warning: number; critical: number; total: number };
  disease_risks: { id: string; percentage: string; severity: string }[];
}

/** The de-identified facts for a model prompt. */
export function toModelFacts(facts: InterpretationFacts): ModelFacts {
  return {
    patient: { age_band: facts.patient.ageBand, sex: facts.patient.sex },
    parameters: facts.parameters.map((p) => ({
      analyte_id: p.analyteId,
      name: p.name,
      short_name: p.shortName,
      result: p.result,
      unit: p.unit,
      reference_low: p.rangeLow,
      reference_high: p.rangeHigh,
      evaluation: p.evaluation,
      band: p.band,
      body_system: p.system,
    })),
    patterns: facts.patterns.map((p) => ({
      id: p.id,
      grade: p.grade,
      severity: p.severity,
      title_en: patternTitle(p, en),
      evidence: p.evidence.map((e) => ({ analyte_id: e.analyteId, result: e.result, unit: e.unit, evaluation: e.evaluation })),
      derived: p.derived.map((d) => ({ id: d.id, value: d.value })),
    })),
    health_score: {
      overall: facts.score.overall,
      scale_max: 100,
      interpretation: facts.score.interpretation,
      ...facts.score.counts,
      total: facts.score.total,
    },
    disease_risks: facts.risks.map((r) => ({ id: r.id, percentage: `${r.index}%`, severity: r.severity })),
  };
}

/** Every number in what the model is given (values, ranges, indices, counts, digits inside names and units). */
export function numbersOfFacts(payload: unknown): number[] {
  const text = JSON.stringify(payload);
  return [...new Set([...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0])))];
}
