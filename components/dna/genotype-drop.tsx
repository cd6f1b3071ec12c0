"use client";
// Drop zone of the DNA screen, in the same pattern as the blood-test upload: one raw genotype export (23andMe,
// AncestryDNA, MyHeritage, FamilyTreeDNA, LivingDNA, VCF; zipped or gzipped as downloaded) or up to six pages
// of a genetic report. The chosen files are listed with a remove button each.
import { useState } from "react";
import { useDropzone } from "react-dropzone";
import { ChosenFileList } from "@/components/analysis/chosen-file-list";
import { chooseFiles, REPORT_MAX_FILES } from "./dna-files";

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
      <ChosenFileList files={files} onChange={onChange} disabled={disabled} />
    </div>
  );
}
