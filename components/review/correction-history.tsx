// The history of a saved report's corrections: who changed which field of which row, when, from what to what.
import type { SavedReport } from "@/components/patients/types";

const FIELD_LABEL = { name: "Analyte", value: "Value", unit: "Unit", range: "Reference range" } as const;

export function CorrectionHistory({ report }: { report: SavedReport }) {
  if (report.corrections.length === 0) return null;
  return (
    <section aria-labelledby="corrections-heading" data-testid="correction-history" className="rounded-lg border border-slate-200 bg-white">
      <h2 id="corrections-heading" className="border-b border-slate-200 px-5 py-3 text-lg font-semibold">
        Corrections <span className="text-sm font-normal text-slate-500">({report.corrections.length})</span>
      </h2>
      <p className="px-5 pt-2 text-xs text-slate-500">
        Corrected rows are re-evaluated, and the interpretation and health score below are recomputed from the corrected values.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-left text-slate-500">
            <tr>
              <th scope="col" className="px-5 py-2 font-normal">When</th>
              <th scope="col" className="px-5 py-2 font-normal">Who</th>
              <th scope="col" className="px-5 py-2 font-normal">Row (as extracted)</th>
              <th scope="col" className="px-5 py-2 font-normal">Field</th>
              <th scope="col" className="px-5 py-2 font-normal">Before</th>
              <th scope="col" className="px-5 py-2 font-normal">After</th>
            </tr>
          </thead>
          <tbody>
            {report.corrections.map((c) => (
              <tr key={c.id} className="border-t border-slate-100" data-testid="correction-entry">
                <td className="px-5 py-2 whitespace-nowrap">{new Date(c.at).toLocaleString()}</td>
                <td className="px-5 py-2">{c.by}</td>
                <td className="px-5 py-2">{report.original_parameters[c.parameter_index]?.long_name ?? `#${c.parameter_index + 1}`}</td>
                <td className="px-5 py-2">{FIELD_LABEL[c.field]}</td>
                <td className="px-5 py-2 text-slate-500 line-through">{c.before || "—"}</td>
                <td className="px-5 py-2 font-medium">{c.after || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
