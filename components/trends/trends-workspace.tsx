"use client";
// The trends page: pick a patient, see their timeline, pick analytes and chart them (one chart per analyte),
// and compare two reports side by side. Every figure comes from the same API routes integrators call.
import Link from "next/link";
import { useMemo, useState } from "react";
import { ErrorAlert } from "@/components/analysis/error-alert";
import { PatientPicker } from "@/components/patients/patient-picker";
import { usePatientReports } from "@/components/patients/patient-queries";
import type { Patient } from "@/components/patients/types";
import { ComparisonView } from "./comparison-view";
import { PatientTimeline } from "./patient-timeline";
import { chartableParameters, testsForTrends } from "./report-to-test";
import { TrendChart } from "./trend-chart";
import { useReportBodies, useTrendAnalysis } from "./trend-queries";

export function TrendsWorkspace({ initialPatientId }: { initialPatientId: string | null }) {
  const [picked, setPicked] = useState<Patient | null>(null);
  const patientId = picked?.id ?? initialPatientId;
  return (
    <div className="space-y-6">
      <section className="max-w-xl rounded-lg border border-slate-200 bg-white p-5">
        <h2 className="mb-2 text-lg font-semibold">Patient</h2>
        <PatientPicker selected={picked} onSelect={setPicked} />
      </section>
      {patientId && <PatientTrends key={patientId} patientId={patientId} />}
    </div>
  );
}

function PatientTrends({ patientId }: { patientId: string }) {
  const list = usePatientReports(patientId);
  // Blood tests only: a saved DNA report has no values to chart.
  const ids = useMemo(() => list.data?.reports.filter((r) => r.kind === "blood_test_v12_health").map((r) => r.id) ?? [], [list.data]);
  const bodies = useReportBodies(ids);
  const [selected, setSelected] = useState<Set<string> | null>(null);
  const analysis = useTrendAnalysis();

  if (list.isPending || (ids.length > 0 && bodies.pending)) return <p className="text-slate-500">Loading reports…</p>;
  if (list.isError) return <ErrorAlert error={list.error} context="other" />;
  if (bodies.error) return <ErrorAlert error={bodies.error} context="other" />;

  const reports = bodies.reports;
  const chartable = chartableParameters(reports);
  const chosen = selected ?? new Set(chartable.slice(0, 6));
  const toggle = (name: string) => {
    const next = new Set(chosen);
    if (next.has(name)) next.delete(name);
    else next.add(name);
    setSelected(next);
  };
  const { tests, skipped } = testsForTrends(reports, chosen);

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold">{list.data.patient.display_name}</h2>
        <Link href={`/patients/${patientId}`} className="text-sm text-brand-700 underline">Patient page</Link>
      </div>
      <PatientTimeline patientId={patientId} reports={reports} />

      <section aria-labelledby="charts-heading" className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-5">
        <h2 id="charts-heading" className="text-lg font-semibold">Trend charts</h2>
        {chartable.length === 0 ? (
          <p className="text-slate-600">Trends need at least two saved reports with the same numeric parameters.</p>
        ) : (
          <>
            <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
              <legend className="mb-1 text-sm font-medium">Analytes</legend>
              {chartable.map((name) => (
                <label key={name} className="flex items-center gap-1 text-sm">
                  <input type="checkbox" checked={chosen.has(name)} onChange={() => toggle(name)} /> {name}
                </label>
              ))}
            </fieldset>
            {skipped.length > 0 && <p className="text-sm text-slate-600">Left out (another report has the same date): {skipped.join(", ")}.</p>}
            <button
              type="button"
              disabled={chosen.size === 0 || tests.length < 2 || analysis.isPending}
              onClick={() => analysis.mutate({ blood_tests: tests, analysis_type: "comprehensive" })}
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
            >
              {analysis.isPending ? "Analysing…" : "Show trends (1 credit)"}
            </button>
            {analysis.isError && <ErrorAlert error={analysis.error} context="other" />}
            {analysis.data && (
              <div className="space-y-4" data-testid="trend-results">
                <p className="text-sm text-slate-700">{analysis.data.overall_health_trend.summary}</p>
                <div className="grid gap-4 xl:grid-cols-2">
                  {analysis.data.parameter_trends.map((t) => <TrendChart key={t.short_name} trend={t} />)}
                </div>
              </div>
            )}
          </>
        )}
      </section>

      {reports.length >= 2 && <ComparisonView reports={reports} />}
    </div>
  );
}
