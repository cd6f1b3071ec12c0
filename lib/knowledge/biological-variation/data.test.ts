// One check per biological-variation row: it names a real analyte, its figures are plausible percentages
// with a source, and the RCV it yields is what the formula gives by hand.
import { describe, expect, it } from "vitest";
import { getAnalyte } from "@/lib/knowledge/analytes";
import { BIOLOGICAL_VARIATION, biologicalVariationFor, FALLBACK_VARIATION, referenceChangeValue } from "./index";

describe.each(BIOLOGICAL_VARIATION.map((r) => [r.analyteId, r] as const))("biological variation of %s", (id, row) => {
  it("names a quantitative analyte of the knowledge base, with sourced, plausible figures", () => {
    const analyte = getAnalyte(id);
    expect(analyte, `unknown analyte ${id}`).toBeDefined();
    expect(analyte?.valueType).toBe("quantitative");
    expect(row.cvi).toBeGreaterThan(0.3);
    expect(row.cvi).toBeLessThan(60);
    expect(row.cva).toBeCloseTo(row.cvi / 2, 2);
    for (const source of [row.cviSource, row.cvaSource, row.directionSource]) expect(source.length).toBeGreaterThan(20);
    const rcv = referenceChangeValue(row);
    expect(rcv).toBeCloseTo(Math.SQRT2 * 1.96 * Math.sqrt(row.cvi ** 2 + row.cva ** 2), 9);
    expect(rcv).toBeGreaterThan(row.cvi * 2.7);
  });
});

describe("biological variation lookup", () => {
  it("has one row per analyte", () => {
    const ids = BIOLOGICAL_VARIATION.map((r) => r.analyteId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("falls back to the documented conservative figures for an unknown parameter", () => {
    const v = biologicalVariationFor(null);
    expect(v.fallback).toBe(true);
    expect(v.cvi).toBe(FALLBACK_VARIATION.cvi);
    expect(referenceChangeValue(v)).toBeCloseTo(30.99, 1);
  });

  it("gives glucose an RCV of about 14.6 % (EuBIVAS CVi 4.7, CVa 2.35)", () => {
    expect(referenceChangeValue(biologicalVariationFor("glucose"))).toBeCloseTo(14.57, 1);
  });

  it("uses the EuBIVAS creatinine figure (4.4 %), not the older compilation's 5.95 %", () => {
    const v = biologicalVariationFor("creatinine");
    expect(v.cvi).toBe(4.4);
    expect(v.cviSource).toMatch(/EuBIVAS/);
  });
});
