// Request and response schemas of the blood test analysis endpoints (core contract, "Blood test analysis").
// v12 answers a flat interpretation and adds reference_range/type to each parameter; v11 (and the legacy
// versions, which answer the v11 shape) a sectioned one. Both add loinc and ucum_unit to parameters.
import { z } from "zod";
import { EVALUATIONS } from "@/lib/knowledge/analytes/types";
import { diseaseRisksSchema, healthScoreSchema, interpretationV11Schema, interpretationV12Schema, narrativeMetaSchema } from "@/lib/interpretation/schemas";

export const analyzeRequest = z.object({
  pdf_password: z.string().max(256).optional().describe("Password of an encrypted PDF."),
});

export const metadataSchema = z
  .object({
    lab_date: z.string().nullable().describe("Sampling date, YYYY-MM-DD (null when not printed)."),
    results_date: z.string().nullable().describe("Date results were issued, YYYY-MM-DD."),
    lab_name: z.string().nullable(),
    lab_city: z.string().nullable(),
    lab_country: z.string().nullable(),
    patient_name: z.string().nullable().describe("As printed. Metadata only: never sent to the interpretation step or a model."),
    patient_age: z.string().nullable().describe("Age in years, from the printed age or from date of birth and sampling date."),
    patient_sex: z.enum(["male", "female", "other"]).nullable(),
  })
  .describe("Report metadata read from the document.");

const parameterBase = {
  category: z.string().describe("Parameter category, e.g. 'Complete Blood Count'."),
  long_name: z.string().describe("Full parameter name."),
  short_name: z.string().describe("Abbreviated name."),
  result: z.string().describe("Result as printed (decimal point normalised), e.g. '14.2', '<0.5', 'negative'."),
  unit: z.string().describe("Unit as printed."),
  range_min: z.string().nullable().describe("Lower bound of the reference range (decimal text; null when open or unknown)."),
  range_max: z.string().nullable().describe("Upper bound of the reference range."),
  range_normal_min: z.number().nullable().describe("Lower bound of the normal range."),
  range_normal_max: z.number().nullable().describe("Upper bound of the normal range."),
  short_description: z.string().describe("One-sentence explanation."),
  long_description: z.string().describe("Longer explanation."),
  evaluation: z.enum(EVALUATIONS).describe("Always one of the seven standard values, whatever the language."),
  loinc: z.string().nullable().describe("LOINC code of the matched analyte (added field)."),
  ucum_unit: z.string().nullable().describe("The printed unit in UCUM (added field)."),
};

export const parameterV11Schema = z.object(parameterBase);
export const parameterV12Schema = z.object({
  ...parameterBase,
  reference_range: z.string().describe("Reference range text as printed ('' when none was printed)."),
  type: z.enum(["range", "binary", "qualitative"]).describe("Kind of reference: a numeric range, a positive/negative result, or another qualitative result."),
});

// Added fields: the language the narrative was actually written in, and whether English stood in.
const narrativeFields = narrativeMetaSchema.shape;

export const v12Response = z.object({
  metadata: metadataSchema,
  parameters: z.array(parameterV12Schema),
  interpretation: interpretationV12Schema,
  ...narrativeFields,
});
export const v12HealthResponse = v12Response.extend({ health_score: healthScoreSchema, disease_risks: diseaseRisksSchema });
export const v11Response = z.object({
  metadata: metadataSchema,
  parameters: z.array(parameterV11Schema),
  interpretation: interpretationV11Schema,
  ...narrativeFields,
});
export const v11HealthResponse = v11Response.extend({ health_score: healthScoreSchema, disease_risks: diseaseRisksSchema });

export type V12Response = z.infer<typeof v12HealthResponse>;
export type V11Response = z.infer<typeof v11HealthResponse>;
export type ParameterV12 = z.infer<typeof parameterV12Schema>;
