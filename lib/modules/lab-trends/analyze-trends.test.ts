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
