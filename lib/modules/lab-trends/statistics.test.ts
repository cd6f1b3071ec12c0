// The trend statistics against values worked out by hand (and against printed t tables).
import { describe, expect, it } from "vitest";
import { daysToLimit, describeValues, mannKendall, olsLine, predictAt, tCritical, theilSenLine } from "./statistics";

describe("trend statistics", () => {
  it("describes a series: mean, median, min, max, sample SD", () => {
    const d = describeValues([4, 8, 6, 2]);
    expect(d).toMatchObject({ mean: 5, median: 5, min: 2, max: 8 });
    expect(d.sd).toBeCloseTo(Math.sqrt(20 / 3), 10); // squares of deviations 1+9+1+9 = 20, n − 1 = 3
    expect(describeValues([7]).sd).toBe(0);
  });

  it("fits least squares: 1, 2, 3, 4 every 30 days rises 1/30 per day from 1", () => {
    const line = olsLine([0, 30, 60, 90], [1, 2, 3, 4]);
    expect(line.slope).toBeCloseTo(1 / 30, 12);
    expect(line.intercept).toBeCloseTo(1, 12);
  });

  it("Theil–Sen ignores one wild value that drags least squares", () => {
    const days = [0, 1, 2, 3, 4];
    const values = [1, 2, 3, 4, 100];
    expect(theilSenLine(days, values).slope).toBe(1); // 6 of the 10 pairwise slopes are 1
    expect(olsLine(days, values).slope).toBeCloseTo(20, 10); // Sxy 200 / Sxx 10
  });

  it("Mann–Kendall: 5 rising values give S = 10, var 16.67, p ≈ 0.0275", () => {
    const mk = mannKendall([1, 2, 3, 4, 5]);
    expect(mk.s).toBe(10);
    expect(mk.variance).toBeCloseTo(50 / 3, 10);
    expect(mk.z).toBeCloseTo(9 / Math.sqrt(50 / 3), 10);
    expect(mk.p).toBeCloseTo(0.0275, 3);
    expect(mannKendall([5, 5, 5]).p).toBe(1);
    expect(mannKendall([3, 1, 2]).s).toBe(-1);
  });

  it("t critical values match the printed table", () => {
    expect(tCritical(0.95, 1)).toBeCloseTo(12.706, 2);
    expect(tCritical(0.95, 2)).toBeCloseTo(4.303, 3);
    expect(tCritical(0.95, 10)).toBeCloseTo(2.228, 3);
  });

  it("predicts with a 95 % prediction interval only from 4 points on", () => {
    const days = [0, 1, 2, 3];
    const values = [1, 3, 2, 4];
    const line = olsLine(days, values); // slope 0.8, intercept 1.3, SSE 1.8
    expect(line.slope).toBeCloseTo(0.8, 12);
    const p = predictAt(days, values, line, 4);
    expect(p?.value).toBeCloseTo(4.5, 10);
    const half = 4.3027 * Math.sqrt(0.9) * Math.sqrt(2.5);
    expect(p?.upper).toBeCloseTo(4.5 + half, 2);
    expect(p?.lower).toBeCloseTo(4.5 - half, 2);
    expect(predictAt(days.slice(0, 3), values.slice(0, 3), line, 4)).toBeNull();
  });

  it("time to a reference limit at the current slope", () => {
    expect(daysToLimit(90, 0.5, 70, 100)).toEqual({ days: 20, limit: "high" });
    expect(daysToLimit(90, -2, 70, 100)).toEqual({ days: 10, limit: "low" });
    expect(daysToLimit(105, 0.5, 70, 100)).toBeNull();
    expect(daysToLimit(90, 0, 70, 100)).toBeNull();
    expect(daysToLimit(90, 1, 70, null)).toBeNull();
    expect(daysToLimit(90, -1, 0, 130)).toBeNull();
  });
});
