import { describe, expect, it } from "vitest";
import { readableNumber } from "./readable-number";

describe("readableNumber", () => {
  it.each([
    [5.17263675158412, 5.17], // cholesterol 200 mg/dL in mmol/L, as a real answer printed it
    [52.15700141442716, 52.2],
    [91.93776520509195, 91.9],
    [135.6, 136],
    [0.0412345, 0.0412],
    [0.7436, 0.744],
    [-2.345, -2.35],
    [0, 0],
  ])("%d → %d", (x, expected) => {
    expect(readableNumber(x)).toBe(expected);
  });
});
