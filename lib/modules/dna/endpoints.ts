// Endpoint declarations of the DNA interpretation module (extended-modules contract, "DNA interpretation").
import { z } from "zod";
import { defineEndpoint } from "@/lib/api/define-endpoint";
import { acceptAsJob, ASYNC_INFO, ASYNC_ROOT_FIELDS_DOC } from "@/lib/jobs/async-endpoint";
import { PANEL, PANEL_TOTAL, SANDBOX_GENOTYPES } from "@/lib/knowledge/dna";
import { DNA_CATALOGUES } from "@/lib/knowledge/dna";
import { buildDnaResponse } from "./build-report";
import { dnaReportSave } from "./save-report";
import { DNA_API_VERSION, DNA_JOB_MODULE, type DnaJobInput } from "./job";
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES, MAX_REPORT_FILES, readDnaInput } from "./read-input";
import { isCalledGenotype } from "./reader/genotype-lines";
import { READER_LIMITS } from "./reader/limits";
import { dnaInfoResponse, dnaRequest, dnaResponse, dnaValidateResponse, jobAcceptedResponse, MAX_GENOTYPE_TEXT, MAX_SOURCE_LABEL } from "./schemas";
import { assertDnaEnabled, dnaEnabled, parsePatient, wantsAsync } from "./settings";

const TAGS = ["DNA interpretation"] as const;
const MB = 1024 * 1024;
const LIMITS = { fileSize: READER_LIMITS.uploadBytes, files: MAX_REPORT_FILES, totalSize: 130 * MB, fieldSize: 4 * MB, fields: 20, json: 8 * MB };

export const analyze = defineEndpoint({
  method: "POST",
  path: "/api/v1/dna-interpretation/analyze",
  summary: "Interpret raw genotype data (334-marker panel, pharmacogenomics)",
  description:
    "Multipart (`file`: one raw genotype file .txt/.csv/.tsv/.vcf/.zip/.gz up to 80 MB, or up to 6 report PDFs/images) or JSON (`genotype_text`). HTTP Basic accepted. `?async=1` or `X-Async: 1` answers 202 with a job to poll at /api/jobs/{id}; the credit is charged when the job completes.",
  tags: TAGS,
  version: DNA_API_VERSION,
  auth: "credentials",
  basicAuth: true,
  cost: 1,
  body: "multipart",
  acceptsJson: true,
  fileAlternatives: ["genotype_text"],
  heavy: true,
  limits: LIMITS,
  request: dnaRequest,
  response: z.union([dnaResponse, jobAcceptedResponse]),
  rootFieldsDoc: ASYNC_ROOT_FIELDS_DOC,
  handler: async (ctx) => {
    assertDnaEnabled();
    const patient = parsePatient(ctx.body.patient);
    const input = await readDnaInput({ files: ctx.files, genotypeText: ctx.body.genotype_text, language: ctx.language, signal: ctx.signal });
    const opts = { language: ctx.language, ...(patient ? { patient } : {}), ...(ctx.body.source_label ? { sourceLabel: ctx.body.source_label } : {}) };
    if (!wantsAsync(ctx.query, ctx.request.headers)) return buildDnaResponse(input, { ...opts, signal: ctx.signal });
    const jobInput: DnaJobInput = { input, ...opts };
    return acceptAsJob(ctx, DNA_JOB_MODULE, jobInput);
  },
});

export const validate = defineEndpoint({
  method: "POST",
  path: "/api/v1/dna-interpretation/validate",
  summary: "Read genotype data and report what was found (free, no AI)",
  tags: TAGS,
  version: DNA_API_VERSION,
  auth: "credentials",
  basicAuth: true,
  cost: 0,
  body: "multipart",
  acceptsJson: true,
  fileAlternatives: ["genotype_text"],
  limits: LIMITS,
  request: dnaRequest,
  response: dnaValidateResponse,
  rootFieldsDoc: { message: "What was read, in one sentence" },
  handler: async (ctx) => {
    assertDnaEnabled();
    parsePatient(ctx.body.patient);
    const input = await readDnaInput({ files: ctx.files, genotypeText: ctx.body.genotype_text, language: ctx.language, signal: ctx.signal });
    const found = input.calls.filter((c) => isCalledGenotype(c.genotype)).length;
    ctx.rootFields.message = `Read ${input.source.total_records.toLocaleString("en")} records (${input.source.format}, ${input.source.build}); ${found} of the panel's markers have a call.`;
    return { valid: true, language: ctx.language, source: { ...input.source, panel_found: found } };
  },
});

export const sandbox = defineEndpoint({
  method: "POST",
  path: "/api/v1/dna-interpretation/sandbox",
  summary: "DNA interpretation sandbox (sample report, free)",
  description: "Answers the report of a built-in invented genotype set in the production shape. Free; the request body is not read for genotypes.",
  tags: TAGS,
  version: DNA_API_VERSION,
  auth: "credentials",
  basicAuth: true,
  cost: 0,
  sandbox: true,
  body: "multipart",
  acceptsJson: true,
  limits: LIMITS,
  request: dnaRequest,
  response: dnaResponse,
  handler: async (ctx) => {
    assertDnaEnabled();
    const calls = [...SANDBOX_GENOTYPES];
    const called = calls.filter((c) => isCalledGenotype(c.genotype)).length;
    return buildDnaResponse(
      {
        calls,
        source: {
          kind: "text", format: "generic", build: "GRCh37", total_records: calls.length, called, no_call_rate: Math.round(((calls.length - called) / calls.length) * 10_000) / 10_000,
          inferred_sex: "unknown", panel_total: PANEL_TOTAL, filename: null, warnings: ["Sandbox: an invented genotype set, not a person."],
        },
      },
      { language: ctx.language, sourceLabel: "sandbox" },
    );
  },
});

export const info = defineEndpoint({
  method: "GET",
  path: "/api/v1/dna-interpretation/info",
  summary: "What the DNA interpretation accepts, its limits and cost",
  tags: TAGS,
  version: DNA_API_VERSION,
  auth: "none",
  cost: 0,
  body: "none",
  request: z.object({}),
  response: dnaInfoResponse,
  handler: async () => ({
    module: "dna_interpretation" as const,
    enabled: dnaEnabled(),
    inputs: ["file (raw genotype: .txt .csv .tsv .vcf .zip .gz)", "file (up to 6 report PDFs/images)", "genotype_text"],
    formats: ["23andme", "ancestrydna", "myheritage", "ftdna", "livingdna", "genesforgood", "vcf", "generic"],
    containers: ["zip (one genotype member)", "gzip"],
    limits: {
      raw_upload_mb: READER_LIMITS.uploadBytes / MB,
      report_files: MAX_REPORT_FILES,
      report_pdf_mb: MAX_PDF_BYTES / MB,
      report_image_mb: MAX_IMAGE_BYTES / MB,
      genotype_text_chars: MAX_GENOTYPE_TEXT,
      source_label_chars: MAX_SOURCE_LABEL,
      inflated_mb: READER_LIMITS.inflatedBytes / MB,
      inflation_ratio: READER_LIMITS.ratio,
      zip_entries: READER_LIMITS.zipEntries,
    },
    credit_cost: { analyze: 1, validate: 0, sandbox: 0 },
    report_languages: Object.keys(DNA_CATALOGUES),
    authentication: ["username and password in the body", "HTTP Basic"],
    async: ASYNC_INFO,
    panel_total: PANEL_TOTAL,
    panel_curated: PANEL.length,
  }),
});

export const DNA_ENDPOINTS = [analyze, validate, sandbox, info, dnaReportSave];
