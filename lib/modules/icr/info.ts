// The body of GET /api/icr/info: what the module does, what it accepts, its limits and costs. Costs and
// paths come from the endpoint declarations themselves and limits from the pipeline's constants, so the
// page cannot drift from what the endpoints enforce.
import type { z } from "zod";
import type { EndpointDefinition } from "@/lib/api/define-endpoint";
import { DEFAULT_MULTIPART_LIMITS } from "@/lib/api/read-body";
import { DOCUMENT_TYPES, MAX_PAGES } from "@/lib/documents";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "@/lib/i18n/languages";
import { languagesWithOcrModel } from "./pipeline-health";
import { icrTimeoutMs } from "./read-upload";
import type { infoResponse } from "./schemas";

const MB = 1024 * 1024;

const FEATURES = [
  { name: "extract", description: "Text of every page in reading order, split into headers, paragraphs and tables, with the document's type and language." },
  { name: "kan", description: "Blood test extraction: laboratory values with units and printed reference ranges, laboratory, dates, age and gender (never the patient's name)." },
  { name: "text_layer", description: "PDFs with a text layer are read directly; scanned pages and photos are read with OCR (deskewed, upscaled)." },
  { name: "encrypted_pdf", description: "Password-protected PDFs are opened with 'pdf_password'." },
  { name: "multi_page_images", description: "Several images in one request are read as the pages of one document." },
];

const FORMATS = [
  { format: "pdf", extensions: [".pdf"], media_type: "application/pdf", in_contract: true },
  { format: "jpeg", extensions: [".jpg", ".jpeg"], media_type: "image/jpeg", in_contract: true },
  { format: "png", extensions: [".png"], media_type: "image/png", in_contract: true },
  { format: "webp", extensions: [".webp"], media_type: "image/webp", in_contract: false },
];

/** Short name of an endpoint for the costs table: "extract", "kan_sandbox", "quota" … */
function costKey(path: string): string {
  return path.replace(/^\/api\/icr\/(v1\/)?/, "").replace(/\//g, "_");
}

/** Builds the info body from the module's endpoint declarations. */
export function icrInfo(endpoints: EndpointDefinition[]): z.infer<typeof infoResponse> {
  const cost = (d: EndpointDefinition) => (d.sandbox ? 0 : d.cost);
  const upload = endpoints.find((d) => d.body === "multipart");
  return {
    service: "ICR: document text extraction and blood test extraction (kan)",
    api_version: "icr-v1",
    features: FEATURES,
    endpoints: endpoints.map((d) => ({ method: d.method, path: d.path, summary: d.summary, auth: d.auth, credit_cost: cost(d) })),
    accepted_formats: FORMATS,
    upload_rules: [
      "Send the document in the multipart field 'file'.",
      "One PDF per request; several PDFs are refused (ICR_VAL_2003).",
      "A PDF and images cannot be mixed (ICR_VAL_2004).",
      "Several images are read as the pages of one document, in the order sent.",
      "Failed requests cost nothing.",
    ],
    limits: {
      max_file_size_mb: (upload?.limits?.fileSize ?? DEFAULT_MULTIPART_LIMITS.fileSize) / MB,
      max_files_per_request: Math.min(upload?.limits?.files ?? DEFAULT_MULTIPART_LIMITS.files, MAX_PAGES),
      max_pages: MAX_PAGES,
      processing_timeout_seconds: icrTimeoutMs() / 1000,
    },
    costs: Object.fromEntries(endpoints.map((d) => [costKey(d.path), cost(d)])),
    languages: { default: DEFAULT_LANGUAGE, supported: [...LANGUAGE_CODES], ocr_models: languagesWithOcrModel() },
    document_types: [...DOCUMENT_TYPES],
    section_types: ["header", "paragraph", "table"],
    parameter_types: ["range", "binary"],
  };
}
