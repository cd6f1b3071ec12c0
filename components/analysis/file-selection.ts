// Which files one analysis request may carry (core contract: one PDF, or several images that are the pages
// of one report; the API takes at most 10 files of 20 MB). Adding files to the selection keeps it valid and
// says in plain words what was left out.

export const ACCEPTED_TYPES = {
  "application/pdf": [".pdf"],
  "image/png": [".png"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/webp": [".webp"],
} as const;
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_FILES = 10;

/** Minimal file shape (a browser File fits), so the rules are testable without a DOM. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

export function isPdf(file: ChosenFile): boolean {
  return file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
}

/**
 * The selection after adding `added` to `current`: a PDF replaces everything (one PDF per report), images
 * replace a PDF and are appended to earlier images up to MAX_FILES; `note` explains anything dropped.
 */
export function addToSelection<F extends ChosenFile>(current: readonly F[], added: readonly F[]): { files: F[]; note: string | null } {
  if (added.length === 0) return { files: [...current], note: null };
  const pdfs = added.filter(isPdf);
  if (pdfs.length > 0) {
    const dropped = added.length - 1 + current.length;
    return {
      files: [pdfs[0]!],
      note: dropped > 0 ? "A report is sent either as one PDF or as images of its pages, so only the PDF was kept." : null,
    };
  }
  const kept = current.filter((f) => !isPdf(f));
  const replacedPdf = kept.length < current.length;
  const files = [...kept, ...added].slice(0, MAX_FILES);
  const overflow = kept.length + added.length - files.length;
  const notes = [
    replacedPdf ? "The PDF was replaced by the page images." : "",
    overflow > 0 ? `At most ${MAX_FILES} page images can be sent; ${overflow} were left out.` : "",
  ].filter(Boolean);
  return { files, note: notes.length ? notes.join(" ") : null };
}

/** "1.2 MB", "340 KB": sizes as people read them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
