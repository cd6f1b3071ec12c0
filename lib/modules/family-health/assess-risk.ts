// Applies the risk rule rows (lib/knowledge/family/rules.ts) to a family: points per matched criterion,
// capped at 100, with the facts that earned them. No prose here: the report builder words the factors.
import { DLCN_FAMILY_POINTS, DLCN_PERSONAL_POINTS, DLCN_PREMATURE, DLCN_RISK_SCORE, DLCN_SOURCE, dlcnCategory, dlcnLdlPoints } from "@/lib/knowledge/family/dlcn";
import { matchConditions } from "@/lib/knowledge/family/match-condition";
import { areFirstDegree, type RelationKey } from "@/lib/knowledge/family/relations";
import { COVERED_CONDITIONS, OTHER_HISTORY_POINTS, RISK_RULES, type Criterion, type OnsetLimit, type RiskRule } from "@/lib/knowledge/family/rules";
import type { BloodPanel } from "./blood-values";
import { affectedBy, type FamilyFacts, type Relative } from "./family-facts";

export type Sex = "male" | "female" | "other";

export type Factor =
  | { type: "relative"; relation: RelationKey; condition: string; onset: number | null }
  | { type: "same_side"; count: number; condition: string }
  | { type: "amsterdam_ii" }
  | { type: "blood"; parameter: string; value: number; unit: string; analyte: string; threshold: number; thresholdUnit: string }
  | { type: "dlcn"; points: number; band: "definite" | "probable" | "possible" | "unlikely" };

export interface RuleResult {
  ruleId: string;
  category: string;
  /** Condition key naming the entry (rule id for rules, condition key for other family history). */
  points: number;
  factors: Factor[];
  genetic: string | null;
  source: string;
  /** Youngest onset among the affected relatives (for screening start ages). */
  youngestOnset: number | null;
  /** Blood values the rule looked at that stayed below its threshold (reported as correlations too). */
  belowThreshold: Extract<Factor, { type: "blood" }>[];
}

export interface PatientContext {
  age: number;
  sex: Sex;
  chronicConditions: string[];
}

function onsetLimit(limit: OnsetLimit, sex: "male" | "female"): number {
  return typeof limit === "number" ? limit : limit[sex];
}

type Hit = { relative: Relative; condition: { key: string; onset: number | null } };

/** Relatives satisfying a "relatives" criterion (before the count check). */
export function criterionHits(facts: FamilyFacts, c: Extract<Criterion, { kind: "relatives" }>): Hit[] {
  return affectedBy(facts, c.conditions).filter(({ relative, condition }) => {
    if (!c.degrees.includes(relative.info.degree)) return false;
    if (c.relativeSex && relative.info.sex !== c.relativeSex) return false;
    if (c.relations && !c.relations.includes(relative.relation)) return false;
    if (c.onsetBelow !== undefined) return condition.onset !== null && condition.onset < onsetLimit(c.onsetBelow, relative.info.sex);
    return true;
  });
}

/** The hits on the most affected lineage (siblings count on both sides). */
function largestSide(hits: Hit[]): Hit[] {
  const side = (s: "paternal" | "maternal") => hits.filter((h) => h.relative.info.lineage === s || h.relative.info.lineage === "both");
  const p = side("paternal"), m = side("maternal");
  return p.length >= m.length ? p : m;
}

/**
 * Amsterdam II: ≥ 3 relatives with a Lynch-associated cancer on one lineage, one a first-degree relative of the
 * other two, ≥ 2 successive generations, ≥ 1 diagnosed before 50. WHY: the classic clinical Lynch criterion.
 */
export function meetsAmsterdamII(facts: FamilyFacts, conditions: readonly string[]): boolean {
  const hits = affectedBy(facts, conditions);
  for (const lineage of ["paternal", "maternal"] as const) {
    const side = hits.filter((h) => h.relative.info.lineage === lineage || h.relative.info.lineage === "both");
    if (side.length < 3) continue;
    const linking = side.some((a) => side.filter((b) => b !== a && areFirstDegree(a.relative.relation, b.relative.relation)).length >= 2);
    const gens = new Set(side.map((h) => h.relative.info.generation));
    const successive = [...gens].some((g) => gens.has((g + 1) as never));
    const early = side.some((h) => h.condition.onset !== null && h.condition.onset < 50);
    if (linking && successive && early) return true;
  }
  return false;
}

function relativeFactors(hits: Hit[]): Factor[] {
  return hits.map((h) => ({ type: "relative", relation: h.relative.relation, condition: h.condition.key, onset: h.condition.onset }));
}

function dedupeFactors(factors: Factor[]): Factor[] {
  const seen = new Set<string>();
  return factors.filter((f) => {
    const k = JSON.stringify(f);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function applyRule(rule: RiskRule, facts: FamilyFacts, blood: BloodPanel, patient: PatientContext): RuleResult | null {
  let points = 0;
  let familyMatched = false;
  const factors: Factor[] = [];
  const onsets: number[] = [];
  for (const c of rule.criteria) {
    if (c.kind === "relatives") {
      const hits = criterionHits(facts, c);
      const counted = c.sameSide ? largestSide(hits) : hits;
      if (counted.length < c.minCount) continue;
      points += c.points;
      familyMatched = true;
      factors.push(...relativeFactors(counted));
      if (c.sameSide) factors.push({ type: "same_side", count: counted.length, condition: c.conditions[0]! });
      onsets.push(...counted.map((h) => h.condition.onset).filter((o): o is number => o !== null));
    } else if (c.kind === "amsterdam_ii") {
      if (!meetsAmsterdamII(facts, c.conditions)) continue;
      points += c.points;
      familyMatched = true;
      factors.push({ type: "amsterdam_ii" });
    }
  }
  if (!familyMatched) return null;
  const belowThreshold: Extract<Factor, { type: "blood" }>[] = [];
  for (const c of rule.criteria) {
    if (c.kind !== "blood") continue;
    const threshold = typeof c.atLeast === "number" ? c.atLeast : c.atLeast[patient.sex === "female" ? "female" : "male"];
    const value = blood.get(c.analyte, c.unit);
    if (value === null) continue;
    const raw = blood.values.get(c.analyte)!;
    if (value < threshold) {
      belowThreshold.push({ type: "blood", parameter: raw.parameter, value: raw.value, unit: raw.unit, analyte: c.analyte, threshold, thresholdUnit: c.unit });
      continue;
    }
    points += c.points;
    factors.push({ type: "blood", parameter: raw.parameter, value: raw.value, unit: raw.unit, analyte: c.analyte, threshold, thresholdUnit: c.unit });
  }
  points = Math.min(100, points);
  return {
    ruleId: rule.id,
    category: rule.category,
    points,
    factors: dedupeFactors(factors),
    genetic: rule.genetic && points >= rule.genetic.atPoints ? rule.genetic.genes : null,
    source: rule.source,
    youngestOnset: onsets.length ? Math.min(...onsets) : null,
    belowThreshold,
  };
}

/** The DLCN total from the family, the patient's own history and LDL-C. */
export function dlcnScore(facts: FamilyFacts, blood: BloodPanel, patient: PatientContext): { points: number; family: number; factors: Factor[] } {
  const factors: Factor[] = [];
  let family = 0;
  const first = (conditions: string[]) => affectedBy(facts, conditions).filter((h) => h.relative.info.degree === 1);
  const premature = first(["coronary_artery_disease", "stroke", "peripheral_artery_disease"]).filter(
    (h) => h.condition.onset !== null && h.condition.onset < DLCN_PREMATURE[h.relative.info.sex],
  );
  const fh = first(["familial_hypercholesterolaemia"]);
  const high = first(["hypercholesterolaemia"]);
  const childHigh = high.filter((h) => h.relative.info.generation === 1 && h.condition.onset !== null && h.condition.onset < 18);
  if (fh.length || childHigh.length) {
    family = DLCN_FAMILY_POINTS.xanthomaOrFhFirstDegree;
    factors.push(...relativeFactors(fh.length ? fh : childHigh));
  } else if (premature.length || high.length) {
    family = DLCN_FAMILY_POINTS.prematureVascularFirstDegree;
    factors.push(...relativeFactors(premature.length ? premature : high));
  }
  let personal = 0;
  const own = patient.chronicConditions.flatMap((t) => matchConditions(t).map((r) => r.key));
  if (own.includes("familial_hypercholesterolaemia")) personal = DLCN_PERSONAL_POINTS.tendonXanthoma;
  else if (own.includes("coronary_artery_disease") && patient.sex !== "other" && patient.age < DLCN_PREMATURE[patient.sex]) personal = DLCN_PERSONAL_POINTS.prematureCoronary;
  else if ((own.includes("stroke") || own.includes("peripheral_artery_disease")) && patient.sex !== "other" && patient.age < DLCN_PREMATURE[patient.sex]) personal = DLCN_PERSONAL_POINTS.prematureCerebralOrPeripheral;
  const ldl = blood.get("ldl_cholesterol", "mmol/L");
  const ldlPoints = dlcnLdlPoints(ldl);
  if (ldlPoints) {
    const raw = blood.values.get("ldl_cholesterol")!;
    factors.push({ type: "blood", parameter: raw.parameter, value: raw.value, unit: raw.unit, analyte: "ldl_cholesterol", threshold: 4.0, thresholdUnit: "mmol/L" });
  }
  return { points: family + personal + ldlPoints, family, factors };
}

function applyDlcn(facts: FamilyFacts, blood: BloodPanel, patient: PatientContext): RuleResult | null {
  const rule = RISK_RULES.find((r) => r.id === "familial_hypercholesterolaemia")!;
  const { points, family, factors } = dlcnScore(facts, blood, patient);
  // A family-history module reports FH when the family contributes or the total reaches "possible".
  if (family === 0 && points < 3) return null;
  const band = dlcnCategory(points);
  const score = DLCN_RISK_SCORE[band];
  return {
    ruleId: rule.id,
    category: rule.category,
    points: score,
    factors: [{ type: "dlcn", points, band }, ...factors],
    genetic: rule.genetic && score >= rule.genetic.atPoints ? rule.genetic.genes : null,
    source: DLCN_SOURCE,
    youngestOnset: null,
    belowThreshold: [],
  };
}

/** Family conditions no rule covers: low-weight "family history of …" entries. */
function otherHistory(facts: FamilyFacts): RuleResult[] {
  const byCondition = new Map<string, { points: number; factors: Factor[] }>();
  for (const r of facts.relatives) {
    for (const c of r.conditions) {
      if (COVERED_CONDITIONS.has(c.key)) continue;
      const e = byCondition.get(c.key) ?? { points: 0, factors: [] };
      e.points += r.info.degree === 1 ? OTHER_HISTORY_POINTS.first : OTHER_HISTORY_POINTS.second;
      e.factors.push({ type: "relative", relation: r.relation, condition: c.key, onset: c.onset });
      byCondition.set(c.key, e);
    }
  }
  return [...byCondition].map(([key, e]) => ({
    ruleId: `family_history:${key}`,
    category: "family_history",
    points: Math.min(OTHER_HISTORY_POINTS.cap, e.points),
    factors: e.factors,
    genetic: null,
    source: OTHER_HISTORY_POINTS.source,
    youngestOnset: null,
    belowThreshold: [],
  }));
}

/**
 * Every rule that fires for this family, highest score first.
 * WHY: the single place where the rule rows meet a family; the report only words and sorts these results.
 */
export function assessFamilyRisk(facts: FamilyFacts, blood: BloodPanel, patient: PatientContext): RuleResult[] {
  const results: RuleResult[] = [];
  for (const rule of RISK_RULES) {
    const r = rule.id === "familial_hypercholesterolaemia" ? applyDlcn(facts, blood, patient) : applyRule(rule, facts, blood, patient);
    if (r) results.push(r);
  }
  results.push(...otherHistory(facts));
  return results.sort((a, b) => b.points - a.points);
}
