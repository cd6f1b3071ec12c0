// What the caller sent, turned into panel genotypes and the `source` block: one raw genotype file (streamed by
// ./reader), up to six report files (PDF/images, through lib/documents), or pasted genotype_text. Shared by
// /analyze (synchronous and at job submission) and /validate.
import { ApiError } from "@/lib/api/api-error";
import type { UploadedFile } from "@/lib/api/read-body";
import { PANEL_TOTAL } from "@/lib/knowledge/dna";
import type { GenotypeCall } from "@/lib/knowledge/dna/types";
import { genotypesFromDocuments } from "./document-genotypes";
import { readGenotypes } from "./reader/read-genotypes";
import { MAX_GENOTYPE_TEXT, type DnaSource } from "./schemas";

const MB = 1024 * 1024;
export const MAX_REPORT_FILES = 6;
export const MAX_PDF_BYTES = 20 * MB;
export const MAX_IMAGE_BYTES = 10 * MB;

export interface DnaInput {
  calls: GenotypeCall[];
  /** `source` without panel_found (the interpretation counts the usable panel calls). */
  source: Omit<DnaSource, "panel_found">;
}

/** PDF, PNG, JPEG or WEBP by their first bytes; everything else is read as genotype data. */
export function reportFileKind(head: Uint8Array): "pdf" | "image" | null {
  const b = Buffer.from(head.subarray(0, 12));
  if (b.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  if (b[0] === 0x89 && b.subarray(1, 4).toString("latin1") === "PNG") return "image";
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image";
  if (b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP") return "image";
  return null;
}

async function headOf(file: UploadedFile): Promise<Uint8Array> {
  const { open } = await import("node:fs/promises");
  const fh = await open(file.path, "r");
  try {
    const buf = Buffer.alloc(12);
    const { bytesRead } = await fh.read(buf, 0, 12, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/** Reads the request's genotype data; every failure is an ApiError with the contract's code. */
export async function readDnaInput(args: { files: UploadedFile[]; genotypeText?: string; language: string; signal: AbortSignal }): Promise<DnaInput> {
  const { files, genotypeText } = args;
  const hasText = typeof genotypeText === "string" && genotypeText.trim().length > 0;
  if (files.length === 0 && !hasText) throw new ApiError("VAL_2001", "Send a genotype file in 'file' or paste genotype lines in 'genotype_text'.");
  if (files.length > 0 && hasText) throw new ApiError("VAL_2002", "Send either a file or 'genotype_text', not both.");
  if (hasText) {
    if (genotypeText.length > MAX_GENOTYPE_TEXT) throw new ApiError("VAL_2006", `'genotype_text' is longer than ${MAX_GENOTYPE_TEXT.toLocaleString("en")} characters; upload the file instead.`);
    const r = await readGenotypes({ kind: "text", text: genotypeText }, { signal: args.signal });
    return { calls: r.calls, source: { kind: "text", format: r.format, build: r.build, total_records: r.total_records, called: r.called, no_call_rate: r.no_call_rate, inferred_sex: r.inferred_sex, panel_total: PANEL_TOTAL, filename: null, warnings: r.warnings } };
  }
  const kinds = await Promise.all(files.map(async (f) => reportFileKind(await headOf(f))));
  if (kinds.every((k) => k === null)) {
    if (files.length > 1) throw new ApiError("VAL_2002", "Send one raw genotype file per request (or up to 6 report PDFs/images).");
    const f = files[0]!;
    const r = await readGenotypes({ kind: "file", path: f.path, size: f.size }, { signal: args.signal });
    // `filename` is the name the caller uploaded; a zip member's name is not echoed (23andMe's carry the person's name).
    return {
      calls: r.calls,
      source: { kind: "raw", format: r.format, build: r.build, total_records: r.total_records, called: r.called, no_call_rate: r.no_call_rate, inferred_sex: r.inferred_sex, panel_total: PANEL_TOTAL, filename: f.filename || null, warnings: r.warnings },
    };
  }
  if (kinds.some((k) => k === null)) throw new ApiError("VAL_2002", "Report files must all be PDFs or images (JPG, PNG); a raw genotype file is sent on its own.");
  if (files.length > MAX_REPORT_FILES) throw new ApiError("VAL_2006", `At most ${MAX_REPORT_FILES} report files can be sent in one request.`);
  files.forEach((f, i) => {
    const limit = kinds[i] === "pdf" ? MAX_PDF_BYTES : MAX_IMAGE_BYTES;
    if (f.size > limit) throw new ApiError("VAL_2006", `"${f.filename.slice(0, 80)}" is larger than ${limit / MB} MB (PDF up to 20 MB, JPG or PNG up to 10 MB).`);
  });
  const read = await genotypesFromDocuments(files.map((f) => ({ bytes: f.bytes, name: f.filename })), args.language, args.signal);
  return {
    calls: read.calls,
    source: {
      kind: "document", format: "document", build: "unknown", total_records: read.pairs, called: read.calls.length, no_call_rate: 0, inferred_sex: "unknown",
      panel_total: PANEL_TOTAL, filename: files.map((f) => f.filename).filter(Boolean).join(", ") || null,
      warnings: [`Genotypes were read from the text of ${read.pages} report page(s); ${read.calls.length} panel marker(s) found.`],
    },
  };
}
