"use client";
// The fields of a new patient (name, optional birth year and sex), shared by the Patients page and the
// "Save to patient" panel.
import type { NewPatient } from "./types";

export interface NewPatientDraft {
  displayName: string;
  birthYear: string;
  sex: "" | "male" | "female" | "other";
}

export const EMPTY_PATIENT: NewPatientDraft = { displayName: "", birthYear: "", sex: "" };

/** The request body for POST /api/patients from the form's text fields. */
export function toNewPatient(draft: NewPatientDraft): NewPatient {
  const year = Number.parseInt(draft.birthYear, 10);
  return {
    display_name: draft.displayName.trim(),
    ...(Number.isFinite(year) ? { birth_year: year } : {}),
    ...(draft.sex ? { sex: draft.sex } : {}),
  };
}

export function NewPatientFields({ value, onChange, disabled }: { value: NewPatientDraft; onChange: (v: NewPatientDraft) => void; disabled?: boolean }) {
  const input = "w-full rounded-md border border-slate-300 px-3 py-2";
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Patient name</span>
        <input required maxLength={200} value={value.displayName} disabled={disabled} onChange={(e) => onChange({ ...value, displayName: e.target.value })} className={input} />
      </label>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Birth year</span>
        <input
          type="number"
          min={1900}
          max={new Date().getFullYear()}
          value={value.birthYear}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, birthYear: e.target.value })}
          className={input}
        />
      </label>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Sex</span>
        <select value={value.sex} disabled={disabled} onChange={(e) => onChange({ ...value, sex: e.target.value as NewPatientDraft["sex"] })} className={`${input} bg-white`}>
          <option value="">Not given</option>
          <option value="female">Female</option>
          <option value="male">Male</option>
          <option value="other">Other</option>
        </select>
      </label>
    </div>
  );
}
