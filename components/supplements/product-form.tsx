"use client";
// Add / edit one catalogue product; checked with the API's product schema before it joins the list.
import { useState } from "react";
import { PRODUCT_CATEGORIES, productSchema, type CatalogueProduct } from "@/lib/modules/dna-supplements/catalogue/schemas";

const EMPTY: CatalogueProduct = { name: "", brand: "", form: "", dosage: "", category: "vitamin", description: "" };

export function ProductForm({ initial, onSave, onCancel }: { initial: CatalogueProduct | null; onSave: (p: CatalogueProduct) => void; onCancel: () => void }) {
  const [p, setP] = useState<CatalogueProduct>(initial ?? EMPTY);
  const [error, setError] = useState("");
  const field = (k: "name" | "brand" | "form" | "dosage", label: string) => (
    <label className="flex flex-col text-sm">
      {label}
      <input className="rounded border border-slate-300 px-2 py-1" value={p[k]} onChange={(e) => setP({ ...p, [k]: e.target.value })} />
    </label>
  );
  return (
    <form
      aria-label="Product"
      className="grid grid-cols-2 gap-3 rounded border border-slate-200 bg-slate-50 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        const r = productSchema.safeParse(p);
        if (!r.success) return setError(r.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join("; "));
        onSave(r.data);
      }}
    >
      {field("name", "Name")}
      {field("brand", "Brand")}
      {field("form", "Form")}
      {field("dosage", "Dosage")}
      <label className="flex flex-col text-sm">
        Category
        <select aria-label="Product category" className="rounded border border-slate-300 px-2 py-1" value={p.category} onChange={(e) => setP({ ...p, category: e.target.value as CatalogueProduct["category"] })}>
          {PRODUCT_CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
      </label>
      <label className="col-span-2 flex flex-col text-sm">
        Description
        <textarea className="rounded border border-slate-300 px-2 py-1" value={p.description} onChange={(e) => setP({ ...p, description: e.target.value })} />
      </label>
      {error && <p role="alert" className="col-span-2 text-sm text-red-700">{error}</p>}
      <div className="col-span-2 flex gap-2">
        <button type="submit" className="rounded bg-brand-700 px-3 py-1 text-sm text-white">Save product</button>
        <button type="button" onClick={onCancel} className="rounded border px-3 py-1 text-sm">Cancel</button>
      </div>
    </form>
  );
}
