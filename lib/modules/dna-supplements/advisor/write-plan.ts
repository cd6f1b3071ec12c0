// Writes the plan in the requested language from the computed choice: names, forms, intake ranges from the
// upper-limit data, rationale in three parts, safety reasons, interactions (the nutrition module's table and
// wording), dietary sources and the re-test plan. Every fact comes from the data; this file only words it.
import { CATALOGUES } from "@/lib/interpretation/messages";
import { advisorWriter, en, type AdvisorMessageKey, type AdvisorWriter } from "@/lib/knowledge/supplements/advisor-i18n";
import { INTERACTIONS } from "@/lib/knowledge/nutrition/interactions";
import { supplementLimit } from "@/lib/knowledge/nutrition/supplement-limits";
import { advisorSupplement, CURRENT_SUPPLEMENT_KEYS } from "@/lib/knowledge/supplements/needs";
import { NUMERIC_LABELS, QUESTIONNAIRE_LABELS } from "@/lib/knowledge/supplements/questionnaire";
import { NUTRITION_CATALOGUES, nutritionWriter, type NutritionMessageKey } from "@/lib/modules/nutrition/messages";
import type { AdvisorFacts } from "./context";
import type { AvoidedItem, Choice, ChosenItem, Fired } from "./choose";
import type { Need, NeedHit } from "./find-needs";
import type { SupplementPlan } from "./schemas";

type T = AdvisorWriter["t"];

const SAFETY_KEY: readonly [RegExp, AdvisorMessageKey][] = [
  [/^pregnancy_/, "safety_pregnancy"], [/^anticoagulant_/, "safety_anticoagulant"], [/^st_johns_wort_/, "safety_st_johns_wort"], [/^ckd_/, "safety_kidney"], [/^liver_/, "safety_liver"],
  [/^iron_hfe_review$/, "safety_iron_hfe_review"], [/^iron_(hfe|overload)/, "safety_iron_overload"], [/^iron_only_when_low$/, "safety_iron_not_low"], [/^iron_ferritin_unmeasured$/, "safety_iron_unmeasured"], [/^near_upper_limit$/, "safety_near_limit"], [/^above_upper_limit$/, "safety_above_limit"],
];
const GENE_KEY: Readonly<Record<string, AdvisorMessageKey>> = {
  MTHFR: "gene_mthfr", MTRR: "gene_mtrr", FUT2: "gene_fut2", FADS1: "gene_fads1", "MCM6 (LCT)": "gene_lactase",
};

const capital = (s: string) => (s ? s[0]!.toLocaleUpperCase() + s.slice(1) : s);

export class PlanWriter {
  readonly t: T;
  readonly language: string;
  readonly fallback: boolean;
  /** Blood values are written with the language's decimal mark (the interpretation catalogues declare it). */
  private readonly number: (v: number) => string;
  private readonly nt: ReturnType<typeof nutritionWriter>;
  constructor(language: string) {
    const w = advisorWriter(language);
    this.nt = nutritionWriter(w.language);
    this.t = w.t;
    this.language = w.language;
    this.fallback = w.fallback;
    const mark = CATALOGUES[w.language]?.["meta.decimal"] ?? ".";
    this.number = (v) => String(Number(v.toPrecision(3))).replace(".", mark);
  }

  /** Display name of a supplement key (the nutrition catalogue's nutrient names where they exist). */
  nutrientName(key: string): string {
    if (key === "probiotic") return this.t("name_probiotic");
    if (key === "folic_acid") return this.t("name_folic_acid");
    const nk = `nutrient_${key}` as NutritionMessageKey;
    return capital(nk in (NUTRITION_CATALOGUES.en ?? {}) ? this.nt.t(nk) : key.replace(/_/g, " "));
  }

  safetyReason(f: Fired): string {
    const key = SAFETY_KEY.find(([re]) => re.test(f.rule_id))?.[1];
    return key ? this.t(key) : f.reason;
  }

  private hitText(hit: NeedHit): string {
    const s = hit.seen;
    if ("rsid" in s) return this.t("why_genetic", { gene: s.gene, rsid: s.rsid, genotype: s.genotype, effect: this.t(GENE_KEY[s.gene] ?? "gene_mthfr") });
    if ("analyte" in s) return this.t(s.side === "below" ? "why_lab_low" : "why_lab_high", { marker: capital(this.markerName(s.analyte)), value: `${s.censored ?? ""}${this.number(s.value)}`, unit: s.unit, limit: this.number(s.limit) });
    const labels = QUESTIONNAIRE_LABELS[this.language] ?? QUESTIONNAIRE_LABELS.en!;
    return this.t("why_answer", { question: labels.questions[s.question] ?? s.question, answer: NUMERIC_LABELS[s.answer] ?? labels.options[s.answer] ?? s.answer });
  }

  markerName(analyte: string): string {
    const key = `marker_${analyte}`;
    return key in en ? this.t(key as AdvisorMessageKey) : analyte;
  }

  rationale(need: Need): { genetic: string; lab: string; questionnaire: string } {
    // Answers read "question answer", so several are separated by a semicolon; the other parts are sentences.
    const part = (hits: NeedHit[], none: AdvisorMessageKey, sep = " ") => (hits.length ? hits.map((h) => this.hitText(h)).join(sep) : this.t(none));
    return { genetic: part(need.genetic, "none_genetic"), lab: part(need.lab, "none_lab"), questionnaire: part(need.questionnaire, "none_questionnaire", "; ") };
  }

  dose(key: string, product: ChosenItem["product"]): string {
    const row = advisorSupplement(key);
    const limit = row?.limitKey ? supplementLimit(row.limitKey) : undefined;
    if (!row || !limit || row.intakeLow === null) return product?.dosage ? `${product.dosage}. ${this.t("dose_label")}` : this.t("dose_label");
    // Vitamin D is also written in IU (1 µg = 40 IU), the unit most labels print.
    const iu = (a: number) => (key === "vitamin_d" ? ` (${a * 40} IU)` : "");
    const span = (f: number) => (row.intakeLow === limit.amount ? `${limit.amount * f}` : `${row.intakeLow! * f}–${limit.amount * f}`);
    const range = `${span(1)} ${limit.unit}${key === "vitamin_d" ? ` (${span(40)} IU)` : ""}`;
    const vars = { range, limit: limit.upperLimit === null ? "" : `${limit.upperLimit} ${limit.unit}${iu(limit.upperLimit)}`, dosage: product?.dosage ?? "" };
    if (product?.dosage) return this.t("dose_product", vars);
    return limit.upperLimit === null ? this.t("dose_no_limit", vars) : this.t("dose_range", vars);
  }

  duration(key: string): string {
    const row = advisorSupplement(key);
    if (row?.retest) return this.t("duration_retest", { weeks: row.retest.weeks, marker: this.markerName(row.retest.analyte) });
    return this.t("duration_review", { weeks: key === "probiotic" ? "4–8" : "12" });
  }

  /** Cautions from the answers: the nutrient is already taken (count both towards the UL), or its usual source is an allergen. */
  answerCautions(key: string, facts: AdvisorFacts): string[] {
    const labels = QUESTIONNAIRE_LABELS[this.language] ?? QUESTIONNAIRE_LABELS.en!;
    const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
    const out: string[] = [];
    const current = list(facts.answers.current_supplements).filter((c) => CURRENT_SUPPLEMENT_KEYS[c]?.includes(key));
    if (current.length) out.push(this.t("caution_already_taking", { current: current.map((c) => labels.options[c] ?? c).join(", ") }));
    const row = advisorSupplement(key);
    const allergens = (row?.limitKey ? supplementLimit(row.limitKey)?.allergens ?? [] : []).filter((a) => list(facts.answers.allergies).includes(a));
    if (allergens.length) out.push(this.t("caution_allergen", { allergen: allergens.map((a) => labels.options[a] ?? a).join(", ") }));
    return out;
  }

  /** Interaction lines of the nutrition table for this supplement and the caller's medicines. */
  interactions(key: string, facts: AdvisorFacts): string[] {
    const out: string[] = [];
    for (const med of facts.drugClasses) {
      for (const row of INTERACTIONS.filter((i) => med.classes.includes(i.drugClass) && i.supplements.includes(key))) {
        const label = QUESTIONNAIRE_LABELS[this.language]?.options[med.medication] ?? med.medication;
        const action = this.language === "en" ? row.caution : this.nt.t(`action_${row.action}` as NutritionMessageKey);
        const line = this.t("interaction", { medication: label, action });
        if (!out.includes(line)) out.push(line);
      }
    }
    return out;
  }
}

/** The report part of the response (summary written deterministically; a model may rewrite it afterwards). */
export function writePlan(choice: Choice, facts: AdvisorFacts, w: PlanWriter): SupplementPlan {
  const recommendations = choice.chosen.map((c): SupplementPlan["recommendations"][number] => {
    const row = advisorSupplement(c.need.key);
    const retest = row?.retest ? `${capital(w.markerName(row.retest.analyte))} ${w.t("retest_when", { weeks: row.retest.weeks })}` : null;
    return {
      key: c.need.key,
      name: w.nutrientName(c.need.key),
      source: c.product ? "clinic_library" : "evidence_based",
      product: c.product ? [c.product.name, c.product.brand].filter(Boolean).join(" — ") : null,
      form: c.product?.form ? `${c.product.form}` : w.t(`form_${c.need.key}` as AdvisorMessageKey),
      dose: w.dose(c.need.key, c.product),
      timing: w.t(`timing_${c.need.key}` as AdvisorMessageKey),
      duration: w.duration(c.need.key),
      priority: c.need.priority,
      rationale: w.rationale(c.need),
      evidence: row?.evidence ?? "preliminary",
      cautions: [...new Set(c.review.map((f) => w.safetyReason(f))), ...w.answerCautions(c.need.key, facts)],
      interactions: w.interactions(c.need.key, facts),
      retest,
    };
  });
  const avoidName = (a: AvoidedItem) => (a.product ? [a.product.name, a.product.brand].filter(Boolean).join(" — ") : w.nutrientName(a.key));
  const avoid_or_caution = choice.avoided.map((a) => ({
    name: avoidName(a),
    reason: [...new Set(a.fired.map((f) => w.safetyReason(f)))].join(" "),
    rules: [...new Set(a.fired.map((f) => f.rule_id))],
    sources: [...new Set(a.fired.map((f) => f.source))],
  }));
  const review = choice.chosen.flatMap((c) => [...new Set(c.review.map((f) => w.safetyReason(f)))].map((reason) => w.t("review_item", { name: recommendations.find((r) => r.key === c.need.key)!.name, reason })));
  const fed = [...choice.chosen.map((c) => c.need), ...choice.uncovered];
  const genetic = new Set(fed.flatMap((n) => n.genetic.map((h) => ("rsid" in h.seen ? h.seen.rsid : "")))).size;
  const labs = new Set(fed.flatMap((n) => n.lab.map((h) => ("analyte" in h.seen ? h.seen.analyte : "")))).size;
  const counts = { count: recommendations.length, genetic, labs, excluded: avoid_or_caution.length, review: review.length };
  return {
    report_type: "supplement",
    summary: recommendations.length ? w.t("summary", counts) : w.t("summary_none", counts),
    recommendations,
    avoid_or_caution,
    uncovered_needs: choice.uncovered.map((n) => ({ key: n.key, name: w.nutrientName(n.key), priority: n.priority, reason: w.t("uncovered") })),
    dietary_sources: fed.map((n) => ({ nutrient: w.nutrientName(n.key), foods: w.t(`foods_${n.key}` as AdvisorMessageKey).split(/[,،、，]\s*/).map((f) => f.trim()).filter(Boolean) })),
    retest_plan: choice.chosen.flatMap((c) => {
      const row = advisorSupplement(c.need.key);
      return row?.retest ? [{ marker: capital(w.markerName(row.retest.analyte)), when: w.t("retest_when", { weeks: row.retest.weeks }), why: w.t("retest_why", { supplement: w.nutrientName(c.need.key) }) }] : [];
    }),
    clinician_review_required: review,
    disclaimer: w.t("disclaimer"),
  };
}
