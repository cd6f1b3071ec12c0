// From validated inputs to the response `data`: facts → needs → choice (mode, safety, max_items) → words, then the
// optional model rewrites the summary with the clinic's instructions. Plain data in and out (no HTTP), so the
// synchronous request, the async job and the sandbox all run this one function.
import { rewriteTwice } from "@/lib/modules/dna/model-call";
import { prefixedId } from "@/lib/ids/prefixed-id";
import type { Answers } from "@/lib/knowledge/supplements/questionnaire";
import type { DnaReportInput, LabValue } from "@/lib/modules/dna-blood-report/inputs";
import { modelRequired } from "@/lib/modules/dna/build-report";
import { dnaModel } from "@/lib/modules/dna/model";
import type { DnaPatient } from "@/lib/modules/dna/schemas";
import type { CatalogueProduct } from "../catalogue/schemas";
import { choosePlan, type CatalogueMode } from "./choose";
import { gatherFacts } from "./context";
import { findNeeds } from "./find-needs";
import { rewriteSummary } from "./model-writer";
import type { AdvisorResponse } from "./schemas";
import { PlanWriter, writePlan } from "./write-plan";

export interface PlanInput {
  report: DnaReportInput;
  labs: LabValue[];
  answers: Answers;
  patient?: DnaPatient;
  language: string;
  catalogue: { mode: CatalogueMode; products: CatalogueProduct[]; maxItems: number; instructions: string };
  /** Warnings gathered while reading the request (dropped answers, unused blood lines). */
  warnings: string[];
}

/** Builds the plan; PROC_3003 only when a configured model fails twice and DNA_MODEL_REQUIRED=true. */
export async function buildSupplementPlan(input: PlanInput, signal?: AbortSignal): Promise<AdvisorResponse> {
  const facts = gatherFacts(input.report, input.labs, input.answers, input.patient);
  const needs = findNeeds(facts);
  const { mode, maxItems } = input.catalogue;
  const products = mode === "off" ? [] : input.catalogue.products;
  const choice = choosePlan(needs, { mode, products, maxItems, safety: facts.safety });
  const w = new PlanWriter(input.language);
  let report = writePlan(choice, facts, w);
  const warnings = [...input.warnings];
  if (w.fallback) warnings.push(`The supplement plan has no complete '${input.language}' catalogue; it is written in English.`);
  if (choice.beyondMax.length) warnings.push(`${choice.beyondMax.length} further need(s) not listed because settings.max_items is ${maxItems}: ${choice.beyondMax.map((n) => n.key).join(", ")}.`);
  let narrative: AdvisorResponse["narrative"] = "deterministic";
  const model = dnaModel();
  if (model) {
    const base = report;
    const summary = await rewriteTwice(() => rewriteSummary(model, base, { language: w.language, instructions: input.catalogue.instructions, ...(signal ? { signal } : {}) }), "summary", modelRequired());
    if (summary !== null) {
      report = { ...report, summary };
      narrative = "model";
    }
  }
  return {
    analysis_id: prefixedId("SUP"),
    module: "dna_supplements",
    generated_at: new Date().toISOString(),
    language: w.language,
    catalogue: { mode, products: products.length },
    narrative,
    warnings,
    report,
  };
}
