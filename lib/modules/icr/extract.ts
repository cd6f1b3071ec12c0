// A read document → the ICR extract answer: every page's text, blocks and tables, the document's type and
// language, and how the text was read. Pure mapping: nothing is recomputed or invented here.
import type { ExtractedDocument, LabReport } from "@/lib/documents";
import { readerEngine } from "./engine-info";
import type { ExtractData } from "./schemas";

/** Below this, language detection is a guess and the request's language is reported instead. */
const LANGUAGE_CONFIDENCE_FLOOR = 0.5;

/**
 * The document's language as the answer reports it: the detected one when detection is confident (the same
 * rule the lab parser uses to read dates and names), else the language the caller asked for.
 */
export function documentLanguage(report: Pick<LabReport, "detectedLanguage" | "languageConfidence">, requestLanguage: string): string {
  return report.languageConfidence >= LANGUAGE_CONFIDENCE_FLOOR ? report.detectedLanguage : requestLanguage;
}

/**
 * Recognition confidence of the whole document, 0..1: the mean of line confidences weighted by their word
 * count, so a page of short noisy OCR lines does not outweigh a long clean one. Text-layer words count 1.
 */
export function recognitionConfidence(doc: Pick<ExtractedDocument, "pages">): number {
  let words = 0;
  let sum = 0;
  for (const line of doc.pages.flatMap((p) => p.lines)) {
    words += line.words.length;
    sum += line.confidence * line.words.length;
  }
  return words === 0 ? 0 : sum / words;
}

/** Maps a read document to `data` of the extract answer. */
export function toExtractData(doc: ExtractedDocument, report: LabReport, requestLanguage: string, now = new Date()): ExtractData {
  return {
    document_type: report.documentType,
    page_count: doc.pages.length,
    pages: doc.pages.map((p) => ({
      page_number: p.pageNumber,
      content: {
        raw_text: p.rawText,
        sections: p.sections.map((s) => ({ type: s.type, content: s.content })),
        tables: p.tables.map((t) => ({ headers: [...t.headers], rows: t.rows.map((r) => [...r]) })),
      },
    })),
    metadata: {
      detected_language: documentLanguage(report, requestLanguage),
      confidence: recognitionConfidence(doc).toFixed(2),
    },
    icr_metadata: {
      ...readerEngine(doc),
      images_processed: doc.imagesProcessed,
      timestamp: now.toISOString(),
    },
  };
}
