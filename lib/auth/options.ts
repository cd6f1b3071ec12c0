// next-auth configuration: credentials sign-in for the clinic's web users (User rows, argon2 hashes),
// JWT sessions carrying the user's account id and role. Nothing secret reaches the browser.
import type { NextAuthOptions } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { verifyPassword } from "@/lib/accounts/passwords";
import { authSecret } from "@/lib/config/auth-secret";
import { getDb } from "@/lib/db/client";

export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
  pages: { signIn: "/login" },
  providers: [
    Credentials({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials) {
        const email = credentials?.email?.trim().toLowerCase();
        const password = credentials?.password;
        if (!email || !password) return null;
        const db = await getDb();
        const user = await db.user.findUnique({ where: { email } });
        if (!user || !(await verifyPassword(user.passwordHash, password))) return null;
        return { id: user.id, email: user.email, accountId: user.accountId, role: user.role };
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        const u = user as { accountId?: string; role?: string };
        token.accountId = u.accountId;
        token.role = u.role;
      }
      return token;
    },
    session({ session, token }) {
      return { ...session, user: { email: token.email ?? "", role: token.role === "admin" ? "admin" : "clinician" } };
    },
  },
};
