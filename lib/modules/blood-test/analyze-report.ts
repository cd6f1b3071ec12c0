// The blood test analysis itself, without HTTP: document → lab rows and metadata → normalised parameters
// (knowledge base) → facts, score, risks and narrative (interpretation). The patient's name stays in the
// metadata returned to the caller; the interpretation step only ever sees age and sex.
import { extractLabReport, readDocument, type InputFile, type LabReport, type ReportMetadata } from "@/lib/documents";
import { labValueRows, NoLabValuesError } from "@/lib/documents/lab/lab-value-rows";
import { interpret, type InterpretationResult } from "@/lib/interpretation";
import { matchAnalyte, normalizeParameter } from "@/lib/knowledge/analytes";
import type { NormalizedParameter, PatientContext, PrintedParameter } from "@/lib/knowledge/analytes/types";
import type { DocumentWarning } from "@/lib/documents/types";
import { REVIEW_THRESHOLD, round2 } from "@/lib/documents/lab/evidence";
import { interpretable, trustRows, type ExtractionWarning, type ReportedParameter } from "./trust-rows";

/** The report metadata the API returns (the date of birth is used only to compute the age, then dropped). */
export type AnalysisMetadata = Omit<ReportMetadata, "birthDate">;

/** How far the answer as a whole can be trusted, for the review step and the warning above the results. */
export interface ExtractionSummary {
  /** Document-level confidence 0..1: mean row confidence, lowered when most numeric lines were not read. */
  confidence: number;
  reviewThreshold: number;
  parametersTotal: number;
  parametersToReview: number;
  /** Lines printing a name and a number (the rows a reader would expect) and the share read as results. */
  numericLines: number;
  coverage: number;
}

export interface BloodTestAnalysis {
  metadata: AnalysisMetadata;
  parameters: ReportedParameter[];
  interpretation: InterpretationResult;
  extraction: ExtractionSummary;
  warnings: ExtractionWarning[];
  /** Pages read and how (for logs and benchmarks; no content). */
  pages: { count: number; ocr: number };
}

const knowledge = { matchAnalyte };

/** Age in whole years from the printed age text, when it is a plausible number. */
function ageYears(printed: string | null): number | undefined {
  const n = printed ? Number.parseFloat(printed) : NaN;
  return Number.isFinite(n) && n >= 0 && n < 130 ? n : undefined;
}

/** Normalises printed rows for a patient; the printed neighbours help tell look-alike names apart. */
export function normalizeRows(rows: PrintedParameter[], patient: PatientContext, language: string): NormalizedParameter[] {
  const neighbours = rows.map((r) => r.name);
  return rows.map((r) => normalizeParameter(r, patient, { language, neighbours }));
}

/** Interprets already-normalised parameters (shared with the sandbox). */
export async function interpretParameters(parameters: NormalizedParameter[], patient: PatientContext, language: string): Promise<InterpretationResult> {
  return interpret({ parameters, patient, language, mode: process.env.AI_PROVIDER ? "auto" : "deterministic" });
}

function metadataOf(report: LabReport): AnalysisMetadata {
  const { birthDate: _dateOfBirth, ...metadata } = report.metadata;
  return metadata;
}

/**
 * Analyses uploaded files (one PDF, or images that are the pages of one report). Throws DocumentError for
 * unreadable input and NoLabValuesError when the document holds no recognisable lab value.
 */
export async function analyzeBloodTest(
  files: InputFile[],
  opts: { language: string; pdfPassword?: string; signal?: AbortSignal },
): Promise<BloodTestAnalysis> {
  const doc = await readDocument(files, { language: opts.language, pdfPassword: opts.pdfPassword, signal: opts.signal });
  const report = extractLabReport(doc, { language: opts.language, knowledge });
  const rows = labValueRows(report);
  if (!rows.some((r) => r.analyteId !== null)) throw new NoLabValuesError(report.documentType);
  const metadata = metadataOf(report);
  // Only demographics cross into interpretation: never the name, lab or dates.
  const patient: PatientContext = { sex: metadata.patientSex ?? undefined, ageYears: ageYears(metadata.patientAge) };
  const ocrPages = new Set(doc.pages.filter((p) => p.source === "ocr" || p.ocr).map((p) => p.pageNumber));
  const trusted = trustRows(rows, patient, report.detectedLanguage, ocrPages);
  // Nothing trustworthy left (no recognised analyte read with at least moderate confidence): the document's
  // values could not be read, which is the contract's error, not a success with garbage.
  if (!trusted.parameters.some((p) => p.analyteId !== null && p.evidence.plausible && p.evidence.confidence >= MIN_TRUSTED)) {
    throw new NoLabValuesError(report.documentType);
  }
  const { extraction, warnings } = summarize(trusted.parameters, report.numericLines ?? rows.length, doc.warnings);
  const interpretation = await interpretParameters(interpretable(trusted.parameters), patient, opts.language);
  return {
    metadata,
    parameters: trusted.parameters,
    interpretation,
    extraction,
    warnings: [...warnings, ...trusted.warnings],
    pages: { count: doc.pages.length, ocr: doc.imagesProcessed },
  };
}

/** Rows below this confidence do not count as a trustworthy reading of the document. */
const MIN_TRUSTED = 0.5;

/**
 * Document-level confidence and warnings: mean row confidence scaled by coverage (the share of numeric lines
 * read as confident rows, counted as full from 60 % up), plus the reader's own warnings (OCR confidence,
 * language fallback, empty pages).
 */
export function summarize(
  parameters: ReportedParameter[],
  numericLines: number,
  docWarnings: readonly DocumentWarning[],
): { extraction: ExtractionSummary; warnings: ExtractionWarning[] } {
  const warnings: ExtractionWarning[] = docWarnings.map((w) => ({ code: w.code, message: documentWarningText(w) }));
  const confident = parameters.filter((p) => p.evidence.confidence >= REVIEW_THRESHOLD && p.evidence.plausible).length;
  const toReview = parameters.filter((p) => p.evidence.needsReview).length;
  const coverage = numericLines > 0 ? Math.min(1, confident / numericLines) : 1;
  const mean = parameters.length ? parameters.reduce((a, p) => a + p.evidence.confidence, 0) / parameters.length : 0;
  const confidence = round2(mean * Math.min(1, 0.4 + coverage));
  if (numericLines >= 5 && coverage < 0.5) {
    warnings.push({ code: "low_coverage", message: `Only ${confident} of ${numericLines} lines with numbers were read as results with confidence; please review the document against the results.` });
  }
  if (toReview > 0) {
    warnings.push({ code: "low_confidence_rows", message: `${toReview} of ${parameters.length} results were read with low confidence and should be reviewed.` });
  }
  return {
    extraction: { confidence, reviewThreshold: REVIEW_THRESHOLD, parametersTotal: parameters.length, parametersToReview: toReview, numericLines, coverage: round2(coverage) },
    warnings,
  };
}

const DOC_WARNING_TEXT: Partial<Record<DocumentWarning["code"], (detail: string) => string>> = {
  ocr_language_fallback: (d) => `No OCR model for the document's language (${d}); results may be incomplete.`,
  low_ocr_confidence: (d) => `The text was hard to recognise (${d}); results may contain reading errors.`,
  page_without_text: (d) => `No text could be read on ${d}.`,
};

function documentWarningText(w: DocumentWarning): string {
  return DOC_WARNING_TEXT[w.code]?.(w.detail) ?? `Reading the document: ${w.detail}`;
}
