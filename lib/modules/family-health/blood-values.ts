// The patient's blood values matched to knowledge-base analytes and converted to the units the rules use.
import { convert, getAnalyte, matchAnalyte, MIN_CONFIDENCE } from "@/lib/knowledge/analytes";

export interface BloodValue {
  analyteId: string;
  /** The caller's parameter name, value and unit as sent. */
  parameter: string;
  value: number;
  unit: string;
}

export interface BloodPanel {
  values: Map<string, BloodValue>;
  unmatched: string[];
  /** The value of analyte `id` in `unit`, or null when absent or not convertible. */
  get(id: string, unit: string): number | null;
}

/**
 * Matches each blood value by name (and unit) to an analyte; the first usable value of an analyte wins.
 * WHY: rules are written in one unit (mg/dL, %, ng/mL); labs report LDL in mmol/L or HbA1c in mmol/mol.
 */
export function readBloodValues(rows: readonly { parameter: string; value: number; unit?: string | undefined }[]): BloodPanel {
  const values = new Map<string, BloodValue>();
  const unmatched: string[] = [];
  for (const row of rows) {
    const unit = row.unit?.trim() ?? "";
    const m = matchAnalyte(row.parameter, unit ? { unit } : {});
    if (!m.analyte || m.confidence < MIN_CONFIDENCE) {
      unmatched.push(row.parameter);
      continue;
    }
    if (!values.has(m.analyte.id)) values.set(m.analyte.id, { analyteId: m.analyte.id, parameter: row.parameter, value: row.value, unit: unit || m.analyte.unit });
  }
  return {
    values,
    unmatched,
    get(id, unit) {
      const v = values.get(id);
      const analyte = getAnalyte(id);
      if (!v || !analyte) return null;
      if (v.unit === unit) return v.value;
      const out = convert(v.value, v.unit, unit, analyte);
      return out !== null && Number.isFinite(out) ? out : null;
    },
  };
}
