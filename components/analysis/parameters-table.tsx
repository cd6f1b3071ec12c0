// The extracted parameters by category: result with unit, reference range and evaluation.
import { EvaluationBadge } from "./evaluation-badge";
import { formatRange } from "./evaluation-style";
import type { ReportParameter } from "./types";

function byCategory(parameters: readonly ReportParameter[]): [string, ReportParameter[]][] {
  const groups = new Map<string, ReportParameter[]>();
  for (const p of parameters) groups.set(p.category, [...(groups.get(p.category) ?? []), p]);
  return [...groups.entries()];
}

export function ParametersTable({ parameters }: { parameters: readonly ReportParameter[] }) {
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
              {rows.map((p, i) => {
                const critical = p.evaluation === "critical_low" || p.evaluation === "critical_high";
                return (
                  <tr key={`${p.long_name}-${i}`} className="border-t border-slate-100 align-top">
                    <th scope="row" className="px-5 py-2 text-left font-normal">
                      <span className="font-medium">{p.long_name}</span>
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
