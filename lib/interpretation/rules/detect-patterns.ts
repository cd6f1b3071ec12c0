// Evaluates the pattern table against one report. Pure: same parameters and patient, same patterns.
import type { NormalizedParameter, PatientContext } from "@/lib/knowledge/analytes/types";
import type { DerivedValue, PatternEvidence, PatternFact } from "../types";
import { derivedValue, evaluateCondition, supportOf, type RuleContext } from "./conditions";
import { buildMarkerTable } from "./marker-table";
import { PATTERN_RULES, type PatternRule } from "./pattern-rules";

function evidenceFor(ids: readonly string[], ctx: RuleContext): PatternEvidence[] {
  const out: PatternEvidence[] = [];
  for (const id of ids) {
    const p = ctx.markers.get(id);
    if (!p) continue;
    out.push({ analyteId: id, name: p.longName, result: p.result, unit: p.unit, evaluation: p.evaluation });
  }
  return out;
}

function unique<T>(list: readonly T[]): T[] {
  return [...new Set(list)];
}

function matchRule(rule: PatternRule, ctx: RuleContext): PatternFact | null {
  if (!evaluateCondition(rule.when, ctx)) return null;
  const grade = rule.grades ? rule.grades.find((g) => evaluateCondition(g.when, ctx)) : undefined;
  if (rule.grades && !grade) return null;
  const support = supportOf(rule.when, ctx);
  if (grade) supportOf(grade.when, ctx, support);
  const derived: DerivedValue[] = [];
  for (const id of support.derived) {
    const v = derivedValue(id, ctx);
    if (v !== null) derived.push({ id, value: Math.round(v * 100) / 100 });
  }
  return {
    id: rule.id,
    grade: grade?.id ?? null,
    severity: grade?.severity ?? rule.severity ?? "info",
    system: rule.system,
    evidence: evidenceFor(support.markers, ctx),
    derived,
    followUp: unique([...(grade?.followUp ?? []), ...rule.followUp]),
    lifestyle: unique([...(grade?.lifestyle ?? []), ...rule.lifestyle]),
  };
}

/**
 * Finds the clinical patterns of a report (iron deficiency, anaemia type, glycaemia, lipids, liver pattern,
 * kidney stage, thyroid, inflammation, vitamins, electrolytes) from the rule table, in table order, with
 * the values that support each. Rules only see markers that are present; superseded patterns are dropped.
 */
export function detectPatterns(parameters: readonly NormalizedParameter[], patient: PatientContext): PatternFact[] {
  const ctx: RuleContext = { markers: buildMarkerTable(parameters), patient };
  const found = PATTERN_RULES.map((r) => matchRule(r, ctx)).filter((p): p is PatternFact => p !== null);
  const superseded = new Set(
    PATTERN_RULES.filter((r) => found.some((p) => p.id === r.id)).flatMap((r) => r.supersedes ?? []),
  );
  return found.filter((p) => !superseded.has(p.id) && !superseded.has(`${p.id}:${p.grade}`));
}
