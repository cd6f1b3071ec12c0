"use client";
// Adds a patient to the clinic (POST /api/patients); the list above refreshes.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { ErrorAlert } from "@/components/analysis/error-alert";
import { queryKeys } from "@/lib/client/query-keys";
import { EMPTY_PATIENT, NewPatientFields, toNewPatient, type NewPatientDraft } from "./new-patient-fields";
import { createPatient } from "./patient-queries";
import type { Patient } from "./types";

/** `onCreated`: a screen that needs a patient to go on (family tree) opens the new one at once. */
export function CreatePatientForm({ onCreated }: { onCreated?: (patient: Patient) => void } = {}) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<NewPatientDraft>(EMPTY_PATIENT);
  const create = useMutation({
    mutationFn: () => createPatient(toNewPatient(draft)),
    onSuccess: async (patient) => {
      setDraft(EMPTY_PATIENT);
      await client.invalidateQueries({ queryKey: queryKeys.patients.all });
      onCreated?.(patient);
    },
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (draft.displayName.trim()) create.mutate();
  }

  return (
    <form onSubmit={submit} aria-labelledby="new-patient-heading" className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="new-patient-heading" className="text-lg font-semibold">New patient</h2>
      <NewPatientFields value={draft} onChange={setDraft} disabled={create.isPending} />
      {create.isError && <ErrorAlert error={create.error} context="other" />}
      {create.isSuccess && (
        <p role="status" className="text-sm text-emerald-800">
          Added{" "}
          <Link href={`/patients/${create.data.id}`} className="font-medium underline">
            {create.data.display_name}
          </Link>
          .
        </p>
      )}
      <button type="submit" disabled={create.isPending || !draft.displayName.trim()} className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-50">
        {create.isPending ? "Adding…" : "Add patient"}
      </button>
    </form>
  );
}
