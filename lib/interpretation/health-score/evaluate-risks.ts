// Evaluators for the disease-risk rule table: banded scales, points, the KDIGO grid and pattern grades.
import type { NormalizedParameter, PatientContext } from "@/lib/knowledge/analytes/types";
import type { PatternFact, RiskFact, RiskSeverity } from "../types";
import { derivedValue, resolveThreshold, type RuleContext } from "../rules/conditions";
import { DERIVED_INPUTS } from "../rules/derived-indices";
import { buildMarkerTable } from "../rules/marker-table";
import { positionInRange } from "./parameter-band";
import {
  RISK_RULES,
  type BandAxis,
  type BandedRiskRule,
  type BandScale,
  type GridRiskRule,
  type PatternRiskRule,
  type PointsRiskRule,
  type RiskSource,
} from "./risk-rules";

const SEVERITY_ORDER: readonly RiskSeverity[] = ["low", "moderate", "high", "very_high"];

/**
 * Risk index on the common 0–100 scale: severity k (0–3) owns [25k + 1, 25k + 24]; position p ∈ [0, 1]
 * inside the band adds round(23 p). low 1–24, moderate 26–49, high 51–74, very_high 76–99.
 */
export function riskIndex(severity: RiskSeverity, position: number): number {
  const k = SEVERITY_ORDER.indexOf(severity);
  const p = Math.min(1, Math.max(0, Number.isFinite(position) ? position : 0));
  return 25 * k + 1 + Math.round(23 * p);
}

interface Placed {
  severity: RiskSeverity;
  position: number;
}

function readSource(s: RiskSource, ctx: RuleContext): number | null {
  if ("age" in s) return ctx.patient.ageYears ?? null;
  if ("derived" in s) return derivedValue(s.derived, ctx);
  return ctx.markers.value(s.marker, s.unit);
}

function sourceIds(s: RiskSource): readonly string[] {
  if ("age" in s) return [];
  if ("derived" in s) return [s.derived, ...DERIVED_INPUTS[s.derived]];
  return [s.marker];
}

function crossed(v: number, edge: number, worse: "higher" | "lower"): boolean {
  return worse === "higher" ? v >= edge : v < edge;
}

/** Places a value on a five-edge scale: severity = edges crossed, position = share of the band covered. */
export function placeOnScale(v: number, scale: BandScale, patient: PatientContext): Placed {
  const e = scale.edges.map((x) => resolveThreshold(x, patient));
  let k = 0;
  while (k < 3 && crossed(v, e[k + 1]!, scale.worse)) k += 1;
  const from = e[k]!;
  const to = e[k + 1]!;
  return { severity: SEVERITY_ORDER[k]!, position: to === from ? 0 : (v - from) / (to - from) };
}

function worst(a: Placed | null, b: Placed): Placed {
  if (!a) return b;
  const ka = SEVERITY_ORDER.indexOf(a.severity);
  const kb = SEVERITY_ORDER.indexOf(b.severity);
  return kb > ka || (kb === ka && b.position > a.position) ? b : a;
}

function ageAllows(minAge: number | undefined, patient: PatientContext): boolean {
  return minAge === undefined || patient.ageYears === undefined || patient.ageYears >= minAge;
}

function evaluateBanded(rule: BandedRiskRule, ctx: RuleContext): RiskFact | null {
  if (!ageAllows(rule.minAge, ctx.patient)) return null;
  let best: Placed | null = null;
  const basis: string[] = [];
  for (const scale of rule.scales) {
    const v = readSource(scale.source, ctx);
    if (v === null) continue;
    basis.push(...sourceIds(scale.source));
    best = worst(best, placeOnScale(v, scale, ctx.patient));
  }
  return best ? { id: rule.id, severity: best.severity, index: riskIndex(best.severity, best.position), basis } : null;
}

/** Points of one item; null when none of its sources is present. */
function itemPoints(item: PointsRiskRule["items"][number], ctx: RuleContext, basis: string[]): number | null {
  let result: number | null = null;
  for (const { source, steps } of item.sources) {
    const v = readSource(source, ctx);
    if (v === null) continue;
    basis.push(...sourceIds(source));
    const matching = steps.filter(
      (s) => (s.gte === undefined || v >= resolveThreshold(s.gte, ctx.patient)) && (s.lt === undefined || v < resolveThreshold(s.lt, ctx.patient)),
    );
    const pts = item.mode === "sum" ? matching.reduce((a, s) => a + s.points, 0) : (matching[0]?.points ?? 0);
    result = result === null ? pts : Math.max(result, pts);
    if (item.combine === "first") break;
  }
  return result;
}

/** Sums the rule's points (floor 0) and places the total on the rule's edges. */
export function cardiovascularPoints(rule: PointsRiskRule, ctx: RuleContext, basis: string[] = []): number {
  const total = rule.items.reduce((sum, item) => sum + (itemPoints(item, ctx, basis) ?? 0), 0);
  return Math.max(0, total);
}

function evaluatePoints(rule: PointsRiskRule, ctx: RuleContext): RiskFact | null {
  if (!rule.requiresAny.some((id) => ctx.markers.has(id))) return null;
  const basis: string[] = [];
  const total = cardiovascularPoints(rule, ctx, basis);
  const placed = placeOnScale(total, { source: { age: true }, worse: "higher", edges: rule.edges }, ctx.patient);
  return { id: rule.id, severity: placed.severity, index: riskIndex(placed.severity, placed.position), basis };
}

/** Category index along an axis and the position inside it (0 when the axis is missing). */
function placeOnAxis(v: number | null, axis: BandAxis): { k: number; position: number } {
  if (v === null) return { k: 0, position: 0 };
  let k = 0;
  while (k < axis.edges.length && crossed(v, axis.edges[k]!, axis.worse)) k += 1;
  const lo = k === 0 ? axis.ends[0] : axis.edges[k - 1]!;
  const hi = k === axis.edges.length ? axis.ends[1] : axis.edges[k]!;
  return { k, position: hi === lo ? 0 : (v - lo) / (hi - lo) };
}

function evaluateGrid(rule: GridRiskRule, ctx: RuleContext): RiskFact | null {
  if (!ageAllows(rule.minAge, ctx.patient)) return null;
  const row = readSource(rule.rows.source, ctx);
  const col = readSource(rule.columns.source, ctx);
  if (row === null && col === null) return null;
  const r = placeOnAxis(row, rule.rows);
  const c = placeOnAxis(col, rule.columns);
  const severity = rule.grid[r.k]?.[c.k] ?? "low";
  const basis = [...(row !== null ? sourceIds(rule.rows.source) : []), ...(col !== null ? sourceIds(rule.columns.source) : [])];
  return { id: rule.id, severity, index: riskIndex(severity, row !== null ? r.position : c.position), basis };
}

function evaluatePatternRisk(rule: PatternRiskRule, ctx: RuleContext, patterns: readonly PatternFact[]): RiskFact | null {
  const present = rule.requiresAny.filter((id) => ctx.markers.has(id));
  if (present.length === 0) return null;
  const hit = patterns.find((p) => p.id === rule.pattern);
  const severity: RiskSeverity = hit?.grade ? (rule.grades[hit.grade] ?? "moderate") : "low";
  let position = 0.5;
  if (severity === "low") {
    const p = ctx.markers.get(rule.centreMarker);
    const pos = p?.value != null ? positionInRange(p.value, p.rangeNormalMin, p.rangeNormalMax) : null;
    position = pos === null ? 0 : Math.abs(pos - 0.5) * 2;
  }
  return { id: rule.id, severity, index: riskIndex(severity, position), basis: present };
}

/**
 * Disease risks of a report from the rule table (type 2 diabetes, cardiovascular, anaemia, CKD, liver
 * fibrosis, thyroid dysfunction, vitamin D deficiency), only for rules whose markers are present.
 * `patterns` are the report's detected patterns (the thyroid rule reads its grade).
 */
export function evaluateRisks(
  parameters: readonly NormalizedParameter[],
  patient: PatientContext,
  patterns: readonly PatternFact[],
): RiskFact[] {
  const ctx: RuleContext = { markers: buildMarkerTable(parameters), patient };
  const out: RiskFact[] = [];
  for (const rule of RISK_RULES) {
    const fact =
      rule.kind === "banded"
        ? evaluateBanded(rule, ctx)
        : rule.kind === "points"
          ? evaluatePoints(rule, ctx)
          : rule.kind === "grid"
            ? evaluateGrid(rule, ctx)
            : evaluatePatternRisk(rule, ctx, patterns);
    if (fact) out.push({ ...fact, basis: [...new Set(fact.basis)] });
  }
  return out;
}
