// Types of the patients screens, inferred from the server's schemas (never re-declared by hand).
import type { z } from "zod";
import type {
  createPatientRequest,
  listPatientsResponse,
  listReportsResponse,
  patientSchema,
  saveReportRequest,
  savedReportSchema,
  savedReportSummarySchema,
} from "@/lib/modules/patients/schemas";

export type Patient = z.infer<typeof patientSchema>;
export type PatientList = z.infer<typeof listPatientsResponse>;
export type PatientReports = z.infer<typeof listReportsResponse>;
export type SavedReportSummary = z.infer<typeof savedReportSummarySchema>;
export type SavedReport = z.infer<typeof savedReportSchema>;
export type NewPatient = z.input<typeof createPatientRequest>;
export type SaveReportBody = z.input<typeof saveReportRequest>;
