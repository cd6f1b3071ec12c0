// The scorer behind npm run bench:extraction compares ranges by their numbers and comparators; an inclusive and
// an exclusive limit written for the same printed "bis 1,2" count as the same range, a different number does not.
import { describe, expect, it } from "vitest";
import { rangeKey } from "./compare-truth";

describe("rangeKey", () => {
  it("equates '<=41' with '<41' and '≥ 60' with '>60', but not '<41' with '<40'", () => {
    expect(rangeKey("<=41")).toBe(rangeKey("<41"));
    expect(rangeKey("≥ 60")).toBe(rangeKey(">60"));
    expect(rangeKey("M: <=1.2 / F: <=1.0")).toBe(rangeKey("M: <1.20 / F: <1"));
    expect(rangeKey("<41")).not.toBe(rangeKey("<40"));
    expect(rangeKey("13.50-17.5")).toBe(rangeKey("13.5-17.50"));
  });
});
