"use client";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { NAV_ITEMS } from "./nav-items";

export function SideNav({ email }: { email: string }) {
  const pathname = usePathname();
  const router = useRouter();
  return (
    <nav aria-label="Main" className="flex h-full flex-col gap-1 p-4">
      <div className="mb-6 px-2 text-lg font-semibold text-brand-700">LabLens</div>
      {NAV_ITEMS.map((item) => {
        const active = pathname === item.href || pathname.startsWith(item.href + "/");
        return (
          <Link
            key={item.href}
            href={item.href}
            aria-current={active ? "page" : undefined}
            className={`rounded-md px-2 py-1.5 text-sm ${active ? "bg-brand-50 font-medium text-brand-700" : "text-slate-700 hover:bg-slate-100"}`}
          >
            {item.label}
            {!item.ready && <span className="ml-2 text-xs text-slate-400">soon</span>}
          </Link>
        );
      })}
      <div className="mt-auto border-t border-slate-200 pt-4 text-xs text-slate-500">
        <div className="mb-2 truncate" title={email}>{email}</div>
        <button type="button" onClick={() => void signOut({ redirect: false }).then(() => router.replace("/login"))} className="text-slate-700 underline">
          Sign out
        </button>
      </div>
    </nav>
  );
}
