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
  // Evidence for the review step (added fields).
  // Always present in analysis answers; optional so reports saved before these fields existed stay valid.
  confidence: z.number().min(0).max(1).optional().describe("How sure the reading is, 0–1: name match, row structure, OCR certainty and plausibility (added field)."),
  needs_review: z.boolean().optional().describe("True when confidence is below extraction.review_threshold or the value is implausible: highlight it for a clinician to check (added field)."),
  source: z
    .object({
      page: z.number().int().min(1).describe("1-based page the row was printed on."),
      text: z.string().describe("The printed line(s) the row was read from, verbatim (wrapped lines joined by ' ⏎ ')."),
      box: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).optional().describe("The line's box on the page (top-left origin; PDF points or image pixels)."),
    })
    .nullable()
    .optional()
    .describe("Where the row was printed (added field)."),
  previous_result: z.string().nullable().optional().describe("A value printed in a previous-results column of the same row; never part of the range (added field)."),
  printed_flag: z.string().nullable().optional().describe("The lab's own flag (H, L, HH, LL or * for a flag without direction); when it disagrees with the computed evaluation the flag wins and a warning says so (added field)."),
  range_source: z.enum(["printed", "reference_database", "none"]).optional().describe("Where range_min/range_max come from: the printed range, the reference database (nothing printed), or none (added field)."),
};

export const parameterV11Schema = z.object(parameterBase);
export const parameterV12Schema = z.object({
  ...parameterBase,
  reference_range: z.string().describe("Reference range text as printed ('' when none was printed)."),
  type: z.enum(["range", "binary", "qualitative"]).describe("Kind of reference: a numeric range, a positive/negative result, or another qualitative result."),
});

// Added fields: the language the narrative was actually written in, and whether English stood in.
const narrativeFields = narrativeMetaSchema.shape;

export const extractionSchema = z
  .object({
    confidence: z.number().min(0).max(1).describe("Document-level confidence 0–1: mean parameter confidence, lowered when most lines with numbers were not read as results."),
    review_threshold: z.number().describe("Parameters below this confidence have needs_review = true."),
    parameters_total: z.number().int(),
    parameters_to_review: z.number().int(),
    numeric_lines: z.number().int().describe("Lines printing a name and a number (dates, times, phone numbers aside)."),
    coverage: z.number().min(0).max(1).describe("Share of those lines read as confident results."),
  })
  .describe("How far the extraction can be trusted (added field); show a warning and open the review step when confidence is low.");

export const warningSchema = z
  .object({
    code: z.string().describe("Machine-readable: flag_disagreement, value_reread, implausible_value, unreadable_value, critical_unconfirmed, age_band_unknown, range_unreadable, range_rescaled, low_confidence_rows, low_coverage, or a document reader code (low_ocr_confidence, ocr_language_fallback, page_without_text …)."),
    message: z.string().describe("The same in words (English)."),
    parameter_index: z.number().int().optional().describe("Index into parameters when the warning concerns one row."),
  })
  .describe("A note about the reading a clinician should see.");

// Always present in analysis answers; optional so reports saved before these fields existed stay valid.
const evidenceFields = { extraction: extractionSchema.optional(), warnings: z.array(warningSchema).optional().describe("Notes about the reading (added field).") };

export const v12Response = z.object({
  metadata: metadataSchema,
  parameters: z.array(parameterV12Schema),
  interpretation: interpretationV12Schema,
  ...narrativeFields,
  ...evidenceFields,
});
export const v12HealthResponse = v12Response.extend({ health_score: healthScoreSchema, disease_risks: diseaseRisksSchema });
export const v11Response = z.object({
  metadata: metadataSchema,
  parameters: z.array(parameterV11Schema),
  interpretation: interpretationV11Schema,
  ...narrativeFields,
  ...evidenceFields,
});
export const v11HealthResponse = v11Response.extend({ health_score: healthScoreSchema, disease_risks: diseaseRisksSchema });

export type V12Response = z.infer<typeof v12HealthResponse>;
export type V11Response = z.infer<typeof v11HealthResponse>;
export type ParameterV12 = z.infer<typeof parameterV12Schema>;
