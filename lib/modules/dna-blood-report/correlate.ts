// The facts of the DNA + blood report, before any wording: every concordance rule read against the DNA report and
// the blood values, the medicines the pharmacogenes bear on, the risk matrix per area, red flags and the overall
// status. Deterministic and language-free; ./write-report.ts words them.
import { CONCORDANCE_RULES, evaluateRule, type AreaKey, type ConcordanceRule, type GeneticLevel, type LabSide, type RuleOutcome } from "@/lib/knowledge/concordance";
import { geneticCall, indexReportGenotypes, type GeneticCall } from "./report-genotypes";
import type { BloodReading, LabValue } from "./read-blood-test";
import type { DnaReportInput } from "./read-dna-report";

export interface RuleFact {
  rule: ConcordanceRule;
  genetic: GeneticCall;
  lab: LabValue | null;
  outcome: RuleOutcome;
}

export interface MedicationFact {
  gene: string;
  diplotype: string;
  /** The pharmacogene's finding level in the DNA report. */
  riskLevel: string | null;
  /** The patient's medicines (as written) the gene's CPIC actions name. */
  medications: string[];
  actionable: boolean;
  source: string;
}

export type OverallLevel = "good" | "watch" | "attention" | "urgent";
export type MatrixGenetic = GeneticLevel | "not_tested";
export type MatrixLab = "normal" | "borderline" | "abnormal" | "not_measured";

export interface AreaFact {
  area: AreaKey;
  genetic: MatrixGenetic;
  lab: MatrixLab;
}

export interface ReportFacts {
  rules: RuleFact[];
  medications: MedicationFact[];
  areas: AreaFact[];
  overall: OverallLevel;
}

/** Pharmacogene levels at which a medicine the gene acts on deserves a prescriber's review (DNA report levels). */
const ACTIONABLE_PGX = new Set(["slightly_elevated", "elevated", "high"]);
const GENETIC_ORDER: readonly MatrixGenetic[] = ["not_tested", "none", "protective", "low", "moderate", "high"];
const LAB_ORDER: readonly MatrixLab[] = ["not_measured", "normal", "borderline", "abnormal"];

function labSide(v: LabValue | null): LabSide {
  return v ? { measured: true, status: v.status, direction: v.direction, value: v.value, unit: v.unit, critical: v.critical, censored: v.censored } : { measured: false };
}

const norm = (s: string) => s.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, " ").trim();

/** Medicines of the patient that a pharmacogene's actions name (word match, so "Clopidogrel 75 mg" counts). */
function medicationFacts(report: DnaReportInput, medications: readonly string[]): MedicationFact[] {
  if (medications.length === 0) return [];
  const idx = indexReportGenotypes(report);
  const facts: MedicationFact[] = [];
  for (const p of idx.pgx.values()) {
    const drugs = p.affected_drugs.map(norm).filter((d) => d !== "");
    const taken = medications.filter((m) => drugs.some((d) => ` ${norm(m)} `.includes(` ${d} `)));
    if (taken.length === 0) continue;
    facts.push({
      gene: p.gene, diplotype: p.diplotype ?? "", riskLevel: p.risk_level, medications: taken.map((m) => m.slice(0, 80)),
      actionable: p.risk_level !== null && ACTIONABLE_PGX.has(p.risk_level), source: p.source ?? "CPIC",
    });
  }
  return facts;
}

/**
 * Overall status (docs/decisions.md, "DNA + blood report"): urgent with any red flag; attention when a rule
 * confirms or contradicts on an abnormal value, a watch rests on an abnormal value, or the patient takes a medicine
 * an actionable pharmacogene bears on; watch when anything else is to be watched (a watch correlation, a borderline
 * or abnormal value in a genetic area, a high genetic level); good otherwise.
 */
export function overallLevel(rules: readonly RuleFact[], medications: readonly MedicationFact[], areas: readonly AreaFact[]): OverallLevel {
  if (rules.some((r) => r.outcome.redFlag || (r.lab?.critical ?? false))) return "urgent";
  const abnormal = (r: RuleFact) => r.lab?.status === "abnormal";
  if (rules.some((r) => abnormal(r) && r.outcome.concordance !== "neutral") || medications.some((m) => m.actionable)) return "attention";
  if (rules.some((r) => r.outcome.concordance === "watch") || areas.some((a) => a.lab !== "normal" && a.lab !== "not_measured") || areas.some((a) => a.genetic === "high")) return "watch";
  return "good";
}

/** All facts of the report. */
export function correlate(report: DnaReportInput, blood: BloodReading, medications: readonly string[] = []): ReportFacts {
  const idx = indexReportGenotypes(report);
  const rules: RuleFact[] = [];
  const areas = new Map<AreaKey, AreaFact>();
  for (const rule of CONCORDANCE_RULES) {
    const genetic = geneticCall(rule.genetic, idx);
    const lab = blood.byAnalyte.get(rule.analyte) ?? null;
    const area = areas.get(rule.area) ?? { area: rule.area, genetic: "not_tested" as MatrixGenetic, lab: "not_measured" as MatrixLab };
    if (genetic && GENETIC_ORDER.indexOf(genetic.level) > GENETIC_ORDER.indexOf(area.genetic)) area.genetic = genetic.level;
    if (lab && LAB_ORDER.indexOf(lab.status) > LAB_ORDER.indexOf(area.lab)) area.lab = lab.status;
    areas.set(rule.area, area);
    if (!genetic) continue;
    const outcome = evaluateRule(rule, genetic.level, labSide(lab));
    if (outcome) rules.push({ rule, genetic, lab, outcome });
  }
  const meds = medicationFacts(report, medications);
  const areaList = [...areas.values()].filter((a) => a.genetic !== "not_tested" || a.lab !== "not_measured");
  return { rules, medications: meds, areas: areaList, overall: overallLevel(rules, meds, areaList) };
}
