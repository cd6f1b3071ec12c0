// Words the facts of ./correlate.ts into the contract's report in one language, from the catalogues in
// ./messages. Same facts, same words: no clock, no randomness, no model.
import { getAnalyte } from "@/lib/knowledge/analytes";
import type { AreaKey, IntervalKey } from "@/lib/knowledge/concordance";
import { MEDICATION_RULE } from "@/lib/knowledge/concordance";
import type { AreaFact, ReportFacts, RuleFact } from "./correlate";
import type { DnbMessageKey, DnbWriter } from "./messages";
import type { DnbReport } from "./schemas";

type Priority = "high" | "medium" | "low";
const PRIORITY_ORDER: readonly Priority[] = ["high", "medium", "low"];
const INTERVAL_ORDER: readonly IntervalKey[] = ["m3", "m6", "m12", "once"];
const LIFESTYLE_AREAS: ReadonlySet<AreaKey> = new Set(["iron", "lipids", "lipoprotein_a", "triglycerides", "methylation", "glucose", "lactose_bone", "vitamin_d", "coagulation", "liver", "coeliac", "alpha1"]);

/** "umol/L" → "µmol/L"; annotation units such as "{INR}" print as nothing. */
function prettyUnit(unit: string): string {
  return unit.replace(/\{[^}]*\}/g, "").replace(/^u(?=(g|mol|L|IU)\b|g\/|mol\/)/, "µ").trim();
}

const fmt = (v: number) => String(Number(v.toPrecision(4)));

/** The name the caller sent; for an unmeasured analyte, its first name in the report's language (else English). */
function markerName(f: RuleFact, language: string): string {
  if (f.lab) return f.lab.name;
  const analyte = getAnalyte(f.rule.analyte);
  return analyte?.aliases[language]?.[0] ?? analyte?.longName ?? f.rule.analyte;
}

function statusWord(f: RuleFact, w: DnbWriter): string {
  const lab = f.lab;
  if (!lab) return w.t("status_not_measured");
  if (lab.status === "normal") return w.t("status_normal");
  const dir = lab.direction ?? "high";
  return w.t(lab.status === "borderline" ? `status_borderline_${dir}` : `status_abnormal_${dir}`);
}

type Vars = { marker: string; status: string; gene: string; call: string; value: string; unit: string };

function vars(f: RuleFact, w: DnbWriter): Vars {
  return {
    marker: markerName(f, w.language), status: statusWord(f, w), gene: f.rule.genetic.gene, call: f.genetic.call,
    value: f.lab ? fmt(f.lab.value) : "", unit: f.lab ? prettyUnit(f.lab.unit) : "",
  };
}

function actionOf(f: RuleFact, w: DnbWriter, v: Vars): { priority: Priority; text: string } | null {
  const { concordance, reason } = f.outcome;
  if (reason === "watch_not_measured") return { priority: "low", text: w.t("action_measure", v) };
  if (reason === "contradicts_no_variant") return { priority: "medium", text: w.t("action_other_causes", v) };
  if (concordance === "neutral") return null;
  const area = w.t(`action_${f.rule.area}` as DnbMessageKey);
  if (concordance === "confirms") return { priority: "high", text: area };
  if (concordance === "contradicts") return { priority: "medium", text: area };
  return { priority: f.rule.area === "coagulation" && f.lab?.status === "abnormal" ? "high" : "medium", text: area };
}

function combined(a: AreaFact, w: DnbWriter): string {
  if (a.genetic === "not_tested") return w.t("matrix_not_tested");
  if (a.genetic === "protective") return w.t("matrix_protective");
  const off = a.lab === "abnormal" || a.lab === "borderline";
  if (a.genetic === "none") return w.t(off ? "matrix_lab_only" : a.lab === "normal" ? "matrix_neither" : "matrix_none_unmeasured");
  if (off) return w.t("matrix_both");
  return w.t(a.lab === "normal" ? "matrix_genetic_only" : "matrix_genetic_unmeasured");
}

/** The contract's `report` from the facts, in the writer's language. */
export function writeReport(facts: ReportFacts, w: DnbWriter): DnbReport {
  const correlations: DnbReport["correlations"] = [];
  const actions = new Map<string, { priority: Priority; why: string }>();
  const addAction = (priority: Priority, text: string, why: string) => {
    const known = actions.get(text);
    if (!known || PRIORITY_ORDER.indexOf(priority) < PRIORITY_ORDER.indexOf(known.priority)) actions.set(text, { priority, why });
  };
  const monitoring = new Map<string, { interval: IntervalKey; reason: string }>();
  const questions = new Set<string>();
  const lifestyleAreas = new Set<AreaKey>();
  const redFlags: DnbReport["red_flags"] = [];

  for (const f of facts.rules) {
    const v = vars(f, w);
    const interpretation = w.t(`reason_${f.outcome.reason}` as DnbMessageKey, v);
    const action = actionOf(f, w, v);
    correlations.push({
      topic: w.t(`area_${f.rule.area}` as DnbMessageKey),
      genetic_finding: w.t("genetic_finding", { gene: f.rule.genetic.gene, call: f.genetic.call, level: w.t(`level_${f.genetic.level}` as DnbMessageKey) }),
      lab_finding: f.lab ? w.t("lab_finding", v) : `${v.marker}: ${w.t("status_not_measured")}`,
      concordance: f.outcome.concordance, interpretation, action: action?.text ?? w.t("med_action_none"),
      rule_id: f.rule.id, gene: f.rule.genetic.gene, analyte_id: f.rule.analyte, source: f.rule.source,
    });
    if (action) addAction(action.priority, action.text, interpretation);
    const flag = f.rule.redFlag;
    if (f.outcome.redFlag && flag) {
      redFlags.push({ marker: v.marker, finding: w.t(`redflag_${flag.key}` as DnbMessageKey, v), action: w.t(`redflag_${flag.key}_action` as DnbMessageKey), source: flag.source });
      addAction("high", w.t(`redflag_${flag.key}_action` as DnbMessageKey), w.t(`redflag_${flag.key}` as DnbMessageKey, v));
    } else if (f.lab?.critical) {
      redFlags.push({ marker: v.marker, finding: w.t("redflag_critical", v), action: w.t("redflag_critical_action"), source: "laboratory critical limits" });
      addAction("high", w.t("redflag_critical_action"), w.t("redflag_critical", v));
    }
    if (f.outcome.concordance === "neutral" && !f.outcome.redFlag) continue;
    const off = f.lab !== null && f.lab.status !== "normal";
    const interval = off ? f.rule.monitor.abnormal : f.rule.monitor.genetic;
    const known = monitoring.get(v.marker);
    if (!known || INTERVAL_ORDER.indexOf(interval) < INTERVAL_ORDER.indexOf(known.interval)) {
      monitoring.set(v.marker, { interval, reason: w.t(f.lab ? "monitor_reason_lab" : "monitor_reason_genetic", v) });
    }
    const q = f.outcome.concordance === "confirms" ? "question_confirms" : f.outcome.concordance === "contradicts" ? "question_contradicts" : "question_watch";
    questions.add(w.t(q, v));
    if (LIFESTYLE_AREAS.has(f.rule.area)) lifestyleAreas.add(f.rule.area);
  }

  for (const m of facts.medications) {
    const v = { gene: m.gene, diplotype: m.diplotype, drugs: m.medications.join(", ") };
    const interpretation = w.t(m.actionable ? "med_actionable" : "med_standard", v);
    const action = m.actionable ? w.t("med_action", v) : w.t("med_action_none");
    correlations.push({
      topic: w.t("area_medication"), genetic_finding: w.t("med_finding", v).trim(), lab_finding: w.t("med_lab", v),
      concordance: m.actionable ? "watch" : "neutral", interpretation, action,
      rule_id: MEDICATION_RULE.id, gene: m.gene, analyte_id: null, source: m.source,
    });
    if (m.actionable) {
      addAction("high", action, interpretation);
      questions.add(w.t("question_medication", v));
    }
  }

  const counts = { confirms: 0, contradicts: 0, watch: 0, neutral: 0 };
  for (const c of correlations) counts[c.concordance]++;
  const overall = w.t(`overall_${facts.overall}` as DnbMessageKey);
  const summary = correlations.length > 0 ? w.t("exec_summary", { pairs: correlations.length, ...counts, overall }) : w.t("exec_none", { overall });
  return {
    report_type: "dna_blood",
    executive_summary: redFlags.length > 0 ? `${summary} ${w.t("exec_red_flags", { count: redFlags.length })}` : summary,
    overall_status: { level: facts.overall, summary: overall },
    correlations,
    risk_matrix: facts.areas.map((a) => ({ area: w.t(`area_${a.area}` as DnbMessageKey), genetic_risk: a.genetic, lab_status: a.lab, combined_assessment: combined(a, w) })),
    priority_actions: [...actions].map(([action, x]) => ({ priority: x.priority, action, why: x.why }))
      .sort((a, b) => PRIORITY_ORDER.indexOf(a.priority) - PRIORITY_ORDER.indexOf(b.priority)),
    monitoring_plan: [...monitoring].map(([marker, m]) => ({ marker, interval: w.t(`interval_${m.interval}` as DnbMessageKey), reason: m.reason })),
    lifestyle_plan: [w.t("life_general"), ...[...lifestyleAreas].map((a) => w.t(`life_${a}` as DnbMessageKey))],
    questions_for_clinician: [...questions].slice(0, 10),
    red_flags: redFlags,
    limitations: w.t("limitations"),
    disclaimer: w.t("disclaimer"),
  };
}
