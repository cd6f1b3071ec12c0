"use client";
// On the results screen: biological age (PhenoAge) and the derived indices of the report's panel, computed
// on request by POST /api/v1/blood-age/analyze (1 credit when PhenoAge can be computed; free otherwise).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { ErrorAlert } from "@/components/analysis/error-alert";
import type { HealthReport } from "@/components/analysis/types";
import { apiPostJson } from "@/lib/client/api-fetch";
import { queryKeys } from "@/lib/client/query-keys";
import type { bloodAgeResponse } from "@/lib/modules/biological-age/schemas";

type BloodAge = z.infer<typeof bloodAgeResponse>;

function initialAge(report: HealthReport): string {
  const age = Number(report.metadata.patient_age);
  return Number.isFinite(age) && age >= 18 && age <= 120 ? String(Math.round(age)) : "";
}

export function BiologicalAgeCard({ report }: { report: HealthReport }) {
  const [age, setAge] = useState(initialAge(report));
  const queryClient = useQueryClient();
  const compute = useMutation({
    mutationFn: () =>
      apiPostJson<BloodAge>("/api/v1/blood-age/analyze", {
        age: Number(age),
        ...(report.metadata.patient_sex ? { sex: report.metadata.patient_sex } : {}),
        parameters: report.parameters.map((p) => ({ short_name: p.short_name || p.long_name, long_name: p.long_name || undefined, result: p.result, unit: p.unit || undefined })),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.account.all }),
  });
  const result = compute.data;
  const ageOk = Number(age) >= 18 && Number(age) <= 120;
  return (
    <section aria-labelledby="bio-age-heading" className="rounded-lg border border-slate-200 bg-white p-5" data-testid="biological-age">
      <h2 id="bio-age-heading" className="mb-3 text-lg font-semibold">Biological age and derived indices</h2>
      {!result && (
        <div className="flex flex-wrap items-end gap-3 text-sm">
          <label>
            <span className="mb-1 block font-medium">Age (years)</span>
            <input type="number" min={18} max={120} value={age} onChange={(e) => setAge(e.target.value)} className="w-24 rounded-md border border-slate-300 px-2 py-1.5" />
          </label>
          <button type="button" disabled={!ageOk || compute.isPending} onClick={() => compute.mutate()} className="rounded-md border border-slate-300 px-3 py-1.5 font-medium disabled:opacity-50">
            {compute.isPending ? "Calculating…" : "Calculate (1 credit with PhenoAge; free without)"}
          </button>
        </div>
      )}
      {compute.isError && <ErrorAlert error={compute.error} context="other" />}
      {result && (
        <div className="space-y-4">
          <p className="text-sm">
            {result.biological_age !== null && <span className="mr-2 text-2xl font-semibold" data-testid="biological-age-value">{result.biological_age.toFixed(1)} y</span>}
            {result.message}
          </p>
          {result.indices.length > 0 && (
            <table className="w-full text-sm" aria-label="Derived indices">
              <thead>
                <tr className="text-left text-slate-500">
                  <th className="py-1 font-medium">Index</th>
                  <th className="py-1 font-medium">Value</th>
                  <th className="py-1 font-medium">Reference</th>
                  <th className="py-1 font-medium">Interpretation</th>
                </tr>
              </thead>
              <tbody>
                {result.indices.map((i) => (
                  <tr key={i.key} className="border-t border-slate-100" title={`${i.formula} — ${i.source}`}>
                    <td className="py-1 font-medium">{i.name}</td>
                    <td className="py-1">{i.value} {i.unit.replace("{1.73_m2}", "1.73 m²").replace("10*9/L", "10⁹/L")}</td>
                    <td className="py-1 text-slate-600">{i.reference}</td>
                    <td className="py-1">{i.interpretation}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="text-xs text-slate-500">{result.disclaimer}</p>
        </div>
      )}
    </section>
  );
}
