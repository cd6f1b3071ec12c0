// The parameters of one report indexed by analyte id, so rules ask for "ferritin in ng/mL" without caring
// which lab printed it in which unit.
import type { NormalizedParameter } from "@/lib/knowledge/analytes/types";
import { valueInUnit } from "./rule-units";

export interface MarkerTable {
  /** The first parameter with this analyte id (report order), if any. */
  get(analyteId: string): NormalizedParameter | undefined;
  /** The value in `unit`, null when absent, qualitative or not convertible. */
  value(analyteId: string, unit: string): number | null;
  has(analyteId: string): boolean;
}

/**
 * Indexes parameters by analyte id. When a report repeats an analyte the first occurrence wins, so the
 * same report always gives the same answer.
 */
export function buildMarkerTable(parameters: readonly NormalizedParameter[]): MarkerTable {
  const byId = new Map<string, NormalizedParameter>();
  for (const p of parameters) {
    if (p.analyteId && !byId.has(p.analyteId)) byId.set(p.analyteId, p);
  }
  const cache = new Map<string, number | null>();
  return {
    get: (id) => byId.get(id),
    has: (id) => byId.has(id),
    value(id, unit) {
      const key = `${id}|${unit}`;
      if (cache.has(key)) return cache.get(key) ?? null;
      const p = byId.get(id);
      const v = p ? valueInUnit(p, unit) : null;
      cache.set(key, v);
      return v;
    },
  };
}
