// The optional model writer of the DNA report: it receives de-identified findings only (no patient context, no
// file name, no label) and rewrites two summaries. Its text is refused when it carries a number or an rsID that
// is not in the findings, or a genotype that differs from the one computed for that rsID.
import type { LanguageModel } from "ai";
import { z } from "zod";
import { unknownNumbers } from "@/lib/interpretation/model/number-guard";
import type { DnaReport } from "@/lib/knowledge/dna/types";
import { askModelForObject, numbersIn } from "./model-call";

const narrativeSchema = z.object({
  executive_summary: z.string().min(20).max(2500),
  overall_summary: z.string().min(10).max(1200),
});

const SYSTEM = [
  "You write the summary of a genetic (DNA) decision-support report for a clinician.",
  "Use only the findings given. Never invent a number, an rsID, a genotype or a gene. Never diagnose; never give a drug dose.",
  "Carrier and actionable findings: say they should be confirmed with a clinical genetic test.",
].join(" ");

/** The facts the model may see: computed findings without any identifier. */
export function modelFacts(report: DnaReport) {
  return {
    overall_level: report.overall_assessment.level,
    markers_analyzed: report.data_quality.markers_analyzed,
    findings: report.sections.flatMap((s) => s.findings.filter((f) => f.risk_level !== "typical").map((f) => ({ gene: f.gene, rsid: f.rsid, genotype: f.genotype, phenotype: f.phenotype, risk_level: f.risk_level }))),
    pharmacogenomics: report.pharmacogenomics.map((p) => ({ gene: p.gene, diplotype: p.diplotype, phenotype: p.predicted_phenotype })),
  };
}

/** Throws when `text` names an unknown number, an unknown rsID, or a genotype beside an rsID that differs from ours. */
export function guardDnaText(text: string, facts: ReturnType<typeof modelFacts>): void {
  const allowed = numbersIn(facts);
  const bad = unknownNumbers(text.replace(/\brs\d+\b/gi, " ").replace(/\*\d+[A-Z]?/g, " "), allowed);
  if (bad.length) throw new Error(`model text has numbers not in the facts: ${bad.slice(0, 3).join(", ")}`);
  // A finding may join several markers ("rs429358, rs7412" with "TC / CC", APOE): pair them by position.
  const known = new Map<string, string>();
  for (const f of facts.findings) {
    const rsids = f.rsid.toLowerCase().split(/[\s,;]+/).filter(Boolean);
    const genos = f.genotype.split(/\s*\/\s*/);
    rsids.forEach((r, i) => known.set(r, (rsids.length === genos.length ? genos[i] : f.genotype) ?? f.genotype));
  }
  for (const m of text.matchAll(/\b(rs\d+)\b(?:\s*[:(]?\s*([ACGT]{2})\b)?/gi)) {
    const rsid = m[1]!.toLowerCase();
    if (!known.has(rsid)) throw new Error(`model text names ${rsid}, which is not among the findings`);
    if (m[2] && m[2].toUpperCase() !== known.get(rsid) && [...m[2].toUpperCase()].reverse().join("") !== known.get(rsid)) {
      throw new Error(`model text changes the genotype of ${rsid}`);
    }
  }
}

/** One model attempt; null-free: throws when the answer is missing or fails the guard. */
export async function rewriteSummaryWithModel(model: LanguageModel, report: DnaReport, language: string, signal?: AbortSignal): Promise<Pick<DnaReport, "executive_summary" | "overall_assessment">> {
  const facts = modelFacts(report);
  const prompt = `Language of the answer: ${language}.\nFindings (JSON):\n${JSON.stringify(facts)}\nWrite executive_summary and overall_summary.`;
  const output = await askModelForObject(model, { system: SYSTEM, prompt, schema: narrativeSchema, signal });
  guardDnaText(output.executive_summary, facts);
  guardDnaText(output.overall_summary, facts);
  return { executive_summary: output.executive_summary, overall_assessment: { level: report.overall_assessment.level, summary: output.overall_summary } };
}
