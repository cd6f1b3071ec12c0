// Request and response schemas of the DNA interpretation endpoints (extended-modules contract, "DNA
// interpretation" and "DNA interpretation response `data`"). The report part mirrors
// lib/knowledge/dna/types.ts; fields beyond the contract's (diplotype, tested alleles, activity score) are kept.
import { z } from "zod";

export const MAX_SOURCE_LABEL = 120;
export const MAX_GENOTYPE_TEXT = 2_000_000;

export const dnaPatientSchema = z
  .object({
    age: z.number().int().min(0).max(130).optional(),
    sex: z.enum(["male", "female", "other", "unknown"]).optional(),
    diagnoses: z.array(z.string().max(200)).max(50).optional(),
    comorbidities: z.array(z.string().max(200)).max(50).optional(),
    medications: z.array(z.string().max(200)).max(100).optional(),
    treatments: z.array(z.string().max(200)).max(50).optional(),
    notes: z.string().max(2000).optional(),
  })
  .describe("Optional context: age, sex, diagnoses, comorbidities, medications, treatments, notes. In multipart, a JSON string.");
export type DnaPatient = z.infer<typeof dnaPatientSchema>;

export const dnaRequest = z.object({
  genotype_text: z.string().optional().describe("Pasted genotype lines (rsID, chromosome, position, genotype), up to 2,000,000 characters. One of file or genotype_text."),
  patient: z.unknown().optional().describe("Patient context object (JSON string in multipart): age, sex, diagnoses, comorbidities, medications, treatments, notes."),
  source_label: z.string().max(MAX_SOURCE_LABEL).optional().describe("Caller's label for the data, up to 120 characters."),
});
export type DnaRequest = z.infer<typeof dnaRequest>;

const riskLevel = z.enum(["protective", "typical", "informational", "slightly_elevated", "elevated", "high"]);
const evidence = z.enum(["established", "probable", "preliminary"]);

export const dnaSourceSchema = z.object({
  kind: z.enum(["raw", "text", "document"]).describe("raw file, pasted text, or report documents (PDF/images)."),
  format: z.string().describe("Detected format: 23andme, ancestrydna, myheritage, ftdna, livingdna, genesforgood, vcf, generic, document."),
  build: z.string().describe("Reference genome: GRCh37, GRCh38, NCBI36 or unknown (header, confirmed by panel marker positions)."),
  total_records: z.number().int(),
  called: z.number().int(),
  no_call_rate: z.number(),
  inferred_sex: z.enum(["male", "female", "unknown"]).describe("From X heterozygosity outside the PAR and Y calls."),
  panel_total: z.number().int(),
  panel_found: z.number().int(),
  filename: z.string().nullable(),
  warnings: z.array(z.string()),
});
export type DnaSource = z.infer<typeof dnaSourceSchema>;

const finding = z.object({
  gene: z.string(), rsid: z.string(), genotype: z.string(), phenotype: z.string(), risk_level: riskLevel, evidence,
  explanation: z.string(), recommendation: z.string(),
});

const topic = z.object({
  topic: z.string(), gene: z.string(), rsid: z.string(), genotype: z.string(), risk_level: riskLevel, evidence, summary: z.string(),
});

export const dnaReportSchema = z.object({
  report_type: z.literal("dna"),
  title: z.string(),
  executive_summary: z.string(),
  overall_assessment: z.object({ level: z.enum(["typical", "slightly_elevated", "elevated", "high"]), summary: z.string() }),
  data_quality: z.object({ source: z.string(), markers_analyzed: z.number().int(), coverage_note: z.string(), limitations: z.string() }),
  sections: z.array(z.object({ key: z.string(), title: z.string(), risk_level: riskLevel, summary: z.string(), findings: z.array(finding) })),
  pharmacogenomics: z.array(
    z.object({
      gene: z.string(), rsids: z.array(z.string()), diplotype: z.string(), predicted_phenotype: z.string(), activity_score: z.number().nullable(),
      affected_drugs: z.array(z.string()), recommendation: z.string(), tested_alleles: z.array(z.string()), source: z.string(),
    }),
  ),
  carrier_status: z.array(
    z.object({
      condition: z.string(), gene: z.string(), rsids: z.array(z.string()), genotype: z.string(),
      status: z.enum(["carrier", "not_detected", "affected_pattern", "inconclusive"]), explanation: z.string(), recommendation: z.string(),
    }),
  ),
  disease_risks: z.array(topic),
  nutrigenomics: z.array(topic),
  traits: z.array(topic),
  lifestyle_recommendations: z.array(z.string()),
  recommended_tests: z.array(z.object({ test: z.string(), reason: z.string() })),
  red_flags: z.array(z.object({ gene: z.string(), rsid: z.string(), finding: z.string(), action: z.string() })),
  limitations: z.string(),
  disclaimer: z.string(),
});

export const dnaResponse = z.object({
  analysis_id: z.string().describe("DNA- prefix plus identifier."),
  module: z.literal("dna_interpretation"),
  generated_at: z.string(),
  language: z.string(),
  source: dnaSourceSchema,
  source_label: z.string().nullable(),
  narrative: z.enum(["deterministic", "model"]).describe("Who wrote the narrative: the deterministic writer or the configured model."),
  report: dnaReportSchema,
});
export type DnaResponse = z.infer<typeof dnaResponse>;

/** The `kind` of a DNA interpretation saved to a patient (beside the blood-test reports). */
export const DNA_REPORT_KIND = "dna_interpretation" as const;

export const dnaValidateResponse = z.object({
  valid: z.boolean(),
  language: z.string(),
  source: dnaSourceSchema,
});

/** The 202 answer of an asynchronous submission (contract "States and transitions"). */
export const jobAcceptedResponse = z.object({
  status: z.literal("pending"),
  job_id: z.string(),
  poll_url: z.string(),
  poll_interval_ms: z.number().int(),
});

export const dnaInfoResponse = z.object({
  module: z.literal("dna_interpretation"),
  enabled: z.boolean(),
  inputs: z.array(z.string()),
  formats: z.array(z.string()),
  containers: z.array(z.string()),
  limits: z.record(z.string(), z.union([z.number(), z.string()])),
  credit_cost: z.object({ analyze: z.number(), validate: z.number(), sandbox: z.number() }),
  report_languages: z.array(z.string()),
  authentication: z.array(z.string()),
  async: z.object({ query: z.string(), header: z.string(), poll_url: z.string(), result_retention_hours: z.number() }),
  panel_total: z.number().int(),
  panel_curated: z.number().int(),
});
