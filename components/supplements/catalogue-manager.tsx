"use client";
// The clinic's supplement catalogue: searchable, filterable table; admins add, edit, delete, duplicate, import and
// export CSV and change the advisor settings; clinicians see the same page read-only. Every change saves a new
// version through PUT /api/v1/dna-supplements/settings (the list is replaced as a whole, as the contract says).
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ApiClientError } from "@/lib/client/api-fetch";
import { queryKeys } from "@/lib/client/query-keys";
import { PRODUCT_CATEGORIES, type CatalogueProduct, type CatalogueSettings } from "@/lib/modules/dna-supplements/catalogue/schemas";
import { saveCatalogue, useCatalogue } from "./catalogue-queries";
import { catalogueToCsv } from "./csv";
import { CsvImport } from "./csv-import";
import { ProductForm } from "./product-form";
import { SettingsForm } from "./settings-form";
import { TryIt } from "./try-it";

export function CatalogueManager() {
  const query = useCatalogue();
  const client = useQueryClient();
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("");
  const [editing, setEditing] = useState<{ index: number | null; product: CatalogueProduct | null } | null>(null);
  const [message, setMessage] = useState("");
  const data = query.data;
  const products = useMemo(() => data?.catalogue ?? [], [data]);
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return products
      .map((p, index) => ({ p, index }))
      .filter(({ p }) => (!category || p.category === category) && (!q || `${p.name} ${p.brand} ${p.description}`.toLowerCase().includes(q)));
  }, [products, search, category]);

  if (query.isPending) return <p>Loading the catalogue…</p>;
  if (query.isError || !data) return <p role="alert">The catalogue could not be loaded. Reload the page.</p>;
  const canEdit = data.can_edit;

  async function save(body: { catalogue?: CatalogueProduct[]; settings?: Partial<CatalogueSettings> }, done: string) {
    try {
      client.setQueryData(queryKeys.supplements.settings(), await saveCatalogue(body));
      setMessage(done);
    } catch (e) {
      setMessage(e instanceof ApiClientError ? `Not saved: ${e.details || e.message}` : "Not saved: the server could not be reached.");
    }
  }
  const replace = (list: CatalogueProduct[], done: string) => save({ catalogue: list }, done);

  return (
    <div className="space-y-6">
      {!canEdit && <p className="rounded bg-slate-100 p-2 text-sm">Read-only: only an administrator of the clinic can change the catalogue.</p>}
      {message && <p role="status" className="text-sm">{message}</p>}
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm">Search<input aria-label="Search products" value={search} onChange={(e) => setSearch(e.target.value)} className="rounded border border-slate-300 px-2 py-1" /></label>
        <label className="flex flex-col text-sm">
          Category
          <select aria-label="Category filter" value={category} onChange={(e) => setCategory(e.target.value)} className="rounded border border-slate-300 px-2 py-1">
            <option value="">All</option>
            {PRODUCT_CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </label>
        <span className="text-sm text-slate-600" data-testid="product-count">{products.length} / {data.limits.products} products</span>
        <button type="button" className="rounded border px-3 py-1 text-sm"
          onClick={() => { const url = URL.createObjectURL(new Blob([catalogueToCsv(products)], { type: "text/csv" })); const a = document.createElement("a"); a.href = url; a.download = "supplement-catalogue.csv"; a.click(); URL.revokeObjectURL(url); }}>
          Export CSV
        </button>
        {canEdit && <button type="button" className="rounded bg-brand-700 px-3 py-1 text-sm text-white" onClick={() => setEditing({ index: null, product: null })}>Add product</button>}
      </div>
      {editing && (
        <ProductForm initial={editing.product} onCancel={() => setEditing(null)} onSave={async (p) => {
          const list = [...products];
          if (editing.index === null) list.push(p); else list[editing.index] = p;
          setEditing(null);
          await replace(list, editing.index === null ? `Added ${p.name}.` : `Saved ${p.name}.`);
        }} />
      )}
      <table className="w-full text-sm" aria-label="Products">
        <thead><tr className="text-left"><th>Name</th><th>Brand</th><th>Form</th><th>Dosage</th><th>Category</th>{canEdit && <th>Actions</th>}</tr></thead>
        <tbody>
          {shown.map(({ p, index }) => (
            <tr key={`${index}-${p.name}`} className="border-t border-slate-100">
              <td>{p.name}</td><td>{p.brand}</td><td>{p.form}</td><td>{p.dosage}</td><td>{p.category}</td>
              {canEdit && (
                <td className="space-x-2">
                  <button type="button" aria-label={`Edit ${p.name}`} onClick={() => setEditing({ index, product: p })}>Edit</button>
                  <button type="button" aria-label={`Duplicate ${p.name}`} onClick={() => void replace([...products.slice(0, index + 1), { ...p, name: `${p.name} (copy)` }, ...products.slice(index + 1)], `Duplicated ${p.name}.`)}>Duplicate</button>
                  <button type="button" aria-label={`Delete ${p.name}`} onClick={() => { if (window.confirm(`Delete ${p.name}?`)) void replace(products.filter((_, i) => i !== index), `Deleted ${p.name}.`); }}>Delete</button>
                </td>
              )}
            </tr>
          ))}
          {!shown.length && <tr><td colSpan={6} className="py-3 text-slate-500">{products.length ? "No product matches." : "The catalogue is empty."}</td></tr>}
        </tbody>
      </table>
      {canEdit && <CsvImport onImport={(list) => replace(list, `Imported ${list.length} products.`)} />}
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">Advisor settings</h2>
        <SettingsForm key={data.version} initial={data.settings} canEdit={canEdit} onSave={(s) => save({ settings: s }, "Settings saved.")} />
      </section>
      <TryIt />
      {data.history.length > 0 && (
        <section>
          <h2 className="text-lg font-semibold">Changes</h2>
          <ul className="text-sm">{data.history.map((h) => <li key={h.version}>v{h.version} · {new Date(h.changed_at).toLocaleString()} · {h.changed_by}: {h.summary}</li>)}</ul>
        </section>
      )}
    </div>
  );
}
