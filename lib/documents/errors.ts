// The one error type the document pipeline throws on purpose. The API kernel maps `code` to its own error codes
// (e.g. unsupported_type -> ICR_VAL_2002 / VAL_2002, password_required -> VAL_2001). processing_failed means our
// side failed (OCR worker, renderer) and maps to a processing error; anything else that escapes is a bug.

export const DOCUMENT_ERROR_CODES = [
  "empty_file",
  "unsupported_type",
  "corrupt",
  "password_required",
  "password_wrong",
  "too_many_pages",
  "too_many_files",
  "image_too_large",
  "too_large_inflated",
  "mixed_inputs",
  "several_pdfs",
  "no_text",
  "aborted",
  "processing_failed",
] as const;
export type DocumentErrorCode = (typeof DOCUMENT_ERROR_CODES)[number];

const MESSAGES: Record<DocumentErrorCode, string> = {
  empty_file: "The file is empty.",
  unsupported_type: "The file is not a PDF, PNG, JPEG or WEBP document.",
  corrupt: "The file is damaged and cannot be read.",
  password_required: "The PDF is encrypted; a password is needed to open it.",
  password_wrong: "The PDF password is wrong.",
  too_many_pages: "The document has too many pages.",
  too_many_files: "Too many files were sent in one request.",
  image_too_large: "The image is too large to process.",
  too_large_inflated: "The document expands to more data than can be processed.",
  mixed_inputs: "A PDF and images cannot be sent together.",
  several_pdfs: "Only one PDF can be sent per request.",
  no_text: "No readable text was found in the document.",
  aborted: "Processing was stopped.",
  processing_failed: "The document could not be processed.",
};

/** A user-facing, typed failure of the document pipeline. `fileIndex` names the offending upload (0-based). */
export class DocumentError extends Error {
  readonly code: DocumentErrorCode;
  readonly fileIndex?: number;
  readonly detail?: string;

  constructor(code: DocumentErrorCode, opts: { fileIndex?: number; detail?: string; cause?: unknown } = {}) {
    super(MESSAGES[code], opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = "DocumentError";
    this.code = code;
    this.fileIndex = opts.fileIndex;
    this.detail = opts.detail;
  }
}

/** Type guard usable across module boundaries (instanceof can fail with duplicated bundles). */
export function isDocumentError(e: unknown): e is DocumentError {
  return e instanceof Error && e.name === "DocumentError" && typeof (e as DocumentError).code === "string";
}
