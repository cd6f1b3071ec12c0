// Shapes produced by the document pipeline. Every coordinate is in the page's own space with the origin at the
// top left: PDF points for a text layer, pixels of the preprocessed image for OCR. Nothing here carries HTTP
// or API naming; the ICR and analysis modules map these shapes to their response schemas.

/** An axis-aligned rectangle, top-left origin. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One word (a run of non-space characters) with its box and recognition confidence 0..1 (1 for a text layer). */
export interface Word {
  text: string;
  box: Box;
  confidence: number;
}

/** A visual row: words whose vertical extents overlap, left to right. */
export interface Line {
  text: string;
  box: Box;
  words: Word[];
  /** Mean word confidence 0..1. */
  confidence: number;
  /** Words read by OCR from a picture on a text-layer page (a results table printed as an image). */
  ocr?: true;
}

/** A cell: words of a line separated from their neighbours by a column-sized gap. */
export interface Cell {
  text: string;
  box: Box;
}

export type SectionType = "header" | "paragraph" | "table";

export interface Section {
  type: SectionType;
  content: string;
}

export interface Table {
  headers: string[];
  rows: string[][];
}

export type PageSource = "text_layer" | "ocr";

export interface Page {
  /** 1-based, in reading order across all files of the request. */
  pageNumber: number;
  width: number;
  height: number;
  source: PageSource;
  lines: Line[];
  rawText: string;
  sections: Section[];
  tables: Table[];
  /** Degrees the page was rotated back before rows were rebuilt (OCR only). */
  skewDegrees?: number;
  /** Wall time from starting this page to its rows, ms (includes waiting for a free OCR worker). */
  timeMs: number;
  /** Work on this page alone, ms: rendering a scanned PDF page, image preprocessing, recognition. */
  timing?: { renderMs?: number; preprocessMs?: number; ocrMs?: number };
  /** OCR only: mean word confidence 0..1 of the kept reading (weighted by word length). */
  ocrConfidence?: number;
  /** OCR only: share 0..1 of recognised words below 60 % confidence (noise specks included). */
  ocrLowConfidenceShare?: number;
  /** OCR only: how the page was read. */
  ocr?: PageOcrInfo;
}

export interface PageOcrInfo {
  engine: "native" | "wasm";
  /** Tesseract models of the kept reading, e.g. ["chi_sim", "eng"]. */
  models: string[];
  /** Script found when the first reading was not trusted (tesseract OSD names: Latin, Cyrillic, Han …). */
  script?: string;
  /** Clockwise degrees the page was turned to be upright (90 for a page scanned sideways). */
  rotation: number;
  /** How the script was found: not needed (first reading trusted), OSD, or trial readings. */
  detection: "none" | "osd" | "trial";
  /** Words recognised on the page. */
  words: number;
}

export type DocumentKind = "pdf" | "images";

export interface ExtractedDocument {
  kind: DocumentKind;
  pages: Page[];
  /** Images recognised with OCR (scanned PDF pages and uploaded photos). */
  imagesProcessed: number;
  /** Tesseract language codes used, when OCR ran (e.g. ["deu", "eng"]; every page's models, first page's first). */
  ocrLanguages: string[];
  /** The OCR engine that read the pages, when OCR ran: Debian's tesseract CLI or tesseract.js. */
  ocrEngine?: "native" | "wasm";
  /** Non-fatal notes for the caller, e.g. "no OCR model for ru; used eng". Machine-readable codes. */
  warnings: DocumentWarning[];
}

export interface DocumentWarning {
  code: "ocr_language_fallback" | "ocr_model_missing" | "ocr_page_timeout" | "low_ocr_confidence" | "page_without_text";
  detail: string;
}

/** Progress of a long extraction, for job status or a progress bar. fraction is 0..1 over the whole request. */
export interface ProgressEvent {
  stage: "opening" | "text_layer" | "rendering" | "ocr" | "layout";
  page: number;
  pageCount: number;
  fraction: number;
}

export type ProgressCallback = (event: ProgressEvent) => void;

/** One uploaded file. The name is informational only: type comes from the bytes. */
export interface InputFile {
  bytes: Uint8Array;
  name?: string;
}

export interface ReadOptions {
  /** Request language (ISO 639-1 style); picks OCR models and date order hints. Default "en". */
  language?: string;
  pdfPassword?: string;
  onProgress?: ProgressCallback;
  /** Abort long work (OCR) when the caller times out. */
  signal?: AbortSignal;
}
