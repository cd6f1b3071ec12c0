// The family-health report: rule results, timeline, lineage summaries and blood correlations, worded in the
// requested language from the module's catalogues. Facts come from the rule rows; this file only words them.
import { fillTemplate } from "@/lib/interpretation/messages";
import { CONDITIONS } from "@/lib/knowledge/family/conditions";
import { relationOf, type RelationKey } from "@/lib/knowledge/family/relations";
import { HEREDITARY_SENSITIVITIES, RISK_THRESHOLDS } from "@/lib/knowledge/family/rules";
import { assessFamilyRisk, type Factor, type RuleResult, type Sex } from "./assess-risk";
import { readBloodValues } from "./blood-values";
import { readFamily, type FamilyFacts } from "./family-facts";
import { familyCatalogue, type FamilyCatalogue, type FamilyMessageKey } from "./messages";
import type { FamilyHealthRequest, ReportData, RiskEntry } from "./schemas";
import { planScreenings } from "./timeline";

const CONDITION_BY_KEY = new Map(CONDITIONS.map((c) => [c.key, c]));
const SMOKING = /smok|tobacco|cigar|raucher|rauchen|fumeur|fumador|fumatore|fumante|sigara|roker|pal[aą]c|кур|吸烟|تدخين/i;

function level(score: number): "high" | "moderate" | "low" {
  return score >= RISK_THRESHOLDS.high ? "high" : score >= RISK_THRESHOLDS.moderate ? "moderate" : "low";
}

class Writer {
  constructor(readonly m: FamilyCatalogue, readonly lang: string) {}
  t(key: FamilyMessageKey, vars?: Record<string, string | number>): string {
    return fillTemplate(this.m[key], vars);
  }
  condition(key: string): string {
    const row = CONDITION_BY_KEY.get(key);
    return row ? (row.names[this.lang as "en"] ?? row.names.en)[0]! : key;
  }
  relation(key: RelationKey): string {
    const r = relationOf(key);
    return r.names[this.lang] ?? r.names.en!;
  }
  factor(f: Factor): string {
    switch (f.type) {
      case "relative":
        return f.onset === null
          ? this.t("factor_relative", { relation: this.relation(f.relation), condition: this.condition(f.condition) })
          : this.t("factor_relative_onset", { relation: this.relation(f.relation), condition: this.condition(f.condition), age: f.onset });
      case "same_side":
        return this.t("factor_same_side", { count: f.count });
      case "amsterdam_ii":
        return this.t("factor_amsterdam");
      case "blood":
        return this.t("factor_blood", { parameter: f.parameter, value: f.value, unit: f.unit, threshold: f.threshold, threshold_unit: f.thresholdUnit });
      case "dlcn":
        return this.t("factor_dlcn", { points: f.points, band: this.t(`dlcn_${f.band}`) });
    }
  }
  ruleName(r: RuleResult): string {
    if (r.ruleId.startsWith("family_history:")) return this.t("rule_family_history", { condition: this.condition(r.ruleId.slice(15)) });
    return this.t(`rule_${r.ruleId}` as FamilyMessageKey);
  }
  recommendation(r: RuleResult): string {
    if (r.ruleId.startsWith("family_history:")) return this.t("rec_family_history", { condition: this.condition(r.ruleId.slice(15)) });
    return this.t(`rec_${r.ruleId}` as FamilyMessageKey);
  }
}

function lineageFactors(w: Writer, facts: FamilyFacts, lineages: string[]): string[] {
  const out: string[] = [];
  for (const r of facts.relatives) {
    if (!lineages.includes(r.info.lineage)) continue;
    for (const c of r.conditions) out.push(w.factor({ type: "relative", relation: r.relation, condition: c.key, onset: c.onset }));
  }
  return out;
}

/**
 * Builds `data.report_data` for a family-health request.
 * WHY: one deterministic path for analyze and sandbox; numbers come from the rule and screening rows.
 */
export function buildFamilyReport(req: FamilyHealthRequest, language: string): { report_data: ReportData; language: string; language_fallback: boolean } {
  const { messages, language: lang, fallback } = familyCatalogue(language);
  const w = new Writer(messages, lang);
  const members = req.family_members ?? [];
  const profile = req.health_profile ?? {};
  const sex = req.patient_data.gender as Sex;
  const facts = readFamily(members);
  const blood = readBloodValues(req.blood_test_data ?? []);
  const results = assessFamilyRisk(facts, blood, { age: req.patient_data.age, sex, chronicConditions: profile.chronic_conditions ?? [] });

  const entries = results.map((r): RiskEntry & { level: ReturnType<typeof level> } => ({
    rule_id: r.ruleId,
    condition: w.ruleName(r),
    category: r.category,
    risk_score: r.points,
    contributing_factors: r.factors.map((f) => w.factor(f)),
    recommendation: w.recommendation(r),
    source: r.source,
    level: level(r.points),
  }));
  const strip = ({ level: _l, ...e }: (typeof entries)[number]): RiskEntry => e;
  const high = entries.filter((e) => e.level === "high").map(strip);
  const moderate = entries.filter((e) => e.level === "moderate").map(strip);
  const low = entries.filter((e) => e.level === "low").map(strip);

  // Overall: the highest rule score, plus 5 per further moderate-or-high signal (capped at 100).
  const top = results[0]?.points ?? 0;
  const further = results.slice(1).filter((r) => r.points >= RISK_THRESHOLDS.moderate).length;
  const overall = Math.min(100, top + 5 * further);

  const smoker = (profile.lifestyle_factors ?? []).some((l) => SMOKING.test(l) && !/non|never|ex-|former|nie|nicht/i.test(l));
  const plan = planScreenings(facts, { age: req.patient_data.age, sex, smoker });
  const groups = new Map<number, typeof plan>();
  for (const p of plan) groups.set(p.startAge, [...(groups.get(p.startAge) ?? []), p]);
  const timeline = [...groups].map(([age, items]) => ({
    age_range: age <= req.patient_data.age ? `${req.patient_data.age}+ (now)` : `${age}+`,
    screenings: items.map((i) => {
      const name = w.t(`screen_${i.id}` as FamilyMessageKey);
      const line = i.intervalYears === 1 ? w.t("yearly", { name }) : i.intervalYears ? w.t("every_years", { name, years: i.intervalYears }) : w.t("once", { name });
      return i.reason === "family_history" ? `${line} ${w.t("reason_family")}` : line;
    }),
    items: items.map((i) => ({ id: i.id, name: w.t(`screen_${i.id}` as FamilyMessageKey), start_age: i.startAge, interval_years: i.intervalYears, reason: i.reason, source: i.source })),
  }));

  // Blood values that a fired rule used, or that belong to a fired rule's analytes.
  const correlated = results.flatMap((r) => [
    ...r.factors.filter((f): f is Extract<Factor, { type: "blood" }> => f.type === "blood").map((f) => ({
      parameter: f.parameter, value: f.value, unit: f.unit, related_risk: w.ruleName(r),
      finding: w.t("correlation", { parameter: f.parameter, value: f.value, unit: f.unit, risk: w.ruleName(r) }),
    })),
    ...r.belowThreshold.map((f) => ({
      parameter: f.parameter, value: f.value, unit: f.unit, related_risk: w.ruleName(r),
      finding: w.t("correlation_below", { parameter: f.parameter, value: f.value, unit: f.unit, threshold: f.threshold, threshold_unit: f.thresholdUnit, risk: w.ruleName(r) }),
    })),
  ]);

  const familyKeys = new Set(facts.relatives.flatMap((r) => r.conditions.map((c) => c.key)));
  const meds = (profile.current_medications ?? []).filter((m) => m.trim());
  const sensitivities = HEREDITARY_SENSITIVITIES.filter((s) => familyKeys.has(s.condition)).map((s) => w.t(`sens_${s.id}` as FamilyMessageKey));
  const firedCategories = new Set(results.filter((r) => r.points >= RISK_THRESHOLDS.moderate).map((r) => r.category));
  const lifestyle: string[] = [];
  if (smoker) lifestyle.push(w.t("life_smoking"));
  if (firedCategories.has("cardiovascular")) lifestyle.push(w.t("life_cardiovascular"));
  if (firedCategories.has("metabolic")) lifestyle.push(w.t("life_metabolic"));
  if (firedCategories.has("oncological")) lifestyle.push(w.t("life_oncological"));
  lifestyle.push(w.t("life_general"));

  const paternal = lineageFactors(w, facts, ["paternal"]);
  const maternal = lineageFactors(w, facts, ["maternal"]);
  const combined = lineageFactors(w, facts, ["both", "descendant"]);

  const report_data: ReportData = {
    report_title: w.t("report_title"),
    executive_summary: w.t("executive_summary", { members: members.length, high: high.length, moderate: moderate.length, low: low.length, score: overall, level: w.t(`level_${level(overall)}`) }),
    overall_risk: { score: overall, level: level(overall) },
    hereditary_risk_analysis: { high_risk: high, moderate_risk: moderate, low_risk: low },
    medication_analysis: {
      current_medications: meds,
      hereditary_sensitivities: sensitivities,
      recommendations: [meds.length ? w.t("med_review", { medications: meds.join(", ") }) : w.t("med_none")],
    },
    blood_test_family_correlation: { correlated_findings: correlated, unmatched_parameters: blood.unmatched },
    genetic_screening_recommendations: results.filter((r) => r.genetic).map((r) => w.t("genetic_test", { condition: w.ruleName(r), genes: r.genetic! })),
    lifestyle_recommendations: lifestyle,
    family_tree_summary: {
      total_members: members.length,
      paternal_lineage: { members: facts.relatives.filter((r) => r.info.lineage === "paternal").length, risk_factors: paternal.length ? paternal : [w.t("lineage_none")] },
      maternal_lineage: { members: facts.relatives.filter((r) => r.info.lineage === "maternal").length, risk_factors: maternal.length ? maternal : [w.t("lineage_none")] },
      combined_risk_factors: [...combined, ...high.map((e) => e.condition), ...moderate.map((e) => e.condition)],
    },
    preventive_care_timeline: timeline,
    unrecognised_conditions: facts.unrecognised,
    disclaimer: w.t("disclaimer"),
  };
  return { report_data, language: lang, language_fallback: fallback };
}
