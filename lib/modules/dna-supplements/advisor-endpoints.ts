// POST /api/v1/dna-supplements/analyze (1 credit, sync or async job), POST …/sandbox (free, production shape,
// the caller's own catalogue) and GET …/info (no auth): the DNA supplement advisor (extended-modules contract).
import { z } from "zod";
import { defineEndpoint } from "@/lib/api/define-endpoint";
import { acceptAsJob, ASYNC_INFO, ASYNC_ROOT_FIELDS_DOC } from "@/lib/jobs/async-endpoint";
import { ADVISOR_CATALOGUES } from "@/lib/knowledge/supplements/advisor-i18n";
import { ADVISOR_SUPPLEMENTS } from "@/lib/knowledge/supplements/needs";
import { QUESTIONS, validateAnswers } from "@/lib/knowledge/supplements/questionnaire";
import { SAFETY_RULES } from "@/lib/knowledge/supplements/safety";
import { MAX_BLOOD_PARAMETERS } from "@/lib/modules/dna-blood-report/inputs";
import { jobAcceptedResponse } from "@/lib/modules/dna/schemas";
import { assertDnaEnabled, dnaEnabled, parsePatient, wantsAsync } from "@/lib/modules/dna/settings";
import { buildSupplementPlan } from "./advisor/build-plan";
import { readAdvisorRequest } from "./advisor/read-request";
import { SANDBOX_ANSWERS, sandboxInputs } from "./advisor/sandbox";
import { advisorInfoResponse, advisorRequest, advisorResponse } from "./advisor/schemas";
import { CATALOGUE_MODES, MAX_CATALOGUE_PRODUCTS, MAX_INSTRUCTIONS, MAX_MAX_ITEMS, MIN_MAX_ITEMS } from "./catalogue/schemas";
import { loadCatalogue } from "./catalogue/store";
import { SUPPLEMENT_API_VERSION, SUPPLEMENT_JOB_MODULE } from "./job";

const TAGS = ["DNA supplement advisor"] as const;
const LIMITS = { json: 8 * 1024 * 1024 };

export const advisorAnalyze = defineEndpoint({
  method: "POST",
  path: "/api/v1/dna-supplements/analyze",
  summary: "Supplement plan from a DNA report, questionnaire answers, optional blood test and the clinic catalogue",
  description:
    "JSON: `dna_report` (data.report, data or the full interpretation response), `answers` (diet_type and pregnancy mandatory), optional `blood_test`, `use_clinic_catalogue` (default true), `language`, `patient`. Safety rules (pregnancy, anticoagulants, kidney/liver values, iron with HFE + ferritin, upper intake levels) take precedence over the catalogue and the clinic's instructions. HTTP Basic accepted. `?async=1` or `X-Async: 1` answers 202 with a job to poll at /api/jobs/{id}.",
  tags: TAGS,
  version: SUPPLEMENT_API_VERSION,
  auth: "credentials",
  basicAuth: true,
  cost: 1,
  body: "json",
  limits: LIMITS,
  request: advisorRequest,
  response: z.union([advisorResponse, jobAcceptedResponse]),
  rootFieldsDoc: ASYNC_ROOT_FIELDS_DOC,
  handler: async (ctx) => {
    assertDnaEnabled();
    const catalogue = await loadCatalogue(await ctx.db(), ctx.account!.id);
    const input = readAdvisorRequest(ctx.body, ctx.language, catalogue);
    if (!wantsAsync(ctx.query, ctx.request.headers)) return buildSupplementPlan(input, ctx.signal);
    return acceptAsJob(ctx, SUPPLEMENT_JOB_MODULE, input);
  },
});

export const advisorSandbox = defineEndpoint({
  method: "POST",
  path: "/api/v1/dna-supplements/sandbox",
  summary: "DNA supplement advisor sandbox (sample plan with the clinic's own catalogue, free)",
  description:
    "Answers a plan for a built-in invented case (DNA sandbox genotypes, a sample blood list and answers) in the production shape, using the caller's catalogue and settings. `answers` and `use_clinic_catalogue` may be sent to try them; `dna_report` and `blood_test` are not read. Free.",
  tags: TAGS,
  version: SUPPLEMENT_API_VERSION,
  auth: "credentials",
  basicAuth: true,
  cost: 0,
  sandbox: true,
  body: "json",
  limits: LIMITS,
  request: advisorRequest,
  response: advisorResponse,
  handler: async (ctx) => {
    assertDnaEnabled();
    const catalogue = await loadCatalogue(await ctx.db(), ctx.account!.id);
    const { answers, warnings } = validateAnswers(ctx.body.answers ?? SANDBOX_ANSWERS);
    const patient = parsePatient(ctx.body.patient);
    const { report, labs } = sandboxInputs();
    const mode = ctx.body.use_clinic_catalogue === false ? "off" : catalogue.settings.mode;
    return buildSupplementPlan(
      {
        report, labs, answers, ...(patient ? { patient } : {}), language: ctx.language,
        catalogue: { mode, products: catalogue.products, maxItems: catalogue.settings.max_items, instructions: catalogue.settings.instructions },
        warnings: ["Sandbox: an invented DNA report, blood list and answers, not a person.", ...warnings],
      },
      ctx.signal,
    );
  },
});

export const advisorInfo = defineEndpoint({
  method: "GET",
  path: "/api/v1/dna-supplements/info",
  summary: "What the DNA supplement advisor accepts, its limits and cost",
  tags: TAGS,
  version: SUPPLEMENT_API_VERSION,
  auth: "none",
  cost: 0,
  body: "none",
  request: z.object({}),
  response: advisorInfoResponse,
  handler: async () => ({
    module: "dna_supplements" as const,
    enabled: dnaEnabled(),
    inputs: ["dna_report (data.report, data or the full interpretation response)", "answers (questionnaire)", "blood_test (optional: interpreted result or parameter list)", "use_clinic_catalogue", "patient (optional)"],
    required_answers: QUESTIONS.filter((q) => q.required).map((q) => q.id),
    questionnaire: "/api/v1/dna-supplements/questionnaire",
    catalogue_modes: [...CATALOGUE_MODES],
    limits: {
      blood_parameters: MAX_BLOOD_PARAMETERS, catalogue_products: MAX_CATALOGUE_PRODUCTS, instructions_chars: MAX_INSTRUCTIONS,
      max_items_min: MIN_MAX_ITEMS, max_items_max: MAX_MAX_ITEMS, questions: QUESTIONS.length,
    },
    credit_cost: { analyze: 1, sandbox: 0, settings: 0, questionnaire: 0 },
    report_languages: Object.keys(ADVISOR_CATALOGUES),
    authentication: ["username and password in the body", "HTTP Basic"],
    async: ASYNC_INFO,
    supplements: ADVISOR_SUPPLEMENTS.map((s) => s.key),
    safety_rules: SAFETY_RULES.map((r) => ({ id: r.id, action: r.action, source: r.source })),
  }),
});
