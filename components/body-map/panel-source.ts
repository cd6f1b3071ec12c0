// Where the viewer's panel comes from: a saved report (the v12 answer it stores) or a JSON file/pasted
// text (a v12 answer, its `data`, or a plain list of parameters). Both become body-map parameters plus the
// values shown when a region is clicked.
import type { z } from "zod";
import type { bodyMapParameterSchema } from "@/lib/modules/body-map/schemas";
import type { HealthReport } from "@/components/analysis/types";

export type PanelParameter = z.input<typeof bodyMapParameterSchema>;

/** A saved/uploaded v12 report as body-map parameters (normal values included: the server leaves them out). */
export function panelFromReport(report: Pick<HealthReport, "parameters">): PanelParameter[] {
  return report.parameters.map((p) => ({
    short_name: p.short_name || p.long_name,
    long_name: p.long_name || undefined,
    result: p.result,
    unit: p.unit || undefined,
    range_normal_min: p.range_normal_min,
    range_normal_max: p.range_normal_max,
    evaluation: p.evaluation,
    category: p.category || undefined,
  }));
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** Reads pasted or uploaded JSON; throws an Error with a sentence a person understands. */
export function panelFromJson(text: string): PanelParameter[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error("This is not valid JSON. Paste a blood-test answer, its data object, or a list of parameters.");
  }
  const root = asRecord(parsed);
  const list = Array.isArray(parsed) ? parsed : (asRecord(root?.data)?.parameters ?? root?.parameters);
  if (!Array.isArray(list) || list.length === 0) throw new Error("No parameters found: expected a 'parameters' list (or an answer whose data holds one).");
  return list.map((item, i) => {
    const p = asRecord(item);
    const name = p && [p.short_name, p.name, p.parameter_name, p.parameter, p.long_name].find((v) => typeof v === "string" && v.trim() !== "");
    if (!p || typeof name !== "string") throw new Error(`Parameter ${i + 1} has no name (short_name, name or long_name).`);
    const num = (v: unknown) => (typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : undefined);
    const str = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v : undefined);
    return {
      short_name: name,
      long_name: str(p.long_name),
      result: typeof p.result === "number" || typeof p.result === "string" ? p.result : undefined,
      unit: str(p.unit),
      range_normal_min: num(p.range_normal_min),
      range_normal_max: num(p.range_normal_max),
      evaluation: str(p.evaluation),
      category: str(p.category),
    };
  });
}
