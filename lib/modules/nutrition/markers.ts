// Reads the request's blood parameters through the analyte knowledge base: name matching, unit conversion to the
// canonical unit and evaluation against the reference interval for the patient's age and sex. Only markers
// outside their range are "flagged"; the plan reacts to flagged markers and to a few canonical values (eGFR,
// HbA1c, glucose) that set macro rules.
import { normalizeParameter } from "@/lib/knowledge/analytes";
import type { NormalizedParameter, PatientContext } from "@/lib/knowledge/analytes/types";

export interface FlaggedMarker {
  analyteId: string;
  name: string;
  value: number;
  unit: string;
  evaluation: NormalizedParameter["evaluation"];
  direction: "low" | "high";
  normalRange: string;
}

export interface MarkerReading {
  flagged: FlaggedMarker[];
  /** Canonical values of the markers the macro rules read (null when absent). */
  canonical: { egfr: number | null; hba1c: number | null; glucose: number | null };
}

const fmt = (n: number | null) => (n === null ? null : Number(n.toPrecision(4)).toString());

function rangeText(p: NormalizedParameter): string {
  const lo = fmt(p.rangeNormalMin);
  const hi = fmt(p.rangeNormalMax);
  const unit = p.unit ? ` ${p.unit}` : p.canonicalUnit ? ` ${p.canonicalUnit}` : "";
  if (lo !== null && hi !== null) return `${lo}–${hi}${unit}`;
  if (hi !== null) return `< ${hi}${unit}`;
  if (lo !== null) return `> ${lo}${unit}`;
  return "not available";
}

/** Flags the parameters outside their reference interval. Why: nutrition advice follows what is actually off. */
export function readMarkers(parameters: readonly { short_name: string; result: number; unit?: string | undefined; reference_range?: string | undefined }[], patient: PatientContext): MarkerReading {
  const neighbours = parameters.map((p) => p.short_name);
  const normalized = parameters.map((p) => normalizeParameter({ name: p.short_name, result: p.result, unit: p.unit ?? "", rangeText: p.reference_range ?? "" }, patient, { neighbours }));
  const flagged: FlaggedMarker[] = [];
  const canonical: MarkerReading["canonical"] = { egfr: null, hba1c: null, glucose: null };
  for (const p of normalized) {
    if (!p.analyteId || p.value === null) continue;
    if (p.analyteId === "egfr") canonical.egfr = p.canonicalValue ?? p.value;
    if (p.analyteId === "hba1c") canonical.hba1c = p.canonicalValue ?? p.value;
    if (p.analyteId === "glucose") canonical.glucose = p.canonicalValue ?? p.value;
    if (p.evaluation === "normal") continue;
    flagged.push({
      analyteId: p.analyteId, name: p.shortName, value: p.value, unit: p.unit, evaluation: p.evaluation,
      direction: p.evaluation.endsWith("low") ? "low" : "high", normalRange: rangeText(p),
    });
  }
  return { flagged, canonical };
}
