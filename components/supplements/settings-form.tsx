"use client";
// Advisor settings: catalogue mode, recommendations per plan (3–12), instructions with a character counter.
import { useState } from "react";
import { CATALOGUE_MODES, MAX_INSTRUCTIONS, MAX_MAX_ITEMS, MIN_MAX_ITEMS, type CatalogueSettings } from "@/lib/modules/dna-supplements/catalogue/schemas";

export function SettingsForm({ initial, canEdit, onSave }: { initial: CatalogueSettings; canEdit: boolean; onSave: (s: CatalogueSettings) => Promise<void> }) {
  const [s, setS] = useState(initial);
  return (
    <form aria-label="Advisor settings" className="space-y-3" onSubmit={(e) => { e.preventDefault(); void onSave(s); }}>
      <fieldset disabled={!canEdit} className="grid grid-cols-2 gap-3">
        <label className="flex flex-col text-sm">
          Catalogue mode
          <select value={s.mode} onChange={(e) => setS({ ...s, mode: e.target.value as CatalogueSettings["mode"] })} className="rounded border border-slate-300 px-2 py-1">
            {CATALOGUE_MODES.map((m) => <option key={m} value={m}>{m}</option>)}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          Recommendations per plan ({MIN_MAX_ITEMS}–{MAX_MAX_ITEMS})
          <input type="number" min={MIN_MAX_ITEMS} max={MAX_MAX_ITEMS} value={s.max_items} onChange={(e) => setS({ ...s, max_items: Number(e.target.value) })} className="rounded border border-slate-300 px-2 py-1" />
        </label>
        <label className="col-span-2 flex flex-col text-sm">
          Instructions to the writer (safety rules always take precedence)
          <textarea maxLength={MAX_INSTRUCTIONS} rows={4} value={s.instructions} onChange={(e) => setS({ ...s, instructions: e.target.value })} className="rounded border border-slate-300 px-2 py-1" />
          <span className="text-xs text-slate-500" data-testid="instructions-counter">{s.instructions.length} / {MAX_INSTRUCTIONS}</span>
        </label>
      </fieldset>
      {canEdit && <button type="submit" className="rounded bg-brand-700 px-3 py-1 text-sm text-white">Save settings</button>}
    </form>
  );
}
