// The small condition language the rule tables are written in, and its evaluator. A condition names
// analytes by id and thresholds in a stated unit; the evaluator is the only code that reads values, so a
// rule never needs an `if` about a particular marker.
import type { Evaluation, PatientContext } from "@/lib/knowledge/analytes/types";
import { DERIVED, DERIVED_INPUTS, type DerivedId } from "./derived-indices";
import type { MarkerTable } from "./marker-table";

/** A threshold that depends on sex and optionally on age (children, or a different cut-off from 65). */
export interface PatientThreshold {
  male: number;
  female: number;
  /** Used when sex is unknown or "other". */
  unknown: number;
  /** Age overrides, checked in order: the first entry with age < `below` wins; unknown age uses sex. */
  byAge?: readonly { below: number; value: number }[];
}
export type Threshold = number | PatientThreshold;

/** Evaluation classes: "below"/"above" cover low, borderline and critical on that side; "within" = normal. */
export type Direction = "below" | "above" | "within" | Evaluation;

interface Bounds<T> {
  lt?: T;
  lte?: T;
  gt?: T;
  gte?: T;
}
export type MarkerCondition = { marker: string; unit: string } & Bounds<Threshold>;
export type FlagCondition = { marker: string; flag: readonly Direction[] };
export type DerivedCondition = { derived: DerivedId } & Bounds<number>;

export type Condition =
  | MarkerCondition
  | FlagCondition
  | DerivedCondition
  | { present: string }
  | { derivedPresent: DerivedId }
  | { age: Bounds<number> }
  | { all: readonly Condition[] }
  | { any: readonly Condition[] }
  | { not: Condition };

export interface RuleContext {
  markers: MarkerTable;
  patient: PatientContext;
}

const DIRECTIONS: Readonly<Record<Direction, readonly Evaluation[]>> = {
  below: ["low", "borderline_low", "critical_low"],
  above: ["high", "borderline_high", "critical_high"],
  within: ["normal"],
  normal: ["normal"],
  low: ["low"],
  high: ["high"],
  critical_low: ["critical_low"],
  critical_high: ["critical_high"],
  borderline_low: ["borderline_low"],
  borderline_high: ["borderline_high"],
};

/** The number a threshold stands for, for this patient. */
export function resolveThreshold(t: Threshold, patient: PatientContext): number {
  if (typeof t === "number") return t;
  const age = patient.ageYears;
  if (age !== undefined && t.byAge) {
    const child = t.byAge.find((c) => age < c.below);
    if (child) return child.value;
  }
  if (patient.sex === "male") return t.male;
  if (patient.sex === "female") return t.female;
  return t.unknown;
}

function inBounds(v: number, b: Bounds<Threshold>, patient: PatientContext): boolean {
  const r = (t: Threshold) => resolveThreshold(t, patient);
  if (b.lt !== undefined && !(v < r(b.lt))) return false;
  if (b.lte !== undefined && !(v <= r(b.lte))) return false;
  if (b.gt !== undefined && !(v > r(b.gt))) return false;
  if (b.gte !== undefined && !(v >= r(b.gte))) return false;
  return true;
}

/** The value of a derived index for this report, null when its inputs are missing. */
export function derivedValue(id: DerivedId, ctx: RuleContext): number | null {
  return DERIVED[id](ctx.markers, ctx.patient);
}

/**
 * True when the condition holds. A condition about an absent marker is false (so `not` of it is true):
 * rules that need a marker to be measured say so with `present`.
 */
export function evaluateCondition(c: Condition, ctx: RuleContext): boolean {
  if ("all" in c) return c.all.every((x) => evaluateCondition(x, ctx));
  if ("any" in c) return c.any.some((x) => evaluateCondition(x, ctx));
  if ("not" in c) return !evaluateCondition(c.not, ctx);
  if ("present" in c) return ctx.markers.has(c.present);
  if ("derivedPresent" in c) return derivedValue(c.derivedPresent, ctx) !== null;
  if ("age" in c) {
    const age = ctx.patient.ageYears;
    return age !== undefined && inBounds(age, c.age, ctx.patient);
  }
  if ("derived" in c) {
    const v = derivedValue(c.derived, ctx);
    return v !== null && inBounds(v, c, ctx.patient);
  }
  if ("flag" in c) {
    const p = ctx.markers.get(c.marker);
    return p !== undefined && c.flag.some((d) => DIRECTIONS[d].includes(p.evaluation));
  }
  const v = ctx.markers.value(c.marker, c.unit);
  return v !== null && inBounds(v, c, ctx.patient);
}

/** What made a true condition true: the analytes and derived indices of its satisfied branches. */
export interface Support {
  markers: string[];
  derived: DerivedId[];
}

/**
 * The evidence of a condition that holds, in first-mention order: for `any`, only the branches that are
 * true (a normal CRP is not evidence of iron deficiency); `not` and `age` contribute nothing; a derived
 * index contributes itself and its inputs.
 */
export function supportOf(c: Condition, ctx: RuleContext, out: Support = { markers: [], derived: [] }): Support {
  const add = (id: string) => {
    if (!out.markers.includes(id) && ctx.markers.has(id)) out.markers.push(id);
  };
  if ("all" in c) c.all.forEach((x) => supportOf(x, ctx, out));
  else if ("any" in c) c.any.filter((x) => evaluateCondition(x, ctx)).forEach((x) => supportOf(x, ctx, out));
  else if ("present" in c) add(c.present);
  else if ("derivedPresent" in c) DERIVED_INPUTS[c.derivedPresent].forEach(add);
  else if ("derived" in c) {
    DERIVED_INPUTS[c.derived].forEach(add);
    if (!out.derived.includes(c.derived)) out.derived.push(c.derived);
  } else if ("marker" in c) add(c.marker);
  return out;
}
