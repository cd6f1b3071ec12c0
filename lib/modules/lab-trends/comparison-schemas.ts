// The three documented comparison answers, each as its own schema, and the one answer the service gives: every
// field of all three in one `data` (their names do not collide; `comparison_summary` carries the fields of
// shapes 1 and 2). A client written against any one shape reads it unchanged. Added fields are marked so.
import { z } from "zod";
import { narrativeMetaSchema } from "@/lib/interpretation/schemas";
import { EVALUATIONS } from "@/lib/knowledge/analytes/types";

const evaluation = z.enum(EVALUATIONS);
const changeType = z.enum(["increased", "decreased", "stable"]);
const assessment = z.enum(["positive", "negative", "stable"]);
const finding = z.object({
  parameter: z.string().describe("Parameter name."),
  description: z.string().describe("What changed, with the values."),
  clinical_significance: z.string().describe("Why it matters (decision support, not a diagnosis)."),
});

const summary1 = {
  tests_compared: z.number().int(),
  date_range: z.object({ first_test: z.string(), last_test: z.string() }),
  time_span_days: z.number().int(),
  parameters_compared: z.number().int(),
  overall_trend: z.string().describe("improving, worsening, stable or mixed."),
};
const summary2 = {
  overall_trend: z.string(),
  report1_date: z.string().describe("Date of the first test."),
  report2_date: z.string().describe("Date of the last test."),
  time_interval: z.string().describe("Time between first and last test, e.g. '182 days'."),
  key_findings: z.array(z.string()),
};

export const parameterComparisonSchema = z.object({
  parameter: z.object({ short_name: z.string(), long_name: z.string(), category: z.string() }),
  comparison: z.object({
    first_value: z.number(),
    last_value: z.number(),
    absolute_change: z.number(),
    percentage_change: z.number().nullable().describe("Null when the first value is 0."),
    trend_assessment: assessment,
  }),
  evaluations: z.object({ first_test: evaluation, last_test: evaluation }),
  narrative: z.string(),
});

export const comparisonShape1 = z.object({
  comparison_summary: z.object(summary1),
  parameter_comparisons: z.array(parameterComparisonSchema),
  ai_interpretation: z.object({
    overall_health_assessment: z.string(),
    key_improvements: z.array(finding),
    areas_of_concern: z.array(finding),
    recommendations: z.array(z.string()),
  }),
});

export const parameterAnalysisSchema = z.object({
  parameter_name: z.string(),
  report1_value: z.string().describe("First value with unit."),
  report2_value: z.string().describe("Last value with unit."),
  change_type: changeType,
  change_magnitude: z.enum(["significant", "moderate", "minor"]).describe("Decided by the reference change value (RCV)."),
  clinical_significance: z.string(),
  trend_assessment: z.enum(["positive", "negative", "neutral"]),
});

export const comparisonShape2 = z.object({
  comparison_id: z.string().regex(/^CMP-[A-Z0-9]{8}$/),
  tests_compared: z.number().int(),
  date_range: z.object({ earliest: z.string(), latest: z.string(), span_days: z.number().int() }),
  comparison_summary: z.object(summary2),
  parameter_analysis: z.array(parameterAnalysisSchema),
  health_assessment: z.object({
    overall_health_trend: z.string(),
    areas_of_improvement: z.array(z.string()),
    areas_of_concern: z.array(z.string()),
    positive_developments: z.array(z.string()),
    risk_factors: z.array(z.string()),
  }),
  recommendations: z.object({
    immediate_actions: z.array(z.string()),
    follow_up_tests: z.array(z.string()),
    lifestyle_modifications: z.array(z.string()),
    specialist_referrals: z.array(z.string()),
    monitoring_frequency: z.string(),
  }),
  detailed_interpretation: z.object({ sections: z.array(z.object({ title: z.string(), content: z.string() })) }),
  summary: z.object({
    improved_parameters: z.number().int(),
    stable_parameters: z.number().int(),
    worsened_parameters: z.number().int(),
    overall_trend: z.string(),
  }),
  sandbox_mode: z.boolean(),
});

export const changeSchema = z.object({
  parameter: z.string(),
  initial_value: z.number(),
  final_value: z.number(),
  change_absolute: z.number(),
  change_percent: z.number().nullable(),
  direction: changeType,
  evaluation: evaluation.describe("Evaluation of the last value."),
});

export const comparisonShape3 = z.object({
  comparison: z.object({
    tests_compared: z.number().int(),
    date_range: z.object({ earliest: z.string(), latest: z.string() }),
    parameters_compared: z.array(z.string()),
    changes: z.array(changeSchema),
  }),
  narrative: z.object({
    summary: z.string(),
    significant_changes: z.array(z.string()),
    improvements: z.array(z.string()),
    concerns: z.array(z.string()),
    recommendations: z.array(z.string()),
  }),
});

/** Added per parameter (all shapes' parameter lists are in the same order). */
export const parameterDetailSchema = z.object({
  parameter: z.string(),
  analyte_id: z.string().nullable().describe("Analyte of the knowledge base the name matched (null: matched by name only)."),
  unit: z.string().describe("The one unit all values of this parameter were converted to (the latest test's unit)."),
  converted_units: z.boolean().describe("True when some values were converted from another unit."),
  values: z.array(z.object({ date: z.string(), value: z.number(), evaluation })),
  rcv_percent: z.number().describe("Reference change value at 95 %, %."),
  significant: z.boolean(),
  cvi_percent: z.number(),
  cva_percent: z.number(),
  variation_source: z.string().describe("Source of the within-subject biological variation (or the fallback)."),
});

export const comparisonResponse = comparisonShape1
  .extend(comparisonShape2.omit({ comparison_summary: true }).shape)
  .extend(comparisonShape3.shape)
  .extend({
    comparison_summary: z.object({ ...summary1, ...summary2 }).describe("Fields of shapes 1 and 2."),
    parameter_details: z.array(parameterDetailSchema).describe("Added: per-parameter unit, values, RCV and its source."),
    tests_sorted_by_date: z.boolean().describe("Added: true when the tests arrived out of date order and were sorted."),
    writer: z.enum(["deterministic", "model"]).describe("Added: who wrote the narrative."),
    ...narrativeMetaSchema.shape,
  })
  .describe("Every documented comparison shape at once, plus added fields.");

export type ComparisonResponse = z.infer<typeof comparisonResponse>;
