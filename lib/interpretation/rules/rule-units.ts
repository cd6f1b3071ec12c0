// Reading a parameter in the unit a rule is written in. Rules quote guideline thresholds in the guideline's
// own unit (ADA glucose in mg/dL, KDIGO ACR in mg/g …); the parameter carries its value in the knowledge
// base's canonical unit (or at least the printed one), so each comparison converts first.
import ucum from "@lhncbc/ucum-lhc";
import type { NormalizedParameter } from "@/lib/knowledge/analytes/types";

/**
 * Molar masses (g/mol) for mass <-> substance conversions of the analytes the rules read.
 * Sources: PubChem molecular weights; triglycerides use the clinical convention of triolein (885.7 g/mol,
 * i.e. 1 mmol/L = 88.57 mg/dL) and haemoglobin the monomer (16 114.5 g/mol, 1 g/dL = 0.6206 mmol/L).
 */
const MOLAR_MASS: Readonly<Record<string, number>> = {
  glucose: 180.16,
  cholesterol_total: 386.65,
  ldl_cholesterol: 386.65,
  hdl_cholesterol: 386.65,
  non_hdl_cholesterol: 386.65,
  triglycerides: 885.7,
  calcium: 40.08,
  calcium_corrected: 40.08,
  albumin: 66_470,
  vitamin_d_25oh: 400.64,
  vitamin_b12: 1355.37,
  folate: 441.4,
  free_t4: 776.87,
  creatinine: 113.12,
  hemoglobin: 16_114.5,
};

/**
 * Conversions UCUM cannot do from the unit alone.
 * - HbA1c: IFCC mmol/mol -> NGSP % by the master equation NGSP = 0.09148 × IFCC + 2.152 (Hoelzel et al.,
 *   Clin Chem 2004; NGSP/IFCC consensus).
 * - ACR: mg/mmol -> mg/g divides by the creatinine mass of 1 mmol (0.11312 g): × 8.84.
 * - Lp(a): nmol/L (particle number) and mg/dL (mass) are not inter-convertible; rules use the guideline
 *   threshold equivalence 125 nmol/L ≈ 50 mg/dL (AHA/ACC 2018 risk enhancers), i.e. ÷ 2.5.
 */
const SPECIAL: Readonly<Record<string, Readonly<Record<string, (v: number) => number>>>> = {
  hba1c: { "mmol/mol->%": (v) => 0.09148 * v + 2.152 },
  urine_albumin_creatinine_ratio: { "mg/mmol->mg/g": (v) => v * 8.84, "mg/g->mg/mmol": (v) => v / 8.84 },
  lipoprotein_a: { "nmol/L->mg/dL": (v) => v / 2.5, "mg/dL->nmol/L": (v) => v * 2.5 },
};

/** Writes a printed or canonical unit in the UCUM spelling the converter understands. */
export function normalizeUnit(unit: string): string {
  return unit
    .trim()
    .replace(/\{[^}]*\}/g, "")
    .replace(/µ|μ/g, "u")
    .replace(/\[?iu\]?/gi, "U") // IU scales like an enzyme unit; only the prefix matters for conversion
    .replace(/^meq\//i, "mmol/") // monovalent electrolytes: mEq = mmol
    .replace(/x?10\^(\d+)/g, "10*$1")
    .replace(/^(mL\/min)\/.*$/i, "$1") // eGFR: "per 1.73 m²" is implied whatever the spelling
    .replace(/\s+/g, "");
}

/** Removes floating noise (249.99999999999997 -> 250) so thresholds compare as written. */
function tidy(v: number): number {
  return Number(v.toPrecision(12));
}

/**
 * The parameter's value in `unit`, or null when it has no number or cannot be converted. Uses the canonical
 * value when present (knowledge-base unit), else the printed value and unit.
 */
export function valueInUnit(p: NormalizedParameter, unit: string): number | null {
  const fromValue = p.canonicalValue ?? p.value;
  const fromUnit = p.canonicalValue !== null ? p.canonicalUnit : (p.ucumUnit ?? p.unit);
  if (fromValue === null || fromUnit === null) return null;
  return convertValue(p.analyteId ?? "", fromValue, fromUnit, unit);
}

/** Converts `value` of analyte `analyteId` from one unit to another; null when no conversion is known. */
export function convertValue(analyteId: string, value: number, from: string, to: string): number | null {
  const a = normalizeUnit(from);
  const b = normalizeUnit(to);
  if (a === b) return value;
  const special = SPECIAL[analyteId]?.[`${a}->${b}`];
  if (special) return tidy(special(value));
  const molarMass = MOLAR_MASS[analyteId];
  const r = ucum.UcumLhcUtils.getInstance().convertUnitTo(a, value, b, molarMass ? { molecularWeight: molarMass } : undefined);
  return r.status === "succeeded" && r.toVal !== null ? tidy(r.toVal) : null;
}
