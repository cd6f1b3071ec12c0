"use client";
// "Save to patient": keeps this analysis for an existing or a new patient of the clinic. Only here does an
// uploaded report get stored (with its printed metadata, the clinician's deliberate choice).
import Link from "next/link";
import { useState } from "react";
import { saveReport } from "@/components/patients/patient-queries";
import type { CorrectionDraft } from "@/components/review/review-state";
import { ErrorAlert } from "./error-alert";
import { PatientChoice, usePatientSave } from "./patient-choice";
import type { HealthReport } from "./types";

function defaultTitle(report: HealthReport): string {
  const m = report.metadata;
  return ["Blood test", m.lab_date ?? new Date().toISOString().slice(0, 10), m.lab_name ? `· ${m.lab_name}` : ""].filter(Boolean).join(" ");
}

export function SaveToPatient({ report, corrections = [] }: { report: HealthReport; corrections?: readonly CorrectionDraft[] }) {
  const [title, setTitle] = useState(() => defaultTitle(report));
  // `report` is the original extraction; the review step's corrections go beside it (who/when set by the server).
  const choice = usePatientSave((patient) => saveReport(patient.id, { title: title.trim(), lab_date: report.metadata.lab_date, data: report, corrections: [...corrections] }));
  const ready = title.trim() !== "" && choice.patientReady;
  const { save } = choice;

  if (save.isSuccess) {
    const { patient, saved } = save.data;
    return (
      <section aria-labelledby="save-heading" className="rounded-lg border border-emerald-200 bg-emerald-50 p-5">
        <h2 id="save-heading" className="text-lg font-semibold">Saved</h2>
        <p role="status" className="mt-1 text-sm">
          “{saved.title}” was saved to {patient.display_name}
          {corrections.length > 0 ? ` with ${corrections.length} ${corrections.length === 1 ? "correction" : "corrections"}` : ""}.{" "}
          <Link href={`/patients/${patient.id}?report=${saved.id}`} className="font-medium text-brand-700 underline">
            Open {patient.display_name}’s reports
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby="save-heading" className="space-y-4 rounded-lg border border-brand-600/30 bg-white p-5">
      <h2 id="save-heading" className="text-lg font-semibold">Save to patient</h2>
      <p className="text-sm text-slate-600">Nothing from this upload is stored unless you save it here.</p>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Report title</span>
        <input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} className="w-full rounded-md border border-slate-300 px-3 py-2" />
      </label>
      <PatientChoice choice={choice} radioName="patient-mode" />
      {save.isError && <ErrorAlert error={save.error} context="other" />}
      <button
        type="button"
        onClick={() => save.mutate()}
        disabled={!ready || save.isPending}
        className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-50"
      >
        {save.isPending ? "Saving…" : "Save to patient"}
      </button>
    </section>
  );
}
