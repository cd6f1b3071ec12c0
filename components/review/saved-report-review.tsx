"use client";
// Reviewing a saved report after it was reopened: the same review step, but each correction is stored at once
// (POST /api/reports/{id}/corrections) and the answer — the report as now corrected, with its history —
// replaces the cached report, so marker and history update together.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorAlert } from "@/components/analysis/error-alert";
import type { SavedReport } from "@/components/patients/types";
import { apiPostJson } from "@/lib/client/api-fetch";
import { queryKeys } from "@/lib/client/query-keys";
import { ReviewStep } from "./review-step";
import type { CorrectionDraft } from "./review-state";

export function SavedReportReview({ report }: { report: SavedReport }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const store = useMutation({
    mutationFn: (corrections: CorrectionDraft[]) => apiPostJson<SavedReport>(`/api/reports/${encodeURIComponent(report.id)}/corrections`, { corrections }),
    onSuccess: (updated) => client.setQueryData(queryKeys.reports.detail(report.id), updated),
  });
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50">
        Review and correct rows
      </button>
    );
  }
  return (
    <div className="space-y-3">
      {store.isError && <ErrorAlert error={store.error} context="other" />}
      <ReviewStep
        report={report.data}
        correctedRows={new Set(report.corrected_parameters)}
        onClose={() => setOpen(false)}
        onCorrected={(_index, _parameter, corrections) => store.mutate(corrections)}
      />
    </div>
  );
}
