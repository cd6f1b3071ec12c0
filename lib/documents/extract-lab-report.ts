// An extracted document → lab rows, report metadata, document type and language: the blood-test view of a
// document, used by the analysis endpoints and ICR "kan". The document's own language (detected) guides date
// order and name matching; the request language (the response language) is the fallback.

import { classifyDocument, type DocumentType } from "./classify-document";
import { detectLanguage } from "./detect-language";
import { analyteKnowledge } from "./lab/default-knowledge";
import type { LabKnowledge } from "./lab/knowledge";
import { detectDecimalMark, type DecimalMark } from "./lab/numbers";
import { parseLabTable } from "./lab/parse-lab-table";
import type { LabRow } from "./lab/types";
import { extractMetadata, type ReportMetadata } from "./metadata/extract-metadata";
import type { ExtractedDocument } from "./types";

export interface LabReport {
  rows: LabRow[];
  metadata: ReportMetadata;
  documentType: DocumentType;
  documentTypeConfidence: number;
  /** Language the document is written in (ISO 639-1) and how sure we are, 0..1. */
  detectedLanguage: string;
  languageConfidence: number;
  decimalMark: DecimalMark;
  /**
   * Lines that print a name and a number the way result rows do (dates, times and phone numbers aside): the
   * denominator of the answer's coverage ("most numeric lines were not read" is a warning).
   */
  numericLines?: number;
}

const DATE_TIME_PHONE = /\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|\d{1,2}:\d{2}|\+?\d[\d ()-]{7,}\d/g;

/** Counts lines with at least two letters and a number outside dates, times and phone numbers. */
export function countNumericLines(doc: ExtractedDocument): number {
  let n = 0;
  for (const page of doc.pages) {
    for (const line of page.lines) {
      const t = line.text.replace(DATE_TIME_PHONE, " ");
      if (/\p{L}.*\p{L}/u.test(t) && /(?<![\p{L}\d])\d+(?:[.,]\d+)?(?![\p{L}\d])/u.test(t)) n++;
    }
  }
  return n;
}

/** Text of every page in reading order. */
export function documentText(doc: ExtractedDocument): string {
  return doc.pages.map((p) => p.rawText).join("\n");
}

/**
 * Parses the lab table and metadata of a read document. `knowledge` matches printed names to analytes: the
 * analyte knowledge base unless a test passes a stub.
 */
export function extractLabReport(doc: ExtractedDocument, opts: { language?: string; knowledge?: LabKnowledge } = {}): LabReport {
  const text = documentText(doc);
  const detected = detectLanguage(text);
  const language = detected.confidence >= 0.5 ? detected.language : (opts.language ?? detected.language);
  const decimalMark = detectDecimalMark(text, language);
  const rows = parseLabTable(
    doc.pages.map((p) => ({ pageNumber: p.pageNumber, source: p.source, lines: p.lines })),
    { knowledge: opts.knowledge ?? analyteKnowledge, language, decimalMark },
  );
  const metadata = extractMetadata(doc.pages.flatMap((p) => p.lines), { language });
  const type = classifyDocument(text, rows.length);
  return {
    rows,
    metadata,
    documentType: type.type,
    documentTypeConfidence: type.confidence,
    detectedLanguage: detected.language,
    languageConfidence: detected.confidence,
    decimalMark,
    numericLines: countNumericLines(doc),
  };
}
