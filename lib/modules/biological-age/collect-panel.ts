// A panel as the formulas need it: each parameter matched to a knowledge-base analyte (multilingual names,
// abbreviations, long names, unit hints) and its value converted to the analyte's canonical unit. The
// first usable value of an analyte wins; values that cannot be converted are skipped, never guessed.
import { convert, getAnalyte, matchAnalyte, MIN_CONFIDENCE, parseResult } from "@/lib/knowledge/analytes";
import type { IndexValues, SexOfPatient } from "@/lib/knowledge/indices";
import type { BloodParameter } from "./schemas";

export interface CollectedValue {
  /** Value in the analyte's canonical unit. */
  canonical: number;
  /** The caller's name of the parameter. */
  from: string;
}

export type Panel = Map<string, CollectedValue>;

const NAME_FIELDS = ["short_name", "name", "parameter_name", "long_name"] as const;

/** Matches and converts every usable parameter. */
export function collectPanel(parameters: readonly BloodParameter[]): Panel {
  const panel: Panel = new Map();
  for (const p of parameters) {
    const printed = NAME_FIELDS.map((f) => p[f]?.trim()).find((v): v is string => Boolean(v));
    if (!printed) continue;
    const unit = p.unit?.trim() || undefined;
    const opts = unit ? { unit } : {};
    const candidates = [matchAnalyte(printed, opts), p.long_name ? matchAnalyte(p.long_name, opts) : null];
    const best = candidates.filter((m) => m?.analyte && m.confidence >= MIN_CONFIDENCE).sort((a, b) => b!.confidence - a!.confidence)[0];
    const analyte = best?.analyte;
    if (!analyte || analyte.unit === "" || panel.has(analyte.id)) continue;
    const parsed = parseResult(p.result);
    // "<0.5" (below the detection limit) counts as the limit itself; ">" values are not usable.
    if (parsed.value === null || parsed.censored === ">") continue;
    const canonical = unit ? convert(parsed.value, unit, analyte.unit, analyte) : parsed.value;
    if (canonical === null || !Number.isFinite(canonical)) continue;
    panel.set(analyte.id, { canonical, from: printed });
  }
  return panel;
}

/** The IndexValues view of a panel: a value of analyte `id` in any unit the knowledge base can convert to. */
export function panelValues(panel: Panel, age: number | null, sex: SexOfPatient): IndexValues {
  return {
    age,
    sex,
    get(id, unit) {
      const v = panel.get(id);
      const analyte = getAnalyte(id);
      if (!v || !analyte) return null;
      return analyte.unit === unit ? v.canonical : convert(v.canonical, analyte.unit, unit, analyte);
    },
  };
}
