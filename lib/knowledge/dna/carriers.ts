// Carrier status for recessive conditions, gene by gene, from the panel's `recessive` rows.
// One copy of a variant = carrier; two copies = the affected pattern; two different variants of one gene = the
// affected pattern if they lie on different copies (phase is unknown in array data, so this is said). The risk of
// a compound genotype is the milder of the two homozygous risks (e.g. HFE C282Y/H63D), except where
// GeneReviews describes the compound as a disease of its own: HBB S/C (HbSC disease, NBK1377) and SERPINA1 Z/S
// (PI*SZ, moderately increased lung risk, NBK1519).
import type { MarkerRead } from "./genotype";
import { PANEL, type PanelMarker } from "./panel";
import type { CarrierStatusValue, RiskLevel } from "./types";

const RISK_ORDER: readonly RiskLevel[] = ["protective", "typical", "informational", "slightly_elevated", "elevated", "high"];

/** Higher of two risk levels in the contract's order. */
export function maxRisk(a: RiskLevel, b: RiskLevel): RiskLevel {
  return RISK_ORDER.indexOf(a) >= RISK_ORDER.indexOf(b) ? a : b;
}

function minRisk(a: RiskLevel, b: RiskLevel): RiskLevel {
  return RISK_ORDER.indexOf(a) <= RISK_ORDER.indexOf(b) ? a : b;
}

/** Compound-heterozygote risk where GeneReviews names a distinct disease for the combination. */
const COMPOUND_RISK: Readonly<Record<string, RiskLevel>> = { HBB: "high", SERPINA1: "elevated" };

export interface CarrierCall {
  gene: string;
  /** Topic of the most severe variant found (or of the first row when none was found). */
  marker: PanelMarker;
  rows: PanelMarker[];
  status: CarrierStatusValue;
  risk: RiskLevel;
  /** Variants found, with copy counts. */
  found: { marker: PanelMarker; count: 1 | 2; genotype: string }[];
  compound: boolean;
}

/** Carrier calls for every recessive gene of the panel with at least one row read (called or no-call). */
export function callCarriers(reads: ReadonlyMap<string, MarkerRead>): CarrierCall[] {
  const genes = new Map<string, PanelMarker[]>();
  for (const m of PANEL) if (m.recessive) genes.set(m.gene, [...(genes.get(m.gene) ?? []), m]);
  const calls: CarrierCall[] = [];
  for (const [gene, rows] of genes) {
    const present = rows.filter((m) => reads.has(m.rsid));
    if (present.length === 0) continue;
    const called = present.filter((m) => reads.get(m.rsid)?.status === "called");
    const found = called.flatMap((m) => {
      const r = reads.get(m.rsid);
      return r?.status === "called" && r.count > 0 ? [{ marker: m, count: r.count as 1 | 2, genotype: r.genotype }] : [];
    });
    const first = found[0];
    const second = found[1];
    if (!first) {
      calls.push({ gene, marker: rows[0] as PanelMarker, rows, status: called.length > 0 ? "not_detected" : "inconclusive",
        risk: "typical", found, compound: false });
      continue;
    }
    if (first.count === 2 || second) {
      const compound = first.count === 1 && second !== undefined && second.count === 1 && found.length === 2;
      const homRisk = (f: typeof first) => f.marker.risk[2];
      const risk = compound && second
        ? COMPOUND_RISK[gene] ?? minRisk(homRisk(first), homRisk(second))
        : found.reduce<RiskLevel>((acc, f) => maxRisk(acc, f.marker.risk[f.count]), "typical");
      const worst = found.reduce((a, b) => (RISK_ORDER.indexOf(homRisk(b)) > RISK_ORDER.indexOf(homRisk(a)) ? b : a));
      calls.push({ gene, marker: worst.marker, rows, status: "affected_pattern", risk, found, compound });
      continue;
    }
    calls.push({ gene, marker: first.marker, rows, status: "carrier", risk: first.marker.risk[1], found, compound: false });
  }
  return calls;
}
