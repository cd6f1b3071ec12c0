"use client";
// Search the clinic's patients and pick one (radio list), for the "Save to patient" panel.
import { useDeferredValue, useState } from "react";
import { patientDetails } from "./patient-label";
import { usePatients } from "./patient-queries";
import type { Patient } from "./types";

interface Props {
  selected: Patient | null;
  onSelect: (p: Patient) => void;
  /** Offered when no patient matches: switch to creating one. */
  onCreateNew?: () => void;
  disabled?: boolean;
}

export function PatientPicker({ selected, onSelect, onCreateNew, disabled }: Props) {
  const [search, setSearch] = useState("");
  const patients = usePatients(useDeferredValue(search));
  const list = patients.data?.patients ?? [];
  return (
    <div className="space-y-2">
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Find a patient</span>
        <input type="search" value={search} disabled={disabled} onChange={(e) => setSearch(e.target.value)} placeholder="Part of the name" className="w-full rounded-md border border-slate-300 px-3 py-2" />
      </label>
      {patients.isError && <p role="alert" className="text-sm text-red-700">Patients could not be loaded: {patients.error.message}</p>}
      <fieldset className="max-h-56 overflow-y-auto rounded-md border border-slate-200">
        <legend className="sr-only">Patients</legend>
        {list.map((p) => (
          <label key={p.id} className="flex cursor-pointer items-center gap-3 border-b border-slate-100 px-3 py-2 text-sm last:border-0 hover:bg-slate-50">
            <input type="radio" name="patient" checked={selected?.id === p.id} disabled={disabled} onChange={() => onSelect(p)} />
            <span className="font-medium">{p.display_name}</span>
            <span className="text-xs text-slate-500">{patientDetails(p)}</span>
          </label>
        ))}
        {patients.isSuccess && list.length === 0 && (
          <p className="px-3 py-2 text-sm text-slate-500">
            {search.trim() ? "No patient matches." : "No patients yet."}{" "}
            {onCreateNew && (
              <button type="button" onClick={onCreateNew} className="text-brand-700 underline">
                Create a new patient
              </button>
            )}
          </p>
        )}
        {patients.data?.has_more && <p className="px-3 py-2 text-xs text-slate-500">More patients match: type more of the name.</p>}
      </fieldset>
    </div>
  );
}
