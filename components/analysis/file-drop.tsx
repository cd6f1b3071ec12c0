"use client";
// Drop zone for the report: one PDF or page images (PNG, JPEG, WEBP), listed with a remove button each.
import { useState } from "react";
import { useDropzone, type FileRejection } from "react-dropzone";
import { ChosenFileList } from "./chosen-file-list";
import { ACCEPTED_TYPES, addToSelection, MAX_FILE_BYTES, MAX_FILES } from "./file-selection";

function rejectionText(rejections: readonly FileRejection[]): string | null {
  if (rejections.length === 0) return null;
  const names = rejections.map((r) => r.file.name).slice(0, 3).join(", ");
  const tooBig = rejections.some((r) => r.errors.some((e) => e.code === "file-too-large"));
  return tooBig ? `Not added (over 20 MB): ${names}.` : `Not added (only PDF, PNG, JPEG or WEBP): ${names}.`;
}

export function FileDrop({ files, onChange, disabled }: { files: File[]; onChange: (files: File[]) => void; disabled?: boolean }) {
  const [note, setNote] = useState<string | null>(null);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPTED_TYPES,
    maxSize: MAX_FILE_BYTES,
    disabled,
    onDrop: (accepted, rejected) => {
      const next = addToSelection(files, accepted);
      onChange(next.files);
      setNote([next.note, rejectionText(rejected)].filter(Boolean).join(" ") || null);
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
        <input {...getInputProps({ "aria-label": "Report files" })} />
        <p className="font-medium text-slate-800">Drop the report here, or click to choose files</p>
        <p className="mt-1 text-sm text-slate-500">One PDF, or photos/scans of the pages (PNG, JPEG, WEBP; up to {MAX_FILES}). 20 MB per file.</p>
      </div>
      {note && <p className="text-sm text-amber-800">{note}</p>}
      <ChosenFileList files={files} onChange={onChange} disabled={disabled} />
    </div>
  );
}
