// The blood test analysis itself, without HTTP: document → lab rows and metadata → normalised parameters
// (knowledge base) → facts, score, risks and narrative (interpretation). The patient's name stays in the
// metadata returned to the caller; the interpretation step only ever sees age and sex.
import { extractLabReport, readDocument, type InputFile, type LabReport, type ReportMetadata } from "@/lib/documents";
import { labValueRows, NoLabValuesError } from "@/lib/documents/lab/lab-value-rows";
import { interpret, type InterpretationResult } from "@/lib/interpretation";
import { matchAnalyte, normalizeParameter } from "@/lib/knowledge/analytes";
import type { NormalizedParameter, PatientContext, PrintedParameter } from "@/lib/knowledge/analytes/types";

/** The report metadata the API returns (the date of birth is used only to compute the age, then dropped). */
export type AnalysisMetadata = Omit<ReportMetadata, "birthDate">;

export interface BloodTestAnalysis {
  metadata: AnalysisMetadata;
  parameters: NormalizedParameter[];
  interpretation: InterpretationResult;
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
  const parameters = normalizeRows(rows, patient, report.detectedLanguage);
  const interpretation = await interpretParameters(parameters, patient, opts.language);
  return { metadata, parameters, interpretation, pages: { count: doc.pages.length, ocr: doc.imagesProcessed } };
}
