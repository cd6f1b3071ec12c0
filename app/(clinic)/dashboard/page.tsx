import Link from "next/link";
import { CreditsCard } from "@/components/account/credits-card";
import { NAV_ITEMS } from "@/components/ui/nav-items";

export const metadata = { title: "Dashboard — LabLens" };

export default function DashboardPage() {
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">Dashboard</h1>
      <CreditsCard />
      <section>
        <h2 className="mb-3 text-lg font-medium">Areas</h2>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {NAV_ITEMS.filter((i) => i.href !== "/dashboard").map((i) => (
            <li key={i.href}>
              <Link href={i.href} className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-600">
                <span className="font-medium">{i.label}</span>
                <span className="block text-sm text-slate-500">{i.ready ? "Open" : "Not built yet"}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p className="text-sm text-slate-500">
        API reference: <Link className="underline" href="/docs">/docs</Link>
      </p>
    </div>
  );
}
