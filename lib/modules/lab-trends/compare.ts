// Blood test comparison: first against last result of every parameter found in at least two tests, judged by
// the reference change value, written up by the deterministic writer in all three documented shapes at once.
import { prefixedId } from "@/lib/ids/prefixed-id";
import type { Evaluation } from "@/lib/knowledge/analytes";
import { assessChange, type ChangeFacts } from "./assess-change";
import type { ComparisonResponse } from "./comparison-schemas";
import { changeText, fmt, pct } from "./format";
import { trendWriter, type TrendWriter } from "./messages";
import { overallTrend } from "./overall-trend";
import { readTests, roundTo, type Series, type SeriesPoint } from "./read-tests";
import type { BloodTestInput } from "./request-schemas";

interface Compared {
  series: Series;
  first: SeriesPoint;
  last: SeriesPoint;
  change: ChangeFacts;
}

const CRITICAL: readonly Evaluation[] = ["critical_low", "critical_high"];

function compareSeries(series: Series): Compared {
  const first = series.points[0] as SeriesPoint;
  const last = series.points[series.points.length - 1] as SeriesPoint;
  return { series, first, last, change: assessChange(first.value, last.value, last.low, last.high, series.variation) };
}

/**
 * Compares the tests. Why first against last: the contract's fields are first/last (report1/report2, initial/
 * final); the values in between are listed per parameter in `parameter_details` and are what trends are for.
 */
export function compareTests(tests: readonly BloodTestInput[], opts: { language: string; sandbox: boolean }): ComparisonResponse {
  const read = readTests(tests, opts.language);
  const w = trendWriter(opts.language);
  const rows = read.series.map(compareSeries);
  const first = read.dates[0] ?? "";
  const lastDate = read.dates[read.dates.length - 1] ?? "";
  const spanDays = Math.round((Date.parse(lastDate) - Date.parse(first)) / 86_400_000);
  const overall = overallTrend(rows.map((r) => r.change.assessment));
  const improved = rows.filter((r) => r.change.assessment === "positive");
  const worsened = rows.filter((r) => r.change.assessment === "negative");
  const stableCount = rows.length - improved.length - worsened.length;

  const v = (r: Compared, p: SeriesPoint) => fmt(p.value, r.series.decimals);
  const name = (r: Compared) => r.series.shortName;
  const paramNarrative = (r: Compared) =>
    w.t("cmp_param", {
      name: name(r), first: v(r, r.first), last: v(r, r.last), unit: r.series.unit,
      change: changeText(r.change.absolute, r.change.percent, r.series.decimals, r.series.unit),
      rcv: pct(r.change.rcv), magnitude: w.t(`mag_${r.change.magnitude}`),
    });
  const findingText = (r: Compared) =>
    w.t("finding_change", { name: name(r), first: v(r, r.first), last: v(r, r.last), unit: r.series.unit, change: changeText(r.change.absolute, r.change.percent, r.series.decimals, r.series.unit) });
  const significance = (r: Compared) => w.t(r.change.assessment === "positive" ? "sig_positive" : r.change.assessment === "negative" ? "sig_negative" : "sig_stable");
  const finding = (r: Compared) => ({ parameter: name(r), description: findingText(r), clinical_significance: significance(r) });
  const outOfRange = rows.filter((r) => r.last.evaluation !== "normal");
  const outText = (r: Compared) => w.t("out_of_range", { name: name(r), evaluation: w.t(`eval_${r.last.evaluation}`), last: v(r, r.last), unit: r.series.unit });
  const critical = rows.filter((r) => CRITICAL.includes(r.last.evaluation));
  const significant = rows.filter((r) => r.change.magnitude === "significant");

  const recommendations = recommend(w, { critical, worsened, significant });
  const overallText = w.t(`overall_${overall}`);
  const summaryText = `${w.t("cmp_summary", { count: read.dates.length, first_date: first, last_date: lastDate, days: spanDays, params: rows.length })} ${w.t("cmp_counts", { improved: improved.length, stable: stableCount, worsened: worsened.length })} ${overallText}`;
  const keyFindings = significant.length ? significant.map(findingText) : [w.t("none_significant")];

  return {
    // Shape 1
    comparison_summary: {
      tests_compared: read.dates.length,
      date_range: { first_test: first, last_test: lastDate },
      time_span_days: spanDays,
      parameters_compared: rows.length,
      overall_trend: overall,
      // Shape 2
      report1_date: first,
      report2_date: lastDate,
      time_interval: `${spanDays} days`,
      key_findings: keyFindings,
    },
    parameter_comparisons: rows.map((r) => ({
      parameter: { short_name: r.series.shortName, long_name: r.series.longName, category: r.series.category },
      comparison: {
        first_value: roundTo(r.first.value, r.series.decimals),
        last_value: roundTo(r.last.value, r.series.decimals),
        absolute_change: roundTo(r.change.absolute, r.series.decimals),
        percentage_change: r.change.percent === null ? null : pct(r.change.percent),
        trend_assessment: r.change.assessment,
      },
      evaluations: { first_test: r.first.evaluation, last_test: r.last.evaluation },
      narrative: paramNarrative(r),
    })),
    ai_interpretation: {
      overall_health_assessment: summaryText,
      key_improvements: improved.map(finding),
      areas_of_concern: [...new Set([...worsened, ...outOfRange])].map((r) => ({ ...finding(r), description: `${findingText(r)} ${r.last.evaluation === "normal" ? "" : outText(r)}`.trim() })),
      recommendations: recommendations.all,
    },
    // Shape 2
    comparison_id: prefixedId("CMP"),
    tests_compared: read.dates.length,
    date_range: { earliest: first, latest: lastDate, span_days: spanDays },
    parameter_analysis: rows.map((r) => ({
      parameter_name: name(r),
      report1_value: `${v(r, r.first)} ${r.series.unit}`.trim(),
      report2_value: `${v(r, r.last)} ${r.series.unit}`.trim(),
      change_type: r.change.type,
      change_magnitude: r.change.magnitude,
      clinical_significance: significance(r),
      trend_assessment: r.change.assessment === "stable" ? "neutral" : r.change.assessment,
    })),
    health_assessment: {
      overall_health_trend: overall,
      areas_of_improvement: improved.map(findingText),
      areas_of_concern: worsened.map(findingText),
      positive_developments: improved.filter((r) => r.last.evaluation === "normal").map(findingText),
      risk_factors: outOfRange.map(outText),
    },
    recommendations: {
      immediate_actions: recommendations.immediate,
      follow_up_tests: recommendations.followUp,
      lifestyle_modifications: recommendations.lifestyle,
      specialist_referrals: recommendations.referrals,
      monitoring_frequency: w.t("monitoring"),
    },
    detailed_interpretation: {
      sections: [
        { title: w.t("title_overview"), content: [summaryText, read.sorted ? w.t("sorted_note") : ""].filter(Boolean).join(" ") },
        { title: w.t("title_changes"), content: significant.length ? significant.map(paramNarrative).join(" ") : w.t("none_significant") },
        { title: w.t("title_method"), content: w.t("method") },
        { title: w.t("title_note"), content: w.t("disclaimer") },
      ],
    },
    summary: { improved_parameters: improved.length, stable_parameters: stableCount, worsened_parameters: worsened.length, overall_trend: overall },
    sandbox_mode: opts.sandbox,
    // Shape 3
    comparison: {
      tests_compared: read.dates.length,
      date_range: { earliest: first, latest: lastDate },
      parameters_compared: rows.map(name),
      changes: rows.map((r) => ({
        parameter: name(r),
        initial_value: roundTo(r.first.value, r.series.decimals),
        final_value: roundTo(r.last.value, r.series.decimals),
        change_absolute: roundTo(r.change.absolute, r.series.decimals),
        change_percent: r.change.percent === null ? null : pct(r.change.percent),
        direction: r.change.type,
        evaluation: r.last.evaluation,
      })),
    },
    narrative: {
      summary: summaryText,
      significant_changes: significant.map(paramNarrative),
      improvements: improved.map(findingText),
      concerns: [...worsened.map(findingText), ...outOfRange.filter((r) => !worsened.includes(r)).map(outText)],
      recommendations: recommendations.all,
    },
    // Added
    parameter_details: rows.map((r) => ({
      parameter: name(r),
      analyte_id: r.series.analyteId,
      unit: r.series.unit,
      converted_units: r.series.converted,
      values: r.series.points.map((p) => ({ date: p.date, value: roundTo(p.value, r.series.decimals), evaluation: p.evaluation })),
      rcv_percent: pct(r.change.rcv),
      significant: r.change.magnitude === "significant",
      cvi_percent: r.series.variation.cvi,
      cva_percent: r.series.variation.cva,
      variation_source: r.series.variation.cviSource,
    })),
    tests_sorted_by_date: read.sorted,
    writer: "deterministic",
    narrative_language: w.language,
    language_fallback: w.fallback,
  };
}

function recommend(w: TrendWriter, g: { critical: Compared[]; worsened: Compared[]; significant: Compared[] }) {
  const immediate = g.critical.map((r) => w.t("rec_urgent", { name: r.series.shortName }));
  const followUp = g.worsened.map((r) => w.t("rec_retest", { name: r.series.shortName }));
  const lifestyle = g.worsened.length ? [w.t("rec_lifestyle")] : [];
  const referrals = g.critical.map((r) => w.t("rec_referral", { name: r.series.shortName }));
  const all = [...immediate, ...(g.worsened.length ? [w.t("rec_discuss")] : []), ...followUp, ...lifestyle, w.t("rec_keep")];
  return { immediate, followUp, lifestyle, referrals, all };
}
