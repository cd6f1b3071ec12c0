// Schemas of the patients endpoints (not in the contract: the clinic web app keeps its patients and the
// reports a clinician chose to save). A saved report is the v12 health-score answer it came from, checked
// against that very schema before it is stored, so every saved report can be shown by the same results view.
import { z } from "zod";
import { metadataSchema, parameterV12Schema, v12HealthResponse } from "@/lib/modules/blood-test/schemas";
import { DNA_REPORT_KIND, dnaResponse } from "@/lib/modules/dna/schemas";
import { CORRECTABLE_FIELDS } from "./correctable-fields";

export const PATIENT_SEXES = ["male", "female", "other"] as const;

/** The kind written on reports saved from the v12 health-score endpoint. */
export const BLOOD_TEST_REPORT_KIND = "blood_test_v12_health";

export const patientSchema = z.object({
  id: z.string().describe("Patient id."),
  display_name: z.string().describe("Name the clinic uses for the patient."),
  birth_year: z.number().int().nullable(),
  sex: z.enum(PATIENT_SEXES).nullable(),
  report_count: z.number().int().min(0).describe("Reports saved for this patient."),
  created_at: z.string().describe("ISO 8601."),
});

export const listPatientsRequest = z.object({});
export const listPatientsResponse = z.object({
  patients: z.array(patientSchema).describe("Patients of the caller's clinic, by name; filtered by query `q` (part of the name)."),
  has_more: z.boolean().describe("True when more patients match than were returned (refine `q`)."),
});

export const createPatientRequest = z.object({
  display_name: z.string().trim().min(1).max(200).describe("Name the clinic uses for the patient."),
  birth_year: z
    .number()
    .int()
    .min(1900)
    .max(new Date().getUTCFullYear())
    .optional()
    .describe("Year of birth (optional)."),
  sex: z.enum(PATIENT_SEXES).optional(),
});

export const savedReportSummarySchema = z.object({
  id: z.string().describe("Saved report id."),
  patient_id: z.string(),
  kind: z.string().describe(`What was saved; '${BLOOD_TEST_REPORT_KIND}' for a v12 health-score analysis.`),
  title: z.string(),
  lab_date: z.string().nullable().describe("Sampling date, YYYY-MM-DD."),
  created_at: z.string().describe("When it was saved, ISO 8601."),
});

export const listReportsRequest = z.object({});
export const listReportsResponse = z.object({
  patient: patientSchema,
  reports: z.array(savedReportSummarySchema).describe("Newest first."),
});

/** One clinician correction as sent: which parameter, which field, the value seen and the value meant. */
export const correctionInputSchema = z.object({
  parameter_index: z.number().int().min(0).max(10_000).describe("Index into data.parameters (from 0)."),
  field: z.enum(CORRECTABLE_FIELDS).describe("name (an analyte picked from the knowledge base), value (the result), unit, or range (reference range text)."),
  before: z.string().max(500).describe("The field's value the clinician corrected: the extraction's, or the previous correction's."),
  after: z.string().max(500).describe("The corrected value."),
});
export const MAX_CORRECTIONS = 2000;
const correctionsField = z.array(correctionInputSchema).max(MAX_CORRECTIONS);

/** A stored correction: what changed, who changed it and when. */
export const correctionSchema = correctionInputSchema.extend({
  id: z.string(),
  by: z.string().describe("The signed-in user's e-mail, or 'API (<account>)' for a correction sent with account credentials."),
  at: z.string().describe("When, ISO 8601."),
});

export const saveReportRequest = z.object({
  title: z.string().trim().min(1).max(200).describe("Title shown in the patient's report list."),
  lab_date: z.iso.date().nullable().optional().describe("Sampling date, YYYY-MM-DD (usually data.metadata.lab_date)."),
  data: v12HealthResponse.describe("The `data` of a POST /api/v12/health-score/analyze answer, as received (the original extraction)."),
  corrections: correctionsField.optional().describe("The clinician's corrections made in the review step, in the order made; `data` stays the original."),
});

export const getReportRequest = z.object({});
export const savedReportSchema = savedReportSummarySchema.extend({
  patient: patientSchema,
  data: v12HealthResponse.describe("The report as corrected: corrected parameters re-evaluated; interpretation and health score as extracted."),
  original_parameters: z.array(parameterV12Schema).describe("The parameters as originally extracted, before any correction."),
  corrected_parameters: z.array(z.number().int()).describe("Indexes of parameters that carry at least one correction."),
  corrections: z.array(correctionSchema).describe("Every correction, oldest first."),
});

/** A saved DNA interpretation (POST /api/patients/{id}/dna-reports): the analyze answer's `data` as saved; it has no parameters to correct. */
export const savedDnaReportSchema = savedReportSummarySchema.extend({
  kind: z.literal(DNA_REPORT_KIND),
  patient: patientSchema,
  data: dnaResponse.describe("The `data` of the DNA interpretation answer, as saved."),
});

/** What GET /api/reports/{id} answers: by `kind`, a blood-test report (with corrections) or a DNA interpretation. */
export const anySavedReportSchema = z.union([savedReportSchema, savedDnaReportSchema]);

export const addCorrectionsRequest = z.object({
  corrections: correctionsField.min(1).describe("Further corrections of a saved report, in the order made."),
});

export const reviewRowRequest = z.object({
  parameter: parameterV12Schema.describe("The row as extracted (source, flag and previous result are kept)."),
  metadata: metadataSchema.pick({ patient_sex: true, patient_age: true }).describe("Patient sex and age of the report, for sex/age-specific ranges."),
  fields: z
    .object({ name: z.string().trim().min(1).max(500), value: z.string().trim().min(1).max(500), unit: z.string().max(500), range: z.string().max(500) })
    .describe("The corrected name, value, unit and reference-range text."),
  language: z.string().max(10).optional().describe("Language of the report's names (helps the name match)."),
});

export const analyteSuggestionsRequest = z.object({});
export const analyteSuggestionsResponse = z.object({
  analytes: z
    .array(z.object({ id: z.string(), long_name: z.string(), short_name: z.string(), unit: z.string().describe("Canonical unit (UCUM)."), loinc: z.string().nullable() }))
    .describe("Knowledge-base analytes whose name, abbreviation or id contains query `q`, best first (at most 12)."),
});
