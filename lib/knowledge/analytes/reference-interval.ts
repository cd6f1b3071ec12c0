// Choosing the knowledge-base reference interval for one patient: age band first, then sex. When the sex is
// unknown (or "other") and the data only has sex-specific intervals, the union of them is used — the same rule
// as for printed ranges (ranges.ts): a value is flagged only when it is outside the interval of either sex.
import type { Analyte, PatientContext, ReferenceInterval } from "./types";

/** Age assumed when none is given: the data's adult intervals are what an unlabelled adult report means. */
export const DEFAULT_ADULT_AGE = 40;

export interface Interval {
  low: number | null;
  high: number | null;
}

/**
 * The analyte's reference interval (canonical unit) for the patient, or null when the analyte has none.
 * Age: intervals whose [ageMin, ageMax) contain the age (unknown age = 40 years); the narrowest band wins. Under
 * 18, only intervals banded by age count (none: null).
 * Sex: the patient's own sex, else sex-neutral intervals, else the union of both sexes.
 */
export function referenceIntervalFor(analyte: Analyte, patient: PatientContext | undefined): Interval | null {
  if (analyte.ranges.length === 0) return null;
  const age = patient?.ageYears ?? DEFAULT_ADULT_AGE;
  const sex = patient?.sex === "male" || patient?.sex === "female" ? patient.sex : null;
  // Why a cache: a trend request evaluates the same analyte for the same patient up to 50 times, and the choice
  // below filters and sorts on every call. Analyte records are immutable data, so the choice never goes stale;
  // callers get a copy so none of them can change another's interval.
  let perAnalyte = chosenIntervals.get(analyte);
  if (perAnalyte === undefined) chosenIntervals.set(analyte, (perAnalyte = new Map()));
  const key = `${age}|${sex ?? ""}`;
  let chosen = perAnalyte.get(key);
  if (chosen === undefined) {
    chosen = chooseInterval(analyte, age, sex);
    if (perAnalyte.size < 500) perAnalyte.set(key, chosen);
  }
  return chosen === null ? null : { low: chosen.low, high: chosen.high };
}

const chosenIntervals = new WeakMap<Analyte, Map<string, Interval | null>>();

/** Below this age the data's unbanded (adult) intervals are not used: children's intervals differ markedly. */
const ADULT_FROM_AGE = 18;

function chooseInterval(analyte: Analyte, age: number, sex: "male" | "female" | null): Interval | null {
  let pool = analyte.ranges.filter((r) => (r.ageMin ?? -Infinity) <= age && age < (r.ageMax ?? Infinity));
  // A child is judged only by an interval banded for its age: an adult differential (lymphocytes 20–40 %) made an
  // infant's normal 60 % "high". With no such band the data has no interval for the child (the printed one decides).
  if (age < ADULT_FROM_AGE) pool = pool.filter((r) => r.ageMin !== undefined || r.ageMax !== undefined);
  if (pool.length === 0 && age < ADULT_FROM_AGE) return null;
  if (pool.length === 0) pool = [...analyte.ranges];
  const own = sex === null ? [] : pool.filter((r) => r.sex === sex);
  const neutral = pool.filter((r) => r.sex === undefined);
  if (own.length > 0) return narrowest(own);
  if (neutral.length > 0) return narrowest(neutral);
  const male = pool.filter((r) => r.sex === "male");
  const female = pool.filter((r) => r.sex === "female");
  const parts = [male.length > 0 ? narrowest(male) : null, female.length > 0 ? narrowest(female) : null].filter(
    (x): x is Interval => x !== null,
  );
  return unionOf(parts);
}

function narrowest(list: readonly ReferenceInterval[]): Interval {
  const width = (r: ReferenceInterval) => (r.ageMax ?? 200) - (r.ageMin ?? 0);
  const chosen = [...list].sort((a, b) => width(a) - width(b))[0]!;
  return { low: chosen.low, high: chosen.high };
}

/** Smallest interval holding all given intervals; an open side anywhere stays open. */
export function unionOf(intervals: readonly Interval[]): Interval | null {
  if (intervals.length === 0) return null;
  let low: number | null = intervals[0]!.low;
  let high: number | null = intervals[0]!.high;
  for (const i of intervals.slice(1)) {
    low = low === null || i.low === null ? null : Math.min(low, i.low);
    high = high === null || i.high === null ? null : Math.max(high, i.high);
  }
  return { low, high };
}
