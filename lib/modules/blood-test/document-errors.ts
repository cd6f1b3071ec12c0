// Document pipeline failures → API errors with messages a clinician understands. Shared by the blood test
// and ICR modules; the ICR family answers its own ICR_* codes where the contract defines them.
import { ApiError } from "@/lib/api/api-error";
import type { ErrorCode } from "@/lib/api/error-codes";
import { isDocumentError, MAX_PAGES, type DocumentErrorCode } from "@/lib/documents";

const GENERAL: Record<DocumentErrorCode, [ErrorCode, string]> = {
  empty_file: ["VAL_2005", "The uploaded file is empty."],
  unsupported_type: ["VAL_2002", "The file is not a PDF, PNG, JPEG or WEBP document. Upload the report as a PDF or as photos of its pages."],
  corrupt: ["VAL_2002", "The file is damaged or incomplete and cannot be read. Export or scan it again."],
  password_required: ["VAL_2011", "The PDF is password protected. Send its password in the 'pdf_password' field."],
  password_wrong: ["VAL_2011", "The 'pdf_password' does not open this PDF. Check the password and try again."],
  too_many_pages: ["VAL_2006", `The document has more than ${MAX_PAGES} pages. Send only the pages with the results.`],
  too_many_files: ["VAL_2006", `At most ${MAX_PAGES} page images can be sent in one request.`],
  image_too_large: ["VAL_2006", "The image's pixel dimensions are too large to process. Send a photo or scan of normal size."],
  too_large_inflated: ["VAL_2006", "The PDF expands to far more data than a lab report holds when decompressed, so it was not read. Export or scan the report again."],
  mixed_inputs: ["VAL_2002", "Send either one PDF or images of the report's pages, not both in one request."],
  several_pdfs: ["VAL_2002", "Send one PDF per request; several images are read as the pages of one report."],
  no_text: ["VAL_2010", "No readable text was found in the document. Check that the scan or photo is sharp and well lit."],
  aborted: ["PROC_3001", "Processing was stopped before it finished. No credit was charged; please retry."],
  processing_failed: ["PROC_3001", "The document could not be processed. No credit was charged; please retry or send a clearer copy."],
};

const ICR: Partial<Record<DocumentErrorCode, ErrorCode>> = {
  unsupported_type: "ICR_VAL_2002",
  corrupt: "ICR_VAL_2002",
  several_pdfs: "ICR_VAL_2003",
  mixed_inputs: "ICR_VAL_2004",
  no_text: "ICR_PROC_3001",
  aborted: "ICR_PROC_3004",
};

/** Rethrows a DocumentError as the matching ApiError; anything else is rethrown unchanged. */
export function rethrowDocumentError(err: unknown, family?: "ICR"): never {
  if (!isDocumentError(err)) throw err;
  const [code, message] = GENERAL[err.code];
  const which = err.fileIndex !== undefined ? ` (file ${err.fileIndex + 1})` : "";
  throw new ApiError((family === "ICR" && ICR[err.code]) || code, message + which);
}
