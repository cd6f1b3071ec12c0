// Guards the seam between the rule tables and the knowledge base: every analyte a rule reads exists, and its
// canonical unit converts to the unit the rule's thresholds are written in.
import { describe, expect, it } from "vitest";
import { getAnalyte } from "@/lib/knowledge/analytes";
import { RISK_RULES, type RiskSource } from "../health-score/risk-rules";
import type { Condition } from "./conditions";
import { PATTERN_RULES } from "./pattern-rules";
import { convertValue } from "./rule-units";

function markerUnits(c: Condition, out: [string, string][]): void {
  if ("all" in c) c.all.forEach((x) => markerUnits(x, out));
  else if ("any" in c) c.any.forEach((x) => markerUnits(x, out));
  else if ("not" in c) markerUnits(c.not, out);
  else if ("marker" in c && "unit" in c) out.push([c.marker, c.unit]);
}

function sourceUnit(s: RiskSource, out: [string, string][]): void {
  if ("marker" in s) out.push([s.marker, s.unit]);
}

/** Units the derived indices read (derived-indices.ts). */
const DERIVED_UNITS: [string, string][] = [
  ["ast", "U/L"],
  ["alt", "U/L"],
  ["platelets", "10*9/L"],
  ["calcium", "mg/dL"],
  ["calcium_corrected", "mg/dL"],
  ["albumin", "g/dL"],
];

function allPairs(): [string, string][] {
  const pairs: [string, string][] = [...DERIVED_UNITS];
  for (const r of PATTERN_RULES) {
    markerUnits(r.when, pairs);
    for (const g of r.grades ?? []) markerUnits(g.when, pairs);
  }
  for (const r of RISK_RULES) {
    if (r.kind === "banded") r.scales.forEach((s) => sourceUnit(s.source, pairs));
    if (r.kind === "points") r.items.forEach((i) => i.sources.forEach((s) => sourceUnit(s.source, pairs)));
    if (r.kind === "grid") [r.rows.source, r.columns.source].forEach((s) => sourceUnit(s, pairs));
  }
  return [...new Map(pairs.map((p) => [p.join("|"), p])).values()];
}

describe("rule units against the knowledge base", () => {
  it.each(allPairs())("%s: canonical unit converts to %s", (id, unit) => {
    const analyte = getAnalyte(id);
    expect(analyte, `analyte ${id} missing from the knowledge base`).toBeDefined();
    expect(convertValue(id, 1, analyte?.unit ?? "?", unit)).not.toBeNull();
  });

  it.each(allPairs())("%s: every alternate unit the knowledge base lists converts to %s", (id, unit) => {
    const analyte = getAnalyte(id);
    const failing = (analyte?.alternateUnits ?? [])
      .filter((a) => a.factor === undefined) // explicit factors are applied by the pipeline into the canonical unit
      .map((a) => a.ucum)
      .filter((u) => convertValue(id, 1, u, unit) === null);
    expect(failing).toEqual([]);
  });
});
