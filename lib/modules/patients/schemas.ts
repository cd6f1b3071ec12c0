// Schemas of the patients endpoints (not in the contract: the clinic web app keeps its patients and the
// reports a clinician chose to save). A saved report is the v12 health-score answer it came from, checked
// against that very schema before it is stored, so every saved report can be shown by the same results view.
import { z } from "zod";
import { v12HealthResponse } from "@/lib/modules/blood-test/schemas";

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

export const saveReportRequest = z.object({
  title: z.string().trim().min(1).max(200).describe("Title shown in the patient's report list."),
  lab_date: z.iso.date().nullable().optional().describe("Sampling date, YYYY-MM-DD (usually data.metadata.lab_date)."),
  data: v12HealthResponse.describe("The `data` of a POST /api/v12/health-score/analyze answer, as received."),
});

export const getReportRequest = z.object({});
export const savedReportSchema = savedReportSummarySchema.extend({
  patient: patientSchema,
  data: v12HealthResponse,
});
