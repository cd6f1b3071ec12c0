// Applies the safety rules and the upper limits to one candidate supplement. Called last by the advisor, after
// the catalogue mode and max_items, so no earlier step (and no clinic instruction) can bring back what it removes.
import { SAFETY_RULES, type SafetyRule, type Trigger } from "./rules";
import { NEAR_LIMIT_SHARE, upperLimitOf } from "./upper-limits";

export interface SafetyContext {
  /** Questionnaire `pregnancy` answer (no, pregnant, breastfeeding, planning, not_applicable). */
  pregnancy: string;
  /** Medication classes (questionnaire values, plus classes recognised in the patient's medication list). */
  medicationClasses: readonly string[];
  /** Questionnaire `conditions` values. */
  conditions: readonly string[];
  /** Blood values in the units the rules use: eGFR mL/min/1.73 m², ALT U/L, ferritin µg/L, TSAT %. */
  labs: Partial<Record<"egfr" | "alt" | "ferritin" | "transferrin_saturation", number>>;
  /** An HFE genotype with haemochromatosis risk (C282Y homozygous or C282Y/H63D) in the DNA report. */
  hfeRisk: boolean;
}

export interface Candidate { key: string; category: string; dose?: { amount: number; unit: string } }

export interface SafetyVerdict {
  action: "allow" | "review" | "exclude";
  /** Each rule that fired, with its reason and source. */
  fired: { rule_id: string; action: "review" | "exclude"; reason: string; source: string }[];
}

function fires(t: Trigger, ctx: SafetyContext): boolean {
  switch (t.kind) {
    case "pregnancy": return t.states.includes(ctx.pregnancy);
    case "medication": return t.classes.some((c) => ctx.medicationClasses.includes(c));
    case "condition": return t.conditions.some((c) => ctx.conditions.includes(c));
    case "lab_below": { const v = ctx.labs[t.analyte]; return v !== undefined && v < t.value; }
    case "lab_above": { const v = ctx.labs[t.analyte]; return v !== undefined && v > t.value; }
    case "lab_not_below": { const v = ctx.labs[t.analyte]; return v !== undefined && v >= t.value; }
    case "lab_missing": return ctx.labs[t.analyte] === undefined;
    case "hfe_risk_with_high_ferritin": { const v = ctx.labs.ferritin; return ctx.hfeRisk && v !== undefined && v > t.ferritin; }
  }
}

const appliesTo = (r: SafetyRule, c: Candidate) => r.appliesTo.includes(c.key) || r.appliesTo.includes(`category:${c.category}`);

/** The verdict on one candidate: excluded if any exclude rule fires, else sent to review if any review rule or a near-limit dose does. */
export function checkSafety(candidate: Candidate, ctx: SafetyContext): SafetyVerdict {
  const fired: SafetyVerdict["fired"] = SAFETY_RULES.filter((r) => appliesTo(r, candidate) && fires(r.trigger, ctx)).map((r) => ({ rule_id: r.id, action: r.action, reason: r.reason, source: r.source }));
  const ul = upperLimitOf(candidate.key);
  if (ul && candidate.dose && candidate.dose.unit === ul.unit) {
    if (candidate.dose.amount > ul.amount) fired.push({ rule_id: "above_upper_limit", action: "exclude", reason: `The dose is above the tolerable upper intake level (${ul.amount} ${ul.unit}).`, source: ul.source });
    else if (candidate.dose.amount >= ul.amount * NEAR_LIMIT_SHARE) fired.push({ rule_id: "near_upper_limit", action: "review", reason: `The dose is near the tolerable upper intake level (${ul.amount} ${ul.unit}).`, source: ul.source });
  }
  const action = fired.some((f) => f.action === "exclude") ? "exclude" : fired.length ? "review" : "allow";
  return { action, fired };
}
