// Requests of the comparison and trend endpoints (extended-modules "Blood test comparison", "Trend analysis").
// The four documented date names are all accepted; which one a test carries is checked in ./read-tests.ts so
// the error can name the test. Results arrive as numbers; numeric strings are read, anything else is refused there.
import { z } from "zod";
import { EVALUATIONS } from "@/lib/knowledge/analytes/types";

export const COMPARISON_LIMITS = { min: 2, max: 20 } as const;
export const TREND_LIMITS = { min: 2, max: 50 } as const;
/** Parameters per test (decided; the blood test endpoints accept up to 500 rows too). */
export const MAX_PARAMETERS_PER_TEST = 500;

const dateField = (name: string) => z.string().max(40).optional().describe(`Date of the test as ${name}, YYYY-MM-DD (one of test_date, lab_date, results_date, date is required).`);

export const parameterInput = z.object({
  short_name: z.string().min(1).max(200).describe("Parameter name as printed; matched through the analyte knowledge base (any of its languages, abbreviations)."),
  long_name: z.string().max(300).optional().describe("Full name (optional; used for matching when short_name alone does not match)."),
  result: z.union([z.number(), z.string().max(40)]).describe("Numeric result. A numeric string such as \"5,6\" is read as a number; text results are refused."),
  unit: z.string().max(40).describe("Unit as printed. Values of one parameter are converted to one unit before any arithmetic."),
  evaluation: z.enum(EVALUATIONS).optional().describe("Evaluation the sender computed (informative; the service evaluates again)."),
  status: z.string().max(40).optional().describe("normal, low, high or critical (informative)."),
  reference_range: z.string().max(120).optional().describe("Printed reference range text, e.g. \"70-99\"."),
  range_min: z.number().nullable().optional().describe("Lower reference limit in the parameter's unit."),
  range_max: z.number().nullable().optional().describe("Upper reference limit in the parameter's unit."),
});

export const bloodTestInput = z.object({
  test_date: dateField("test_date"),
  lab_date: dateField("lab_date"),
  results_date: dateField("results_date"),
  date: dateField("date"),
  label: z.string().max(200).optional().describe("A label for this test, e.g. the laboratory or a visit name."),
  metadata: z.record(z.string(), z.unknown()).optional().describe("Laboratory name, notes … Only patient_sex/gender and patient_age are read (to choose reference ranges); names are never read."),
  parameters: z.array(parameterInput).min(1).max(MAX_PARAMETERS_PER_TEST).describe("The test's results."),
});

export const comparisonRequest = z.object({
  blood_tests: z
    .array(bloodTestInput)
    .min(COMPARISON_LIMITS.min)
    .max(COMPARISON_LIMITS.max)
    .describe("2 to 20 tests, oldest first (tests in another order are put in date order, and the answer says so)."),
});

export const ANALYSIS_TYPES = ["comprehensive", "statistical", "summary"] as const;

export const trendsRequest = z.object({
  blood_tests: z.array(bloodTestInput).min(TREND_LIMITS.min).max(TREND_LIMITS.max).describe("2 to 50 tests."),
  analysis_type: z
    .enum(ANALYSIS_TYPES)
    .default("comprehensive")
    .describe("comprehensive: statistics, chart data and narrative (a model writes it when configured); statistical: statistics with short deterministic sentences; summary: statistics and the summary, without chart series or predictions."),
  analysis_options: z
    .object({
      include_predictions: z.boolean().default(true).describe("Predicted values with a 95 % prediction interval at 1, 3 and 6 months (only from 4 tests on)."),
      include_statistics: z.boolean().default(true).describe("The regression block: slopes per month (least squares, Theil–Sen), Mann–Kendall p-value, time to a reference limit."),
      include_charts: z.boolean().default(true).describe("Chart series (trend_data, chart_data, chart_config dates)."),
    })
    .default({ include_predictions: true, include_statistics: true, include_charts: true })
    .describe("Options, each true by default."),
});

export type BloodTestInput = z.infer<typeof bloodTestInput>;
export type ComparisonRequest = z.infer<typeof comparisonRequest>;
export type TrendsRequest = z.infer<typeof trendsRequest>;
