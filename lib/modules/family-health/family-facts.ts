// The family as the rules see it: each relative with the known conditions found in their free text, the onset
// age of each, and their place in the pedigree. Names never enter here (the contract has none per relative).
import { matchConditions } from "@/lib/knowledge/family/match-condition";
import { relationOf, type Relation, type RelationKey } from "@/lib/knowledge/family/relations";
import type { FamilyMember } from "./schemas";

export interface AffectedCondition {
  key: string;
  /** Age at diagnosis, else age at death when this condition caused it; null when unknown. */
  onset: number | null;
}

export interface Relative {
  index: number;
  relation: RelationKey;
  info: Relation;
  conditions: AffectedCondition[];
}

export interface FamilyFacts {
  relatives: Relative[];
  /** Condition texts that matched no known condition (shown so the clinician can rephrase them). */
  unrecognised: string[];
}

/**
 * Reads every relative's conditions and cause of death into condition keys with onset ages.
 * WHY: all rules need "which relatives had what, and when"; doing it once keeps the rules declarative.
 */
export function readFamily(members: readonly FamilyMember[]): FamilyFacts {
  const unrecognised = new Set<string>();
  const relatives = members.map((m, index): Relative => {
    const found = new Map<string, AffectedCondition>();
    for (const text of m.conditions ?? []) {
      const rows = matchConditions(text);
      if (!rows.length && text.trim()) unrecognised.add(text.trim());
      for (const r of rows) if (!found.has(r.key)) found.set(r.key, { key: r.key, onset: m.age_at_diagnosis ?? null });
    }
    if (m.cause_of_death?.trim()) {
      const rows = matchConditions(m.cause_of_death);
      if (!rows.length) unrecognised.add(m.cause_of_death.trim());
      const deathAge = m.age_at_death ?? (m.deceased ? (m.age ?? null) : null);
      for (const r of rows) {
        const prev = found.get(r.key);
        found.set(r.key, { key: r.key, onset: prev?.onset ?? deathAge });
      }
    }
    return { index, relation: m.relation, info: relationOf(m.relation), conditions: [...found.values()] };
  });
  return { relatives, unrecognised: [...unrecognised] };
}

/** Relatives with any of `conditions` (and their matching condition). */
export function affectedBy(facts: FamilyFacts, conditions: readonly string[]): { relative: Relative; condition: AffectedCondition }[] {
  const out: { relative: Relative; condition: AffectedCondition }[] = [];
  for (const relative of facts.relatives) {
    const hits = relative.conditions.filter((c) => conditions.includes(c.key));
    if (!hits.length) continue;
    // The earliest known onset represents the relative.
    hits.sort((a, b) => (a.onset ?? 999) - (b.onset ?? 999));
    out.push({ relative, condition: hits[0]! });
  }
  return out;
}
