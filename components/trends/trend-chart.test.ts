// The chart's value axis: round ticks a clinician can read, and no negative LDL on an axis of a quantity that is
// never negative.
import { describe, expect, it } from "vitest";
import { niceAxis } from "./trend-chart";

describe("trend chart value axis", () => {
  it("starts at zero, not below, for non-negative data (LDL 118–168 with its band from 0)", () => {
    const axis = niceAxis(0, 175);
    expect(axis.min).toBe(0);
    expect(axis.ticks).toEqual([0, 50, 100, 150, 200]);
  });

  it("gives round ticks around a narrow glucose series", () => {
    expect(niceAxis(66, 125).ticks).toEqual([60, 80, 100, 120, 140]);
  });

  it("keeps negative bounds when the data are negative (base excess)", () => {
    const axis = niceAxis(-4.2, 2.1);
    expect(axis.min).toBeLessThanOrEqual(-4.2);
    expect(axis.max).toBeGreaterThanOrEqual(2.1);
    expect(axis.ticks).toContain(0);
  });
});
