// The extracted parameters by category: result with unit, reference range and evaluation. Rows below the
// parser's confidence threshold are tinted; rows a clinician corrected carry a marker.
import { EvaluationBadge } from "./evaluation-badge";
import { formatRange } from "./evaluation-style";
import { needsReview } from "@/components/review/review-state";
import type { ReportParameter } from "./types";

type Indexed = { p: ReportParameter; index: number };

function byCategory(parameters: readonly ReportParameter[]): [string, Indexed[]][] {
  const groups = new Map<string, Indexed[]>();
  parameters.forEach((p, index) => groups.set(p.category, [...(groups.get(p.category) ?? []), { p, index }]));
  return [...groups.entries()];
}

export function ParametersTable({ parameters, corrected }: { parameters: readonly ReportParameter[]; corrected?: ReadonlySet<number> }) {
  return (
    <section aria-labelledby="parameters-heading" className="rounded-lg border border-slate-200 bg-white">
      <h2 id="parameters-heading" className="border-b border-slate-200 px-5 py-3 text-lg font-semibold">
        Parameters <span className="text-sm font-normal text-slate-500">({parameters.length})</span>
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="parameters-table">
          <thead className="text-left text-slate-500">
            <tr>
              <th scope="col" className="px-5 py-2 font-normal">Parameter</th>
              <th scope="col" className="px-5 py-2 text-right font-normal">Result</th>
              <th scope="col" className="px-5 py-2 font-normal">Unit</th>
              <th scope="col" className="px-5 py-2 font-normal">Reference range</th>
              <th scope="col" className="px-5 py-2 font-normal">Evaluation</th>
            </tr>
          </thead>
          {byCategory(parameters).map(([category, rows]) => (
            <tbody key={category}>
              <tr className="bg-slate-50">
                <th scope="rowgroup" colSpan={5} className="px-5 py-1.5 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
                  {category}
                </th>
              </tr>
              {rows.map(({ p, index }) => {
                const critical = p.evaluation === "critical_low" || p.evaluation === "critical_high";
                const isCorrected = corrected?.has(index) ?? false;
                const low = !isCorrected && needsReview(p);
                return (
                  <tr
                    key={index}
                    data-testid="parameter-row"
                    data-corrected={isCorrected ? "true" : undefined}
                    data-needs-review={low ? "true" : undefined}
                    className={`border-t border-slate-100 align-top ${low ? "bg-amber-50" : ""}`}
                  >
                    <th scope="row" className="px-5 py-2 text-left font-normal">
                      <span className="font-medium">{p.long_name}</span>
                      {isCorrected && (
                        <span className="ml-2 rounded bg-brand-600/10 px-1.5 py-0.5 text-xs font-semibold text-brand-700" data-testid="corrected-marker" title="Corrected by a clinician; see Corrections">
                          ✎ corrected
                        </span>
                      )}
                      {low && <span className="ml-2 text-xs font-semibold text-amber-800">check</span>}
                      {p.short_name && p.short_name !== p.long_name && <span className="ml-1 text-slate-500">({p.short_name})</span>}
                      {p.short_description && <span className="block text-xs text-slate-500">{p.short_description}</span>}
                    </th>
                    <td className={`px-5 py-2 text-right tabular-nums ${critical ? "font-bold text-red-800" : ""}`}>{p.result}</td>
                    <td className="px-5 py-2 text-slate-600">{p.unit}</td>
                    <td className="px-5 py-2 text-slate-600">{formatRange(p)}</td>
                    <td className="px-5 py-2">
                      <EvaluationBadge evaluation={p.evaluation} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
      </div>
      {parameters.length === 0 && <p className="px-5 py-4 text-slate-500">No parameters were found.</p>}
    </section>
  );
}
