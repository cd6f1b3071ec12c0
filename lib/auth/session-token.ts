// Reads the web app's next-auth session from a request's cookies. The API kernel uses it so our own pages
// can call the same endpoints as integrators without credentials ever reaching browser code.
import { decode } from "next-auth/jwt";
import { authSecret } from "@/lib/config/auth-secret";

export interface SessionUser {
  userId: string;
  accountId: string;
  email: string;
  role: "clinician" | "admin";
}

const COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}

/** The signed-in user of a request, or null (no cookie, expired or forged token). */
export async function sessionFromRequest(req: Request): Promise<SessionUser | null> {
  const cookie = req.headers.get("cookie");
  if (!cookie) return null;
  const token = COOKIE_NAMES.map((n) => readCookie(cookie, n)).find(Boolean);
  if (!token) return null;
  try {
    const jwt = await decode({ token, secret: authSecret() });
    if (!jwt || typeof jwt.accountId !== "string" || typeof jwt.sub !== "string") return null;
    return { userId: jwt.sub, accountId: jwt.accountId, email: String(jwt.email ?? ""), role: jwt.role === "admin" ? "admin" : "clinician" };
  } catch {
    return null;
  }
}

/**
 * Session cookies ride along on cross-site requests, so state-changing calls made with a session must come
 * from our own origin (CSRF defence). Reads (GET/HEAD) are safe: another origin cannot read the answer.
 */
export function isSameOrigin(req: Request): boolean {
  if (req.method === "GET" || req.method === "HEAD") return true;
  const origin = req.headers.get("origin");
  if (!origin) return req.headers.get("sec-fetch-site") === "same-origin";
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
