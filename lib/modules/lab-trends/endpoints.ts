// Blood test comparison (2–20 tests) and trend analysis (2–50 tests), each with its sandbox twin. Facts are
// computed here (no model); a configured model may only rewrite the narrative afterwards (./model-narrative.ts).
import type { LanguageModel } from "ai";
import { defineEndpoint, type EndpointDefinition } from "@/lib/api/define-endpoint";
import { modelFromEnv } from "@/lib/interpretation/model/model-config";
import { analyzeTrends } from "./analyze-trends";
import { compareTests } from "./compare";
import { comparisonResponse, type ComparisonResponse } from "./comparison-schemas";
import { trendWriter } from "./messages";
import { rewriteWithModel } from "./model-narrative";
import { comparisonRequest, trendsRequest } from "./request-schemas";
import { SANDBOX_TESTS } from "./sandbox-tests";
import { trendResponse, type TrendResponse } from "./trend-schemas";

/** Test seam: the model to use instead of the environment's (null = none). */
let modelOverride: LanguageModel | null | undefined;
export function setTrendModelForTests(model: LanguageModel | null | undefined): void {
  modelOverride = model;
}

/** Lets a configured model rewrite the narrative; on any failure the deterministic text stays (reason logged, no text). */
async function withModel<T extends ComparisonResponse | TrendResponse>(answer: T, language: string, log: { warn: (o: object, m: string) => void }): Promise<T> {
  const model = modelOverride === undefined ? modelFromEnv() : modelOverride;
  if (!model) return answer;
  const copy = structuredClone(answer);
  try {
    if (await rewriteWithModel(copy, language, model)) {
      return { ...copy, writer: "model", narrative_language: language, language_fallback: false };
    }
  } catch (err) {
    log.warn({ event: "trend_model_fallback", reason: err instanceof Error ? err.message.slice(0, 80) : "error" }, "model narrative not used; deterministic writer");
  }
  return answer;
}

const COMPARISON = "/api/v1/bloodtest/comparison/analyze";
const TRENDS = "/api/v1/analytics/trends/analyze";

function comparison(sandbox: boolean): EndpointDefinition {
  return defineEndpoint({
    method: "POST",
    path: sandbox ? COMPARISON.replace(/analyze$/, "sandbox") : COMPARISON,
    summary: sandbox ? "Blood test comparison sandbox" : "Blood test comparison",
    description:
      "Compares 2 to 20 blood tests (any order; sorted by date). Parameters are matched through the analyte knowledge base and " +
      "converted to one unit; a change is significant when it exceeds the reference change value from published within-subject " +
      "biological variation. The answer carries all three documented shapes at once." +
      (sandbox ? " Sandbox: the request is checked as in production, then an invented sample is analysed; never charged." : ""),
    tags: ["Blood test comparison"],
    version: "v1",
    auth: "credentials",
    cost: sandbox ? 0 : 1,
    sandbox,
    body: "json",
    limits: { json: 2 * 1024 * 1024 },
    request: comparisonRequest,
    response: comparisonResponse,
    rootFieldsDoc: { message: "string" },
    handler: async (ctx) => {
      const tests = sandbox ? SANDBOX_TESTS : ctx.body.blood_tests;
      if (sandbox) compareTests(ctx.body.blood_tests, { language: ctx.language, sandbox }); // same checks as production
      const answer = compareTests(tests, { language: ctx.language, sandbox });
      ctx.rootFields.message = trendWriter(ctx.language).t("message", { count: answer.tests_compared });
      return sandbox ? answer : withModel(answer, ctx.language, ctx.log);
    },
  }) as EndpointDefinition;
}

function trends(sandbox: boolean): EndpointDefinition {
  return defineEndpoint({
    method: "POST",
    path: sandbox ? TRENDS.replace(/analyze$/, "sandbox") : TRENDS,
    summary: sandbox ? "Trend analysis sandbox" : "Trend analysis",
    description:
      "Statistics over 2 to 50 blood tests per parameter: mean, median, min, max, sample SD, least-squares and Theil–Sen slopes per " +
      "month, Mann–Kendall p-value, direction and strength, time to a reference limit, predictions with a 95 % prediction interval " +
      "(from 4 tests), chart series with the reference band. Both documented shapes and the short sample in one answer." +
      (sandbox ? " Sandbox: the request is checked as in production, then an invented sample is analysed; never charged." : ""),
    tags: ["Trend analysis"],
    version: "v1",
    auth: "credentials",
    cost: sandbox ? 0 : 1,
    sandbox,
    body: "json",
    limits: { json: 4 * 1024 * 1024 },
    request: trendsRequest,
    response: trendResponse,
    handler: async (ctx) => {
      if (sandbox) analyzeTrends(ctx.body, ctx.language); // same checks as production
      const answer = analyzeTrends(sandbox ? { ...ctx.body, blood_tests: [...SANDBOX_TESTS] } : ctx.body, ctx.language);
      return sandbox || ctx.body.analysis_type === "statistical" ? answer : withModel(answer, ctx.language, ctx.log);
    },
  }) as EndpointDefinition;
}

export const comparisonAnalyze = comparison(false);
export const comparisonSandbox = comparison(true);
export const trendsAnalyze = trends(false);
export const trendsSandbox = trends(true);

export const LAB_TREND_ENDPOINTS: EndpointDefinition[] = [comparisonAnalyze, comparisonSandbox, trendsAnalyze, trendsSandbox];
