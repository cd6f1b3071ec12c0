"use client";
// A patient's page: who they are, their saved reports (newest first), and the one opened (`?report=`).
import Link from "next/link";
import { ErrorAlert } from "@/components/analysis/error-alert";
import { patientDetails } from "./patient-label";
import { usePatientReports } from "./patient-queries";
import { SavedReportView } from "./saved-report-view";

export function PatientReports({ patientId, reportId }: { patientId: string; reportId: string | null }) {
  const q = usePatientReports(patientId);
  if (q.isPending) return <p className="text-slate-500">Loading…</p>;
  if (q.isError) {
    return (
      <div className="space-y-3">
        <ErrorAlert error={q.error} context="other" />
        <Link href="/patients" className="text-brand-700 underline">Back to patients</Link>
      </div>
    );
  }
  const { patient, reports } = q.data;
  return (
    <div className="space-y-6">
      <div>
        <Link href="/patients" className="text-sm text-brand-700 underline">← All patients</Link>
        <h1 className="mt-2 text-2xl font-semibold">{patient.display_name}</h1>
        <p className="text-slate-600">{patientDetails(patient)}</p>
        {reports.length > 0 && (
          <Link href={`/trends?patient=${patient.id}`} className="text-sm text-brand-700 underline">Timeline, trends and comparison</Link>
        )}
      </div>
      <section aria-labelledby="reports-heading" className="rounded-lg border border-slate-200 bg-white">
        <h2 id="reports-heading" className="border-b border-slate-200 px-5 py-3 text-lg font-semibold">Saved reports</h2>
        <ul aria-label="Saved reports" className="divide-y divide-slate-100">
          {reports.map((r) => {
            const open = r.id === reportId;
            return (
              <li key={r.id}>
                <Link
                  href={`/patients/${patient.id}?report=${r.id}`}
                  aria-current={open ? "true" : undefined}
                  scroll={false}
                  className={`flex items-baseline justify-between px-5 py-3 hover:bg-slate-50 ${open ? "bg-brand-50" : ""}`}
                >
                  <span className="font-medium text-brand-700">{r.title}</span>
                  <span className="text-sm text-slate-500">
                    {r.lab_date ? `sampled ${r.lab_date} · ` : ""}saved {new Date(r.created_at).toLocaleDateString()}
                  </span>
                </Link>
              </li>
            );
          })}
          {reports.length === 0 && (
            <li className="px-5 py-4 text-slate-500">
              No reports saved yet. <Link href="/analyses" className="text-brand-700 underline">Upload one</Link> and save it to this patient.
            </li>
          )}
        </ul>
      </section>
      {reportId && <SavedReportView key={reportId} reportId={reportId} />}
    </div>
  );
}
