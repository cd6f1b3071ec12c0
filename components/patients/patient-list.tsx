"use client";
// The clinic's patients, searchable by name, each linking to their saved reports.
import Link from "next/link";
import { useDeferredValue, useState } from "react";
import { patientDetails } from "./patient-label";
import { usePatients } from "./patient-queries";

export function PatientList() {
  const [search, setSearch] = useState("");
  const patients = usePatients(useDeferredValue(search));
  const list = patients.data?.patients ?? [];
  return (
    <section aria-labelledby="patients-heading" className="rounded-lg border border-slate-200 bg-white">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 px-5 py-3">
        <h2 id="patients-heading" className="text-lg font-semibold">Your patients</h2>
        <label className="text-sm">
          <span className="sr-only">Search patients</span>
          <input type="search" aria-label="Search patients" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search by name" className="w-64 rounded-md border border-slate-300 px-3 py-1.5" />
        </label>
      </div>
      {patients.isPending && <p className="px-5 py-4 text-slate-500">Loading…</p>}
      {patients.isError && <p role="alert" className="px-5 py-4 text-red-700">Patients could not be loaded: {patients.error.message}</p>}
      {patients.isSuccess && (
        <ul aria-label="Patients" className="divide-y divide-slate-100">
          {list.map((p) => (
            <li key={p.id}>
              <Link href={`/patients/${p.id}`} className="flex items-baseline justify-between px-5 py-3 hover:bg-slate-50">
                <span className="font-medium text-brand-700">{p.display_name}</span>
                <span className="text-sm text-slate-500">{patientDetails(p)}</span>
              </Link>
            </li>
          ))}
          {list.length === 0 && <li className="px-5 py-4 text-slate-500">{search.trim() ? "No patient matches this search." : "No patients yet. Add one below, or save an analysis to a new patient."}</li>}
        </ul>
      )}
      {patients.data?.has_more && <p className="px-5 py-2 text-xs text-slate-500">Only the first 100 are shown: search to narrow the list.</p>}
    </section>
  );
}
