// Patients and saved reports of a clinic: what the web app's "Save to patient" and Patients pages call (with
// the session), and integrators may call too (body credentials on POST, HTTP Basic on GET). Free of charge.
// Every read and write is scoped to the caller's account; other clinics' records answer RES_4040.
import { ApiError } from "@/lib/api/api-error";
import { defineEndpoint } from "@/lib/api/define-endpoint";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { DNA_REPORT_KIND } from "@/lib/modules/dna/schemas";
import { addCorrections, createPatient, getReportOrThrow, listPatients, listReports, saveReport } from "./patient-store";
import { REVIEW_ENDPOINTS } from "./review-endpoints";
import {
  addCorrectionsRequest,
  anySavedReportSchema,
  BLOOD_TEST_REPORT_KIND,
  createPatientRequest,
  getReportRequest,
  listPatientsRequest,
  listPatientsResponse,
  listReportsRequest,
  listReportsResponse,
  patientSchema,
  saveReportRequest,
  savedReportSchema,
  savedReportSummarySchema,
} from "./schemas";

const PATIENTS = "/api/patients";
/** Largest saved-report request body. */
export const SAVED_REPORT_MAX_BYTES = 1024 * 1024;
const PATIENT_REPORTS = "/api/patients/{id}/reports";
const REPORT = "/api/reports/{id}";
const REPORT_CORRECTIONS = "/api/reports/{id}/corrections";

type StoredReport = Awaited<ReturnType<typeof getReportOrThrow>>;

/** A blood-test report as the results view shows it: corrected data, original parameters, correction history. */
function bloodTestView(r: Extract<StoredReport, { type: "blood_test" }>) {
  return { ...r.summary, patient: r.patient, data: r.data, original_parameters: r.originalParameters, corrected_parameters: r.corrected, corrections: r.corrections };
}

/** A saved report as its screen shows it: a blood test with its corrections, or a DNA interpretation as saved. */
async function reportView(db: PrismaClient, id: string, accountId: string) {
  const r = await getReportOrThrow(db, id, accountId);
  if (r.type === "dna") return { ...r.summary, kind: DNA_REPORT_KIND, patient: r.patient, data: r.data };
  return bloodTestView(r);
}

const common = { tags: ["Patients"], version: "v1", auth: "credentials", cost: 0 } as const;

export const patientsList = defineEndpoint({
  ...common,
  method: "GET",
  path: PATIENTS,
  summary: "List or search the clinic's patients",
  description: "Patients of the calling account, by name. Query `q` keeps those whose name contains it (any case). At most 100 per answer.",
  basicAuth: true,
  body: "none",
  request: listPatientsRequest,
  response: listPatientsResponse,
  handler: async ({ account, query, db }) => {
    const { patients, hasMore } = await listPatients(await db(), account!.id, query.get("q") ?? "");
    return { patients, has_more: hasMore };
  },
});

export const patientsCreate = defineEndpoint({
  ...common,
  method: "POST",
  path: PATIENTS,
  summary: "Create a patient",
  description: "Adds a patient to the calling account's clinic: a display name, optionally birth year and sex.",
  body: "json",
  request: createPatientRequest,
  response: patientSchema,
  handler: async ({ account, body, db }) => createPatient(await db(), account!.id, body),
});

export const patientReportsList = defineEndpoint({
  ...common,
  method: "GET",
  path: PATIENT_REPORTS,
  summary: "A patient's saved reports",
  description: "The patient and the reports saved for them, newest first (without the report bodies).",
  basicAuth: true,
  body: "none",
  request: listReportsRequest,
  response: listReportsResponse,
  handler: async ({ account, params, db }) => listReports(await db(), params.id ?? "", account!.id),
});

export const patientReportsSave = defineEndpoint({
  ...common,
  method: "POST",
  path: PATIENT_REPORTS,
  summary: "Save an analysis to a patient",
  description:
    "Stores the `data` of a v12 health-score answer for a patient, with a title and the sampling date. The payload is " +
    "checked against the v12 health-score schema first. It includes the report's metadata (patient name as printed): " +
    "saving is the clinician's deliberate choice; nothing is stored otherwise.",
  body: "json",
  // A real v12 report is 20–200 KB; 1 MB holds ~2 000 parameters. Bigger payloads would only cost the server
  // time to parse and validate (six parallel 5 MB saves stalled every other request for seconds).
  limits: { json: SAVED_REPORT_MAX_BYTES },
  request: saveReportRequest,
  response: savedReportSummarySchema,
  handler: async ({ account, userId, params, body, db }) => {
    return saveReport(await db(), {
      accountId: account!.id,
      username: account!.username,
      patientId: params.id ?? "",
      kind: BLOOD_TEST_REPORT_KIND,
      title: body.title,
      labDate: body.lab_date ?? null,
      payload: body.data,
      createdBy: userId,
      corrections: body.corrections ?? [],
    });
  },
});

export const reportGet = defineEndpoint({
  ...common,
  method: "GET",
  path: REPORT,
  summary: "One saved report",
  description:
    "A saved report with its patient and its v12 health-score `data` as corrected in the review step (corrected parameters " +
    "re-evaluated), the originally extracted parameters, and every correction with who made it and when. A saved DNA " +
    "interpretation (`kind` 'dna_interpretation') answers its `data` as saved, without corrections.",
  basicAuth: true,
  body: "none",
  request: getReportRequest,
  response: anySavedReportSchema,
  handler: async ({ account, params, db }) => reportView(await db(), params.id ?? "", account!.id),
});

export const reportCorrectionsAdd = defineEndpoint({
  ...common,
  method: "POST",
  path: REPORT_CORRECTIONS,
  summary: "Correct a saved report",
  description:
    "Adds review-step corrections (name, value, unit or range of a parameter) to a saved report. Each `before` must be the " +
    "field's current value; the original extraction is kept and the answer is the report as now corrected, with its history.",
  body: "json",
  request: addCorrectionsRequest,
  response: savedReportSchema,
  handler: async ({ account, userId, params, body, db }) => {
    const client = await db();
    await addCorrections(client, { reportId: params.id ?? "", accountId: account!.id, username: account!.username, userId, corrections: body.corrections });
    const r = await getReportOrThrow(client, params.id ?? "", account!.id);
    // addCorrections refused a DNA report already; this narrows the type.
    if (r.type !== "blood_test") throw new ApiError("VAL_2002", "Only blood-test reports take corrections.");
    return bloodTestView(r);
  },
});

export const PATIENT_ENDPOINTS = [patientsList, patientsCreate, patientReportsList, patientReportsSave, reportGet, reportCorrectionsAdd, ...REVIEW_ENDPOINTS];
