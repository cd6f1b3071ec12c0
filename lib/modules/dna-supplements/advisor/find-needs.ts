// Evaluates the need rules (lib/knowledge/supplements/needs/rules.ts) against the facts and merges the rows of
// one supplement into one need: its highest priority, and each reason under genetic, lab or questionnaire.
import { NEED_RULES, type NeedRule } from "@/lib/knowledge/supplements/needs";
import { effectCopies, type AdvisorFacts } from "./context";

export type Priority = "high" | "medium" | "low";

export interface NeedHit {
  rule: NeedRule;
  /** What was seen: the genotype, or the blood value in its canonical unit, or the answer value. */
  seen: { gene: string; rsid: string; genotype: string } | { analyte: string; value: number; censored?: "<" | ">" | null; unit: string; limit: number; side: "below" | "above" } | { question: string; answer: string };
}

export interface Need {
  key: string;
  priority: Priority;
  genetic: NeedHit[];
  lab: NeedHit[];
  questionnaire: NeedHit[];
  /** Position of the first rule that raised it (stable order among equals). */
  order: number;
}

const RANK: Readonly<Record<Priority, number>> = { high: 3, medium: 2, low: 1 };

function hitOf(rule: NeedRule, facts: AdvisorFacts): NeedHit | null {
  const t = rule.trigger;
  switch (t.kind) {
    case "genotype": {
      const g = facts.genotypes.get(t.rsid);
      const copies = g ? effectCopies(t.rsid, g.genotype) : null;
      return g && copies !== null && copies >= t.minCopies && copies <= t.maxCopies ? { rule, seen: { gene: t.gene, rsid: t.rsid, genotype: g.genotype } } : null;
    }
    case "lab_below":
    case "lab_above": {
      const v = facts.labs.get(t.analyte);
      if (!v) return null;
      // A censored result counts only when its side settles the question: "<8" is below a limit of 30 (the true
      // value is under 8), ">1000" above 500; "<8" never proves "above", nor ">8" "below".
      const censored = v.censored ?? null;
      const fires = t.kind === "lab_below"
        ? censored === ">" ? false : censored === "<" ? v.value <= t.value : v.value < t.value
        : censored === "<" ? false : censored === ">" ? v.value >= t.value : v.value > t.value;
      return fires ? { rule, seen: { analyte: t.analyte, value: v.value, censored, unit: v.unit, limit: t.value, side: t.kind === "lab_below" ? "below" : "above" } } : null;
    }
    case "answer": {
      const a = facts.answers[t.question];
      const given = a === undefined ? [] : Array.isArray(a) ? a : [a];
      const match = given.find((v) => t.values.includes(v));
      return match ? { rule, seen: { question: t.question, answer: match } } : null;
    }
  }
}

/** The needs the facts raise, highest priority first (then the one with more reasons, then table order). */
export function findNeeds(facts: AdvisorFacts): Need[] {
  const needs = new Map<string, Need>();
  NEED_RULES.forEach((rule, i) => {
    const hit = hitOf(rule, facts);
    if (!hit) return;
    const need = needs.get(rule.supplement) ?? { key: rule.supplement, priority: rule.priority, genetic: [], lab: [], questionnaire: [], order: i };
    if (RANK[rule.priority] > RANK[need.priority]) need.priority = rule.priority;
    const kind = rule.trigger.kind === "genotype" ? "genetic" : rule.trigger.kind === "answer" ? "questionnaire" : "lab";
    need[kind].push(hit);
    needs.set(rule.supplement, need);
  });
  const reasons = (n: Need) => n.genetic.length + n.lab.length + n.questionnaire.length;
  return [...needs.values()].sort((a, b) => RANK[b.priority] - RANK[a.priority] || reasons(b) - reasons(a) || a.order - b.order);
}
