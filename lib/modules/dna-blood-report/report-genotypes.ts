// Genotypes as a DNA report states them, indexed by rsid, and the genetic level of a concordance rule read from
// them. The report prints single-row genotypes on the plus strand ("CT"), the APOE pair as "TC / CC", carrier
// genes as "C282Y AA; H63D CG" (variants found only) and pharmacogenes as a diplotype ("*1/*80"); copies of a
// panel row's effect allele are counted with the panel's own reader, so strand rules stay in one place.
import { panelMarker } from "@/lib/knowledge/dna";
import { readMarker } from "@/lib/knowledge/dna/genotype";
import type { GeneticLevel, GeneticSignal } from "@/lib/knowledge/concordance";
import type { DnaReportInput } from "./read-dna-report";

export interface ReportGenotypes {
  /** Plus-strand genotype per rsid as the report printed it. */
  byRsid: ReadonlyMap<string, string>;
  /** Pharmacogenomic entries by gene, with the risk level of the gene's finding (null when absent). */
  pgx: ReadonlyMap<string, DnaReportInput["pharmacogenomics"][number] & { risk_level: string | null }>;
}

const split = (s: string, sep: RegExp) => s.split(sep).map((x) => x.trim()).filter((x) => x !== "");

/** Every genotype the report states, by rsid. */
export function indexReportGenotypes(report: DnaReportInput): ReportGenotypes {
  const byRsid = new Map<string, string>();
  const put = (rsid: string, genotype: string) => {
    const id = rsid.trim().toLowerCase();
    if (/^rs\d+$/.test(id) && !byRsid.has(id)) byRsid.set(id, genotype.trim());
  };
  const rows = [
    ...report.sections.flatMap((s) => s.findings.map((f) => ({ rsid: f.rsid, genotype: f.genotype, pgx: s.key === "pharmacogenomics" }))),
    ...[...report.disease_risks, ...report.nutrigenomics, ...report.traits].map((t) => ({ rsid: t.rsid, genotype: t.genotype, pgx: false })),
  ];
  for (const row of rows) {
    // A pharmacogene's call states a diplotype (*1/*2), not a genotype; single pharmacogenomic rows (G6PD, RYR1 …)
    // state a plain genotype and are read like any other row.
    if (row.pgx && row.genotype.includes("*")) continue;
    const ids = split(row.rsid, /[,;]/);
    if (ids.length === 1) put(ids[0] as string, row.genotype.split(/\s+/).pop() ?? "");
    else if (row.genotype.includes(" / ")) split(row.genotype, / \/ /).forEach((g, i) => ids[i] && put(ids[i], g));
    else split(row.genotype, /;/).forEach((g, i) => ids[i] && put(ids[i], g.split(/\s+/).pop() ?? ""));
  }
  // Carrier genes list the variants found; the gene's other tested rows carry no copy (unless inconclusive).
  for (const c of report.carrier_status) {
    const found = new Map<string, string>();
    for (const part of c.genotype === "-" ? [] : split(c.genotype, /;/)) {
      const variant = part.replace(/\s+\S+$/, "");
      const marker = c.rsids.map((id) => panelMarker(id)).find((m) => m?.variant === variant);
      if (marker) found.set(marker.rsid, part.split(/\s+/).pop() ?? "");
    }
    for (const id of c.rsids) {
      const marker = panelMarker(id);
      const genotype = found.get(id.toLowerCase()) ?? (c.status !== "inconclusive" && marker ? `${marker.effect === marker.ref ? marker.alt : marker.ref}`.repeat(2) : null);
      if (genotype) put(id, genotype);
    }
  }
  const risk = new Map<string, string>();
  for (const s of report.sections) if (s.key === "pharmacogenomics") for (const f of s.findings) risk.set(f.gene, f.risk_level);
  const pgx = new Map(report.pharmacogenomics.map((p) => [p.gene, { ...p, risk_level: risk.get(p.gene) ?? null }]));
  return { byRsid, pgx };
}

/** Copies of the panel row's effect allele at `rsid` (null when the report does not state a readable genotype). */
export function effectCopies(idx: ReportGenotypes, rsid: string): 0 | 1 | 2 | null {
  const marker = panelMarker(rsid);
  const genotype = idx.byRsid.get(rsid.toLowerCase());
  if (!marker || genotype === undefined) return null;
  const read = readMarker(marker, genotype);
  return read.status === "called" ? read.count : null;
}

export interface GeneticCall {
  level: GeneticLevel;
  /** Language-neutral call, e.g. "C282Y/C282Y"; for "none" the genotypes read. */
  call: string;
}

/** The rule's genetic level for this report; null when the report does not test it. */
export function geneticCall(signal: GeneticSignal, idx: ReportGenotypes): GeneticCall | null {
  if (signal.kind === "pgx_alleles") {
    const entry = idx.pgx.get(signal.gene);
    const alleles = entry?.diplotype ? split(entry.diplotype, /\//) : [];
    if (alleles.length !== 2 || alleles.some((a) => !a.startsWith("*"))) return null;
    const other = alleles.filter((a) => a !== signal.reference).length as 0 | 1 | 2;
    return { level: signal.levels[other], call: alleles.join("/") };
  }
  for (const p of signal.patterns) {
    if (p.all.every((c) => effectCopies(idx, c.rsid) === c.copies)) return { level: p.level, call: p.call };
  }
  const read = signal.rsids.map((id) => ({ id, copies: effectCopies(idx, id) }));
  if (read.some((r) => r.copies === null)) return null;
  return { level: "none", call: read.map((r) => `${r.id} ${idx.byRsid.get(r.id) ?? ""}`).join(", ") };
}
