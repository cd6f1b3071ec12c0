// Which parsed rows of a lab report are laboratory values: shared by the blood test analysis and ICR kan, so
// both answer with the same rows. The patient's printed name never survives into a row.
import { matchAnalyte, parseResult } from "@/lib/knowledge/analytes";
import type { LabReport } from "../extract-lab-report";
import type { LabRow } from "./types";

/** The document was read, but holds no value the knowledge base recognises as a laboratory result. */
export class NoLabValuesError extends Error {
  constructor(readonly documentType: string) {
    super("no recognisable laboratory values");
    this.name = "NoLabValuesError";
  }
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

/** Han, kana and Hangul: the scripts Chinese, Japanese and Korean reports name their tests in. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * On a Chinese, Japanese or Korean report an unrecognised name with no letter of that script that names no test
 * even without its unit ("FM GIS MALT", "BLBFCREA") is OCR's misreading of a name printed in it: no laboratory value
 * a clinician could use. "AST(GOT)" with an unreadable unit is a test's name and stays.
 */
function misreadCjkName(r: LabRow, language: string): boolean {
  if (r.analyteId !== null || (language !== "zh" && language !== "ja" && language !== "ko") || CJK.test(r.name)) return false;
  return matchAnalyte(r.name, { language }).analyte === null;
}

/** The rows kan reports: recognised analytes, and unrecognised rows that read like laboratory values. */
export function labValueRows(report: LabReport): LabRow[] {
  const name = report.metadata.patientName;
  return report.rows.filter(
    (r) => (r.analyteId !== null || readsLikeLabValue(r)) && !misreadCjkName(r, report.detectedLanguage) && !mentionsName(`${r.name} ${r.result}`, name),
  );
}

