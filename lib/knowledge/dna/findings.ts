// Findings of the report, one per interpreted unit: an APOE genotype, a carrier gene, a pharmacogene, or a single
// panel row. Each carries its topic, so the report arrays and the overall rules can be built from one list.
import { apoeFromCounts } from "./apoe";
import { callCarriers, maxRisk } from "./carriers";
import type { MarkerRead } from "./genotype";
import type { DnaWriter } from "./i18n";
import { PANEL, type PanelMarker, type TopicKey } from "./panel";
import { callPgxGene, type PgxCall } from "./pgx/call";
import { PGX_GENES, type PgxAction } from "./pgx/genes";
import type { CarrierStatus, Evidence, Finding, PanelCategory, PharmacogenomicResult, RiskLevel } from "./types";

/** rsids read together by a star-allele caller (../pgx); they never stand alone as findings. */
const STAR_ALLELE_RSIDS: ReadonlySet<string> = new Set(PGX_GENES.flatMap((g) => g.alleles.map((a) => a.rsid)));

export interface ScoredFinding {
  finding: Finding;
  category: PanelCategory;
  topic: TopicKey;
  /** Variant name(s), for recommended tests and red flags. */
  variant: string;
  /** Effect-allele count of a single-row finding (null for combined findings). */
  count: number | null;
}

export interface FindingSet {
  findings: ScoredFinding[];
  carriers: CarrierStatus[];
  pgx: { call: PgxCall; result: PharmacogenomicResult; risk: RiskLevel }[];
}

const EVIDENCE_ORDER: readonly Evidence[] = ["preliminary", "probable", "established"];
const weakest = (list: Evidence[]): Evidence =>
  list.reduce<Evidence>((a, b) => (EVIDENCE_ORDER.indexOf(b) < EVIDENCE_ORDER.indexOf(a) ? b : a), "established");

const APOE_RSIDS = new Set(["rs429358", "rs7412"]);

/** Every finding of the report from the panel reads, in panel order, written with `w`. */
export function buildFindings(reads: ReadonlyMap<string, MarkerRead>, w: DnaWriter): FindingSet {
  const findings: ScoredFinding[] = [];
  const topicName = (t: TopicKey) => w.t(`topic.${t}`);
  const rowPhenotype = (m: PanelMarker, count: 0 | 1 | 2) =>
    w.t(count === 0 ? "pheno.zero" : count === 1 ? "pheno.one" : "pheno.two", { variant: m.variant });

  // APOE from the two rows together.
  const e4 = reads.get("rs429358");
  const e2 = reads.get("rs7412");
  const apoeDone = e4?.status === "called" && e2?.status === "called";
  if (e4?.status === "called" && e2?.status === "called") {
    const apoe = apoeFromCounts(e4.count, e2.count);
    findings.push({
      category: "disease_risk", topic: "apoe", variant: apoe.genotype, count: null,
      finding: {
        gene: "APOE", rsid: "rs429358, rs7412", genotype: `${e4.genotype} / ${e2.genotype}`,
        phenotype: w.t("apoe.phenotype", { genotype: apoe.genotype }), risk_level: apoe.risk, evidence: "established",
        explanation: w.t(`apoe.${apoe.narrative}`, { genotype: apoe.genotype }), recommendation: w.t(`advice.${apoe.risk}`),
      },
    });
  }

  // Single rows (not APOE when read together, not recessive carrier rows, not the star alleles of a called
  // pharmacogene). Pharmacogenomic rows outside any star-allele call (G6PD, RYR1/CACNA1S, MT-RNR1, CYP2D6 SNVs …)
  // are findings of their own: a malignant-hyperthermia or G6PD variant must reach the report.
  for (const m of PANEL) {
    if (m.recessive || STAR_ALLELE_RSIDS.has(m.rsid) || (apoeDone && APOE_RSIDS.has(m.rsid))) continue;
    const r = reads.get(m.rsid);
    if (r?.status !== "called") continue;
    const risk = m.risk[r.count];
    findings.push({
      category: m.category, topic: m.topic, variant: m.variant, count: r.count,
      finding: {
        gene: m.gene, rsid: m.rsid, genotype: r.genotype, phenotype: rowPhenotype(m, r.count), risk_level: risk,
        evidence: m.evidence, explanation: w.t(`explain.${risk}`, { topic: topicName(m.topic) }), recommendation: w.t(`advice.${risk}`),
      },
    });
  }
  applyThrombophiliaCombination(findings, w);

  // Carriers.
  const carriers: CarrierStatus[] = [];
  for (const c of callCarriers(reads)) {
    const topic = topicName(c.marker.topic);
    const genotype = c.found.map((f) => `${f.marker.variant} ${f.genotype}`).join("; ") || "-";
    const explanation =
      c.status === "carrier" ? w.t("carrier.carrier", { gene: c.gene, variant: c.marker.variant, topic })
      : c.status === "affected_pattern" && c.compound
        ? w.t("carrier.compound", { gene: c.gene, variants: c.found.map((f) => f.marker.variant).join(" + "), topic })
      : c.status === "affected_pattern" ? w.t("carrier.affected_pattern", { gene: c.gene, genotype, topic })
      : c.status === "not_detected" ? w.t("carrier.not_detected", { gene: c.gene })
      : w.t("carrier.inconclusive", { gene: c.gene });
    const recommendation = c.status === "carrier" || c.status === "affected_pattern" ? w.t("carrier.advice") : w.t("carrier.advice_none");
    const rsids = c.rows.filter((m) => reads.has(m.rsid)).map((m) => m.rsid);
    carriers.push({ condition: topic, gene: c.gene, rsids, genotype, status: c.status, explanation, recommendation });
    if (c.status === "not_detected" || c.status === "inconclusive") continue;
    const variants = c.found.map((f) => f.marker.variant).join(" + ");
    const phenotype = c.compound ? w.t("carrier.pheno_compound", { variants })
      : c.status === "carrier" ? w.t("carrier.pheno_carrier", { variant: variants })
      : w.t("carrier.pheno_affected", { variant: variants });
    findings.push({
      category: "carrier", topic: c.marker.topic, variant: variants, count: null,
      finding: {
        gene: c.gene, rsid: c.found.map((f) => f.marker.rsid).join(", "), genotype, phenotype,
        risk_level: c.risk, evidence: weakest(c.found.map((f) => f.marker.evidence)), explanation, recommendation,
      },
    });
  }

  // Pharmacogenomics.
  const pgx: FindingSet["pgx"] = [];
  for (const def of PGX_GENES) {
    const call = callPgxGene(def, reads);
    if (!call) continue;
    const phenotype = w.t(`pgx.${call.phenotype}`);
    const actionText = call.actions.map((a) => w.t(`pgx.action.${a.action}`, { drugs: a.drugs.join(", ") })).join(" ");
    const tested = w.t("pgx.tested", { alleles: call.testedAlleles.join(", ") });
    const risk = call.severe ? "high" : pgxRisk(call.actions.map((a) => a.action));
    const evidence = weakest(call.rsids.map((id) => PANEL.find((m) => m.rsid === id)?.evidence ?? "preliminary"));
    const result: PharmacogenomicResult = {
      gene: call.gene, rsids: call.rsids, diplotype: call.diplotype, predicted_phenotype: phenotype,
      activity_score: call.activityScore, affected_drugs: [...new Set(call.actions.flatMap((a) => [...a.drugs]))],
      recommendation: `${actionText} ${tested}`, tested_alleles: call.testedAlleles, source: call.source,
    };
    pgx.push({ call, result, risk });
    findings.push({
      category: "pharmacogenomics", topic: "drug_response", variant: call.diplotype, count: null,
      finding: { gene: call.gene, rsid: call.rsids.join(", "), genotype: call.diplotype, phenotype, risk_level: risk,
        evidence, explanation: actionText, recommendation: tested },
    });
  }
  const thrombo = thrombophiliaContext(reads, w);
  if (thrombo) pgx.push(thrombo);
  return { findings, carriers, pgx };
}

/** Risk of a pharmacogenomic result from the strongest CPIC action it triggers. */
function pgxRisk(actions: PgxAction[]): RiskLevel {
  if (actions.some((a) => a === "avoid" || a === "alternative" || a === "reduced_start" || a === "increased_start")) return "elevated";
  if (actions.includes("response_lower") || actions.includes("confirm")) return "slightly_elevated";
  return actions.includes("algorithm") ? "informational" : "typical";
}

/** Factor V Leiden together with prothrombin G20210A: thrombosis risk like a homozygote, so both become high. */
function applyThrombophiliaCombination(findings: ScoredFinding[], w: DnaWriter): void {
  const f5 = findings.find((f) => f.finding.rsid === "rs6025" && (f.count ?? 0) > 0);
  const f2 = findings.find((f) => f.finding.rsid === "rs1799963" && (f.count ?? 0) > 0);
  if (!f5 || !f2) return;
  for (const f of [f5, f2]) {
    f.finding.risk_level = maxRisk(f.finding.risk_level, "high");
    f.finding.explanation = w.t("explain.high", { topic: w.t("topic.thrombophilia") });
    f.finding.recommendation = w.t("advice.high");
  }
}

/** F5/F2 context for oestrogen-containing medicines (WHO medical eligibility criteria, 5th ed., 2015). */
function thrombophiliaContext(reads: ReadonlyMap<string, MarkerRead>, w: DnaWriter): FindingSet["pgx"][number] | null {
  const rows = ["rs6025", "rs1799963"].filter((id) => reads.get(id)?.status === "called");
  const present = rows.filter((id) => { const r = reads.get(id); return r?.status === "called" && r.count > 0; });
  if (present.length === 0) return null;
  const drugs = ["combined hormonal contraceptives", "oral oestrogen therapy"];
  const call: PgxCall = {
    gene: "F5/F2", rsids: rows, diplotype: present.join(" + "), phenotype: "indeterminate", activityScore: null,
    actions: [], testedAlleles: ["F5 rs6025", "F2 rs1799963"], untestedAlleles: [], severe: false,
    source: "WHO Medical eligibility criteria for contraceptive use, 5th ed. 2015",
  };
  const result: PharmacogenomicResult = {
    gene: "F5/F2", rsids: rows, diplotype: call.diplotype, predicted_phenotype: w.t("pgx.thrombophilia"), activity_score: null,
    affected_drugs: drugs, recommendation: w.t("pgx.action.oestrogen", { drugs: drugs.join(", ") }),
    tested_alleles: call.testedAlleles, source: call.source,
  };
  return { call, result, risk: "elevated" };
}
