// Statistics of one parameter's series over time. Descriptive figures and the least-squares fit come from
// simple-statistics; the few pieces it lacks (Theil–Sen, Mann–Kendall, Student-t quantile) are the textbook
// formulas, cited beside each. Time is in days since the first test; slopes are reported per month.
import { errorFunction, gammaln, linearRegression, max, mean, median, min, sampleStandardDeviation } from "simple-statistics";

/** Average Gregorian month in days (365.25 / 12), the unit of every reported slope. */
export const DAYS_PER_MONTH = 30.4375;

export interface Descriptive {
  mean: number;
  median: number;
  min: number;
  max: number;
  /** Sample standard deviation (n − 1); 0 for a single value. */
  sd: number;
}

/** Why: the contract's statistical_analysis and statistics blocks are these five figures. */
export function describeValues(values: readonly number[]): Descriptive {
  const v = [...values];
  return { mean: mean(v), median: median(v), min: min(v), max: max(v), sd: v.length > 1 ? sampleStandardDeviation(v) : 0 };
}

export interface Line {
  /** Change per day. */
  slope: number;
  /** Value at day 0. */
  intercept: number;
}

/** Ordinary least squares (simple-statistics); a flat line through the mean when all days coincide. */
export function olsLine(days: readonly number[], values: readonly number[]): Line {
  if (new Set(days).size < 2) return { slope: 0, intercept: mean([...values]) };
  const fit = linearRegression(days.map((d, i) => [d, values[i] ?? 0]));
  return { slope: fit.m, intercept: fit.b };
}

/**
 * Theil–Sen estimator (Theil 1950; Sen 1968): the median of all pairwise slopes, intercept the median of
 * y − slope·x. Why: robust to one aberrant result, which a least-squares line is not.
 */
export function theilSenLine(days: readonly number[], values: readonly number[]): Line {
  const slopes: number[] = [];
  for (let i = 0; i < days.length; i++) {
    for (let j = i + 1; j < days.length; j++) {
      const dx = (days[j] ?? 0) - (days[i] ?? 0);
      if (dx !== 0) slopes.push(((values[j] ?? 0) - (values[i] ?? 0)) / dx);
    }
  }
  const slope = slopes.length ? median(slopes) : 0;
  return { slope, intercept: median(days.map((d, i) => (values[i] ?? 0) - slope * d)) };
}

export interface MannKendall {
  s: number;
  variance: number;
  z: number;
  /** Two-sided p-value from the normal approximation. */
  p: number;
}

/** Standard normal CDF through the error function: Φ(z) = ½(1 + erf(z/√2)). */
export function normalCdf(z: number): number {
  return 0.5 * (1 + errorFunction(z / Math.SQRT2));
}

/**
 * Mann–Kendall trend test (Mann 1945; Kendall 1975) on values in time order: S = Σ sign(xj − xi), variance with
 * the tie correction [n(n−1)(2n+5) − Σ t(t−1)(2t+5)] / 18, Z with continuity correction, two-sided p = 2(1 − Φ(|Z|)).
 * Why: says whether a monotonic trend is more than chance without assuming a straight line or normal errors.
 * With fewer than 4 values no p below 0.05 is possible; the p-value then says so honestly.
 */
export function mannKendall(values: readonly number[]): MannKendall {
  const n = values.length;
  let s = 0;
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) s += Math.sign((values[j] ?? 0) - (values[i] ?? 0));
  const ties = new Map<number, number>();
  for (const v of values) ties.set(v, (ties.get(v) ?? 0) + 1);
  let tieTerm = 0;
  for (const t of ties.values()) tieTerm += t * (t - 1) * (2 * t + 5);
  const variance = (n * (n - 1) * (2 * n + 5) - tieTerm) / 18;
  const z = variance <= 0 || s === 0 ? 0 : (s > 0 ? s - 1 : s + 1) / Math.sqrt(variance);
  return { s, variance, z, p: Math.min(1, 2 * (1 - normalCdf(Math.abs(z)))) };
}

/** Student-t density. */
function tDensity(t: number, df: number): number {
  const logC = gammaln((df + 1) / 2) - gammaln(df / 2) - 0.5 * Math.log(df * Math.PI);
  return Math.exp(logC - ((df + 1) / 2) * Math.log(1 + (t * t) / df));
}

/** P(0 ≤ T ≤ x) by composite Simpson's rule (x ≥ 0); 400 panels give 6+ correct digits for df ≥ 1, x ≤ 20. */
function tMass(x: number, df: number): number {
  const panels = 400;
  const h = x / panels;
  let sum = tDensity(0, df) + tDensity(x, df);
  for (let i = 1; i < panels; i++) sum += (i % 2 === 1 ? 4 : 2) * tDensity(i * h, df);
  return (sum * h) / 3;
}

/**
 * Two-sided Student-t critical value t(1 − α/2, df), by bisection on the integrated density (simple-statistics
 * has no t quantile). Why: prediction intervals from few points need t, not the normal 1.96.
 */
const T_CACHE = new Map<string, number>();

export function tCritical(confidence: number, df: number): number {
  const key = `${confidence}:${df}`;
  const cached = T_CACHE.get(key);
  if (cached !== undefined) return cached;
  const value = tCriticalUncached(confidence, df);
  T_CACHE.set(key, value);
  return value;
}

function tCriticalUncached(confidence: number, df: number): number {
  const target = confidence / 2;
  let lo = 0;
  let hi = 1;
  while (tMass(hi, df) < target && hi < 1e4) hi *= 2;
  for (let k = 0; k < 60; k++) {
    const mid = (lo + hi) / 2;
    if (tMass(mid, df) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

export interface Prediction {
  day: number;
  value: number;
  lower: number;
  upper: number;
}

/**
 * Predicted value at `day` from the least-squares line with its prediction interval:
 * ŷ ± t(n−2) · s · √(1 + 1/n + (x₀ − x̄)² / Sxx) (any regression text, e.g. Montgomery, Introduction to Linear
 * Regression Analysis, §2.5). Why: a future single result scatters around the line; the interval says how much.
 * Null with fewer than 4 points (2 degrees of freedom is the least that gives a usable interval).
 */
export function predictAt(days: readonly number[], values: readonly number[], line: Line, day: number, confidence = 0.95): Prediction | null {
  const n = days.length;
  if (n < 4) return null;
  const xBar = mean([...days]);
  const sxx = days.reduce((acc, d) => acc + (d - xBar) ** 2, 0);
  if (sxx === 0) return null;
  const sse = days.reduce((acc, d, i) => acc + ((values[i] ?? 0) - (line.intercept + line.slope * d)) ** 2, 0);
  const s = Math.sqrt(sse / (n - 2));
  const half = tCritical(confidence, n - 2) * s * Math.sqrt(1 + 1 / n + (day - xBar) ** 2 / sxx);
  const value = line.intercept + line.slope * day;
  return { day, value, lower: value - half, upper: value + half };
}

/**
 * Days until the series, moving from `last` at `slopePerDay`, reaches the reference limit it is heading for.
 * Null when it is not heading for a limit (a lower limit of 0 counts as none), the slope is flat, or the value is
 * already outside the range.
 * Why: "at this pace the value leaves its range in about N months" is what a clinician can act on.
 */
export function daysToLimit(last: number, slopePerDay: number, low: number | null, high: number | null): { days: number; limit: "low" | "high" } | null {
  if (slopePerDay === 0) return null;
  if ((low !== null && last < low) || (high !== null && last > high)) return null;
  if (slopePerDay > 0 && high !== null) return { days: (high - last) / slopePerDay, limit: "high" };
  // A lower limit of 0 is no limit (LDL "0–130", CRP "< 5" printed as "0–5"): nothing to reach.
  if (slopePerDay < 0 && low !== null && low > 0) return { days: (low - last) / slopePerDay, limit: "low" };
  return null;
}
