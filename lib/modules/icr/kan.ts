// A read document → the ICR "kan" answer: the laboratory values as printed, the laboratory, the dates, and
// the tester's age and gender. The patient's name is never part of it: the contract's tester_info holds only
// demographics, and a row that would carry the name (a misread header line) is dropped.
import type { ExtractedDocument, LabReport, LabRow } from "@/lib/documents";
import { getAnalyte, parseResult } from "@/lib/knowledge/analytes";
import { readerEngine } from "./engine-info";
import { documentLanguage } from "./extract";
import type { KanData, KanParameter } from "./schemas";

/** The document was read, but holds no value the knowledge base recognises as a laboratory result. */
export class NoLabValuesError extends Error {
  constructor(readonly documentType: string) {
    super("no recognisable laboratory values");
    this.name = "NoLabValuesError";
  }
}

/** "range" when the printed result is a number (including "<0.5"); "binary" for words such as "Negative". */
function parameterType(result: string): KanParameter["type"] {
  return parseResult(result).value !== null ? "range" : "binary";
}

/**
 * Specimens of the recognised parameters, most frequent first ("serum, whole blood"), from the knowledge
 * base: reports rarely print one sample type for the whole panel.
 */
export function sampleTypeOf(rows: LabRow[]): string | null {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const specimen = r.analyteId ? getAnalyte(r.analyteId)?.specimen : undefined;
    if (specimen) counts.set(specimen, (counts.get(specimen) ?? 0) + 1);
  }
  if (counts.size === 0) return null;
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([s]) => s.replace(/_/g, " "))
    .join(", ");
}

/** True when `text` contains the patient's printed name (case and spacing ignored). */
function mentionsName(text: string, name: string | null): boolean {
  if (!name) return false;
  const norm = (s: string) => s.toLocaleLowerCase().replace(/\s+/g, " ").trim();
  return norm(name).length >= 3 && norm(text).includes(norm(name));
}

/** A two-sided range printed high-to-low ("2025-3", "12-3"): pieces of a date or a phone number, not a range. */
function isReversedRange(range: string): boolean {
  const m = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*$/.exec(range);
  return m !== null && Number(m[1]) > Number(m[2]);
}

/**
 * An unrecognised row is kept only when it reads like a laboratory value: it prints a range, the result is not
 * a dash-led number, the range does not run high-to-low, and a numeric result has a unit. The lab parser
 * sometimes reads a header line ("Geslacht: M  Datum: 12-3-2025", a date of birth, "Tel. 0 4-90212000") as a
 * row; such rows must not reach the answer, least of all a birth date.
 */
function readsLikeLabValue(r: LabRow): boolean {
  if (!r.rangeText || r.result.trim().startsWith("-") || isReversedRange(r.rangeText)) return false;
  return Boolean(r.unit?.trim()) || parseResult(r.result).value === null;
}

/** The rows kan reports: recognised analytes, and unrecognised rows that read like laboratory values. */
export function labValueRows(report: LabReport): LabRow[] {
  const name = report.metadata.patientName;
  return report.rows.filter((r) => (r.analyteId !== null || readsLikeLabValue(r)) && !mentionsName(`${r.name} ${r.result}`, name));
}

/**
 * Maps a read document to `data` of the kan answer. Throws NoLabValuesError when no row is a recognised
 * laboratory value (an invoice, a letter, a photo of something else).
 */
export function toKanData(doc: ExtractedDocument, report: LabReport, requestLanguage: string, now = new Date()): KanData {
  const rows = labValueRows(report);
  if (!rows.some((r) => r.analyteId !== null)) throw new NoLabValuesError(report.documentType);
  const m = report.metadata;
  return {
    institute_info: { name: m.labName },
    test_metadata: { report_date: m.resultsDate, sample_type: sampleTypeOf(rows), test_date: m.labDate },
    test_parameters: rows.map((r) => ({
      name: r.name,
      value: r.result,
      unit: r.unit ?? "",
      reference_range: r.rangeText ?? "",
      type: parameterType(r.result),
    })),
    tester_info: { age: m.patientAge, gender: m.patientSex },
    kan_metadata: {
      ...readerEngine(doc),
      language: documentLanguage(report, requestLanguage),
      timestamp: now.toISOString(),
    },
  };
}
