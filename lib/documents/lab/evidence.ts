// How much the page supports a parsed row, 0..1: the parser's half of a parameter's confidence (the analysis
// module multiplies in the plausibility checks, which need the knowledge base's units and limits). The factors
// and the review threshold are recorded in docs/decisions.md ("Lab report parser").

import type { LabRow } from "./types";

/** Rows at or above this confidence are shown as read; below it they are highlighted for review. */
export const REVIEW_THRESHOLD = 0.7;
/** Critical evaluations and urgent-care text need at least this confidence (and a printed, uncensored value). */
export const ESCALATION_THRESHOLD = 0.8;

export interface RowEvidence {
  known: boolean;
  matchConfidence: number;
  hasUnit: boolean;
  hasRange: boolean;
  /** The result is printed with a comparator ("<0.5"): a censored value. */
  censored: boolean;
  /** Mean recognition confidence of the line's words (1 for a text layer). */
  lineConfidence: number;
  ocr: boolean;
  repairs: number;
  /** The row was read from a block layout ("Resultado:" line under a heading) rather than a table row. */
  block: boolean;
  /** The lab printed a range that could not be read (repair range_unreadable): only the lab's flag judges the row. */
  rangeUnreadable?: boolean;
}

/**
 * Parser confidence of a row. Starts from the name match (an unknown name is weak evidence), then lowers it
 * for missing structure (no unit, no range), censored values, OCR uncertainty and each OCR repair applied.
 */
export function rowConfidence(e: RowEvidence): number {
  let c = e.known ? 0.55 + 0.45 * e.matchConfidence : 0.45;
  if (!e.hasUnit && !e.hasRange) c *= 0.75;
  else if (!e.hasRange) c *= 0.9;
  else if (!e.hasUnit) c *= 0.97;
  if (e.censored) c *= 0.85;
  if (e.ocr) c *= 0.4 + 0.6 * Math.max(0, Math.min(1, e.lineConfidence));
  c *= 0.92 ** Math.min(3, e.repairs);
  if (e.block) c *= 0.97;
  // The lab printed a range that could not be read: a clinician checks the row (review).
  if (e.rangeUnreadable) c = Math.min(c, REVIEW_THRESHOLD - 0.05);
  return round2(c);
}

/** Evidence of an already built row. */
export function evidenceOf(row: LabRow, lineConfidence: number, ocr: boolean, block: boolean): RowEvidence {
  return {
    known: row.analyteId !== null,
    matchConfidence: row.matchConfidence,
    hasUnit: Boolean(row.unit?.trim()),
    hasRange: Boolean(row.rangeText?.trim()),
    censored: /^[<>≤≥]/.test(row.result.trim()),
    lineConfidence,
    ocr,
    repairs: row.repairs.length,
    block,
    rangeUnreadable: row.repairs.includes("range_unreadable"),
  };
}

export function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
