// The trend sentence's percentage must read like the change a clinician sees from the first to the last test.
import { describe, expect, it } from "vitest";
import { biologicalVariationFor } from "@/lib/knowledge/biological-variation";
import { parameterStatistics } from "./analyze-trends";
import type { Series } from "./read-tests";

function series(days: number[], values: number[]): Series {
  return {
    key: "ldl_cholesterol", analyteId: "ldl_cholesterol", shortName: "LDL-C", longName: "LDL cholesterol", category: "Lipids", unit: "mg/dL",
    decimals: 0, converted: false, variation: biologicalVariationFor("ldl_cholesterol"),
    points: days.map((day, i) => ({ testIndex: i, date: `2025-01-${String(1 + i).padStart(2, "0")}`, day, value: values[i]!, evaluation: "normal", low: null, high: 130 })),
  };
}

describe("trend change over the period", () => {
  it("is a percentage of the fitted starting level, close to first → last (LDL 168 → 142 → 118: about −30 %, not −35 % of the mean)", () => {
    const s = parameterStatistics(series([0, 90, 181], [168, 142, 118]));
    expect(s.fittedPercent).toBeCloseTo(-29.5, 0);
    expect(s.changePercent).toBeCloseTo(-29.8, 1);
    expect(s.strength).toBe("strong");
    expect(s.direction).toBe("downward");
  });

  it("falls back to the mean when the fitted line starts at or below zero", () => {
    const s = parameterStatistics(series([0, 30, 60], [0, 2, 4]));
    expect(s.fittedPercent).toBeCloseTo(200, 0); // 4 units over a mean of 2
  });
});

describe("trend sentence", () => {
  it("tells a falling series from its first to its last value", async () => {
    const { analyzeTrends } = await import("./analyze-trends");
    const { trendsRequest } = await import("./request-schemas");
    const answer = analyzeTrends(
      trendsRequest.parse({
        blood_tests: [
          { lab_date: "2025-01-10", parameters: [{ short_name: "LDL-C", result: 168, unit: "mg/dL" }] },
          { lab_date: "2025-04-10", parameters: [{ short_name: "LDL-C", result: 142, unit: "mg/dL" }] },
          { lab_date: "2025-07-10", parameters: [{ short_name: "LDL-C", result: 118, unit: "mg/dL" }] },
        ],
        analysis_type: "comprehensive",
      }),
      "en",
    );
    const text = answer.parameter_trends[0]!.interpretation;
    expect(text).toContain("from 168 to 118");
    expect(text).toContain("about 29.8%"); // Theil–Sen slope of 3 points = first → last here
  });
});
