// A signed-in web session for tests: the same next-auth JWT cookie the browser carries after sign-in, so
// integration tests can call endpoints the way the clinic pages do (session auth, same origin).
import { encode } from "next-auth/jwt";
import { createUser } from "@/lib/accounts/manage";
import { authSecret } from "@/lib/config/auth-secret";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { BASE } from "./api-harness";

let counter = 0;

/** Creates a clinician of `accountId` and returns their id and the request headers of their session. */
export async function signedInClinician(db: PrismaClient, accountId: string): Promise<{ userId: string; headers: Record<string, string> }> {
  const email = `clinician_${Date.now()}_${++counter}@example.test`;
  const { id } = await createUser(db, { accountId, email, password: "a long test password", role: "clinician" });
  const token = await encode({ token: { sub: id, email, accountId, role: "clinician", sv: 1, authAt: Math.floor(Date.now() / 1000) }, secret: authSecret() });
  // Origin = our own host: the kernel accepts session cookies on POST only from the same origin.
  return { userId: id, headers: { cookie: `next-auth.session-token=${token}`, origin: BASE, host: new URL(BASE).host } };
}
