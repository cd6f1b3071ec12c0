// next-auth configuration: credentials sign-in for the clinic's web users (User rows, argon2 hashes),
// JWT sessions carrying the user's account id, role, session version and sign-in time. Nothing secret reaches
// the browser. Sign-in is throttled like the API (failures per e-mail and client address, ../accounts/lockout)
// and takes the same time whether or not the e-mail exists (unknown users are checked against a dummy hash).
import type { NextAuthOptions } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { clearFailures, recordFailure, sourceLockedUntil, webSubject } from "@/lib/accounts/lockout";
import { dummyHash, verifyPassword } from "@/lib/accounts/passwords";
import { authSecret } from "@/lib/config/auth-secret";
import { getDb } from "@/lib/db/client";
import { isHttpsRequest, SESSION_LIFETIME_S, validSession } from "./session-policy";

type HeaderBag = Record<string, string | string[] | undefined> | undefined;

/** The client address the production server wrote into X-Forwarded-For (see lib/server/http-server.ts). */
function sourceOf(headers: HeaderBag): string {
  const raw = headers?.["x-forwarded-for"];
  const first = (Array.isArray(raw) ? raw[0] : raw)?.split(",")[0]?.trim();
  return first && first.length <= 64 ? first : "unknown";
}

/** Checks a web sign-in; null for any failure (wrong password, unknown e-mail, locked source, deactivated user). */
export async function authorizeWebUser(email: string, password: string, source: string) {
  const db = await getDb();
  const subject = webSubject(email);
  if (await sourceLockedUntil(db, subject, source)) {
    await verifyPassword(await dummyHash(), password); // same time as any other refusal
    return null;
  }
  const user = await db.user.findUnique({ where: { email } });
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
  if (!user || !ok || user.disabledAt) {
    await recordFailure(db, subject, source);
    return null;
  }
  await clearFailures(db, subject, source);
  return { id: user.id, email: user.email, accountId: user.accountId, role: user.role, sessionVersion: user.sessionVersion };
}

export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  session: { strategy: "jwt", maxAge: SESSION_LIFETIME_S },
  pages: { signIn: "/login" },
  providers: [
    Credentials({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, req) {
        const email = credentials?.email?.trim().toLowerCase();
        const password = credentials?.password;
        if (!email || !password || email.length > 320 || password.length > 1000 || email.includes("\0") || password.includes("\0")) return null;
        return authorizeWebUser(email, password, sourceOf(req?.headers as HeaderBag));
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        const u = user as { accountId?: string; role?: string; sessionVersion?: number };
        token.accountId = u.accountId;
        token.role = u.role;
        token.sv = u.sessionVersion;
        token.authAt = Math.floor(Date.now() / 1000);
        return token;
      }
      // Every later read re-checks the session: past 12 h from sign-in, or after a password change, e-mail move
      // or deactivation, the token is emptied and the user is signed out.
      const valid = await validSession(token);
      return valid ? token : {};
    },
    session({ session, token }) {
      return { ...session, user: { email: token.email ?? "", role: token.role === "admin" ? "admin" : "clinician" } };
    },
  },
};

/** The options for one request: `Secure` (__Secure-) cookies when it arrived over HTTPS. */
export function authOptionsFor(headers: { get(name: string): string | null }): NextAuthOptions {
  return { ...authOptions, useSecureCookies: isHttpsRequest(headers) };
}
