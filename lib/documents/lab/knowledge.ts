// What the lab-table parser needs from the analyte knowledge base, as an injected interface: tests use a small
// stub, production passes the real matcher (lib/knowledge/analytes). Only names are matched here; units,
// ranges and evaluation are normalised by the knowledge base later.

import type { Analyte } from "@/lib/knowledge/analytes/types";

export interface AnalyteMatch {
  analyte: Analyte | null;
  confidence: number;
}

export interface MatchHints {
  language?: string;
  /** Printed unit beside the name, to tell e.g. neutrophils % from absolute counts. */
  unit?: string;
  /** Printed names of the rows around, to disambiguate. */
  neighbours?: string[];
}

export interface LabKnowledge {
  matchAnalyte(printedName: string, hints?: MatchHints): AnalyteMatch;
}

/** Minimum confidence for a name to count as a known analyte. */
export const MATCH_THRESHOLD = 0.6;
