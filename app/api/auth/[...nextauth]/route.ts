// /api/auth/* — next-auth sign-in, sign-out and session endpoints for the web app
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

const handler = NextAuth(authOptions);
export { handler as GET, handler as POST };
