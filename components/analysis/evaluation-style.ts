// How the results view shows an evaluation and a reference range: a word a clinician reads at a glance and
// a colour by how far the value is from normal (green, amber, orange, red and bold for critical values).
import type { Evaluation, ReportParameter } from "./types";

export interface EvaluationStyle {
  label: string;
  /** Tailwind classes of the badge. */
  className: string;
}

/** The label and badge colours of one of the seven evaluation values. */
export function evaluationStyle(evaluation: Evaluation): EvaluationStyle {
  switch (evaluation) {
    case "normal":
      return { label: "Normal", className: "bg-emerald-50 text-emerald-800 ring-emerald-200" };
    case "borderline_low":
      return { label: "Slightly low", className: "bg-amber-50 text-amber-800 ring-amber-200" };
    case "borderline_high":
      return { label: "Slightly high", className: "bg-amber-50 text-amber-800 ring-amber-200" };
    case "low":
      return { label: "Low", className: "bg-orange-50 text-orange-800 ring-orange-300" };
    case "high":
      return { label: "High", className: "bg-orange-50 text-orange-800 ring-orange-300" };
    case "critical_low":
      return { label: "Critically low", className: "bg-red-50 font-bold text-red-800 ring-red-300" };
    case "critical_high":
      return { label: "Critically high", className: "bg-red-50 font-bold text-red-800 ring-red-300" };
  }
}

/** The reference range as printed, else built from the bounds ("4–10", "< 41", "> 60"); "—" when none. */
export function formatRange(p: Pick<ReportParameter, "reference_range" | "range_min" | "range_max">): string {
  if (p.reference_range.trim()) return p.reference_range.trim();
  if (p.range_min !== null && p.range_max !== null) return `${p.range_min}–${p.range_max}`;
  if (p.range_max !== null) return `< ${p.range_max}`;
  if (p.range_min !== null) return `> ${p.range_min}`;
  return "—";
}
