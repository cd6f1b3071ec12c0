// The saved family tree of a patient, scoped to the clinic: reading and replacing it.
import type { PrismaClient, Prisma } from "@/lib/generated/prisma/client";
import { getPatientOrThrow } from "@/lib/modules/patients/patient-store";
import type { z } from "zod";
import type { pedigreeMemberSchema } from "./schemas";

type PedigreeMember = z.infer<typeof pedigreeMemberSchema>;

/** The patient's pedigree (empty when none was saved); RES_4040 for another clinic's patient. */
export async function loadPedigree(db: PrismaClient, accountId: string, patientId: string) {
  await getPatientOrThrow(db, patientId, accountId);
  const row = await db.familyPedigree.findFirst({ where: { patientId, accountId } });
  return { patient_id: patientId, members: (row?.members ?? []) as PedigreeMember[], updated_at: row?.updatedAt.toISOString() ?? null };
}

/** Replaces the patient's pedigree. WHY: the editor saves the whole tree at once; the last save wins. */
export async function savePedigree(db: PrismaClient, accountId: string, patientId: string, members: PedigreeMember[], userId: string | null) {
  await getPatientOrThrow(db, patientId, accountId);
  const data = { members: members as unknown as Prisma.InputJsonValue, updatedBy: userId };
  const row = await db.familyPedigree.upsert({ where: { patientId }, create: { accountId, patientId, ...data }, update: data });
  return { patient_id: patientId, members, updated_at: row.updatedAt.toISOString() };
}
