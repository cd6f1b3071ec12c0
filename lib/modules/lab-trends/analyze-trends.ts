// Trend analysis: per parameter the descriptive statistics, least-squares and Theil–Sen slopes, the Mann–Kendall
// test, direction and strength as the contract defines them, time to a reference limit, predictions with a
// prediction interval, chart series — and the narrative, in the two documented shapes and the short sample at once.
import { prefixedId } from "@/lib/ids/prefixed-id";
import { referenceChangeValue } from "@/lib/knowledge/biological-variation";
import { assessDirection, type Assessment } from "./assess-change";
import { changeText, fmt, pct } from "./format";
import { trendWriter, type TrendWriter } from "./messages";
import { overallTrend } from "./overall-trend";
import { readTests, roundTo, type Series, type SeriesPoint } from "./read-tests";
import type { TrendsRequest } from "./request-schemas";
import { DAYS_PER_MONTH, daysToLimit, describeValues, mannKendall, olsLine, predictAt, theilSenLine, type Descriptive } from "./statistics";
import type { TrendResponse } from "./trend-schemas";

export type TrendDirection = "upward" | "downward" | "stable";
export type TrendStrength = "strong" | "moderate" | "mild";

/** Contract: strong above 15 %, moderate 5 to 15 %, mild below 5 % (of the change over the period). */
export function trendStrength(changePercent: number): TrendStrength {
  const size = Math.abs(changePercent);
  return size > 15 ? "strong" : size >= 5 ? "moderate" : "mild";
}

/** A mild change (below 5 %) is "stable"; otherwise the sign of the robust slope. */
export function trendDirection(changePercent: number): TrendDirection {
  if (Math.abs(changePercent) < 5) return "stable";
  return changePercent > 0 ? "upward" : "downward";
}

interface ParameterStats {
  series: Series;
  first: SeriesPoint;
  last: SeriesPoint;
  desc: Descriptive;
  olsPerDay: number;
  tsPerDay: number;
  /** Change along the Theil–Sen line over the whole period, % of the line's starting level. */
  fittedPercent: number;
  /** First to last measured value, %; null when the first is 0. */
  changePercent: number | null;
  mkP: number;
  direction: TrendDirection;
  strength: TrendStrength;
  assessment: Assessment;
  toLimit: { days: number; limit: "low" | "high" } | null;
  rcv: number;
}

/** Why: every figure of one parameter computed once, in its one unit, before any text is written. */
export function parameterStatistics(series: Series): ParameterStats {
  const days = series.points.map((p) => p.day);
  const values = series.points.map((p) => p.value);
  const desc = describeValues(values);
  const ols = olsLine(days, values);
  const ts = theilSenLine(days, values);
  const first = series.points[0] as SeriesPoint;
  const last = series.points[series.points.length - 1] as SeriesPoint;
  const span = last.day - first.day;
  // Why the fitted starting level as the base: a clinician compares the sentence with first → last (the
  // comparison table shows that), and "−30 % over the period" must read as the same kind of number. The mean is
  // the base only when the line starts at or below zero (a percentage of that would mean nothing).
  const fittedStart = ts.intercept + ts.slope * first.day;
  const base = fittedStart > 0 ? fittedStart : Math.abs(desc.mean);
  const fittedPercent = base === 0 ? 0 : ((ts.slope * span) / base) * 100;
  const direction = trendDirection(fittedPercent);
  return {
    series, first, last, desc,
    olsPerDay: ols.slope,
    tsPerDay: ts.slope,
    fittedPercent,
    changePercent: first.value === 0 ? null : ((last.value - first.value) / Math.abs(first.value)) * 100,
    mkP: mannKendall(values).p,
    direction,
    strength: trendStrength(fittedPercent),
    assessment: direction === "stable" ? "stable" : assessDirection(first.value, last.value, last.low, last.high, series.variation.direction),
    toLimit: daysToLimit(last.value, ts.slope, last.low, last.high),
    rcv: referenceChangeValue(series.variation),
  };
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + Math.round(days) * 86_400_000).toISOString().slice(0, 10);

/** Analyses the tests as the request asks; the narrative is the deterministic writer's. */
export function analyzeTrends(request: TrendsRequest, language: string): TrendResponse {
  const read = readTests(request.blood_tests, language);
  const w = trendWriter(language);
  const type = request.analysis_type;
  const charts = request.analysis_options.include_charts && type !== "summary";
  const predictions = request.analysis_options.include_predictions && type !== "summary";
  const regression = request.analysis_options.include_statistics;
  const stats = read.series.map(parameterStatistics);
  const start = read.dates[0] ?? "";
  const end = read.dates[read.dates.length - 1] ?? "";
  const spanDays = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
  const overall = overallTrend(stats.map((s) => s.assessment));

  const d = (s: ParameterStats, x: number) => roundTo(x, s.series.decimals);
  const sdDecimals = (s: ParameterStats) => s.series.decimals + 1;
  const name = (s: ParameterStats) => s.series.shortName;
  const describe = (s: ParameterStats) => describeTrend(w, s);
  const concerns = stats.filter((s) => s.assessment === "negative");
  const good = stats.filter((s) => s.assessment === "positive");
  const outOfRange = stats.filter((s) => s.last.evaluation !== "normal");
  const riskFactors = outOfRange.map((s) => w.t("risk_out", { name: name(s), evaluation: w.t(`eval_${s.last.evaluation}`) }));
  const concernTexts = concerns.map((s) => w.t("trend_concern", { name: name(s), direction: w.t(`dir_${s.direction as "upward" | "downward"}`) }));
  const goodTexts = good.map((s) => w.t("trend_good", { name: name(s), direction: w.t(`dir_${s.direction as "upward" | "downward"}`) }));
  const recommendations = [...(concerns.length ? [w.t("rec_trends_discuss"), w.t("rec_lifestyle")] : []), w.t("rec_keep")];
  const count = (dir: TrendDirection) => stats.filter((s) => s.direction === dir).length;
  const summary = `${w.t("trends_summary", { count: read.dates.length, first_date: start, last_date: end, params: stats.length, rising: count("upward"), falling: count("downward"), stable: count("stable") })} ${w.t(`overall_${overall}`)}`;
  const keyFindings = [...concernTexts, ...goodTexts];

  const point = (s: ParameterStats, p: SeriesPoint) => ({
    date: p.date, value: d(s, p.value), evaluation: p.evaluation,
    range_min: p.low === null ? null : d(s, p.low), range_max: p.high === null ? null : d(s, p.high),
  });

  return {
    analysis_id: prefixedId("TRD"),
    analysis_period: { start_date: start, end_date: end, span_months: roundTo(spanDays / DAYS_PER_MONTH, 1), total_tests: read.dates.length },
    categories: [...new Set(stats.map((s) => s.series.category))],
    chart_config: {
      dates: charts ? read.dates : [],
      raw_dates: charts ? read.dates.map((x) => `${x}T00:00:00.000Z`) : [],
      simple_dates: charts ? read.dates.map((x) => x.slice(0, 7)) : [],
    },
    overall_health_trend: { summary, health_risks: [...concernTexts, ...riskFactors], recommendations },
    parameter_trends: stats.map((s) => ({
      parameter: name(s),
      short_name: s.series.shortName,
      long_name: s.series.longName,
      category: s.series.category,
      unit: s.series.unit,
      trend_data: charts ? s.series.points.map((p) => point(s, p)) : [],
      statistical_analysis: {
        average: roundTo(s.desc.mean, sdDecimals(s)),
        min: d(s, s.desc.min),
        max: d(s, s.desc.max),
        standard_deviation: roundTo(s.desc.sd, sdDecimals(s)),
        trend_direction: s.direction,
        trend_strength: s.strength,
      },
      analysis: {
        description: describe(s),
        significant_variations: significantSteps(w, s),
        trend: w.t(s.mkP < 0.05 ? "trend_mk_sig" : "trend_mk_not", { p: roundTo(s.mkP, 3) }),
      },
      interpretation: [describe(s), limitText(w, s)].filter(Boolean).join(" "),
      direction: s.direction,
      change_percent: s.changePercent === null ? null : pct(s.changePercent),
      trend_assessment: s.assessment,
      median: d(s, s.desc.median),
      ...(regression
        ? {
            regression: {
              slope_per_month_ols: roundTo(s.olsPerDay * DAYS_PER_MONTH, sdDecimals(s)),
              slope_per_month_theil_sen: roundTo(s.tsPerDay * DAYS_PER_MONTH, sdDecimals(s)),
              change_percent_fitted: pct(s.fittedPercent),
              mann_kendall_p: roundTo(s.mkP, 4),
              significant_trend: s.mkP < 0.05,
              months_to_limit: s.toLimit ? roundTo(s.toLimit.days / DAYS_PER_MONTH, 1) : null,
              limit_reached: s.toLimit?.limit ?? null,
            },
          }
        : {}),
      ...(predictions && s.series.points.length >= 4 ? { predictions: predict(s) } : {}),
      rcv_percent: pct(s.rcv),
      variation_source: s.series.variation.cviSource,
    })),
    risk_factors: riskFactors,
    trend_analysis: {
      parameters_tracked: stats.map(name),
      time_span: { start_date: start, end_date: end },
      total_tests: read.dates.length,
      trends: stats.map((s) => ({
        parameter: name(s),
        trend_direction: s.direction,
        trend_strength: s.strength,
        trend_assessment: s.assessment,
        values: s.series.points.map((p) => d(s, p.value)),
        statistics: { min: d(s, s.desc.min), max: d(s, s.desc.max), mean: roundTo(s.desc.mean, sdDecimals(s)), median: d(s, s.desc.median), std_deviation: roundTo(s.desc.sd, sdDecimals(s)) },
        chart_data: {
          dates: charts ? s.series.points.map((p) => p.date) : [],
          values: charts ? s.series.points.map((p) => d(s, p.value)) : [],
          range_min: s.last.low === null ? null : d(s, s.last.low),
          range_max: s.last.high === null ? null : d(s, s.last.high),
          unit: s.series.unit,
        },
      })),
    },
    insights: { summary, key_findings: keyFindings, recommendations, areas_of_concern: [...concernTexts, ...riskFactors] },
    overall_trend: overall,
    analysis_type: type,
    tests_sorted_by_date: read.sorted,
    writer: "deterministic",
    narrative_language: w.language,
    language_fallback: w.fallback,
  };

  function predict(s: ParameterStats) {
    const days = s.series.points.map((p) => p.day);
    const values = s.series.points.map((p) => p.value);
    const line = olsLine(days, values);
    return [1, 3, 6].flatMap((months) => {
      const p = predictAt(days, values, line, s.last.day + months * DAYS_PER_MONTH);
      return p ? [{ date: addDays(start, p.day), months_ahead: months, value: d(s, p.value), lower: d(s, p.lower), upper: d(s, p.upper) }] : [];
    });
  }
}

function describeTrend(w: TrendWriter, s: ParameterStats): string {
  const dec = s.series.decimals;
  const vars = { name: s.series.shortName, unit: s.series.unit, mean: fmt(s.desc.mean, dec), min: fmt(s.desc.min, dec), max: fmt(s.desc.max, dec) };
  if (s.direction === "stable") return w.t("trend_flat", vars);
  // A moving series is told from its first to its last value (a falling LDL "from 168 to 118"), not min → max.
  const moving = { ...vars, first: fmt(s.first.value, dec), last: fmt(s.last.value, dec) };
  return w.t("trend_moving", { ...moving, direction: w.t(`dir_${s.direction}`), change: pct(Math.abs(s.fittedPercent)), strength: w.t(`strength_${s.strength}`) });
}

function limitText(w: TrendWriter, s: ParameterStats): string {
  if (!s.toLimit) return "";
  return w.t(s.toLimit.limit === "high" ? "trend_limit_high" : "trend_limit_low", { months: roundTo(s.toLimit.days / DAYS_PER_MONTH, 1) });
}

/** Steps between consecutive tests larger than the reference change value. */
function significantSteps(w: TrendWriter, s: ParameterStats): string[] {
  const out: string[] = [];
  for (let i = 1; i < s.series.points.length; i++) {
    const a = s.series.points[i - 1] as SeriesPoint;
    const b = s.series.points[i] as SeriesPoint;
    if (a.value === 0) continue;
    const change = ((b.value - a.value) / Math.abs(a.value)) * 100;
    if (Math.abs(change) >= s.rcv) {
      out.push(w.t("variation", { from_date: a.date, to_date: b.date, change: changeText(b.value - a.value, change, s.series.decimals, s.series.unit).replace("%", ""), rcv: pct(s.rcv) }));
    }
  }
  return out;
}
