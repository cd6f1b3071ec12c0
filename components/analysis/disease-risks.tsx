// Disease risks estimated by documented rules from the markers present, with a severity badge each.
import type { DiseaseRisk } from "./types";

const SEVERITY: Record<DiseaseRisk["severity"], { label: string; className: string }> = {
  low: { label: "Low", className: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  moderate: { label: "Moderate", className: "bg-amber-50 text-amber-800 ring-amber-200" },
  high: { label: "High", className: "bg-orange-50 text-orange-800 ring-orange-300" },
  very_high: { label: "Very high", className: "bg-red-50 font-bold text-red-800 ring-red-300" },
};

export function DiseaseRisks({ risks }: { risks: readonly DiseaseRisk[] }) {
  return (
    <section aria-labelledby="risks-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="risks-heading" className="mb-3 text-lg font-semibold">Disease risks</h2>
      {risks.length === 0 ? (
        <p className="text-sm text-slate-500">No risk could be estimated from the markers in this report.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {risks.map((r) => {
            const s = SEVERITY[r.severity];
            return (
              <li key={r.name} className="flex items-center justify-between gap-4 py-2">
                <span className="font-medium">{r.name}</span>
                <span className="flex items-center gap-3">
                  <span className="tabular-nums text-slate-600">{r.percentage}</span>
                  <span className={`inline-block w-24 rounded-full px-2 py-0.5 text-center text-xs ring-1 ring-inset ${s.className}`}>{s.label}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-3 text-xs text-slate-500">A rule-based index of how strongly the values point to each condition, not a probability.</p>
    </section>
  );
}
