// POST /api/patients/{id}/dna-reports: a clinician saves a DNA interpretation (the `data` of an analyze answer)
// to one of the clinic's patients, from the DNA screen. Stored beside the blood-test reports (kind
// "dna_interpretation"), checked against the DNA response schema first; nothing is stored otherwise.
import { z } from "zod";
import { defineEndpoint } from "@/lib/api/define-endpoint";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getPatientOrThrow } from "@/lib/modules/patients/patient-store";
import { DNA_REPORT_KIND, dnaResponse } from "./schemas";

export { DNA_REPORT_KIND };

export const saveDnaReportRequest = z.object({
  title: z.string().trim().min(1).max(200).describe("Title shown in the patient's report list."),
  data: dnaResponse.describe("The `data` of a DNA interpretation answer, as received."),
});

export const saveDnaReportResponse = z.object({
  id: z.string(),
  patient_id: z.string(),
  kind: z.literal(DNA_REPORT_KIND),
  title: z.string(),
  created_at: z.string(),
});

export const dnaReportSave = defineEndpoint({
  method: "POST",
  path: "/api/patients/{id}/dna-reports",
  summary: "Save a DNA interpretation to a patient",
  tags: ["Patients", "DNA interpretation"],
  version: "v1",
  auth: "credentials",
  basicAuth: true,
  cost: 0,
  body: "json",
  limits: { json: 2 * 1024 * 1024 },
  request: saveDnaReportRequest,
  response: saveDnaReportResponse,
  handler: async ({ account, userId, params, body, db }) => {
    const prisma = await db();
    const patient = await getPatientOrThrow(prisma, params.id ?? "", account!.id);
    const row = await prisma.savedReport.create({
      data: { accountId: account!.id, patientId: patient.id, kind: DNA_REPORT_KIND, title: body.title, payload: body.data as Prisma.InputJsonValue, createdBy: userId },
      select: { id: true, patientId: true, title: true, createdAt: true },
    });
    return { id: row.id, patient_id: row.patientId, kind: DNA_REPORT_KIND as typeof DNA_REPORT_KIND, title: row.title, created_at: row.createdAt.toISOString() };
  },
});
