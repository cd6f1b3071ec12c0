"use client";
// The account's credits, read through the same quota endpoint integrators call (session-authenticated).
import { useQuery } from "@tanstack/react-query";
import { apiPostJson } from "@/lib/client/api-fetch";
import { queryKeys } from "@/lib/client/query-keys";
import type { z } from "zod";
import type { quotaResponse } from "@/lib/modules/utility/schemas";

type Quota = z.infer<typeof quotaResponse>;

export function CreditsCard() {
  const q = useQuery({ queryKey: queryKeys.account.quota(), queryFn: () => apiPostJson<Quota>("/api/quota/check", {}) });
  if (q.isPending) return <div className="rounded-lg border border-slate-200 bg-white p-5 text-slate-500">Loading credits…</div>;
  if (q.isError) return <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 text-red-800">Credits could not be loaded: {q.error.message}</div>;
  const { quota, username } = q.data;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5" data-testid="credits-card">
      <div className="text-sm text-slate-500">API account {username} · plan {quota.plan}</div>
      <div className="mt-1 text-3xl font-semibold" data-testid="credits-remaining">
        {quota.remaining} <span className="text-base font-normal text-slate-500">of {quota.total} credits left</span>
      </div>
      <div className="text-sm text-slate-500">Renews {quota.reset_date}</div>
    </div>
  );
}
