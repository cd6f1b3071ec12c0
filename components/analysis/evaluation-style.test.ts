import { describe, expect, it } from "vitest";
import { evaluationStyle, formatRange } from "./evaluation-style";

describe("evaluationStyle", () => {
  it("colours by distance from normal and makes critical values bold red", () => {
    expect(evaluationStyle("normal").className).toContain("emerald");
    expect(evaluationStyle("borderline_high").className).toContain("amber");
    expect(evaluationStyle("low").className).toContain("orange");
    expect(evaluationStyle("critical_high").className).toContain("text-red-800");
    expect(evaluationStyle("critical_low").className).toContain("font-bold");
    expect(evaluationStyle("borderline_low").label).toBe("Slightly low");
  });
});

describe("formatRange", () => {
  const none = { reference_range: "", range_min: null, range_max: null };
  it("prefers the printed range and otherwise builds one from the bounds", () => {
    expect(formatRange({ ...none, reference_range: " 4.0-10.5 " })).toBe("4.0-10.5");
    expect(formatRange({ ...none, range_min: "4", range_max: "10.5" })).toBe("4–10.5");
    expect(formatRange({ ...none, range_max: "41" })).toBe("< 41");
    expect(formatRange({ ...none, range_min: "60" })).toBe("> 60");
    expect(formatRange(none)).toBe("—");
  });
});
