// Every need rule as data, one case each way: it raises its supplement when its condition holds and not just on
// the other side; and the rows point at real panel markers, analytes, questions and supplements within their UL.
import { describe, expect, it } from "vitest";
import { panelMarker } from "@/lib/knowledge/dna";
import { getAnalyte } from "@/lib/knowledge/analytes";
import { supplementLimit } from "@/lib/knowledge/nutrition/supplement-limits";
import { ADVISOR_SUPPLEMENTS, advisorSupplement, NEED_RULES, type NeedRule } from "@/lib/knowledge/supplements/needs";
import { QUESTIONS } from "@/lib/knowledge/supplements/questionnaire";
import type { AdvisorFacts } from "./context";
import { findNeeds } from "./find-needs";

const EMPTY: AdvisorFacts = {
  genotypes: new Map(), labs: new Map(), answers: { diet_type: "omnivore", pregnancy: "no" },
  safety: { pregnancy: "no", medicationClasses: [], conditions: [], labs: {}, hfeRisk: false }, drugClasses: [],
};

/** Facts where the rule's trigger holds (`yes`) or just fails (`no`). */
function factsFor(rule: NeedRule, yes: boolean): AdvisorFacts {
  const t = rule.trigger;
  switch (t.kind) {
    case "genotype": {
      const m = panelMarker(t.rsid)!;
      const other = m.effect === m.alt ? m.ref : m.alt;
      const copies = yes ? t.minCopies : t.minCopies > 0 ? t.minCopies - 1 : t.maxCopies + 1;
      const genotype = m.effect.repeat(copies) + other.repeat(2 - copies);
      return { ...EMPTY, genotypes: new Map([[t.rsid, { gene: t.gene, genotype }]]) };
    }
    case "lab_below":
    case "lab_above": {
      const value = t.kind === "lab_below" ? (yes ? t.value * 0.9 : t.value) : yes ? t.value * 1.1 : t.value;
      return { ...EMPTY, labs: new Map([[t.analyte, { value, unit: t.unit }]]) };
    }
    case "answer": {
      const q = QUESTIONS.find((x) => x.id === t.question)!;
      const value = yes ? t.values[0]! : q.values.find((v) => !t.values.includes(v))!;
      return { ...EMPTY, answers: { ...EMPTY.answers, [t.question]: q.type === "multi" ? [value] : value } };
    }
  }
}

describe("supplement need rules", () => {
  it.each(NEED_RULES.map((r) => [r.id, r] as const))("%s fires when its condition holds and not otherwise", (_id, rule) => {
    const raised = (f: AdvisorFacts) => findNeeds(f).find((n) => n.key === rule.supplement);
    const hit = raised(factsFor(rule, true));
    expect(hit, rule.id).toBeDefined();
    expect([...hit!.genetic, ...hit!.lab, ...hit!.questionnaire].map((h) => h.rule.id)).toContain(rule.id);
    const miss = raised(factsFor(rule, false));
    expect(miss ? [...miss.genetic, ...miss.lab, ...miss.questionnaire].map((h) => h.rule.id) : []).not.toContain(rule.id);
  });

  it("points at real markers, analytes, questions and supplements, each with a source", () => {
    for (const r of NEED_RULES) {
      expect(r.source.length, r.id).toBeGreaterThan(15);
      expect(advisorSupplement(r.supplement), r.id).toBeDefined();
      const t = r.trigger;
      if (t.kind === "genotype") expect(panelMarker(t.rsid)?.gene, r.id).toBe(t.gene);
      else if (t.kind === "answer") expect(QUESTIONS.find((q) => q.id === t.question)?.values, r.id).toEqual(expect.arrayContaining([...t.values]));
      else expect(getAnalyte(t.analyte), r.id).toBeDefined();
    }
  });

  it("keeps every intake range within the tolerable upper intake level", () => {
    for (const s of ADVISOR_SUPPLEMENTS) {
      expect(s.source.length, s.key).toBeGreaterThan(15);
      if (!s.limitKey) continue;
      const limit = supplementLimit(s.limitKey)!;
      expect(s.intakeLow!, s.key).toBeLessThanOrEqual(limit.amount);
      if (limit.upperLimit !== null) expect(limit.amount, s.key).toBeLessThan(limit.upperLimit);
    }
  });

  it("puts the highest priority first and merges the reasons of one supplement", () => {
    const needs = findNeeds({ ...EMPTY, answers: { diet_type: "vegan", pregnancy: "planning", sun_exposure: "low" }, labs: new Map([["vitamin_d_25oh", { value: 12, unit: "ng/mL" }]]) });
    expect(needs[0]!.priority).toBe("high");
    const vitD = needs.find((n) => n.key === "vitamin_d")!;
    expect([vitD.lab.length, vitD.questionnaire.length, vitD.priority]).toEqual([1, 1, "high"]);
  });
});

describe("censored results", () => {
  const vitaminD = NEED_RULES.find((r) => r.trigger.kind === "lab_below" && r.trigger.analyte === "vitamin_d_25oh")!;
  const t = vitaminD.trigger as Extract<NeedRule["trigger"], { kind: "lab_below" }>;
  const withLab = (value: number, censored: "<" | ">" | null) => ({ ...EMPTY, labs: new Map([[t.analyte, { value, unit: t.unit, censored }]]) });

  it("a printed '<8' 25-OH vitamin D is below the limit and raises the need", () => {
    expect(findNeeds(withLab(8, "<")).map((n) => n.key)).toContain(vitaminD.supplement);
  });

  it("'>8' proves nothing about 'below', and '<' above the limit is not enough", () => {
    expect(findNeeds(withLab(8, ">")).map((n) => n.key)).not.toContain(vitaminD.supplement);
    expect(findNeeds(withLab(t.value * 2, "<")).map((n) => n.key)).not.toContain(vitaminD.supplement);
  });
});
