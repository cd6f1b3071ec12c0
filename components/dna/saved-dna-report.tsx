// A saved DNA report opened from a patient's list (GET /api/reports/{id}, kind "dna_interpretation"): its title,
// when it was saved, and the same report view as right after the analysis.
import type { z } from "zod";
import type { savedDnaReportSchema } from "@/lib/modules/patients/schemas";
import { DnaReport } from "./dna-report";

export type SavedDnaReport = z.infer<typeof savedDnaReportSchema>;

/** True for a saved report of the DNA kind (the saved-report view then shows it with DnaReport). */
export function isSavedDnaReport(r: { kind: string }): r is { kind: string } & SavedDnaReport {
  return r.kind === "dna_interpretation";
}

export function SavedDnaReportView({ report }: { report: SavedDnaReport }) {
  return (
    <article aria-labelledby="saved-report-title" className="space-y-4">
      <div>
        <h2 id="saved-report-title" className="text-xl font-semibold">{report.title}</h2>
        <p className="text-sm text-slate-500">Saved {new Date(report.created_at).toLocaleString()}</p>
      </div>
      <DnaReport data={report.data} />
    </article>
  );
}
