"use client";
// The DNA screen: upload a raw genotype file (or paste lines) with upload progress, follow the analysis job
// by polling, then read the report by section and save it to a patient.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { apiGet, apiPostJson, ApiClientError } from "@/lib/client/api-fetch";
import { queryKeys } from "@/lib/client/query-keys";
import { pollJob, submitDna, type Accepted, type ApiFailure, type DnaData } from "./dna-api";
import { DnaReport } from "./dna-report";

const LANGUAGES = ["en", "de", "fr", "es", "it", "pt", "tr", "nl", "pl", "ru", "zh", "ar"];

interface PatientList { patients: { id: string; display_name: string }[] }

function SaveToPatient({ data }: { data: DnaData }) {
  const [q, setQ] = useState("");
  const [patientId, setPatientId] = useState("");
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const patients = useQuery({ queryKey: queryKeys.patients.list(q), queryFn: () => apiGet<PatientList>(`/api/patients?q=${encodeURIComponent(q)}`) });
  async function save() {
    setError(null);
    try {
      await apiPostJson(`/api/patients/${patientId}/dna-reports`, { title: `DNA report ${data.analysis_id}`, data });
      setSaved(patients.data?.patients.find((p) => p.id === patientId)?.display_name ?? "patient");
    } catch (e) {
      setError(e instanceof ApiClientError ? `${e.message} ${e.details}` : "Could not save.");
    }
  }
  return (
    <section className="flex flex-wrap items-end gap-2 rounded border p-4 text-sm">
      <label className="flex flex-col">Find patient<input className="rounded border px-2 py-1" value={q} onChange={(e) => setQ(e.target.value)} /></label>
      <label className="flex flex-col">Patient
        <select className="rounded border px-2 py-1" value={patientId} onChange={(e) => setPatientId(e.target.value)} aria-label="Patient">
          <option value="">Choose…</option>
          {patients.data?.patients.map((p) => <option key={p.id} value={p.id}>{p.display_name}</option>)}
        </select>
      </label>
      <button type="button" className="rounded bg-slate-900 px-3 py-1 text-white disabled:opacity-50" disabled={!patientId} onClick={() => void save()}>Save to patient</button>
      {saved && <span role="status">Saved to {saved}.</span>}
      {error && <span role="alert" className="text-red-700">{error}</span>}
    </section>
  );
}

export function DnaWorkspace() {
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState("");
  const [language, setLanguage] = useState("en");
  const [progress, setProgress] = useState<number | null>(null);
  const [job, setJob] = useState<Accepted | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  const status = useQuery({
    queryKey: queryKeys.dna.job(job?.job_id ?? "none"),
    queryFn: () => pollJob(job!.poll_url),
    enabled: job !== null,
    refetchInterval: (q) => (q.state.data && q.state.data.status !== "pending" ? false : (job?.poll_interval_ms ?? 2000)),
  });

  async function start() {
    setFailure(null);
    setJob(null);
    setProgress(0);
    try {
      setJob(await submitDna({ file, text, language }, setProgress));
    } catch (e) {
      setFailure(e as ApiFailure);
    } finally {
      setProgress(null);
    }
  }

  const result = status.data?.result as { response?: { data?: DnaData } } | { error?: ApiFailure } | undefined;
  const report = status.data?.status === "completed" && result && "response" in result ? result.response?.data : undefined;
  const jobError = status.data?.status === "failed" && result && "error" in result ? result.error : undefined;
  const shown = failure ?? jobError;

  return (
    <div className="space-y-4">
      <section className="space-y-3 rounded border p-4">
        <label className="block text-sm">Raw genotype file (23andMe, AncestryDNA, MyHeritage, FamilyTreeDNA, LivingDNA, VCF; .zip or .gz; up to 80 MB) or report PDFs
          <input className="mt-1 block" type="file" aria-label="Genotype file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </label>
        <label className="block text-sm">…or paste genotype lines (rsID, chromosome, position, genotype)
          <textarea className="mt-1 block h-24 w-full rounded border p-2 font-mono text-xs" value={text} onChange={(e) => setText(e.target.value)} disabled={file !== null} aria-label="Genotype text" />
        </label>
        <div className="flex items-center gap-3">
          <select className="rounded border px-2 py-1 text-sm" value={language} onChange={(e) => setLanguage(e.target.value)} aria-label="Report language">
            {LANGUAGES.map((l) => <option key={l} value={l}>{l}</option>)}
          </select>
          <button type="button" className="rounded bg-slate-900 px-4 py-1.5 text-white disabled:opacity-50" disabled={(!file && !text.trim()) || progress !== null} onClick={() => void start()}>
            Analyse (1 credit)
          </button>
        </div>
        {progress !== null && (
          <div className="text-sm" role="status">Uploading… {Math.round(progress * 100)} %<progress className="ml-2 align-middle" max={1} value={progress} /></div>
        )}
        {job && status.data?.status === "pending" && (
          <div className="text-sm" role="status">Analysis {status.data.state === "running" ? "running" : "queued"} (job {job.job_id.slice(0, 8)}, attempt {Math.max(1, status.data.attempts)})…</div>
        )}
        {shown && <div role="alert" className="rounded bg-red-50 p-2 text-sm text-red-800"><strong>{shown.code}</strong>: {shown.message} {shown.details}</div>}
      </section>
      {report && (
        <>
          <SaveToPatient data={report} />
          <DnaReport data={report} />
        </>
      )}
    </div>
  );
}
