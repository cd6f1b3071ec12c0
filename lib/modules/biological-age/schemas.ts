// Request and response schemas of the biological-age endpoints. The contract leaves both open; this is our
// request (docs/decisions.md, "Biological age"): age, sex and the panel as `parameters[]` in the same form
// as the other JSON modules, or a whole v12 analysis `data` object.
import { z } from "zod";
import { BANDS } from "@/lib/knowledge/indices";

export const MAX_PARAMETERS = 500;

const name = z.string().max(300);
export const bloodParameterSchema = z
  .object({
    short_name: name.optional().describe("Parameter name as printed (e.g. 'ALB', 'Kreatinin', 'CRP')."),
    name: name.optional().describe("Alternative name field."),
    parameter_name: name.optional().describe("Alternative name field."),
    long_name: name.optional().describe("Full name; helps with abbreviations."),
    result: z.union([z.number(), z.string().max(100)]).describe("Measured value, e.g. 4.2 or '<0.5'."),
    unit: z.string().max(60).optional().describe("Unit as printed (converted through the knowledge base). Absent: the analyte's usual unit is assumed."),
  })
  .loose()
  .describe("One lab result.");
export type BloodParameter = z.infer<typeof bloodParameterSchema>;

export const bloodAgeRequest = z.object({
  age: z.number().min(18).max(120).optional().describe("Chronological age in years (18–120). Required unless data.metadata.patient_age is given."),
  sex: z.enum(["male", "female", "other"]).optional().describe("Used by eGFR (CKD-EPI 2021) and the sex-specific lipid ratio cut-offs."),
  parameters: z.array(bloodParameterSchema).max(MAX_PARAMETERS).optional().describe(`Lab results, at most ${MAX_PARAMETERS}. Required unless 'data' is given.`),
  data: z
    .object({
      metadata: z
        .object({
          patient_age: z.union([z.string(), z.number()]).nullable().optional(),
          patient_sex: z.string().nullable().optional(),
        })
        .loose()
        .optional(),
      parameters: z.array(bloodParameterSchema).max(MAX_PARAMETERS),
    })
    .loose()
    .optional()
    .describe("A whole `data` object of a v12 blood-test answer; its parameters (and age/sex from metadata when not given) are used."),
});
export type BloodAgeRequest = z.infer<typeof bloodAgeRequest>;

export const indexSchema = z.object({
  key: z.string().describe("Stable index key, e.g. 'homa_ir'."),
  name: z.string().describe("Index name in the response language."),
  value: z.number(),
  unit: z.string().describe("UCUM unit; '' for a ratio or score."),
  interpretation: z.string().describe("What the value's band means, in the response language."),
  band: z.enum(BANDS).describe("Language-free band of the value."),
  reference: z.string().describe("Reference interval or cut-offs."),
  formula: z.string(),
  source: z.string().describe("Paper or guideline of the formula and its cut-offs."),
});

export const bloodAgeResponse = z.object({
  biological_age: z.number().nullable().describe("PhenoAge in years (2 decimals); null when an input is missing."),
  chronological_age: z.number(),
  age_difference: z.number().nullable().describe("biological_age − chronological_age; negative = younger."),
  method: z.literal("phenoage_levine_2018").describe("Levine ME et al., Aging 2018;10:573–591."),
  mortality_score: z.number().nullable().describe("10-year mortality probability of the PhenoAge model (0–1)."),
  missing_inputs: z.array(z.string()).describe("PhenoAge inputs the panel lacks (albumin, creatinine, glucose, crp, lymphocyte_pct, mcv, rdw, alp, wbc)."),
  phenoage_inputs: z
    .array(z.object({ key: z.string(), value: z.number(), unit: z.string(), from: z.string().describe("The caller's parameter name it came from.") }))
    .describe("The inputs used, converted to the model's units."),
  message: z.string().describe("One sentence on the result (or on what is missing), in the response language."),
  disclaimer: z.string(),
  indices: z.array(indexSchema).describe("Derived clinical indices the panel allows (up to 23)."),
  credit_charged: z.boolean().describe("False when no biological age could be computed (missing inputs): nothing is charged then."),
  narrative_language: z.string(),
  language_fallback: z.boolean(),
});
export type BloodAgeResponse = z.infer<typeof bloodAgeResponse>;
