// From the request to the contract's response `data`. Inputs are read and checked first (prepareDnbInput: every
// refusal happens before a credit is used or a job is queued), into a form that can wait in the job queue
// without the patient's name; buildDnbResponse then computes the facts and writes the report.
import { rewriteTwice } from "@/lib/modules/dna/model-call";
import { prefixedId } from "@/lib/ids/prefixed-id";
import { modelRequired } from "@/lib/modules/dna/build-report";
import type { DnaPatient } from "@/lib/modules/dna/schemas";
import { parsePatient } from "@/lib/modules/dna/settings";
import { correlate } from "./correlate";
import { dnbWriter } from "./messages";
import { dnbModel, rewriteSummaryWithModel } from "./model-writer";
import { locateBloodTest, readBloodTest } from "./read-blood-test";
import { readDnaReportInput, type ReadDnaReport } from "./read-dna-report";
import type { DnbResponse } from "./schemas";
import { writeReport } from "./write-report";

/** Checked inputs, JSON-serialisable (the async path stores them as the job's input). */
export interface DnbPrepared {
  dna: ReadDnaReport;
  /** The blood test reduced to its parameter lines and the sex/age the ranges need (no name, no other metadata). */
  blood: { form: "interpreted" | "list"; parameters: unknown[]; sex: string | null; age: string | null };
  language: string;
  patient?: DnaPatient;
}

/** Reads and checks the request body (VAL_2001/2002/2006/2007/2008 as the contract's DNA module codes say). */
export function prepareDnbInput(body: { dna_report?: unknown; blood_test?: unknown; patient?: unknown }, language: string): DnbPrepared {
  const patient = parsePatient(body.patient);
  const dna = readDnaReportInput(body.dna_report);
  const blood = readBloodTest(body.blood_test, { language, ...(patient ? { patient } : {}) });
  const located = locateBloodTest(body.blood_test);
  const str = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : null);
  return {
    dna,
    blood: { form: blood.form, parameters: located.items, sex: str(located.metadata?.patient_sex), age: str(located.metadata?.patient_age) },
    language,
    ...(patient ? { patient } : {}),
  };
}

/**
 * The response `data` for checked inputs: deterministic facts, narrative from the catalogues; a configured model
 * may rewrite the two summaries (two attempts; then the deterministic text, or PROC_3003 when the deployment
 * requires the model: DNA_MODEL_REQUIRED=true, as for the DNA interpretation).
 */
export async function buildDnbResponse(input: DnbPrepared, signal?: AbortSignal): Promise<DnbResponse> {
  const w = dnbWriter(input.language);
  const bloodRaw = input.blood.form === "interpreted"
    ? { metadata: { patient_sex: input.blood.sex, patient_age: input.blood.age }, parameters: input.blood.parameters, interpretation: {} }
    : input.blood.parameters;
  const blood = readBloodTest(bloodRaw, { language: input.language, ...(input.patient ? { patient: input.patient } : {}) });
  const facts = correlate(input.dna.report, blood, input.patient?.medications ?? []);
  let report = writeReport(facts, w);
  let narrative: DnbResponse["narrative"] = "deterministic";
  const model = dnbModel();
  if (model) {
    const base = report;
    const rewritten = await rewriteTwice(() => rewriteSummaryWithModel(model, base, w.language, signal), "narrative", modelRequired());
    if (rewritten) {
      report = { ...report, ...rewritten };
      narrative = "model";
    }
  }
  return {
    analysis_id: prefixedId("DNB"),
    module: "dna_blood_report",
    generated_at: new Date().toISOString(),
    language: w.language,
    narrative,
    inputs: {
      dna_report_form: input.dna.form, dna_analysis_id: input.dna.analysisId, blood_test_form: blood.form,
      parameters_total: blood.total, parameters_used: blood.values.length, parameters_unused: blood.unused.slice(0, 50),
    },
    report,
  };
}
