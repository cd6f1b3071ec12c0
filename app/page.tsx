import { redirect } from "next/navigation";

// The web app starts at the dashboard; signed-out visitors are sent on to /login from there.
export default function Home() {
  redirect("/dashboard");
}
