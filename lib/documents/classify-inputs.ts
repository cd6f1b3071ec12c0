// Checks a request's files before any decoder runs: every file's type from its bytes, one PDF or only images,
// the page cap for images, and each image's declared size (decompression bombs are refused from the header).

import { detectFileType, isImageType } from "./detect-type";
import { DocumentError } from "./errors";
import { checkImageHeader } from "./image-header";
import { MAX_PAGES } from "./limits";
import type { InputFile } from "./types";

export interface IndexedFile {
  bytes: Uint8Array;
  index: number;
}

export type ClassifiedInput = { kind: "pdf"; file: IndexedFile } | { kind: "images"; files: IndexedFile[] };

function typed<T>(index: number, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof DocumentError && e.fileIndex === undefined) throw new DocumentError(e.code, { fileIndex: index, detail: e.detail });
    throw e;
  }
}

/** Validates the upload set; throws DocumentError with the offending file's index. */
export function classifyInputs(files: InputFile[]): ClassifiedInput {
  if (files.length === 0) throw new DocumentError("empty_file", { detail: "no file" });
  const types = files.map((f, i) => typed(i, () => detectFileType(f.bytes)));
  const pdfs = types.filter((t) => t === "pdf").length;
  if (pdfs > 1) throw new DocumentError("several_pdfs");
  if (pdfs === 1 && files.length > 1) throw new DocumentError("mixed_inputs");
  if (pdfs === 1) return { kind: "pdf", file: { bytes: files[0]!.bytes, index: 0 } };
  if (files.length > MAX_PAGES) throw new DocumentError("too_many_pages", { detail: `${files.length} images, at most ${MAX_PAGES}` });
  files.forEach((f, i) => {
    const t = types[i]!;
    if (isImageType(t)) checkImageHeader(f.bytes, t, i);
  });
  return { kind: "images", files: files.map((f, i) => ({ bytes: f.bytes, index: i })) };
}
