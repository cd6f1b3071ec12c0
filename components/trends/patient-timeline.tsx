"use client";
// Every saved report of a patient, newest first, with how many of its values were outside the range.
import Link from "next/link";
import type { SavedReport } from "@/components/patients/types";
import { reportDate } from "./report-to-test";

export function PatientTimeline({ patientId, reports }: { patientId: string; reports: readonly SavedReport[] }) {
  const ordered = [...reports].sort((a, b) => reportDate(b).localeCompare(reportDate(a)) || b.created_at.localeCompare(a.created_at));
  return (
    <section aria-labelledby="timeline-heading" className="rounded-lg border border-slate-200 bg-white">
      <h2 id="timeline-heading" className="border-b border-slate-200 px-5 py-3 text-lg font-semibold">Timeline</h2>
      <ol aria-label="Timeline" className="divide-y divide-slate-100">
        {ordered.map((r) => {
          const flagged = r.data.parameters.filter((p) => p.evaluation !== "normal").length;
          return (
            <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-2 px-5 py-3">
              <span>
                <time dateTime={reportDate(r)} className="mr-3 font-mono text-sm text-slate-600">{reportDate(r)}</time>
                <Link href={`/patients/${patientId}?report=${r.id}`} className="font-medium text-brand-700 underline">{r.title}</Link>
              </span>
              <span className="text-sm text-slate-500">
                {r.data.parameters.length} values · {flagged === 0 ? "all in range" : `${flagged} outside the range`}
              </span>
            </li>
          );
        })}
        {ordered.length === 0 && <li className="px-5 py-4 text-slate-500">No reports saved for this patient yet.</li>}
      </ol>
    </section>
  );
}
