"use client";
// "Try it": runs the supplement advisor's sandbox (an invented case, free) with the clinic's saved catalogue and
// settings, so an admin sees which needs their products cover (`source` clinic_library + `product`), what falls
// back to evidence-based items, what only-mode leaves uncovered, and that the safety rules hold for a pregnant case.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ApiClientError, apiPostJson } from "@/lib/client/api-fetch";
import type { AdvisorResponse } from "@/lib/modules/dna-supplements/advisor/schemas";

const CASES = {
  sample: { label: "Sample case: vegetarian, little sun, low vitamin D and ferritin", answers: undefined },
  pregnant: {
    label: "Same case, pregnant",
    answers: { diet_type: "vegetarian", pregnancy: "pregnant", sun_exposure: "low", fish: "less_weekly", digestion: ["bloating"] },
  },
} as const;
type CaseKey = keyof typeof CASES;

export function TryIt() {
  const [which, setWhich] = useState<CaseKey>("sample");
  const [useCatalogue, setUseCatalogue] = useState(true);
  const run = useMutation({
    mutationFn: () => apiPostJson<AdvisorResponse>("/api/v1/dna-supplements/sandbox", { ...(CASES[which].answers ? { answers: CASES[which].answers } : {}), use_clinic_catalogue: useCatalogue }),
  });
  const plan = run.data;
  return (
    <section className="space-y-3" aria-labelledby="try-it-heading">
      <h2 id="try-it-heading" className="text-lg font-semibold">Try it</h2>
      <p className="text-sm text-slate-600">Runs the advisor on an invented case with the saved catalogue and settings (free; no patient data).</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm">
          Test case
          <select value={which} onChange={(e) => setWhich(e.target.value as CaseKey)} className="rounded border border-slate-300 px-2 py-1">
            {(Object.keys(CASES) as CaseKey[]).map((k) => <option key={k} value={k}>{CASES[k].label}</option>)}
          </select>
        </label>
        <label className="flex items-center gap-1 text-sm">
          <input type="checkbox" checked={useCatalogue} onChange={(e) => setUseCatalogue(e.target.checked)} />
          Use the clinic catalogue
        </label>
        <button type="button" className="rounded bg-brand-700 px-3 py-1 text-sm text-white disabled:opacity-50" disabled={run.isPending} onClick={() => run.mutate()}>
          {run.isPending ? "Running…" : "Run the advisor"}
        </button>
      </div>
      {run.isError && <p role="alert" className="text-sm text-red-700">{run.error instanceof ApiClientError ? run.error.message : "The advisor could not be reached."}</p>}
      {plan && (
        <div className="space-y-3" data-testid="try-it-result">
          <p className="text-sm">
            <span data-testid="try-it-mode">Mode {plan.catalogue.mode}, {plan.catalogue.products} clinic products.</span> {plan.report.summary}
          </p>
          <table className="w-full text-sm [&_td]:py-1 [&_td]:pr-4 [&_th]:pb-1 [&_th]:pr-4 [&_th]:font-medium [&_th]:text-slate-500" aria-label="Recommendations">
            <thead><tr className="text-left"><th>Supplement</th><th>Source</th><th>Product</th><th>Priority</th><th>Intake range</th></tr></thead>
            <tbody>
              {plan.report.recommendations.map((r) => (
                <tr key={r.key} className="border-t border-slate-100 align-top">
                  <td>{r.name}</td><td>{r.source === "clinic_library" ? "Clinic catalogue" : "Evidence-based"}</td><td>{r.product ?? "—"}</td><td>{r.priority}</td><td>{r.dose}</td>
                </tr>
              ))}
              {!plan.report.recommendations.length && <tr><td colSpan={5} className="py-2 text-slate-500">No recommendation.</td></tr>}
            </tbody>
          </table>
          {plan.report.uncovered_needs.length > 0 && (
            <div><h3 className="font-medium">Needs the catalogue does not cover</h3><ul aria-label="Uncovered needs" className="list-disc pl-5 text-sm">{plan.report.uncovered_needs.map((u) => <li key={u.key}>{u.name}</li>)}</ul></div>
          )}
          {plan.report.avoid_or_caution.length > 0 && (
            <div><h3 className="font-medium">Left out by the safety rules</h3><ul aria-label="Left out" className="list-disc pl-5 text-sm">{plan.report.avoid_or_caution.map((a) => <li key={a.name}>{a.name}: {a.reason}</li>)}</ul></div>
          )}
          {plan.report.clinician_review_required.length > 0 && (
            <div><h3 className="font-medium">Clinician review required</h3><ul className="list-disc pl-5 text-sm">{plan.report.clinician_review_required.map((c) => <li key={c}>{c}</li>)}</ul></div>
          )}
        </div>
      )}
    </section>
  );
}
