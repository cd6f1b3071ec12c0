// Public API of the document pipeline: files in, positioned text, tables, lab rows and metadata out. No HTTP
// here; the API kernel maps DocumentError codes to its error codes and these shapes to response schemas.

export { readDocument } from "./read-document";
export { extractLabReport, documentText, type LabReport } from "./extract-lab-report";
export { classifyDocument, DOCUMENT_TYPES, type DocumentType } from "./classify-document";
export { detectLanguage } from "./detect-language";
export { DocumentError, isDocumentError, DOCUMENT_ERROR_CODES, type DocumentErrorCode } from "./errors";
export { detectFileType, type FileType } from "./detect-type";
export { MAX_PAGES, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from "./limits";
export { parseLabTable, type LabPageInput } from "./lab/parse-lab-table";
export type { LabKnowledge, AnalyteMatch, MatchHints } from "./lab/knowledge";
export { analyteKnowledge } from "./lab/default-knowledge";
export type { LabRow } from "./lab/types";
export { extractMetadata, type ReportMetadata } from "./metadata/extract-metadata";
export { parseDate } from "./metadata/parse-date";
export { stopOcrWorkers, ocrWorkerCount } from "./ocr/worker-pool";
export { ocrEngine, warmUpOcr, type OcrEngineName } from "./ocr/engine";
export { ocrLanguagesFor } from "./ocr/languages";
export type * from "./types";
