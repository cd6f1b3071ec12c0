// Unit conversion for one analyte: explicit factors from the data first (HbA1c % ↔ mmol/mol is a regression,
// not unit algebra), then UCUM algebra (10^3/µL = 10^9/L, mg/dL ↔ mmol/L with the molar mass).
import { parseUnit, unitAnnotation, withoutAnnotation } from "./parse-unit";
import type { Analyte } from "./types";
import { getUcum } from "./ucum";

/** y = x * factor + offset. */
interface Linear {
  factor: number;
  offset: number;
}

const IDENTITY: Linear = { factor: 1, offset: 0 };
const linearCache = new Map<string, Linear | null>();

/**
 * Converts a value between two units (printed or UCUM), for `analyte` when given. Returns null when the units
 * are unknown or not convertible (e.g. mass ↔ molar without a molar mass, equivalents without a factor).
 */
export function convert(value: number, fromUnit: string, toUnit: string, analyte?: Analyte | null): number | null {
  if (!Number.isFinite(value)) return null;
  const linear = conversionFor(fromUnit, toUnit, analyte ?? null);
  if (linear === null) return null;
  const result = value * linear.factor + linear.offset;
  return Number.isFinite(result) ? result : null;
}

/** True when a value in `unit` can be expressed in the analyte's canonical unit. */
export function isConvertibleToCanonical(unit: string, analyte: Analyte): boolean {
  return analyte.unit !== "" && conversionFor(unit, analyte.unit, analyte) !== null;
}

/** The linear map between two units for an analyte, cached (all clinical unit changes are linear). */
export function conversionFor(fromUnit: string, toUnit: string, analyte: Analyte | null): Linear | null {
  const key = `${fromUnit}\u0000${toUnit}\u0000${analyte?.id ?? ""}`;
  const cached = linearCache.get(key);
  if (cached !== undefined) return cached;
  const result = computeConversion(fromUnit, toUnit, analyte);
  if (linearCache.size > 50_000) linearCache.clear();
  linearCache.set(key, result);
  return result;
}

function computeConversion(fromUnit: string, toUnit: string, analyte: Analyte | null): Linear | null {
  const fromParsed = parseUnit(fromUnit)?.ucum;
  const toParsed = parseUnit(toUnit)?.ucum;
  if (fromParsed === undefined || toParsed === undefined) return null;
  // Different bases (D-dimer FEU vs DDU) are different quantities; one side without a basis is taken as the same.
  const fromBasis = unitAnnotation(fromParsed);
  const toBasis = unitAnnotation(toParsed);
  if (fromBasis !== null && toBasis !== null && fromBasis !== toBasis) return null;
  const from = withoutAnnotation(fromParsed);
  const to = withoutAnnotation(toParsed);
  if (sameUnit(from, to)) return IDENTITY;
  if (analyte !== null && analyte.unit !== "") {
    const canonical = analyte.unit;
    const fromToCanonical = sameUnit(from, canonical) ? IDENTITY : explicitToCanonical(from, analyte);
    const toToCanonical = sameUnit(to, canonical) ? IDENTITY : explicitToCanonical(to, analyte);
    // Both sides known to the data: compose through the canonical unit.
    if (fromToCanonical && toToCanonical) return compose(fromToCanonical, invert(toToCanonical));
    // One side known: the other side reaches the canonical unit by algebra.
    if (fromToCanonical) {
      const rest = algebra(canonical, to, analyte.molarMass);
      return rest && compose(fromToCanonical, rest);
    }
    if (toToCanonical) {
      const first = algebra(from, canonical, analyte.molarMass);
      return first && compose(first, invert(toToCanonical));
    }
    return algebra(from, to, analyte.molarMass);
  }
  return algebra(from, to, undefined);
}

function explicitToCanonical(ucum: string, analyte: Analyte): Linear | null {
  for (const alt of analyte.alternateUnits) {
    if (alt.factor === undefined) continue;
    const altUcum = withoutAnnotation(parseUnit(alt.ucum)?.ucum ?? alt.ucum);
    if (sameUnit(altUcum, ucum)) return { factor: alt.factor, offset: alt.offset ?? 0 };
  }
  return null;
}

/** Labs print "IU/L" and "U/L" for the same enzyme activity, "mU/L" and "mIU/L" for the same TSH. */
function asEnzymeUnits(ucum: string): string {
  return ucum.replace(/\[[iI]U\]/g, "U");
}

function sameUnit(a: string, b: string): boolean {
  return a === b || asEnzymeUnits(a) === asEnzymeUnits(b);
}

/** UCUM unit algebra as a linear map (evaluated at 0 and 1), or null when not commensurable. */
function algebra(from: string, to: string, molarMass: number | undefined): Linear | null {
  if (sameUnit(from, to)) return IDENTITY;
  const at = (x: number): number | null => {
    const options = molarMass !== undefined ? { molecularWeight: molarMass } : {};
    const ucum = getUcum();
    let r = ucum.convertUnitTo(from, x, to, options);
    if (r.status !== "succeeded") r = ucum.convertUnitTo(asEnzymeUnits(from), x, asEnzymeUnits(to), options);
    return r.status === "succeeded" && typeof r.toVal === "number" ? r.toVal : null;
  };
  const zero = at(0);
  const one = at(1);
  if (zero === null || one === null) return null;
  return { factor: one - zero, offset: Math.abs(zero) < 1e-12 ? 0 : zero };
}

function compose(first: Linear, second: Linear): Linear {
  return { factor: first.factor * second.factor, offset: first.offset * second.factor + second.offset };
}

function invert(l: Linear): Linear {
  return { factor: 1 / l.factor, offset: -l.offset / l.factor };
}
