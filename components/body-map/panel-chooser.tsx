"use client";
// Choosing the panel to map: a report saved to a patient, or a JSON file / pasted text.
import { useState } from "react";
import { PatientPicker } from "@/components/patients/patient-picker";
import { usePatientReports } from "@/components/patients/patient-queries";
import type { Patient } from "@/components/patients/types";
import { panelFromJson, type PanelParameter } from "./panel-source";

export type PanelChoice = { kind: "report"; reportId: string } | { kind: "upload"; parameters: PanelParameter[]; label: string };

function ReportList({ patient, reportId, onChoose }: { patient: Patient; reportId: string | null; onChoose: (id: string) => void }) {
  const reports = usePatientReports(patient.id);
  if (reports.isPending) return <p className="text-sm text-slate-500">Loading reports…</p>;
  if (reports.isError) return <p role="alert" className="text-sm text-red-700">Reports could not be loaded: {reports.error.message}</p>;
  // Blood tests only: a saved DNA report has no values to map.
  const bloodTests = reports.data.reports.filter((r) => r.kind === "blood_test_v12_health");
  if (bloodTests.length === 0) return <p className="text-sm text-slate-500">No reports saved for this patient.</p>;
  return (
    <fieldset className="rounded-md border border-slate-200">
      <legend className="sr-only">Saved reports</legend>
      {bloodTests.map((r) => (
        <label key={r.id} className="flex cursor-pointer items-center gap-3 border-b border-slate-100 px-3 py-2 text-sm last:border-0 hover:bg-slate-50">
          <input type="radio" name="report" checked={reportId === r.id} onChange={() => onChoose(r.id)} />
          <span className="font-medium">{r.title}</span>
          <span className="text-xs text-slate-500">{r.lab_date ?? ""}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function PanelChooser({ choice, onChoose }: { choice: PanelChoice | null; onChoose: (c: PanelChoice) => void }) {
  const [mode, setMode] = useState<"report" | "upload">(choice?.kind ?? "report");
  const [patient, setPatient] = useState<Patient | null>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  const applyText = (value: string, label: string) => {
    try {
      onChoose({ kind: "upload", parameters: panelFromJson(value), label });
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : "The panel could not be read.");
    }
  };

  return (
    <section aria-labelledby="panel-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="panel-heading" className="font-semibold">Panel</h2>
      <div role="radiogroup" aria-label="Panel source" className="flex gap-4 text-sm">
        <label className="flex items-center gap-2"><input type="radio" checked={mode === "report"} onChange={() => setMode("report")} /> Saved report</label>
        <label className="flex items-center gap-2"><input type="radio" checked={mode === "upload"} onChange={() => setMode("upload")} /> Upload a panel (JSON)</label>
      </div>
      {mode === "report" ? (
        <div className="space-y-3">
          <PatientPicker selected={patient} onSelect={setPatient} />
          {patient && <ReportList patient={patient} reportId={choice?.kind === "report" ? choice.reportId : null} onChoose={(id) => onChoose({ kind: "report", reportId: id })} />}
        </div>
      ) : (
        <div className="space-y-2 text-sm">
          <label className="block">
            <span className="mb-1 block font-medium">JSON file</span>
            <input
              type="file"
              accept="application/json,.json"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void file.text().then((t) => applyText(t, file.name));
              }}
            />
          </label>
          <label className="block">
            <span className="mb-1 block font-medium">Or paste a blood-test answer or a list of parameters</span>
            <textarea value={text} onChange={(e) => setText(e.target.value)} rows={5} className="w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-xs" />
          </label>
          <button type="button" onClick={() => applyText(text, "pasted panel")} className="rounded-md border border-slate-300 px-3 py-1.5">Use pasted panel</button>
          {error && <p role="alert" className="text-red-700">{error}</p>}
          {choice?.kind === "upload" && <p className="text-slate-600">Using {choice.label}: {choice.parameters.length} parameters.</p>}
        </div>
      )}
    </section>
  );
}
