// What keeps a web session valid: it was issued less than 12 hours ago (absolute, from sign-in — reading the
// session does not extend it), and the user's session version still equals the one in the token. A password
// change, a move of the e-mail address or a deactivation bumps the version, which ends every existing session.
import { getDb } from "@/lib/db/client";

/** Absolute session lifetime from sign-in. */
export const SESSION_LIFETIME_S = 12 * 60 * 60;

export interface SessionClaims {
  sub?: unknown;
  accountId?: unknown;
  email?: unknown;
  /** Session version of the user when the token was issued. */
  sv?: unknown;
  /** Sign-in time, seconds since the epoch. */
  authAt?: unknown;
}

export interface ValidSession {
  userId: string;
  accountId: string;
  email: string;
  role: "clinician" | "admin";
}

/** The session's user when the token is still valid (lifetime, version, user active), else null. */
export async function validSession(claims: SessionClaims, now = Date.now()): Promise<ValidSession | null> {
  const { sub, accountId, sv, authAt } = claims;
  if (typeof sub !== "string" || typeof accountId !== "string" || typeof sv !== "number" || typeof authAt !== "number") return null;
  if (now / 1000 - authAt > SESSION_LIFETIME_S || authAt > now / 1000 + 60) return null;
  if (!/^[0-9a-f-]{36}$/i.test(sub)) return null;
  const user = await (await getDb()).user.findUnique({
    where: { id: sub },
    select: { id: true, email: true, accountId: true, role: true, sessionVersion: true, disabledAt: true },
  });
  if (!user || user.disabledAt || user.sessionVersion !== sv || user.accountId !== accountId) return null;
  return { userId: user.id, accountId: user.accountId, email: user.email, role: user.role === "admin" ? "admin" : "clinician" };
}

/** True when the request arrived over HTTPS (the production server rewrites X-Forwarded-Proto to what it trusts). */
export function isHttpsRequest(headers: { get(name: string): string | null }): boolean {
  return headers.get("x-forwarded-proto") === "https";
}
