// Request and response schemas of the DNA + blood report (extended-modules contract, "DNA + blood report" and
// "DNA + blood report response `data`"). Fields beyond the contract's (rule id, gene, analyte id, source per
// correlation; what was read from the inputs) are added so a clinician can trace every statement.
import { z } from "zod";

export const dnbRequest = z.object({
  dna_report: z.unknown().describe("Required. The DNA interpretation's data.report object, its whole data, or the full response."),
  blood_test: z.unknown().describe("Required. An interpreted blood test (metadata, parameters, interpretation) or a list of up to 500 parameters, each with a name and a result (and a unit)."),
  patient: z.unknown().optional().describe("Optional: age, sex, diagnoses, comorbidities, medications, treatments, notes. Medications are checked against the pharmacogenes."),
});

/** The sandbox takes the same body but reads none of it (the built-in sample is answered). */
export const dnbSandboxRequest = dnbRequest.partial();

const concordance = z.enum(["confirms", "contradicts", "neutral", "watch"]);

export const dnbReportSchema = z.object({
  report_type: z.literal("dna_blood"),
  executive_summary: z.string(),
  overall_status: z.object({ level: z.enum(["good", "watch", "attention", "urgent"]), summary: z.string() }),
  correlations: z.array(z.object({
    topic: z.string(), genetic_finding: z.string(), lab_finding: z.string(), concordance, interpretation: z.string(), action: z.string(),
    rule_id: z.string().describe("Concordance rule (added field)."),
    gene: z.string().describe("Gene or genes (added field)."),
    analyte_id: z.string().nullable().describe("Knowledge-base analyte id; null for the medicine check (added field)."),
    source: z.string().describe("Guideline or paper for the pairing (added field)."),
  })),
  risk_matrix: z.array(z.object({
    area: z.string(),
    genetic_risk: z.enum(["high", "moderate", "low", "protective", "none", "not_tested"]),
    lab_status: z.enum(["normal", "borderline", "abnormal", "not_measured"]),
    combined_assessment: z.string(),
  })),
  priority_actions: z.array(z.object({ priority: z.enum(["high", "medium", "low"]), action: z.string(), why: z.string() })),
  monitoring_plan: z.array(z.object({ marker: z.string(), interval: z.string(), reason: z.string() })),
  lifestyle_plan: z.array(z.string()),
  questions_for_clinician: z.array(z.string()),
  red_flags: z.array(z.object({ marker: z.string(), finding: z.string(), action: z.string(), source: z.string() })),
  limitations: z.string(),
  disclaimer: z.string(),
});
export type DnbReport = z.infer<typeof dnbReportSchema>;

export const dnbResponse = z.object({
  analysis_id: z.string().describe("DNB- prefix plus identifier."),
  module: z.literal("dna_blood_report"),
  generated_at: z.string(),
  language: z.string(),
  narrative: z.enum(["deterministic", "model"]).describe("Who wrote the narrative."),
  inputs: z.object({
    dna_report_form: z.enum(["report", "data", "response"]).describe("Which accepted form dna_report came in."),
    dna_analysis_id: z.string().nullable(),
    blood_test_form: z.enum(["interpreted", "list"]),
    parameters_total: z.number().int(),
    parameters_used: z.number().int(),
    parameters_unused: z.array(z.string()).describe("Names not matched to a known analyte or without a numeric result."),
  }).describe("What was read from the inputs (added field)."),
  report: dnbReportSchema,
});
export type DnbResponse = z.infer<typeof dnbResponse>;

export const dnbInfoResponse = z.object({
  module: z.literal("dna_blood_report"),
  enabled: z.boolean(),
  inputs: z.array(z.string()),
  limits: z.record(z.string(), z.number()),
  credit_cost: z.object({ analyze: z.number(), sandbox: z.number() }),
  report_languages: z.array(z.string()),
  authentication: z.array(z.string()),
  async: z.object({ query: z.string(), header: z.string(), poll_url: z.string(), result_retention_hours: z.number() }),
  concordance_rules: z.array(z.object({ id: z.string(), area: z.string(), gene: z.string(), analyte: z.string(), source: z.string() })),
});
