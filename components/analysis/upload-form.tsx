"use client";
// The upload screen's form: files, report language, PDF password; sends them with progress and hands the
// analysis to the caller. Nothing is stored on the server unless the clinician saves the result.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { DEFAULT_LANGUAGE, LANGUAGES } from "@/lib/i18n/languages";
import { ErrorAlert } from "./error-alert";
import { FileDrop } from "./file-drop";
import { isPdf } from "./file-selection";
import type { HealthReport } from "./types";
import { UploadProgress } from "./upload-progress";
import { uploadForAnalysis, type UploadInput, type UploadPhase } from "./upload-request";

export function UploadForm({ onResult }: { onResult: (report: HealthReport) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [language, setLanguage] = useState(DEFAULT_LANGUAGE);
  const [pdfPassword, setPdfPassword] = useState("");
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const analyze = useMutation({
    mutationFn: (input: UploadInput) => uploadForAnalysis(input, setPhase),
    onSuccess: onResult,
    onSettled: () => setPhase(null),
  });
  const hasPdf = files.some(isPdf);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (files.length > 0) analyze.mutate({ files, language, pdfPassword });
  }

  return (
    <form onSubmit={submit} aria-label="Upload a blood test" className="space-y-4">
      <FileDrop
        files={files}
        disabled={analyze.isPending}
        onChange={(next) => {
          setFiles(next);
          analyze.reset();
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block text-sm">
          <span className="mb-1 block font-medium">Report language</span>
          <select
            value={language}
            onChange={(e) => setLanguage(e.target.value)}
            disabled={analyze.isPending}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
                {l.native !== l.name ? ` — ${l.native}` : ""}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm">
          <span className="mb-1 block font-medium">PDF password</span>
          <input
            type="password"
            value={pdfPassword}
            onChange={(e) => setPdfPassword(e.target.value)}
            disabled={analyze.isPending || (files.length > 0 && !hasPdf)}
            autoComplete="off"
            placeholder="Only for a protected PDF"
            className="w-full rounded-md border border-slate-300 px-3 py-2 disabled:bg-slate-100"
          />
        </label>
      </div>
      {phase && <UploadProgress phase={phase} />}
      {analyze.isError && <ErrorAlert error={analyze.error} />}
      <button
        type="submit"
        disabled={files.length === 0 || analyze.isPending}
        className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-50"
      >
        {analyze.isPending ? "Analyzing…" : "Analyze report"}
      </button>
      <p className="text-xs text-slate-500">One analysis uses 1 credit; failed analyses are free.</p>
    </form>
  );
}
