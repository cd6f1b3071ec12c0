// /api/auth/* — next-auth sign-in, sign-out and session endpoints for the web app (Secure cookies over HTTPS)
import NextAuth from "next-auth";
import { authOptionsFor } from "@/lib/auth/options";

function handler(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(req as never, ctx as never, authOptionsFor(req.headers)) as Promise<Response>;
}
export { handler as GET, handler as POST };
