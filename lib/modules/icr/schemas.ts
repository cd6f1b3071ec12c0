// Request and response schemas of the ICR endpoints (extended-modules, "ICR text extraction" and "ICR").
// Extract and kan answer exactly the contract's fields; `credit_cost` sits at the root of the envelope beside
// `data` (set by the handlers through ctx.rootFields). Info, health and quota bodies are ours to decide
// (the contract shows none); their fields are described here.
import { z } from "zod";
import { DOCUMENT_TYPES } from "@/lib/documents";
import { quotaSchema } from "@/lib/modules/utility/schemas";

export const icrUploadRequest = z.object({
  pdf_password: z.string().max(256).optional().describe("Password of an encrypted PDF (accepted by extract and kan)."),
});

export const noBodyRequest = z.object({}).describe("No body fields besides credentials.");

const engineFields = {
  engine: z
    .string()
    .describe("What read the text: 'pdfjs-text-layer' (the PDF's own text), 'tesseract-ocr' (images and scanned pages), or both joined by '+'."),
  version: z.string().describe("Version of each engine named, in the same order, joined by '+' (e.g. '5.6.205' or '5.6.205+7.0.0')."),
};

const sectionSchema = z.object({
  type: z.enum(["header", "paragraph", "table"]).describe("Kind of block: a heading line, running text, or a table (cells separated by tabs)."),
  content: z.string().describe("Text of the block; table rows on separate lines, cells separated by a tab."),
});

const tableSchema = z.object({
  headers: z.array(z.string()).describe("Column headings when the table's first row is a heading row; empty otherwise."),
  rows: z.array(z.array(z.string())).describe("Rows of cells, placed in columns; a missing cell is an empty string."),
});

export const extractResponse = z.object({
  document_type: z.enum(DOCUMENT_TYPES).describe("Kind of document, from its text: blood_test_report, urine_test_report, prescription, discharge_summary, imaging_report, pathology_report, invoice or other."),
  page_count: z.number().int().describe("Pages read: the PDF's pages, or one per uploaded image."),
  pages: z.array(
    z.object({
      page_number: z.number().int().describe("1-based page number, in reading order."),
      content: z.object({
        raw_text: z.string().describe("The page's text, one printed line per line, in reading order."),
        sections: z.array(sectionSchema).describe("The page as consecutive blocks."),
        tables: z.array(tableSchema).describe("Tables found on the page."),
      }),
    }),
  ),
  metadata: z.object({
    detected_language: z.string().describe("Language the document is written in (ISO 639-1); the request's language when the text is too short to tell."),
    confidence: z
      .string()
      .describe("Recognition confidence of the extracted text, '0.00' to '1.00' (word-weighted mean; text read from a PDF's own text layer counts as 1.00)."),
  }),
  icr_metadata: z.object({
    ...engineFields,
    images_processed: z.number().int().describe("Images recognised with OCR: uploaded photos and scanned PDF pages."),
    timestamp: z.string().describe("ISO 8601 time the extraction finished."),
  }),
});

export const kanParameterSchema = z.object({
  name: z.string().describe("Parameter name as printed."),
  value: z.string().describe("Result as printed, decimal point normalised ('5,2' → '5.2'); qualitative results as words, e.g. 'Negative'."),
  unit: z.string().describe("Unit as printed; '' when none."),
  reference_range: z.string().describe("Reference range as printed (decimal points normalised); '' when none."),
  type: z.enum(["range", "binary"]).describe("'range' for a numeric result; 'binary' for a categorical one (negative/positive and other words)."),
});

export const kanResponse = z.object({
  institute_info: z.object({ name: z.string().nullable().describe("Laboratory name as printed; null when not found.") }),
  test_metadata: z.object({
    report_date: z.string().nullable().describe("Date the results were issued, YYYY-MM-DD; null when not printed."),
    sample_type: z
      .string()
      .nullable()
      .describe("Specimens of the recognised parameters, most frequent first (e.g. 'serum, whole blood'), from the analyte knowledge base."),
    test_date: z.string().nullable().describe("Sampling (collection) date, YYYY-MM-DD; null when not printed."),
  }),
  test_parameters: z.array(kanParameterSchema).describe("The report's laboratory values, in printed order."),
  tester_info: z
    .object({
      age: z.string().nullable().describe("Age in years, printed or computed from date of birth and sampling date."),
      gender: z.enum(["male", "female", "other"]).nullable().describe("'male', 'female' or 'other'; null when not printed."),
    })
    .describe("Demographics only: the patient's name and other identifiers are never returned by kan."),
  kan_metadata: z.object({
    ...engineFields,
    language: z.string().describe("Language the document is written in (ISO 639-1); the request's language when the text is too short to tell."),
    timestamp: z.string().describe("ISO 8601 time the extraction finished."),
  }),
});

export const infoResponse = z.object({
  service: z.string().describe("Name of the module."),
  api_version: z.literal("icr-v1"),
  features: z.array(z.object({ name: z.string(), description: z.string() })).describe("What the module does."),
  endpoints: z
    .array(
      z.object({
        method: z.string(),
        path: z.string(),
        summary: z.string(),
        auth: z.enum(["none", "credentials"]),
        credit_cost: z.number().describe("Credits debited per successful call."),
      }),
    )
    .describe("Every ICR endpoint, with its cost."),
  accepted_formats: z
    .array(z.object({ format: z.string(), extensions: z.array(z.string()), media_type: z.string(), in_contract: z.boolean() }))
    .describe("File types accepted in 'file'; the type is read from the bytes, never from the name. WEBP is accepted in addition to the contract's list."),
  upload_rules: z.array(z.string()).describe("How files combine in one request."),
  limits: z.object({
    max_file_size_mb: z.number(),
    max_files_per_request: z.number().int(),
    max_pages: z.number().int().describe("Pages per request (a PDF's pages or the number of images)."),
    processing_timeout_seconds: z.number().describe("Longer processing answers ICR_PROC_3004 and costs nothing."),
  }),
  costs: z.record(z.string(), z.number()).describe("Credits per call by endpoint name."),
  languages: z.object({
    default: z.string(),
    supported: z.array(z.string()).describe("Codes accepted in 'language'."),
    ocr_models: z.array(z.string()).describe("Request languages with their own OCR model; others are read with the English model."),
  }),
  document_types: z.array(z.string()).describe("Values of data.document_type."),
  section_types: z.array(z.string()).describe("Values of pages[].content.sections[].type."),
  parameter_types: z.array(z.string()).describe("Values of kan test_parameters[].type."),
});

const componentSchema = z.object({
  ready: z.boolean(),
  engine: z.string(),
  version: z.string().nullable(),
  detail: z.string().describe("What was checked, or what is missing."),
});

export const healthResponse = z.object({
  status: z.enum(["ok", "degraded"]).describe("'ok' when every part is ready; 'degraded' when OCR cannot run (text PDFs still can)."),
  timestamp: z.string(),
  components: z.object({
    text_layer: componentSchema.describe("pdf.js and its font data: needed for every PDF."),
    ocr: componentSchema.extend({
      models: z.array(z.object({ model: z.string(), present: z.boolean() })).describe("Tesseract models on disk."),
      workers_per_pool: z.number().int().describe("OCR workers started per language set, on the first OCR request (then kept warm for a few minutes)."),
    }),
    image_decoder: componentSchema.describe("sharp: decodes and prepares images for OCR."),
    database: z.object({ reachable: z.boolean(), latency_ms: z.number() }),
  }),
});

export const quotaResponse = z.object({
  username: z.string(),
  quota: quotaSchema,
  cost_per_call: z.number().describe("Credits an extract or kan call costs (0.5)."),
  calls_remaining: z.number().int().describe("Extract or kan calls the remaining credits cover."),
});

export type ExtractData = z.infer<typeof extractResponse>;
export type KanData = z.infer<typeof kanResponse>;
export type KanParameter = z.infer<typeof kanParameterSchema>;
