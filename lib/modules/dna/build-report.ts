// From panel genotypes to the contract's response `data`: the knowledge library computes every call, level and
// recommendation; the optional model only rewrites the executive summary and the overall summary from
// de-identified findings (gene, rsID, genotype, phenotype, level) and must pass the number/genotype guard.
import { rewriteTwice } from "@/lib/modules/dna/model-call";
import { prefixedId } from "@/lib/ids/prefixed-id";
import { interpretGenotypes } from "@/lib/knowledge/dna";
import type { DnaReport } from "@/lib/knowledge/dna/types";
import type { DnaInput } from "./read-input";
import { rewriteSummaryWithModel } from "./model-writer";
import { dnaModel } from "./model";
import type { DnaPatient, DnaResponse } from "./schemas";

/**
 * When a configured model fails twice: DNA_MODEL_REQUIRED=true means the deployment does not accept the
 * deterministic narrative in its place, so the request fails with PROC_3003 (no credit). Otherwise the
 * deterministic narrative is answered.
 */
export function modelRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DNA_MODEL_REQUIRED === "true";
}

/** Interprets the genotypes and assembles the response `data` (deterministic unless a model is configured). */
export async function buildDnaResponse(input: DnaInput, opts: { language: string; patient?: DnaPatient; sourceLabel?: string; signal?: AbortSignal }): Promise<DnaResponse> {
  const sex = opts.patient?.sex === "male" || opts.patient?.sex === "female" ? opts.patient.sex : input.source.inferred_sex;
  const build = input.source.build === "GRCh37" || input.source.build === "GRCh38" ? input.source.build : undefined;
  const result = interpretGenotypes(input.calls, { language: opts.language, sex, ...(build ? { build } : {}), ...(opts.sourceLabel ? { sourceLabel: opts.sourceLabel } : {}) });
  let report: DnaReport = result.report;
  let narrative: DnaResponse["narrative"] = "deterministic";
  const model = dnaModel();
  if (model) {
    const base = report;
    const rewritten = await rewriteTwice(() => rewriteSummaryWithModel(model, base, result.language, opts.signal), "narrative", modelRequired());
    if (rewritten) {
      report = { ...report, ...rewritten };
      narrative = "model";
    }
  }
  return {
    analysis_id: prefixedId("DNA"),
    module: "dna_interpretation",
    generated_at: new Date().toISOString(),
    language: result.language,
    source: { ...input.source, panel_found: result.panelFound, warnings: [...input.source.warnings, ...result.warnings] },
    source_label: opts.sourceLabel ?? null,
    narrative,
    report,
  };
}
