// Comparison and trend endpoints against a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// called through the production router with body credentials as an integrator does. Checks what a caller
// notices: every documented shape validates, units are harmonised, significance follows the RCV, statistics
// match hand-computed values, limits and bad input are refused free of charge, and a success costs one credit.
import { MockLanguageModelV4 } from "ai/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toResponse } from "@/lib/api/envelope";
import { referenceChangeValue, biologicalVariationFor, Z_MODERATE } from "@/lib/knowledge/biological-variation";
import { createApiRouter } from "@/lib/server/api-router";
import { BASE, readEnvelope, useAccount } from "@/lib/test/api-harness";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/lib/test/test-database";
import { setTrendModelForTests } from "./endpoints";
import { comparisonResponse, comparisonShape1, comparisonShape2, comparisonShape3 } from "./comparison-schemas";
import { trendResponse, trendSample, trendShape1, trendShape2 } from "./trend-schemas";

const router = createApiRouter();
const COMPARE = "/api/v1/bloodtest/comparison/analyze";
const COMPARE_SANDBOX = "/api/v1/bloodtest/comparison/sandbox";
const TRENDS = "/api/v1/analytics/trends/analyze";
const TRENDS_SANDBOX = "/api/v1/analytics/trends/sandbox";

type Account = Awaited<ReturnType<typeof useAccount>>;

async function post(path: string, acc: Account, body: Record<string, unknown>) {
  const handler = router.match("POST", path);
  if (!handler) throw new Error(`no route for ${path}`);
  const req = new Request(BASE + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: acc.username, password: acc.password, ...body }) });
  return readEnvelope(toResponse(await handler(req)));
}

const p = (short_name: string, result: number | string, unit: string, extra: Record<string, unknown> = {}) => ({ short_name, result, unit, ...extra });
const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabaseKinds())("comparison and trends on %s", (kind) => {
  let db: TestDatabase;
  const credits = async (acc: Account) => (await db.prisma.account.findUniqueOrThrow({ where: { id: acc.id } })).credits.toString();
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db.dispose();
  });

  it("compares tests sent out of order under all four date names, in all three shapes, for exactly 1 credit", async () => {
    const acc = await useAccount(db, 3);
    const res = await post(COMPARE, acc, {
      blood_tests: [
        { results_date: "2025-07-01", parameters: [p("Glucose", 6.4, "mmol/L"), p("HDL-C", 50, "mg/dL"), p("Hb", 14.1, "g/dL")] },
        { test_date: "2025-01-10", parameters: [p("Glucose", 92, "mg/dL"), p("HDL-C", 38, "mg/dL"), p("Hb", 14.0, "g/dL")] },
        { date: "2025-04-02", parameters: [p("Glukose", 100, "mg/dL"), p("Hämoglobin", 14.3, "g/dL")] },
      ],
    });
    expect(res.status).toBe(200);
    const data = res.body.data;
    for (const shape of [comparisonShape1, comparisonShape2, comparisonShape3, comparisonResponse]) expect(shape.safeParse(data).error).toBeUndefined();
    expect(res.body.message).toMatch(/3 blood tests/);
    expect(data.comparison_id).toMatch(/^CMP-[A-Z0-9]{8}$/);
    expect(data.tests_sorted_by_date).toBe(true);
    expect(data.comparison_summary).toMatchObject({ tests_compared: 3, date_range: { first_test: "2025-01-10", last_test: "2025-07-01" }, time_span_days: 172, report1_date: "2025-01-10" });
    const glucose = data.parameter_details.find((d: { analyte_id: string }) => d.analyte_id === "glucose");
    expect(glucose).toMatchObject({ unit: "mmol/L", converted_units: true });
    expect(glucose.values.map((v: { value: number }) => v.value)).toEqual([5.1, 5.6, 6.4]); // 92 and 100 mg/dL in mmol/L, printed precision
    const g = data.parameter_comparisons.find((c: { parameter: { short_name: string } }) => c.parameter.short_name === glucose.parameter);
    expect(g.comparison).toMatchObject({ first_value: 5.1, last_value: 6.4, trend_assessment: "negative" });
    expect(g.narrative).toContain("mmol/L");
    const hdl = data.parameter_analysis.find((a: { parameter_name: string }) => a.parameter_name === "HDL-C");
    expect(hdl).toMatchObject({ report1_value: "38 mg/dL", report2_value: "50 mg/dL", change_type: "increased", change_magnitude: "significant", trend_assessment: "positive" });
    expect(data.summary).toMatchObject({ improved_parameters: 1, worsened_parameters: 1, stable_parameters: 1, overall_trend: "mixed" });
    expect(data.narrative_language).toBe("en");
    expect(await credits(acc)).toBe("2");
  });

  it("compares glucose in mg/dL with glucose in mmol/L as the same quantity", async () => {
    const acc = await useAccount(db, 2);
    const res = await post(COMPARE, acc, { blood_tests: [{ lab_date: "2025-01-01", parameters: [p("Glucose", 90, "mg/dL")] }, { lab_date: "2025-03-01", parameters: [p("Glucose", 5.0, "mmol/L")] }] });
    expect(res.status).toBe(200);
    const change = res.body.data.comparison.changes[0];
    expect(change).toMatchObject({ initial_value: 5.0, final_value: 5.0, direction: "stable" });
    expect(Math.abs(change.change_percent)).toBeLessThan(0.5);
    expect(res.body.data.parameter_details[0].unit).toBe("mmol/L");
  });

  // first → last, and what the RCV (√2 · 1.96 · √(CVa² + CVi²)) makes of it
  const RCV_TABLE = [
    { name: "Glucose", id: "glucose", unit: "mg/dL", from: 90, to: 112 },
    { name: "Sodium", id: "sodium", unit: "mmol/L", from: 139, to: 141 },
    { name: "Sodium", id: "sodium", unit: "mmol/L", from: 138, to: 143 },
    { name: "CRP", id: "crp", unit: "mg/L", from: 2, to: 3 },
    { name: "LDL-C", id: "ldl_cholesterol", unit: "mg/dL", from: 160, to: 125 },
    { name: "HDL-C", id: "hdl_cholesterol", unit: "mg/dL", from: 40, to: 50 },
    { name: "TSH", id: "tsh", unit: "mIU/L", from: 1.5, to: 2.4 },
    { name: "Potassium", id: "potassium", unit: "mmol/L", from: 4.0, to: 4.3 },
  ];
  it.each(RCV_TABLE)("decides significance of $name $from → $to by the reference change value", async (row) => {
    const acc = await useAccount(db, 1);
    const res = await post(COMPARE, acc, { blood_tests: [{ lab_date: "2025-01-01", parameters: [p(row.name, row.from, row.unit)] }, { lab_date: "2025-02-01", parameters: [p(row.name, row.to, row.unit)] }] });
    expect(res.status).toBe(200);
    const v = biologicalVariationFor(row.id);
    const percent = (Math.abs(row.to - row.from) / row.from) * 100;
    const expected = percent >= referenceChangeValue(v) ? "significant" : percent >= referenceChangeValue(v, Z_MODERATE) ? "moderate" : "minor";
    const detail = res.body.data.parameter_details[0];
    expect(detail.analyte_id).toBe(row.id);
    expect(detail.rcv_percent).toBeCloseTo(referenceChangeValue(v), 1);
    expect(res.body.data.parameter_analysis[0].change_magnitude).toBe(expected);
    expect(detail.significant).toBe(expected === "significant");
  });

  it("computes trend statistics that match hand-computed values, with predictions from 4 tests", async () => {
    const acc = await useAccount(db, 2);
    const ldl = [160, 148, 142, 130]; // every 30 days
    const res = await post(TRENDS, acc, { blood_tests: ldl.map((v, i) => ({ lab_date: day(30 * i), parameters: [p("LDL-C", v, "mg/dL"), p("Sodium", 140, "mmol/L")] })) });
    expect(res.status).toBe(200);
    const data = res.body.data;
    for (const shape of [trendShape1, trendShape2, trendSample, trendResponse]) expect(shape.safeParse(data).error).toBeUndefined();
    expect(data.analysis_id).toMatch(/^TRD-[A-Z0-9]{8}$/);
    const t = data.parameter_trends.find((x: { short_name: string }) => x.short_name === "LDL-C");
    expect(t.statistical_analysis).toMatchObject({ average: 145, min: 130, max: 160, trend_direction: "downward", trend_strength: "strong" });
    expect(t.statistical_analysis.standard_deviation).toBeCloseTo(Math.sqrt(468 / 3), 1); // deviations 15, 3, −3, −15
    expect(t.median).toBe(145);
    expect(t.regression.slope_per_month_ols).toBeCloseTo(-0.32 * 30.4375, 1); // Sxy −1440 / Sxx 4500 per day
    expect(t.regression.slope_per_month_theil_sen).toBeCloseTo(-0.316667 * 30.4375, 1); // median of −0.4, −0.4, −1/3, −0.3, −0.3, −0.2
    expect(t.regression.mann_kendall_p).toBeCloseTo(0.0895, 3); // S = −6, var 26/3, Z = −5/√(26/3)
    expect(t.trend_assessment).toBe("positive");
    expect(t.change_percent).toBe(-18.8);
    expect(t.predictions).toHaveLength(3);
    expect(t.predictions[0].value).toBeCloseTo(159.4 - 0.32 * (90 + 30.4375), 0); // intercept 159.4
    expect(t.predictions[0].lower).toBeLessThan(t.predictions[0].value);
    expect(t.trend_data).toHaveLength(4);
    expect(t.trend_data[0]).toMatchObject({ date: "2025-01-01", value: 160 });
    const sodium = data.trend_analysis.trends.find((x: { parameter: string }) => x.parameter === "Sodium");
    expect(sodium).toMatchObject({ trend_direction: "stable", trend_strength: "mild", trend_assessment: "stable" });
    expect(data.chart_config.dates).toEqual([day(0), day(30), day(60), day(90)]);
    expect(await credits(acc)).toBe("1");
  });

  it("gives no predictions from 3 tests, and none when not asked for", async () => {
    const acc = await useAccount(db, 2);
    const tests = [1, 2, 3].map((i) => ({ lab_date: day(40 * i), parameters: [p("ALT", 20 + i * 10, "U/L")] }));
    const three = await post(TRENDS, acc, { blood_tests: tests });
    expect(three.body.data.parameter_trends[0].predictions).toBeUndefined();
    const four = [...tests, { lab_date: day(200), parameters: [p("ALT", 70, "U/L")] }];
    const off = await post(TRENDS, acc, { blood_tests: four, analysis_type: "statistical", analysis_options: { include_predictions: false } });
    expect(off.status).toBe(200);
    expect(off.body.data.parameter_trends[0].predictions).toBeUndefined();
    expect(off.body.data.analysis_type).toBe("statistical");
  });

  const refused: [string, string, () => Record<string, unknown>, string, RegExp][] = [
    ["one test", COMPARE, () => ({ blood_tests: [{ lab_date: "2025-01-01", parameters: [p("Hb", 14, "g/dL")] }] }), "VAL_2002", /at least 2/],
    ["21 tests", COMPARE, () => ({ blood_tests: Array.from({ length: 21 }, (_, i) => ({ lab_date: day(i), parameters: [p("Hb", 14, "g/dL")] })) }), "VAL_2006", /at most 20/],
    ["51 trend tests", TRENDS, () => ({ blood_tests: Array.from({ length: 51 }, (_, i) => ({ lab_date: day(i), parameters: [p("Hb", 14, "g/dL")] })) }), "VAL_2006", /at most 50/],
    ["a test without date", COMPARE, () => ({ blood_tests: [{ lab_date: "2025-01-01", parameters: [p("Hb", 14, "g/dL")] }, { parameters: [p("Hb", 13, "g/dL")] }] }), "VAL_2001", /blood_tests\[1\] has no date/],
    ["two tests on one date", TRENDS, () => ({ blood_tests: [{ lab_date: "2025-01-01", parameters: [p("Hb", 14, "g/dL")] }, { date: "2025-01-01", parameters: [p("Hb", 13, "g/dL")] }] }), "VAL_2002", /same date 2025-01-01/],
    ["no common parameter", COMPARE, () => ({ blood_tests: [{ lab_date: "2025-01-01", parameters: [p("Hb", 14, "g/dL")] }, { lab_date: "2025-02-01", parameters: [p("ALT", 30, "U/L")] }] }), "VAL_2008", /No parameter appears in at least two/],
    ["a text result", COMPARE, () => ({ blood_tests: [{ lab_date: "2025-01-01", parameters: [p("CRP", "<0.5", "mg/L")] }, { lab_date: "2025-02-01", parameters: [p("CRP", 3, "mg/L")] }] }), "VAL_2002", /blood_tests\[0\] parameter 'CRP'.*must be a number/],
    ["an unknown unit", TRENDS, () => ({ blood_tests: [{ lab_date: "2025-01-01", parameters: [p("Glucose", 90, "bananas")] }, { lab_date: "2025-02-01", parameters: [p("Glucose", 95, "mg/dL")] }] }), "VAL_2002", /blood_tests\[0\] parameter 'Glucose'.*not a known unit/],
    ["units that do not convert", COMPARE, () => ({ blood_tests: [{ lab_date: "2025-01-01", parameters: [p("Xyzzy factor", 90, "U/L")] }, { lab_date: "2025-02-01", parameters: [p("Xyzzy factor", 95, "mg/dL")] }] }), "VAL_2002", /blood_tests\[0\] parameter 'Xyzzy factor'.*cannot be converted to 'mg\/dL'/],
  ];
  it.each(refused)("refuses %s with a clear error and charges nothing", async (_label, path, body, code, message) => {
    const acc = await useAccount(db, 1);
    const res = await post(path, acc, body());
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect(`${res.body.error.message} ${res.body.error.details}`).toMatch(message);
    expect(await credits(acc)).toBe("1");
  });

  it("answers both sandboxes free, in every shape, after checking the request as production does", async () => {
    const acc = await useAccount(db, 1);
    const tests = [{ lab_date: "2025-01-01", parameters: [p("Hb", 14, "g/dL")] }, { lab_date: "2025-02-01", parameters: [p("Hb", 13, "g/dL")] }];
    const cmp = await post(COMPARE_SANDBOX, acc, { blood_tests: tests });
    expect(cmp.status).toBe(200);
    expect(cmp.body.data.sandbox_mode).toBe(true);
    for (const shape of [comparisonShape1, comparisonShape2, comparisonShape3]) expect(shape.safeParse(cmp.body.data).error).toBeUndefined();
    const trd = await post(TRENDS_SANDBOX, acc, { blood_tests: tests, language: "de" });
    expect(trd.status).toBe(200);
    for (const shape of [trendShape1, trendShape2, trendSample]) expect(shape.safeParse(trd.body.data).error).toBeUndefined();
    expect(trd.body.data.parameter_trends.some((t: { predictions?: unknown[] }) => (t.predictions?.length ?? 0) > 0)).toBe(true);
    const bad = await post(TRENDS_SANDBOX, acc, { blood_tests: [tests[0]] });
    expect(bad.body.error.code).toBe("VAL_2002");
    expect(await credits(acc)).toBe("1");
  });

  it("refuses a paid request when the account has no credit left, and answers a language without catalogue in English", async () => {
    const acc = await useAccount(db, 1);
    const tests = [{ lab_date: "2025-01-01", parameters: [p("Hb", 14, "g/dL")] }, { lab_date: "2025-02-01", parameters: [p("Hb", 12, "g/dL")] }];
    const sw = await post(COMPARE, acc, { blood_tests: tests, language: "sw" });
    expect(sw.status).toBe(200);
    expect(sw.body.data).toMatchObject({ narrative_language: "en", language_fallback: true });
    const none = await post(TRENDS, acc, { blood_tests: tests });
    expect(none.status).toBe(403);
    expect(none.body.error.code).toBe("QUOTA_1101");
    expect(await credits(acc)).toBe("0");
  });
  it("honours the options: no charts, no regression block", async () => {
    const acc = await useAccount(db, 1);
    const tests = [1, 2, 3, 4].map((i) => ({ lab_date: day(30 * i), parameters: [p("ALT", 20 + i * 5, "U/L")] }));
    const res = await post(TRENDS, acc, { blood_tests: tests, analysis_options: { include_charts: false, include_statistics: false } });
    expect(res.status).toBe(200);
    const t = res.body.data.parameter_trends[0];
    expect(t.trend_data).toEqual([]);
    expect(t.regression).toBeUndefined();
    expect(t.predictions).toHaveLength(3);
    expect(res.body.data.chart_config.dates).toEqual([]);
    expect(t.statistical_analysis.average).toBe(32.5);
  });

  it("lets a configured model write the narrative in any language, never for statistical analyses", async () => {
    const model = new MockLanguageModelV4({
      doGenerate: async (options) => {
        const prompt = JSON.stringify(options.prompt);
        const start = prompt.indexOf('{\\"texts\\"');
        const texts = JSON.parse(JSON.parse(`"${prompt.slice(start, prompt.indexOf("]}", start) + 2)}"`)).texts as string[];
        return {
          content: [{ type: "text", text: JSON.stringify({ texts: texts.map((t) => `(sw) ${t}`) }) }],
          finishReason: { unified: "stop", raw: undefined },
          usage: { inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 1, text: 1, reasoning: undefined } },
          warnings: [],
        };
      },
    });
    setTrendModelForTests(model);
    try {
      const acc = await useAccount(db, 2);
      const tests = [{ lab_date: "2025-01-01", parameters: [p("Hb", 14, "g/dL")] }, { lab_date: "2025-02-01", parameters: [p("Hb", 12, "g/dL")] }];
      const cmp = await post(COMPARE, acc, { blood_tests: tests, language: "sw" });
      expect(cmp.body.data).toMatchObject({ writer: "model", narrative_language: "sw", language_fallback: false });
      expect(cmp.body.data.narrative.summary.startsWith("(sw) ")).toBe(true);
      expect(cmp.body.data.comparison.changes[0]).toMatchObject({ initial_value: 14, final_value: 12 });
      const stat = await post(TRENDS, acc, { blood_tests: tests, language: "sw", analysis_type: "statistical" });
      expect(stat.body.data).toMatchObject({ writer: "deterministic", narrative_language: "en", language_fallback: true });
    } finally {
      setTrendModelForTests(undefined);
    }
  });
});
