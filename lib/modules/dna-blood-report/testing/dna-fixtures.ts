// Invented DNA reports for tests: built by the real interpretation from chosen genotypes, so the fixtures have
// exactly the shape (and genotype spelling) /api/v1/dna-interpretation/analyze answers.
import { interpretGenotypes, PANEL } from "@/lib/knowledge/dna";
import type { GenotypeCall } from "@/lib/knowledge/dna";

/**
 * The report of a person with the given plus-strand genotypes; every other panel row is read as homozygous
 * for the reference allele (or left out when `onlyGiven`).
 */
export function dnaReportFor(genotypes: Readonly<Record<string, string>>, opts: { onlyGiven?: boolean; language?: string } = {}) {
  const calls: GenotypeCall[] = PANEL.filter((m) => !opts.onlyGiven || m.rsid in genotypes).map((m) => ({
    rsid: m.rsid, chrom: m.chrom, pos: m.pos37, genotype: genotypes[m.rsid] ?? `${m.ref}${m.ref}`,
  }));
  return interpretGenotypes(calls, { language: opts.language ?? "en" }).report;
}

/** The three forms `dna_report` may take: data.report, data, and the whole response. */
export function dnaReportForms(report: ReturnType<typeof dnaReportFor>) {
  const data = { analysis_id: "DNA-TEST0001", module: "dna_interpretation", generated_at: "2026-01-01T00:00:00.000Z", language: "en", report };
  return { report, data, response: { status: "success", data, timestamp: "2026-01-01T00:00:00.000Z", api_version: "v1" } };
}
