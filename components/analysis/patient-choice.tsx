"use client";
// The patient half of "Save to patient" (blood test and DNA report): an existing patient picked from the
// clinic's list or a new one typed in, and the save that creates the new patient first. What is saved, the
// title and the wording stay with each screen.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { EMPTY_PATIENT, NewPatientFields, toNewPatient, type NewPatientDraft } from "@/components/patients/new-patient-fields";
import { PatientPicker } from "@/components/patients/patient-picker";
import { createPatient } from "@/components/patients/patient-queries";
import type { Patient } from "@/components/patients/types";
import { queryKeys } from "@/lib/client/query-keys";

/** State of the patient choice and the save mutation; `saveFor` stores the screen's report for the patient. */
export function usePatientSave<Saved>(saveFor: (patient: Patient) => Promise<Saved>) {
  const client = useQueryClient();
  const [mode, setMode] = useState<"existing" | "new">("existing");
  const [selected, setSelected] = useState<Patient | null>(null);
  const [draft, setDraft] = useState<NewPatientDraft>(EMPTY_PATIENT);
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
      const saved = await saveFor(patient);
      return { patient, saved };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.patients.all }),
  });
  const patientReady = mode === "new" ? draft.displayName.trim() !== "" : selected !== null;
  return { mode, setMode, selected, setSelected, draft, setDraft, save, patientReady };
}

/** The "Patient" radio pair and, below it, the picker or the new patient's fields. */
export function PatientChoice({ choice, radioName }: { choice: ReturnType<typeof usePatientSave<unknown>>; radioName: string }) {
  const { mode, setMode, selected, setSelected, draft, setDraft, save } = choice;
  return (
    <>
      <fieldset className="flex gap-6 text-sm">
        <legend className="mb-1 font-medium">Patient</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name={radioName} checked={mode === "existing"} onChange={() => setMode("existing")} /> Existing patient
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name={radioName} checked={mode === "new"} onChange={() => setMode("new")} /> New patient
        </label>
      </fieldset>
      {mode === "existing" ? (
        <PatientPicker selected={selected} onSelect={setSelected} onCreateNew={() => setMode("new")} disabled={save.isPending} />
      ) : (
        <NewPatientFields value={draft} onChange={setDraft} disabled={save.isPending} />
      )}
    </>
  );
}
