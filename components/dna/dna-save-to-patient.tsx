"use client";
// "Save to patient" for a DNA report: keeps it for an existing or a new patient of the clinic, in the same
// panel as the blood-test results. Only here is anything of the analysis stored (the uploaded genotype data
// never is: the job deletes it when it ends).
import Link from "next/link";
import { useState } from "react";
import { PatientChoice, usePatientSave } from "@/components/analysis/patient-choice";
import { saveDnaReport, type DnaData } from "./dna-api";
import { DnaError } from "./dna-error";
import { formatLabel } from "./dna-files";

function defaultTitle(data: DnaData): string {
  const day = data.generated_at.slice(0, 10);
  return `DNA report ${day} · ${formatLabel(data.source.format)}`;
}

export function DnaSaveToPatient({ data }: { data: DnaData }) {
  const [title, setTitle] = useState(() => defaultTitle(data));
  const choice = usePatientSave((patient) => saveDnaReport(patient.id, { title: title.trim(), data }));
  const ready = title.trim() !== "" && choice.patientReady;
  const { save } = choice;

  if (save.isSuccess) {
    const { patient, saved } = save.data;
    return (
      <section aria-labelledby="dna-save-heading" className="rounded-lg border border-emerald-200 bg-emerald-50 p-5">
        <h2 id="dna-save-heading" className="text-lg font-semibold">Saved</h2>
        <p role="status" className="mt-1 text-sm">
          “{saved.title}” was saved to {patient.display_name}.{" "}
          <Link href={`/patients/${patient.id}?report=${saved.id}`} className="font-medium text-brand-700 underline">
            Open it from {patient.display_name}’s reports
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby="dna-save-heading" className="space-y-4 rounded-lg border border-brand-600/30 bg-white p-5">
      <h2 id="dna-save-heading" className="text-lg font-semibold">Save to patient</h2>
      <p className="text-sm text-slate-600">The genotype data itself is not kept; saving stores this report for the patient.</p>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Report title</span>
        <input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} className="w-full rounded-md border border-slate-300 px-3 py-2" />
      </label>
      <PatientChoice choice={choice} radioName="dna-patient-mode" />
      {save.isError && <DnaError error={save.error} />}
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
