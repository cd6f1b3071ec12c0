"use client";
// The family-tree editor: pick a patient, draw their pedigree (saved with the patient after every change),
// and analyse it (1 credit, the same API integrators use) with the report shown beside the tree.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorAlert } from "@/components/analysis/error-alert";
import { CreatePatientForm } from "@/components/patients/create-patient-form";
import { PatientPicker } from "@/components/patients/patient-picker";
import type { Patient } from "@/components/patients/types";
import { queryKeys } from "@/lib/client/query-keys";
import { relationOf } from "@/lib/knowledge/family/relations";
import { FamilyReport } from "./family-report";
import { analyseFamily, savePedigree, usePedigree } from "./family-queries";
import { MemberForm } from "./member-form";
import { PedigreeSvg } from "./pedigree-svg";
import type { PatientSex, PedigreeMember } from "./types";

export function FamilyWorkspace({ initialPatientId }: { initialPatientId: string | null }) {
  const [patientId, setPatientId] = useState<string | null>(initialPatientId);
  const [patientName, setPatientName] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [age, setAge] = useState("");
  const [sex, setSex] = useState<PatientSex>("female");
  // Edits made in this visit; until the first one, the saved tree is shown.
  const [draft, setDraft] = useState<PedigreeMember[] | null>(null);
  const [editing, setEditing] = useState<PedigreeMember | "new" | null>(null);
  const tree = usePedigree(patientId);
  const queryClient = useQueryClient();

  const members = draft ?? tree.data?.members ?? [];

  const save = useMutation({
    mutationFn: (next: PedigreeMember[]) => savePedigree(patientId ?? "", next),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.familyHealth.tree(saved.patient_id), saved),
  });
  const analyse = useMutation({
    mutationFn: () => analyseFamily({ age: Number(age), gender: sex }, members),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.account.all }),
  });

  const choosePatient = (p: Patient) => {
    setPatientId(p.id);
    setPatientName(p.display_name);
    if (p.birth_year) setAge(String(new Date().getFullYear() - p.birth_year));
    if (p.sex === "male" || p.sex === "female") setSex(p.sex);
    setDraft(null);
    setEditing(null);
    analyse.reset();
  };
  const commit = (next: PedigreeMember[]) => {
    setDraft(next);
    setEditing(null);
    save.mutate(next);
  };

  if (!patientId) {
    return (
      <div className="max-w-xl">
        <p className="mb-3 text-sm text-slate-600">Choose the patient whose family tree you want to draw.</p>
        <PatientPicker selected={null} onSelect={choosePatient} onCreateNew={() => setCreating(true)} />
        {creating && (
          <div className="mt-4">
            <CreatePatientForm onCreated={(p) => { setCreating(false); choosePatient(p); }} />
          </div>
        )}
      </div>
    );
  }

  const ageNumber = Number(age);
  const canAnalyse = age.trim() !== "" && Number.isInteger(ageNumber) && ageNumber >= 0 && ageNumber <= 130 && !analyse.isPending;
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <section className="space-y-4" aria-label="Family tree editor">
        <div className="flex flex-wrap items-end gap-3">
          <p className="text-sm">
            Patient: <span className="font-medium">{patientName ?? "selected patient"}</span>{" "}
            <button type="button" className="text-brand-700 underline" onClick={() => setPatientId(null)}>
              change
            </button>
          </p>
          <label className="text-sm">
            <span className="mb-1 block">Patient age</span>
            <input inputMode="numeric" value={age} onChange={(e) => setAge(e.target.value)} className="w-20 rounded-md border border-slate-300 px-2 py-1" />
          </label>
          <label className="text-sm">
            <span className="mb-1 block">Patient sex</span>
            <select value={sex} onChange={(e) => setSex(e.target.value as PatientSex)} className="rounded-md border border-slate-300 px-2 py-1">
              <option value="female">female</option>
              <option value="male">male</option>
              <option value="other">other</option>
            </select>
          </label>
        </div>
        {tree.isError && <ErrorAlert error={tree.error} context="other" />}
        <PedigreeSvg members={members} patientSex={sex} selectedId={editing && editing !== "new" ? editing.id : null} onSelect={(id) => setEditing(members.find((m) => m.id === id) ?? null)} />
        <p className="text-xs text-slate-500">Square male, circle female, diamond unstated; filled = affected; slash = deceased; arrow = patient. Click a relative to edit.</p>
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm" aria-label="Relatives">
          {members.map((m) => (
            <li key={m.id} className="flex items-center justify-between px-3 py-2">
              <span>
                <span className="font-medium">{relationOf(m.relation).names.en}</span>
                {m.label ? ` (${m.label})` : ""}
                {(m.conditions ?? []).length ? ` — ${(m.conditions ?? []).join(", ")}` : ""}
                {m.age_at_diagnosis !== undefined ? `, diagnosed at ${m.age_at_diagnosis}` : ""}
                {m.deceased ? `, deceased${m.age_at_death !== undefined ? ` at ${m.age_at_death}` : ""}` : ""}
              </span>
              <button type="button" className="text-brand-700 underline" onClick={() => setEditing(m)} aria-label={`Edit ${relationOf(m.relation).names.en}`}>
                Edit
              </button>
            </li>
          ))}
          {members.length === 0 && <li className="px-3 py-2 text-slate-500">No relatives yet.</li>}
        </ul>
        {editing ? (
          <MemberForm
            key={editing === "new" ? "new" : editing.id}
            initial={editing === "new" ? null : editing}
            onCancel={() => setEditing(null)}
            onSubmit={(m) => commit(editing === "new" ? [...members, m] : members.map((x) => (x.id === m.id ? m : x)))}
            {...(editing !== "new" ? { onRemove: () => commit(members.filter((x) => x.id !== editing.id)) } : {})}
          />
        ) : (
          <button type="button" onClick={() => setEditing("new")} disabled={members.length >= 100} className="rounded-md border border-brand-600 px-3 py-1.5 text-sm font-medium text-brand-700">
            Add relative
          </button>
        )}
        <p className="text-xs text-slate-600" aria-live="polite">
          {save.isPending ? "Saving…" : save.isError ? "" : save.isSuccess ? "All changes saved." : tree.isSuccess ? "Saved with the patient." : ""}
        </p>
        {save.isError && <ErrorAlert error={save.error} context="other" />}
      </section>
      <section className="space-y-3" aria-label="Family health analysis">
        <button type="button" disabled={!canAnalyse} onClick={() => analyse.mutate()} className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white disabled:opacity-50">
          {analyse.isPending ? "Analysing…" : "Analyse family risk (1 credit)"}
        </button>
        {!canAnalyse && !analyse.isPending && <p className="text-xs text-slate-500">Enter the patient&apos;s age to analyse.</p>}
        {analyse.isError && <ErrorAlert error={analyse.error} context="other" />}
        {analyse.data && <FamilyReport result={analyse.data} />}
      </section>
    </div>
  );
}
