// Evidence for ranking a name's candidate analytes: how the printed unit fits each (named in its unit hints,
// convertible, or impossible), whether the specimen agrees, and whether a printed range could belong to it.
import { conversionFor } from "./convert";
import type { SpecimenHint } from "./name-vocabulary";
import { unitAnnotation, unitKind, type UnitKind } from "./parse-unit";
import { referenceIntervalFor } from "./reference-interval";
import type { Analyte } from "./types";

export type Compatibility = "hint" | "compatible" | "neutral" | "incompatible";

/** A printed unit as the ranking sees it; `ucum` is null when only the name said "%" or "#". */
export interface UnitSpec {
  ucum: string | null;
  kind: UnitKind;
}

/** Score added for each degree of unit fit. */
export const COMPATIBILITY_SCORE: Record<Compatibility, number> = { hint: 0.3, compatible: 0.15, neutral: 0, incompatible: -0.4 };

const compatibilityCache = new Map<string, Compatibility>();

/** Empties the unit-fit cache (when the knowledge base is swapped). */
export function clearCompatibilityCache(): void {
  compatibilityCache.clear();
}

const NON_BLOOD_SPECIMENS = new Set(["urine", "stool"]);

/**
 * Specimen agreement: a name that says urine wants a urine analyte; a name that says nothing prefers the blood
 * analyte (a bare "Glucose" is plasma glucose unless the report is a urinalysis, which neighbours decide).
 */
export function specimenScore(analyte: Analyte, queryHint: SpecimenHint | null, aliasHint: SpecimenHint | null): number {
  const analyteSpecimen: SpecimenHint = analyte.specimen === "urine" ? "urine" : analyte.specimen === "stool" ? "stool" : "blood";
  if (queryHint !== null) return queryHint === analyteSpecimen ? 0.3 : -0.3;
  if (aliasHint !== null && aliasHint !== "blood") return -0.08;
  return NON_BLOOD_SPECIMENS.has(analyte.specimen) ? -0.04 : 0;
}

/** The better of two unit fits (a unit read two ways, e.g. "G/L" as giga or grams per litre). */
export function betterOf(a: Compatibility, b: Compatibility | null): Compatibility {
  return b !== null && COMPATIBILITY_SCORE[b] > COMPATIBILITY_SCORE[a] ? b : a;
}

const NEVER_QUALITATIVE_KINDS = new Set<UnitKind>(["time", "rate", "volume", "pressure", "osmolality"]);
const MASS_PER_MASS_RE = /^[munpf]?g\/[munpf]?g(\{[^}]*\})?$/;

/** How a unit fits an analyte: named in its unitHints, convertible to its unit, or not. Cached. */
export function unitCompatibility(analyte: Analyte, unit: UnitSpec): Compatibility {
  const key = `${analyte.id}\u0000${unit.ucum ?? ""}\u0000${unit.kind}`;
  let result = compatibilityCache.get(key);
  if (result === undefined) {
    result = computeCompatibility(analyte, unit);
    compatibilityCache.set(key, result);
  }
  return result;
}

function computeCompatibility(analyte: Analyte, unit: UnitSpec): Compatibility {
  const hints = analyte.unitHints ?? [];
  if ((unit.ucum !== null && hints.includes(unit.ucum)) || hints.includes(unit.kind)) return "hint";
  const basis = unit.ucum === null ? null : unitAnnotation(unit.ucum);
  if (basis !== null && hints.includes(basis)) return "hint";
  // A result scale has no unit; labs print semi-quantitative ones in mg/dL or /µL, but never in time or rate units.
  if (analyte.unit === "") return NEVER_QUALITATIVE_KINDS.has(unit.kind) ? "incompatible" : "neutral";
  if (unit.ucum === null) return unitKind(analyte.unit) === unit.kind ? "compatible" : "incompatible";
  if (unit.ucum === analyte.unit || analyte.alternateUnits.some((a) => a.ucum === unit.ucum)) return "compatible";
  // A mass-per-mass unit is a ratio of two analytes (mg/g beside "Albumin" is the urine albumin/creatinine ratio),
  // never a percentage analyte's share of a total, although UCUM converts the two.
  if (analyte.unit === "%" && MASS_PER_MASS_RE.test(unit.ucum)) return "incompatible";
  return conversionFor(unit.ucum, analyte.unit, analyte) !== null ? "compatible" : "incompatible";
}

/**
 * True when a printed range cannot belong to the analyte: it converts into the analyte's unit and does not
 * overlap the analyte's reference interval at all (ionized calcium 1.15–1.33 mmol/L printed as "Calcium").
 */
export function rangeContradicts(
  analyte: Analyte,
  range: { min: number | null; max: number | null },
  unit: string | undefined,
): boolean {
  if (range.min === null || range.max === null || analyte.unit === "") return false;
  const interval = referenceIntervalFor(analyte, undefined);
  if (interval === null || interval.low === null || interval.high === null) return false;
  const linear = conversionFor(unit ?? analyte.unit, analyte.unit, analyte);
  if (linear === null) return false;
  const lo = range.min * linear.factor + linear.offset;
  const hi = range.max * linear.factor + linear.offset;
  return hi < interval.low || lo > interval.high;
}

/** Rounds a confidence to two decimals. */
export function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
