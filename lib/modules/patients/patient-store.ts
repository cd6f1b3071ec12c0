// Data access for patients and saved reports. Every query carries the caller's account id, so a clinic only
// ever sees its own records; a record of another clinic (or an id that is not even well formed) is answered
// exactly like one that does not exist: RES_4040.
import type { z } from "zod";
import { ApiError } from "@/lib/api/api-error";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { V12Response } from "@/lib/modules/blood-test/schemas";
import { DNA_REPORT_KIND, type DnaResponse } from "@/lib/modules/dna/schemas";
import { applyCorrections, authorOf, reinterpretCorrected, checkCorrections, insertCorrections, listCorrections, toCorrectionView, type CorrectionInput } from "./corrections";
import { PATIENT_SEXES, type patientSchema, type savedReportSummarySchema } from "./schemas";

export type PatientView = z.infer<typeof patientSchema>;
export type SavedReportSummary = z.infer<typeof savedReportSummarySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIST_LIMIT = 100;

const withReportCount = { _count: { select: { reports: true } } } as const;
type PatientRow = Prisma.PatientGetPayload<{ include: typeof withReportCount }>;
type ReportRow = { id: string; patientId: string; kind: string; title: string; labDate: Date | null; createdAt: Date };

function toPatientView(row: PatientRow): PatientView {
  const sex = PATIENT_SEXES.find((s) => s === row.sex) ?? null;
  return {
    id: row.id,
    display_name: row.displayName,
    birth_year: row.birthYear,
    sex,
    report_count: row._count.reports,
    created_at: row.createdAt.toISOString(),
  };
}

/** Shapes a stored report row for the API (dates as the contract writes them). */
export function toReportSummary(row: ReportRow): SavedReportSummary {
  return {
    id: row.id,
    patient_id: row.patientId,
    kind: row.kind,
    title: row.title,
    lab_date: row.labDate ? row.labDate.toISOString().slice(0, 10) : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Escapes LIKE's wildcards (Prisma's `contains` passes them through): "%" and "_" are searched as typed. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Lists a clinic's patients by name, optionally those whose name contains `search` (any case). */
export async function listPatients(db: PrismaClient, accountId: string, search: string): Promise<{ patients: PatientView[]; hasMore: boolean }> {
  const q = search.trim().slice(0, 200);
  const rows = await db.patient.findMany({
    where: { accountId, ...(q ? { displayName: { contains: escapeLike(q), mode: "insensitive" } } : {}) },
    include: withReportCount,
    orderBy: [{ displayName: "asc" }, { createdAt: "asc" }],
    take: LIST_LIMIT + 1,
  });
  return { patients: rows.slice(0, LIST_LIMIT).map(toPatientView), hasMore: rows.length > LIST_LIMIT };
}

/** Creates a patient in the caller's clinic. */
export async function createPatient(
  db: PrismaClient,
  accountId: string,
  input: { display_name: string; birth_year?: number; sex?: PatientView["sex"] },
): Promise<PatientView> {
  const row = await db.patient.create({
    data: { accountId, displayName: input.display_name, birthYear: input.birth_year ?? null, sex: input.sex ?? null },
    include: withReportCount,
  });
  return toPatientView(row);
}

/** The patient with this id in the caller's clinic, or RES_4040 (also for other clinics' patients). */
export async function getPatientOrThrow(db: PrismaClient, id: string, accountId: string): Promise<PatientView> {
  const row = UUID.test(id) ? await db.patient.findFirst({ where: { id, accountId }, include: withReportCount }) : null;
  if (!row) throw new ApiError("RES_4040", "There is no patient with this id in your clinic.");
  return toPatientView(row);
}

/** A patient's saved reports, newest first (the patient is checked against the caller's clinic first). */
export async function listReports(db: PrismaClient, patientId: string, accountId: string): Promise<{ patient: PatientView; reports: SavedReportSummary[] }> {
  const patient = await getPatientOrThrow(db, patientId, accountId);
  const rows = await db.savedReport.findMany({
    where: { accountId, patientId },
    orderBy: { createdAt: "desc" },
    select: { id: true, patientId: true, kind: true, title: true, labDate: true, createdAt: true },
    take: 500,
  });
  return { patient, reports: rows.map(toReportSummary) };
}

/**
 * Stores a report for a patient of the caller's clinic. `payload` must already be validated; it is kept as the
 * original extraction, and the review step's corrections (checked against it) are stored beside it in the same
 * transaction, attributed to the signed-in user.
 */
export async function saveReport(
  db: PrismaClient,
  args: {
    accountId: string;
    username: string;
    patientId: string;
    kind: string;
    title: string;
    labDate: string | null;
    payload: V12Response;
    createdBy: string | null;
    corrections?: readonly CorrectionInput[];
  },
): Promise<SavedReportSummary> {
  await getPatientOrThrow(db, args.patientId, args.accountId);
  const corrections = args.corrections ?? [];
  checkCorrections(args.payload, [], corrections);
  return db.$transaction(async (tx) => {
    const row = await tx.savedReport.create({
      data: {
        accountId: args.accountId,
        patientId: args.patientId,
        kind: args.kind,
        title: args.title,
        labDate: args.labDate ? new Date(`${args.labDate}T00:00:00Z`) : null,
        payload: args.payload as Prisma.InputJsonValue,
        createdBy: args.createdBy,
      },
      select: { id: true, patientId: true, kind: true, title: true, labDate: true, createdAt: true },
    });
    const author = await authorOf(tx, args.accountId, args.username, args.createdBy);
    await insertCorrections(tx, { accountId: args.accountId, reportId: row.id, userId: args.createdBy, author, corrections });
    return toReportSummary(row);
  });
}

/**
 * One saved report of the caller's clinic, or RES_4040: its patient, the report as corrected, the original
 * parameters and the correction history.
 */
export async function getReportOrThrow(db: PrismaClient, id: string, accountId: string) {
  const row = UUID.test(id)
    ? await db.savedReport.findFirst({ where: { id, accountId }, include: { patient: { include: withReportCount } } })
    : null;
  if (!row || row.patient.accountId !== accountId) throw new ApiError("RES_4040", "There is no saved report with this id in your clinic.");
  // A DNA interpretation is shown as saved: it has no parameters, so no corrections apply.
  if (row.kind === DNA_REPORT_KIND) return { type: "dna" as const, summary: toReportSummary(row), patient: toPatientView(row.patient), data: row.payload as unknown as DnaResponse };
  // Validated when it was saved; the kernel checks the answer against the schema again on the way out.
  const original = row.payload as unknown as V12Response;
  const rows = await listCorrections(db, row.id, accountId);
  const applied = applyCorrections(original, rows);
  const corrected = applied.corrected;
  const data = await reinterpretCorrected(applied.data, corrected);
  return {
    type: "blood_test" as const,
    summary: toReportSummary(row),
    patient: toPatientView(row.patient),
    data,
    originalParameters: original.parameters,
    corrected,
    corrections: rows.map(toCorrectionView),
  };
}

/** Adds corrections to a saved report of the caller's clinic (after it was reopened), or RES_4040. */
export async function addCorrections(
  db: PrismaClient,
  args: { reportId: string; accountId: string; username: string; userId: string | null; corrections: readonly CorrectionInput[] },
): Promise<void> {
  const row = UUID.test(args.reportId)
    ? await db.savedReport.findFirst({ where: { id: args.reportId, accountId: args.accountId }, select: { id: true, kind: true, payload: true } })
    : null;
  if (!row) throw new ApiError("RES_4040", "There is no saved report with this id in your clinic.");
  if (row.kind === DNA_REPORT_KIND) throw new ApiError("VAL_2002", "A DNA report has no parameters to correct; only blood-test reports take corrections.");
  await db.$transaction(async (tx) => {
    // Serialise concurrent corrections of one report, so each `before` is checked against the latest state.
    await tx.$queryRaw`SELECT id FROM saved_reports WHERE id = ${row.id}::uuid FOR UPDATE`;
    const current = await listCorrections(tx, row.id, args.accountId);
    checkCorrections(row.payload as unknown as V12Response, current, args.corrections);
    const author = await authorOf(tx, args.accountId, args.username, args.userId);
    await insertCorrections(tx, { accountId: args.accountId, reportId: row.id, userId: args.userId, author, corrections: args.corrections });
  });
}
