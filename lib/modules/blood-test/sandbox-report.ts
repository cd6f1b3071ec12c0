// The sandbox twins answer with a realistic report of the production shape without reading the upload:
// an invented panel (printed as a German lab would print it) run through the real normalisation and
// interpretation, so every number in it is computed, not typed in.
import type { PrintedParameter } from "@/lib/knowledge/analytes/types";
import type { LabRow } from "@/lib/documents/lab/types";
import { interpretParameters, summarize, type BloodTestAnalysis } from "./analyze-report";
import { interpretable, trustRows } from "./trust-rows";

const SAMPLE_ROWS: PrintedParameter[] = [
  { name: "Hämoglobin", result: "11.8", unit: "g/dl", rangeText: "12.0-16.0" },
  { name: "Erythrozyten", result: "4.3", unit: "Mio/µl", rangeText: "3.9-5.2" },
  { name: "MCV", result: "76", unit: "fl", rangeText: "80-96" },
  { name: "Leukozyten", result: "6.4", unit: "Tsd/µl", rangeText: "3.9-10.2" },
  { name: "Thrombozyten", result: "268", unit: "Tsd/µl", rangeText: "150-370" },
  { name: "Ferritin", result: "9", unit: "ng/ml", rangeText: "15-150" },
  { name: "Glukose nüchtern", result: "104", unit: "mg/dl", rangeText: "70-99" },
  { name: "HbA1c", result: "5.9", unit: "%", rangeText: "< 5.7" },
  { name: "Cholesterin gesamt", result: "212", unit: "mg/dl", rangeText: "< 200" },
  { name: "LDL-Cholesterin", result: "138", unit: "mg/dl", rangeText: "< 116" },
  { name: "HDL-Cholesterin", result: "52", unit: "mg/dl", rangeText: "> 45" },
  { name: "Triglyceride", result: "148", unit: "mg/dl", rangeText: "< 150" },
  { name: "GPT (ALT)", result: "28", unit: "U/l", rangeText: "< 35" },
  { name: "GOT (AST)", result: "24", unit: "U/l", rangeText: "< 35" },
  { name: "Kreatinin", result: "0.82", unit: "mg/dl", rangeText: "0.50-0.90" },
  { name: "TSH", result: "2.1", unit: "mU/l", rangeText: "0.27-4.20" },
  { name: "25-OH-Vitamin D", result: "17", unit: "ng/ml", rangeText: "30-100" },
];

export const SANDBOX_METADATA: BloodTestAnalysis["metadata"] = {
  labDate: "2026-09-14",
  resultsDate: "2026-09-15",
  labName: "Sandbox Labor Musterstadt",
  labCity: "Musterstadt",
  labCountry: "Germany",
  patientName: "Erika Sandbox",
  patientAge: "42",
  patientSex: "female",
};

/** The sample rows as the parser would hand them over: one printed line each, read with full confidence. */
function sampleRows(): LabRow[] {
  return SAMPLE_ROWS.map((r, i) => {
    const line = [r.name, r.result, r.unit, r.rangeText].filter(Boolean).join("  ");
    return { ...r, result: String(r.result), printedResult: String(r.result), analyteId: null, matchConfidence: 1, page: 1, repairs: [], confidence: 1, source: { page: 1, text: line, box: { x: 40, y: 120 + 18 * i, width: 480, height: 12 } } };
  });
}

export async function sandboxAnalysis(language: string): Promise<BloodTestAnalysis> {
  const patient = { sex: "female" as const, ageYears: 42 };
  const { parameters, warnings: rowWarnings } = trustRows(sampleRows(), patient, "de");
  const { extraction, warnings } = summarize(parameters, SAMPLE_ROWS.length, []);
  const interpretation = await interpretParameters(interpretable(parameters), patient, language);
  return { metadata: SANDBOX_METADATA, parameters, interpretation, extraction, warnings: [...warnings, ...rowWarnings], pages: { count: 1, ocr: 0 } };
}
