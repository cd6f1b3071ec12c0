"use client";
// Correcting one row: the analyte is picked from the knowledge base (suggestions as the clinician types),
// value, unit and range are typed; "Apply" re-evaluates the row on the server before it replaces the reading.
import { useId, useState } from "react";
import type { RowFields } from "./review-state";
import { useAnalyteSuggestions } from "./review-queries";

export function RowEditor({ initial, busy, onApply, onCancel }: { initial: RowFields; busy: boolean; onApply: (fields: RowFields) => void; onCancel: () => void }) {
  const [fields, setFields] = useState<RowFields>(initial);
  const listId = useId();
  const suggestions = useAnalyteSuggestions(fields.name === initial.name ? "" : fields.name);
  const set = (k: keyof RowFields) => (e: React.ChangeEvent<HTMLInputElement>) => setFields({ ...fields, [k]: e.target.value });
  const input = "w-full rounded-md border border-slate-300 px-2 py-1";
  return (
    <form
      className="grid gap-2 sm:grid-cols-5"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(fields);
      }}
    >
      <label className="text-xs sm:col-span-2">
        <span className="mb-0.5 block font-medium">Analyte</span>
        <input value={fields.name} onChange={set("name")} list={listId} className={input} autoComplete="off" />
        <datalist id={listId}>
          {(suggestions.data?.analytes ?? []).map((a) => (
            <option key={a.id} value={a.long_name}>{`${a.short_name} · ${a.unit || "qualitative"}`}</option>
          ))}
        </datalist>
      </label>
      <label className="text-xs">
        <span className="mb-0.5 block font-medium">Value</span>
        <input value={fields.value} onChange={set("value")} className={input} required />
      </label>
      <label className="text-xs">
        <span className="mb-0.5 block font-medium">Unit</span>
        <input value={fields.unit} onChange={set("unit")} className={input} />
      </label>
      <label className="text-xs">
        <span className="mb-0.5 block font-medium">Reference range</span>
        <input value={fields.range} onChange={set("range")} className={input} placeholder="e.g. 3.9-5.5" />
      </label>
      <div className="flex gap-2 sm:col-span-5">
        <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-50">
          {busy ? "Re-evaluating…" : "Apply correction"}
        </button>
        <button type="button" onClick={onCancel} disabled={busy} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50">
          Cancel
        </button>
      </div>
    </form>
  );
}
