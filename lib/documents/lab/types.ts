// Output of the lab-table parser: one row per printed parameter, shaped like the knowledge base's
// PrintedParameter plus provenance (page, match, repairs) the API and the bench need.

import type { PrintedParameter } from "@/lib/knowledge/analytes/types";

export interface LabRow extends PrintedParameter {
  /** Printed name, cleaned of leaders and trailing colons. */
  name: string;
  /** Result as canonical text: "14.2" (dot decimal, no thousands), "<0.5", "negative", "2+". */
  result: string;
  unit?: string;
  /** Range with dot decimals, "-" between bounds and sex labels as "M:"/"F:" joined by " / ". */
  rangeText?: string;
  /** Printed flag normalised to H, L, HH, LL or "*"; informative only. */
  flag?: string;
  printedResult: string;
  printedRange?: string;
  /** A value in a previous-results column, kept apart from the result. */
  previousResult?: string;
  /** Heading the row was printed under (e.g. "Haematology"), if any. */
  section?: string;
  analyteId: string | null;
  matchConfidence: number;
  /** 1-based page the row was printed on. */
  page: number;
  /** OCR repairs applied, e.g. "decimal_restored", "unit_micro". */
  repairs: string[];
  /** Where the row was read: page and the printed line(s), verbatim, so a clinician or a test can check it. */
  source?: RowSource;
  /** How well the page supports this row, 0..1 (name match, structure, OCR certainty); see evidence.ts. Always
   * set by parseLabTable; optional only so hand-built rows (tests, JSON input) need not invent one. */
  confidence?: number;
  /** The other numbers printed on the row, in order: candidates when the result must be re-read. */
  otherNumbers?: string[];
}

export interface RowSource {
  page: number;
  /** The printed line (a wrapped row's lines joined by " ⏎ "). */
  text: string;
  /** The line's box on the page (PDF points or image pixels, top-left origin). */
  box?: { x: number; y: number; width: number; height: number };
}
