// Endpoint declarations of the DNA + blood report (extended-modules contract, "DNA + blood report").
import { z } from "zod";
import { defineEndpoint } from "@/lib/api/define-endpoint";
import { acceptAsJob, ASYNC_INFO, ASYNC_ROOT_FIELDS_DOC } from "@/lib/jobs/async-endpoint";
import { CONCORDANCE_RULES } from "@/lib/knowledge/concordance";
import { jobAcceptedResponse } from "@/lib/modules/dna/schemas";
import { assertDnaEnabled, dnaEnabled, wantsAsync } from "@/lib/modules/dna/settings";
import { buildDnbResponse, prepareDnbInput } from "./build-report";
import { DNB_API_VERSION, DNB_JOB_MODULE } from "./job";
import { DNB_CATALOGUES, missingDnbKeys } from "./messages";
import { MAX_BLOOD_PARAMETERS } from "./read-blood-test";
import { SANDBOX_BLOOD_TEST, SANDBOX_PATIENT, sandboxDnaReport } from "./sandbox";
import { dnbInfoResponse, dnbRequest, dnbResponse, dnbSandboxRequest } from "./schemas";

const TAGS = ["DNA + blood report"] as const;
const LIMITS = { json: 8 * 1024 * 1024 };

export const analyze = defineEndpoint({
  method: "POST",
  path: "/api/v1/dna-blood-report/analyze",
  summary: "Combine a DNA report with a blood test (concordance of genetic findings and lab values)",
  description:
    "JSON: `dna_report` (data.report, data or the whole DNA interpretation response) and `blood_test` (an interpreted blood test or up to 500 parameters with name and result). HTTP Basic accepted. `?async=1` or `X-Async: 1` answers 202 with a job to poll at /api/jobs/{id}; the credit is charged when the job completes.",
  tags: TAGS,
  version: DNB_API_VERSION,
  auth: "credentials",
  basicAuth: true,
  cost: 1,
  body: "json",
  limits: LIMITS,
  request: dnbRequest,
  response: z.union([dnbResponse, jobAcceptedResponse]),
  rootFieldsDoc: ASYNC_ROOT_FIELDS_DOC,
  handler: async (ctx) => {
    assertDnaEnabled();
    const input = prepareDnbInput(ctx.body, ctx.language);
    if (!wantsAsync(ctx.query, ctx.request.headers)) return buildDnbResponse(input, ctx.signal);
    return acceptAsJob(ctx, DNB_JOB_MODULE, input);
  },
});

export const sandbox = defineEndpoint({
  method: "POST",
  path: "/api/v1/dna-blood-report/sandbox",
  summary: "DNA + blood report sandbox (sample report, free)",
  description: "Answers the report of a built-in invented DNA report and blood test in the production shape. Free; dna_report and blood_test in the body are not read.",
  tags: TAGS,
  version: DNB_API_VERSION,
  auth: "credentials",
  basicAuth: true,
  cost: 0,
  sandbox: true,
  body: "json",
  limits: LIMITS,
  request: dnbSandboxRequest,
  response: dnbResponse,
  handler: async (ctx) => {
    assertDnaEnabled();
    return buildDnbResponse(prepareDnbInput({ dna_report: sandboxDnaReport(), blood_test: SANDBOX_BLOOD_TEST, patient: SANDBOX_PATIENT }, ctx.language));
  },
});

export const info = defineEndpoint({
  method: "GET",
  path: "/api/v1/dna-blood-report/info",
  summary: "What the DNA + blood report accepts, its limits, cost and concordance rules",
  tags: TAGS,
  version: DNB_API_VERSION,
  auth: "none",
  cost: 0,
  body: "none",
  request: z.object({}),
  response: dnbInfoResponse,
  handler: async () => ({
    module: "dna_blood_report" as const,
    enabled: dnaEnabled(),
    inputs: [
      "dna_report: data.report, data, or the whole response of /api/v1/dna-interpretation/analyze",
      "blood_test: an interpreted blood test (metadata, parameters, interpretation) or a list of parameters {name, result, unit}",
      "patient (optional): age, sex, medications (checked against the pharmacogenes) …",
    ],
    limits: { blood_parameters: MAX_BLOOD_PARAMETERS, json_mb: LIMITS.json / (1024 * 1024) },
    credit_cost: { analyze: 1, sandbox: 0 },
    report_languages: Object.entries(DNB_CATALOGUES).filter(([, c]) => missingDnbKeys(c).length === 0).map(([l]) => l),
    authentication: ["username and password in the body", "HTTP Basic"],
    async: ASYNC_INFO,
    concordance_rules: CONCORDANCE_RULES.map((r) => ({ id: r.id, area: r.area, gene: r.genetic.gene, analyte: r.analyte, source: r.source })),
  }),
});

export const DNA_BLOOD_ENDPOINTS = [analyze, sandbox, info];
