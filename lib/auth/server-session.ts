// Server-side access to the signed-in web user for pages and layouts.
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions } from "./options";

export interface PageSession {
  email: string;
  role: "admin" | "clinician";
}

/** The signed-in user, or a redirect to /login. */
export async function requireSession(): Promise<PageSession> {
  const session = await getServerSession(authOptions);
  const user = session?.user as { email?: string; role?: string } | undefined;
  if (!user?.email) redirect("/login");
  return { email: user.email, role: user.role === "admin" ? "admin" : "clinician" };
}
