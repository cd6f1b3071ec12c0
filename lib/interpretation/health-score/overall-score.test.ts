import { describe, expect, it } from "vitest";
import type { Evaluation, NormalizedParameter } from "@/lib/knowledge/analytes/types";
import { makeParameter, makeQualitative } from "../testing/make-parameter";
import { scoreParameters } from "./overall-score";
import { bandForParameter } from "./parameter-band";

/** A parameter on a 10–20 range at `value`, with the evaluation the value implies (or a forced one). */
const on = (value: number, evaluation?: Evaluation) => makeParameter("x", value, "u", { low: 10, high: 20, evaluation });
const optimal = () => on(15);
const normal = () => on(11);
const high = () => on(24);
const borderline = () => on(20.5, "borderline_high");
const critical = () => on(40, "critical_high");
const many = (n: number, f: () => NormalizedParameter) => Array.from({ length: n }, f);

describe("parameter bands", () => {
  it.each([
    [12, "optimal"], // 20 % of the width: edge of the centre
    [18, "optimal"], // 80 %
    [11.9, "normal"],
    [18.1, "normal"],
    [10, "normal"],
  ])("two-sided range 10–20: %d is %s", (v, band) => expect(bandForParameter(on(v))).toBe(band));

  it("places one-sided ranges by their single limit", () => {
    const crp = (v: number) => makeParameter("crp", v, "mg/L", { high: 5 });
    expect(bandForParameter(crp(4))).toBe("optimal");
    expect(bandForParameter(crp(4.5))).toBe("normal");
    const alt = (v: number) => makeParameter("alt", v, "U/L", { low: 0, high: 40 });
    expect(bandForParameter(alt(20))).toBe("optimal");
    const egfr = (v: number) => makeParameter("egfr", v, "mL/min", { low: 60 });
    expect(bandForParameter(egfr(95))).toBe("optimal");
    expect(bandForParameter(egfr(70))).toBe("normal");
  });

  it("maps evaluations outside the range to warning and critical", () => {
    expect(bandForParameter(high())).toBe("warning");
    expect(bandForParameter(borderline())).toBe("warning");
    expect(bandForParameter(on(2, "critical_low"))).toBe("critical");
  });

  it("treats a negative qualitative result as optimal and a positive one as warning", () => {
    expect(bandForParameter(makeQualitative("urine_nitrite", "negative", "normal"))).toBe("optimal");
    expect(bandForParameter(makeQualitative("urine_nitrite", "positive", "high"))).toBe("warning");
  });

  it("does not score a number with no range", () => {
    expect(bandForParameter(makeParameter("x", 5, "u"))).toBeNull();
  });
});

describe("overall score", () => {
  it("all optimal is 100 and excellent", () => {
    const s = scoreParameters(many(20, optimal));
    expect(s).toMatchObject({ overall: 100, interpretation: "excellent", total: 20 });
    expect(s.counts).toEqual({ optimal: 20, normal: 0, warning: 0, critical: 0 });
  });

  it("all in range but off-centre is good, not excellent", () => {
    expect(scoreParameters(many(20, normal))).toMatchObject({ overall: 80, interpretation: "good" });
  });

  it("excellent needs half the markers optimal and none out of range", () => {
    expect(scoreParameters([...many(10, optimal), ...many(10, normal)])).toMatchObject({ overall: 90, interpretation: "excellent" });
    expect(scoreParameters([...many(9, optimal), ...many(11, normal)]).interpretation).toBe("good");
    // one borderline among nineteen optimal: raw 95.7 but a value is outside its range → good, capped at 89
    expect(scoreParameters([...many(19, optimal), borderline()])).toMatchObject({ overall: 89, interpretation: "good" });
  });

  it("a few values out of range in a large panel is good; more is fair; many is poor", () => {
    // 18 optimal + 2 high: (18 + 2×3×0.25) / (18 + 6) = 81.25
    expect(scoreParameters([...many(18, optimal), ...many(2, high)])).toMatchObject({ overall: 81, interpretation: "good" });
    // 14 optimal + 3 normal + 3 high: (14 + 2.4 + 2.25) / 26 = 71.7
    expect(scoreParameters([...many(14, optimal), ...many(3, normal), ...many(3, high)])).toMatchObject({ overall: 72, interpretation: "fair" });
    // 10 optimal + 10 high: (10 + 7.5) / 40 = 43.75
    expect(scoreParameters([...many(10, optimal), ...many(10, high)])).toMatchObject({ overall: 44, interpretation: "poor" });
  });

  it("one critical value makes the report poor and caps the score at 49", () => {
    const s = scoreParameters([...many(24, optimal), critical()]);
    expect(s).toMatchObject({ overall: 49, interpretation: "poor" });
    expect(s.counts.critical).toBe(1);
  });

  it("is an integer between 0 and 100 and falls as values worsen", () => {
    const a = scoreParameters([...many(10, optimal), ...many(2, normal)]).overall;
    const b = scoreParameters([...many(10, optimal), ...many(2, borderline)]).overall;
    const c = scoreParameters([...many(10, optimal), ...many(2, high)]).overall;
    expect(a).toBeGreaterThan(b);
    expect(b).toBeGreaterThan(c);
    for (const v of [a, b, c]) expect(Number.isInteger(v)).toBe(true);
    expect(scoreParameters(many(5, critical)).overall).toBe(0);
  });

  it("counts only scorable parameters and handles an empty report", () => {
    const s = scoreParameters([optimal(), makeParameter("x", 5, "u")]);
    expect(s.total).toBe(1);
    expect(scoreParameters([])).toMatchObject({ overall: 0, total: 0, interpretation: "fair" });
  });
});
