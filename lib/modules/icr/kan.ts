// A read document → the ICR "kan" answer: the laboratory values as printed, the laboratory, the dates, and
// the tester's age and gender. The patient's name is never part of it: the contract's tester_info holds only
// demographics, and a row that would carry the name (a misread header line) is dropped.
import type { ExtractedDocument, LabReport, LabRow } from "@/lib/documents";
import { labValueRows, NoLabValuesError } from "@/lib/documents/lab/lab-value-rows";
import { getAnalyte, parseResult } from "@/lib/knowledge/analytes";
import { readerEngine } from "./engine-info";
import { documentLanguage } from "./extract";
import type { KanData, KanParameter } from "./schemas";

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
