"use client";
// "Save to patient" for a DNA report: keeps it for an existing or a new patient of the clinic, in the same
// panel as the blood-test results. Only here is anything of the analysis stored (the uploaded genotype data
// never is: the job deletes it when it ends).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { EMPTY_PATIENT, NewPatientFields, toNewPatient, type NewPatientDraft } from "@/components/patients/new-patient-fields";
import { PatientPicker } from "@/components/patients/patient-picker";
import { createPatient } from "@/components/patients/patient-queries";
import type { Patient } from "@/components/patients/types";
import { queryKeys } from "@/lib/client/query-keys";
import { saveDnaReport, type DnaData } from "./dna-api";
import { DnaError } from "./dna-error";
import { formatLabel } from "./dna-files";

function defaultTitle(data: DnaData): string {
  const day = data.generated_at.slice(0, 10);
  return `DNA report ${day} · ${formatLabel(data.source.format)}`;
}

export function DnaSaveToPatient({ data }: { data: DnaData }) {
  const client = useQueryClient();
  const [mode, setMode] = useState<"existing" | "new">("existing");
  const [selected, setSelected] = useState<Patient | null>(null);
  const [draft, setDraft] = useState<NewPatientDraft>(EMPTY_PATIENT);
  const [title, setTitle] = useState(() => defaultTitle(data));
  const save = useMutation({
    mutationFn: async () => {
      let patient = selected;
      if (mode === "new") {
        // Once created, the patient is the selection: a retry after a failed save does not create them twice.
        patient = await createPatient(toNewPatient(draft));
        setSelected(patient);
        setMode("existing");
        await client.invalidateQueries({ queryKey: queryKeys.patients.all });
      }
      if (!patient) throw new Error("Choose a patient first.");
      const saved = await saveDnaReport(patient.id, { title: title.trim(), data });
      return { patient, saved };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.patients.all }),
  });
  const ready = title.trim() !== "" && (mode === "new" ? draft.displayName.trim() !== "" : selected !== null);

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
      <fieldset className="flex gap-6 text-sm">
        <legend className="mb-1 font-medium">Patient</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="dna-patient-mode" checked={mode === "existing"} onChange={() => setMode("existing")} /> Existing patient
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="dna-patient-mode" checked={mode === "new"} onChange={() => setMode("new")} /> New patient
        </label>
      </fieldset>
      {mode === "existing" ? (
        <PatientPicker selected={selected} onSelect={setSelected} onCreateNew={() => setMode("new")} disabled={save.isPending} />
      ) : (
        <NewPatientFields value={draft} onChange={setDraft} disabled={save.isPending} />
      )}
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
