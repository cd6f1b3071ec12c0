// Layout of every signed-in clinician page: navigation on the left, content on the right.
import { Providers } from "@/components/providers";
import { SideNav } from "@/components/ui/side-nav";
import { requireSession } from "@/lib/auth/server-session";

export default async function ClinicLayout({ children }: { children: React.ReactNode }) {
  const session = await requireSession();
  return (
    <Providers>
      <div className="flex min-h-screen">
        <aside className="w-60 shrink-0 border-r border-slate-200 bg-white">
          <SideNav email={session.email} />
        </aside>
        <main className="flex-1 p-8">{children}</main>
      </div>
    </Providers>
  );
}
