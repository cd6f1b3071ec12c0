// Every concordance row, positive and negative, read end to end: a DNA report produced by the real
// interpretation from chosen genotypes, a blood value off (or not) in the direction the row predicts.
import { describe, expect, it } from "vitest";
import { CONCORDANCE_RULES, type ConcordanceRule } from "@/lib/knowledge/concordance";
import { panelMarker } from "@/lib/knowledge/dna";
import { genotypesByCount } from "@/lib/knowledge/dna/genotype";
import { correlate } from "./correlate";
import type { BloodReading, LabValue } from "./read-blood-test";
import { geneticCall, indexReportGenotypes } from "./report-genotypes";
import { dnaReportFor } from "./testing/dna-fixtures";

type Copies = 0 | 1 | 2;

function genotypes(copies: Record<string, Copies>): Record<string, string> {
  return Object.fromEntries(Object.entries(copies).map(([rsid, n]) => [rsid, genotypesByCount(panelMarker(rsid)!)[n]]));
}

/** Genotypes that give the row's first (strongest) pattern. */
function positive(rule: ConcordanceRule): Record<string, string> {
  if (rule.genetic.kind === "pgx_alleles") return genotypes({ rs887829: 2 });
  const first = rule.genetic.patterns[0]!;
  return genotypes(Object.fromEntries(first.all.map((c) => [c.rsid, c.copies])));
}

/** Genotypes for which the row finds no variant (searched over 0/1/2 copies of its rsids). */
function negative(rule: ConcordanceRule): Record<string, string> {
  if (rule.genetic.kind === "pgx_alleles") return {};
  const ids = rule.genetic.rsids;
  const combos: Copies[][] = ids.reduce<Copies[][]>((acc) => acc.flatMap((c) => ([0, 1, 2] as Copies[]).map((n) => [...c, n])), [[]]);
  for (const combo of combos) {
    const g = genotypes(Object.fromEntries(ids.map((id, i) => [id, combo[i]!])));
    if (geneticCall(rule.genetic, indexReportGenotypes(dnaReportFor(g)))?.level === "none") return g;
  }
  throw new Error(`no negative genotype for ${rule.id}`);
}

function blood(rule: ConcordanceRule, state: "off" | "normal"): BloodReading {
  const direction = rule.expects === "low" ? "low" : "high";
  const v: LabValue = {
    analyte_id: rule.analyte, name: rule.analyte, value: 1, unit: "x", canonical: true, censored: null,
    status: state === "off" ? "abnormal" : "normal", evaluation: state === "off" ? direction : "normal",
    direction: state === "off" ? direction : null, critical: false, range_low: null, range_high: null, range_source: "knowledge_base",
  };
  return { form: "list", values: [v], byAnalyte: new Map([[rule.analyte, v]]), unused: [], total: 1 };
}

const outcomeOf = (rule: ConcordanceRule, g: Record<string, string>, state: "off" | "normal") =>
  correlate(dnaReportFor(g), blood(rule, state)).rules.find((r) => r.rule.id === rule.id);

describe.each(CONCORDANCE_RULES.map((r) => [r.id, r] as const))("concordance row %s", (_id, rule) => {
  it("positive: the variant with the value off as predicted", () => {
    const fact = outcomeOf(rule, positive(rule), "off");
    expect(fact).toBeDefined();
    const level = fact!.genetic.level;
    expect(level).not.toBe("none");
    const expected = rule.expects === "context" || level === "low" ? "watch" : "confirms";
    expect(fact!.outcome.concordance).toBe(expected);
  });

  it("negative: no variant and a normal value say nothing; no variant and an off value follow the row", () => {
    const g = negative(rule);
    expect(outcomeOf(rule, g, "normal")).toBeUndefined();
    const off = outcomeOf(rule, g, "off");
    if (rule.expects === "context") expect(off).toBeUndefined();
    else expect(off?.outcome.concordance).toBe(rule.noVariantAbnormal);
  });
});
