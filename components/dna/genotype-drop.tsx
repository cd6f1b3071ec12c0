"use client";
// Drop zone of the DNA screen, in the same pattern as the blood-test upload: one raw genotype export (23andMe,
// AncestryDNA, MyHeritage, FamilyTreeDNA, LivingDNA, VCF; zipped or gzipped as downloaded) or up to six pages
// of a genetic report. The chosen files are listed with a remove button each.
import { useState } from "react";
import { useDropzone } from "react-dropzone";
import { chooseFiles, formatSize, REPORT_MAX_FILES } from "./dna-files";

export function GenotypeDrop({ files, onChange, disabled }: { files: File[]; onChange: (files: File[]) => void; disabled?: boolean }) {
  const [note, setNote] = useState<string | null>(null);
  // No `accept` filter: raw exports come as .txt, .csv, .tsv, .vcf, .zip, .gz or without an extension, and the
  // server tells the format from the content, not the name.
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    disabled,
    onDrop: (accepted) => {
      const next = chooseFiles(files, accepted);
      onChange(next.files);
      setNote(next.note);
    },
  });

  return (
    <div className="space-y-3">
      <div
        {...getRootProps()}
        className={`cursor-pointer rounded-lg border-2 border-dashed p-8 text-center ${
          isDragActive ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-white hover:border-brand-600"
        } ${disabled ? "opacity-60" : ""}`}
      >
        <input {...getInputProps({ "aria-label": "Genotype file" })} />
        <p className="font-medium text-slate-800">Drop the raw DNA file here, or click to choose it</p>
        <p className="mt-1 text-sm text-slate-500">
          23andMe, AncestryDNA, MyHeritage, FamilyTreeDNA, LivingDNA or VCF, as downloaded (.txt, .csv, .vcf, .zip or .gz; up to 80 MB) — or up
          to {REPORT_MAX_FILES} pages of a genetic test report (PDF or photos).
        </p>
      </div>
      {note && <p className="text-sm text-amber-800">{note}</p>}
      {files.length > 0 && (
        <ul aria-label="Chosen files" className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="flex items-center justify-between px-4 py-2 text-sm">
              <span className="truncate">
                {file.name} <span className="text-slate-500">· {formatSize(file.size)}</span>
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
      )}
    </div>
  );
}
