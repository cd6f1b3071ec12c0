"use client";
// The account's credit ledger, page by page, from GET /api/account/ledger.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { apiGet } from "@/lib/client/api-fetch";
import { queryKeys } from "@/lib/client/query-keys";
import type { ledgerResponse } from "@/lib/modules/account/schemas";

type Ledger = z.infer<typeof ledgerResponse>;

export function LedgerTable() {
  const [page, setPage] = useState(1);
  const q = useQuery({ queryKey: queryKeys.account.ledger(page), queryFn: () => apiGet<Ledger>(`/api/account/ledger?page=${page}`) });
  return (
    <section className="rounded-lg border border-slate-200 bg-white">
      <h2 className="border-b border-slate-200 px-5 py-3 font-medium">Credit ledger</h2>
      {q.isPending && <p className="p-5 text-slate-500">Loading…</p>}
      {q.isError && <p role="alert" className="p-5 text-red-700">The ledger could not be loaded: {q.error.message}</p>}
      {q.data && (
        <>
          <table className="w-full text-sm" data-testid="ledger-table">
            <thead className="text-left text-slate-500">
              <tr>
                <th className="px-5 py-2 font-normal">When</th>
                <th className="px-5 py-2 font-normal">What</th>
                <th className="px-5 py-2 text-right font-normal">Change</th>
                <th className="px-5 py-2 text-right font-normal">Balance</th>
              </tr>
            </thead>
            <tbody>
              {q.data.entries.map((e) => (
                <tr key={e.id} className="border-t border-slate-100">
                  <td className="px-5 py-2">{new Date(e.created_at).toLocaleString()}</td>
                  <td className="px-5 py-2 font-mono text-xs">{e.endpoint}</td>
                  <td className={`px-5 py-2 text-right ${e.delta < 0 ? "text-red-700" : "text-emerald-700"}`}>{e.delta > 0 ? `+${e.delta}` : e.delta}</td>
                  <td className="px-5 py-2 text-right">{e.balance_after}</td>
                </tr>
              ))}
              {q.data.entries.length === 0 && (
                <tr>
                  <td colSpan={4} className="px-5 py-4 text-slate-500">No credit movements yet.</td>
                </tr>
              )}
            </tbody>
          </table>
          <div className="flex justify-between px-5 py-3 text-sm">
            <button type="button" disabled={page === 1} onClick={() => setPage((p) => p - 1)} className="underline disabled:opacity-40">Newer</button>
            <button type="button" disabled={!q.data.has_more} onClick={() => setPage((p) => p + 1)} className="underline disabled:opacity-40">Older</button>
          </div>
        </>
      )}
    </section>
  );
}
