"use client";
// The DNA screen's form: a raw genotype file (or report pages) or pasted genotype lines, and the report
// language. Submitting hands the input to the caller, which uploads it and follows the job.
import { useState } from "react";
import { languageInfo } from "@/lib/i18n/languages";
import type { DnaInput } from "./dna-api";
import { GenotypeDrop } from "./genotype-drop";

/** The languages the DNA report is written in (its complete catalogues). */
export const DNA_LANGUAGES = ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "tr", "ru", "ar", "zh"] as const;

function languageLabel(code: string): string {
  const l = languageInfo(code);
  return l ? `${l.name}${l.native !== l.name ? ` — ${l.native}` : ""}` : code;
}

export function DnaUploadForm({ busy, onSubmit }: { busy: boolean; onSubmit: (input: DnaInput) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [text, setText] = useState("");
  const [language, setLanguage] = useState<string>("en");
  const ready = files.length > 0 || text.trim() !== "";

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (ready) onSubmit({ files, text: files.length > 0 ? "" : text, language });
  }

  return (
    <form onSubmit={submit} aria-label="Analyse DNA data" className="space-y-4">
      <GenotypeDrop files={files} onChange={setFiles} disabled={busy} />
      <details className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">…or paste genotype lines</summary>
        <label className="mt-3 block">
          <span className="mb-1 block text-slate-600">One marker per line: rsID, chromosome, position, genotype (e.g. rs429358 19 45411941 CT).</span>
          <textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            disabled={busy || files.length > 0}
            aria-label="Genotype text"
            rows={5}
            className="w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-xs disabled:bg-slate-100"
          />
        </label>
        {files.length > 0 && <p className="text-xs text-slate-500">A file is chosen; it is analysed instead of pasted lines.</p>}
      </details>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block text-sm">
          <span className="mb-1 block font-medium">Report language</span>
          <select value={language} onChange={(e) => setLanguage(e.target.value)} disabled={busy} className="w-full rounded-md border border-slate-300 bg-white px-3 py-2">
            {DNA_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {languageLabel(code)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <button type="submit" disabled={!ready || busy} className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-50">
        {busy ? "Analysing…" : "Analyse DNA data"}
      </button>
      <p className="text-xs text-slate-500">One analysis uses 1 credit, charged when the report is ready; failed analyses are free.</p>
    </form>
  );
}
