// One request parameter → the name to show, the severity level and the fields placement needs. The level
// comes from `evaluation`; without one, from the result against the given normal range (the knowledge
// base's own classification, so "slightly" means the same here as in the blood-test report).
import { classifyValue, parseResult } from "@/lib/knowledge/analytes";
import { levelOfEvaluation, type Level, type MarkerInput } from "@/lib/knowledge/body-map";
import type { BodyMapParameter } from "./schemas";

export interface ReadParameter {
  index: number;
  name: string;
  level: Level;
  /** How far outside its range the value is, as a fraction of the range width (0 when unknown). */
  deviation: number;
  marker: MarkerInput;
}

export type ReadOutcome = { ok: true; value: ReadParameter } | { ok: false; error: string };

const NAME_FIELDS = ["short_name", "name", "parameter_name", "parameter", "long_name"] as const;

function numberOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const parsed = parseResult(value);
  return parsed.censored === null ? parsed.value : null;
}

function deviationOf(value: number | null, min: number | null, max: number | null): number {
  if (value === null) return 0;
  const width = min !== null && max !== null && max > min ? max - min : Math.abs(max ?? min ?? 1) || 1;
  if (min !== null && value < min) return (min - value) / width;
  if (max !== null && value > max) return (value - max) / width;
  return 0;
}

/** Reads parameter `index`; an error names the parameter by position (never echoes patient values). */
export function readParameter(p: BodyMapParameter, index: number): ReadOutcome {
  const name = NAME_FIELDS.map((f) => p[f]?.trim()).find((v): v is string => Boolean(v));
  if (!name) return { ok: false, error: `parameters[${index}] has no name: send short_name (or long_name, name, parameter_name, parameter).` };
  const value = numberOf(p.result);
  const min = numberOf(p.range_normal_min);
  const max = numberOf(p.range_normal_max);
  let level: Level | null;
  if (p.evaluation !== undefined && p.evaluation.trim() !== "") {
    level = levelOfEvaluation(p.evaluation);
    if (level === null) {
      return { ok: false, error: `parameters[${index}] ('${name.slice(0, 60)}'): evaluation must be one of high, low, bad, slightly_high, slightly_low, normal.` };
    }
  } else if (value !== null && (min !== null || max !== null)) {
    level = levelOfEvaluation(classifyValue(value, null, { low: min, high: max }, null));
  } else {
    level = 0;
  }
  return {
    ok: true,
    value: {
      index,
      name,
      level: level ?? 0,
      deviation: deviationOf(value, min, max),
      marker: { name, longName: p.long_name?.trim() || undefined, unit: p.unit?.trim() || undefined, category: p.category?.trim() || undefined },
    },
  };
}
