// Who may change the clinic's catalogue: integrators with the account's credentials (the clinic itself) and
// signed-in users with the `admin` role. Signed-in clinicians read it only.
import { ApiError } from "@/lib/api/api-error";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/** The author shown in the history and whether the caller may edit (looked up fresh: a demoted admin loses it at once). */
export async function editorOf(db: PrismaClient, accountId: string, username: string, userId: string | null): Promise<{ author: string; canEdit: boolean }> {
  if (!userId) return { author: `API (${username})`, canEdit: true };
  const user = await db.user.findFirst({ where: { id: userId, accountId, disabledAt: null }, select: { email: true, role: true } });
  if (!user) return { author: `API (${username})`, canEdit: false };
  return { author: user.email, canEdit: user.role === "admin" };
}

/** Throws AUTH_1011 (403) when a signed-in clinician tries to change the catalogue. */
export function assertCanEdit(canEdit: boolean): void {
  if (!canEdit) throw new ApiError("AUTH_1011", "Only an administrator of the clinic may change the supplement catalogue; clinicians can read it.");
}
