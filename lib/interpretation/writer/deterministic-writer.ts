// The default narrative writer: builds the v11 sections from the facts and the chosen catalogue, with no
// model. Same facts and language -> same text, byte for byte.
import { getAnalyte } from "@/lib/knowledge/analytes";
import { fillTemplate, hasMessage, type Catalogue, type ChosenCatalogue, type MessageKey } from "../messages";
import { BODY_SYSTEMS, type FactParameter, type InterpretationFacts, type PatternFact, type PatternSeverity, type Section } from "../types";
import { joinList, localizeNumbers, rangeText, valueText } from "./format";

/** A localised display name for an analyte, or undefined to fall back to the default. */
export type DisplayName = (analyteId: string, language: string) => string | undefined;

/**
 * Default display name: in English the knowledge base's long name (already on the parameter); in another
 * language the first name the alias table lists for that language ("Hämoglobin", "Гемоглобин", "血红蛋白"),
 * so the narrative does not switch to English for analyte names.
 */
export const aliasDisplayName: DisplayName = (analyteId, language) =>
  language === "en" ? undefined : getAnalyte(analyteId)?.aliases[language]?.[0];

export interface WriterOptions {
  displayName?: DisplayName;
}

const SEVERITY_RANK: Readonly<Record<PatternSeverity, number>> = { urgent: 0, attention: 1, info: 2 };

type Sub = Section["subsections"][number];

function sub(m: Catalogue, shortcode: string, subtitle: string, items: readonly string[]): Sub {
  return { subtitle, shortcode, items: items.map((item) => ({ item })) };
}

function section(m: Catalogue, shortcode: string, subsections: Sub[]): Section {
  return { title: m[`section.${shortcode}` as MessageKey], shortcode, subsections };
}

function isAbnormal(p: FactParameter): boolean {
  return p.evaluation !== "normal";
}

function isCritical(p: FactParameter): boolean {
  return p.evaluation === "critical_low" || p.evaluation === "critical_high";
}

/** A qualitative result ("positive", "1+") or a number whose side of the range is meaningless. */
function isQualitative(p: FactParameter): boolean {
  return p.kind !== "range" || p.value === null;
}

/** A number evaluated normal only because no range exists: it is listed apart, not as "within the range". */
function lacksRange(p: FactParameter): boolean {
  return p.kind === "range" && p.evaluation === "normal" && p.band === null;
}

function direction(p: FactParameter): "low" | "high" {
  return p.evaluation.endsWith("low") ? "low" : "high";
}

/** Title of a pattern (graded rules have one title per grade). */
export function patternTitle(p: PatternFact, m: Catalogue): string {
  const key = p.grade ? `pattern.${p.id}.${p.grade}.title` : `pattern.${p.id}.title`;
  return hasMessage(key) ? m[key] : p.id;
}

function patternText(p: PatternFact, m: Catalogue): string {
  const gradeKey = `pattern.${p.id}.${p.grade}.text`;
  const ruleKey = `pattern.${p.id}.text`;
  if (p.grade && hasMessage(gradeKey)) return m[gradeKey];
  return hasMessage(ruleKey) ? m[ruleKey] : "";
}

/** Patterns by pressing-ness (urgent, attention, info), table order within each. */
function byPriority(patterns: readonly PatternFact[]): PatternFact[] {
  return [...patterns].sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]);
}

function unique(list: readonly string[]): string[] {
  return [...new Set(list)];
}

/**
 * Writes the sectioned (v11) narrative: summary, findings by body system, meaning of abnormal values,
 * recognised patterns, follow-up tests, lifestyle advice, urgent care and a disclaimer, in the language of
 * `chosen`. The flat v12 form is derived from it by ./flatten.ts.
 */
export function writeDeterministic(facts: InterpretationFacts, chosen: ChosenCatalogue, options: WriterOptions = {}): Section[] {
  const m = chosen.messages;
  const lookup = options.displayName ?? aliasDisplayName;
  const name = (p: { analyteId: string | null; name: string }) => (p.analyteId && lookup(p.analyteId, chosen.language)) || p.name;
  const evalText = (p: FactParameter) => (isQualitative(p) && isAbnormal(p) ? m["eval.abnormal"] : m[`eval.${p.evaluation}`]);
  const value = (p: { result: string; unit: string }) => valueText(p.result, p.unit, m);

  const params = facts.parameters;
  const evaluated = params.filter((p) => !lacksRange(p));
  const abnormal = params.filter(isAbnormal);
  const critical = params.filter(isCritical);
  const ordered = byPriority(facts.patterns);
  const major = ordered.filter((p) => p.severity !== "info");

  // Summary
  const summary: string[] = [
    fillTemplate(m["summary.counts"], { count: evaluated.length, normal: evaluated.length - abnormal.length, abnormal: abnormal.length }),
  ];
  if (critical.length > 0) {
    summary.push(fillTemplate(m["summary.critical"], { list: joinList(critical.map((p) => `${name(p)} ${value(p)}`), m) }));
  }
  if (major.length > 0) summary.push(fillTemplate(m["summary.main_findings"], { list: joinList(major.map((p) => patternTitle(p, m)), m) }));
  else if (abnormal.length > 0) summary.push(m["summary.minor_findings"]);
  else summary.push(m["summary.all_normal"]);
  if (facts.patient.sex === null || facts.patient.ageBand === null) summary.push(m["summary.no_demographics"]);
  const sections: Section[] = [section(m, "summary", [sub(m, "summary_overview", m["subsection.summary_overview"], summary)])];

  // Findings by body system
  const findings: Sub[] = [];
  for (const system of BODY_SYSTEMS) {
    const group = params.filter((p) => p.system === system);
    if (group.length === 0) continue;
    const items = group
      .filter(isAbnormal)
      .map((p) =>
        isQualitative(p)
          ? fillTemplate(m["finding.qualitative"], { name: name(p), value: value(p), evaluation: evalText(p) })
          : fillTemplate(m["finding.value"], { name: name(p), value: value(p), range: rangeText(p, m), evaluation: evalText(p) }),
      );
    const inRange = group.filter((p) => !isAbnormal(p) && !lacksRange(p)).map(name);
    if (inRange.length > 0) items.push(fillTemplate(m["finding.in_range"], { list: joinList(inRange, m) }));
    const noRange = group.filter(lacksRange).map((p) => `${name(p)} ${value(p)}`);
    if (noRange.length > 0) items.push(fillTemplate(m["finding.no_range"], { list: joinList(noRange, m) }));
    findings.push(sub(m, `findings_${system}`, m[`system.${system}`], items));
  }
  if (findings.length > 0) sections.push(section(m, "findings", findings));

  // What the abnormal values may mean
  if (abnormal.length > 0) {
    const items = abnormal.map((p) => {
      const key = `meaning.${p.analyteId ?? ""}.${direction(p)}`;
      const generic = isQualitative(p) ? m["meaning.generic.abnormal"] : m[`meaning.generic.${direction(p)}`];
      const meaning = !isQualitative(p) && hasMessage(key) ? m[key] : generic;
      return fillTemplate(m["meaning.line"], { name: name(p), evaluation: evalText(p), meaning });
    });
    sections.push(section(m, "abnormal_values", [sub(m, "abnormal_values_meaning", m["subsection.abnormal_values_meaning"], items)]));
  }

  // Patterns
  if (ordered.length > 0) {
    const subs = ordered.map((p) => {
      const evidence = [
        ...p.evidence.map((e) => `${name(e)} ${value(e)}`),
        ...p.derived.map((d) => `${m[`derived.${d.id}` as MessageKey] ?? d.id} ${localizeNumbers(String(d.value), m)}`),
      ];
      const items = [patternText(p, m)].filter((t) => t !== "");
      if (evidence.length > 0) items.push(fillTemplate(m["pattern.evidence"], { list: joinList(evidence, m) }));
      return sub(m, `pattern_${p.id}`, patternTitle(p, m), items);
    });
    sections.push(section(m, "patterns", subs));
  }

  // Follow-up tests and lifestyle
  const followUp = unique(ordered.flatMap((p) => p.followUp)).map((k) => `followup.${k}`).filter(hasMessage);
  if (followUp.length === 0) followUp.push(abnormal.length > 0 ? "followup.discuss_abnormal" : "followup.routine");
  sections.push(section(m, "follow_up", [sub(m, "follow_up_tests", m["subsection.follow_up_tests"], followUp.map((k) => m[k]))]));
  const lifestyle = unique(ordered.flatMap((p) => p.lifestyle)).map((k) => `lifestyle.${k}`).filter(hasMessage);
  if (lifestyle.length === 0) lifestyle.push("lifestyle.general_healthy");
  sections.push(section(m, "lifestyle", [sub(m, "lifestyle_advice", m["subsection.lifestyle_advice"], lifestyle.map((k) => m[k]))]));

  // Urgent care
  const urgentPatterns = ordered.filter((p) => p.severity === "urgent");
  const urgent = [
    ...critical.map((p) => fillTemplate(m["urgent.critical_item"], { name: name(p), value: value(p) })),
    ...urgentPatterns.map((p) => fillTemplate(m["urgent.pattern_item"], { title: patternTitle(p, m) })),
  ];
  if (urgent.length === 0) urgent.push(m["urgent.none"]);
  urgent.push(m["urgent.symptoms"]);
  sections.push(section(m, "urgent", [sub(m, "urgent_care", m["subsection.urgent_care"], urgent)]));

  sections.push(section(m, "disclaimer", [sub(m, "disclaimer_text", m["subsection.disclaimer_text"], [m["disclaimer.text"], m["disclaimer.risk_note"]])]));
  return sections;
}
