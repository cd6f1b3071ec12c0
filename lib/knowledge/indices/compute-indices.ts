// Evaluates every derived index the panel allows: a formula whose inputs are all present gives a value,
// rounded as published, with its band, reference, formula and source. Indices the panel does not allow
// are left out (never guessed).
import { INDEX_DEFINITIONS } from "./definitions";
import type { Band, BandScale, IndexDefinition, IndexValues } from "./types";

export interface ComputedIndex {
  key: string;
  value: number;
  unit: string;
  band: Band;
  reference: string;
  formula: string;
  source: string;
}

/** The band a value falls in. */
export function bandOf(value: number, scale: BandScale): Band {
  for (const step of scale) if (step.below === undefined || value < step.below) return step.band;
  return scale[scale.length - 1]!.band;
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** One index, or null when the panel lacks an input. */
export function computeIndex(def: IndexDefinition, values: IndexValues): ComputedIndex | null {
  const raw = def.compute(values);
  if (raw === null || !Number.isFinite(raw)) return null;
  const scale = typeof def.bands === "function" ? def.bands(values.sex) : def.bands;
  return {
    key: def.key,
    value: round(raw, def.decimals),
    unit: def.unit,
    band: bandOf(raw, scale),
    reference: typeof def.reference === "function" ? def.reference(values.sex) : def.reference,
    formula: def.formula,
    source: def.source,
  };
}

/** Every index the panel allows, in the table's order. */
export function computeIndices(values: IndexValues): ComputedIndex[] {
  return INDEX_DEFINITIONS.map((d) => computeIndex(d, values)).filter((x): x is ComputedIndex => x !== null);
}
