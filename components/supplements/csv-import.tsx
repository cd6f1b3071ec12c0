"use client";
// CSV import with a preview: every row with its line number and errors; only a file without errors can replace
// the catalogue (nothing is saved before the admin confirms).
import { useState } from "react";
import type { CatalogueProduct } from "@/lib/modules/dna-supplements/catalogue/schemas";
import { parseCatalogueCsv, type CsvPreview } from "./csv";

export function CsvImport({ onImport }: { onImport: (products: CatalogueProduct[]) => Promise<void> }) {
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const bad = preview ? preview.rows.filter((r) => r.errors.length).length + preview.fileErrors.length : 0;
  return (
    <section aria-label="CSV import" className="space-y-2">
      <label className="text-sm">
        Import CSV{" "}
        <input type="file" accept=".csv,text/csv" aria-label="CSV file" onChange={async (e) => { const f = e.target.files?.[0]; if (f) setPreview(parseCatalogueCsv(await f.text())); }} />
      </label>
      {preview && (
        <div className="rounded border border-slate-200 p-3">
          {preview.fileErrors.map((m) => <p key={m} role="alert" className="text-sm text-red-700">{m}</p>)}
          <table className="w-full text-sm">
            <thead><tr><th className="text-left">Line</th><th className="text-left">Product</th><th className="text-left">Check</th></tr></thead>
            <tbody>
              {preview.rows.map((r) => (
                <tr key={r.line} data-testid="csv-row" className={r.errors.length ? "text-red-700" : ""}>
                  <td>{r.line}</td><td>{r.product?.name ?? "—"}</td><td>{r.errors.length ? r.errors.join("; ") : "ok"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-sm">{bad ? `${bad} problem(s): correct the file and choose it again. Nothing was saved.` : `${preview.rows.length} products ready. Importing replaces the whole catalogue.`}</p>
          <div className="mt-2 flex gap-2">
            <button type="button" disabled={bad > 0 || !preview.rows.length} className="rounded bg-brand-700 px-3 py-1 text-sm text-white disabled:opacity-50"
              onClick={async () => { await onImport(preview.rows.map((r) => r.product!)); setPreview(null); }}>
              Replace catalogue with these {preview.rows.length} products
            </button>
            <button type="button" className="rounded border px-3 py-1 text-sm" onClick={() => setPreview(null)}>Discard</button>
          </div>
        </div>
      )}
    </section>
  );
}
