"use client";
// Two saved reports side by side: the clinician picks them, the comparison endpoint judges each change by
// its reference change value, and the table shows both values, the change and whether it is real.
import { useState } from "react";
import { ErrorAlert } from "@/components/analysis/error-alert";
import type { SavedReport } from "@/components/patients/types";
import { reportDate, reportToTest } from "./report-to-test";
import { useComparison } from "./trend-queries";

const ASSESSMENT_STYLE: Record<string, string> = { positive: "text-emerald-700", negative: "text-red-700", neutral: "text-slate-600" };

export function ComparisonView({ reports }: { reports: readonly SavedReport[] }) {
  const ordered = [...reports].sort((a, b) => reportDate(a).localeCompare(reportDate(b)));
  const [first, setFirst] = useState(ordered[0]?.id ?? "");
  const [second, setSecond] = useState(ordered[ordered.length - 1]?.id ?? "");
  const compare = useComparison();
  const a = ordered.find((r) => r.id === first);
  const b = ordered.find((r) => r.id === second);
  const sameDate = a && b && reportDate(a) === reportDate(b);
  const option = (r: SavedReport) => <option key={r.id} value={r.id}>{reportDate(r)} — {r.title}</option>;
  return (
    <section aria-labelledby="compare-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="compare-heading" className="text-lg font-semibold">Compare two reports</h2>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm">
          <span className="mb-1 block font-medium">Earlier report</span>
          <select value={first} onChange={(e) => setFirst(e.target.value)} className="rounded-md border border-slate-300 px-2 py-1">{ordered.map(option)}</select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">Later report</span>
          <select value={second} onChange={(e) => setSecond(e.target.value)} className="rounded-md border border-slate-300 px-2 py-1">{ordered.map(option)}</select>
        </label>
        <button
          type="button"
          disabled={!a || !b || a.id === b.id || Boolean(sameDate) || compare.isPending}
          onClick={() => a && b && compare.mutate({ blood_tests: [reportToTest(a), reportToTest(b)] })}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
        >
          {compare.isPending ? "Comparing…" : "Compare (1 credit)"}
        </button>
      </div>
      {sameDate && <p className="text-sm text-slate-600">These two reports have the same date; pick reports from different days.</p>}
      {compare.isError && <ErrorAlert error={compare.error} context="other" />}
      {compare.data && (
        <div className="space-y-3" data-testid="comparison-result">
          <p className="text-sm text-slate-700">{compare.data.narrative.summary}</p>
          <table className="w-full text-sm" aria-label="Changes between the two reports">
            <thead className="text-left text-slate-500">
              <tr><th className="font-medium">Parameter</th><th className="font-medium">{compare.data.comparison_summary.report1_date}</th><th className="font-medium">{compare.data.comparison_summary.report2_date}</th><th className="font-medium">Change</th><th className="font-medium">Reference change value</th><th className="font-medium">Assessment</th></tr>
            </thead>
            <tbody>
              {compare.data.parameter_analysis.map((row, i) => {
                const change = compare.data.comparison.changes[i];
                const detail = compare.data.parameter_details[i];
                return (
                  <tr key={row.parameter_name} className="border-t border-slate-100">
                    <td className="py-1 font-medium">{row.parameter_name}</td>
                    <td>{row.report1_value}</td>
                    <td>{row.report2_value}</td>
                    <td>{change?.change_percent === null || change === undefined ? "—" : `${change.change_percent > 0 ? "+" : ""}${change.change_percent}%`} ({row.change_magnitude})</td>
                    <td>{detail ? `${detail.rcv_percent}%` : "—"}</td>
                    <td className={ASSESSMENT_STYLE[row.trend_assessment]}>{row.trend_assessment}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
