"use client";
// Add or edit one relative: relation, age, conditions (comma-separated, any of the 12 languages), age at
// diagnosis, and whether and of what they died.
import { useState } from "react";
import { RELATIONS, type RelationKey } from "@/lib/knowledge/family/relations";
import type { PedigreeMember } from "./types";

interface Props {
  initial: PedigreeMember | null;
  onSubmit: (m: PedigreeMember) => void;
  onCancel: () => void;
  onRemove?: () => void;
}

const num = (v: string): number | undefined => (v.trim() === "" || !Number.isFinite(Number(v)) ? undefined : Math.round(Number(v)));

export function MemberForm({ initial, onSubmit, onCancel, onRemove }: Props) {
  const [relation, setRelation] = useState<RelationKey>(initial?.relation ?? "father");
  const [label, setLabel] = useState(initial?.label ?? "");
  const [age, setAge] = useState(initial?.age?.toString() ?? "");
  const [conditions, setConditions] = useState((initial?.conditions ?? []).join(", "));
  const [diagnosisAge, setDiagnosisAge] = useState(initial?.age_at_diagnosis?.toString() ?? "");
  const [deceased, setDeceased] = useState(initial?.deceased ?? false);
  const [deathAge, setDeathAge] = useState(initial?.age_at_death?.toString() ?? "");
  const [cause, setCause] = useState(initial?.cause_of_death ?? "");

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const m: PedigreeMember = {
      id: initial?.id ?? `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      relation,
      conditions: conditions.split(/[,;\n]/).map((c) => c.trim()).filter(Boolean),
      deceased,
    };
    if (label.trim()) m.label = label.trim();
    const a = num(age), d = num(diagnosisAge), da = num(deathAge);
    if (a !== undefined) m.age = a;
    if (d !== undefined) m.age_at_diagnosis = d;
    if (deceased && da !== undefined) m.age_at_death = da;
    if (deceased && cause.trim()) m.cause_of_death = cause.trim();
    onSubmit(m);
  };

  const field = "w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm";
  return (
    <form onSubmit={submit} aria-label={initial ? "Edit relative" : "Add relative"} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="font-medium">{initial ? "Edit relative" : "Add a relative"}</h3>
      <div className="grid grid-cols-2 gap-3">
        <label className="text-sm">
          <span className="mb-1 block">Relation</span>
          <select value={relation} onChange={(e) => setRelation(e.target.value as RelationKey)} className={field}>
            {RELATIONS.map((r) => (
              <option key={r.key} value={r.key}>
                {r.names.en}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block">Label (optional, not sent for analysis)</span>
          <input value={label} onChange={(e) => setLabel(e.target.value)} maxLength={80} className={field} />
        </label>
        <label className="text-sm">
          <span className="mb-1 block">Age</span>
          <input inputMode="numeric" value={age} onChange={(e) => setAge(e.target.value)} className={field} />
        </label>
        <label className="text-sm">
          <span className="mb-1 block">Age at diagnosis</span>
          <input inputMode="numeric" value={diagnosisAge} onChange={(e) => setDiagnosisAge(e.target.value)} className={field} />
        </label>
      </div>
      <label className="block text-sm">
        <span className="mb-1 block">Conditions (comma-separated)</span>
        <input value={conditions} onChange={(e) => setConditions(e.target.value)} placeholder="e.g. Breast cancer, Type 2 diabetes" className={field} />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={deceased} onChange={(e) => setDeceased(e.target.checked)} /> Deceased
      </label>
      {deceased && (
        <div className="grid grid-cols-2 gap-3">
          <label className="text-sm">
            <span className="mb-1 block">Age at death</span>
            <input inputMode="numeric" value={deathAge} onChange={(e) => setDeathAge(e.target.value)} className={field} />
          </label>
          <label className="text-sm">
            <span className="mb-1 block">Cause of death</span>
            <input value={cause} onChange={(e) => setCause(e.target.value)} className={field} />
          </label>
        </div>
      )}
      <div className="flex gap-2">
        <button type="submit" className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white">
          {initial ? "Save relative" : "Add relative"}
        </button>
        <button type="button" onClick={onCancel} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm">
          Cancel
        </button>
        {onRemove && (
          <button type="button" onClick={onRemove} className="ml-auto rounded-md border border-red-300 px-3 py-1.5 text-sm text-red-700">
            Remove
          </button>
        )}
      </div>
    </form>
  );
}
