// Reads the web app's next-auth session from a request's cookies. The API kernel uses it so our own pages
// can call the same endpoints as integrators without credentials ever reaching browser code. A token is only
// honoured while the session policy holds (lifetime from sign-in, the user's session version, user active).
import { decode } from "next-auth/jwt";
import { authSecret } from "@/lib/config/auth-secret";
import { validSession, type ValidSession } from "./session-policy";

export type SessionUser = ValidSession;

const COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return undefined; // malformed escape: treat as no cookie
      }
    }
  }
  return undefined;
}

/** The signed-in user of a request, or null (no cookie, malformed, expired, ended or forged token). */
export async function sessionFromRequest(req: Request): Promise<SessionUser | null> {
  const cookie = req.headers.get("cookie");
  if (!cookie || cookie.length > 16_384) return null;
  const token = COOKIE_NAMES.map((n) => readCookie(cookie, n)).find(Boolean);
  if (!token) return null;
  let jwt: Awaited<ReturnType<typeof decode>>;
  try {
    jwt = await decode({ token, secret: authSecret() });
  } catch {
    return null;
  }
  return jwt ? validSession(jwt) : null;
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
