// Turns the requested tests into one series per parameter: dates checked and put in order, names matched through
// the analyte knowledge base, every value converted to one unit (the unit of the latest test) before any
// arithmetic. Problems become VAL_* errors that name the test index and the parameter, never a 500.
import { ApiError } from "@/lib/api/api-error";
import { biologicalVariationFor, type BiologicalVariation } from "@/lib/knowledge/biological-variation";
import { convert, evaluate, getAnalyte, normalizeParameter, parseUnit, type Analyte, type Evaluation, type NormalizedParameter, type PatientContext } from "@/lib/knowledge/analytes";
import type { BloodTestInput } from "./request-schemas";

export interface SeriesPoint {
  /** Index of the test in the request as sent. */
  testIndex: number;
  date: string;
  /** Days since the first test. */
  day: number;
  /** Value in the series unit. */
  value: number;
  evaluation: Evaluation;
  /** Reference limits in the series unit (null = open or unknown). */
  low: number | null;
  high: number | null;
}

export interface Series {
  key: string;
  analyteId: string | null;
  shortName: string;
  longName: string;
  category: string;
  /** The one unit every value of the series is in: the unit printed in the latest test. */
  unit: string;
  /** Decimals to print values with: the most the lab printed in that unit (0–3). */
  decimals: number;
  /** True when at least one value was converted from another unit. */
  converted: boolean;
  points: SeriesPoint[];
  variation: BiologicalVariation & { fallback: boolean };
}

export interface ReadTests {
  /** Test dates in time order. */
  dates: string[];
  /** True when the request was not in date order and the tests were sorted. */
  sorted: boolean;
  /** Parameters found in at least two tests, in the order of their first appearance. */
  series: Series[];
}

const DATE_FIELDS = ["test_date", "lab_date", "results_date", "date"] as const;

/** The test's date from any of the four documented names, as YYYY-MM-DD. */
function dateOf(test: BloodTestInput, index: number): string {
  const raw = DATE_FIELDS.map((f) => test[f]).find((v) => typeof v === "string" && v.trim() !== "");
  if (raw === undefined) {
    throw new ApiError("VAL_2001", `blood_tests[${index}] has no date: send test_date, lab_date, results_date or date (YYYY-MM-DD).`);
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(raw.trim());
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!m || !d || d.toISOString().slice(0, 10) !== `${m[1]}-${m[2]}-${m[3]}`) {
    throw new ApiError("VAL_2002", `blood_tests[${index}] has an invalid date: write it as YYYY-MM-DD, e.g. 2025-03-14.`);
  }
  return `${m[1]}-${m[2]}-${m[3]}`;
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

function numberOf(result: number | string): number | null {
  if (typeof result === "number") return Number.isFinite(result) ? result : null;
  const t = result.trim();
  return /^[-+]?\d+(?:[.,]\d+)?$/.test(t) ? Number(t.replace(",", ".")) : null;
}

function decimalsOf(result: number | string): number {
  const t = typeof result === "number" ? String(result) : result.trim();
  const m = /[.,](\d+)$/.exec(t);
  return m ? Math.min(3, m[1]?.length ?? 0) : 0;
}

function rangeText(p: BloodTestInput["parameters"][number]): string | undefined {
  const lo = p.range_min ?? null;
  const hi = p.range_max ?? null;
  if (lo !== null && hi !== null) return `${lo}-${hi}`;
  if (hi !== null) return `< ${hi}`;
  if (lo !== null) return `> ${lo}`;
  return p.reference_range;
}

function patientOf(tests: readonly BloodTestInput[]): PatientContext {
  const ctx: PatientContext = {};
  for (const t of tests) {
    const sex = t.metadata?.patient_sex ?? t.metadata?.gender ?? t.metadata?.sex;
    if (sex === "male" || sex === "female" || sex === "other") ctx.sex = sex;
    const age = Number(t.metadata?.patient_age ?? t.metadata?.age);
    if (Number.isFinite(age) && age > 0 && age < 130) ctx.ageYears = age;
  }
  return ctx;
}

interface Reading {
  testIndex: number;
  date: string;
  day: number;
  name: string;
  value: number;
  unit: string;
  decimals: number;
  evaluation: Evaluation;
  low: number | null;
  high: number | null;
}

interface Group {
  key: string;
  analyte: Analyte | null;
  shortName: string;
  longName: string;
  category: string;
  readings: Reading[];
}

const sameUnitText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What a series needs of a normalised line (copying the whole parameter per value costs garbage collection). */
type Line = Pick<NormalizedParameter, "analyteId" | "shortName" | "longName" | "category" | "evaluation" | "rangeNormalMin" | "rangeNormalMax">;
const LINE_FIELDS = (n: NormalizedParameter): Line => ({
  analyteId: n.analyteId, shortName: n.shortName, longName: n.longName, category: n.category, evaluation: n.evaluation,
  rangeNormalMin: n.rangeNormalMin, rangeNormalMax: n.rangeNormalMax,
});

/**
 * Reads and checks the tests. Why one unit per parameter: glucose in mg/dL in one test and mmol/L in the next
 * must compare as the same quantity, so every value is converted into the unit of the latest test first.
 */
export function readTests(tests: readonly BloodTestInput[], language = "en"): ReadTests {
  const dated = tests.map((test, index) => ({ test, index, date: dateOf(test, index) }));
  const seen = new Map<string, number>();
  for (const { date, index } of dated) {
    const other = seen.get(date);
    if (other !== undefined) {
      throw new ApiError("VAL_2002", `blood_tests[${other}] and blood_tests[${index}] have the same date ${date}: send one test per date (merge results of the same day into one test).`);
    }
    seen.set(date, index);
  }
  const ordered = [...dated].sort((a, b) => a.date.localeCompare(b.date));
  const sorted = ordered.some((t, i) => t.index !== i);
  const firstDate = ordered[0]?.date ?? "";
  const patient = patientOf(tests);

  // The same name, unit and range recur in every test: match and read the range once, evaluate each value.
  const seenLines = new Map<string, NormalizedParameter>();
  const normalized = (name: string, longName: string | undefined, value: number, unit: string, range: string | undefined, names: string[]): Line => {
    const key = `${name}\u0000${longName ?? ""}\u0000${unit}\u0000${range ?? ""}`;
    const known = seenLines.get(key);
    if (known) {
      const analyte = known.analyteId ? (getAnalyte(known.analyteId) ?? null) : null;
      const printed = known.rangeSource === "printed" ? { min: known.rangeNormalMin, max: known.rangeNormalMax } : null;
      return { ...LINE_FIELDS(known), evaluation: evaluate(value, printed, analyte, patient, unit || undefined) };
    }
    let n = normalizeParameter({ name, result: value, unit, rangeText: range }, patient, { language, neighbours: names });
    if (n.analyteId === null && longName) n = normalizeParameter({ name: longName, result: value, unit, rangeText: range }, patient, { language });
    seenLines.set(key, n);
    return LINE_FIELDS(n);
  };

  const groups = new Map<string, Group>();
  for (const { test, index, date } of ordered) {
    const day = daysBetween(firstDate, date);
    const names = test.parameters.map((p) => p.short_name);
    for (const p of test.parameters) {
      const label = `blood_tests[${index}] parameter '${p.short_name.slice(0, 60)}'`;
      const value = numberOf(p.result);
      if (value === null) throw new ApiError("VAL_2002", `${label}: the result must be a number (text results such as '<0.5' or 'positive' cannot be compared).`);
      const unit = p.unit.trim();
      if (unit !== "" && parseUnit(unit) === null) throw new ApiError("VAL_2002", `${label}: the unit '${unit.slice(0, 40)}' is not a known unit.`);
      const n = normalized(p.short_name, p.long_name, value, unit, rangeText(p), names);
      const key = n.analyteId ?? `name:${p.short_name.trim().toLowerCase().replace(/\s+/g, " ")}`;
      let group = groups.get(key);
      if (!group) {
        group = { key, analyte: n.analyteId ? (getAnalyte(n.analyteId) ?? null) : null, shortName: n.shortName, longName: p.long_name?.trim() || n.longName, category: n.category, readings: [] };
        groups.set(key, group);
      }
      if (group.readings.some((r) => r.testIndex === index)) continue; // the same analyte printed twice in one test: the first counts
      group.readings.push({
        testIndex: index, date, day, name: p.short_name, value, unit, decimals: decimalsOf(p.result), evaluation: n.evaluation,
        low: n.rangeNormalMin, high: n.rangeNormalMax,
      });
    }
  }

  const series: Series[] = [];
  for (const g of groups.values()) {
    if (g.readings.length < 2) continue;
    series.push(toSeries(g));
  }
  if (series.length === 0) {
    throw new ApiError(
      "VAL_2008",
      "No parameter appears in at least two of the tests, so nothing can be compared. Use the same parameters (any language or abbreviation the knowledge base knows) across tests. No credit was charged.",
    );
  }
  return { dates: ordered.map((t) => t.date), sorted, series };
}

function toSeries(g: Group): Series {
  const latest = g.readings[g.readings.length - 1] as Reading;
  const unit = latest.unit;
  let converted = false;
  const inUnit = (r: Reading, v: number | null): number | null => {
    if (v === null) return null;
    if (sameUnitText(r.unit, unit)) return v;
    const out = convert(v, r.unit, unit, g.analyte);
    if (out === null) {
      throw new ApiError(
        "VAL_2002",
        `blood_tests[${r.testIndex}] parameter '${r.name.slice(0, 60)}': '${r.unit || "(no unit)"}' cannot be converted to '${unit || "(no unit)"}', the unit of the latest test.`,
      );
    }
    return out;
  };
  const points = g.readings.map((r) => {
    const value = inUnit(r, r.value) as number;
    if (!sameUnitText(r.unit, unit)) converted = true;
    return { testIndex: r.testIndex, date: r.date, day: r.day, value, evaluation: r.evaluation, low: inUnit(r, r.low), high: inUnit(r, r.high) };
  });
  const printedHere = g.readings.filter((r) => sameUnitText(r.unit, unit)).map((r) => r.decimals);
  return {
    key: g.key,
    analyteId: g.analyte?.id ?? null,
    // The name the latest test printed (what the clinician reads on the report), the knowledge base's full name.
    shortName: latest.name.trim(),
    longName: g.analyte?.longName ?? g.longName,
    category: g.category,
    unit,
    decimals: Math.max(0, ...printedHere),
    converted,
    points,
    variation: biologicalVariationFor(g.analyte?.id ?? null),
  };
}

/** Rounds for people: to `decimals` places, halves away from zero (−18.75 → −18.8), without "-0". */
export function roundTo(x: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = (Math.sign(x) * Math.round(Math.abs(x) * f + 1e-9)) / f; // half away from zero, as people round
  return Object.is(r, -0) ? 0 : r;
}
