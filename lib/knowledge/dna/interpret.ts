// interpretGenotypes: the whole DNA report from genotype calls, deterministic and free of HTTP, models and
// identifiers. The DNA module streams a file into GenotypeCall rows and maps the result onto its response schema.
import { maxRisk } from "./carriers";
import { buildFindings, type ScoredFinding } from "./findings";
import { dnaWriter, type DnaWriter } from "./i18n";
import { PANEL, PANEL_TOTAL, type TopicKey } from "./panel";
import { readPanel, type PanelReads } from "./read-calls";
import type {
  DnaReport, GeneTopicResult, GenotypeCall, InterpretOptions, InterpretResult, OverallLevel, PanelCategory,
  RecommendedTest, RedFlag, ReportSection, RiskLevel,
} from "./types";

const SECTION_ORDER: readonly PanelCategory[] = ["pharmacogenomics", "disease_risk", "carrier", "nutrigenomics", "traits"];
const ABOVE_TYPICAL: ReadonlySet<RiskLevel> = new Set(["slightly_elevated", "elevated", "high"]);

/**
 * Interprets genotype calls against the curated panel. Same input, same output: no clock, no randomness, the
 * narrative from the DNA catalogues. Overall level (documented in docs/decisions.md): `high` when any finding is
 * high, else `elevated` when any is elevated, else `slightly_elevated` when any is, else `typical`.
 */
export function interpretGenotypes(
  calls: Iterable<GenotypeCall> | ReadonlyMap<string, GenotypeCall>,
  options: InterpretOptions,
): InterpretResult {
  const w = dnaWriter(options.language);
  const build = options.build ?? "GRCh37";
  const panel = readPanel(calls, build);
  const { findings, carriers, pgx } = buildFindings(panel.reads, w);
  const panelFound = [...panel.reads.values()].filter((r) => r.status === "called").length;

  const sections: ReportSection[] = SECTION_ORDER.map((key) => {
    const list = findings.filter((f) => f.category === key).map((f) => f.finding);
    const flagged = list.filter((f) => ABOVE_TYPICAL.has(f.risk_level)).length;
    return {
      key, title: w.t(`section.${key}`),
      risk_level: list.reduce<RiskLevel>((acc, f) => maxRisk(acc, f.risk_level), "typical"),
      summary: list.length === 0 ? w.t("section.summary_empty") : w.t("section.summary", { count: list.length, flagged }),
      findings: list,
    };
  });
  const level = overallLevel(findings);
  // Most serious first (high, elevated, slightly elevated), panel order within a level.
  const notable = findings
    .filter((f) => ABOVE_TYPICAL.has(f.finding.risk_level))
    .map((f, i) => ({ f, i, rank: ["high", "elevated", "slightly_elevated"].indexOf(f.finding.risk_level) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((x) => x.f);
  const list = notable.slice(0, 6).map((f) => `${f.finding.gene} (${f.finding.phenotype})`).join("; ");

  const report: DnaReport = {
    report_type: "dna",
    title: w.t("report.title"),
    executive_summary: notable.length > 0
      ? w.t("report.exec_some", { found: panelFound, total: PANEL_TOTAL, notable: notable.length, list })
      : w.t("report.exec_none", { found: panelFound, total: PANEL_TOTAL }),
    overall_assessment: { level, summary: w.t(`overall.${level}`) },
    data_quality: {
      source: options.sourceLabel ?? w.t("quality.source", { build }),
      markers_analyzed: panelFound,
      coverage_note: w.t("quality.coverage", { found: panelFound, total: PANEL_TOTAL, rows: PANEL.length }),
      limitations: w.t("quality.limitations"),
    },
    sections,
    pharmacogenomics: pgx.map((p) => p.result),
    carrier_status: carriers,
    disease_risks: topicResults(findings, "disease_risk", w),
    nutrigenomics: topicResults(findings, "nutrigenomics", w),
    traits: topicResults(findings, "traits", w),
    lifestyle_recommendations: lifestyle(findings, w),
    recommended_tests: recommendedTests(findings, pgx.filter((p) => p.risk !== "typical" && p.risk !== "informational").map((p) => p.result.gene), w),
    red_flags: redFlags(findings, pgx, w),
    limitations: w.t("report.limitations"),
    disclaimer: w.t("report.disclaimer"),
  };
  return { report, panelFound, warnings: warningsOf(panel, build, options.language, w), language: w.language };
}

function overallLevel(findings: ScoredFinding[]): OverallLevel {
  const risks = new Set(findings.map((f) => f.finding.risk_level));
  if (risks.has("high")) return "high";
  if (risks.has("elevated")) return "elevated";
  return risks.has("slightly_elevated") ? "slightly_elevated" : "typical";
}

function topicResults(findings: ScoredFinding[], category: PanelCategory, w: DnaWriter): GeneTopicResult[] {
  return findings.filter((f) => f.category === category).map((f) => ({
    topic: w.t(`topic.${f.topic}`), gene: f.finding.gene, rsid: f.finding.rsid, genotype: f.finding.genotype,
    risk_level: f.finding.risk_level, evidence: f.finding.evidence, summary: f.finding.explanation,
  }));
}

/** Red flags: every high finding except APOE (no immediate action follows from it) and every severe PGx result. */
function redFlags(findings: ScoredFinding[], pgx: ReturnType<typeof buildFindings>["pgx"], w: DnaWriter): RedFlag[] {
  const flags: RedFlag[] = [];
  for (const p of pgx) {
    if (!p.call.severe) continue;
    flags.push({ gene: p.result.gene, rsid: p.result.rsids.join(", "),
      finding: w.t("redflag.pgx", { gene: p.result.gene, phenotype: p.result.predicted_phenotype, drugs: p.result.affected_drugs.join(", ") }),
      action: w.t("redflag.pgx_action") });
  }
  for (const f of findings) {
    if (f.finding.risk_level !== "high" || f.topic === "apoe" || f.category === "pharmacogenomics") continue;
    flags.push({ gene: f.finding.gene, rsid: f.finding.rsid,
      finding: w.t("redflag.high", { topic: w.t(`topic.${f.topic}`), phenotype: f.finding.phenotype }),
      action: w.t("redflag.high_action") });
  }
  return flags;
}

type TestKey = "test.iron" | "test.lipids" | "test.lpa" | "test.homocysteine" | "test.aat" | "test.glucose" | "test.liver" | "test.blood_count";

/** Laboratory follow-up per topic, from the level at which the topic becomes actionable. */
const TOPIC_TESTS: Partial<Record<TopicKey, { from: RiskLevel[]; test: TestKey }>> = {
  iron_overload: { from: ["slightly_elevated", "elevated", "high"], test: "test.iron" },
  apoe: { from: ["informational", "elevated", "high"], test: "test.lipids" },
  familial_hypercholesterolaemia: { from: ["elevated", "high"], test: "test.lipids" },
  triglycerides: { from: ["elevated", "high"], test: "test.lipids" },
  lipoprotein_a: { from: ["elevated", "high"], test: "test.lpa" },
  folate_metabolism: { from: ["slightly_elevated"], test: "test.homocysteine" },
  alpha1_antitrypsin: { from: ["slightly_elevated", "elevated", "high"], test: "test.aat" },
  type2_diabetes: { from: ["elevated", "high"], test: "test.glucose" },
  fatty_liver: { from: ["elevated", "high"], test: "test.liver" },
  sickle_cell: { from: ["informational", "high"], test: "test.blood_count" },
  haemoglobin_c: { from: ["informational", "elevated"], test: "test.blood_count" },
};

/** Topics whose finding must be confirmed by a clinical genetic test when above typical. */
const CONFIRM_TOPICS: ReadonlySet<TopicKey> = new Set([
  "thrombophilia", "familial_hypercholesterolaemia", "iron_overload", "alpha1_antitrypsin", "sickle_cell",
  "haemoglobin_c", "cystic_fibrosis", "gaucher",
]);

function recommendedTests(findings: ScoredFinding[], pgxGenes: string[], w: DnaWriter): RecommendedTest[] {
  const tests = new Map<string, string>();
  for (const f of findings) {
    const reason = w.t("test.reason", { gene: f.finding.gene, variant: f.variant, phenotype: f.finding.phenotype });
    const lab = TOPIC_TESTS[f.topic];
    if (lab && lab.from.includes(f.finding.risk_level)) {
      const name = w.t(lab.test);
      if (!tests.has(name)) tests.set(name, reason);
    }
    if (CONFIRM_TOPICS.has(f.topic) && f.finding.risk_level !== "typical" && f.finding.risk_level !== "protective") {
      tests.set(w.t("test.confirm", { gene: f.finding.gene, variant: f.variant }), reason);
    }
  }
  if (pgxGenes.length > 0) {
    tests.set(w.t("test.pgx", { genes: pgxGenes.join(", ") }), w.t("test.pgx_reason", { genes: pgxGenes.join(", ") }));
  }
  return [...tests].map(([test, reason]) => ({ test, reason }));
}

function lifestyle(findings: ScoredFinding[], w: DnaWriter): string[] {
  const has = (rsid: string, test: (n: number) => boolean) =>
    findings.some((f) => f.finding.rsid === rsid && f.count !== null && test(f.count));
  const out = [w.t("life.general")];
  if (has("rs671", (n) => n > 0)) out.push(w.t("life.alcohol"));
  if (has("rs4988235", (n) => n === 0)) out.push(w.t("life.lactose"));
  if (has("rs762551", (n) => n === 0)) out.push(w.t("life.caffeine"));
  if (has("rs1801133", (n) => n === 2)) out.push(w.t("life.folate"));
  if (has("rs16969968", (n) => n > 0)) out.push(w.t("life.smoking"));
  if (has("rs1805007", (n) => n > 0) || has("rs1805008", (n) => n > 0)) out.push(w.t("life.sun"));
  if (has("rs738409", (n) => n > 0) || has("rs58542926", (n) => n > 0)) out.push(w.t("life.liver"));
  if (has("rs9939609", (n) => n > 0) || has("rs17782313", (n) => n > 0)) out.push(w.t("life.weight"));
  return out;
}

function warningsOf(panel: PanelReads, build: string, language: string, w: DnaWriter): string[] {
  const warnings: string[] = [];
  if (w.fallback) warnings.push(w.t("warn.language", { language }));
  if (panel.otherBuildPositions > 0) {
    warnings.push(w.t("warn.build_mismatch", { count: panel.otherBuildPositions, build, other: build === "GRCh38" ? "GRCh37" : "GRCh38" }));
  }
  for (const rsid of panel.flipped) warnings.push(w.t("warn.flipped", { rsid }));
  for (const m of panel.mismatches) {
    warnings.push(w.t("warn.mismatch", { rsid: m.marker.rsid, genotype: m.genotype, alleles: `${m.marker.ref}/${m.marker.alt}` }));
  }
  return warnings;
}
