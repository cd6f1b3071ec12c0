// Server-side access to the signed-in web user for pages and layouts.
import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { authOptionsFor } from "./options";

export interface PageSession {
  email: string;
  role: "admin" | "clinician";
}

/** The signed-in user, or a redirect to /login. */
export async function requireSession(): Promise<PageSession> {
  const session = await getServerSession(authOptionsFor(await headers()));
  const user = session?.user as { email?: string; role?: string } | undefined;
  if (!user?.email) redirect("/login");
  return { email: user.email, role: user.role === "admin" ? "admin" : "clinician" };
}
