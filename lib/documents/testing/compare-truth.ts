// Scores a lab report extraction against a fixture's ground truth (fixtures/lab-reports/*.truth.json). Shared by
// the end-to-end tests and the extraction benchmark so both measure the same thing.

import type { LabReport } from "../extract-lab-report";
import { rangeForAge } from "../lab/age-bands";
import { normalizeFlag } from "../lab/tokens";
import type { LabRow } from "../lab/types";

export interface TruthParameter {
  analyte_id: string;
  name: string;
  value: string;
  unit: string;
  range: string;
  flag: string | null;
}

export interface FixtureTruth {
  id: string;
  source: string;
  kind: "text_pdf" | "encrypted_pdf" | "scan_pdf" | "scan_png" | "photo";
  files: string[];
  language: string;
  password?: string;
  pages: number;
  metadata: Record<string, string | null>;
  parameters: TruthParameter[];
}

export interface Score {
  expected: number;
  /** Truth parameters found as a row (by printed name, else by analyte id). */
  found: number;
  /** Truth parameters whose analyte the row was matched to. */
  analyteFound: number;
  value: number;
  unit: number;
  range: number;
  flag: number;
  metadataExpected: number;
  metadataCorrect: number;
  misses: string[];
}

const nameKey = (s: string) => s.toLowerCase().normalize("NFKC").replace(/[^\p{L}\p{N}]+/gu, "");
/** Units compared loosely: case, micro sign, spaces, "x", powers written 10^3 / 10³ / 10*3. */
export const unitKey = (s: string) =>
  s.toLowerCase().normalize("NFKC").replace(/[µμ]/g, "u").replace(/[\s×x*^]/g, "").replace(/mcg/g, "ug");
/**
 * Ranges compared by their numbers, comparators and sex labels ("13.50-17.5" equals "13.5-17.50"). An upper or
 * lower limit compares the same whether written "<x" or "<=x" (">x", ">=x"): the corpus's parts write a printed
 * "bis 1,2", "up to 41", "hasta 40" both ways (parts a–l "<x", m–s mostly "<=x"), and the answer judges a printed
 * limit as inclusive either way (evaluate.ts), so the difference is a truth convention, not a reading.
 */
export const rangeKey = (s: string) =>
  s
    .replace(/\d+(?:\.\d+)?/g, (n) => String(Number(n)))
    .replace(/\s+/g, "")
    .replace(/<=|≤/g, "<")
    .replace(/>=|≥/g, ">")
    .toLowerCase();
const valueKey = (s: string) => s.replace(/\d+(?:\.\d+)?/g, (n) => String(Number(n))).replace(/\s+/g, "").toLowerCase();

function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length]![b.length]!;
}

function findRow(t: TruthParameter, rows: LabRow[], used: Set<LabRow>): LabRow | undefined {
  const key = nameKey(t.name);
  const free = rows.filter((r) => !used.has(r));
  // Two results printed under one name (% and absolute count on one row) pair by analyte first, not by order.
  return (
    free.find((r) => nameKey(r.name) === key && r.analyteId === t.analyte_id) ??
    free.find((r) => nameKey(r.name) === key) ??
    free.find((r) => r.analyteId === t.analyte_id) ??
    free.find((r) => editDistance(nameKey(r.name), key) <= Math.max(1, Math.floor(key.length / 5)))
  );
}

const META_FIELDS: [string, keyof LabReport["metadata"]][] = [
  ["lab_date", "labDate"], ["results_date", "resultsDate"], ["lab_name", "labName"], ["lab_city", "labCity"],
  ["lab_country", "labCountry"], ["patient_name", "patientName"], ["patient_age", "patientAge"], ["patient_sex", "patientSex"],
];

/**
 * The band of a sex-labelled range ("F: 7.3-9.5 / M: 8.3-10.5") for the sex the extraction read, which is the band
 * the answer judges the value by; a truth that gives this patient's band only is right when that band is.
 */
function bandFor(range: string, sex: string | null): string {
  const letter = sex === "male" ? "M" : sex === "female" ? "F" : null;
  const band = letter ? range.split(/\s+\/\s+/).find((b) => b.startsWith(`${letter}:`)) : undefined;
  return band ? band.slice(2).trim() : "";
}

/** Compares an extraction with the truth; every count is over the truth's parameters / metadata fields. */
/**
 * True when the printed range is the truth's, or the band of it the answer judges the value by: the patient's sex
 * band, and the age band holding the patient's age (rangeForAge, as the trust step chooses it).
 */
function rangeMatches(printed: string, expected: string, sex: string | null, age: string | null): boolean {
  const want = rangeKey(expected);
  if (rangeKey(printed) === want || rangeKey(bandFor(printed, sex)) === want) return true;
  const years = Number.parseFloat(age ?? "");
  const aged = rangeForAge(printed, Number.isFinite(years) ? years : undefined);
  return aged.banded && aged.range !== "" && (rangeKey(aged.range) === want || rangeKey(bandFor(aged.range, sex)) === want);
}

export function scoreReport(report: LabReport, truth: FixtureTruth): Score {
  const used = new Set<LabRow>();
  const s: Score = { expected: truth.parameters.length, found: 0, analyteFound: 0, value: 0, unit: 0, range: 0, flag: 0, metadataExpected: 0, metadataCorrect: 0, misses: [] };
  for (const t of truth.parameters) {
    const row = findRow(t, report.rows, used);
    if (!row) {
      s.misses.push(`${t.name}: not found`);
      continue;
    }
    used.add(row);
    s.found++;
    if (row.analyteId === t.analyte_id) s.analyteFound++;
    else s.misses.push(`${t.name}: analyte ${row.analyteId} ≠ ${t.analyte_id}`);
    const checks: [keyof Score, boolean, string][] = [
      ["value", valueKey(row.result) === valueKey(t.value), `value ${row.result} ≠ ${t.value}`],
      ["unit", unitKey(row.unit ?? "") === unitKey(t.unit), `unit ${row.unit} ≠ ${t.unit}`],
      ["range", rangeMatches(row.rangeText ?? "", t.range, report.metadata.patientSex, report.metadata.patientAge), `range ${row.rangeText} ≠ ${t.range}`],
      // The truth keeps a flag as printed ("B", "D", "+"); the reader gives its direction (L, H): the same flag.
      ["flag", (row.flag ?? null) === (t.flag === null ? null : normalizeFlag(t.flag) ?? t.flag), `flag ${row.flag} ≠ ${t.flag}`],
    ];
    for (const [k, ok, why] of checks) {
      if (ok) (s[k] as number)++;
      else s.misses.push(`${t.name}: ${why}`);
    }
  }
  for (const [field, key] of META_FIELDS) {
    const expected = truth.metadata[field];
    if (expected === null || expected === undefined) continue;
    s.metadataExpected++;
    const got = report.metadata[key];
    if (got !== null && nameKey(String(got)) === nameKey(expected)) s.metadataCorrect++;
    else s.misses.push(`metadata ${field}: ${got} ≠ ${expected}`);
  }
  return s;
}
