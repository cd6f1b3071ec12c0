// The two documented trend answers and the short sample, each as its own schema, and the one answer the service
// gives with every field of all three in `data` (`parameter_trends` items carry the fields of shape 1 and of the
// sample). Added fields (regression, predictions, reference band) are marked so.
import { z } from "zod";
import { narrativeMetaSchema } from "@/lib/interpretation/schemas";
import { EVALUATIONS } from "@/lib/knowledge/analytes/types";

const direction = z.enum(["upward", "downward", "stable"]);
const strength = z.enum(["strong", "moderate", "mild"]).describe("strong: change above 15 %; moderate: 5 to 15 %; mild: below 5 %.");
const assessment = z.enum(["positive", "negative", "stable"]);

const trendPoint = z.object({
  date: z.string(),
  value: z.number(),
  evaluation: z.enum(EVALUATIONS).describe("Added: evaluation of this result."),
  range_min: z.number().nullable().describe("Added: lower reference limit in the series unit."),
  range_max: z.number().nullable().describe("Added: upper reference limit."),
});

const shape1Trend = {
  parameter: z.string(),
  short_name: z.string(),
  category: z.string(),
  unit: z.string(),
  trend_data: z.array(trendPoint),
  statistical_analysis: z.object({
    average: z.number(),
    min: z.number(),
    max: z.number(),
    standard_deviation: z.number(),
    trend_direction: direction,
    trend_strength: strength,
  }),
  analysis: z.object({ description: z.string(), significant_variations: z.array(z.string()), trend: z.string() }),
  interpretation: z.string(),
};
const sampleTrend = {
  parameter: z.string(),
  long_name: z.string(),
  direction,
  change_percent: z.number().nullable().describe("First to last value, %; null when the first value is 0."),
  interpretation: z.string(),
};

export const trendShape1 = z.object({
  analysis_id: z.string().regex(/^TRD-[A-Z0-9]{8}$/),
  analysis_period: z.object({ start_date: z.string(), end_date: z.string(), span_months: z.number(), total_tests: z.number().int() }),
  categories: z.array(z.string()),
  chart_config: z.object({
    dates: z.array(z.string()).describe("Test dates, YYYY-MM-DD."),
    raw_dates: z.array(z.string()).describe("Test dates as ISO 8601 timestamps (midnight UTC)."),
    simple_dates: z.array(z.string()).describe("Test dates as YYYY-MM (short axis labels)."),
  }),
  overall_health_trend: z.object({ summary: z.string(), health_risks: z.array(z.string()), recommendations: z.array(z.string()) }),
  parameter_trends: z.array(z.object(shape1Trend)),
  risk_factors: z.array(z.string()),
});

export const chartDataSchema = z.object({
  dates: z.array(z.string()),
  values: z.array(z.number()),
  range_min: z.number().nullable(),
  range_max: z.number().nullable(),
  unit: z.string(),
});

export const trendShape2 = z.object({
  trend_analysis: z.object({
    parameters_tracked: z.array(z.string()),
    time_span: z.object({ start_date: z.string(), end_date: z.string() }),
    total_tests: z.number().int(),
    trends: z.array(
      z.object({
        parameter: z.string(),
        trend_direction: direction,
        trend_strength: strength,
        trend_assessment: assessment,
        values: z.array(z.number()),
        statistics: z.object({ min: z.number(), max: z.number(), mean: z.number(), median: z.number(), std_deviation: z.number() }),
        chart_data: chartDataSchema,
      }),
    ),
  }),
  insights: z.object({ summary: z.string(), key_findings: z.array(z.string()), recommendations: z.array(z.string()), areas_of_concern: z.array(z.string()) }),
});

export const trendSample = z.object({
  overall_trend: z.string().describe("improving, worsening, stable or mixed."),
  parameter_trends: z.array(z.object(sampleTrend)),
});

export const regressionSchema = z.object({
  slope_per_month_ols: z.number().describe("Least-squares slope, unit per month."),
  slope_per_month_theil_sen: z.number().describe("Theil–Sen slope, unit per month (robust; decides direction and strength)."),
  change_percent_fitted: z.number().describe("Change along the Theil–Sen line over the period, % of the line's value at the first test (of the mean when that is not positive)."),
  mann_kendall_p: z.number().describe("Two-sided Mann–Kendall p-value."),
  significant_trend: z.boolean().describe("Mann–Kendall p < 0.05."),
  months_to_limit: z.number().nullable().describe("Months until the current slope reaches the reference limit it heads for; null if none."),
  limit_reached: z.enum(["low", "high"]).nullable(),
});

export const predictionSchema = z.object({
  date: z.string(),
  months_ahead: z.number(),
  value: z.number(),
  lower: z.number().describe("95 % prediction interval, lower bound."),
  upper: z.number().describe("95 % prediction interval, upper bound."),
});

export const trendResponse = trendShape1
  .extend(trendShape2.shape)
  .extend({
    overall_trend: trendSample.shape.overall_trend,
    parameter_trends: z
      .array(
        z.object({
          ...shape1Trend,
          ...sampleTrend,
          trend_assessment: assessment.describe("Added: healthy or worrying direction."),
          median: z.number().describe("Added."),
          regression: regressionSchema.optional().describe("Added (include_statistics)."),
          predictions: z.array(predictionSchema).optional().describe("Added (include_predictions, from 4 tests on)."),
          rcv_percent: z.number().describe("Added: reference change value at 95 %, %."),
          variation_source: z.string().describe("Added: source of the within-subject biological variation."),
        }),
      )
      .describe("Fields of shape 1 and of the short sample."),
    analysis_type: z.enum(["comprehensive", "statistical", "summary"]).describe("Added: the analysis that was run."),
    tests_sorted_by_date: z.boolean().describe("Added: true when the tests arrived out of date order and were sorted."),
    writer: z.enum(["deterministic", "model"]),
    ...narrativeMetaSchema.shape,
  })
  .describe("Every documented trend shape at once, plus added fields.");

export type TrendResponse = z.infer<typeof trendResponse>;
