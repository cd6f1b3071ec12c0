// Request and response of the DNA supplement advisor (extended-modules contract: "DNA supplement advisor" and
// "DNA supplement plan response `data`"). Fields beyond the contract's (`key`, `narrative`, `warnings`, the
// sources of a left-out item) are additions the clinician needs to check a plan.
import { z } from "zod";

export const advisorRequest = z.object({
  dna_report: z.unknown().optional().describe("Required: the DNA interpretation's data.report, its whole data, or the full response"),
  answers: z.unknown().optional().describe("Required: questionnaire answers keyed by question id (diet_type and pregnancy mandatory; GET /api/v1/dna-supplements/questionnaire)"),
  blood_test: z.unknown().optional().describe("Optional: an interpreted blood test (metadata, parameters, interpretation) or a list of up to 500 parameters with name and result"),
  use_clinic_catalogue: z.boolean().optional().describe("Default true; false acts as catalogue mode 'off'"),
  patient: z.unknown().optional().describe("Optional: age, sex, diagnoses, comorbidities, medications (checked for interactions), treatments, notes"),
});
export type AdvisorRequest = z.infer<typeof advisorRequest>;

const priority = z.enum(["high", "medium", "low"]);

export const recommendationSchema = z.object({
  key: z.string().describe("Supplement key (vitamin_d, vitamin_b12, folic_acid, omega3, iron, magnesium, calcium, zinc, probiotic)"),
  name: z.string(),
  source: z.enum(["clinic_library", "evidence_based"]).describe("clinic_library: a product of the caller's catalogue, named in `product`"),
  product: z.string().nullable(),
  form: z.string(),
  dose: z.string().describe("A general adult intake range within the tolerable upper intake level; never a prescription"),
  timing: z.string(),
  duration: z.string(),
  priority,
  rationale: z.object({ genetic: z.string(), lab: z.string(), questionnaire: z.string() }),
  evidence: z.enum(["established", "probable", "preliminary"]),
  cautions: z.array(z.string()),
  interactions: z.array(z.string()),
  retest: z.string().nullable(),
});

export const supplementPlanSchema = z.object({
  report_type: z.literal("supplement"),
  summary: z.string(),
  recommendations: z.array(recommendationSchema),
  avoid_or_caution: z.array(z.object({ name: z.string(), reason: z.string(), rules: z.array(z.string()), sources: z.array(z.string()) })),
  uncovered_needs: z.array(z.object({ key: z.string(), name: z.string(), priority, reason: z.string() })),
  dietary_sources: z.array(z.object({ nutrient: z.string(), foods: z.array(z.string()) })),
  retest_plan: z.array(z.object({ marker: z.string(), when: z.string(), why: z.string() })),
  clinician_review_required: z.array(z.string()),
  disclaimer: z.string(),
});
export type SupplementPlan = z.infer<typeof supplementPlanSchema>;

export const advisorResponse = z.object({
  analysis_id: z.string().describe("SUP- prefix plus identifier"),
  module: z.literal("dna_supplements"),
  generated_at: z.string(),
  language: z.string(),
  catalogue: z.object({ mode: z.enum(["prefer", "only", "off"]), products: z.number().int().describe("Products in the clinic catalogue used for this plan (0 when off)") }),
  narrative: z.enum(["deterministic", "model"]).describe("Who wrote the summary"),
  warnings: z.array(z.string()).describe("Dropped answers, unused blood lines, needs beyond max_items, language fallback"),
  report: supplementPlanSchema,
});
export type AdvisorResponse = z.infer<typeof advisorResponse>;

export const advisorInfoResponse = z.object({
  module: z.literal("dna_supplements"),
  enabled: z.boolean(),
  inputs: z.array(z.string()),
  required_answers: z.array(z.string()),
  questionnaire: z.string(),
  catalogue_modes: z.array(z.string()),
  limits: z.record(z.string(), z.number()),
  credit_cost: z.object({ analyze: z.number(), sandbox: z.number(), settings: z.number(), questionnaire: z.number() }),
  report_languages: z.array(z.string()),
  authentication: z.array(z.string()),
  async: z.object({ query: z.string(), header: z.string(), poll_url: z.string(), result_retention_hours: z.number() }),
  supplements: z.array(z.string()),
  safety_rules: z.array(z.object({ id: z.string(), action: z.string(), source: z.string() })),
});
