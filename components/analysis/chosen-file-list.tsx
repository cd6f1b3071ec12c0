"use client";
// The list under a drop zone (blood-test upload, DNA upload): the chosen files with their size and a remove
// button each, named "Chosen files" so a screen reader (and the e2e tests) find it.
import { formatBytes } from "./file-selection";

export function ChosenFileList({ files, onChange, disabled }: { files: File[]; onChange: (files: File[]) => void; disabled?: boolean | undefined }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Chosen files" className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {files.map((file, i) => (
        <li key={`${file.name}-${i}`} className="flex items-center justify-between px-4 py-2 text-sm">
          <span className="truncate">
            {file.name} <span className="text-slate-500">· {formatBytes(file.size)}</span>
          </span>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChange(files.filter((_, j) => j !== i))}
            aria-label={`Remove ${file.name}`}
            className="ml-4 text-slate-600 underline hover:text-red-700 disabled:opacity-40"
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}
